/*
 * arrange_sweep.c: the program in one sweep over the steps, each state
 * made once with its least cost (no ladder of bounds), in flat arrays
 * instead of hash tables.  Words, besides those of arrange_int.h:
 *  - skey: a state's key in 32 bits (the table below): each colour's
 *    tuple as its index in the list of tuples (tix), the jokers laid and
 *    the group fields of the number under way.
 *  - rest: at a step of colour c, the tuples of the three other colours.
 *    A step changes only colour c's tuple, the jokers and the group
 *    fields, so the states of a step are sorted by rest and taken a
 *    group (the states with one rest) at a time.
 *  - rx: the skey's fields but the tuples (jokers, group fields, run).
 *  - scratch: a table indexed by rx and colour c's tix, small enough to
 *    stay in the cache, in which one group's children meet and keep
 *    their least cost; that colour's dominance (arrange_int.h) is checked
 *    there too, and what is left goes out in order.
 *  - skyline: at the end of each number, the states that no cheaper one
 *    dominates in all four colours at once (sw_dominance).
 *  - cap: the most states a step keeps, the cheapest (0: all).  A sweep
 *    with a cap is a beam: not exact, but what it finds is a real
 *    arrangement, a bound for the exact sweep.
 *  - rank: what "cheapest" means in a beam.  Its cost so far; or, in XP
 *    where the beam has the lower bound (arr_beam_rank), its cost and its
 *    bound on the cost still to come, the cap then taken out of the
 *    scratch's output (tf beside tmp) before the skyline.
 *  - lower bound: when c->lower is made (arrange_bound.c), a state whose
 *    cost and bound on the cost still to come reach the bound is dropped
 *    as it goes out of the scratch: none of its completions can beat
 *    what is known.
 *  - path: the states of the answer, step by step, found backwards: a
 *    state's parent is a state of the step before, in the group of the
 *    same rest, with a transition that makes it at its cost.  So a state
 *    is 8 bytes (skey and cost), and no parent or choices are kept.
 *
 * The bound, by construction: a step holds at most T^4 (J + 1) 2 * 13 * 5
 * states (T tuples of a colour: 10 standard, 20 XP; J jokers; the run
 * flag; the group fields mid-number), at most T^4 (J + 1) 2 at the end of
 * a number (then cut to a skyline), each expanded once through at most
 * its tuple's transitions times the tiles left over and the jokers put
 * in groups; sorting is counting sorts.  No ladder: the work does not
 * grow with the tiles left over, only with the states cheaper than the
 * bound (the beam's arrangement).  Measured on the hardest bags found
 * (tests/bench/hard*.txt, fourteen searches): at most about 140,000
 * states in a bag, all phases, and 3.1 MB; the bound above is 60,000 a
 * number in standard with two jokers, 1.6 million in XP with four.
 */
#include <stdlib.h>
#include <string.h>

#include "arrange_int.h"

/*
 * The skey's bits, one table:
 *
 *   field     bits   mask  holds
 *   (tuples)  0-19   -     colour c's tix at bit 5c (SW_TBITS each)
 *   SK_JOKERS 20-22  7     jokers laid so far
 *   SK_SUMG   23-26  15    tiles of this number put in groups so far
 *                          (real ones: group jokers come with the last
 *                          colour, which clears the group fields)
 *   SK_MAXG   27-29  7     the most of one colour among them
 *   SK_RUN    30     1     a run of 3 or more is laid: a joker not laid
 *                          can go beside it (jokers free, below)
 */
#define SW_TBITS 5
#define SW_TMASK ((1u << SW_TBITS) - 1)
#define SW_TUPLES ((1u << (SW_TBITS * RK_NCOLOURS)) - 1)
#define SW_MAXT (1 << SW_TBITS)
enum skey_field { SK_JOKERS, SK_SUMG, SK_MAXG, SK_RUN, SK_NFIELDS };

static const struct key_layout skey_layout[SK_NFIELDS] = {
	[SK_JOKERS] = { 20, 7 },
	[SK_SUMG] = { 23, 15 },
	[SK_MAXG] = { 27, 7 },
	[SK_RUN] = { 30, 1 },
};

/* Fewer states than this are sorted by insertion, not by counting. */
#define SW_FEW 48

/* The skyline's most states, in 64-bit words, and its rows: a colour's
 * tuple, maxg, jokers and run (sw_dominance). */
#define SW_SKYW 64

/* The scratch's group dimensions at most: sumg 0..12, maxg 0..4 (fewer
 * when no tile of the bag comes so many times).  Only the pairs that
 * can be are given a place (pix): before the last colour of a number,
 * its groups hold real tiles of at most three colours, each at most
 * maxg, so maxg <= sumg <= 3 maxg, and sumg is 0 only with maxg; 16
 * pairs in XP (three copies) where the grid has 40, so that the scratch
 * takes 20 KB there instead of 51, inside the first-level cache. */
#define SW_MG 5
#define ROW_MAXG(w) (RK_NCOLOURS * (w)->nt)
#define ROW_JOKERS(w) (ROW_MAXG(w) + SW_MG)
#define SKY_ROWS(w) (ROW_JOKERS(w) + 16)
/* The skyline's word of a row: word by word, each word's rows side by
 * side, so that the rows of the first 64 states (most checks need no
 * more) are one block, not a line a row (clearing a word wrote a line in
 * every row).  Counted on hard26 XP 7 (callgrind, cache simulated):
 * sw_dominance()'s first-level write misses 3,884 -> 18, the solve's
 * 13,078 -> 9,190; side by side with the integer program on the 40 bags
 * nearest it (16 runs), 0.977 and 0.987 of the time, 0.982 and 0.977
 * the other way round; the same states and answers on every bag. */
#define SKY(w, row, word) ((w)->sky[(size_t)(word) * (size_t)SKY_ROWS(w) + \
    (size_t)(row)])

static inline unsigned
sk_get(uint32_t k, enum skey_field f)
{
	return (k >> skey_layout[f].shift) & skey_layout[f].mask;
}

static inline unsigned
sk_tix(uint32_t k, int colour)
{
	return (k >> (SW_TBITS * colour)) & SW_TMASK;
}

/* The rest of colour as a 15-bit number: the sort's bucket. */
static inline unsigned
sk_rest(uint32_t k, int colour)
{
	unsigned t = k & SW_TUPLES, low = (1u << (SW_TBITS * colour)) - 1;

	return (t & low) | ((t >> SW_TBITS) & ~low);
}

struct sst {
	uint32_t key;
	int32_t cost;
};

/* A transition as one step can use it: the new tix, the tiles of the
 * colour left for groups or over (rem), the jokers it lays, and those
 * it and the short runs it leaves need (need). */
struct str {
	uint8_t tx, rem, joker, need;
	uint16_t acts;
};

/* The transitions of a tix at one step, the fewest jokers needed first. */
struct slist {
	int step;            /* the step they are for, -1: none */
	int n;
	struct str *e;
};

struct sweep {
	struct ctx *c;
	int nt;                        /* tuples of a colour */
	uint16_t tup[SW_MAXT];         /* tix -> tuple */
	int8_t tix[TUPLES];            /* tuple -> tix, -1: none */
	uint8_t closed[SW_MAXT];       /* every run may end */
	uint8_t nup[SW_MAXT], up[SW_MAXT][SW_MAXT];  /* those dominating */
	uint32_t below[SW_MAXT];       /* the tuples each dominates (bits) */
	uint64_t *sky;                 /* the skyline's bits: [word]
	                                * [colour][tix] and the rest (SKY) */
	uint8_t has3[SW_MAXT];         /* a slot holds a run of 3 or more */
	int freej;                     /* jokers free once a run is laid */
	int nx, jx;                    /* scratch size; the rx values */
	int np;                        /* the (sumg, maxg) pairs that can be */
	int8_t pix[3 * (SW_MG - 1) + 1][SW_MG];  /* their places, -1: none */
	uint8_t psum[SW_MG * SW_MG], pmax[SW_MG * SW_MG];
	int32_t *scr;                  /* scratch costs, INT32_MAX unused:
	                                * [rx][tix], SW_MAXT tix a row, so a
	                                * tuple's dominators are near it */
	uint32_t *aux;                 /* rx -> the skey's other fields */
	int *touched, ntouched;
	struct slist *lists;           /* [tix] */
	struct sst **a;                /* the states of each step */
	size_t *n, *acap;              /* their number and room */
	struct sst *tmp, *tmp2;
	int32_t *tf;                   /* the ranks of tmp's states (a beam
	                                * with arr_beam_rank) */
	size_t tcap;
	int32_t bound;
	int next;                      /* the step the exact sweep that gave
	                                * up would make next (0: none) */
	const struct ctx *stopped;     /* the ctx of that sweep */
	int nsteps, slots, joker_flag, jokers;  /* what the tables are for */
};

static int
sw_init(struct sweep *w, struct ctx *c, int nsteps)
{
	unsigned t;
	int i, k;

	memset(w, 0, sizeof(*w));
	w->c = c;
	w->nsteps = nsteps;
	w->slots = c->slots;
	w->joker_flag = c->joker_flag;
	w->jokers = c->jokers;
	memset(w->tix, 0xFF, sizeof(w->tix));
	/* the tuples: the slots' codes, highest first, each a run's length
	 * (with a joker flag in junior), made in increasing order */
	{
		unsigned codes[8], tl[200], a, b, d;
		int nc = 0, ntl = 0, x, y;

		for (a = 0; a <= S_R3; a++)
			codes[nc++] = a;
		for (a = 1; c->joker_flag && a <= S_R3; a++)
			codes[nc++] = a | S_JOKER;
		for (a = 0; a < (unsigned)nc; a++)
			for (b = 0; b <= a; b++)
				for (d = 0; d <= b; d++) {
					unsigned t0 = codes[a] |
					    (c->slots > 1 ? codes[b] : 0) << SLOT_BITS |
					    (c->slots > 2 ? codes[d] : 0) <<
					    2 * SLOT_BITS;

					for (y = 0; y < ntl && tl[y] != t0; y++)
						;
					if (y == ntl)
						tl[ntl++] = t0;
				}
		/* increasing, as a sort key */
		for (x = 1; x < ntl; x++)
			for (y = x; y > 0 && tl[y] < tl[y - 1]; y--) {
				unsigned z = tl[y];

				tl[y] = tl[y - 1];
				tl[y - 1] = z;
			}
		for (x = 0; x < ntl; x++) {
			t = tl[x];
			if (w->nt == SW_MAXT)
				return ARR_NOMEM;
			w->tix[t] = (int8_t)w->nt;
			w->tup[w->nt] = (uint16_t)t;
			w->closed[w->nt] = 1;
			for (k = 0; k < c->slots; k++) {
				unsigned len = (t >> (k * SLOT_BITS)) & 7;

				if (len != S_EMPTY && len != S_R3)
					w->closed[w->nt] = 0;
				if (len == S_R3)
					w->has3[w->nt] = 1;
			}
			w->nt++;
		}
	}
	for (i = 0; i < w->nt; i++) {
		const uint16_t *l = arr_up_tuples(c, w->tup[i]);

		for (k = 1; k <= l[0]; k++)
			if (w->tix[l[k]] >= 0)
				w->up[i][w->nup[i]++] = (uint8_t)w->tix[l[k]];
	}
	/* what each tuple dominates: itself, and on by upgrades (the
	 * closure, Warshall's way: once through the tuples in the middle
	 * of a chain, where nt passes through every upgrade took 15,000
	 * instructions a sweep) */
	for (i = 0; i < w->nt; i++)
		w->below[i] = 1u << i;
	for (i = 0; i < w->nt; i++) {
		int u;

		for (u = 0; u < w->nup[i]; u++)
			w->below[w->up[i][u]] |= 1u << i;
	}
	for (k = 0; k < w->nt; k++)
		for (i = 0; i < w->nt; i++)
			if (w->below[i] >> k & 1)
				w->below[i] |= w->below[k];
	/* and the tuples that dominate each, all of them, not only one
	 * upgrade away */
	for (i = 0; i < w->nt; i++) {
		w->nup[i] = 0;
		for (k = 0; k < w->nt; k++)
			if (k != i && (w->below[k] >> i & 1))
				w->up[i][w->nup[i]++] = (uint8_t)k;
	}
	w->freej = !c->joker_flag && c->jokers > 0;
	{
		int most = 0, colour, v;

		for (colour = 0; colour < RK_NCOLOURS; colour++)
			for (v = 1; v <= c->ts->maxnum; v++)
				if (most < c->bag->must[colour][v] +
				    c->bag->may[colour][v])
					most = c->bag->must[colour][v] +
					    c->bag->may[colour][v];
		if (most > SW_MG - 1)
			most = SW_MG - 1;
		if (c->ts->runs_only)
			most = 0;
		memset(w->pix, -1, sizeof(w->pix));
		w->np = 0;
		for (k = 0; k <= most; k++)
			for (i = k; i <= 3 * k; i++) {
				w->pix[i][k] = (int8_t)w->np;
				w->psum[w->np] = (uint8_t)i;
				w->pmax[w->np++] = (uint8_t)k;
			}
	}
	w->jx = 2 * (c->jokers + 1) * w->np;
	w->nx = SW_MAXT * w->jx;
	w->scr = malloc(sizeof(*w->scr) * (size_t)w->nx);
	w->aux = malloc(sizeof(*w->aux) * (size_t)w->jx);
	w->touched = malloc(sizeof(*w->touched) * (size_t)w->nx);
	w->lists = calloc(SW_MAXT, sizeof(*w->lists));
	w->a = calloc((size_t)nsteps + 1, sizeof(*w->a));
	w->n = calloc((size_t)nsteps + 1, sizeof(*w->n));
	w->acap = calloc((size_t)nsteps + 1, sizeof(*w->acap));
	w->sky = malloc(sizeof(*w->sky) * (size_t)SKY_ROWS(w) * SW_SKYW);
	if (w->lists == NULL)
		return ARR_NOMEM;
	for (i = 0; i < SW_MAXT; i++)
		w->lists[i].step = -1;
	if (w->sky == NULL || w->scr == NULL || w->aux == NULL ||
	    w->touched == NULL || w->a == NULL || w->n == NULL ||
	    w->acap == NULL)
		return ARR_NOMEM;
	for (i = 0; i < w->jx; i++)
		w->aux[i] = (uint32_t)(i / w->np % (c->jokers + 1)) <<
		    skey_layout[SK_JOKERS].shift |
		    (uint32_t)w->psum[i % w->np] << skey_layout[SK_SUMG].shift |
		    (uint32_t)w->pmax[i % w->np] << skey_layout[SK_MAXG].shift |
		    (uint32_t)(i / (w->np * (c->jokers + 1))) <<
		    skey_layout[SK_RUN].shift;
	for (i = 0; i < w->nx; i++)
		w->scr[i] = INT32_MAX;
	return 0;
}

void
arr_sweep_free(struct sweep *w)
{
	int s;

	if (w == NULL)
		return;
	if (w->a != NULL)
		for (s = 0; s <= w->nsteps; s++)
			free(w->a[s]);
	free(w->a);
	free(w->n);
	free(w->acap);
	if (w->lists != NULL)
		for (s = 0; s < SW_MAXT; s++)
			free(w->lists[s].e);
	free(w->lists);
	free(w->scr);
	free(w->aux);
	free(w->touched);
	free(w->sky);
	free(w->tmp);
	free(w->tmp2);
	free(w->tf);
	free(w);
}

/*
 * The sweep's tables and buffers for c: made by the first sweep of an
 * arrange() call and kept in *c->sw for the others (the mirrored bag's
 * too: the same tuples, jokers and group sizes), so that a small bag does
 * not pay for them at every sweep.  The scratch is left clean (every
 * entry unused) by every step; the lists of transitions are for one bag,
 * and are worked out again.
 */
static struct sweep *
sw_get(struct ctx *c, int nsteps)
{
	struct sweep *w = *c->sw;
	int i;

	if (w != NULL && (w->nsteps != nsteps || w->slots != c->slots ||
	    w->joker_flag != c->joker_flag || w->jokers != c->jokers)) {
		arr_sweep_free(w);
		*c->sw = w = NULL;
	}
	if (w == NULL) {
		if ((w = malloc(sizeof(*w))) == NULL)
			return NULL;
		if (sw_init(w, c, nsteps) < 0) {
			arr_sweep_free(w);
			return NULL;
		}
		*c->sw = w;
		return w;
	}
	w->c = c;
	for (i = 0; i < SW_MAXT; i++)
		w->lists[i].step = -1;
	return w;
}

/* What a step needs to know of its number and colour. */
struct stepinfo {
	int s, v, colour, n, n_may, maxg, gjmax, later, next;
	int avail[RK_NCOLOURS];  /* each colour's tiles where it is next */
	int64_t tile_cost;
};

static void
step_info(const struct ctx *c, int s, struct stepinfo *si)
{
	int other;

	si->s = s;
	si->v = s / RK_NCOLOURS + 1;
	si->colour = s % RK_NCOLOURS;
	si->n = c->bag->must[si->colour][si->v] + c->bag->may[si->colour][si->v];
	si->n_may = c->bag->may[si->colour][si->v];
	si->maxg = c->ts->runs_only ? 0 : 4;
	si->gjmax = si->maxg > 0 && si->colour == RK_NCOLOURS - 1 ? 7 : 0;
	si->later = arr_later_tiles(c->bag, si->v, si->colour);
	si->next = si->v < c->ts->maxnum ?
	    c->bag->must[si->colour][si->v + 1] +
	    c->bag->may[si->colour][si->v + 1] : 0;
	si->tile_cost = c->tile_cost[si->v];
	for (other = 0; other < RK_NCOLOURS; other++) {
		int x = other < si->colour ? si->v + 1 : si->v;

		si->avail[other] = x <= c->ts->maxnum ?
		    c->bag->must[other][x] + c->bag->may[other][x] : 0;
	}
}

/* The jokers the short runs of the other colours will need (as
 * arr_debt_others, from an skey). */
static int
sw_debt(const struct sweep *w, uint32_t key, const struct stepinfo *si)
{
	int other, debt = 0;

	for (other = 0; other < RK_NCOLOURS; other++)
		if (other != si->colour)
			debt += arr_shortfall(w->tup[sk_tix(key, other)],
			    si->avail[other]);
	return debt;
}


/* The transitions of tix that this step can take, worked out once a
 * step: those that fit the tiles there are, lay no joker before 1, and
 * lay and leave owed at most the jokers of the set. */
static const struct slist *
sw_list(struct sweep *w, const struct stepinfo *si, int tix)
{
	struct slist *sl = &w->lists[tix];
	const struct ctx *c = w->c;
	const struct tlist *l;
	const struct trans *t;
	struct walk wk;
	int k;

	if (sl->step == si->s)
		return sl;
	if ((l = arr_transitions(w->c, w->tup[tix])) == NULL)
		return NULL;
	if (sl->e == NULL &&
	    (sl->e = malloc(sizeof(*sl->e) * (size_t)(l->n + 1))) == NULL)
		return NULL;
	sl->n = 0;
	arr_walk_init(&wk, si->n - si->maxg - si->n_may, si->n, c->jokers);
	while ((t = arr_walk_next(l, &wk)) != NULL) {
		int rem = si->n - t->real;
		int need = t->joker + arr_shortfall(t->to, si->next);
		struct str *e = &sl->e[sl->n];

		if (rem < 0 || need > c->jokers || t->lead >= si->v)
			continue;
		e->tx = (uint8_t)w->tix[t->to];
		e->rem = (uint8_t)rem;
		e->joker = t->joker;
		e->need = (uint8_t)need;
		e->acts = t->acts;
		sl->n++;
	}
	/* by need, stable (insertion: a few dozen at most; qsort's
	 * merge sort cost more, at every tuple of every step) */
	for (k = 1; k < sl->n; k++) {
		struct str x = sl->e[k];
		int j;

		for (j = k; j > 0 && sl->e[j - 1].need > x.need; j--)
			sl->e[j] = sl->e[j - 1];
		sl->e[j] = x;
	}
	sl->step = si->s;
	return sl;
}

/*
 * The children of one state (key, cost): into the scratch (find 0), or,
 * with find set, the one that is the skey want at cost wcost, whose
 * choices go to *optout (returns 1 when found).  One function for both,
 * so the path read back is the one the sweep made.  last: whether the
 * step is a number's last colour (where groups take jokers and are
 * checked), given apart so that the sweep's call can make it a constant.
 */
static inline __attribute__((always_inline)) int
expand(struct sweep *w, const struct stepinfo *si, uint32_t key, int32_t cost,
    int base, int last, int find, uint32_t want, int32_t wcost,
    uint32_t *optout)
{
	const struct ctx *c = w->c;
	int colour = si->colour, gjmax = last ? si->gjmax : 0;
	int used = (int)sk_get(key, SK_JOKERS);
	unsigned sumg0 = sk_get(key, SK_SUMG), maxg0 = sk_get(key, SK_MAXG);
	unsigned run0 = sk_get(key, SK_RUN);
	uint32_t rest = key & SW_TUPLES & ~(SW_TMASK << (SW_TBITS * colour));
	int budget = c->jokers - used - base;
	const struct slist *sl = sw_list(w, si, (int)sk_tix(key, colour));
	const struct str *t, *end;

	if (sl == NULL)
		return ARR_NOMEM;
	for (t = sl->e, end = t + sl->n; t < end && t->need <= budget; t++) {
		int rem = t->rem, jok = used + t->joker, left, gj;
		int slack = budget - t->need, tx = t->tx;
		unsigned run = run0 | (w->freej & w->has3[tx]);

		for (left = rem > si->maxg ? rem - si->maxg : 0;
		    left <= rem && left <= si->n_may; left++) {
			int gr = rem - left;
			int64_t cost2 = cost + left * si->tile_cost;

			if (cost2 >= w->bound)
				break;
			for (gj = 0; gj <= gjmax && gj <= slack; gj++) {
				unsigned sumg = sumg0 + (unsigned)gr +
				    (unsigned)gj, mg = maxg0, ngroups = 0;
				unsigned sumr = sumg0 + (unsigned)gr;
				int x;
				uint32_t key2, opt;

				if (mg < (unsigned)gr)
					mg = (unsigned)gr;
				if (sumr > 7)
					sumr = 7;
				if (last) {
					if (!arr_groups_fit(sumg, mg, sumr,
					    &ngroups))
						continue;
					sumg = mg = 0;
				} else if (sumg > 0 && sumg + (unsigned)
				    (si->later + c->jokers - jok - gj) <
				    3 * (mg > 0 ? mg : 1))
					continue;
				x = (((int)run * (c->jokers + 1) + jok + gj) *
				    w->np + w->pix[sumg][mg]) * SW_MAXT + tx;
				opt = OPT(t->acts, left, gj, gr, ngroups);
				if (find) {
					key2 = rest | (uint32_t)tx <<
					    (SW_TBITS * colour) |
					    w->aux[x / SW_MAXT];
					if (key2 == want && cost2 == wcost) {
						*optout = opt;
						return 1;
					}
					continue;
				}
				if (w->scr[x] == INT32_MAX)
					w->touched[w->ntouched++] = x;
				if (cost2 < w->scr[x])
					w->scr[x] = (int32_t)cost2;
			}
		}
	}
	return 0;
}

static int
sw_room(struct sweep *w, size_t need)
{
	size_t cap = w->tcap ? w->tcap : 1024;
	struct sst *a, *b;
	int32_t *f;

	if (need <= w->tcap)
		return 0;
	while (cap < need)
		cap = GROW(cap);
	a = realloc(w->tmp, cap * sizeof(*a));
	if (a == NULL)
		return ARR_NOMEM;
	w->tmp = a;
	b = realloc(w->tmp2, cap * sizeof(*b));
	if (b == NULL)
		return ARR_NOMEM;
	w->tmp2 = b;
	f = realloc(w->tf, cap * sizeof(*f));
	if (f == NULL)
		return ARR_NOMEM;
	w->tf = f;
	w->tcap = cap;
	return 0;
}

/* The rank of e[k]: f[k], or without f its cost. */
#define SW_RANK(e, f, k) ((f) != NULL ? (f)[k] : (e)[k].cost)

/* Swap states a and b of e, and their ranks in f if any. */
static void
sw_swap(struct sst *e, int32_t *f, size_t a, size_t b)
{
	struct sst x = e[a];

	e[a] = e[b];
	e[b] = x;
	if (f != NULL) {
		int32_t r = f[a];

		f[a] = f[b];
		f[b] = r;
	}
}

/* Keep the cap cheapest of n by rank (f beside e, or without f the cost;
 * quickselect, the same way every time). */
static size_t
sw_cheapest(struct sst *e, int32_t *f, size_t n, size_t cap)
{
	size_t lo = 0, hi = n;

	if (n <= cap)
		return n;
	while (hi - lo > 1) {
		int32_t pivot = SW_RANK(e, f, lo + (hi - lo) / 2);
		size_t i = lo, j = hi, k = lo;

		/* three ways: < pivot, == pivot, > pivot */
		while (k < j) {
			int32_t r = SW_RANK(e, f, k);

			if (r < pivot)
				sw_swap(e, f, i++, k++);
			else if (r > pivot)
				sw_swap(e, f, --j, k);
			else
				k++;
		}
		if (cap < i)
			hi = i;
		else if (cap <= j)
			break;
		else
			lo = j;
	}
	return cap;
}

/* Room for n states at step s (kept from sweep to sweep). */
static struct sst *
sw_step_room(struct sweep *w, int s, size_t n)
{
	if (n > w->acap[s] || w->a[s] == NULL) {
		size_t cap = n < 64 ? 64 : GROW(n);
		struct sst *a = realloc(w->a[s], cap * sizeof(*a));

		if (a == NULL)
			return NULL;
		w->a[s] = a;
		w->acap[s] = cap;
	}
	return w->a[s];
}

/* Sort n states of tmp by the rest of colour into step s: two passes of
 * a counting sort (8 bits, then 7). */
static struct sst *
sw_sort(struct sweep *w, size_t n, int colour, int s)
{
	size_t cnt[256], i, sum;
	struct sst *out = sw_step_room(w, s, n);
	int pass;

	if (out == NULL)
		return NULL;
	if (n < SW_FEW) {
		for (i = 0; i < n; i++) {
			struct sst x = w->tmp[i];
			unsigned r = sk_rest(x.key, colour);

			for (sum = i; sum > 0 &&
			    sk_rest(out[sum - 1].key, colour) > r; sum--)
				out[sum] = out[sum - 1];
			out[sum] = x;
		}
		return out;
	}
	for (pass = 0; pass < 2; pass++) {
		const struct sst *src = pass ? w->tmp2 : w->tmp;
		struct sst *dst = pass ? out : w->tmp2;
		int sh = 8 * pass;

		memset(cnt, 0, sizeof(cnt));
		for (i = 0; i < n; i++)
			cnt[(sk_rest(src[i].key, colour) >> sh) & 255]++;
		for (i = 0, sum = 0; i < 256; i++) {
			size_t x = cnt[i];

			cnt[i] = sum;
			sum += x;
		}
		for (i = 0; i < n; i++)
			dst[cnt[(sk_rest(src[i].key, colour) >> sh) & 255]++] =
			    src[i];
	}
	return out;
}

/*
 * Dominance across colours: of the n states in tmp, drop those that
 * another with the same group tiles (sumg) dominates at no more cost: in
 * every colour, with no more of one colour in groups (maxg), and with as
 * many jokers laid, or fewer once a run is laid (jokers free).  In order
 * of cost, each state is checked against the skyline (those kept so
 * far): bit k of a row says that the skyline's k-th state dominates in
 * one way (a colour's tuple, maxg, jokers and run), so a state is
 * dominated when its six rows share a bit.  The skyline stops growing at
 * SW_SKYW * 64 states: what that misses is merely not dropped.
 */

static uint64_t
sw_order(const struct sst *e)
{
	return (uint64_t)sk_get(e->key, SK_SUMG) << 31 | (uint32_t)e->cost;
}

/* The rows of a state: its tuples, its maxg, its jokers and run. */
static void
sw_rows(const struct sweep *w, uint32_t key, int *row)
{
	int q;

	for (q = 0; q < RK_NCOLOURS; q++)
		row[q] = q * w->nt + (int)sk_tix(key, q);
	row[4] = ROW_MAXG(w) + (int)sk_get(key, SK_MAXG);
	row[5] = ROW_JOKERS(w) + (int)(sk_get(key, SK_RUN) * 8 +
	    sk_get(key, SK_JOKERS));
}

/* Put skyline state k in the rows of the states it dominates. */
static void
sw_sky_add(struct sweep *w, uint32_t key, size_t k)
{
	uint64_t bit = (uint64_t)1 << (k % 64);
	unsigned m, j, run = sk_get(key, SK_RUN), jk = sk_get(key, SK_JOKERS);
	int q;

	for (q = 0; q < RK_NCOLOURS; q++) {
		uint32_t b = w->below[sk_tix(key, q)];

		while (b != 0) {
			SKY(w, q * w->nt + __builtin_ctz(b), k / 64) |= bit;
			b &= b - 1;
		}
	}
	for (m = sk_get(key, SK_MAXG); m < SW_MG; m++)
		SKY(w, ROW_MAXG(w) + (int)m, k / 64) |= bit;
	/* as many jokers; or, with a run laid, fewer, either way */
	SKY(w, ROW_JOKERS(w) + (int)jk, k / 64) |= bit;
	for (j = jk; run && j < 8; j++) {
		SKY(w, ROW_JOKERS(w) + (int)j, k / 64) |= bit;
		SKY(w, ROW_JOKERS(w) + 8 + (int)j, k / 64) |= bit;
	}
}

static size_t
sw_dominance(struct sweep *w, size_t n)
{
	size_t cnt[1 << 12], i, k, out = 0, start;
	uint64_t any = 0, all = ~(uint64_t)0;
	struct sst *src = w->tmp, *dst = w->tmp2;
	int pass;

	/* by sumg, then cost: a counting sort, 12 bits a pass, each pass
	 * over the counts its digits can take (the bits any state has set)
	 * and none where the states' digits are all the same; few states,
	 * by insertion */
	if (n < SW_FEW) {
		for (i = 0; i < n; i++) {
			struct sst x = w->tmp[i];
			uint64_t o = sw_order(&x);

			for (k = i; k > 0 && sw_order(&w->tmp2[k - 1]) > o; k--)
				w->tmp2[k] = w->tmp2[k - 1];
			w->tmp2[k] = x;
		}
	} else {
		for (i = 0; i < n; i++) {
			uint64_t o = sw_order(&src[i]);

			any |= o;
			all &= o;
		}
		for (pass = 0; pass < 3; pass++) {
			int sh = 12 * pass;
			size_t sum = 0, nc = (size_t)((any >> sh) & 4095) + 1;
			struct sst *t;

			if ((((any ^ all) >> sh) & 4095) == 0)
				continue;
			memset(cnt, 0, nc * sizeof(cnt[0]));
			for (i = 0; i < n; i++)
				cnt[(sw_order(&src[i]) >> sh) & 4095]++;
			for (i = 0; i < nc; i++) {
				size_t x = cnt[i];

				cnt[i] = sum;
				sum += x;
			}
			for (i = 0; i < n; i++)
				dst[cnt[(sw_order(&src[i]) >> sh) & 4095]++] =
				    src[i];
			t = src;
			src = dst;
			dst = t;
		}
		if (src != w->tmp2)
			memcpy(w->tmp2, src, n * sizeof(*src));
	}
	/* sorted in tmp2 */
	for (start = 0; start < n; ) {
		unsigned cls = sk_get(w->tmp2[start].key, SK_SUMG);
		size_t nsky = 0, words = 0;

		for (i = start; i < n && sk_get(w->tmp2[i].key, SK_SUMG) == cls;
		    i++) {
			uint32_t key = w->tmp2[i].key;
			const uint64_t *r;
			int row[6];
			size_t x;
			int dom = 0;

			sw_rows(w, key, row);
			for (x = 0, r = w->sky; x < words && !dom; x++,
			    r += SKY_ROWS(w))
				dom = (r[row[0]] & r[row[1]] & r[row[2]] &
				    r[row[3]] & r[row[4]] & r[row[5]]) != 0;
			if (dom)
				continue;
			w->tmp[out++] = w->tmp2[i];
			if (nsky == SW_SKYW * 64)
				continue;
			if (nsky % 64 == 0) {
				/* a new word: clear it in every row */
				memset(&SKY(w, 0, words), 0, sizeof(*w->sky) *
				    (size_t)SKY_ROWS(w));
				words++;
			}
			sw_sky_add(w, key, nsky++);
		}
		start = i;
	}
	return out;
}

/* One step, s to s + 1, keeping at most cap states (0: all): 0, ARR_NOMEM,
 * or ARR_GIVEUP where the cap would drop some and c->cut_giveup says to
 * give up instead. */
static int
sw_step(struct sweep *w, int s, size_t cap)
{
	struct ctx *c = w->c;
	const struct sst *in = w->a[s];
	size_t nin = w->n[s], i = 0, nout = 0;
	struct stepinfo si;
	uint32_t rmask;
	int colour, rank = cap > 0 && arr_beam_rank > 0 && c->lower != NULL &&
	    !c->cut_giveup && c->ts->copies >= 3;

	step_info(c, s, &si);
	colour = si.colour;
	rmask = SW_TUPLES & ~(SW_TMASK << (SW_TBITS * colour));
	while (i < nin) {
		/* a group: the same rest (sk_rest(), the tuples but colour's) */
		uint32_t rbits = in[i].key & rmask;
		size_t j, end = i;
		int base = sw_debt(w, in[i].key, &si), r, k;

		struct bgroup bg; /* the lower bound's reads for the group */

		while (end < nin && (in[end].key & rmask) == rbits)
			end++;
		if (c->lower != NULL) {
			unsigned tuple[RK_NCOLOURS];

			for (k = 0; k < RK_NCOLOURS; k++)
				tuple[k] = w->tup[sk_tix(in[i].key, k)];
			arr_bound_others(c, s + 1, tuple, colour, &bg);
		}
		w->ntouched = 0;
		/* (last a constant in each: the groups are dealt only at a
		 * number's last colour) */
		for (j = i; j < end; j++)
			if ((r = colour == RK_NCOLOURS - 1 ?
			    expand(w, &si, in[j].key, in[j].cost, base, 1, 0,
			    0, 0, NULL) :
			    expand(w, &si, in[j].key, in[j].cost, base, 0, 0,
			    0, 0, NULL)) < 0)
				return r;
		if ((r = sw_room(w, nout + (size_t)w->ntouched)) < 0)
			return r;
		/* one colour's dominance, then out */
		for (k = 0; k < w->ntouched; k++) {
			int x = w->touched[k], tx = x % SW_MAXT;
			int rx = x / SW_MAXT;
			const int32_t *row = w->scr + x - tx;
			int32_t cost = w->scr[x];
			int u, dom = 0;

			for (u = 0; u < w->nup[tx] && !dom; u++)
				dom = row[w->up[tx][u]] <= cost;
			if (dom)
				continue;
			/* what no completion can bring under the bound */
			if (c->lower != NULL) {
				uint32_t ax = w->aux[rx];
				int64_t h = arr_bound_child(c, &bg,
				    w->tup[tx], c->jokers - (int)sk_get(ax,
				    SK_JOKERS), sk_get(ax, SK_SUMG),
				    sk_get(ax, SK_MAXG),
				    (int64_t)w->bound - cost);

				if (h == INT64_MAX || cost + h >= w->bound)
					continue;
				if (rank)
					w->tf[nout] = (int32_t)(cost + h);
			}
			w->tmp[nout].key = rbits |
			    (uint32_t)tx << (SW_TBITS * colour) | w->aux[rx];
			w->tmp[nout++].cost = cost;
		}
		for (k = 0; k < w->ntouched; k++)
			w->scr[w->touched[k]] = INT32_MAX;
		i = end;
	}
	/* ranked by the lower bound: the cap before the skyline */
	if (rank && nout > cap) {
		nout = sw_cheapest(w->tmp, w->tf, nout, cap);
		c->cut = 1;
	}
	if (colour == RK_NCOLOURS - 1)
		nout = sw_dominance(w, nout);
	if (cap > 0 && nout > cap) {
		if (c->cut_giveup)
			return ARR_GIVEUP;
		nout = sw_cheapest(w->tmp, NULL, nout, cap);
		c->cut = 1;
	}
	if (sw_sort(w, nout, (s + 1) % RK_NCOLOURS, s + 1) == NULL)
		return ARR_NOMEM;
	w->n[s + 1] = nout;
	c->states += (long)nout;
	return 0;
}

/* The parent of state (key, cost) of step s + 1 in step s, and the
 * choices on the way. */
static int
sw_parent(struct sweep *w, int s, uint32_t key, int32_t cost, uint32_t *opt)
{
	const struct sst *in = w->a[s];
	struct stepinfo si;
	size_t lo = 0, hi, j;
	unsigned rest;

	step_info(w->c, s, &si);
	rest = sk_rest(key, si.colour);
	hi = w->n[s];
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (sk_rest(in[mid].key, si.colour) < rest)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (j = lo; j < w->n[s] && sk_rest(in[j].key, si.colour) == rest;
	    j++)
		if (expand(w, &si, in[j].key, in[j].cost,
		    sw_debt(w, in[j].key, &si), si.colour == RK_NCOLOURS - 1,
		    1, key, cost, opt) == 1)
			return (int)j;
	return -1;              /* cannot be: the sweep made it from one */
}

/* The key of arrange_int.h for an skey (the slots and the jokers). */
static uint64_t
sw_key64(const struct sweep *w, uint32_t key)
{
	uint64_t k = 0;
	int colour;

	for (colour = 0; colour < RK_NCOLOURS; colour++)
		k = key_with_slots(k, colour, w->tup[sk_tix(key, colour)]);
	return key_put(k, K_JOKERS, sk_get(key, SK_JOKERS));
}

/* After step s of a sweep with a limit (arr_sweep()), begun at start
 * states: the steps made, into c->mark_steps, the first time it is past
 * c->sweep_mark states; when it is past c->sweep_limit, the steps made
 * and the states of the last into c->sweep_steps and c->sweep_front,
 * for an exact sweep where to go on (w->next, w->stopped), and 1. */
static int
sw_over(struct sweep *w, int s, long start, size_t cap)
{
	struct ctx *c = w->c;

	if (c->sweep_mark > 0 && c->mark_steps == 0 &&
	    c->states - start > c->sweep_mark)
		c->mark_steps = s + 1;
	if (c->states - start <= c->sweep_limit)
		return 0;
	c->sweep_steps = s + 1;
	c->sweep_front = (long)w->n[s + 1];
	if (cap == 0) {
		w->next = s + 1;
		w->stopped = c;
	}
	return 1;
}

/* After step s of an exact sweep: has it made more than c->look_states
 * states from its first step, fewer than c->look_step steps in?  Then
 * where to go on (w->next, w->stopped), the steps made (into
 * c->sweep_steps, the last one's states into c->sweep_front), and 1. */
static int
sw_look(struct sweep *w, int s)
{
	struct ctx *c = w->c;
	long made = 0;
	int q;

	if (s + 1 >= c->look_step)
		return 0;
	for (q = 1; q <= s + 1; q++)
		made += (long)w->n[q];
	if (made <= c->look_states)
		return 0;
	c->sweep_steps = s + 1;
	c->sweep_front = (long)w->n[s + 1];
	w->next = s + 1;
	w->stopped = c;
	return 1;
}

/* c's bound as the tables keep costs. */
static int32_t
sw_bound(const struct ctx *c)
{
	return c->bound > INT32_MAX ? INT32_MAX : (int32_t)c->bound;
}

/* Would an exact sweep of c under its bound go on in w from where it
 * gave up (c->sweep_resume)? */
int
arr_sweep_resumable(const struct sweep *w, const struct ctx *c)
{
	return w != NULL && w->next > 0 && w->stopped == c &&
	    w->bound == sw_bound(c);
}

/* Where that sweep stopped (arr_sweep_resumable() w): its steps made
 * into c->sweep_steps, and the states of the last into c->sweep_front,
 * as when it gave up (sw_over()). */
void
arr_sweep_stopped(const struct sweep *w, struct ctx *c)
{
	c->sweep_steps = w->next;
	c->sweep_front = (long)w->n[w->next];
}

/*
 * The sweep under c->bound, keeping at most cap states a step (0: all).
 * Returns ARR_FOUND with the arrangement in out and its cost in *best
 * when one costs less than the bound, ARR_OK when none does, ARR_GIVEUP
 * when it has made c->sweep_limit states (when not 0; the steps made so
 * far in c->sweep_steps) or, with c->cut_giveup, where the cap would
 * first drop states, or ARR_NOMEM.  The steps made when it passed
 * c->sweep_mark states (when not 0, with a limit) go into c->mark_steps.
 * With c->sweep_resume, an exact sweep (cap 0) of c that gave up under
 * the same bound in these tables goes on from the step it would have
 * made next.  With c->look_states, an exact sweep gives up as well
 * (sw_look()).
 */
int
arr_sweep(struct ctx *c, size_t cap, int64_t *best, struct arrangement *out)
{
	struct sweep *wp;
	int nsteps = c->ts->maxnum * RK_NCOLOURS, s, rc;
	size_t i, besti = 0;
	int64_t bestc = -1;
	struct path_step *path = NULL;
	long start = c->states;
	int32_t bound;

	c->cut = 0;
	c->mark_steps = 0;
	if ((wp = sw_get(c, nsteps)) == NULL)
		return ARR_NOMEM;
#define w (*wp)
	bound = sw_bound(c);
	s = 0;
	if (c->sweep_resume && cap == 0 && arr_sweep_resumable(wp, c))
		s = w.next;
	w.next = 0;
	w.bound = bound;
	rc = ARR_NOMEM;
	if (s == 0) {
		if (sw_step_room(&w, 0, 1) == NULL)
			goto done;
		w.a[0][0].key = 0;
		w.a[0][0].cost = 0;
		w.n[0] = 1;
	}
	for (; s < nsteps; s++) {
		if ((rc = sw_step(&w, s, cap)) < 0)
			goto done;
		if ((c->sweep_limit > 0 && sw_over(&w, s, start, cap)) ||
		    (c->look_states > 0 && cap == 0 && sw_look(&w, s))) {
			rc = ARR_GIVEUP;
			goto done;
		}
	}
	/* every run closed, and the jokers left over are "may" ones */
	for (i = 0; i < w.n[nsteps]; i++) {
		const struct sst *e = &w.a[nsteps][i];
		int used = (int)sk_get(e->key, SK_JOKERS), colour, ok = 1;
		int run = (int)sk_get(e->key, SK_RUN);
		int64_t cost;

		for (colour = 0; colour < RK_NCOLOURS; colour++)
			ok &= w.closed[sk_tix(e->key, colour)];
		if (!ok || (!run && c->jokers - used > c->bag->jokers_may))
			continue;
		cost = e->cost + (run ? 0 : (c->jokers - used) * c->joker_cost);
		if (cost < c->bound && (bestc < 0 || cost < bestc)) {
			bestc = cost;
			besti = i;
		}
	}
	rc = ARR_OK;
	if (bestc < 0)
		goto done;
	rc = ARR_NOMEM;
	if ((path = malloc(sizeof(*path) * ((size_t)nsteps + 1))) == NULL)
		goto done;
	{
		uint32_t key = w.a[nsteps][besti].key;
		int32_t cost = w.a[nsteps][besti].cost;
		int used = (int)sk_get(key, SK_JOKERS), k;
		int run = (int)sk_get(key, SK_RUN);

		for (s = nsteps; s > 0; s--) {
			int p;

			path[s].key = sw_key64(&w, key);
			if ((p = sw_parent(&w, s - 1, key, cost,
			    &path[s].opt)) < 0)
				goto done;
			key = w.a[s - 1][p].key;
			cost = w.a[s - 1][p].cost;
		}
		path[0].key = 0;
		path[0].opt = 0;
		arr_clear(out);
		arr_rebuild(c, path, out);
		/* the jokers not laid: beside a run when one is laid */
		for (k = 0; k < c->jokers - used; k++)
			if (!run || !arr_greedy_joker_fits(out, c->ts))
				out->left[out->nleft++] = arr_joker();
	}
	*best = bestc;
	rc = ARR_FOUND;
done:
	free(path);
	return rc;
#undef w
}
