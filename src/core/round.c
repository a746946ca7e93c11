/*
 * round.c: the rules of a round, in one place: is this a round a game can
 * end in?  round_check judges a round given as racks (or a final table
 * and its racks) before it is scored; round_balance a round given as
 * scores, a copied score pad.  RULES.md "Tile sets", "Sets on the table",
 * "End of a round", "Scoring after someone goes out", "When the pool is
 * exhausted", "Player who never made the initial meld", "Junior scoring".
 * Messages name players by name, never by their place, and no option of
 * any front end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rkub.h"

#define NAMED(names, i) \
	((names) != NULL && (names)[i] != NULL ? (names)[i] : "a player")

static const char *
who(const struct round_in *in, int i)
{
	return in->p[i].name != NULL ? in->p[i].name : "a player";
}

/* 002 (French and Dutch texts): the box holds 58 reward tokens. */
static int
tokens_fit(int sum, struct rk_diag *d)
{
	if (sum <= RK_JUNIOR_TOKENS)
		return 0;
	rk_diag_set(d, RK_E_IMPOSSIBLE, 0, 0, "%d tokens in all: the junior "
	    "box holds %d", sum, RK_JUNIOR_TOKENS);
	return -1;
}

/* A rack that holds no tile: none counted, or 0 points while a joker,
 * the cheapest tile but for a 0-point joker, costs something. */
static int
rack_empty(const struct rules *r, const struct player_in *p)
{
	return p->ntiles == 0 || (p->ntiles < 0 && p->value == 0 &&
	    r->joker > 0);
}

int
round_went_out(const struct rules *r, const struct round_in *in)
{
	int i;

	if (in->out != RK_OUT_FROM_RACKS)
		return in->out;
	for (i = 0; i < in->n; i++)
		if (!in->p[i].unknown && rack_empty(r, &in->p[i]))
			return i;
	return -1;
}

/* 000 and every book: "at the end of every turn every tile on the table
 * is in a valid set" (RULES.md "Sets on the table"). */
static int
table_check(const struct rules *r, const struct layout *l, struct rk_diag *d)
{
	struct set_result res;
	int i;

	for (i = 0; i < l->nsets; i++)
		if (layout_set_check(l, i, r->tiles, &res, d) < 0)
			return -1;
	return 0;
}

/* One rack alone: its tiles in the tile set, its value in reach. */
static int
rack_check(const struct rules *r, const struct round_in *in, int i,
    int out, struct rk_diag *d)
{
	const struct player_in *p = &in->p[i];
	char buf[16];
	int k, maxv = r->tokens ? 1000 : rules_max_rack(r);

	/* all books: who went out has laid every tile */
	if (!r->tokens && i == out && (p->value != 0 || p->ntiles > 0)) {
		rk_diag_set(d, RK_E_WINNER_TILES, 0, 0, "%s went out and holds "
		    "no tiles: give no rack for %s", who(in, i), who(in, i));
		return -1;
	}
	for (k = 0; p->t != NULL && k < p->ntiles; k++)
		if (!tileset_holds(r->tiles, &p->t[k])) {
			tile_format(&p->t[k], buf, sizeof(buf));
			rk_diag_set(d, RK_E_NOT_IN_SET, p->line, p->t[k].col,
			    "%s on %s's rack: %s tiles are numbered 1 to %d", buf,
			    who(in, i), r->tiles->name, r->tiles->maxnum);
			return -1;
		}
	if (p->value < 0 || p->value > maxv) {
		rk_diag_set(d, RK_E_BAD_VALUE, 0, 0, "%s: %d %s: %s", who(in, i),
		    p->value, r->tokens ? "tokens" : "points", p->value < 0 ?
		    "a rack is never worth less than 0" :
		    "more than the whole box");
		return -1;
	}
	return 0;
}

/* One player goes out; every other holds a tile (all books). */
static int
empty_check(const struct rules *r, const struct round_in *in, int out,
    struct rk_diag *d)
{
	int i;

	for (i = 0; i < in->n; i++) {
		const struct player_in *p = &in->p[i];

		if (p->unknown || i == out || !rack_empty(r, p))
			continue;
		if (in->out == RK_OUT_FROM_RACKS)
			rk_diag_set(d, RK_E_TWO_OUT, p->line, 0, "%s and %s both "
			    "have an empty rack: one player goes out",
			    who(in, out), who(in, i));
		else if (out >= 0 && p->ntiles == 0)
			rk_diag_set(d, RK_E_TWO_OUT, p->line, 0, "only %s went "
			    "out: give %s's rack", who(in, out), who(in, i));
		else if (out >= 0)
			rk_diag_set(d, RK_E_IMPOSSIBLE, 0, 0, "%s did not go out, "
			    "so holds a tile: a rack of 0 is impossible",
			    who(in, i));
		else
			rk_diag_set(d, RK_E_IMPOSSIBLE, 0, 0, "%s has an empty "
			    "rack, so went out: say who went out", who(in, i));
		return -1;
	}
	return 0;
}

/* The table and every rack together within the box (all books). */
static int
supply_all(const struct rules *r, const struct round_in *in,
    struct rk_diag *d)
{
	struct tile all[RK_LAYOUT_TILES * 3];   /* a table, 8 racks of 256 */
	size_t n = 0, k;
	int i, over;

	if (in->table != NULL)
		for (i = 0; i < in->table->nsets; i++) {
			const struct span *sp = &in->table->sets[i];

			for (k = 0; k < (size_t)sp->n && n < sizeof(all) /
			    sizeof(all[0]); k++)
				all[n++] = in->table->tiles[sp->first + (int)k];
		}
	for (i = 0; i < in->n; i++) {
		const struct player_in *p = &in->p[i];

		for (k = 0; !p->unknown && p->t != NULL &&
		    k < (size_t)p->ntiles && n < sizeof(all) / sizeof(all[0]); k++)
			all[n++] = p->t[k];
	}
	over = supply_diag(all, n, r->tiles, d);
	return over > 0 ? -1 : 0;
}

int
round_check(const struct rules *r, const struct round_in *in,
    struct rk_diag *d)
{
	int i, out, sum = 0;

	if (in->n < 1 || in->n > RK_MAX_PLAYERS) {
		rk_diag_set(d, RK_E_PLAYERS, 0, 0, "%d players: rkub scores 1 "
		    "to %d", in->n, RK_MAX_PLAYERS);
		return -1;
	}
	if (in->table != NULL && table_check(r, in->table, d) < 0)
		return -1;
	out = round_went_out(r, in);
	for (i = 0; i < in->n; i++)
		if (!in->p[i].unknown && rack_check(r, in, i, out, d) < 0)
			return -1;
	if (r->tokens) {
		/* 002: tokens, not racks; the box holds 58 */
		for (i = 0; i < in->n; i++)
			sum += in->p[i].unknown ? 0 : in->p[i].value;
		return tokens_fit(sum, d);
	}
	/* all books: going out is laying the last tile, so the player who
	 * went out made the initial meld */
	if (out >= 0 && in->p[out].never_melded) {
		rk_diag_set(d, RK_E_OUT_NEVER_MELDED, 0, 0, "%s went out, so %s "
		    "has melded", who(in, out), who(in, out));
		return -1;
	}
	if (empty_check(r, in, out, d) < 0)
		return -1;
	return supply_all(r, in, d);
}

int
round_balance(const struct rules *r, const int *scores,
    const char *const *names, int n, struct balance *b, struct rk_diag *d)
{
	int i, pos = 0, minus = 0;

	memset(b, 0, sizeof(*b));
	b->winner = -1;
	for (i = 0; i < n; i++) {
		b->sum += scores[i];
		if (scores[i] > 0) {
			pos++;
			b->winner = i;
		} else
			minus -= scores[i];
	}
	if (r->tokens) {
		for (i = 0; i < n; i++)
			if (scores[i] < 0) {
				rk_diag_set(d, RK_E_BAD_VALUE, 0, 0, "%s: %d tokens: "
				    "a count is never below 0", NAMED(names, i),
				    scores[i]);
				return -1;
			}
		return tokens_fit(b->sum, d);
	}
	for (i = 0; i < n && scores[i] == 0; i++)
		;
	if (n > 1 && i == n) {
		rk_diag_set(d, RK_E_IMPOSSIBLE, 0, 0, "every score is 0: a round "
		    "has a winner, and somebody pays");
		return -1;
	}
	/* Under all-pay, when the pool ran out, every player pays (000). */
	if (r->exhausted == EXH_ALL_PAY && pos == 0 && r->joker > 0)
		for (i = 0; i < n; i++)
			if (scores[i] == 0) {
				rk_diag_set(d, RK_E_IMPOSSIBLE, 0, 0, "%s scores 0: "
				    "under all-pay, when the pool ran out, every "
				    "player pays the own rack", NAMED(names, i));
				return -1;
			}
	if (pos > 1) {
		b->off = b->sum;
		rk_diag_set(d, RK_E_TWO_WINNERS, 0, 0, "%d players score plus "
		    "points: only the winner does", pos);
		return -1;
	}
	/* Under all-pay a round where the pool ran out pays nobody. */
	if (r->exhausted == EXH_ALL_PAY && pos == 0)
		return 0;
	if (b->sum != 0) {
		b->off = b->sum;
		if (pos == 1)
			rk_diag_set(d, RK_E_NOT_BALANCED, 0, 0, "the winner's %+d "
			    "against %d lost by the others: off by %d",
			    scores[b->winner], -minus, abs(b->sum));
		else
			rk_diag_set(d, RK_E_NOT_BALANCED, 0, 0, "nobody won the "
			    "%d points lost: off by %d", minus, abs(b->sum));
		return -1;
	}
	return 0;
}

enum rk_end
game_end(int end_rounds, int end_target, int rounds, const int *totals,
    int n, int *best)
{
	int i, hit = 0;

	*best = 0;
	for (i = 0; i < n; i++) {
		if (totals[i] > totals[*best])
			*best = i;
		if (end_target > 0 && totals[i] >= end_target)
			hit = 1;
	}
	if (hit)
		return RK_END_TARGET;
	if (end_rounds > 0 && rounds >= end_rounds)
		return RK_END_ROUNDS;
	return RK_GOING_ON;
}
