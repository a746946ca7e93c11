/*
 * test_set.c: RULES.md "Sets on the table" and "Initial meld", each rule
 * with the book it comes from (files in ../shared/rules/).
 */
#include "unit.h"

/* Group: 3 or 4 tiles of one number, all colours different (all books). */
static void
test_groups(void **state)
{
	(void)state;
	set_ok("k8 r8 b8", "standard", SET_GROUP, 24);
	set_ok("k13 r13 b13 o13", "standard", SET_GROUP, 52);
	set_bad("k8 r8", "standard", RK_E_TOO_SHORT);
	set_bad("k8 r8 b8 o8 k8", "standard", RK_E_GROUP_SIZE);
	set_bad("k8 r8 k8", "standard", RK_E_GROUP_COLOUR);
}

/* A bug other tools shipped: a group with two black 13s accepted. */
static void
test_two_black_13s(void **state)
{
	(void)state;
	set_bad("k13 k13 r13", "standard", RK_E_GROUP_COLOUR);
	set_bad("k13 r13 b13 k13", "standard", RK_E_GROUP_COLOUR);
	set_bad("k13 j k13", "standard", RK_E_GROUP_COLOUR);
}

/* Run: 3 or more of one colour, consecutive, at most 13; 1 is always the
 * lowest, 12-13-1 is no run (000, 003, 004). */
static void
test_runs(void **state)
{
	(void)state;
	set_ok("r4 r5 r6", "standard", SET_RUN, 15);
	set_ok("b1-13", "standard", SET_RUN, 91);
	set_ok("r7 r6 r5", "standard", SET_RUN, 18);  /* descending, no joker */
	set_bad("r4 r6 r7", "standard", RK_E_RUN_GAP);
	set_bad("r4 r5 b6", "standard", RK_E_RUN_COLOUR);
	set_bad("r12 r13 r1", "standard", RK_E_RUN_WRAP);
	set_bad("r13 r1 r2", "standard", RK_E_RUN_WRAP);
	set_bad("r5 r4 r6", "standard", RK_E_RUN_ORDER);
	set_bad("r5 r5 r6", "standard", RK_E_RUN_ORDER);
	set_bad("r1-13 j", "standard", RK_E_RUN_TOO_LONG);
}

/* A joker takes the number and colour of the tile it replaces (000, 001,
 * 004); it stands where it lies (CLI.md). */
static void
test_jokers_in_runs(void **state)
{
	struct tile t[8];
	struct set_result r;
	struct rk_diag d;
	int n;

	(void)state;
	set_ok("r4 j r6", "standard", SET_RUN, 15);
	set_ok("j r5 r6", "standard", SET_RUN, 15);
	set_ok("j r12 r13", "standard", SET_RUN, 36);
	set_bad("r12 r13 j", "standard", RK_E_RUN_PAST_TOP);
	set_bad("j r1 r2", "standard", RK_E_RUN_BELOW_1);
	set_bad("r7 j r5", "standard", RK_E_RUN_JOKER_DESC);
	set_bad("r4 j r7", "standard", RK_E_RUN_GAP);
	set_ok("r1 j j r4", "standard", SET_RUN, 10);
	n = parse_tiles("r4 j r6", t, 8);
	assert_int_equal(set_check(t, (size_t)n, ts_std(), &r, &d), 0);
	assert_int_equal(r.r[0].stand[1].colour, RK_RED);
	assert_int_equal(r.r[0].stand[1].num, 5);
}

/* In a group of three with a joker, the joker stands for either missing
 * colour (000, 001, 004). */
static void
test_jokers_in_groups(void **state)
{
	struct tile t[8];
	struct set_result r;
	struct rk_diag d;
	int n;

	(void)state;
	n = parse_tiles("b3 r3 j", t, 8);  /* 003 joker example 1 */
	assert_int_equal(set_check(t, (size_t)n, ts_std(), &r, &d), 0);
	assert_int_equal(r.nreadings, 1);
	assert_int_equal(r.r[0].kind, SET_GROUP);
	assert_int_equal(r.r[0].colours[2], (1 << RK_BLACK) | (1 << RK_ORANGE));
	assert_int_equal(r.value, 9);
	set_ok("k5 r5 b5 j", "standard", SET_GROUP, 20);
}

/* Pinned jokers are checked against where they stand. */
static void
test_pinned(void **state)
{
	(void)state;
	set_ok("r4 j=r5 r6", "standard", SET_RUN, 15);
	set_ok("k9 r9 j=o9", "standard", SET_GROUP, 27);
	set_bad("r4 j=b5 r6", "standard", RK_E_PIN_MISMATCH);
	set_bad("r4 j=r6 r6", "standard", RK_E_PIN_MISMATCH);
	set_bad("k9 r9 j=k9", "standard", RK_E_GROUP_COLOUR);
	set_bad("k9 r9 j=o8", "standard", RK_E_PIN_MISMATCH);
	set_ok("j=r1 j=r2 r3", "standard", SET_RUN, 6);
	/* a pinned joker settles a set that would read two ways */
	set_ok("r5 j=r6 j", "standard", SET_RUN, 18);
	set_ok("r5 j=b5 j", "standard", SET_GROUP, 15);
}

/* A set that reads two ways gets both readings; it is worth the lower. */
static void
test_ambiguous(void **state)
{
	struct tile t[8];
	struct set_result r;
	struct rk_diag d;
	int n;

	(void)state;
	n = parse_tiles("r5 j j", t, 8);
	assert_int_equal(set_check(t, (size_t)n, ts_std(), &r, &d), 0);
	assert_int_equal(r.nreadings, 2);
	assert_int_equal(r.r[0].kind, SET_RUN);
	assert_int_equal(r.r[0].value, 18);
	assert_int_equal(r.r[1].kind, SET_GROUP);
	assert_int_equal(r.r[1].value, 15);
	assert_int_equal(r.value, 15);
	set_ok("j r13 j", "standard", SET_GROUP, 39);  /* no run past 13 */
	set_ok("j j r1", "standard", SET_GROUP, 3);    /* no run below 1 */
	set_ok("r10 j j j", "xp", SET_RUN | SET_GROUP, 40);
	set_bad("j j j", "xp", RK_E_ONLY_JOKERS);
}

/* Junior (002): runs only, numbers 1-10, one joker per set (German). */
static void
test_junior(void **state)
{
	(void)state;
	set_ok("r1 r2 r3", "junior", SET_RUN, 6);
	set_ok("b8 j b10", "junior", SET_RUN, 27);
	set_ok("r5 j r7", "junior", SET_RUN, 18);
	set_bad("r8 r9 r10 j", "junior", RK_E_RUN_PAST_TOP);
	set_bad("r9 r10 r11", "junior", RK_E_NOT_IN_SET);
	set_bad("k5 r5 b5", "junior", RK_E_NO_GROUPS);
	set_bad("r5 j j", "junior", RK_E_JOKERS_PER_SET);
	set_ok("r5 j r7", "junior", SET_RUN, 18);
}

/* Initial meld: 30 points or more, a joker worth the tile it replaces
 * (000, 001, 003, 004).  A bug other tools shipped: the joker counted 0. */
static void
test_meld(void **state)
{
	struct layout l;
	struct set_result res[8];
	struct rk_diag d;
	const char *m;
	int bad;

	(void)state;
	layout_init(&l);
	m = "r9 r10 j";
	assert_int_equal(layout_parse(&l, m, strlen(m), &d), 0);
	assert_int_equal(meld_value(&l, ts_std(), res, &bad), 30);
	assert_int_equal(bad, -1);
	layout_init(&l);
	m = "k10 j o10 | r1 r2 r3";
	assert_int_equal(layout_parse(&l, m, strlen(m), &d), 0);
	assert_int_equal(meld_value(&l, ts_std(), res, &bad), 36);
	layout_init(&l);
	m = "r10 j j";  /* run 33 or group 30: worth 30 */
	assert_int_equal(layout_parse(&l, m, strlen(m), &d), 0);
	assert_int_equal(meld_value(&l, ts_std(), res, &bad), 30);
	layout_init(&l);
	m = "r8 r9 r10 | k1 k3 k4";
	assert_int_equal(layout_parse(&l, m, strlen(m), &d), 0);
	meld_value(&l, ts_std(), res, &bad);
	assert_int_equal(bad, 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_groups),
		cmocka_unit_test(test_two_black_13s),
		cmocka_unit_test(test_runs),
		cmocka_unit_test(test_jokers_in_runs),
		cmocka_unit_test(test_jokers_in_groups),
		cmocka_unit_test(test_pinned),
		cmocka_unit_test(test_ambiguous),
		cmocka_unit_test(test_junior),
		cmocka_unit_test(test_meld),
	};

	return cmocka_run_group_tests_name("set", tests, NULL, NULL);
}
