/*
 * test_move.c: the move checker, each rule citing its book (RULES.md
 * "Manipulation and jokers" and "Initial meld"): a turn that splits a
 * run, takes a tile back, keeps a freed joker, adds tiles not from the
 * rack or none; the initial meld; the jokers of the runs-only sets.
 */
#include <string.h>

#include "unit.h"

static void
move_layouts(const char *b, const char *a, struct layout *lb,
    struct layout *la)
{
	struct rk_diag d;

	layout_init(lb);
	layout_init(la);
	assert_int_equal(layout_parse(lb, b, strlen(b), &d), 0);
	assert_int_equal(layout_parse(la, a, strlen(a), &d), 0);
}

static enum rk_err
move_reason_ts(const char *b, const char *a, const char *rack, int first,
    int locked, const struct tileset *ts)
{
	static struct layout lb, la;
	struct move_result r;
	struct move_opts o;
	struct tile t[32];
	int n = parse_tiles(rack, t, 32);

	memset(&o, 0, sizeof(o));
	o.ts = ts;
	o.meld = tileset_meld(ts);
	o.first = first;
	o.locked_jokers = locked;
	o.jokers_back = ts->runs_only;
	move_layouts(b, a, &lb, &la);
	if (move_check(&lb, &la, t, n, &o, &r) == 0)
		return RK_OK;
	return r.reasons[0].code;
}

static enum rk_err
move_reason(const char *b, const char *a, const char *rack, int first,
    int locked)
{
	return move_reason_ts(b, a, rack, first, locked, ts_std());
}

/* RULES.md "Manipulation and jokers" and "Initial meld". */
static void
test_move(void **state)
{
	(void)state;
	/* 003 figure C: a red 6 splits the red run 4-8 */
	assert_int_equal(move_reason("r4 r5 r6 r7 r8", "r4 r5 r6 | r6 r7 r8",
	    "r6", 0, 0), RK_OK);
	/* no tile back from the table to a rack (000) */
	assert_int_equal(move_reason("r4 r5 r6 r7", "r4 r5 r6 | k1 k2 k3",
	    "k1 k2 k3", 0, 0), RK_E_TAKEN_BACK);
	/* a freed joker is played again (000, 001, 003) */
	assert_int_equal(move_reason("b3 r3 j", "b3 r3 o3", "o3", 0, 0),
	    RK_E_JOKER_KEPT);
	/* every tile added came from the rack */
	assert_int_equal(move_reason("r4 r5 r6", "r4 r5 r6 r7", "k7", 0, 0),
	    RK_E_NOT_FROM_RACK);
	assert_int_equal(move_reason("r4 r5 r6", "r4 r5 r6", "k7", 0, 0),
	    RK_E_NOTHING_PLAYED);
	assert_int_equal(move_reason("r4 r5 r6", "r4 r5 r6 | k7 k9 k10",
	    "k7 k9 k10", 0, 0), RK_E_RUN_GAP);
	/* initial meld: 30 from the own tiles, the table left alone */
	assert_int_equal(move_reason("r4 r5 r6", "r4 r5 r6 | k9 k10 k11",
	    "k9 k10 k11", 1, 0), RK_OK);
	assert_int_equal(move_reason("r4 r5 r6", "r4 r5 r6 | k8 k9 k10 | r1 r2",
	    "k8 k9 k10 r1 r2", 1, 0), RK_E_TOO_SHORT);
	assert_int_equal(move_reason("r4 r5 r6", "r4 r5 r6 | k8 k9 j",
	    "k8 k9 j", 1, 0), RK_E_MELD_LOW);   /* 8 + 9 + 10 = 27 */
	assert_int_equal(move_reason("r4 r5 r6", "r4 r5 r6 r7 | k9 k10 k11",
	    "k9 k10 k11 r7", 1, 0), RK_E_FIRST_TOUCHED);
	/* 004, older rule: a set with a joker is not split or changed */
	assert_int_equal(move_reason("r2 r3 j r5 r6", "r1 r2 r3 | r5 r6 r7 | "
	    "k1 k2 j", "r1 r7 k1 k2", 0, 0), RK_OK);
	assert_int_equal(move_reason("r2 r3 j r5 r6", "r1 r2 r3 | r5 r6 r7 | "
	    "k1 k2 j", "r1 r7 k1 k2", 0, 1), RK_E_JOKER_SET_CHANGED);
	/* 004 (French, Italian): "si le joueur détient la plaque remplacée
	 * par le joker, il peut l'échanger ... doit l'utiliser immédiatement
	 * pour former un nouveau groupe ou une nouvelle série" */
	assert_int_equal(move_reason("r4 j r6", "r4 r5 r6 | k1 k2 j",
	    "r5 k1 k2", 0, 1), RK_OK);
	assert_int_equal(move_reason("b3 r3 j", "b3 r3 o3 | k1 k2 j",
	    "o3 k1 k2", 0, 1), RK_OK);   /* either missing colour */
	assert_int_equal(move_reason("b3 r3 j", "b3 r3 k3 | k1 k2 j",
	    "k3 k1 k2", 0, 1), RK_OK);
	/* the joker stood for r4, not r7: that changes the set */
	assert_int_equal(move_reason("j r5 r6", "r5 r6 r7 | k1 k2 j",
	    "r7 k1 k2", 0, 1), RK_E_JOKER_SET_CHANGED);
	/* the swapped joker added to an old set, not a new one */
	assert_int_equal(move_reason("r4 j r6 | k5 k6 k7", "r4 r5 r6 | "
	    "k5 k6 k7 j", "r5", 0, 1), RK_E_JOKER_NOT_NEW);
	/* ... nor kept on the rack */
	assert_int_equal(move_reason("r4 j r6", "r4 r5 r6", "r5", 0, 1),
	    RK_E_JOKER_KEPT);
	/* the swap may not split the set at the same time */
	assert_int_equal(move_reason("r4 j r6 r7 r8 r9", "r4 r5 r6 | r7 r8 r9 "
	    "| k1 k2 j", "r5 k1 k2", 0, 1), RK_E_JOKER_SET_CHANGED);
	/* 002: the junior game names no value for the first turn: one
	 * complete set opens ("Deze speler probeert (een) complete
	 * serie(s) op tafel te leggen") */
	assert_int_equal(move_reason_ts("", "r1 r2 r3", "r1 r2 r3 k5", 1, 0,
	    tileset_find("junior")), RK_OK);
	assert_int_equal(move_reason("", "r1 r2 r3", "r1 r2 r3 k5", 1, 0),
	    RK_E_MELD_LOW);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_move),
	};

	return cmocka_run_group_tests_name("move", tests, NULL, NULL);
}
