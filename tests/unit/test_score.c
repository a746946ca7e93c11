/*
 * test_score.c: scoring under every variant of RULES.md, each citing its
 * book: the worked examples of 000, 001, 003 and 004, the three rules for
 * an exhausted pool, the never-melded modes, junior tokens, presets.
 */
#include <stdlib.h>

#include "unit.h"

/* A round where player `out` went out; values are the others' racks. */
static void
out_round(const struct rules *r, int n, int out, const int *values,
    const int *want)
{
	struct round_in in;
	struct round_out o;
	struct rk_diag d;
	int i;

	memset(&in, 0, sizeof(in));
	in.n = n;
	in.out = out;
	in.winner = -1;
	for (i = 0; i < n; i++) {
		in.p[i].value = values[i];
		in.p[i].ntiles = -1;
	}
	if (round_score(r, &in, &o, &d) < 0)
		fail_msg("refused: %s", d.detail);
	for (i = 0; i < n; i++)
		assert_int_equal(o.score[i], want[i]);
	assert_int_equal(o.winner, out);
}

/* 000 (Jumbo 2012): three rounds, totals -14 -29 +4 +39. */
static void
test_book_000(void **state)
{
	struct rules r = preset("jumbo");
	static const int racks[3][4] = {
		{ 0, 5, 16, 3 }, { 6, 11, 0, 5 }, { 32, 13, 2, 0 }
	};
	static const int want[3][4] = {
		{ 24, -5, -16, -3 }, { -6, -11, 22, -5 }, { -32, -13, -2, 47 }
	};
	static const int totals[4] = { -14, -29, 4, 39 };
	static const int outs[3] = { 0, 2, 3 };
	struct balance b;
	struct rk_diag d;
	int total[4] = { 0 }, k, i;

	(void)state;
	for (k = 0; k < 3; k++) {
		out_round(&r, 4, outs[k], racks[k], want[k]);
		assert_int_equal(round_balance(&r, want[k], NULL, 4, &b, &d), 0);
		assert_int_equal(b.winner, outs[k]);
		for (i = 0; i < 4; i++)
			total[i] += want[k][i];
	}
	for (i = 0; i < 4; i++)
		assert_int_equal(total[i], totals[i]);
}

/* 003 (Goliath): two rounds, totals 18 -16 6 -8. */
static void
test_book_003(void **state)
{
	struct rules r = preset("goliath");
	static const int r1[4] = { 0, 5, 16, 3 }, w1[4] = { 24, -5, -16, -3 };
	static const int r2[4] = { 6, 11, 0, 5 }, w2[4] = { -6, -11, 22, -5 };
	int i;

	(void)state;
	out_round(&r, 4, 0, r1, w1);
	out_round(&r, 4, 2, r2, w2);
	for (i = 0; i < 4; i++)
		assert_int_equal(w1[i] + w2[i], ((const int[]){ 18, -16, 6, -8 })[i]);
}

/* 001 (Pressman): A goes out; B 5, C 10, D 3: +18 -5 -10 -3. */
static void
test_book_001(void **state)
{
	struct rules r = preset("pressman");
	static const int racks[4] = { 0, 5, 10, 3 }, want[4] = { 18, -5, -10, -3 };

	(void)state;
	out_round(&r, 4, 0, racks, want);
}

/* 004: the printed second round -6 -1 +22 -5 is off by 10. */
static void
test_book_004(void **state)
{
	struct rules r = preset("classic");
	static const int row1[4] = { 24, -5, -16, -3 };
	static const int row2[4] = { -6, -1, 22, -5 };
	struct balance b;
	struct rk_diag d;

	(void)state;
	assert_int_equal(round_balance(&r, row1, NULL, 4, &b, &d), 0);
	assert_int_equal(round_balance(&r, row2, NULL, 4, &b, &d), -1);
	assert_int_equal(d.code, RK_E_NOT_BALANCED);
	assert_int_equal(b.off, 10);
	assert_int_equal(b.winner, 2);
	assert_string_equal(d.detail,
	    "the winner's +22 against -12 lost by the others: off by 10");
	assert_int_equal(rk_err_status(d.code), 1);
}

/* The joker penalty: 30 (000, 001), 25 (003), 50 (004), or any N. */
static void
test_joker_values(void **state)
{
	struct tile t[8];
	struct rules r;
	struct rk_diag d;
	int n;

	(void)state;
	n = parse_tiles("r5 b13 j", t, 8);
	assert_int_equal(rack_value(t, (size_t)n, preset("jumbo").joker), 48);
	assert_int_equal(rack_value(t, (size_t)n, preset("pressman").joker), 48);
	assert_int_equal(rack_value(t, (size_t)n, preset("goliath").joker), 43);
	assert_int_equal(rack_value(t, (size_t)n, preset("classic").joker), 68);
	r = preset("classic");
	assert_int_equal(rules_set(&r, "joker", "7", &d), 0);
	assert_int_equal(rack_value(t, (size_t)n, r.joker), 25);
	n = parse_tiles("j=r6 j", t, 8);  /* on a rack a joker is a joker */
	assert_int_equal(rack_value(t, (size_t)n, 30), 60);
}

static struct round_in
exhausted(int n, const int *values, const int *ntiles)
{
	struct round_in in;
	int i;

	memset(&in, 0, sizeof(in));
	in.n = n;
	in.out = -1;
	in.winner = -1;
	for (i = 0; i < n; i++) {
		in.p[i].value = values[i];
		in.p[i].ntiles = ntiles ? ntiles[i] : -1;
	}
	return in;
}

static void
expect_scores(const struct rules *r, const struct round_in *in, int winner,
    const int *want, int sum)
{
	struct round_out o;
	struct rk_diag d;
	int i;

	if (round_score(r, in, &o, &d) < 0)
		fail_msg("refused: %s", d.detail);
	assert_int_equal(o.winner, winner);
	for (i = 0; i < in->n; i++)
		assert_int_equal(o.score[i], want[i]);
	assert_int_equal(o.sum, sum);
}

static void
expect_refusal(const struct rules *r, const struct round_in *in,
    enum rk_err code)
{
	struct round_out o;
	struct rk_diag d;

	memset(&d, 0, sizeof(d));
	if (round_score(r, in, &o, &d) == 0)
		fail_msg("scored, expected %s", rk_err_name(code));
	if (d.code != code)
		fail_msg("%s (%s), expected %s", rk_err_name(d.code), d.detail,
		    rk_err_name(code));
}

/* all-pay (000): lowest sum wins, then fewer tiles; everyone pays. */
static void
test_all_pay(void **state)
{
	struct rules r = preset("jumbo");
	static const int v[3] = { 10, 10, 20 }, k[3] = { 3, 2, 5 };
	static const int same[3] = { 2, 2, 5 };
	struct round_in in = exhausted(3, v, k);
	struct round_out o;
	struct rk_diag d;

	(void)state;
	expect_scores(&r, &in, 1, (const int[]){ -10, -10, -20 }, -40);
	in = exhausted(3, v, same);
	assert_int_equal(round_score(&r, &in, &o, &d), -1);
	assert_int_equal(d.code, RK_E_TIE);
	assert_int_equal(o.ntied, 2);
	assert_int_equal(o.tied[0], 0);
	assert_int_equal(o.tied[1], 1);
	assert_int_equal(rk_err_status(d.code), 2);
	in.winner = 0;  /* the scorekeeper settles it */
	expect_scores(&r, &in, 0, (const int[]){ -10, -10, -20 }, -40);
	in.winner = 2;  /* not tied: the rule decides */
	expect_refusal(&r, &in, RK_E_WINNER_HINT);
	in = exhausted(3, v, NULL);  /* sums only: the tie needs tiles */
	expect_refusal(&r, &in, RK_E_NEED_TILES);
	in = exhausted(3, (const int[]){ 5, 10, 10 }, NULL);  /* no tie at the low end */
	expect_scores(&r, &in, 0, (const int[]){ -5, -10, -10 }, -25);
}

/* difference (004): lowest sum wins; the others pay their sum less the
 * winner's, the winner collects; the round sums to 0. */
static void
test_difference(void **state)
{
	struct rules r = preset("classic");
	struct round_in in = exhausted(3, (const int[]){ 10, 25, 40 }, NULL);

	(void)state;
	expect_scores(&r, &in, 0, (const int[]){ 45, -15, -30 }, 0);
	in = exhausted(3, (const int[]){ 12, 12, 40 }, (const int[]){ 2, 3, 6 });
	expect_scores(&r, &in, 0, (const int[]){ 28, 0, -28 }, 0);
	in = exhausted(3, (const int[]){ 12, 12, 40 }, (const int[]){ 3, 3, 6 });
	expect_refusal(&r, &in, RK_E_TIE);
	in.winner = 1;
	expect_scores(&r, &in, 1, (const int[]){ 0, 28, -28 }, 0);
}

/* fewest-tiles (001 as the German text renders it): fewest tiles wins,
 * scored as if that player had gone out. */
static void
test_fewest_tiles(void **state)
{
	struct rules r = preset("pressman");
	struct round_in in = exhausted(3, (const int[]){ 30, 40, 10 },
	    (const int[]){ 3, 2, 5 });

	(void)state;
	expect_scores(&r, &in, 1, (const int[]){ -30, 40, -10 }, 0);
	in = exhausted(3, (const int[]){ 30, 20, 10 }, (const int[]){ 2, 2, 5 });
	expect_scores(&r, &in, 1, (const int[]){ -30, 40, -10 }, 0);
	in = exhausted(3, (const int[]){ 20, 20, 10 }, (const int[]){ 2, 2, 5 });
	expect_refusal(&r, &in, RK_E_TIE);
	in = exhausted(3, (const int[]){ 30, 20, 10 }, NULL);
	expect_refusal(&r, &in, RK_E_NEED_TILES);
}

/* Never melded (001, Mind Sports Olympiad, house rules): none, double,
 * fixed:N, plus:N; the winner still gets what the others lose. */
static void
test_never_melded(void **state)
{
	static const char *modes[] = { "none", "double", "fixed:100", "plus:50" };
	static const int b[] = { -20, -40, -100, -70 };
	struct round_in in;
	struct rules r;
	struct rk_diag d;
	int k;

	(void)state;
	for (k = 0; k < 4; k++) {
		r = preset("jumbo");
		assert_int_equal(rules_set(&r, "never-melded", modes[k], &d), 0);
		in = exhausted(3, (const int[]){ 0, 20, 7 }, NULL);
		in.out = 0;
		in.p[1].never_melded = 1;
		expect_scores(&r, &in, 0,
		    (const int[]){ -b[k] + 7, b[k], -7 }, 0);
	}
	/* a player who melded is not charged extra */
	r = preset("jumbo");
	rules_set(&r, "never-melded", "fixed:100", &d);
	in = exhausted(3, (const int[]){ 0, 20, 7 }, NULL);
	in.out = 0;
	expect_scores(&r, &in, 0, (const int[]){ 27, -20, -7 }, 0);
	/* under difference the never-melded charge is what is compared */
	r = preset("classic");
	rules_set(&r, "never-melded", "double", &d);
	in = exhausted(3, (const int[]){ 5, 20, 7 }, NULL);
	in.p[1].never_melded = 1;
	expect_scores(&r, &in, 0, (const int[]){ 37, -35, -2 }, 0);
}

/* Junior (002): tokens; most wins; on equal tokens, who went out first. */
static void
test_junior_tokens(void **state)
{
	struct rules r = preset("junior");
	struct round_in in = exhausted(3, (const int[]){ 8, 10, 10 }, NULL);
	struct balance bal;
	struct rk_diag d;

	(void)state;
	in.p[1].out_order = 2;
	in.p[2].out_order = 1;
	expect_scores(&r, &in, 2, (const int[]){ 8, 10, 10 }, 28);
	in = exhausted(3, (const int[]){ 12, 10, 9 }, NULL);
	expect_scores(&r, &in, 0, (const int[]){ 12, 10, 9 }, 31);
	in = exhausted(2, (const int[]){ 10, 10 }, NULL);
	expect_refusal(&r, &in, RK_E_TIE);
	assert_int_equal(round_balance(&r, (const int[]){ 3, 9 }, NULL, 2, &bal, &d), 0);
	assert_int_equal(round_balance(&r, (const int[]){ -3, 9 }, NULL, 2, &bal, &d), -1);
}

/* Presets bundle one book each; an option beside a preset overrides it. */
static void
test_presets(void **state)
{
	static const char *want[] = {
		"joker 30, pool exhausted: all-pay, never melded: none, tiles: standard",
		"joker 30, pool exhausted: fewest-tiles, never melded: none, tiles: standard",
		"joker 25, pool exhausted: difference, never melded: none, tiles: standard",
		"joker 50, pool exhausted: difference, never melded: none, tiles: standard",
		"tokens, tiles: junior",
	};
	struct rules r;
	struct rk_diag d;
	char buf[256];
	int i;

	(void)state;
	for (i = 0; rk_presets[i] != NULL; i++) {
		r = preset(rk_presets[i]);
		rules_format(&r, buf, sizeof(buf));
		assert_string_equal(buf, want[i]);
	}
	r = preset("goliath");
	assert_int_equal(rules_set(&r, "joker", "30", &d), 0);
	assert_int_equal(rules_set(&r, "tiles", "xp", &d), 0);
	assert_int_equal(rules_set(&r, "never-melded", "plus:25", &d), 0);
	assert_int_equal(rules_set(&r, "meld", "40", &d), 0);
	rules_format(&r, buf, sizeof(buf));
	assert_string_equal(buf, "joker 30, pool exhausted: difference, never "
	    "melded: plus:25, tiles: xp, initial meld 40");
	rules_init(&r);
	assert_string_equal(r.preset, "jumbo");
}

static void
test_bad_input(void **state)
{
	struct rules r = preset("jumbo");
	struct round_in in;
	struct rk_diag d;

	(void)state;
	assert_int_equal(rules_set(&r, "exhausted", "lowest", &d), -1);
	assert_string_equal(d.detail, "unknown rule 'lowest': use "
	    "all-pay, difference or fewest-tiles");
	assert_int_equal(rules_preset(&r, "hasbro", &d), -1);
	assert_int_equal(d.code, RK_E_BAD_OPTION);
	assert_int_equal(rules_set(&r, "never-melded", "triple", &d), -1);
	assert_int_equal(rules_set(&r, "never-melded", "fixed:", &d), -1);
	assert_int_equal(rules_set(&r, "never-melded", "plus:-5", &d), -1);
	assert_int_equal(rules_set(&r, "joker", "-5", &d), -1);
	assert_int_equal(rules_set(&r, "joker", "30x", &d), -1);
	assert_int_equal(rules_set(&r, "tiles", "big", &d), -1);

	in = exhausted(3, (const int[]){ 0, -5, 7 }, NULL);
	in.out = 0;
	expect_refusal(&r, &in, RK_E_BAD_VALUE);
	in = exhausted(3, (const int[]){ 0, 100000, 7 }, NULL);
	in.out = 0;
	expect_refusal(&r, &in, RK_E_BAD_VALUE);
	assert_int_equal(rules_max_rack(&r), 728 + 60);
	in = exhausted(3, (const int[]){ 4, 5, 7 }, NULL);
	in.out = 0;
	expect_refusal(&r, &in, RK_E_WINNER_TILES);
	in = exhausted(3, (const int[]){ 0, 5, 7 }, (const int[]){ 1, 1, 1 });
	in.out = 0;
	expect_refusal(&r, &in, RK_E_WINNER_TILES);
}

/* Balance of a copied score pad under each rule. */
static void
test_balance(void **state)
{
	struct rules r = preset("jumbo");
	struct balance b;
	struct rk_diag d;

	(void)state;
	/* all-pay: a round where the pool ran out pays nobody */
	assert_int_equal(round_balance(&r, (const int[]){ -10, -10, -20 }, NULL, 3,
	    &b, &d), 0);
	assert_int_equal(b.sum, -40);
	assert_int_equal(round_balance(&r, (const int[]){ 30, -10, -20 }, NULL, 3,
	    &b, &d), 0);
	assert_int_equal(round_balance(&r, (const int[]){ 31, -10, -20 }, NULL, 3,
	    &b, &d), -1);
	assert_int_equal(b.off, 1);
	r = preset("classic");
	assert_int_equal(round_balance(&r, (const int[]){ -10, -10, -20 }, NULL, 3,
	    &b, &d), -1);
	assert_int_equal(d.code, RK_E_NOT_BALANCED);
	assert_int_equal(b.off, -40);
	assert_int_equal(round_balance(&r, (const int[]){ 10, 10, -20 }, NULL, 3,
	    &b, &d), -1);
	assert_int_equal(d.code, RK_E_TWO_WINNERS);
	/* a copied pad of all zeros: nobody won, nobody paid */
	assert_int_equal(round_balance(&r, (const int[]){ 0, 0, 0 }, NULL, 3,
	    &b, &d), -1);
	assert_int_equal(d.code, RK_E_IMPOSSIBLE);
}

/* Rounds no game ends in (issue 13), each from the books. */
static void
test_impossible(void **state)
{
	struct rules r = preset("jumbo");
	struct round_in in;
	struct round_out o;
	struct balance b;
	struct rk_diag d;

	(void)state;
	/* all books: who did not go out holds at least one tile */
	memset(&in, 0, sizeof(in));
	in.n = 3;
	in.out = 0;
	in.winner = -1;
	in.p[1].value = 0;
	in.p[1].ntiles = -1;
	in.p[2].value = 7;
	in.p[2].ntiles = -1;
	assert_int_equal(round_score(&r, &in, &o, &d), -1);
	assert_int_equal(d.code, RK_E_IMPOSSIBLE);
	/* no tile at all: a second player out, which round_check names */
	in.p[1].ntiles = 0;
	assert_int_equal(round_score(&r, &in, &o, &d), -1);
	assert_int_equal(d.code, RK_E_TWO_OUT);
	/* ... but a lone joker at --joker 0 is worth 0 */
	r.joker = 0;
	in.p[1].ntiles = -1;
	assert_int_equal(round_score(&r, &in, &o, &d), 0);
	r.joker = 30;
	/* the pool ran out: an empty rack means that player went out */
	in.out = -1;
	in.p[0].value = 5;
	in.p[0].ntiles = 1;
	in.p[1].value = 0;
	in.p[1].ntiles = 0;
	assert_int_equal(round_score(&r, &in, &o, &d), -1);
	assert_int_equal(d.code, RK_E_IMPOSSIBLE);
	/* 000, all-pay: when the pool ran out every player pays */
	assert_int_equal(round_balance(&r, (const int[]){ -3, 0, -5 }, NULL, 3,
	    &b, &d), -1);
	assert_int_equal(d.code, RK_E_IMPOSSIBLE);
	assert_int_equal(round_balance(&r, (const int[]){ -3, -1, -5 }, NULL, 3,
	    &b, &d), 0);
	/* ... while a round someone went out of has its zero-sum check */
	assert_int_equal(round_balance(&r, (const int[]){ 5, 0, -5 }, NULL, 3,
	    &b, &d), 0);
	/* 002 (French, Dutch): "58 fiches de récompense" */
	r = preset("junior");
	assert_int_equal(round_balance(&r, (const int[]){ 30, 28 }, NULL, 2,
	    &b, &d), 0);
	assert_int_equal(round_balance(&r, (const int[]){ 30, 29 }, NULL, 2,
	    &b, &d), -1);
	assert_int_equal(d.code, RK_E_IMPOSSIBLE);
	memset(&in, 0, sizeof(in));
	in.n = 2;
	in.out = -1;
	in.winner = -1;
	in.p[0].value = 40;
	in.p[1].value = 19;
	assert_int_equal(round_score(&r, &in, &o, &d), -1);
	assert_int_equal(d.code, RK_E_IMPOSSIBLE);
}

/* The rules travel in an export and come back the same, for every
 * preset and a game with every option changed. */
static void
test_rules_spec(void **state)
{
	struct rules r, back;
	struct rk_diag d;
	char a[256], b[256];
	int i;

	(void)state;
	for (i = 0; rk_presets[i] != NULL; i++) {
		rules_init(&r);
		assert_int_equal(rules_preset(&r, rk_presets[i], &d), 0);
		rules_spec(&r, a, sizeof(a));
		assert_int_equal(rules_parse_spec(&back, a, &d), 0);
		rules_spec(&back, b, sizeof(b));
		assert_string_equal(a, b);
		assert_int_equal(back.tokens, r.tokens);
		assert_int_equal(back.meld, r.meld);
	}
	rules_init(&r);
	assert_int_equal(rules_set(&r, "joker", "50", &d), 0);
	assert_int_equal(rules_set(&r, "never-melded", "fixed:100", &d), 0);
	assert_int_equal(rules_set(&r, "tiles", "xp", &d), 0);
	assert_int_equal(rules_set(&r, "meld", "40", &d), 0);
	rules_spec(&r, a, sizeof(a));
	assert_string_equal(a, "preset=jumbo joker=50 exhausted=all-pay "
	    "never-melded=fixed:100 tiles=xp meld=40");
	assert_int_equal(rules_parse_spec(&back, a, &d), 0);
	assert_int_equal(back.joker, 50);
	assert_int_equal(back.nm_n, 100);
	assert_int_equal(back.meld, 40);
	rules_init(&r);
	assert_int_equal(rules_preset(&r, "junior", &d), 0);
	rules_spec(&r, a, sizeof(a));
	assert_string_equal(a, "preset=junior exhausted=difference "
	    "never-melded=none tiles=junior meld=0");
	assert_int_equal(rules_parse_spec(&back, "joker", &d), -1);
	assert_int_equal(d.code, RK_E_BAD_OPTION);
	assert_int_equal(rules_parse_spec(&back, "joker=x", &d), -1);
	assert_string_equal(d.detail, "joker: 'x' is not a whole number "
	    "from 0 to 1000 (25, 30 or 50 in the books)");
	assert_int_equal(rules_parse_spec(&back, "colour=red", &d), -1);
}

static void
test_supply_diag(void **state)
{
	struct tile t[8];
	struct rk_diag d;
	int n = parse_tiles("r5 r5 r5 j j j k1", t, 8);

	(void)state;
	assert_int_equal(supply_diag(t, (size_t)n, ts_std(), &d), 2);
	assert_int_equal(d.code, RK_E_SUPPLY);
	assert_string_equal(d.detail, "r5 3 times, the standard set holds 2; "
	    "j 3 times, the standard set holds 2");
	assert_int_equal(supply_diag(t + 3, 1, ts_std(), &d), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_book_000),
		cmocka_unit_test(test_book_003),
		cmocka_unit_test(test_book_001),
		cmocka_unit_test(test_book_004),
		cmocka_unit_test(test_joker_values),
		cmocka_unit_test(test_all_pay),
		cmocka_unit_test(test_difference),
		cmocka_unit_test(test_fewest_tiles),
		cmocka_unit_test(test_never_melded),
		cmocka_unit_test(test_junior_tokens),
		cmocka_unit_test(test_presets),
		cmocka_unit_test(test_rules_spec),
		cmocka_unit_test(test_impossible),
		cmocka_unit_test(test_bad_input),
		cmocka_unit_test(test_supply_diag),
		cmocka_unit_test(test_balance),
	};

	return cmocka_run_group_tests_name("score", tests, NULL, NULL);
}
