/*
 * test_merge.c: the store's merge against temporary databases, as a
 * property over many random histories: a director's file and a laptop's
 * copy each record rounds and take some back; merging the laptop into the
 * director's file must then
 *   - refuse exactly when both changed the game (a model of the rule in
 *     plain C, apart from the SQL), leaving the file byte for byte,
 *   - else leave the director's live sheet the laptop's (when only the
 *     laptop changed it) or as it was,
 *   - keep the tally the triggers keep equal to the live entries,
 *   - and change nothing when merged a second time.
 * Each round's scores are unique (k, -k, 0), so that a round is known by
 * its scores in the model.
 */
#include <stdlib.h>
#include <unistd.h>

#include "unit.h"
#include "store.h"

#define MAXR 64

static char dir[] = "/tmp/rkub-test-merge-XXXXXX";
static char here_path[256], there_path[256];

/* One side as the model sees it: every round by its k, live or not. */
struct side {
	int k[MAXR], live[MAXR], n;
};

static sqlite3 *
db_open(const char *path)
{
	sqlite3 *db;

	if (store_open(path, &db, 1) < 0)
		fail_msg("%s", store_error());
	return db;
}

static void
game_new(const char *path)
{
	static const char names[3][RK_NAME_MAX + 1] = { "ann", "ben", "cy" };
	char taken[RK_NAME_MAX + 1];
	struct rules r;
	sqlite3 *db = db_open(path);
	int64_t id;

	rules_init(&r);
	assert_int_equal(store_begin(db), 0);
	assert_int_equal(store_game_create(db, "g", &r, names, 3, &id, taken),
	    STORE_OK);
	assert_int_equal(store_commit(db), 0);
	store_close(db);
}

static void
play(const char *path, struct side *s, int k)
{
	struct store_round r;
	struct game g;
	sqlite3 *db = db_open(path);
	int num;

	memset(&r, 0, sizeof(r));
	r.kind = "scores";
	r.winner = 0;
	r.e[0].score = k;
	r.e[1].score = -k;
	r.e[0].tiles = r.e[1].tiles = r.e[2].tiles = -1;
	r.e[0].won = 1;
	assert_int_equal(store_begin(db), 0);
	assert_int_equal(store_game_load(db, "g", &g), STORE_OK);
	assert_int_equal(store_round_add(db, &g, &r, &num), STORE_OK);
	assert_int_equal(store_commit(db), 0);
	store_game_free(&g);
	store_close(db);
	assert_true(s->n < MAXR);
	s->k[s->n] = k;
	s->live[s->n++] = 1;
}

static void
undo(const char *path, struct side *s)
{
	struct game g;
	sqlite3 *db = db_open(path);
	int num, scores[RK_MAX_PLAYERS], i;

	assert_int_equal(store_begin(db), 0);
	assert_int_equal(store_game_load(db, "g", &g), STORE_OK);
	assert_int_equal(store_round_undo(db, &g, &num, scores), STORE_OK);
	assert_int_equal(store_commit(db), 0);
	store_game_free(&g);
	store_close(db);
	for (i = s->n - 1; i >= 0 && !s->live[i]; i--)
		;
	assert_true(i >= 0);
	assert_int_equal(scores[0], s->k[i]);
	s->live[i] = 0;
}

static int
live_count(const struct side *s)
{
	int i, n = 0;

	for (i = 0; i < s->n; i++)
		n += s->live[i];
	return n;
}

/* -1: side s does not hold round k; else whether it is live there. */
static int
state(const struct side *s, int k)
{
	int i;

	for (i = 0; i < s->n; i++)
		if (s->k[i] == k)
			return s->live[i];
	return -1;
}

/* Has a changed the game since it parted from b?  A round live on a
 * that b never saw, or one live on b that a took back. */
static int
changed(const struct side *a, const struct side *b)
{
	int i;

	for (i = 0; i < a->n; i++)
		if (a->live[i] && state(b, a->k[i]) < 0)
			return 1;
	for (i = 0; i < b->n; i++)
		if (b->live[i] && state(a, b->k[i]) == 0)
			return 1;
	return 0;
}

static unsigned char *
bytes(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	unsigned char *p;
	long len;

	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	rewind(f);
	p = malloc((size_t)len + 1);
	assert_non_null(p);
	assert_int_equal(fread(p, 1, (size_t)len, f), (size_t)len);
	fclose(f);
	*n = (size_t)len;
	return p;
}

static void
copy(const char *from, const char *to)
{
	size_t n;
	unsigned char *p = bytes(from, &n);
	FILE *f = fopen(to, "wb");

	assert_non_null(f);
	assert_int_equal(fwrite(p, 1, n, f), n);
	fclose(f);
	free(p);
}

/* The live sheet: each live round's first score (its k), in order. */
static int
row(void *arg, const struct store_sheet_row *r)
{
	int *ks = arg;

	ks[++ks[0]] = r->scores[0];
	return 0;
}

static void
sheet(const char *path, int *ks)
{
	struct game g;
	sqlite3 *db = db_open(path);

	ks[0] = 0;
	assert_int_equal(store_game_load(db, "g", &g), STORE_OK);
	assert_int_equal(store_sheet_each(db, &g, 0, row, ks), 0);
	store_game_free(&g);
	store_close(db);
}

static int
merge(const char *into, const char *from, struct store_merge *m)
{
	struct store_other *o;
	sqlite3 *db;
	int rc;

	if (store_other_load(from, &o) < 0)
		fail_msg("%s", store_error());
	db = db_open(into);
	rc = store_merge(db, o, 0, m);
	store_close(db);
	store_other_free(o);
	if (rc == STORE_ERR)
		fail_msg("%s", store_error());
	return rc;
}

/* The tally the triggers keep is the sum of the live entries. */
static void
tally_right(const char *path, const int *ks)
{
	struct game g;
	sqlite3 *db = db_open(path);
	int totals[RK_MAX_PLAYERS], i, want = 0;

	for (i = 1; i <= ks[0]; i++)
		want += ks[i];
	assert_int_equal(store_game_load(db, "g", &g), STORE_OK);
	assert_int_equal(store_totals(db, &g, totals), 0);
	assert_int_equal(totals[0], want);
	assert_int_equal(totals[1], -want);
	assert_int_equal(totals[2], 0);
	store_game_free(&g);
	store_close(db);
}

static void
history(const char *path, struct side *s, int ops, int *k)
{
	while (ops-- > 0)
		if (live_count(s) > 0 && rand() % 10 < 3)
			undo(path, s);
		else
			play(path, s, ++*k);
}

static void
test_random_histories(void **state_)
{
	int seed, refused = 0, merged = 0;

	(void)state_;
	for (seed = 1; seed <= 40; seed++) {
		struct side base, here, there;
		struct store_merge m;
		int k = seed * 1000, hc, tc, rc, want[MAXR + 1], got[MAXR + 1];
		int before[MAXR + 1], i;
		unsigned char *b0, *b1;
		size_t n0, n1;
		char base_path[256];

		srand((unsigned)seed);
		memset(&base, 0, sizeof(base));
		snprintf(base_path, sizeof(base_path), "%s/base.db", dir);
		unlink(base_path);
		game_new(base_path);
		history(base_path, &base, rand() % 4, &k);
		copy(base_path, here_path);
		copy(base_path, there_path);
		here = there = base;
		history(here_path, &here, rand() % 3, &k);
		history(there_path, &there, rand() % 4, &k);
		hc = changed(&here, &there);
		tc = changed(&there, &here);

		sheet(here_path, before);
		b0 = bytes(here_path, &n0);
		rc = merge(here_path, there_path, &m);
		b1 = bytes(here_path, &n1);
		if (hc && tc) {
			assert_int_equal(rc, STORE_DIVERGED);
			assert_true(n0 == n1 && memcmp(b0, b1, n0) == 0);
			refused++;
		} else {
			assert_int_equal(rc, STORE_OK);
			sheet(here_path, got);
			if (tc)
				sheet(there_path, want);
			else
				memcpy(want, before, sizeof(want));
			assert_int_equal(got[0], want[0]);
			for (i = 1; i <= want[0]; i++)
				assert_int_equal(got[i], want[i]);
			tally_right(here_path, got);
			merged++;
		}
		store_merge_free(&m);
		free(b0);
		free(b1);

		/* The same file again: nothing new, not a byte written. */
		b0 = bytes(here_path, &n0);
		rc = merge(here_path, there_path, &m);
		b1 = bytes(here_path, &n1);
		assert_int_equal(rc, hc && tc ? STORE_DIVERGED : STORE_OK);
		assert_int_equal(m.ngames, 0);
		assert_true(n0 == n1 && memcmp(b0, b1, n0) == 0);
		store_merge_free(&m);
		free(b0);
		free(b1);
	}
	/* The seeds reach both outcomes. */
	assert_true(refused > 5);
	assert_true(merged > 5);
}

static int
setup(void **state_)
{
	(void)state_;
	if (mkdtemp(dir) == NULL)
		return -1;
	snprintf(here_path, sizeof(here_path), "%s/here.db", dir);
	snprintf(there_path, sizeof(there_path), "%s/there.db", dir);
	return 0;
}

static int
teardown(void **state_)
{
	char p[300];

	(void)state_;
	unlink(here_path);
	unlink(there_path);
	snprintf(p, sizeof(p), "%s/base.db", dir);
	unlink(p);
	rmdir(dir);
	return 0;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_histories),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
