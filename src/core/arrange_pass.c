/*
 * arrange_pass.c: the passes of the program.  A pass goes step by step
 * (a colour of a number at a time), making from each state of a step its
 * children in the next: each transition of the colour's slots, with the
 * tiles of that colour and number that are left go into groups or are
 * left over.  Children at or above the bound are dropped, or kept on the
 * step's later list for the next pass of the ladder; dominated ones are
 * dropped.  The first pass (nothing left over) goes depth first and
 * stops at the first layout.  Words: debt, the jokers that runs too short
 * to end will need; groups fit, when the group tiles of a number make
 * groups of 3 or 4 of distinct colours, each with a real tile.
 */
#include <stdint.h>

#include "arrange.h"

/* Groups of one number: can sumg tiles, at most maxg of a colour and
 * sumr of them real, make k groups of 3 or 4, each with a real tile? */
static int
groups_fit(unsigned sumg, unsigned maxg, unsigned sumr, unsigned *kout)
{
	unsigned k;

	if (sumg == 0) {
		*kout = 0;
		return 1;
	}
	for (k = maxg > 0 ? maxg : 1; 3 * k <= sumg; k++)
		if (sumg <= 4 * k && k <= sumr) {
			*kout = k;
			return 1;
		}
	return 0;
}

/*
 * Is there a state in s that dominates key at no more cost: the same but
 * for one colour's slots, one upgrade up (only that colour, or any when
 * only < 0)?  Dropped states count only when seen_failed: in the
 * depth-first pass every state seen has failed, dropped ones too.
 */
static int
dominated(struct ctx *c, const struct step *s, uint64_t key, int64_t cost,
    int only, int seen_failed)
{
	int colour, x;

	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		const uint16_t *l;

		if (only >= 0 && colour != only)
			continue;
		l = arr_up_tuples(c, key_slots(key, colour));
		for (x = 1; x <= l[0]; x++) {
			int32_t f = arr_step_find(s, key_with_slots(key, colour,
			    l[x]));

			if (f >= 0 && s->e[f].cost <= cost &&
			    (seen_failed || s->e[f].cost >= 0))
				return 1;
		}
	}
	return 0;
}

/* Drop the states of s that others dominate (cost -1). */
static void
prune(struct ctx *c, struct step *s, int only)
{
	size_t i;

	for (i = 0; i < s->n; i++) {
		struct entry *e = &s->e[i];

		if (e->cost < c->done)
			continue;       /* the last pass checked it */
		if (dominated(c, s, e->key, e->cost, only, 0))
			e->cost = -1;
	}
}

/*
 * The key after gr real tiles of this colour went to groups, and gj
 * jokers: key already holds the colour's new slots and the jokers used
 * before the group jokers.  Group jokers take no colour until the groups
 * are dealt: they are added with the last colour, which closes the
 * number; the groups must fit (0 when they do not), and their counts
 * leave the key.  more: the most group tiles the later colours of the
 * number can still bring, jokers included.  (k groups hold any jokers
 * that fill their free places, so only the real tiles of a colour are
 * bound to differ by group.)
 */
static int
group_key(uint64_t key, int colour, int jokers, unsigned gr, unsigned gj,
    unsigned more, uint64_t *out, unsigned *ngroups)
{
	unsigned sumg = key_get(key, K_SUMG) + gr + gj;
	unsigned mg = key_get(key, K_MAXG);
	unsigned sr = key_get(key, K_SUMR) + gr;

	if (mg < gr)
		mg = gr;
	if (sr > 7)
		sr = 7;
	*ngroups = 0;
	key = key_put(key, K_JOKERS, (unsigned)jokers + gj);
	if (colour == RK_NCOLOURS - 1) {
		if (!groups_fit(sumg, mg, sr, ngroups))
			return 0;
		*out = key_end_number(key);
		return 1;
	}
	/* groups begun that the colours still to come cannot fill */
	if (sumg > 0 && sumg + more < 3 * (mg > 0 ? mg : 1))
		return 0;
	key = key_put(key, K_SUMG, sumg);
	key = key_put(key, K_MAXG, mg);
	*out = key_put(key, K_SUMR, sr);
	return 1;
}

/* The jokers the short runs of the other colours will need: those
 * before this colour meet number v + 1 next, those after it v. */
static int
debt_others(const struct ctx *c, uint64_t key, int v, int colour)
{
	int other, debt = 0;

	for (other = 0; other < RK_NCOLOURS; other++) {
		int w = other < colour ? v + 1 : v;
		int avail = w <= c->ts->maxnum ? c->bag->must[other][w] +
		    c->bag->may[other][w] : 0;

		if (other != colour)
			debt += arr_shortfall(key_slots(key, other), avail);
	}
	return debt;
}

/* The tiles of number v in the colours after this one. */
static int
later_tiles(const struct bag *b, int v, int colour)
{
	int n = 0;

	while (++colour < RK_NCOLOURS)
		n += b->must[colour][v] + b->may[colour][v];
	return n;
}

static int
colour_step(struct ctx *c, struct step *from, struct step *to, int v,
    int colour)
{
	int n_must = c->bag->must[colour][v], n_may = c->bag->may[colour][v];
	int n = n_must + n_may;
	int maxg = c->ts->runs_only ? 0 : 4;
	int gjmax = maxg > 0 && colour == RK_NCOLOURS - 1 ? 7 : 0;
	int later = later_tiles(c->bag, v, colour);
	int next = v < c->ts->maxnum ? c->bag->must[colour][v + 1] +
	    c->bag->may[colour][v + 1] : 0;
	int64_t floor;
	size_t i, k, had = to->n;

	/* the ways here a last pass kept that this one can afford */
	for (i = k = 0; i < to->nlater; i++) {
		const struct entry *e = &to->later[i];

		if (e->cost >= c->bound)
			to->later[k++] = *e;
		else if (arr_relax(to, e->key, e->cost, e->parent, e->opt) < 0)
			return ARR_NOMEM;
	}
	to->nlater = k;
	for (i = 0; i < from->n; i++) {
		const struct entry *e = &from->e[i];
		const struct tlist *l;
		int used = (int)key_get(e->key, K_JOKERS), base;
		const struct trans *t;
		struct walk w;

		if ((i & 63) == 0 && arr_race_stopped(c))
			return ARR_LOST;
		if (e->cost < 0 || (e->cost < c->done && !c->rewalk))
			continue;
		/* a state the last pass expanded already has its children
		 * under that pass's bound: only the dearer ones are new */
		floor = e->cost < c->done ? c->done : 0;
		if (e->cost + n_may * c->tile_cost[v] < floor)
			continue;
		l = arr_transitions(c, key_slots(e->key, colour));
		if (l == NULL)
			return ARR_NOMEM;
		base = debt_others(c, e->key, v, colour);
		arr_walk_init(&w, n - maxg - n_may, n, c->jokers - used);
		while ((t = arr_walk_next(l, &w)) != NULL) {
			int rem = n - t->real, jok = used + t->joker, left, gj;
			uint64_t key;

			/* the runs too short to end, jokers they will take */
			int debt = base + arr_shortfall(t->to, next);

			if (rem < 0 || jok + debt > c->jokers || t->lead >= v)
				continue;
			key = key_with_slots(e->key, colour, t->to);
			for (left = 0; left <= rem && left <= n_may; left++) {
				int gr = rem - left;
				int64_t cost = e->cost + left * c->tile_cost[v];

				if (gr > maxg || cost < floor || cost >=
				    (c->keep > c->bound ? c->keep : c->bound))
					continue;
				for (gj = 0; gj <= gjmax &&
				    jok + gj + debt <= c->jokers; gj++) {
					unsigned ngroups, more = (unsigned)
					    (later + c->jokers - jok - gj);
					uint64_t k2;
					uint32_t opt;
					int r;

					if (!group_key(key, colour, jok,
					    (unsigned)gr, (unsigned)gj, more,
					    &k2, &ngroups))
						continue;
					opt = OPT(t->acts, left, gj, gr,
					    ngroups);
					r = cost < c->bound ? arr_relax(to, k2,
					    cost, (int32_t)i, opt) : arr_defer(to,
					    k2, cost, (int32_t)i, opt);
					if (r < 0)
						return ARR_NOMEM;
				}
			}
		}
	}
	prune(c, to, colour);
	c->states += (long)(to->n - had);     /* the new ones: the work */
	return 0;
}

/* One pass of the program under c->bound: the cheapest final state, or
 * -1 in *besti when none is under the bound.  Unless c->done is
 * INT64_MIN, the pass goes on from the states the last one left. */
int
arr_search(struct ctx *c, int nsteps, int32_t *besti, int64_t *best)
{
	const struct tileset *ts = c->ts;
	int s, v, colour;
	size_t i;

	*besti = -1;
	*best = -1;
	if (c->done == INT64_MIN && arr_steps_reset(c, nsteps) < 0)
		return ARR_NOMEM;
	s = 0;
	for (v = 1; v <= ts->maxnum; v++)
		for (colour = 0; colour < RK_NCOLOURS; colour++, s++) {
			int r;

			if ((r = colour_step(c, &c->steps[s], &c->steps[s + 1], v,
			    colour)) < 0 || (r = arr_race_check(c)) != 0)
				return r;
		}
	/* Every run closed, and the jokers left over are "may" ones. */
	for (i = 0; i < c->steps[s].n; i++) {
		const struct entry *e = &c->steps[s].e[i];
		int used = (int)key_get(e->key, K_JOKERS), k, ok = 1;
		int64_t cost;

		if (e->cost < 0)
			continue;
		for (colour = 0; colour < RK_NCOLOURS && ok; colour++)
			for (k = 0; k < c->slots; k++) {
				unsigned len = key_slot(e->key, colour, k) & 7;

				if (len != S_EMPTY && len != S_R3)
					ok = 0;
			}
		if (!ok || c->jokers - used > c->bag->jokers_may)
			continue;
		cost = e->cost + (c->jokers - used) * c->joker_cost;
		if (cost >= c->bound)
			continue;
		if (*best < 0 || cost < *best) {
			*best = cost;
			*besti = (int32_t)i;
		}
	}
	return 0;
}

/*
 * Nothing left over: a depth-first search, fewest jokers first, that
 * stops at the first arrangement.  Every state it has seen and left has
 * failed, so a state dominated by one of them fails too.  Returns
 * ARR_FOUND and the final state in *found, ARR_OK when there is none,
 * or ARR_NOMEM or ARR_LOST.
 */
static int
dfs(struct ctx *c, int s, int nsteps, int32_t i, int32_t *found)
{
	const struct entry *e = &c->steps[s].e[i];
	uint64_t ekey = e->key;
	int v = s / RK_NCOLOURS + 1, colour = s % RK_NCOLOURS, gj;
	const struct trans *t;
	struct walk w;
	int n, later, next, base, maxg = c->ts->runs_only ? 0 : 4;
	int gjmax = maxg > 0 && colour == RK_NCOLOURS - 1 ? 7 : 0;
	int used = (int)key_get(ekey, K_JOKERS);
	const struct tlist *l;
	struct step *to = &c->steps[s + 1];

	if (arr_race_stopped(c))
		return ARR_LOST;
	if (s == nsteps) {
		int k;

		for (colour = 0; colour < RK_NCOLOURS; colour++)
			for (k = 0; k < c->slots; k++) {
				unsigned len = key_slot(ekey, colour, k) & 7;

				if (len != S_EMPTY && len != S_R3)
					return 0;
			}
		if (used != c->jokers)
			return 0;
		*found = i;
		return ARR_FOUND;
	}
	n = c->bag->must[colour][v] + c->bag->may[colour][v];
	later = later_tiles(c->bag, v, colour);
	next = v < c->ts->maxnum ? c->bag->must[colour][v + 1] +
	    c->bag->may[colour][v + 1] : 0;
	base = debt_others(c, ekey, v, colour);
	if ((l = arr_transitions(c, key_slots(ekey, colour))) == NULL)
		return ARR_NOMEM;
	arr_walk_init(&w, n - maxg, n, c->jokers - used);
	while ((t = arr_walk_next(l, &w)) != NULL) {
		int gr = n - t->real, jok = used + t->joker;
		uint64_t key;

		int debt = base + arr_shortfall(t->to, next);

		if (gr < 0 || gr > maxg || jok + debt > c->jokers || t->lead >= v)
			continue;
		key = key_with_slots(ekey, colour, t->to);
		for (gj = 0; gj <= gjmax && jok + gj + debt <= c->jokers; gj++) {
			unsigned ngroups;
			uint64_t k2;
			size_t seen;
			int r;

			if (!group_key(key, colour, jok, (unsigned)gr, (unsigned)gj,
			    (unsigned)(later + c->jokers - jok - gj), &k2, &ngroups))
				continue;
			seen = to->n;
			if (arr_relax(to, k2, 0, i, OPT(t->acts, 0, gj, gr, ngroups)) < 0)
				return ARR_NOMEM;
			/* seen before, or as good as one seen: it failed */
			if (to->n == seen)
				continue;
			if (dominated(c, to, k2, 0, colour, 1)) {
				to->e[to->n - 1].cost = -1;
				continue;
			}
			c->states++;
			if ((r = arr_race_check(c)) != 0 ||
			    (r = dfs(c, s + 1, nsteps, (int32_t)to->n - 1, found)) != 0)
				return r;
		}
	}
	return 0;
}

/* The search with nothing left over, depth first. */
int
arr_search0(struct ctx *c, int nsteps, int32_t *besti)
{
	int r;

	*besti = -1;
	if (arr_steps_reset(c, nsteps) < 0)
		return ARR_NOMEM;
	r = dfs(c, 0, nsteps, 0, besti);
	return r < 0 ? r : ARR_OK;
}
