/*
 * seat.c: seating the sittings of an event (the contract is in seat.h):
 * table sizes, the three methods, who gets the small tables, who starts,
 * keep-apart pairs, and the count of repeats.  Mixed seating plans every
 * sitting asked for at once: a perfect schedule from seat_design.c when
 * the field has one, else the searches of seat_search.c.
 *
 * Words (seat.h defines player, sitting, table, seat, met and repeat):
 *   small    a table of 3 or 2; small[p] counts player p's sittings at one.
 *            The small places of a sitting go to the players with the
 *            lowest counts, so nobody sits small twice while another has
 *            not; players of equal count are the only ones a search may
 *            exchange between a small and a large table ("may_swap")
 *   layout   one sitting being built: tab[] holds the players place by
 *            place (table 0's seats first), at[p] is p's table, pos[p]
 *            p's place; start[t] is table t's first place
 *   plan     every sitting's layout, one after another (w->plan); who
 *            starts at each table is settled last, sitting by sitting
 *   apart    a keep-apart pair; the work copy of met marks one with
 *            MET_APART, so a lookup of two players gives both facts
 *   cost     what seating two players together costs: the meetings they
 *            would have again (seat_search.c weighs them), far more for
 *            an apart pair
 *   rng      the seed's stream: splitmix64, so the same seed gives the
 *            same seating on every machine
 *
 * Nothing here allocates: the work space is carved from the caller's.
 */
#include <stdlib.h>
#include <string.h>

#include "seat.h"
#include "seat_int.h"

int
seat_tables(int n, int *size)
{
	int i, t = 0, threes;

	if (n < 2)
		return -1;
	if (n == 2 || n == 5) {
		if (n == 5)
			size[t++] = 3;
		size[t++] = 2;
		return t;
	}
	threes = (4 - n % 4) % 4;
	for (i = 0; i < (n - 3 * threes) / 4; i++)
		size[t++] = 4;
	for (i = 0; i < threes; i++)
		size[t++] = 3;
	return t;
}

uint64_t
seat_rand(uint64_t *s)
{
	uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/* A number in 0..k-1 (k >= 1). */
int
seat_below(uint64_t *s, int k)
{
	return (int)(((seat_rand(s) >> 32) * (uint64_t)k) >> 32);
}

void
seat_shuffle(uint64_t *s, int *a, int k)
{
	int i, j, x;

	for (i = k - 1; i > 0; i--) {
		j = seat_below(s, i + 1);
		x = a[i];
		a[i] = a[j];
		a[j] = x;
	}
}

/* The work space: its parts, laid out one after another, 8-aligned. */
static size_t
carve(struct seat_work *w, unsigned char *base, int n, int sittings)
{
	size_t off = 0, nn = (size_t)n * (size_t)n;

#define PART(field, type, count) do { \
	if (w != NULL) \
		w->field = (type *)(void *)(base + off); \
	off += ((size_t)(count) * sizeof(type) + 7) & ~(size_t)7; \
} while (0)
	PART(met, uint16_t, nn);
	PART(small, int, n);
	PART(first, int, n);
	PART(tab, int, n);
	PART(at, int, n);
	PART(pos, int, n);
	PART(tmp, int, n);
	PART(key, uint64_t, n);
	PART(rank, int, n);
	PART(start, int, SEAT_TABLES_MAX + 1);
	PART(plan, int, (size_t)n * (size_t)sittings);
	PART(search, unsigned char, seat_search_size(n, sittings));
#undef PART
	return off;
}

size_t
seat_work_size(int n, int sittings)
{
	if (n < 2 || sittings < 1)
		return 0;
	return carve(NULL, NULL, n, sittings);
}

int
seat_apart(const struct seat_work *w, int p, int q)
{
	return (w->met[(size_t)p * (size_t)w->n + (size_t)q] & MET_APART) != 0;
}

int
seat_met(const struct seat_work *w, int p, int q)
{
	return w->met[(size_t)p * (size_t)w->n + (size_t)q] & MET_COUNT;
}

/* Whether players p and q may change tables with each other. */
int
seat_may_swap(const struct seat_work *w, int p, int q)
{
	int sp = w->size[w->at[p]] < 4, sq = w->size[w->at[q]] < 4;

	return w->at[p] != w->at[q] && (sp == sq || w->small[p] == w->small[q]);
}

void
seat_swap(struct seat_work *w, int p, int q)
{
	int a = w->pos[p], b = w->pos[q], t = w->at[p];

	w->tab[a] = q;
	w->tab[b] = p;
	w->pos[p] = b;
	w->pos[q] = a;
	w->at[p] = w->at[q];
	w->at[q] = t;
}

/* Lays players out in the order of list[]. */
static void
lay(struct seat_work *w, const int *list)
{
	int t, k;

	for (t = 0; t < w->ntables; t++)
		for (k = w->start[t]; k < w->start[t + 1]; k++) {
			w->tab[k] = list[k];
			w->at[list[k]] = t;
			w->pos[list[k]] = k;
		}
}

static int
by_key(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * A random layout with the small places given to the players who have
 * sat small least (ties drawn by lot): players sorted by small count and
 * a random key, the large tables filled from the end of the list.
 */
void
seat_lay_random(struct seat_work *w)
{
	int i, n = w->n, nsmall = n - w->start[w->nlarge];

	for (i = 0; i < n; i++)
		w->key[i] = ((uint64_t)(w->small[i] < 0xFFFF ? w->small[i] :
		    0xFFFF) << 48) | ((seat_rand(&w->rng) >> 28) << 12) |
		    (uint64_t)i;	/* 12 bits of index: SEAT_PLAYERS_MAX */
	qsort(w->key, (size_t)n, sizeof(*w->key), by_key);
	for (i = 0; i < nsmall; i++)
		w->tmp[w->start[w->nlarge] + i] = (int)(w->key[i] & 0xFFF);
	for (i = nsmall; i < n; i++)
		w->tmp[i - nsmall] = (int)(w->key[i] & 0xFFF);
	seat_shuffle(&w->rng, w->tmp, w->start[w->nlarge]);
	lay(w, w->tmp);
}

/* How many keep-apart pairs the layout seats together. */
static int
apart_count(const struct seat_work *w, const struct seat_input *in)
{
	int i, c = 0;

	for (i = 0; i < in->napart; i++)
		if (w->at[in->apart[2 * i]] == w->at[in->apart[2 * i + 1]])
			c++;
	return c;
}

/* Whether player p at table t sits with a keep-apart partner. */
static int
apart_at(const struct seat_work *w, int p, int t, int skip)
{
	int k;

	for (k = w->start[t]; k < w->start[t + 1]; k++)
		if (w->tab[k] != p && w->tab[k] != skip &&
		    seat_apart(w, p, w->tab[k]))
			return 1;
	return 0;
}

/*
 * Parts each seated keep-apart pair by moving one of the two to the
 * nearest table where an exchange parts them and makes no new such pair;
 * among that table's players the one closest in rank (standings) or the
 * first found.
 */
static void
apart_repair(struct seat_work *w, const struct seat_input *in)
{
	int i, d, k, side, p, q, t, u, best, bestd;

	for (i = 0; i < in->napart; i++) {
		p = in->apart[2 * i + 1];
		if (w->at[p] != w->at[in->apart[2 * i]])
			continue;
		t = w->at[p];
		for (d = 1; d < w->ntables; d++) {
			best = -1;
			bestd = 0;
			for (side = -1; side <= 1; side += 2) {
				u = t + side * d;
				if (u < 0 || u >= w->ntables)
					continue;
				for (k = w->start[u]; k < w->start[u + 1]; k++) {
					q = w->tab[k];
					if (!seat_may_swap(w, p, q) ||
					    apart_at(w, p, u, q) ||
					    apart_at(w, q, t, p))
						continue;
					if (best < 0 || abs(w->rank[q] -
					    w->rank[p]) < bestd) {
						best = q;
						bestd = abs(w->rank[q] -
						    w->rank[p]);
					}
				}
			}
			if (best >= 0) {
				seat_swap(w, p, best);
				break;
			}
		}
	}
}

/* Seat order at each table: the player who has started least first. */
static void
seat_order(struct seat_work *w)
{
	int t, k, m, best, x;

	for (t = 0; t < w->ntables; t++) {
		seat_shuffle(&w->rng, w->tab + w->start[t], w->size[t]);
		best = w->start[t];
		for (k = best + 1; k < w->start[t + 1]; k++)
			if (w->first[w->tab[k]] < w->first[w->tab[best]])
				best = k;
		x = w->tab[best];
		for (m = best; m > w->start[t]; m--)
			w->tab[m] = w->tab[m - 1];
		w->tab[w->start[t]] = x;
		for (k = w->start[t]; k < w->start[t + 1]; k++)
			w->pos[w->tab[k]] = k;
	}
}

/* Adds the layout's meetings, small tables and starts to the counts. */
void
seat_record(struct seat_work *w)
{
	size_t n = (size_t)w->n;
	int t, a, b, p, q;

	for (t = 0; t < w->ntables; t++) {
		for (a = w->start[t]; a < w->start[t + 1]; a++) {
			p = w->tab[a];
			if (w->size[t] < 4)
				w->small[p]++;
			for (b = a + 1; b < w->start[t + 1]; b++) {
				q = w->tab[b];
				if ((w->met[p * n + q] & MET_COUNT) != MET_COUNT) {
					w->met[p * n + q]++;
					w->met[q * n + p]++;
				}
			}
		}
		w->first[w->tab[w->start[t]]]++;
	}
}

static int
check_input(const struct seat_input *in, const struct seat_output *out,
    size_t worklen)
{
	int i, n = in->n;

	if (n < 2 || in->sittings < 1 || out == NULL || out->seat == NULL ||
	    (n + 3) / 4 > SEAT_TABLES_MAX || n > SEAT_PLAYERS_MAX ||
	    worklen < seat_work_size(n, in->sittings))
		return -1;
	if (in->method != SEAT_RANDOM && in->method != SEAT_MIXED &&
	    in->method != SEAT_STANDINGS)
		return -1;
	if (in->napart < 0 || (in->napart > 0 && in->apart == NULL))
		return -1;
	for (i = 0; i < 2 * in->napart; i++)
		if (in->apart[i] < 0 || in->apart[i] >= n)
			return -1;
	if (in->method == SEAT_STANDINGS && in->order == NULL)
		return -1;
	return 0;
}

/* The counts of the history, and the keep-apart marks. */
static void
load_counts(struct seat_work *w, const struct seat_input *in)
{
	size_t i, j, n = (size_t)in->n;

	for (i = 0; i < n; i++) {
		for (j = 0; j < n; j++) {
			uint16_t m = in->met != NULL ? in->met[i * n + j] : 0;

			w->met[i * n + j] = i == j ? 0 :
			    m < MET_COUNT ? m : MET_COUNT;
		}
		w->small[i] = in->small != NULL ? in->small[i] : 0;
		w->first[i] = in->first != NULL ? in->first[i] : 0;
	}
	for (i = 0; i < (size_t)in->napart; i++) {
		size_t a = (size_t)in->apart[2 * i], b = (size_t)in->apart[2 * i + 1];

		if (a != b) {
			w->met[a * n + b] |= MET_APART;
			w->met[b * n + a] |= MET_APART;
		}
	}
}

/* Fills the work space from the input; -1 when order[] is no ranking. */
static int
load(struct seat_work *w, const struct seat_input *in, struct seat_output *out)
{
	int i, t, p;

	w->n = in->n;
	w->sittings = in->sittings;
	w->size = out->size;
	w->ntables = seat_tables(in->n, out->size);
	out->ntables = w->ntables;
	w->start[0] = 0;
	w->nlarge = 0;
	for (t = 0; t < w->ntables; t++) {
		w->start[t + 1] = w->start[t] + w->size[t];
		if (w->size[t] == 4)
			w->nlarge = t + 1;
	}
	w->rng = in->seed;
	load_counts(w, in);
	for (i = 0; i < in->n; i++)
		w->rank[i] = in->method == SEAT_STANDINGS ? -1 : 0;
	if (in->method == SEAT_STANDINGS)
		for (i = 0; i < in->n; i++) {
			p = in->order[i];
			if (p < 0 || p >= in->n || w->rank[p] >= 0)
				return -1;
			w->rank[p] = i;
		}
	return 0;
}

/* Makes sitting s of the plan the layout. */
void
seat_lay_plan(struct seat_work *w, int s)
{
	lay(w, w->plan + (size_t)s * (size_t)w->n);
}

/* Repeats over the history and the plan: the met counts beyond 1. */
static int
repeats(const struct seat_work *w)
{
	size_t i, j, n = (size_t)w->n;
	long r = 0;
	int m;

	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++) {
			m = w->met[i * n + j] & MET_COUNT;
			if (m > 1)
				r += m - 1;
		}
	return r > 0x7FFFFFFF ? 0x7FFFFFFF : (int)r;
}

int
seat_plan(const struct seat_input *in, struct seat_output *out, void *work,
    size_t worklen)
{
	struct seat_work w;
	int s, broken = 0;

	if (in == NULL || check_input(in, out, worklen) != 0)
		return -1;
	memset(&w, 0, sizeof(w));
	carve(&w, work, in->n, in->sittings);
	if (load(&w, in, out) != 0)
		return -1;
	if (in->method != SEAT_MIXED || seat_design(&w, in) != 0) {
		for (s = 0; s < in->sittings; s++) {
			if (in->method == SEAT_STANDINGS && s == 0)
				lay(&w, in->order);
			else if (in->method == SEAT_RANDOM)
				seat_lay_random(&w);
			else
				seat_mixed_one(&w);
			apart_repair(&w, in);
			memcpy(w.plan + (size_t)s * (size_t)in->n, w.tab,
			    sizeof(int) * (size_t)in->n);
			seat_record(&w);
		}
		if (in->method != SEAT_RANDOM)
			seat_improve(&w, in->method == SEAT_STANDINGS);
	}
	/* The plan is made: now who starts, and the counts again. */
	load_counts(&w, in);
	for (s = 0; s < in->sittings; s++) {
		seat_lay_plan(&w, s);
		seat_order(&w);
		memcpy(w.plan + (size_t)s * (size_t)in->n, w.tab,
		    sizeof(int) * (size_t)in->n);
		memcpy(out->seat + (size_t)s * (size_t)in->n, w.tab,
		    sizeof(int) * (size_t)in->n);
		seat_record(&w);
		broken += apart_count(&w, in);
	}
	out->repeats = repeats(&w);
	out->apart_broken = broken;
	return 0;
}
