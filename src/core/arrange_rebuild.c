/*
 * arrange_rebuild.c: the sets, read back from the final state's path.
 * Each entry's opt holds what every slot did, the tiles left over and
 * those put in groups; the runs are followed slot by slot (the slots are
 * sorted again after each step, so a permutation goes along), and a
 * number's group tiles are dealt into its groups by a small search.
 */
#include <string.h>

#include "arrange_int.h"

/* Rebuild the sets from the chosen path. */
struct run {
	struct tile t[RK_SET_MAX + 1];
	int n;
};

static void
emit(struct arrangement *out, const struct tile *t, int n)
{
	if (out->nsets < RK_ARRANGE_SETS) {
		memcpy(out->sets[out->nsets].t, t, sizeof(*t) * (size_t)n);
		out->sets[out->nsets++].n = n;
	}
}

/* Deal the group tiles of number v into k groups of distinct colours,
 * 3 or 4 each, a real tile in each: a small backtracking search.  A joker
 * takes the first colour its group lacks. */
static int
deal_groups(struct tile *tiles, int n, int k, int *g, int idx, int *size,
    unsigned *colours, int *reals)
{
	int j;

	if (idx == n) {
		for (j = 0; j < k; j++)
			if (size[j] < 3 || reals[j] == 0)
				return 0;
		return 1;
	}
	for (j = 0; j < k; j++) {
		struct tile *t = &tiles[idx];

		if (t->joker)
			for (t->colour = 0; t->colour < RK_NCOLOURS - 1 &&
			    (colours[j] & (1u << t->colour)); t->colour++)
				;
		if (size[j] == 4 || (colours[j] & (1u << t->colour)))
			continue;
		g[idx] = j;
		size[j]++;
		colours[j] |= 1u << t->colour;
		reals[j] += !t->joker;
		if (deal_groups(tiles, n, k, g, idx + 1, size, colours, reals))
			return 1;
		size[j]--;
		colours[j] &= ~(1u << t->colour);
		reals[j] -= !t->joker;
	}
	return 0;
}

void
arr_rebuild(struct ctx *c, const struct path_step *path,
    struct arrangement *out)
{
	int s, v, colour, k;
	struct run runs[RK_NCOLOURS][MAX_SLOTS];

	memset(runs, 0, sizeof(runs));
	s = 1;
	for (v = 1; v <= c->ts->maxnum; v++) {
		struct tile gt[RK_NCOLOURS * 5];
		int ng = 0;

		for (colour = 0; colour < RK_NCOLOURS; colour++, s++) {
			const struct path_step *e = &path[s];
			const struct path_step *p = &path[s - 1];
			int left = OPT_LEFT(e->opt);
			int gj = OPT_GJ(e->opt);
			int gr = OPT_GR(e->opt), i;
			unsigned codes[MAX_SLOTS];
			int perm[MAX_SLOTS] = { 0, 1, 2 };
			struct run nr[MAX_SLOTS];

			memset(nr, 0, sizeof(nr));
			for (k = 0; k < c->slots; k++) {
				int a = OPT_ACT(e->opt, k);
				int r, j;
				unsigned old = key_slot(p->key, colour, k);

				arr_apply(c, old, a, &codes[k], &r, &j);
				nr[k] = runs[colour][k];
				if (a == A_END || a == A_END_REAL ||
				    a >= A_LEAD) {
					if (nr[k].n > 0)
						emit(out, nr[k].t, nr[k].n);
					nr[k].n = 0;
				}
				if (a >= A_LEAD) {
					/* the jokers laid before the run */
					for (i = j; i > 0; i--)
						nr[k].t[nr[k].n++] =
						    arr_tile(colour, v - i, 1);
					j = 0;
				}
				if (r || j)
					nr[k].t[nr[k].n++] = arr_tile(colour, v, j);
			}
			arr_sort_slots(codes, perm, c->slots);
			for (k = 0; k < c->slots; k++)
				runs[colour][k] = nr[perm[k]];
			for (i = 0; i < gr; i++)
				gt[ng++] = arr_tile(colour, v, 0);
			for (i = 0; i < gj; i++)
				gt[ng++] = arr_tile(colour, v, 1);
			for (i = 0; i < left; i++)
				out->left[out->nleft++] = arr_tile(colour, v, 0);
		}
		/* the last colour closed the number: k groups */
		k = OPT_NGROUPS(path[s - 1].opt);
		if (ng > 0) {
			int g[RK_NCOLOURS * 5], size[8] = { 0 };
			int reals[8] = { 0 };
			unsigned cols[8] = { 0 };
			int j, i;

			deal_groups(gt, ng, k, g, 0, size, cols, reals);
			for (j = 0; j < k; j++) {
				struct tile set[4];
				int sn = 0;

				for (i = 0; i < ng; i++)
					if (g[i] == j)
						set[sn++] = gt[i];
				emit(out, set, sn);
			}
		}
	}
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (k = 0; k < c->slots; k++)
			if (runs[colour][k].n > 0)
				emit(out, runs[colour][k].t, runs[colour][k].n);
}

/* The path of the state last of the final step, by its parents. */
void
arr_path_of(const struct ctx *c, int32_t last, struct path_step *path)
{
	int s, nsteps = c->ts->maxnum * RK_NCOLOURS;
	int32_t idx = last;

	for (s = nsteps; s >= 0; s--) {
		path[s].key = c->steps[s].e[idx].key;
		path[s].opt = c->steps[s].e[idx].opt;
		if (s > 0)
			idx = c->steps[s].e[idx].parent;
	}
}
