/*
 * test_layout.c: layout text (CLI.md "Layout text") and its errors, each
 * with the line and column it names.
 */
#include "unit.h"

static void
parse_err(const char *s, size_t len, enum rk_err code, int line, int col)
{
	static struct layout l;
	struct rk_diag d;

	layout_init(&l);
	memset(&d, 0, sizeof(d));
	if (layout_parse(&l, s, len, &d) == 0)
		fail_msg("layout parsed, expected %s", rk_err_name(code));
	if (d.code != code)
		fail_msg("%s (%s), expected %s", rk_err_name(d.code), d.detail,
		    rk_err_name(code));
	assert_int_equal(d.line, line);
	assert_int_equal(d.col, col);
}

static void
test_layout(void **state)
{
	static struct layout l;
	struct rk_diag d;
	const char *s = "# round 3, final table\n"
	    "r4 r5 r6 r7   # a run\n"
	    "\n"
	    "b8 k8 o8 | r1 r2 r3\r\n"
	    "ben: r5 b13 j\n"
	    "ann: -";

	(void)state;
	layout_init(&l);
	assert_int_equal(layout_parse(&l, s, strlen(s), &d), 0);
	assert_int_equal(l.nsets, 3);
	assert_int_equal(l.sets[0].line, 2);
	assert_int_equal(l.sets[0].n, 4);
	assert_int_equal(l.sets[2].line, 4);
	assert_int_equal(l.sets[2].col, 12);
	assert_int_equal(l.nracks, 2);
	assert_string_equal(l.racks[0].name, "ben");
	assert_int_equal(l.racks[0].s.n, 3);
	assert_string_equal(l.racks[1].name, "ann");
	assert_int_equal(l.racks[1].s.n, 0);
	assert_int_equal(l.ntiles, 13);
}

static void
test_bom_and_utf8_names(void **state)
{
	static struct layout l;
	struct rk_diag d;
	const char *s = "\xEF\xBB\xBFzo\xC3\xAB: r5 r6\n";

	(void)state;
	layout_init(&l);
	assert_int_equal(layout_parse(&l, s, strlen(s), &d), 0);
	assert_string_equal(l.racks[0].name, "zo\xC3\xAB");
	/* the column counts characters, not bytes */
	parse_err("zo\xC3\xAB: r5 x6", 11, RK_E_BAD_COLOUR, 1, 9);
}

static void
test_errors(void **state)
{
	static char longline[RK_LINE_MAX + 10];

	(void)state;
	parse_err("r4 r5 r6\nr4 q5", 14, RK_E_BAD_COLOUR, 2, 4);
	parse_err("r4 r5 r6 | | r1 r2 r3", 21, RK_E_EMPTY_SET, 1, 12);
	parse_err("| r1 r2 r3", 10, RK_E_EMPTY_SET, 1, 1);
	parse_err("r4 r5 r6 |", 10, RK_E_EMPTY_SET, 1, 10);
	parse_err("ben:", 4, RK_E_EMPTY_RACK, 1, 5);
	parse_err(": r5", 4, RK_E_BAD_NAME, 1, 1);
	parse_err("ben: r5\nben: r6", 15, RK_E_DUP_RACK, 2, 1);
	parse_err("b=n: r5", 7, RK_E_BAD_NAME, 1, 2);
	parse_err("r4 \xff r6", 8, RK_E_NOT_UTF8, 1, 4);
	parse_err("r4 \xC3( r6", 8, RK_E_NOT_UTF8, 1, 4);
	parse_err("r4\0r5", 5, RK_E_NUL_BYTE, 1, 3);
	memset(longline, ' ', sizeof(longline));
	parse_err(longline, RK_LINE_MAX + 1, RK_E_LINE_TOO_LONG, 1,
	    RK_LINE_MAX + 1);
	parse_err("hello world", 11, RK_E_BAD_COLOUR, 1, 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_layout),
		cmocka_unit_test(test_bom_and_utf8_names),
		cmocka_unit_test(test_errors),
	};

	return cmocka_run_group_tests_name("layout", tests, NULL, NULL);
}
