/*
 * test_tile.c: tile notation (CLI.md "Tile notation") and the tile sets
 * (RULES.md "Tile sets").
 */
#include "unit.h"

static void
expect_tiles(const char *s, const char *want)
{
	struct tile t[64];
	char buf[512], one[16];
	size_t at = 0;
	int i, n = parse_tiles(s, t, 64);

	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		tile_format(&t[i], one, sizeof(one));
		at += (size_t)snprintf(buf + at, sizeof(buf) - at, "%s%s",
		    i ? " " : "", one);
	}
	assert_string_equal(buf, want);
}

static void
expect_error(const char *s, enum rk_err code, int col)
{
	struct tile t[64];
	struct rk_diag d;

	memset(&d, 0, sizeof(d));
	if (tiles_parse(s, strlen(s), 1, t, 64, &d) >= 0)
		fail_msg("'%s' parsed, expected %s", s, rk_err_name(code));
	if (d.code != code)
		fail_msg("'%s': %s, expected %s", s, rk_err_name(d.code),
		    rk_err_name(code));
	assert_int_equal(d.col, col);
	assert_true(rk_err_is_syntax(d.code));
}

static void
test_colours(void **state)
{
	(void)state;
	expect_tiles("k1 r2 b3 o4", "k1 r2 b3 o4");
	expect_tiles("y5 Y6 O7", "o5 o6 o7");   /* yellow is orange */
	expect_tiles("R5 K13 B10", "r5 k13 b10");
}

static void
test_jokers(void **state)
{
	struct tile t[4];

	(void)state;
	expect_tiles("j J *", "j j j");
	expect_tiles("j=r6 J=b13 *=y1", "j=r6 j=b13 j=o1");
	assert_int_equal(parse_tiles("j=r6", t, 4), 1);
	assert_true(t[0].joker && t[0].pinned);
	assert_int_equal(t[0].colour, RK_RED);
	assert_int_equal(t[0].num, 6);
}

static void
test_separators_and_shorthand(void **state)
{
	(void)state;
	expect_tiles("r4,r5, r6\tr7", "r4 r5 r6 r7");
	expect_tiles("r4-7", "r4 r5 r6 r7");
	expect_tiles("r7-4", "r7 r6 r5 r4");
	expect_tiles("kro10", "k10 r10 o10");
	expect_tiles("krbo1 j", "k1 r1 b1 o1 j");
	expect_tiles("r5-5", "r5");
}

static void
test_columns(void **state)
{
	struct tile t[8];

	(void)state;
	assert_int_equal(parse_tiles("  r4 b13,j", t, 8), 3);
	assert_int_equal(t[0].col, 3);
	assert_int_equal(t[1].col, 6);
	assert_int_equal(t[2].col, 10);
}

static void
test_parse_errors(void **state)
{
	(void)state;
	expect_error("r14", RK_E_BAD_NUMBER, 2);
	expect_error("r4 r0", RK_E_BAD_NUMBER, 5);
	expect_error("r4 x5", RK_E_BAD_COLOUR, 4);
	expect_error("5", RK_E_BAD_COLOUR, 1);
	expect_error("r", RK_E_NO_NUMBER, 2);
	expect_error("r5x", RK_E_BAD_TOKEN, 3);
	expect_error("r5 rr5", RK_E_BAD_COLOUR, 5);
	expect_error("kr4-6", RK_E_BAD_RANGE, 4);
	expect_error("r4-", RK_E_NO_NUMBER, 4);
	expect_error("j=", RK_E_BAD_PIN, 3);
	expect_error("j=x5", RK_E_BAD_PIN, 3);
	expect_error("j=r14", RK_E_BAD_NUMBER, 4);
	expect_error("jr5", RK_E_BAD_TOKEN, 2);
	expect_error("r5 r\xc3\xa9", RK_E_BAD_TOKEN, 5);
	expect_error("r100", RK_E_BAD_NUMBER, 2);
}

static void
test_capacity(void **state)
{
	struct tile t[3];
	struct rk_diag d;

	(void)state;
	assert_int_equal(tiles_parse("r1-4", 4, 1, t, 3, &d), -1);
	assert_int_equal(d.code, RK_E_TOO_BIG);
}

/* RULES.md "Tile sets": standard 106 (all books), xp 160 (003), junior 44
 * (002); the totals come from the descriptions. */
static void
test_tilesets(void **state)
{
	struct tile t[2];

	(void)state;
	assert_int_equal(tileset_total(tileset_find("standard")), 106);
	assert_int_equal(tileset_total(tileset_find("xp")), 160);
	assert_int_equal(tileset_total(tileset_find("junior")), 44);
	assert_null(tileset_find("jumbo"));
	parse_tiles("r11 r10", t, 2);
	assert_false(tileset_holds(tileset_find("junior"), &t[0]));
	assert_true(tileset_holds(tileset_find("junior"), &t[1]));
	assert_true(tileset_holds(ts_std(), &t[0]));
}

/* A third joker in a standard game, a third r5: beyond the supply. */
static void
test_supply(void **state)
{
	struct tile t[16];
	struct supply_excess ex[RK_NKINDS];
	int n;

	(void)state;
	n = parse_tiles("r5 r5 r5 j j j=b4 k1", t, 16);
	assert_int_equal(supply_check(t, (size_t)n, ts_std(), ex, RK_NKINDS), 2);
	assert_int_equal(ex[0].t.colour, RK_RED);
	assert_int_equal(ex[0].t.num, 5);
	assert_int_equal(ex[0].count, 3);
	assert_int_equal(ex[0].holds, 2);
	assert_true(ex[1].t.joker);
	assert_int_equal(ex[1].count, 3);
	/* xp holds three of each and four jokers */
	assert_int_equal(supply_check(t, (size_t)n, tileset_find("xp"), ex,
	    RK_NKINDS), 0);
	/* junior: one of each; r11 is not in it at all */
	n = parse_tiles("r3 r3 r11", t, 16);
	assert_int_equal(supply_check(t, (size_t)n, tileset_find("junior"),
	    ex, RK_NKINDS), 2);
	assert_int_equal(ex[1].holds, 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_colours),
		cmocka_unit_test(test_jokers),
		cmocka_unit_test(test_separators_and_shorthand),
		cmocka_unit_test(test_columns),
		cmocka_unit_test(test_parse_errors),
		cmocka_unit_test(test_capacity),
		cmocka_unit_test(test_tilesets),
		cmocka_unit_test(test_supply),
	};

	return cmocka_run_group_tests_name("tile", tests, NULL, NULL);
}
