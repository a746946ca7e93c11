/*
 * seat_search.c: mixed seating, the search for few repeat opponents.
 * The words are seat.c's, and:
 *   pair cost  what seating two players together once more costs:
 *              10 m^2 for m earlier meetings, APART_COST for a keep-apart
 *              pair, so one forced meeting outweighs any number of repeats
 *   delta      the change in total cost if two players change tables
 */
#include "seat_int.h"

#define APART_COST (1L << 30)

size_t
seat_search_size(int n, int sittings)
{
	(void)n;
	(void)sittings;
	return 0;
}

static long
pair_cost(const struct seat_work *w, int p, int q)
{
	unsigned m = w->met[(size_t)p * (size_t)w->n + (size_t)q];
	long k = m & MET_COUNT;

	return ((m & MET_APART) ? APART_COST : 0) + 10 * k * k;
}

/* What p pays at table t for the players there other than p and skip. */
static long
cost_at(const struct seat_work *w, int p, int t, int skip)
{
	long c = 0;
	int k, q;

	for (k = w->start[t]; k < w->start[t + 1]; k++) {
		q = w->tab[k];
		if (q != p && q != skip)
			c += pair_cost(w, p, q);
	}
	return c;
}

/*
 * One sitting after the ones already recorded in w->met: a random
 * layout, then random exchanges of two players kept when they cost
 * nothing more.
 */
void
seat_mixed_one(struct seat_work *w)
{
	long iters = 100L * w->n + 20000, it, delta;
	int p, q, tp, tq;

	seat_lay_random(w);
	if (w->ntables < 2)
		return;
	for (it = 0; it < iters; it++) {
		p = seat_below(&w->rng, w->n);
		q = seat_below(&w->rng, w->n);
		if (!seat_may_swap(w, p, q))
			continue;
		tp = w->at[p];
		tq = w->at[q];
		delta = cost_at(w, p, tq, q) + cost_at(w, q, tp, p) -
		    cost_at(w, p, tp, -1) - cost_at(w, q, tq, -1);
		if (delta <= 0)
			seat_swap(w, p, q);
	}
}

int
seat_mixed(struct seat_work *w, const struct seat_input *in)
{
	(void)w;
	(void)in;
	return -1;
}
