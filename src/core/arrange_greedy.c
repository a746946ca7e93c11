/*
 * arrange_greedy.c: a quick arrangement, for a bound: runs of one colour
 * as long as they go, groups of what is left (or groups first), then the
 * tiles left where they fit, then the jokers where they complete a set
 * or fit beside one.  When it leaves nothing over it is the answer; else
 * its cost (arr_cost_of) bounds the search.
 */
#include <string.h>

#include "arrange_int.h"

/*
 * A quick arrangement, for a bound: runs of one colour as long as they
 * go, groups of what is left, then the jokers where they complete a set
 * or fit beside one.  When it leaves nothing over it is the answer.
 */
struct greedy {
	int n[RK_NCOLOURS][RK_MAXNUM + 2];
	int jokers;
};

/* The tiles of counts n (numbers 1..maxnum) and jokers, left over in
 * out. */
void
arr_left_add(struct arrangement *out, const int n[RK_NCOLOURS][RK_MAXNUM + 2],
    int maxnum, int jokers)
{
	int colour, v, i;

	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= maxnum; v++)
			for (i = 0; i < n[colour][v]; i++)
				out->left[out->nleft++] = arr_tile(colour, v, 0);
	for (i = 0; i < jokers; i++)
		out->left[out->nleft++] = arr_joker();
}

static int
greedy_fit_tile(struct arrangement *out, const struct tileset *ts, int colour,
    int v)
{
	int i, k;

	for (i = 0; i < out->nsets; i++) {
		struct tile *t = out->sets[i].t;
		int n = out->sets[i].n, run = n >= 2 && t[0].num != t[1].num;

		if (run && t[0].colour == colour) {
			int lo = t[0].num, hi = t[n - 1].num;

			if (hi + 1 == v && n < RK_SET_MAX) {
				t[n] = arr_tile(colour, v, 0);
				out->sets[i].n = n + 1;
				return 1;
			}
			if (lo - 1 == v && n < RK_SET_MAX) {
				memmove(t + 1, t, sizeof(*t) * (size_t)n);
				t[0] = arr_tile(colour, v, 0);
				out->sets[i].n = n + 1;
				return 1;
			}
			if (v - lo >= 2 && hi - v >= 2 &&
			    out->nsets < RK_ARRANGE_SETS) {
				struct tile *u = out->sets[out->nsets].t;
				int cut = v - lo + 1;   /* lo..v stays */

				u[0] = arr_tile(colour, v, 0);
				memcpy(u + 1, t + cut,
				    sizeof(*t) * (size_t)(n - cut));
				out->sets[out->nsets++].n = n - cut + 1;
				out->sets[i].n = cut;
				return 1;
			}
		}
		if (!run && n == 3 && !ts->runs_only && t[0].num == v) {
			unsigned used = 0;

			for (k = 0; k < 3; k++)
				used |= 1u << t[k].colour;
			if (!(used & (1u << colour))) {
				t[3] = arr_tile(colour, v, 0);
				out->sets[i].n = 4;
				return 1;
			}
		}
	}
	return 0;
}

/* Does t[0..n-1] hold a real tile? */
static int
has_real(const struct tile *t, int n)
{
	int k;

	for (k = 0; k < n; k++)
		if (!t[k].joker)
			return 1;
	return 0;
}

int
arr_greedy_joker_fits(struct arrangement *out, const struct tileset *ts)
{
	int i, k;

	for (i = 0; i < out->nsets; i++) {
		struct tile *t = out->sets[i].t;
		int n = out->sets[i].n, jk = 0, col, lo, hi, cut;

		for (k = 0; k < n; k++)
			jk += t[k].joker;
		if (ts->jokers_per_set && jk >= ts->jokers_per_set)
			continue;
		if (n == 3 && t[0].num == t[1].num && t[1].num == t[2].num) {
			unsigned used = 0;

			for (k = 0; k < 3; k++)
				used |= 1u << t[k].colour;
			for (col = 0; used & (1u << col); col++)
				;
			t[3] = arr_tile(col, t[0].num, 1);
			out->sets[i].n = 4;
			return 1;
		}
		if (n >= 3 && t[0].num != t[1].num) {
			lo = t[0].num;
			hi = t[n - 1].num;
			col = t[0].colour;
			if (hi < ts->maxnum) {
				t[n] = arr_tile(col, hi + 1, 1);
				out->sets[i].n = n + 1;
				return 1;
			}
			if (lo > 1 && n < RK_SET_MAX) {
				memmove(t + 1, t, sizeof(*t) * (size_t)n);
				t[0] = arr_tile(col, lo - 1, 1);
				out->sets[i].n = n + 1;
				return 1;
			}
			/* split 1..13 into 1..cut and j cut+1..13, each
			 * part with a real tile (no set is jokers only) */
			for (cut = 3; n >= 6 && cut <= n - 2 &&
			    out->nsets < RK_ARRANGE_SETS; cut++)
				if (has_real(t, cut) &&
				    has_real(t + cut, n - cut)) {
					struct tile *u =
					    out->sets[out->nsets].t;

					u[0] = arr_tile(col, t[cut].num - 1, 1);
					memcpy(u + 1, t + cut,
					    sizeof(*t) * (size_t)(n - cut));
					out->sets[out->nsets++].n = n - cut + 1;
					out->sets[i].n = cut;
					return 1;
				}
		}
	}
	return 0;
}

/* Runs of one colour, the longest first, as long as there are any. */
static void
greedy_runs(struct greedy *g, const struct tileset *ts, struct arrangement *out)
{
	int colour, v, k, again;

	for (colour = 0; colour < RK_NCOLOURS; colour++)
		do {
			int best = 0, start = 0, len = 0;

			again = 0;
			for (v = 1; v <= ts->maxnum + 1; v++) {
				if (v <= ts->maxnum && g->n[colour][v] > 0) {
					len++;
					continue;
				}
				if (len > best) {
					best = len;
					start = v - len;
				}
				len = 0;
			}
			if (best >= 3 && out->nsets < RK_ARRANGE_SETS) {
				for (k = 0; k < best; k++) {
					out->sets[out->nsets].t[k] =
					    arr_tile(colour, start + k, 0);
					g->n[colour][start + k]--;
				}
				out->sets[out->nsets++].n = best;
				again = 1;
			}
		} while (again);
}

/* Groups of each number from what is there, 4 colours where they are. */
static void
greedy_groups(struct greedy *g, const struct tileset *ts,
    struct arrangement *out)
{
	int colour, v, k;

	if (!ts->runs_only)
		for (v = 1; v <= ts->maxnum; v++)
			for (;;) {
				int n = 0;

				for (colour = 0; colour < RK_NCOLOURS; colour++)
					n += g->n[colour][v] > 0;
				if (n < 3 || out->nsets == RK_ARRANGE_SETS)
					break;
				for (colour = 0, k = 0; colour < RK_NCOLOURS;
				    colour++)
					if (g->n[colour][v] > 0) {
						out->sets[out->nsets].t[k++] =
						    arr_tile(colour, v, 0);
						g->n[colour][v]--;
					}
				out->sets[out->nsets++].n = k;
			}
}

/* g's tiles laid beside out's sets (g is used up), and what is left in
 * out's left */
static void
greedy_lay(struct greedy *g, const struct tileset *ts, int groups_first,
    struct arrangement *out)
{
	int colour, v;

	if (groups_first)
		greedy_groups(g, ts, out);
	greedy_runs(g, ts, out);
	if (!groups_first)
		greedy_groups(g, ts, out);
	/* a tile left over may still fit: beside a run, as the fourth of a
	 * group, or by splitting a run where it repeats a number */
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= ts->maxnum; v++)
			while (g->n[colour][v] > 0 && greedy_fit_tile(out, ts, colour, v))
				g->n[colour][v]--;
	/* jokers: complete a pair, else fit beside a set */
	while (g->jokers > 0 && out->nsets < RK_ARRANGE_SETS) {
		int done = 0;

		for (colour = 0; colour < RK_NCOLOURS && !done; colour++)
			for (v = 1; v < ts->maxnum && !done; v++)
				if (g->n[colour][v] > 0 && g->n[colour][v + 1] > 0) {
					struct tile *t = out->sets[out->nsets].t;

					t[0] = arr_tile(colour, v, 0);
					t[1] = arr_tile(colour, v + 1, 0);
					t[2] = v + 1 < ts->maxnum ? arr_tile(colour, v + 2, 1) :
					    arr_tile(colour, v - 1, 1);
					if (v + 1 == ts->maxnum) {
						t[2] = t[1];
						t[1] = t[0];
						t[0] = arr_tile(colour, v - 1, 1);
					}
					out->sets[out->nsets++].n = 3;
					g->n[colour][v]--;
					g->n[colour][v + 1]--;
					g->jokers--;
					done = 1;
				}
		for (v = 1; v <= ts->maxnum && !done && !ts->runs_only; v++) {
			int c1 = -1, c2 = -1;

			for (colour = 0; colour < RK_NCOLOURS; colour++)
				if (g->n[colour][v] > 0) {
					if (c1 < 0)
						c1 = colour;
					else if (c2 < 0)
						c2 = colour;
				}
			if (c2 >= 0) {
				struct tile *t = out->sets[out->nsets].t;
				int c3;

				for (c3 = 0; c3 == c1 || c3 == c2; c3++)
					;
				t[0] = arr_tile(c1, v, 0);
				t[1] = arr_tile(c2, v, 0);
				t[2] = arr_tile(c3, v, 1);
				out->sets[out->nsets++].n = 3;
				g->n[c1][v]--;
				g->n[c2][v]--;
				g->jokers--;
				done = 1;
			}
		}
		for (colour = 0; colour < RK_NCOLOURS && !done && g->jokers >= 2 &&
		    (ts->jokers_per_set == 0 || ts->jokers_per_set >= 2); colour++)
			for (v = 1; v <= ts->maxnum && !done; v++)
				if (g->n[colour][v] > 0 && out->nsets < RK_ARRANGE_SETS) {
					struct tile *t = out->sets[out->nsets].t;
					int lo = v + 2 <= ts->maxnum ? v : ts->maxnum - 2;

					t[0] = arr_tile(colour, lo, lo != v);
					t[1] = arr_tile(colour, lo + 1, lo + 1 != v);
					t[2] = arr_tile(colour, lo + 2, lo + 2 != v);
					out->sets[out->nsets++].n = 3;
					g->n[colour][v]--;
					g->jokers -= 2;
					done = 1;
				}
		if (!done && arr_greedy_joker_fits(out, ts)) {
			g->jokers--;
			done = 1;
		}
		if (!done)
			break;
	}
	arr_left_add(out, (const int (*)[RK_MAXNUM + 2])g->n, ts->maxnum,
	    g->jokers);
}

void
arr_greedy(const struct bag *bag, const struct tileset *ts, int groups_first,
    struct arrangement *out)
{
	struct greedy g;
	int colour, v;

	memset(&g, 0, sizeof(g));
	arr_clear(out);
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= ts->maxnum; v++)
			g.n[colour][v] = bag->must[colour][v] + bag->may[colour][v];
	g.jokers = bag->jokers_must + bag->jokers_may;
	greedy_lay(&g, ts, groups_first, out);
}

/* The tiles an arrangement leaves over laid as arr_greedy() lays a bag,
 * beside its sets (a partial arrangement completed). */
void
arr_greedy_complete(struct arrangement *a, const struct tileset *ts,
    int groups_first)
{
	struct greedy g;
	int i;

	memset(&g, 0, sizeof(g));
	for (i = 0; i < a->nleft; i++)
		if (a->left[i].joker)
			g.jokers++;
		else
			g.n[a->left[i].colour][a->left[i].num]++;
	a->nleft = 0;
	greedy_lay(&g, ts, groups_first, a);
}

int64_t
arr_cost_of(const struct arrangement *a, const struct ctx *c)
{
	int64_t cost = 0;
	int i;

	for (i = 0; i < a->nleft; i++)
		cost += a->left[i].joker ? c->joker_cost :
		    c->tile_cost[a->left[i].num];
	return cost;
}

/* Are the must tiles all placed in an arrangement (the greedy one, or
 * one read from the linear program, arrange_lp.c)? */
int
arr_greedy_keeps_must(const struct arrangement *a, const struct bag *bag)
{
	int left[RK_NCOLOURS][RK_MAXNUM + 1], jokers = 0, i, colour, v;

	memset(left, 0, sizeof(left));
	for (i = 0; i < a->nleft; i++) {
		if (a->left[i].joker)
			jokers++;
		else
			left[a->left[i].colour][a->left[i].num]++;
	}
	if (jokers > bag->jokers_may)
		return 0;
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= RK_MAXNUM; v++)
			if (left[colour][v] > bag->may[colour][v])
				return 0;
	return 1;
}
