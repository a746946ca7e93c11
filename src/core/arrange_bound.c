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
 *    (rho, less what leaving it over would have cost).
 *  - weight: the cost of leaving a tile over, in the bound's own unit:
 *    one a tile by tiles (the bound counts tiles, then is multiplied by
 *    COST_TILE), the tile's arr_cost() by value.
 *  - colour table: for each colour, number, tuple of slots and jokers
 *    still to lay, the least cost of that colour from that number on.
 *  - group table: for each number the least (most negative) cost of its
 *    groups under the prices; for a number part way through, also given
 *    the group tiles the colours already taken have put in.
 *  - ascent: the prices are improved by steps along the subgradient
 *    (what the colours put into groups less what the groups take), the
 *    best bound found kept.
 * The bound of a state sums the colour tables at each colour's place,
 * the group tables of the numbers still to come, and the jokers' term;
 * rounded up, as costs are whole.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "arrange.h"

#define ASCENT_STEPS 40
#define TARGET_GAP 0.5
#define TARGET_REACH 2.5
#define ASCENT_BUDGET 0
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
 */
long
arr_bound_cost(const struct ctx *c)
{
	struct bound *b = malloc(sizeof(*b));
	long n;

	if (b == NULL)
		return -1;
	number_tuples(c, b);
	n = 3L * b->ntup * (c->jokers + 1);
	free(b);
	return n;
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
cell(const struct bound *b, int colour, int v, int t, int jr)
{
	return &b->h[(((size_t)colour * (RK_MAXNUM + 2) + (size_t)v) *
	    (size_t)b->ntup + (size_t)t) * (size_t)(b->jokers + 1) +
	    (size_t)jr];
}

/*
 * One colour's best choice at number v from tuple t with jr jokers: the
 * cost and, when gout is not NULL, the group tiles and jokers it lays
 * and the tuple it goes to.  budget: jokers are counted against jr (else
 * only priced, and jr is 0 in the table).
 */
static double
colour_choice(struct ctx *c, struct bound *b, int colour, int v, int t,
    int jr, int budget, int *gout, int *jout, int *tout)
{
	int n = c->bag->must[colour][v] + c->bag->may[colour][v];
	int nm = c->bag->may[colour][v], x;
	double best = INF, w = b->w[v], p = b->price[v][colour];
	int grp = !c->ts->runs_only;

	for (x = b->trs[t]; x < b->trs[t + 1]; x++) {
		const struct btr *tr = &b->tr[x];
		int rem = n - tr->real, g, gmin, gmax, to = tr->to;
		double cost, rest;

		if (budget && tr->joker > jr)
			break;  /* the fewest jokers first */
		if (rem < 0 || tr->lead >= v)
			continue;
		rest = *cell(b, colour, v + 1, to, budget ? jr - tr->joker : 0);
		if (rest == INF)
			continue;
		gmax = grp ? rem : 0;
		gmin = rem - nm > 0 ? rem - nm : 0;
		if (gmin > gmax)
			continue;
		g = p < w ? gmax : gmin;
		cost = (rem - g) * w + g * p + tr->joker * (b->rho - b->wj) +
		    rest;
		if (cost < best) {
			best = cost;
			if (gout != NULL) {
				*gout = g;
				*jout = tr->joker;
				*tout = to;
			}
		}
	}
	return best;
}

/* The colour tables under the prices: with a joker budget, or only
 * priced (jr 0). */
static int
colour_tables(struct ctx *c, struct bound *b, int budget)
{
	int colour, v, t, jr, top = c->ts->maxnum;

	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		for (t = 0; t < b->ntup; t++)
			for (jr = 0; jr <= b->jokers; jr++)
				*cell(b, colour, top + 1, t, jr) =
				    closed(c, b->tup[t]) ? 0 : INF;
		for (v = top; v >= 1; v--)
			for (t = 0; t < b->ntup; t++)
				for (jr = 0; jr <= (budget ? b->jokers : 0);
				    jr++) {
					double x = colour_choice(c, b, colour,
					    v, t, jr, budget, NULL, NULL, NULL);

					if (x == -INF)
						return ARR_NOMEM;
					*cell(b, colour, v, t, jr) = x;
				}
	}
	return 0;
}

/*
 * The groups of number v under the prices, the colours from first on
 * still to choose, the others having put in sumg tiles (real), at most
 * maxg of one colour, with at most jr jokers: the least cost, and in g[]
 * and *gj a choice that makes it.
 */
static double
group_choice(const struct ctx *c, const struct bound *b, int v, int first,
    unsigned sumg, unsigned maxg, int jr, int *g, int *gj)
{
	int cnt[RK_NCOLOURS] = { 0 }, cur[RK_NCOLOURS] = { 0 }, k, j;
	unsigned ng;
	double best = INF;

	for (k = first; k < RK_NCOLOURS; k++) {
		cnt[k] = c->bag->must[k][v] + c->bag->may[k][v];
		if (cnt[k] > 4)
			cnt[k] = 4;
	}
	for (;;) {
		unsigned s = sumg, m = maxg;
		double cost = 0;

		for (k = first; k < RK_NCOLOURS; k++) {
			s += (unsigned)cur[k];
			if ((unsigned)cur[k] > m)
				m = (unsigned)cur[k];
			cost -= cur[k] * b->price[v][k];
		}
		for (j = 0; j <= jr && j <= 7; j++)
			if (arr_groups_fit(s + (unsigned)j, m, s < 7 ? s : 7,
			    &ng) &&
			    cost + j * (b->rho - b->wj) < best) {
				best = cost + j * (b->rho - b->wj);
				if (g != NULL) {
					memcpy(g, cur, sizeof(cur));
					*gj = j;
				}
			}
		for (k = first; k < RK_NCOLOURS; k++) {
			if (++cur[k] <= cnt[k])
				break;
			cur[k] = 0;
		}
		if (k == RK_NCOLOURS)
			break;
	}
	return best;
}

/* The bound at the start under the prices, with a subgradient: the
 * tiles each colour puts into groups less what the groups take, and the
 * jokers laid less those held. */
static double
root(struct ctx *c, struct bound *b, double sub[][RK_NCOLOURS], double *subj)
{
	int colour, v, top = c->ts->maxnum, used = 0;
	double total = (b->wj - b->rho) * b->jokers;

	memset(sub, 0, sizeof(double) * (RK_MAXNUM + 2) * RK_NCOLOURS);
	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		int t = b->idx[0], jr = ASCENT_BUDGET ? b->jokers : 0;

		total += *cell(b, colour, 1, t, jr);
		for (v = 1; v <= top && t >= 0; v++) {
			int g = 0, j = 0, to = -1;

			colour_choice(c, b, colour, v, t, jr, ASCENT_BUDGET,
			    &g, &j, &to);
			sub[v][colour] += g;
			used += j;
			if (ASCENT_BUDGET)
				jr -= j;
			t = to;
		}
	}
	if (!c->ts->runs_only)
		for (v = 1; v <= top; v++) {
			int g[RK_NCOLOURS], gj = 0, k;

			total += group_choice(c, b, v, 0, 0, 0, b->jokers, g,
			    &gj);
			for (k = 0; k < RK_NCOLOURS; k++)
				sub[v][k] -= g[k];
			used += gj;
		}
	*subj = used - b->jokers;
	return total;
}

void
arr_bound_free(struct bound *b)
{
	if (b != NULL) {
		free(b->h);
		free(b->mp);
		free(b->tr);
	}
	free(b);
}

/*
 * Work the bound out for c's bag: prices by ASCENT_STEPS steps of
 * ascent from ub (a cost known to be reached, in the bound's unit, or
 * < 0), then the tables under the best prices.  NULL when out of memory.
 */
struct bound *
arr_bound_make(struct ctx *c, int by_value, double ub)
{
	struct bound *b = calloc(1, sizeof(*b));
	double sub[RK_MAXNUM + 2][RK_NCOLOURS], subj, best = -INF, theta = 1;
	double bp[RK_MAXNUM + 2][RK_NCOLOURS], brho = 0;
	int v, k, it, top = c->ts->maxnum, since = 0;
	size_t nh, nmp;

	if (b == NULL)
		return NULL;
	b->jokers = c->jokers;
	number_tuples(c, b);
	if (compact(c, b) < 0) {
		arr_bound_free(b);
		return NULL;
	}
	b->unit = by_value ? 1 : COST_TILE;
	for (v = 1; v <= top; v++)
		b->w[v] = by_value ? (double)c->tile_cost[v] : 1;
	/* a joker not laid costs nothing once a run is laid (the sweep's
	 * run flag), so, not to count on it, nothing here */
	b->wj = !c->joker_flag && c->jokers > 0 ? 0 :
	    by_value ? (double)c->joker_cost : 1;
	nh = (size_t)RK_NCOLOURS * (RK_MAXNUM + 2) * (size_t)b->ntup *
	    (size_t)(b->jokers + 1);
	nmp = (size_t)(RK_NCOLOURS * top + 1) * MP_SUMG * MP_MAXG *
	    (size_t)(b->jokers + 1);
	b->h = malloc(nh * sizeof(*b->h));
	b->mp = malloc(nmp * sizeof(*b->mp));
	if (b->h == NULL || b->mp == NULL) {
		arr_bound_free(b);
		return NULL;
	}
	for (v = 1; v <= top; v++)
		for (k = 0; k < RK_NCOLOURS; k++)
			b->price[v][k] = b->w[v] / 2;
	/* a joker laid for nothing, at first: the tables are worked out
	 * without the joker budget while the prices move */
	b->rho = b->wj;
	for (it = 0; it < ASCENT_STEPS; it++) {
		double lb, norm = 0, step;

		if (colour_tables(c, b, ASCENT_BUDGET) < 0) {
			arr_bound_free(b);
			return NULL;
		}
		lb = root(c, b, sub, &subj);
		if (lb > best + 1e-9) {
			best = lb;
			memcpy(bp, b->price, sizeof(bp));
			brho = b->rho;
			since = 0;
		} else if (++since >= 4) {
			theta /= 2;
			since = 0;
		}
		if (ceil(best - 1e-6) >= ub)
			break;          /* nothing better than ub can be */
		for (v = 1; v <= top; v++)
			for (k = 0; k < RK_NCOLOURS; k++)
				norm += sub[v][k] * sub[v][k];
		if (subj > 0 || b->rho > 0)
			norm += subj * subj;
		if (norm == 0)
			break;          /* the prices tie the parts exactly */
		{
			/* aim well past ub: the greedy ub is far above the
			 * bound, and short steps stall (on the XP corpus the
			 * bound after 40 steps rose by a tenth, the states
			 * fell by a quarter, against aiming at ub itself) */
			double target = (ub > best ? best + TARGET_REACH *
			    (ub - best) : lb) + TARGET_GAP * b->w[1];

			step = theta * (target - lb) / norm;
		}
		for (v = 1; v <= top; v++)
			for (k = 0; k < RK_NCOLOURS; k++)
				b->price[v][k] += step * sub[v][k];
		b->rho += step * subj;
		/* rho >= 0 makes the bound; without the budget, a joker that
		 * costs less than leaving it over would be laid everywhere */
		if (b->rho < b->wj)
			b->rho = b->wj;
	}
	memcpy(b->price, bp, sizeof(bp));
	b->rho = brho;
	b->root = best;
	/* the tables under the best prices, with the joker budget */
	if (colour_tables(c, b, 1) < 0) {
		arr_bound_free(b);
		return NULL;
	}
	for (k = 0; k <= b->jokers; k++) {
		b->msuf[top + 1][k] = 0;
		for (v = top; v >= 1; v--)
			b->msuf[v][k] = b->msuf[v + 1][k] + (c->ts->runs_only ?
			    0 : group_choice(c, b, v, 0, 0, 0, k, NULL, NULL));
	}
	/* the start, with the joker budget: as strong as the ascent's or
	 * more */
	{
		double h = (b->wj - b->rho) * b->jokers + b->msuf[1][b->jokers];

		for (k = 0; k < RK_NCOLOURS; k++)
			h += *cell(b, k, 1, b->idx[0], b->jokers);
		if (h > b->root)
			b->root = h;
	}
	for (nh = 0; nh < nmp; nh++)
		b->mp[nh] = NAN;
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
 * but colour make, their tuples in tuple[], for each count of jokers
 * still to lay (and the jokers' term with it): one sum for all the
 * states of a group of the sweep, which differ only in colour's tuple.
 */
void
arr_bound_others(const struct ctx *c, int s, const unsigned *tuple,
    int colour, double *others)
{
	const struct bound *b = c->lower;
	int jr, k;

	for (jr = 0; jr <= b->jokers; jr++) {
		double h = (b->wj - b->rho) * jr;

		for (k = 0; k < RK_NCOLOURS; k++)
			if (k != colour)
				h += *cell(b, k, next_number(s, k),
				    b->idx[tuple[k]], jr);
		others[jr] = h;
	}
}

/*
 * The bound on what is still to come from a state after step s, colour's
 * step: its tuple of colour, jr jokers still to lay, sumg real tiles of
 * the number under way put in groups, at most maxg of one colour, and
 * others from arr_bound_others().  A cost no completion can beat, in the
 * encoding of arr_cost(); INT64_MAX when none can complete it.
 */
int64_t
arr_bound_child(struct ctx *c, int s, int colour, unsigned tuple, int jr,
    unsigned sumg, unsigned maxg, const double *others)
{
	struct bound *b = c->lower;
	int v = (s - 1) / RK_NCOLOURS + 1;
	double h;

	if (jr < 0 || jr > b->jokers)
		return INT64_MAX;
	h = others[jr] + *cell(b, colour, next_number(s, colour),
	    b->idx[tuple], jr);
	if (colour == RK_NCOLOURS - 1)
		h += b->msuf[v + 1][jr];
	else {
		double *m;

		if (sumg >= MP_SUMG || maxg >= MP_MAXG)
			return 0;
		m = &b->mp[(((size_t)s * MP_SUMG + sumg) * MP_MAXG + maxg) *
		    (size_t)(b->jokers + 1) + (size_t)jr];
		if (isnan(*m))
			*m = c->ts->runs_only ? 0 : group_choice(c, b, v,
			    colour + 1, sumg, maxg, jr, NULL, NULL);
		h += *m + b->msuf[v + 1][jr];
	}
	if (h == INF)
		return INT64_MAX;
	h = ceil(h - 1e-6 * (1 + fabs(h)));
	return h <= 0 ? 0 : (int64_t)h * b->unit;
}

/* The bound at the start: what no arrangement of the bag can beat. */
int64_t
arr_bound_root(const struct ctx *c)
{
	const struct bound *b = c->lower;
	double h = b->root;

	if (h == INF)
		return INT64_MAX;
	h = ceil(h - 1e-6 * (1 + fabs(h)));
	return h <= 0 ? 0 : (int64_t)h * b->unit;
}
