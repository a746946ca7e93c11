/*
 * test_round.c: round_check, the rules of a round in one place.  Each rule
 * with the book it comes from (../shared/RULES.md, rules/00N_*.txt), the
 * exact diag (code, detail, line, column) and its exit status; names,
 * never places, in every message.
 */
#include <stdlib.h>

#include "unit.h"

static const char *const names[] = { "ann", "ben", "cleo", "dan" };

/* n players, out went out (or -1, RK_OUT_FROM_RACKS); every rack a sum
 * of 10 until a test changes it. */
static void
round_init(struct round_in *in, int n, int out)
{
	int i;

	memset(in, 0, sizeof(*in));
	in->n = n;
	in->out = out;
	in->winner = -1;
	for (i = 0; i < n; i++) {
		in->p[i].name = names[i];
		in->p[i].value = 10;
		in->p[i].ntiles = -1;
	}
	if (out >= 0)
		in->p[out].value = in->p[out].ntiles = 0;
}

/* A rack as tiles, kept in t, read at line `line` of its text. */
static void
rack(struct round_in *in, int i, const char *s, struct tile *t, int line)
{
	int n = parse_tiles(s, t, 64);

	in->p[i].t = t;
	in->p[i].ntiles = n;
	in->p[i].value = rack_value(t, (size_t)n, 30);
	in->p[i].line = line;
}

/* round_check refuses with this code, detail and place. */
static void
refused(const struct rules *r, const struct round_in *in, enum rk_err code,
    const char *detail, int line, int col, int status)
{
	struct rk_diag d;

	memset(&d, 0, sizeof(d));
	if (round_check(r, in, &d) == 0)
		fail_msg("accepted, expected %s: %s", rk_err_name(code), detail);
	if (d.code != code)
		fail_msg("%s (%s), expected %s", rk_err_name(d.code), d.detail,
		    rk_err_name(code));
	assert_string_equal(d.detail, detail);
	assert_int_equal(d.line, line);
	assert_int_equal(d.col, col);
	assert_int_equal(rk_err_status(d.code), status);
}

static void
accepted(const struct rules *r, const struct round_in *in)
{
	struct rk_diag d;

	if (round_check(r, in, &d) < 0)
		fail_msg("refused: %s: %s", rk_err_name(d.code), d.detail);
}

/* 000: "Das Spiel ist zu Ende, wenn ein Spieler alle Spielsteine auf den
 * Tisch abgelegt ... hat": who went out holds no tile. */
static void
test_winner_holds_nothing(void **state)
{
	struct rules r = preset("jumbo");
	struct round_in in;
	struct tile t[64];
	char text[256];

	(void)state;
	round_init(&in, 3, 0);
	accepted(&r, &in);
	in.p[0].value = 5;
	refused(&r, &in, RK_E_WINNER_TILES, "ann went out and holds no tiles: "
	    "give no rack for ann", 0, 0, 1);
	/* the detail says it all: no heading before it */
	{
		struct rk_diag d;

		round_check(&r, &in, &d);
		rk_diag_text(&d, text, sizeof(text));
		assert_string_equal(text, "ann went out and holds no tiles: "
		    "give no rack for ann");
	}
	rack(&in, 0, "r5", t, 1);
	refused(&r, &in, RK_E_WINNER_TILES, "ann went out and holds no tiles: "
	    "give no rack for ann", 0, 0, 1);
	/* a sum of 0 is the empty rack */
	in.p[0].t = NULL;
	in.p[0].ntiles = -1;
	in.p[0].value = 0;
	accepted(&r, &in);
}

/* all books: one player goes out; any other holds a tile. */
static void
test_one_goes_out(void **state)
{
	struct rules r = preset("jumbo");
	struct round_in in;
	struct tile t[3][64];

	(void)state;
	round_init(&in, 3, 2);
	in.p[1].ntiles = 0;
	in.p[1].value = 0;
	in.p[1].line = 2;
	refused(&r, &in, RK_E_TWO_OUT, "only cleo went out: give ben's rack",
	    2, 0, 1);
	/* a sum of 0 while a joker costs 30 is no rack either */
	in.p[1].ntiles = -1;
	refused(&r, &in, RK_E_IMPOSSIBLE, "ben did not go out, so holds a "
	    "tile: a rack of 0 is impossible", 0, 0, 1);
	/* ... but with jokers free, a lone joker is worth 0 */
	r.joker = 0;
	accepted(&r, &in);
	r.joker = 30;

	/* a final table: whoever has the empty rack went out, and only one */
	round_init(&in, 3, RK_OUT_FROM_RACKS);
	rack(&in, 0, "", t[0], 2);
	rack(&in, 1, "", t[1], 3);
	rack(&in, 2, "k4", t[2], 4);
	refused(&r, &in, RK_E_TWO_OUT, "ann and ben both have an empty rack: "
	    "one player goes out", 3, 0, 1);
	rack(&in, 1, "r9", t[1], 3);
	accepted(&r, &in);
	assert_int_equal(round_went_out(&r, &in), 0);
	rack(&in, 0, "o1", t[0], 2);
	assert_int_equal(round_went_out(&r, &in), -1);
}

/* 000 (all-pay): "Es gewinnt der Spieler, dessen Summe ... am
 * niedrigsten ist" when nobody went out: an empty rack is going out. */
static void
test_pool_ran_out(void **state)
{
	struct rules r = preset("jumbo");
	struct round_in in;

	(void)state;
	round_init(&in, 3, -1);
	accepted(&r, &in);
	in.p[1].ntiles = 0;
	in.p[1].value = 0;
	refused(&r, &in, RK_E_IMPOSSIBLE, "ben has an empty rack, so went "
	    "out: say who went out", 0, 0, 1);
}

/* 000 "Erste Auslage 30 Punkte": laying the last tile comes after the
 * initial meld, so who went out has melded (RULES.md "Player who never
 * made the initial meld"). */
static void
test_out_has_melded(void **state)
{
	struct rules r = preset("jumbo");
	struct round_in in;

	(void)state;
	r.never_melded = NM_FIXED;
	r.nm_n = 100;
	round_init(&in, 3, 0);
	in.p[1].never_melded = 1;
	accepted(&r, &in);
	in.p[0].never_melded = 1;
	refused(&r, &in, RK_E_OUT_NEVER_MELDED, "ann went out, so ann has "
	    "melded", 0, 0, 1);
}

/* RULES.md "Tile sets": standard 1-13, junior (002) 1-10. */
static void
test_tile_set(void **state)
{
	struct rules r = preset("junior");
	struct round_in in;
	struct tile t[64];

	(void)state;
	r.tokens = 0;           /* racks, to see the tiles judged */
	r.joker = 30;
	round_init(&in, 3, 0);
	rack(&in, 1, "r9 r11", t, 2);
	refused(&r, &in, RK_E_NOT_IN_SET, "r11 on ben's rack: junior tiles "
	    "are numbered 1 to 10", 2, 4, 1);
	rack(&in, 1, "r9 r10", t, 2);
	accepted(&r, &in);
}

/* RULES.md "Tile sets": standard, 2 copies and 2 jokers (all books);
 * across the table and every rack. */
static void
test_supply(void **state)
{
	struct rules r = preset("jumbo");
	struct round_in in;
	struct layout l;
	struct rk_diag d;
	struct tile t[3][64];

	(void)state;
	round_init(&in, 3, 0);
	rack(&in, 1, "r5 r5", t[1], 2);
	rack(&in, 2, "r5", t[2], 3);
	refused(&r, &in, RK_E_SUPPLY, "r5 3 times, the standard set holds 2",
	    0, 0, 1);
	rack(&in, 2, "j j", t[2], 3);
	accepted(&r, &in);
	/* the final table counts too */
	layout_init(&l);
	assert_int_equal(layout_parse(&l, "r4 j r6", 7, &d), 0);
	in.table = &l;
	refused(&r, &in, RK_E_SUPPLY, "j 3 times, the standard set holds 2",
	    0, 0, 1);
	/* a rack not given yet is not judged */
	in.p[2].unknown = 1;
	accepted(&r, &in);
}

/* all books: "am Ende jedes Spielzugs nur vollständige Serien auf dem
 * Tisch" (000): the final table's sets are valid, placed where they go
 * wrong. */
static void
test_table(void **state)
{
	struct rules r = preset("jumbo");
	struct round_in in;
	struct layout l;
	struct rk_diag d;
	const char *text = "r1 r2 r3\nb5 b6 b8\n";

	(void)state;
	round_init(&in, 3, 0);
	layout_init(&l);
	assert_int_equal(layout_parse(&l, text, strlen(text), &d), 0);
	in.table = &l;
	refused(&r, &in, RK_E_RUN_GAP, "gap between b6 and b8", 2, 7, 1);
}

/* the whole box on one rack is the most a rack is worth; no rack is below
 * 0; junior (002): 58 reward tokens in the box. */
static void
test_values(void **state)
{
	struct rules r = preset("jumbo");
	struct round_in in;

	(void)state;
	round_init(&in, 3, 0);
	in.p[1].value = 900;
	refused(&r, &in, RK_E_BAD_VALUE, "ben: 900 points: more than the "
	    "whole box", 0, 0, 2);
	in.p[1].value = rules_max_rack(&r);
	accepted(&r, &in);
	in.p[1].value = -1;
	refused(&r, &in, RK_E_BAD_VALUE, "ben: -1 points: a rack is never "
	    "worth less than 0", 0, 0, 2);

	r = preset("junior");
	round_init(&in, 2, -1);
	in.p[0].value = 30;
	in.p[1].value = 29;
	refused(&r, &in, RK_E_IMPOSSIBLE, "59 tokens in all: the junior box "
	    "holds 58", 0, 0, 1);
	in.p[1].value = 28;
	accepted(&r, &in);
}

/* rkub scores 1 to 8 players; a caller without names gets neutral
 * words, never a place. */
static void
test_players(void **state)
{
	struct rules r = preset("jumbo");
	struct round_in in;

	(void)state;
	round_init(&in, 3, 0);
	in.n = 9;
	refused(&r, &in, RK_E_PLAYERS, "9 players: rkub scores 1 to 8", 0, 0,
	    1);
	round_init(&in, 3, 0);
	in.p[0].name = NULL;
	in.p[0].value = 4;
	refused(&r, &in, RK_E_WINNER_TILES, "a player went out and holds no "
	    "tiles: give no rack for a player", 0, 0, 1);
}

/* round_score asks round_check first: the rule is checked once. */
static void
test_score_asks(void **state)
{
	struct rules r = preset("jumbo");
	struct round_in in;
	struct round_out o;
	struct rk_diag d;

	(void)state;
	round_init(&in, 3, 1);
	in.p[1].value = 3;
	assert_int_equal(round_score(&r, &in, &o, &d), -1);
	assert_int_equal(d.code, RK_E_WINNER_TILES);
	assert_string_equal(d.detail, "ben went out and holds no tiles: give "
	    "no rack for ben");
	in.p[1].value = 0;
	assert_int_equal(round_score(&r, &in, &o, &d), 0);
	assert_int_equal(o.out, 1);
	assert_int_equal(o.score[1], 20);
}

/* A copied score pad (round_balance) names players too.  000, all-pay:
 * "every player, the winner included, scores minus the own rack sum" when
 * nobody went out, so no 0; 002: tokens are never below 0. */
static void
test_pad_names(void **state)
{
	struct rules r = preset("jumbo");
	struct balance b;
	struct rk_diag d;

	(void)state;
	assert_int_equal(round_balance(&r, (const int[]){ -3, 0, -5 }, names,
	    3, &b, &d), -1);
	assert_int_equal(d.code, RK_E_IMPOSSIBLE);
	assert_string_equal(d.detail, "ben scores 0: under all-pay, when the "
	    "pool ran out, every player pays the own rack");
	r = preset("junior");
	assert_int_equal(round_balance(&r, (const int[]){ 9, -1 }, names, 2,
	    &b, &d), -1);
	assert_int_equal(d.code, RK_E_BAD_VALUE);
	assert_string_equal(d.detail, "ben: -1 tokens: a count is never "
	    "below 0");
	assert_int_equal(round_balance(&r, (const int[]){ 9, -1 }, NULL, 2,
	    &b, &d), -1);
	assert_string_equal(d.detail, "a player: -1 tokens: a count is never "
	    "below 0");
}

/* A game's end is rkub's own (new --rounds, --target: no rule book says
 * when a game ends): the target wins over the rounds, and of a tie at
 * the top the first seat is named best. */
static void
test_game_end(void **state)
{
	int best;

	(void)state;
	assert_int_equal(game_end(0, 0, 40, (const int[]){ 900, -900 }, 2,
	    &best), RK_GOING_ON);
	assert_int_equal(game_end(4, 0, 3, (const int[]){ 5, -5 }, 2, &best),
	    RK_GOING_ON);
	assert_int_equal(game_end(4, 0, 4, (const int[]){ -5, 5 }, 2, &best),
	    RK_END_ROUNDS);
	assert_int_equal(best, 1);
	assert_int_equal(game_end(0, 100, 9, (const int[]){ 99, -40, -59 }, 3,
	    &best), RK_GOING_ON);
	assert_int_equal(game_end(4, 100, 4, (const int[]){ 30, 100, -130 }, 3,
	    &best), RK_END_TARGET);
	assert_int_equal(best, 1);
	assert_int_equal(game_end(0, 50, 2, (const int[]){ 60, 60, -120 }, 3,
	    &best), RK_END_TARGET);
	assert_int_equal(best, 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_winner_holds_nothing),
		cmocka_unit_test(test_one_goes_out),
		cmocka_unit_test(test_pool_ran_out),
		cmocka_unit_test(test_out_has_melded),
		cmocka_unit_test(test_tile_set),
		cmocka_unit_test(test_supply),
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_values),
		cmocka_unit_test(test_players),
		cmocka_unit_test(test_score_asks),
		cmocka_unit_test(test_pad_names),
		cmocka_unit_test(test_game_end),
	};

	return cmocka_run_group_tests_name("round", tests, NULL, NULL);
}
