/*
 * test_store.c: the store's API against a temporary database: a game
 * created and loaded back, rounds numbered by the one writer, the tally
 * the triggers keep, undo, the sheet and standings read back, values out
 * of range refused as damage, a statement that does not prepare returning
 * an error instead of exiting, doctor and backup, a bulk of rounds.
 */
#include <stdlib.h>
#include <unistd.h>

#include "unit.h"
#include "store.h"

struct fixture {
	char dir[64];
	char path[96];
	sqlite3 *db;
	struct game g;
};

static int
setup(void **state)
{
	static const char names[3][RK_NAME_MAX + 1] = { "ann", "ben", "cleo" };
	struct fixture *f = calloc(1, sizeof(*f));
	char taken[RK_NAME_MAX + 1];
	struct rules r;
	int64_t id;

	snprintf(f->dir, sizeof(f->dir), "/tmp/rkub-unit-XXXXXX");
	if (mkdtemp(f->dir) == NULL)
		return -1;
	snprintf(f->path, sizeof(f->path), "%s/t.db", f->dir);
	if (store_open(f->path, &f->db, 1) != 0)
		return -1;
	rules_init(&r);
	if (store_begin(f->db) != 0 ||
	    store_game_create(f->db, "g", &r, names, 3, &id, taken) != 0 ||
	    store_commit(f->db) != 0 ||
	    store_game_load(f->db, NULL, &f->g) != STORE_OK)
		return -1;
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *f = *state;
	char cmd[160];

	store_game_free(&f->g);
	store_close(f->db);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", f->dir);
	if (system(cmd) != 0)
		return -1;
	free(f);
	return 0;
}

/* A round where seat 0 went out: the others pay, seat 0 collects. */
static int
add(struct fixture *f, int a, int b)
{
	struct store_round r;
	int num;

	memset(&r, 0, sizeof(r));
	r.kind = "scores";
	r.winner = 0;
	r.e[0].tiles = r.e[1].tiles = r.e[2].tiles = -1;
	r.e[0].score = a + b;
	r.e[0].won = 1;
	r.e[1].score = -a;
	r.e[2].score = -b;
	assert_int_equal(store_round_add(f->db, &f->g, &r, &num), STORE_OK);
	return num;
}

static void
test_game_loaded(void **state)
{
	struct fixture *f = *state;
	struct game g;

	assert_string_equal(f->g.name, "g");
	assert_int_equal(f->g.n, 3);
	assert_string_equal(f->g.player[2], "cleo");
	assert_int_equal(f->g.rounds, 0);
	assert_int_equal(f->g.rules.joker, 30);
	assert_int_equal(store_game_load(f->db, "G", &g), STORE_OK);
	assert_int_equal(g.id, f->g.id);   /* names compare without case */
	store_game_free(&g);
	assert_int_equal(store_game_load(f->db, "nope", &g), STORE_NONE);
}

static void
test_name_taken(void **state)
{
	static const char names[2][RK_NAME_MAX + 1] = { "ann", "ben" };
	struct fixture *f = *state;
	char taken[RK_NAME_MAX + 1];
	struct rules r;
	int64_t id;

	rules_init(&r);
	assert_int_equal(store_game_create(f->db, "G", &r, names, 2, &id,
	    taken), STORE_EXISTS);
	assert_string_equal(taken, "g");
}

static int
row(void *arg, const struct store_sheet_row *r)
{
	int *sum = arg;

	sum[0]++;
	sum[1] += r->num * 100 + r->scores[1];
	return 0;
}

static void
test_rounds_tally_undo(void **state)
{
	struct fixture *f = *state;
	int totals[RK_MAX_PLAYERS], scores[RK_MAX_PLAYERS], num, sum[2] = { 0 };

	assert_int_equal(add(f, 5, 7), 1);
	assert_int_equal(add(f, 3, 0), 2);
	assert_int_equal(store_totals(f->db, &f->g, totals), STORE_OK);
	assert_int_equal(totals[0], 15);
	assert_int_equal(totals[1], -8);
	assert_int_equal(totals[2], -7);
	assert_int_equal(store_round_undo(f->db, &f->g, &num, scores), STORE_OK);
	assert_int_equal(num, 2);
	assert_int_equal(scores[0], 3);
	assert_int_equal(scores[1], -3);
	assert_int_equal(store_totals(f->db, &f->g, totals), STORE_OK);
	assert_int_equal(totals[0], 12);
	/* the undone round's number is given again */
	assert_int_equal(add(f, 1, 1), 2);
	assert_int_equal(store_sheet_each(f->db, &f->g, 0, row, sum), STORE_OK);
	assert_int_equal(sum[0], 2);
	assert_int_equal(sum[1], 100 - 5 + 200 - 1);
	sum[0] = sum[1] = 0;
	assert_int_equal(store_sheet_each(f->db, &f->g, 1, row, sum), STORE_OK);
	assert_int_equal(sum[0], 3);
}

static void
test_no_round_to_undo(void **state)
{
	struct fixture *f = *state;
	int num, scores[RK_MAX_PLAYERS];

	assert_int_equal(store_round_undo(f->db, &f->g, &num, scores),
	    STORE_NONE);
}

static int
standing(void *arg, const struct store_standing *s)
{
	int *first = arg;

	if (s->rank == 1)
		*first = (int)s->total;
	return 0;
}

static void
test_standings(void **state)
{
	struct fixture *f = *state;
	int first = 0;
	char *json;

	add(f, 5, 7);
	assert_int_equal(store_standings_each(f->db, &f->g, standing, &first),
	    STORE_OK);
	assert_int_equal(first, 12);
	assert_int_equal(store_standings_json(f->db, NULL, &json), STORE_OK);
	assert_non_null(strstr(json, "\"player\":\"ann\",\"total\":12"));
	free(json);
}

/* A seat position out of range is damage, never an index. */
static void
test_damaged_seat(void **state)
{
	struct fixture *f = *state;
	struct game g;

	assert_int_equal(sqlite3_exec(f->db, "UPDATE seat SET pos = 1000000 "
	    "WHERE pos = 1", NULL, NULL, NULL), SQLITE_OK);
	assert_int_equal(store_game_load(f->db, "g", &g), STORE_ERR);
	assert_non_null(strstr(store_error(), "ben sits at position 1000000, "
	    "but 3 players sit at 0 to 2"));
}

static void
test_damaged_score(void **state)
{
	struct fixture *f = *state;
	int totals[RK_MAX_PLAYERS];

	add(f, 5, 7);
	assert_int_equal(sqlite3_exec(f->db, "UPDATE tally SET total = "
	    "'lots' WHERE player_id = 2", NULL, NULL, NULL), SQLITE_OK);
	assert_int_equal(store_totals(f->db, &f->g, totals), STORE_ERR);
	assert_non_null(strstr(store_error(), "a total is 'lots', not a "
	    "whole number"));
}

/* A statement that does not prepare: an error, and no exit. */
static void
test_prepare_fails(void **state)
{
	struct fixture *f = *state;
	sqlite3_stmt *st = q_prepare(f->db, "SELECT nonsense FROM nowhere");

	assert_null(st);
	assert_non_null(strstr(store_error(), "no such table: nowhere"));
	q_int(st, "$x", 1);
	assert_int_equal(q_step(st), -1);
	assert_int_equal(q_done(st), -1);
}

static int
finding(void *arg, const char *check, const char *what)
{
	int *n = arg;

	(void)check;
	if (what != NULL)
		(*n)++;
	return 0;
}

static void
test_doctor_backup(void **state)
{
	struct fixture *f = *state;
	char copy[128];
	int n = 0, found, pages;
	sqlite3 *db;
	struct game g;

	add(f, 5, 7);
	assert_int_equal(store_doctor(f->db, finding, &n, &found), STORE_OK);
	assert_int_equal(found, 0);
	snprintf(copy, sizeof(copy), "%s/copy.db", f->dir);
	assert_int_equal(store_backup(f->db, copy, &pages), STORE_OK);
	assert_true(pages > 0);
	assert_int_equal(store_open(copy, &db, 0), 0);
	assert_int_equal(store_game_load(db, NULL, &g), STORE_OK);
	assert_int_equal(g.rounds, 1);
	store_game_free(&g);
	store_close(db);
	assert_int_equal(sqlite3_exec(f->db, "UPDATE tally SET total = 99 "
	    "WHERE player_id = 1", NULL, NULL, NULL), SQLITE_OK);
	assert_int_equal(store_doctor(f->db, finding, &n, &found), STORE_OK);
	assert_int_equal(found, 1);
	assert_int_equal(store_backup(f->db, f->path, &pages), STORE_ERR);
}

/*
 * A bulk (import's way): numbered on from the game's last row, no
 * trigger an entry, the tally counted once at the end as the triggers
 * would have; round.kind's CHECK still refuses a kind it does not know,
 * after a kind it knows; the triggers are back after the bulk.
 */
static void
test_bulk(void **state)
{
	struct fixture *f = *state;
	int totals[RK_MAX_PLAYERS], n = 0, found, num;
	struct store_round r;

	assert_int_equal(store_begin(f->db), 0);
	assert_int_equal(add(f, 5, 7), 1);
	assert_int_equal(store_bulk_begin(f->db, &f->g), STORE_OK);
	assert_int_equal(add(f, 3, 0), 2);
	assert_int_equal(add(f, 2, 4), 3);
	memset(&r, 0, sizeof(r));
	r.kind = "no such kind";
	r.winner = -1;
	assert_int_equal(store_round_add(f->db, &f->g, &r, &num), STORE_ERR);
	assert_non_null(strstr(store_error(), "CHECK constraint failed"));
	assert_int_equal(store_bulk_end(f->db, 1), STORE_OK);
	assert_int_equal(store_totals(f->db, &f->g, totals), STORE_OK);
	assert_int_equal(totals[0], 12 + 3 + 6);
	assert_int_equal(totals[1], -5 - 3 - 2);
	assert_int_equal(totals[2], -7 - 0 - 4);
	assert_int_equal(store_doctor(f->db, finding, &n, &found), STORE_OK);
	assert_int_equal(found, 0);
	/* the triggers again: a round after the bulk counts at once */
	assert_int_equal(add(f, 1, 1), 4);
	assert_int_equal(store_totals(f->db, &f->g, totals), STORE_OK);
	assert_int_equal(totals[0], 23);
	assert_int_equal(store_doctor(f->db, finding, &n, &found), STORE_OK);
	assert_int_equal(found, 0);
	assert_int_equal(store_commit(f->db), 0);
}

static void
test_commit_hook(void **state)
{
	struct fixture *f = *state;
	struct game g;

	assert_int_equal(store_begin(f->db), 0);
	add(f, 1, 2);
	setenv("RKUB_TEST_FAIL_COMMIT", "1", 1);
	assert_int_equal(store_commit(f->db), STORE_ERR);
	unsetenv("RKUB_TEST_FAIL_COMMIT");
	store_rollback(f->db);
	assert_int_equal(store_game_load(f->db, NULL, &g), STORE_OK);
	assert_int_equal(g.rounds, 0);
	store_game_free(&g);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_game_loaded, setup, teardown),
		cmocka_unit_test_setup_teardown(test_name_taken, setup, teardown),
		cmocka_unit_test_setup_teardown(test_rounds_tally_undo, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_no_round_to_undo, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_standings, setup, teardown),
		cmocka_unit_test_setup_teardown(test_damaged_seat, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_damaged_score, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_prepare_fails, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_doctor_backup, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_bulk, setup, teardown),
		cmocka_unit_test_setup_teardown(test_commit_hook, setup,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
