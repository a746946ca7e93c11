/*
 * test_event_store: the event API of the store (src/store/event.h)
 * against a temporary database: an event created and read back, a
 * sitting written as games EVENT/SITTING/TABLE in start order, the table
 * a deal goes to, the standings SQLite ranks (table-rank points that ties
 * share), and the outcomes the front end words (a name taken, no event).
 */
#include <stdlib.h>
#include <unistd.h>

#include "unit.h"
#include "store.h"
#include "event.h"

struct fixture {
	char path[64];
	sqlite3 *db;
	struct rules rules;
};

static int
setup(void **state)
{
	struct fixture *f = calloc(1, sizeof(*f));
	int fd;

	snprintf(f->path, sizeof(f->path), "/tmp/rkub-event-XXXXXX");
	if ((fd = mkstemp(f->path)) < 0)
		return -1;
	close(fd);
	unlink(f->path);
	if (store_open(f->path, &f->db, 1) < 0 || store_begin(f->db) < 0)
		return -1;
	rules_init(&f->rules);
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *f = *state;

	store_rollback(f->db);
	store_close(f->db);
	unlink(f->path);
	free(f);
	return 0;
}

static void
create(struct fixture *f, const char *name, int n, int rank)
{
	static char n0[] = "ann", n1[] = "ben", n2[] = "cleo", n3[] = "dave",
	    n4[] = "eve", n5[] = "finn";
	static char *names[] = { n0, n1, n2, n3, n4, n5 };
	char taken[RK_NAME_MAX + 1];
	struct ev_new in;

	memset(&in, 0, sizeof(in));
	in.name = name;
	in.rules = &f->rules;
	in.sittings = 3;
	in.nplayers = n;
	in.player = names;
	if (rank) {
		in.rank = 1;
		in.nrank = 4;
		memcpy(in.rank_points, (int[]){ 4, 3, 1, 0 }, 4 * sizeof(int));
	}
	assert_int_equal(ev_create(f->db, &in, taken), STORE_OK);
}

static void
test_create_load(void **state)
{
	struct fixture *f = *state;
	char taken[RK_NAME_MAX + 1];
	struct ev_new in;
	struct ev e;

	create(f, "open", 6, 1);
	assert_int_equal(ev_load(f->db, NULL, &e), STORE_OK);
	assert_string_equal(e.name, "open");
	assert_int_equal(e.nplayers, 6);
	assert_int_equal(e.nactive, 6);
	assert_int_equal(e.rank, 1);
	assert_int_equal(e.nrank, 4);
	assert_int_equal(e.rank_points[2], 1);
	assert_int_equal(e.sittings, 3);
	assert_int_equal(e.nsittings, 0);
	assert_int_equal(ev_find_player(&e, "CLEO"), 2);
	assert_int_equal(ev_find_player(&e, "zed"), -1);
	assert_int_equal(ev_player_add(f->db, &e, "Ben"), STORE_EXISTS);
	assert_int_equal(ev_player_add(f->db, &e, "gus"), STORE_OK);
	assert_int_equal(ev_player_active(f->db, &e, 1, 0), STORE_OK);
	ev_free(&e);
	assert_int_equal(ev_load(f->db, "OPEN", &e), STORE_OK);
	assert_int_equal(e.nplayers, 7);
	assert_int_equal(e.nactive, 6);
	assert_int_equal(e.player[1].active, 0);
	assert_string_equal(e.player[6].name, "gus");
	ev_free(&e);

	memset(&in, 0, sizeof(in));
	in.name = "Open";
	in.rules = &f->rules;
	in.sittings = 1;
	assert_int_equal(ev_create(f->db, &in, taken), STORE_EXISTS);
	assert_string_equal(taken, "open");
	assert_int_equal(ev_load(f->db, "nope", &e), STORE_NONE);
}

/* A sitting of 4 + 2 players: table 1 ann, ben, cleo, dave in that start
 * order; table 2 eve, finn. */
static void
seat_one(struct fixture *f, struct ev *e)
{
	static const int size[] = { 4, 2 }, player[] = { 3, 1, 2, 0, 4, 5 };
	char pins[2][8] = { "123456", "654321" };
	char taken[RK_NAME_MAX + 16];
	struct ev_plan p;

	memset(&p, 0, sizeof(p));
	p.method = EV_RANDOM;
	p.seed = 42;
	p.ntables = 2;
	p.size = size;
	p.player = player;
	p.pin = pins;
	assert_int_equal(ev_sitting_add(f->db, e, &p, taken), STORE_OK);
}

static void
test_sitting_tables(void **state)
{
	struct fixture *f = *state;
	struct ev_table_ref r;
	struct game g;
	struct ev e;

	create(f, "open", 6, 1);
	assert_int_equal(ev_load(f->db, NULL, &e), STORE_OK);
	assert_int_equal(ev_table_find(f->db, NULL, 1, &r), STORE_OK);
	assert_int_equal(r.sitting, 0);
	seat_one(f, &e);
	ev_free(&e);
	assert_int_equal(ev_load(f->db, NULL, &e), STORE_OK);
	assert_int_equal(e.nsittings, 1);
	assert_int_equal(e.sitting[0].ntables, 2);
	assert_int_equal(e.sitting[0].seed, 42);
	assert_int_equal(e.nseats, 6);
	assert_int_equal(e.seat[0].player, 3);          /* dave starts */
	assert_int_equal(e.seat[0].deals, 4);           /* the table's size */
	assert_int_equal(e.seat[4].table, 2);
	assert_int_equal(e.seat[4].size, 2);
	assert_string_equal(e.seat[5].pin, "654321");
	ev_free(&e);

	/* The table's game: an ordinary game, its seats in start order. */
	assert_int_equal(store_game_load(f->db, "open/1/1", &g), STORE_OK);
	assert_int_equal(g.n, 4);
	assert_string_equal(g.player[0], "dave");
	assert_string_equal(g.player[3], "ann");
	store_game_free(&g);

	assert_int_equal(ev_table_find(f->db, NULL, 2, &r), STORE_OK);
	assert_int_equal(r.found, 1);
	assert_string_equal(r.game, "open/1/2");
	assert_int_equal(r.deals, 2);
	assert_int_equal(r.played, 0);
	assert_int_equal(ev_table_find(f->db, "open", 3, &r), STORE_OK);
	assert_int_equal(r.found, 0);
	assert_int_equal(r.tables, 2);
	assert_int_equal(ev_table_find(f->db, "nope", 1, &r), STORE_NONE);
}

static void
deal(struct fixture *f, const char *game, const int *scores)
{
	struct store_round rd;
	struct game g;
	int i, num, best = 0;

	assert_int_equal(store_game_load(f->db, game, &g), STORE_OK);
	memset(&rd, 0, sizeof(rd));
	rd.kind = "scores";
	for (i = 0; i < g.n; i++) {
		rd.e[i].score = scores[i];
		rd.e[i].tiles = -1;
		if (scores[i] > scores[best])
			best = i;
	}
	rd.e[best].won = 1;
	rd.winner = best;
	assert_int_equal(store_round_add(f->db, &g, &rd, &num), STORE_OK);
	store_game_free(&g);
}

static void
test_standings(void **state)
{
	struct fixture *f = *state;
	struct ev_standing *st;
	struct ev e;
	int n;

	create(f, "open", 6, 1);
	assert_int_equal(ev_load(f->db, NULL, &e), STORE_OK);
	seat_one(f, &e);
	/* Table 1 in start order dave, ben, cleo, ann: ben and cleo tie for
	 * 2nd and share 3 + 1. */
	deal(f, "open/1/1", (int[]){ 30, -10, -10, -10 });
	deal(f, "open/1/1", (int[]){ -5, 10, 10, -15 });
	/* Table 2 eve, finn: finn wins. */
	deal(f, "open/1/2", (int[]){ -8, 8 });
	assert_int_equal(ev_standings(f->db, &e, &st, &n), STORE_OK);
	assert_int_equal(n, 6);
	/* dave 4 (1 won, best 30), finn 4 (1 won, best 8), eve 3, then ben
	 * and cleo 2 each (ben won the second deal, the first of the two
	 * best), ann 0. */
	assert_int_equal(st[0].player, 3);
	assert_true(st[0].points == 4.0);
	assert_int_equal(st[0].best, 30);
	assert_int_equal(st[1].player, 5);
	assert_int_equal(st[1].rank, 2);
	assert_int_equal(st[2].player, 4);
	assert_true(st[2].points == 3.0);
	assert_int_equal(st[3].player, 1);
	assert_int_equal(st[3].rank, 4);
	assert_int_equal(st[4].player, 2);
	assert_int_equal(st[4].rank, 5);
	assert_true(st[3].points == 2.0 && st[4].points == 2.0);
	assert_int_equal(st[5].player, 0);
	assert_true(st[5].points == 0.0);
	assert_int_equal(st[0].tables_won, 1);
	assert_int_equal(st[3].tables_won, 0);
	free(st);
	ev_free(&e);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_create_load, setup, teardown),
		cmocka_unit_test_setup_teardown(test_sitting_tables, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_standings, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
