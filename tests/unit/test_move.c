/*
 * test_move.c: the move checker, each rule citing its book (RULES.md
 * "Manipulation and jokers" and "Initial meld"): a turn that splits a
 * run, takes a tile back, keeps a freed joker, adds tiles not from the
 * rack or none; the initial meld; the older rule of sets with jokers.
 */
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
move_reason(const char *b, const char *a, const char *rack, int first,
    int locked)
{
	static struct layout lb, la;
	struct move_result r;
	struct move_opts o;
	struct tile t[32];
	int n = parse_tiles(rack, t, 32);

	memset(&o, 0, sizeof(o));
	o.ts = ts_std();
	o.meld = 30;
	o.first = first;
	o.locked_jokers = locked;
	move_layouts(b, a, &lb, &la);
	if (move_check(&lb, &la, t, n, &o, &r) == 0)
		return RK_OK;
	return r.reasons[0].code;
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
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_move),
	};

	return cmocka_run_group_tests_name("move", tests, NULL, NULL);
}
