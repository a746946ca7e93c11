/*
 * arrange_bound.c: a lower bound on the cost still to come from a state,
 * so that the exact sweep can drop the states that cannot beat its bound
 * (branch and bound).  Worked out once per bag, when the beams leave the
 * answer open and the bag is big enough to pay for it (arrange.c).
 *
 * The words:
 *  - relaxation: the bag cut into problems that are easy on their own:
 *    one per colour (its runs over all numbers, and which of its tiles
 *    go into groups, free to choose) and one per number (its groups: how
 *    many tiles of each colour and jokers, checked as the sweep checks
 *    them).  What ties them, that a colour puts into the groups of a
 *    number as many tiles as the groups take from it, and that all of
 *    them lay no more jokers than the bag holds, is dropped and paid for
 *    by prices instead (a Lagrangian relaxation).  For any prices, the
 *    least cost of the relaxation is at most the least cost of the bag:
 *    an admissible bound.
 *  - price: what a colour pays for each tile of a number it puts into
 *    groups (the groups earn it back), and what each joker laid costs
 *    beyond leaving it over (jp, >= 0: the relaxation may lay more
 *    jokers than the bag holds, and pays jp for each).
 *  - weight: the cost of leaving a real tile over, in the part's unit
 *    (a joker left over is counted at nothing: the sweep lets one go
 *    beside a run).
 *  - part: the relaxation with one set of weights, prices and tables.
 *    By value, one part, weighted by arr_cost(), in costs.  By tiles, a
 *    cost is COST_TILE a tile and the tile's value, and a relaxation
 *    weighted so is rarely whole (it leaves half tiles), so two parts:
 *    the tiles part (weight 1 a tile), whose bound t, rounded up, is the
 *    fewest tiles that can be left; and the value part (weight value +
 *    lambda a tile), less lambda t: for any lambda >= 0 what the tiles
 *    left are worth when there are t of them (the constraint "tiles left
 *    <= t" priced by lambda).  The cost bound is t COST_TILE and that
 *    (combine()); the value part is made only when the tiles part shows
 *    the known arrangement's tiles to be the fewest, and only on XP
 *    (VALUE_STEPS).
 *  - colour table: for each colour, number, tuple of slots and jokers
 *    still to lay, the least cost of that colour from that number on.
 *  - group table: for each number the least (most negative) cost of its
 *    groups under the prices; for a number part way through, also given
 *    the group tiles the colours already taken have put in.
 *  - ascent: the prices (and lambda) are improved by steps along the
 *    subgradient (what the colours put into groups less what the groups
 *    take, the jokers laid less those held, the tiles left less t), the
 *    best bound found kept; without the joker budget in the colour
 *    tables (jokers only priced), and over the cells reachable from the
 *    start only.  Then the tables under the best prices, with the budget,
 *    unless the bound at the start settles the answer already.  Without
 *    jokers the ascent keeps the budget (none: no joker laid), as cheap
 *    and stronger, so its last tables are those wanted: where it ends
 *    at the prices it last tried (always from the program's prices, as
 *    WARM_STEPS is 1), tables() keeps them (bpart.fresh; arr_bound_keep
 *    0: not, for the test that they are the same).  Counted
 *    (callgrind, every bag once): a bound 1.0 -> 0.5 million
 *    instructions on the XP bags without jokers of hard26 and hard27,
 *    those corpora 0.83 and 0.85 of the instructions, hard26 and hard27
 *    standard 0.89 and 0.91, 220 random XP bags without jokers 0.93, no
 *    bag of any corpus or kind of bench_arrange dearer.
 * The bound of a state sums, per part, the colour tables at each colour's
 * place, the group tables of the numbers still to come, and the jokers'
 * term; rounded up, as costs are whole (arr_bound_make() argues the
 * rounding).
 */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "arrange_int.h"

/*
 * The ascent (ascend()): its steps at most, the tiles part's and the
 * value part's (by the set: the value part pays on XP, where the sweep
 * costs most, and not on standard bags, where it is not made: hard_standard
 * best of 5 runs a bag, CPU median 2.45 ms with 5 steps of it, 2.20 ms
 * without, worst 4.08 against 3.72); the step's factor at first,
 * times THETA_DOWN after RED_STEPS steps that did not gain; how far
 * to aim (REACH times the gap to the goal, past it: the goal is often
 * above what the prices can reach, and steps aimed at it stall), and past
 * the best when there is no goal; the deflection of a step that turns
 * back (BETA); every WINDOW steps, give up when the gain of the last
 * WINDOW steps, kept up, would not bring PACE of the way to the goal.
 * Measured on tests/bench/hard_*.txt (CPU, side by side).
 */
#define ASCENT_STEPS 120

long arr_bound_keep = 1;
/* The linear program's prices of its first or second solve are there
 * (warm()). */
#define PRICED(c, which) ((c)->duals != NULL && (c)->duals->made[which])
#define VALUE_STEPS(c) (PRICED(c, 1) ? WARM_STEPS : (c)->slots >= 3 ? 20 : 0)
#define WARM_STEPS 1
#define THETA0 1.0
#define THETA_DOWN 0.66
#define RED_STEPS 4
#define REACH 2.0
#define GOAL_PAST 1.0
#define BETA 0.5
#define WINDOW 20
#define PACE 0.5
/* The multipliers' bounds (put_mult()): a price at most PRICE_CAP
 * weights of the dearest tile either way; lambda, the value part's price
 * of a tile, from LAMBDA0 at first, at most LAMBDA_CAP. */
#define PRICE_CAP 8.0
#define LAMBDA0 3.0
#define LAMBDA_CAP 1024.0
#define MULT_MAX (RK_NCOLOURS * RK_MAXNUM + 2)
#define INF HUGE_VAL

/* The slot codes a tuple can hold, highest first. */
static int
codes(const struct ctx *c, unsigned *out)
{
	int n = 0;

	if (c->joker_flag) {
		out[n++] = S_R3 | S_JOKER;
		out[n++] = 2 | S_JOKER;
		out[n++] = S_R1 | S_JOKER;
	}
	out[n++] = S_R3;
	out[n++] = 2;
	out[n++] = S_R1;
	out[n++] = S_EMPTY;
	return n;
}

/* Number every tuple of c->slots slots, sorted highest first. */
static void
number_tuples(const struct ctx *c, struct bound *b)
{
	unsigned code[8];
	int nc = codes(c, code), i, j, k;

	memset(b->idx, 0xFF, sizeof(b->idx));
	b->ntup = 0;
	for (i = 0; i < nc; i++)
		for (j = c->slots > 1 ? i : nc - 1; j < nc; j++)
			for (k = c->slots > 2 ? j : nc - 1; k < nc; k++) {
				unsigned t = code[i];

				if (c->slots > 1)
					t |= code[j] << SLOT_BITS;
				if (c->slots > 2)
					t |= code[k] << 2 * SLOT_BITS;
				if (b->idx[t] >= 0)
					continue;
				b->tup[b->ntup] = (uint16_t)t;
				b->idx[t] = (int16_t)b->ntup++;
			}
}

/*
 * The transitions of every tuple as the bound needs them: the new
 * tuple, the real tiles, the jokers and the lead, of those that take
 * the same real tiles to the same tuple only those that no other does
 * with no more jokers and no more lead (the bound would never choose
 * them), still the fewest jokers first.  Returns their count, or -1 when
 * out of memory.
 */
static long
compact(struct ctx *c, struct bound *b)
{
	long n = 0;
	int t, x, k;

	for (t = 0; t < b->ntup; t++) {
		const struct tlist *l = arr_transitions(c, b->tup[t]);

		if (l == NULL)
			return -1;
		n += l->n;
	}
	free(b->tr);
	if ((b->tr = malloc(sizeof(*b->tr) * (size_t)(n + 1))) == NULL)
		return -1;
	n = 0;
	for (t = 0; t < b->ntup; t++) {
		const struct tlist *l = arr_transitions(c, b->tup[t]);

		b->trs[t] = (int)n;
		for (x = 0; x < l->n; x++) {
			const struct trans *tr = &l->t[x];
			struct btr e;

			e.to = (uint8_t)b->idx[tr->to];
			e.real = tr->real;
			e.joker = tr->joker;
			e.lead = tr->lead;
			for (k = b->trs[t]; k < n; k++)
				if (b->tr[k].to == e.to && b->tr[k].real == e.real &&
				    b->tr[k].joker <= e.joker &&
				    b->tr[k].lead <= e.lead)
					break;
			if (k == n)
				b->tr[n++] = e;
		}
	}
	b->trs[b->ntup] = (int)n;
	return n;
}

/*
 * What the bound costs to work out, in transitions as compact() keeps
 * them (each step of the ascent goes through them for every colour and
 * number), estimated without working them out, which on a small bag
 * would cost more than the search: about 3 a tuple for each count of
 * jokers (82 in standard with 2 jokers, 348 in XP with 4, counted).
 * The tuples number_tuples() makes are the multisets of c->slots codes:
 * (nc + slots - 1) choose slots, counted here without making them.
 */
long
arr_bound_cost(const struct ctx *c)
{
	unsigned code[8];
	int nc = codes(c, code), i;
	long ntup = 1;

	for (i = 0; i < c->slots; i++)
		ntup = ntup * (nc + i) / (i + 1);
	return 3L * ntup * (c->jokers + 1);
}

/* Can tuple end the bag: every run closed or long enough? */
static int
closed(const struct ctx *c, unsigned t)
{
	int k;

	for (k = 0; k < c->slots; k++) {
		unsigned len = (t >> (k * SLOT_BITS)) & 7;

		if (len != S_EMPTY && len != S_R3)
			return 0;
	}
	return 1;
}

static double *
cell(const struct bound *b, const struct bpart *P, int colour, int v, int t,
    int jr)
{
	return &P->h[(((size_t)colour * (RK_MAXNUM + 2) + (size_t)v) *
	    (size_t)b->ntup + (size_t)t) * (size_t)(b->jokers + 1) +
	    (size_t)jr];
}

/*
 * What a colour's tiles of number v cost under the prices, for each count
 * r of them that go into its runs: the rest go into groups (ga[r]) or are
 * left over, whichever is cheaper a tile, but the must tiles cannot be
 * left (INF where r is more than the tiles, or where they cannot go).
 * It depends on colour, v and the prices only, not on the tuple: worked
 * out once for all the tuples of a number (colour_tables()).
 */
struct vcost {
	double a[MAX_SLOTS + 1];
	int ga[MAX_SLOTS + 1];
	int n;                  /* the colour's tiles of v */
};

static void
vcost_of(const struct ctx *c, const struct bpart *P, int colour, int v,
    struct vcost *vc)
{
	int n = c->bag->must[colour][v] + c->bag->may[colour][v];
	int nm = c->bag->may[colour][v], r;
	double w = P->w[v], p = P->price[v][colour];
	int grp = !c->ts->runs_only;

	vc->n = n;
	for (r = 0; r <= MAX_SLOTS; r++) {
		int rem = n - r, gmax = grp ? rem : 0;
		int gmin = rem - nm > 0 ? rem - nm : 0;

		vc->ga[r] = p < w ? gmax : gmin;
		vc->a[r] = rem < 0 || gmin > gmax ? INF :
		    (rem - vc->ga[r]) * w + vc->ga[r] * p;
	}
}

/*
 * One colour's best choice at number v (its tiles' costs in vc, its
 * colour table at v + 1 in rest) from tuple t with jr jokers: the cost
 * and, when gout is not NULL, the group tiles, the tiles left over and
 * the jokers it lays and the tuple it goes to.  budget: jokers are
 * counted against jr (else only priced, and jr is 0 in the table).
 */
static double
colour_choice(const struct bound *b, const struct bpart *P,
    const struct vcost *vc, const double *rest, int v, int t, int jr,
    int budget, int *gout, int *lout, int *jout, int *tout)
{
	double best = INF;
	size_t row = (size_t)(b->jokers + 1);
	int x, bx = -1;

	for (x = b->trs[t]; x < b->trs[t + 1]; x++) {
		const struct btr *tr = &b->tr[x];
		double cost;

		if (budget && tr->joker > jr)
			break;  /* the fewest jokers first */
		if (tr->lead >= v)
			continue;
		cost = vc->a[tr->real] + tr->joker * P->jp +
		    rest[tr->to * row + (size_t)(budget ? jr - tr->joker : 0)];
		if (cost < best) {
			best = cost;
			bx = x;
		}
	}
	if (gout != NULL && bx >= 0) {
		const struct btr *tr = &b->tr[bx];

		*gout = vc->ga[tr->real];
		*lout = vc->n - tr->real - vc->ga[tr->real];
		*jout = tr->joker;
		*tout = tr->to;
	}
	return best;
}

/*
 * Which tuples each colour can hold before each number, its tiles
 * allowing (the joker budget aside): about half of them.  No state of a
 * sweep holds any other (a colour's tuple changes only by its own
 * transitions, on its own tiles), and colour_choice() reads another only
 * through a transition whose tiles cost INF: so only these cells are
 * worked out, for the ascent and for the sweep.  The tuples a number
 * reaches, as bits, are those that the tuples before it go to on as many
 * real tiles as the colour has there or fewer: what each tuple goes to
 * is made once, as bits, for each count of tiles (the transitions with
 * a lead, which only jokers bring, are gone through one by one).  Before,
 * every reachable tuple went through its transitions again at every
 * number: counted (callgrind, every bag once), hard26 XP 0.956 of the
 * instructions, hard27 XP 0.962, hard26 standard 0.991; the same tables.
 */
_Static_assert(MAX_TUPLES <= 128, "reachable(): two words of bits a tuple");

static void
reachable(const struct ctx *c, struct bound *b)
{
	/* to[t][n]: the tuples t goes to with no lead, on n real tiles or
	 * fewer (n up to MAX_SLOTS, as many as a transition takes: one a
	 * slot), a bit each in two words (ntup <= MAX_TUPLES <= 128) */
	uint64_t to[MAX_TUPLES][MAX_SLOTS + 1][2];
	int colour, v, t, x, k, n, top = c->ts->maxnum, lead = 0;

	memset(b->reach, 0, sizeof(b->reach));
	memset(to, 0, sizeof(to[0]) * (size_t)b->ntup);
	for (t = 0; t < b->ntup; t++) {
		for (x = b->trs[t]; x < b->trs[t + 1]; x++)
			if (b->tr[x].lead == 0)
				to[t][b->tr[x].real][b->tr[x].to >> 6] |=
				    1ULL << (b->tr[x].to & 63);
			else
				lead = 1;
		for (n = 1; n <= MAX_SLOTS; n++)
			for (k = 0; k < 2; k++)
				to[t][n][k] |= to[t][n - 1][k];
	}
	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		uint64_t at[2] = { 0, 0 };

		at[b->idx[0] >> 6] = 1ULL << (b->idx[0] & 63);
		for (v = 1; v <= top + 1; v++) {
			uint64_t next[2] = { 0, 0 }, w;

			n = v > top ? 0 : c->bag->must[colour][v] +
			    c->bag->may[colour][v];
			if (n > MAX_SLOTS)
				n = MAX_SLOTS;
			for (k = 0; k < 2; k++)
				for (w = at[k]; w != 0; w &= w - 1) {
					t = k * 64 + __builtin_ctzll(w);
					b->reach[colour][v][t] = 1;
					if (v > top)
						continue;
					next[0] |= to[t][n][0];
					next[1] |= to[t][n][1];
					/* (transitions with a lead: jokers
					 * laid before a run, lead < v) */
					for (x = b->trs[t]; lead &&
					    x < b->trs[t + 1]; x++)
						if (b->tr[x].lead > 0 &&
						    b->tr[x].real <= n &&
						    b->tr[x].lead < v)
							next[b->tr[x].to >> 6] |=
							    1ULL << (b->tr[x].to &
							    63);
				}
			at[0] = next[0];
			at[1] = next[1];
		}
	}
}

/* The colour tables under the prices, in the cells reachable() from the
 * start (the others stay INF): with a joker budget, or only priced (jr
 * 0). */
static void
colour_tables(const struct ctx *c, const struct bound *b, struct bpart *P,
    int budget)
{
	int colour, v, t, jr, top = c->ts->maxnum;
	size_t j1 = (size_t)(b->jokers + 1);

	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		double *at = cell(b, P, colour, top + 1, 0, 0);

		for (t = 0; t < b->ntup; t++)
			for (jr = 0; jr <= b->jokers; jr++)
				at[(size_t)t * j1 + (size_t)jr] =
				    closed(c, b->tup[t]) ? 0 : INF;
		for (v = top; v >= 1; v--) {
			struct vcost vc;
			const double *rest = at;

			at = cell(b, P, colour, v, 0, 0);
			vcost_of(c, P, colour, v, &vc);
			for (t = 0; t < b->ntup; t++) {
				if (!b->reach[colour][v][t])
					continue;
				for (jr = 0; jr <= (budget ? b->jokers : 0);
				    jr++)
					at[(size_t)t * j1 + (size_t)jr] =
					    colour_choice(b, P, &vc, rest, v,
					    t, jr, budget, NULL, NULL, NULL,
					    NULL);
			}
		}
	}
}

/*
 * The groups of number v under the prices, the colours from first on
 * still to choose, the others having put in sumg tiles (real), at most
 * maxg of one colour, with at most jr jokers: the least cost, and in g[]
 * and *gj a choice that makes it.  For each m, the most of one colour
 * (maxg or more), the best choice of s tiles is the s dearest with at
 * most m of a colour (the colours by price, dearest first); and whether
 * groups can be made of them only gets easier when the most of a colour
 * is less than m, so the least over m, s and the jokers is the least
 * cost.  An m above the most tiles any colour from first on has (and
 * maxg) takes the same tiles as that most, and fits no more groups:
 * those m are not tried (in XP m = 4 mostly, in standard 3 and 4), and
 * as a tie never replaces the best found, with m rising, the choice is
 * the same (counted, every bag once: hard26 XP 0.966 of the
 * instructions, hard27 XP 0.968, hard26 standard 0.979).
 */
static double
group_choice(const struct ctx *c, const struct bpart *P, int v, int first,
    unsigned sumg, unsigned maxg, int jr, int *g, int *gj)
{
	int cnt[RK_NCOLOURS] = { 0 }, order[RK_NCOLOURS], nk = 0, k, i, j, u;
	int bm = -1, bs = 0;
	unsigned m, mtop = maxg;
	double best = INF;

	for (k = first; k < RK_NCOLOURS; k++) {
		cnt[k] = c->bag->must[k][v] + c->bag->may[k][v];
		if (cnt[k] > 4)
			cnt[k] = 4;
		if ((unsigned)cnt[k] > mtop)
			mtop = (unsigned)cnt[k];
		for (i = nk++; i > 0 && P->price[v][order[i - 1]] <
		    P->price[v][k]; i--)
			order[i] = order[i - 1];
		order[i] = k;
	}
	if (jr > 7)
		jr = 7;
	/* past the most tiles of a colour there are (mtop), a larger m
	 * takes the same tiles and fits no more groups: never better */
	if (mtop > 4)
		mtop = 4;
	for (m = maxg; m <= mtop; m++) {
		unsigned s = sumg;
		double cost = 0;

		/* the dearest tiles, one at a time: i the colour, u its
		 * tiles taken (u = -1: none at all yet) */
		for (i = 0, u = -1; i < nk; ) {
			unsigned r;

			if (u >= 0) {
				cost -= P->price[v][order[i]];
				s++;
			}
			r = s < 7 ? s : 7;
			for (j = 0; j <= jr; j++) {
				unsigned ng;

				if (arr_groups_fit(s + (unsigned)j, m, r, &ng) &&
				    cost + j * P->jp < best) {
					best = cost + j * P->jp;
					bm = (int)m;
					bs = (int)(s - sumg);
					if (gj != NULL)
						*gj = j;
				}
			}
			/* on to the next tile: this colour's next, or the
			 * next colour's first */
			while (i < nk && ++u >= (cnt[order[i]] < (int)m ?
			    cnt[order[i]] : (int)m)) {
				i++;
				u = -1;
			}
		}
	}
	if (g != NULL) {
		memset(g, 0, sizeof(int) * RK_NCOLOURS);
		for (i = 0; i < nk && bs > 0; i++) {
			int take = cnt[order[i]] < bm ? cnt[order[i]] : bm;

			if (take > bs)
				take = bs;
			g[order[i]] = take;
			bs -= take;
		}
	}
	return best;
}

/* By tiles, what a tile of number v is worth (the bag may be mirrored:
 * not always v). */
static double
tile_value(const struct ctx *c, int v)
{
	return (double)(c->tile_cost[v] - COST_TILE);
}

/*
 * The multipliers of a part as one vector for the ascent: the prices,
 * number by number and colour by colour, then the joker's, then (the
 * value part) lambda.
 */
static int
nmult(const struct ctx *c, int value)
{
	return RK_NCOLOURS * c->ts->maxnum + 1 + value;
}

static void
get_mult(const struct ctx *c, const struct bpart *P, int value, double *u)
{
	int v, k, i = 0;

	for (v = 1; v <= c->ts->maxnum; v++)
		for (k = 0; k < RK_NCOLOURS; k++)
			u[i++] = P->price[v][k];
	u[i++] = P->jp;
	if (value)
		u[i] = P->lambda;
}

/* Set them, kept where a bound is sound and the rounding argued in
 * arr_bound_make() holds: |price| <= cap, 0 <= jp <= cap, 0 <= lambda
 * <= LAMBDA_CAP; the weights of the value part follow lambda. */
static void
put_mult(const struct ctx *c, struct bpart *P, int value, double cap,
    double *u)
{
	int v, k, i = 0, n = nmult(c, value);

	for (i = 0; i < n; i++)
		u[i] = u[i] > cap ? cap : u[i] < -cap ? -cap : u[i];
	i = 0;
	for (v = 1; v <= c->ts->maxnum; v++)
		for (k = 0; k < RK_NCOLOURS; k++)
			P->price[v][k] = u[i++];
	if (u[i] < 0)
		u[i] = 0;
	P->jp = u[i++];
	if (value) {
		if (u[i] < 0)
			u[i] = 0;
		if (u[i] > LAMBDA_CAP)
			u[i] = LAMBDA_CAP;
		P->lambda = u[i];
		for (v = 1; v <= c->ts->maxnum; v++)
			P->w[v] = tile_value(c, v) + P->lambda;
	}
}

/*
 * The relaxation at the start under the prices, without the joker
 * budget but where there are no jokers (the colour tables worked out
 * here; the groups of each number in P->grp): its least cost, less
 * lambda tiles for the value part, and a subgradient in g: the tiles
 * each colour puts into groups less what the groups take, the jokers
 * laid less those held, and (the value part) the tiles left over less
 * tiles.
 */
static double
relax(const struct ctx *c, const struct bound *b, struct bpart *P, int value,
    int tiles, double *g)
{
	int colour, v, k, top = c->ts->maxnum, used = 0, left = 0;
	int budget = b->jokers == 0;
	double total = -P->jp * b->jokers - P->lambda * tiles;

	colour_tables(c, b, P, budget);
	memset(g, 0, sizeof(double) * (size_t)nmult(c, value));
	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		int t = b->idx[0];

		total += *cell(b, P, colour, 1, t, 0);
		for (v = 1; v <= top && t >= 0; v++) {
			int gr = 0, l = 0, j = 0, to = -1;
			struct vcost vc;

			vcost_of(c, P, colour, v, &vc);
			colour_choice(b, P, &vc, cell(b, P, colour, v + 1, 0, 0),
			    v, t, 0, budget, &gr, &l, &j, &to);
			g[(v - 1) * RK_NCOLOURS + colour] += gr;
			left += l;
			used += j;
			t = to;
		}
	}
	if (!c->ts->runs_only)
		for (v = 1; v <= top; v++) {
			int gr[RK_NCOLOURS] = { 0 }, gj = 0;

			P->grp[v] = group_choice(c, P, v, 0, 0, 0,
			    b->jokers, gr, &gj);
			total += P->grp[v];
			for (k = 0; k < RK_NCOLOURS; k++)
				g[(v - 1) * RK_NCOLOURS + k] -= gr[k];
			used += gj;
		}
	g[RK_NCOLOURS * top] = used - b->jokers;
	if (value)
		g[RK_NCOLOURS * top + 1] = left - tiles;
	return total;
}

static double
dot(const double *x, const double *y, int n)
{
	double s = 0;
	int i;

	for (i = 0; i < n; i++)
		s += x[i] * y[i];
	return s;
}

/*
 * The ascent of a part: a subgradient method, each step from the last
 * prices along the subgradient there, deflected by the step before when
 * the two point apart (Camerini, Fratta and Maffioli, 1975: the zigzag
 * of plain steps damped), by Polyak's step towards a target past goal:
 * what the part need not pass (the cost of the arrangement known), or
 * when none is known the best so far and a little more.  Stops after
 * steps steps, once the part reaches done, or when it gains too slowly
 * to.  Leaves the best prices found in P and their bound in P->root.
 * (Measured against the volume algorithm, which moves from the best
 * prices along an average of the subgradients: on these bags its steps
 * grew as the average shrank, and it stalled.)
 */
static void
ascend(const struct ctx *c, const struct bound *b, struct bpart *P,
    int value, int tiles, double cap, double goal, double done, int steps)
{
	double u[MULT_MAX], best[MULT_MAX], g[MULT_MAX], d[MULT_MAX];
	double lb, top, theta = THETA0, unit = P->w[1], mark;
	int n = nmult(c, value), it, i, red = 0, at_best = 1;

	get_mult(c, P, value, u);
	put_mult(c, P, value, cap, u);
	top = lb = relax(c, b, P, value, tiles, g);
	mark = top;
	memcpy(best, u, sizeof(double) * (size_t)n);
	memcpy(d, g, sizeof(double) * (size_t)n);
	for (it = 1; it < steps && top < done; it++) {
		double target = goal > top ? top + REACH * (goal - top) :
		    top + GOAL_PAST * unit;
		double norm, step, gd = dot(g, d, n);

		for (i = 0; i < n; i++)
			d[i] = g[i] + (gd < 0 ? BETA : 0) * d[i];
		norm = dot(d, d, n);
		if (norm == 0)
			break;
		step = theta * (target - lb) / norm;
		for (i = 0; i < n; i++)
			u[i] += step * d[i];
		put_mult(c, P, value, cap, u);
		lb = relax(c, b, P, value, tiles, g);
		at_best = lb > top;
		if (lb > top) {
			top = lb;
			memcpy(best, u, sizeof(double) * (size_t)n);
			red = 0;
		} else if (++red >= RED_STEPS) {
			theta *= THETA_DOWN;
			red = 0;
		}
		/* give up when the pace of the last WINDOW steps would not
		 * reach done in the steps left */
		if (it % WINDOW == 0) {
			if (done < INF && (top - mark) * (steps - it) <
			    PACE * WINDOW * (done - top))
				break;
			mark = top;
		}
	}
	put_mult(c, P, value, cap, best);
	P->root = top;
	/* the last relaxation was under these prices: without jokers its
	 * tables are the ones tables() would make */
	P->fresh = b->jokers == 0 && at_best;
}

/* The tables under the part's prices, with the joker budget, and the
 * bound at the start with them (as strong as the ascent's, or more). */
static void
tables(const struct ctx *c, struct bound *b, struct bpart *P, int tiles)
{
	int k, v, top = c->ts->maxnum, keep = P->fresh && arr_bound_keep > 0;
	double h;

	if (!keep)
		colour_tables(c, b, P, 1);
	for (k = 0; k <= b->jokers; k++) {
		P->msuf[top + 1][k] = 0;
		for (v = top; v >= 1; v--)
			P->msuf[v][k] = P->msuf[v + 1][k] +
			    (c->ts->runs_only ? 0 : keep ? P->grp[v] :
			    group_choice(c, P, v, 0, 0, 0, k, NULL, NULL));
	}
	h = -P->jp * b->jokers - P->lambda * tiles + P->msuf[1][b->jokers];
	for (k = 0; k < RK_NCOLOURS; k++)
		h += *cell(b, P, k, 1, b->idx[0], b->jokers);
	if (h > P->root)
		P->root = h;
}

void
arr_bound_free(struct bound *b)
{
	int i;

	if (b != NULL)
		for (i = 0; i < 2; i++) {
			free(b->part[i].h);
			free(b->part[i].mp);
		}
	if (b != NULL) {
		free(b->tr);
	}
	free(b);
}

/* A part's bound h, rounded up to a whole count: down by the tolerance
 * first, so that rounding errors never round it up past the truth.  (As
 * ceil() would, between 0 and INT32_MAX, where the truncation of a
 * positive h is its floor: without ceil()'s handling of the rest, as
 * this runs for every state the sweep keeps.) */
static inline int64_t
whole(const struct bound *b, double h)
{
	int64_t i;

	h -= b->tol;
	if (!(h > 0))
		return 0;
	if (h >= (double)INT32_MAX)
		return INT32_MAX;
	i = (int64_t)h;
	return i + ((double)i < h);
}

/*
 * A cost no completion can beat, from the parts' bounds: h0 and, with
 * the value part, h1.  By value, h0 is in costs.  By tiles, t, h0 rounded
 * up, is the fewest real tiles left; a completion that leaves t of them
 * leaves them worth h1 - lambda t or more (for any prices and lambda >=
 * 0, the relaxation's least value plus lambda a tile is at most any
 * completion's), and one that leaves more costs COST_TILE more at least.
 */
static inline int64_t
combine(const struct bound *b, double h0, double h1)
{
	int64_t t, x;

	if (h0 == INF || h1 == INF)
		return INT64_MAX;
	t = whole(b, h0);
	if (b->by_value)
		return t;
	if (b->nparts < 2)
		return t * COST_TILE;
	x = whole(b, h1 - b->part[1].lambda * (double)t);
	return t * COST_TILE + (x < COST_TILE ? x : COST_TILE);
}

static int
part_alloc(struct bound *b, struct bpart *P, int top)
{
	size_t nh = (size_t)RK_NCOLOURS * (RK_MAXNUM + 2) * (size_t)b->ntup *
	    (size_t)(b->jokers + 1);
	size_t nmp = (size_t)(RK_NCOLOURS * top + 1) * MP_SUMG * MP_MAXG *
	    (size_t)(b->jokers + 1), i;

	P->h = malloc(nh * sizeof(*P->h));
	P->mp = malloc(nmp * sizeof(*P->mp));
	if (P->h == NULL || P->mp == NULL)
		return -1;
	for (i = 0; i < nh; i++)
		P->h[i] = INF;
	for (i = 0; i < nmp; i++)
		P->mp[i] = NAN;
	return 0;
}

/*
 * The ascent's start from the linear program's prices (arrange_lp.c),
 * when it was made: a tile's price its weight less its row's price, the
 * joker's its row's price beyond its own weight (the program counts a
 * joker left over).  Any prices give a sound bound; from these, on the
 * hard corpora, the relaxation started at the program's bound or above
 * (where the default start needed 40-70 steps to reach it), and further
 * steps gained little: so the ascent then takes WARM_STEPS (measured,
 * CPU mean of hard_xp: 20 steps of the value part 2.9 ms, 5 steps 2.4, 1
 * step 2.4).  The ascent only raises the bound at the start, which on the
 * hardest bags no prices raise past the program's: which of the optimal
 * prices it starts from decides how strong the bound is further on, and
 * in XP arr_bound_make() starts again from those of the bag with a joker
 * fewer (arr_lp_ease_duals()) once the tables are needed.
 */
static void
warm(const struct ctx *c, struct bpart *P, int which)
{
	const struct arr_lpsol *d = c->duals;
	int v, k, top = c->ts->maxnum;
	double wj;

	if (!PRICED(c, which))
		return;
	for (v = 1; v <= top; v++)
		for (k = 0; k < RK_NCOLOURS; k++)
			P->price[v][k] = P->w[v] - d->y[which][k][c->mirrored ?
			    top + 1 - v : v];
	wj = which ? (double)(c->joker_cost - COST_TILE) + P->lambda : 1;
	P->jp = d->yj[which] - wj > 0 ? d->yj[which] - wj : 0;
	P->fresh = 0;
}

/*
 * Work the bound out for c's bag, knowing an arrangement that costs ub
 * (or ub < 0 or INT64_MAX: none).  The tiles part (by value: the one
 * part, in costs) first; then, by tiles, when it shows that ub's tiles
 * are the fewest, the value part, with those tiles.  The tables only
 * when the bound at the start does not reach ub (else it is the answer
 * and no sweep needs them).  NULL when out of memory.
 *
 * Rounding: every sum the bound makes has at most a few thousand terms,
 * each at most (tiles + jokers) * cap in size (the multipliers kept
 * within cap, the weights below it), so its rounding error is under
 * 2^-53 * 4000 * M with M = (N + 300) * 2 * cap, N the tiles; tol =
 * 1e-9 * M is far more than that, and under 1/2 even for the value part
 * (cap about 4 * 1037, N <= 170: tol < 0.01), so subtracting it before
 * rounding up never rounds past the true bound, nor loses a whole unit.
 */
struct bound *
arr_bound_make(struct ctx *c, int by_value, int64_t ub)
{
	struct bound *b = malloc(sizeof(*b));
	struct bpart *P;
	int v, k, top = c->ts->maxnum, n = 0, known = ub >= 0 &&
	    ub != INT64_MAX;
	double cap, goal, done;
	int64_t t;
	int warmed;

	if (b == NULL)
		return NULL;
	memset(b, 0, offsetof(struct bound, idx));
	b->jokers = c->jokers;
	b->by_value = by_value;
	b->nparts = 1;
	number_tuples(c, b);
	if (compact(c, b) < 0 || part_alloc(b, &b->part[0], top) < 0) {
		arr_bound_free(b);
		return NULL;
	}
	reachable(c, b);
	for (v = 1; v <= top; v++)
		for (k = 0; k < RK_NCOLOURS; k++)
			n += c->bag->must[k][v] + c->bag->may[k][v];
	P = &b->part[0];
	for (v = 1; v <= top; v++) {
		P->w[v] = by_value ? (double)c->tile_cost[v] : 1;
		for (k = 0; k < RK_NCOLOURS; k++)
			P->price[v][k] = P->w[v] / 2;
	}
	if (!by_value)
		warm(c, P, 0);
	for (v = 1, cap = 0; v <= top; v++)
		if ((double)c->tile_cost[v] > cap)
			cap = (double)c->tile_cost[v];
	cap = PRICE_CAP * (by_value ? cap : top + LAMBDA_CAP);
	b->tol = 1e-9 * (n + 300) * 2 * cap;
	/* by tiles: ub's tiles, which the part need not pass, and reaches
	 * once above one less */
	goal = !known ? -INF : by_value ? (double)ub : (double)(ub / COST_TILE);
	done = !known ? INF : goal - 1 + 2 * b->tol;
	warmed = !by_value && PRICED(c, 0);
	ascend(c, b, P, 0, 0, by_value ? cap : PRICE_CAP, goal, done,
	    warmed ? WARM_STEPS : ASCENT_STEPS);
	b->root = combine(b, P->root, 0);
	t = b->root / (by_value ? 1 : COST_TILE);
	/* the value part: when ub's tiles are the fewest, or from the
	 * program's prices, for the tiles it shows must be left */
	if (!by_value && known && b->root < ub && (t == ub / COST_TILE ||
	    PRICED(c, 1)) && VALUE_STEPS(c) > 0) {
		struct bpart *Q = &b->part[1];

		if (part_alloc(b, Q, top) < 0) {
			arr_bound_free(b);
			return NULL;
		}
		b->nparts = 2;
		/* warm: the tiles part's prices, a tile worth lambda and its
		 * value */
		Q->lambda = LAMBDA0;
		if (PRICED(c, 1))
			Q->lambda = c->duals->mu < LAMBDA_CAP ? c->duals->mu :
			    LAMBDA_CAP;
		for (v = 1; v <= top; v++) {
			Q->w[v] = tile_value(c, v) + Q->lambda;
			for (k = 0; k < RK_NCOLOURS; k++)
				Q->price[v][k] = P->price[v][k] * Q->w[v];
		}
		Q->jp = P->jp * Q->w[top];
		warm(c, Q, 1);
		goal = (double)(ub % COST_TILE);
		ascend(c, b, Q, 1, (int)t, cap, goal, goal - 1 + 2 * b->tol,
		    VALUE_STEPS(c));
		b->root = combine(b, P->root, Q->root + Q->lambda * (double)t);
	}
	if (known && b->root >= ub)
		return b;       /* no sweep: the tables are not needed */
	/* a sweep will: the program's prices for the bag with a joker
	 * fewer (arr_lp_ease_duals(): a dear joker, far stronger further on),
	 * eased only now, as the bound at the start often settles the bag
	 * without them.  The roots stay those worked out above, each sound;
	 * so does the value part's lambda, with which its root was worked
	 * out (a lambda from the eased mu would need that root again, as
	 * combine() takes root and lambda together). */
	if (!by_value && arr_lp_ease_duals(c->duals)) {
		warm(c, P, 0);
		if (b->nparts > 1)
			warm(c, &b->part[1], 1);
	}
	for (k = 0; k < b->nparts; k++)
		tables(c, b, &b->part[k], k ? (int)t : 0);
	b->root = combine(b, P->root, b->nparts > 1 ? b->part[1].root +
	    b->part[1].lambda * (double)t : 0);
	b->tables = 1;
	return b;
}

/* The place of colour in the colour tables after step s: the number it
 * meets next. */
static int
next_number(int s, int colour)
{
	int v = (s - 1) / RK_NCOLOURS + 1, done = (s - 1) % RK_NCOLOURS;

	return colour <= done ? v + 1 : v;
}

/*
 * The part of the bound after step s (1 .. 4 * maxnum) that the colours
 * but colour make, their tuples in tuple[], for each part and count of
 * jokers still to lay (g->others[part * 8 + jokers]; the jokers' term
 * with it), and where colour's part is read: one for all the states of
 * a group of the sweep, which differ only in colour's tuple.
 */
void
arr_bound_others(const struct ctx *c, int s, const unsigned *tuple,
    int colour, struct bgroup *g)
{
	const struct bound *b = c->lower;
	int jr, k, i;

	g->colour = colour;
	g->v = (s - 1) / RK_NCOLOURS + 1;
	for (i = 0; i < b->nparts && b->tables; i++) {
		const struct bpart *P = &b->part[i];
		const double *at[RK_NCOLOURS] = { NULL };

		/* (not colour's: its tuple is each state's own) */
		for (k = 0; k < RK_NCOLOURS; k++)
			if (k != colour)
				at[k] = cell(b, P, k, next_number(s, k),
				    b->idx[tuple[k]], 0);
		for (jr = 0; jr <= b->jokers; jr++) {
			double h = -P->jp * jr;

			for (k = 0; k < RK_NCOLOURS; k++)
				if (k != colour)
					h += at[k][jr];
			g->others[i * 8 + jr] = h;
		}
		g->msuf[i] = P->msuf[g->v + 1];
		g->cell[i] = cell(b, P, colour, next_number(s, colour), 0, 0);
		g->mp[i] = colour == RK_NCOLOURS - 1 ? NULL :
		    &P->mp[(size_t)s * MP_SUMG * MP_MAXG *
		    (size_t)(b->jokers + 1)];
	}
}

/* One part's bound from a state (arr_bound_child). */
static inline double
child_part(const struct ctx *c, const struct bound *b, int i,
    const struct bgroup *g, size_t t, int jr, unsigned sumg, unsigned maxg)
{
	size_t j1 = (size_t)(b->jokers + 1);
	double h = g->others[i * 8 + jr] + g->cell[i][t * j1 + (size_t)jr] +
	    g->msuf[i][jr];

	if (g->mp[i] != NULL) {
		double *m = &g->mp[i][((size_t)sumg * MP_MAXG + maxg) * j1 +
		    (size_t)jr];

		if (isnan(*m))
			*m = c->ts->runs_only ? 0 : group_choice(c,
			    &b->part[i], g->v, g->colour + 1, sumg, maxg, jr,
			    NULL, NULL);
		h += *m;
	}
	return h;
}

/*
 * The bound on what is still to come from a state of the group g: its
 * tuple of g's colour, jr jokers still to lay, sumg real tiles of the
 * number under way put in groups, at most maxg of one colour.  A cost no
 * completion can beat, in the encoding of arr_cost(); INT64_MAX when
 * none can complete it.  When the tiles part alone reaches room (what
 * the state may still add under the sweep's bound), that part's cost:
 * the value part is not worked out.
 */
int64_t
arr_bound_child(struct ctx *c, const struct bgroup *g, unsigned tuple,
    int jr, unsigned sumg, unsigned maxg, int64_t room)
{
	struct bound *b = c->lower;
	double h0, h1 = 0;
	size_t t;

	if (!b->tables)
		return 0;
	if (jr < 0 || jr > b->jokers)
		return INT64_MAX;
	if (g->mp[0] != NULL && (sumg >= MP_SUMG || maxg >= MP_MAXG))
		return 0;
	t = (size_t)b->idx[tuple];
	h0 = child_part(c, b, 0, g, t, jr, sumg, maxg);
	if (b->nparts > 1) {
		/* combine() makes t COST_TILE and at least 0 more */
		if (h0 != INF && whole(b, h0) * COST_TILE >= room)
			return whole(b, h0) * COST_TILE;
		h1 = child_part(c, b, 1, g, t, jr, sumg, maxg);
	}
	return combine(b, h0, h1);
}

/* The bound at the start: what no arrangement of the bag can beat. */
int64_t
arr_bound_root(const struct ctx *c)
{
	return c->lower->root;
}
