/*
 * seat_search.c: mixed seating, the search for few repeat opponents:
 * first a plain search sitting by sitting, then a tabu search over all
 * the planned sittings at once (after Dotu and Van Hentenryck,
 * "Scheduling social golfers locally", CPAIOR 2005).
 * The words are seat.c's, and:
 *   pair cost  (the plain search) what seating two players together once
 *              more costs: 10 m^2 for m earlier meetings, APART_COST for
 *              a keep-apart pair, so one forced meeting outweighs any
 *              number of repeats
 *   delta      the change in cost if two players change tables
 *   week       a planned sitting, as the golfers' papers say
 *   cost       (the tabu search) the repeats over the history and the
 *              plan, and APART_W for each meeting of a keep-apart pair
 *   conflict   a player in a week who sits with someone met more than
 *              once, or with a keep-apart partner; only their exchanges
 *              are tried
 *   tabu       a player moved in a week stays put there for a few
 *              iterations (the tenure), unless moving them again would
 *              beat the best plan found
 *   kick       after too long without a better plan: back to the best
 *              plan, and a few random exchanges
 */
#include <string.h>

#include "seat_int.h"

#define APART_COST (1L << 30)
#define APART_W 1000
#define TABU_EVALS 20000000L	/* exchanges tried at most, ~1 s */
#define KICK_AFTER 400		/* iterations without a better plan */
#define GIVE_UP 10000L		/* exchanges tried without a better plan,
				   per player and week, 100,000 at least */

struct tabu {
	int *at, *pos;		/* week * n + player */
	long *until;		/* week * n + player: tabu until then */
	int *best;		/* the best plan, as w->plan */
	int from;		/* the first week the search may change */
};

size_t
seat_search_size(int n, int sittings)
{
	size_t k = (size_t)n * (size_t)sittings;

	return k * (3 * sizeof(int) + sizeof(long)) + 64;
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

static unsigned
met_at(const struct seat_work *w, int p, int q)
{
	return w->met[(size_t)p * (size_t)w->n + (size_t)q];
}

static void
met_add(struct seat_work *w, int p, int q, int d)
{
	size_t n = (size_t)w->n;

	w->met[(size_t)p * n + (size_t)q] += d;
	w->met[(size_t)q * n + (size_t)p] += d;
}

/*
 * What p's meetings at table t of week s cost, skip and p left out: a
 * repeat for each player met at least again times (2 for leaving the
 * table, 1 for joining it), APART_W for a keep-apart partner.
 */
static long
table_cost(const struct seat_work *w, int s, int p, int t, int skip,
    unsigned again)
{
	const int *tab = w->plan + (size_t)s * (size_t)w->n;
	long c = 0;
	int k, q;
	unsigned m;

	for (k = w->start[t]; k < w->start[t + 1]; k++) {
		q = tab[k];
		if (q == p || q == skip)
			continue;
		m = met_at(w, p, q);
		c += ((m & MET_COUNT) >= again) + ((m & MET_APART) ? APART_W : 0);
	}
	return c;
}

static long
plan_cost(const struct seat_work *w, int from)
{
	long c = 0;
	size_t i, j, n = (size_t)w->n;
	unsigned m;
	int s, t, a, b;

	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++) {
			m = w->met[i * n + j] & MET_COUNT;
			c += m > 1 ? m - 1 : 0;
		}
	for (s = from; s < w->sittings; s++) {
		const int *tab = w->plan + (size_t)s * n;

		for (t = 0; t < w->ntables; t++)
			for (a = w->start[t]; a < w->start[t + 1]; a++)
				for (b = a + 1; b < w->start[t + 1]; b++)
					if (met_at(w, tab[a], tab[b]) & MET_APART)
						c += APART_W;
	}
	return c;
}

static long
swap_delta(const struct seat_work *w, const struct tabu *tb, int s, int p,
    int q)
{
	const int *at = tb->at + (size_t)s * (size_t)w->n;

	return table_cost(w, s, p, at[q], q, 1) + table_cost(w, s, q, at[p], p, 1) -
	    table_cost(w, s, p, at[p], -1, 2) - table_cost(w, s, q, at[q], -1, 2);
}

/* Exchanges p and q in week s, the meetings counted anew. */
static void
tabu_swap(struct seat_work *w, struct tabu *tb, int s, int p, int q)
{
	size_t base = (size_t)s * (size_t)w->n;
	int *tab = w->plan + base, *at = tb->at + base, *pos = tb->pos + base;
	int a = at[p], b = at[q], k, x;

	for (k = w->start[a]; k < w->start[a + 1]; k++)
		if ((x = tab[k]) != p) {
			met_add(w, p, x, -1);
			met_add(w, q, x, 1);
		}
	for (k = w->start[b]; k < w->start[b + 1]; k++)
		if ((x = tab[k]) != q) {
			met_add(w, q, x, -1);
			met_add(w, p, x, 1);
		}
	k = pos[p];
	tab[pos[q]] = p;
	tab[k] = q;
	pos[p] = pos[q];
	pos[q] = k;
	at[p] = b;
	at[q] = a;
}

/* Whether p sits in week s with someone met twice or kept apart. */
static int
in_conflict(const struct seat_work *w, const struct tabu *tb, int s, int p)
{
	return table_cost(w, s, p, tb->at[(size_t)s * (size_t)w->n + p], -1,
	    2) > 0;
}

/* The plan's tables as at[] and pos[]. */
static void
tabu_index(struct seat_work *w, struct tabu *tb)
{
	int s, t, k;
	size_t base;

	for (s = 0; s < w->sittings; s++) {
		base = (size_t)s * (size_t)w->n;
		for (t = 0; t < w->ntables; t++)
			for (k = w->start[t]; k < w->start[t + 1]; k++) {
				tb->at[base + w->plan[base + k]] = t;
				tb->pos[base + w->plan[base + k]] = k;
			}
	}
}

/* Whether p and q of week s sit at different tables of one kind. */
static int
tabu_may_swap(const struct seat_work *w, const struct tabu *tb, int s,
    int p, int q)
{
	const int *at = tb->at + (size_t)s * (size_t)w->n;

	return at[p] != at[q] && (w->size[at[p]] < 4) == (w->size[at[q]] < 4);
}

/* Back to the best plan, met counts and all. */
static void
tabu_restore(struct seat_work *w, struct tabu *tb)
{
	int s, t, a, b;
	size_t base;

	for (s = tb->from; s < w->sittings; s++) {
		base = (size_t)s * (size_t)w->n;
		for (t = 0; t < w->ntables; t++)
			for (a = w->start[t]; a < w->start[t + 1]; a++)
				for (b = a + 1; b < w->start[t + 1]; b++)
					met_add(w, w->plan[base + a],
					    w->plan[base + b], -1);
	}
	memcpy(w->plan, tb->best, sizeof(int) * (size_t)w->n *
	    (size_t)w->sittings);
	for (s = tb->from; s < w->sittings; s++) {
		base = (size_t)s * (size_t)w->n;
		for (t = 0; t < w->ntables; t++)
			for (a = w->start[t]; a < w->start[t + 1]; a++)
				for (b = a + 1; b < w->start[t + 1]; b++)
					met_add(w, w->plan[base + a],
					    w->plan[base + b], 1);
	}
	tabu_index(w, tb);
}

/*
 * A floor under the repeats: a player who meets more opponents over the
 * history and the plan (w->met counts both) than there are others must
 * meet some again.
 */
static long
repeats_floor(const struct seat_work *w)
{
	long sum = 0, meet;
	int p, q;

	for (p = 0; p < w->n; p++) {
		meet = 0;
		for (q = 0; q < w->n; q++)
			meet += seat_met(w, p, q);
		if (meet > w->n - 1)
			sum += meet - (w->n - 1);
	}
	return (sum + 1) / 2;
}

/*
 * The tabu search over weeks from..sittings-1 of w->plan, whose meetings
 * w->met already counts.  Each iteration makes the best exchange of a
 * player in conflict with a player at another table of the same week
 * (ties drawn by lot), tabu moves left out unless they beat the best
 * plan.  Ends with the best plan in w->plan and w->met.
 */
void
seat_improve(struct seat_work *w, int from)
{
	struct tabu tb;
	unsigned char *m = w->search;
	size_t k = (size_t)w->n * (size_t)w->sittings;
	long cost, best, evals = 0, it, d, bd, floor, last = 0, give_up;
	int s, p, q, bs, bp, bq, ties, stable = 0, i;

	/* An exchange needs two tables of a kind (4, or fewer). */
	if (from >= w->sittings || (w->nlarge < 2 && w->ntables - w->nlarge < 2))
		return;
	tb.at = (int *)(void *)m;
	tb.pos = tb.at + k;
	tb.best = tb.pos + k;
	tb.until = (long *)(void *)(m + ((3 * k * sizeof(int) + 7) & ~(size_t)7));
	tb.from = from;
	memset(tb.until, 0, k * sizeof(long));
	tabu_index(w, &tb);
	memcpy(tb.best, w->plan, k * sizeof(int));
	best = cost = plan_cost(w, from);
	floor = repeats_floor(w);
	give_up = GIVE_UP * (long)w->n * (long)(w->sittings - from);
	give_up = give_up < 100000 ? 100000 : give_up;
	for (it = 1; cost > floor && evals < TABU_EVALS &&
	    evals - last < give_up; it++) {
		evals++;	/* an iteration is work even when it finds nothing */
		bd = 0;
		bs = bp = bq = -1;
		ties = 0;
		for (s = from; s < w->sittings; s++) {
			long *until = tb.until + (size_t)s * (size_t)w->n;

			for (p = 0; p < w->n; p++) {
				if (!in_conflict(w, &tb, s, p))
					continue;
				for (q = 0; q < w->n; q++) {
					if (!tabu_may_swap(w, &tb, s, p, q))
						continue;
					evals++;
					d = swap_delta(w, &tb, s, p, q);
					if ((until[p] > it || until[q] > it) &&
					    cost + d >= best)
						continue;
					if (bs < 0 || d < bd) {
						bd = d;
						bs = s;
						bp = p;
						bq = q;
						ties = 1;
					} else if (d == bd &&
					    seat_below(&w->rng, ++ties) == 0) {
						bs = s;
						bp = p;
						bq = q;
					}
				}
			}
		}
		if (bs >= 0) {
			tabu_swap(w, &tb, bs, bp, bq);
			cost += bd;
			tb.until[(size_t)bs * (size_t)w->n + bp] = it + 3 +
			    seat_below(&w->rng, 8);
			tb.until[(size_t)bs * (size_t)w->n + bq] = it + 3 +
			    seat_below(&w->rng, 8);
		}
		if (cost < best) {
			best = cost;
			last = evals;
			memcpy(tb.best, w->plan, k * sizeof(int));
			stable = 0;
		} else if (++stable > KICK_AFTER || bs < 0) {
			tabu_restore(w, &tb);
			cost = best;
			for (i = 0; i < 2 + seat_below(&w->rng, 3); i++) {
				s = from + seat_below(&w->rng, w->sittings - from);
				p = seat_below(&w->rng, w->n);
				q = seat_below(&w->rng, w->n);
				if (tabu_may_swap(w, &tb, s, p, q)) {
					cost += swap_delta(w, &tb, s, p, q);
					tabu_swap(w, &tb, s, p, q);
				}
			}
			stable = 0;
		}
	}
	if (cost > best)
		tabu_restore(w, &tb);
}
