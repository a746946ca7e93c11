/*
 * arrange_mend.c: the known arrangement mended where it leaves tiles over
 * that the linear program shows need not be: those tiles and the sets
 * near them laid again, whole, depth first.  For bags without jokers
 * (c->jokers 0), where no dive is made unless arr_lp_dives0 says so
 * (arrange_settle.c), by tiles or by value.  The words,
 * besides those of arrange_int.h and arrange_settle.c:
 *  - near: a set is near a tile left over when it holds a tile of the
 *    same number, or of the same colour within arr_mend_ring numbers of
 *    it (the tiles a run or group through the tile left could take).
 *  - patch: the tiles left over and the sets near them, taken out of the
 *    known arrangement; laid whole (arr_lay_rest(), for at most
 *    arr_mend_limit states), with the sets not near, they make an
 *    arrangement that leaves nothing, the best there is.  Tried only
 *    where the program shows that nothing need be left (its bound 0)
 *    and no search has shown that a tile must be.
 *
 * Why.  The twenty-eighth adversarial search (tests/bench/hard28_xp.txt,
 * seed 28, climbing on the ratio to the integer program) found XP bags
 * of 100-103 tiles without jokers, laid whole, on which the program's
 * optimum leaves nothing but is not whole, its point rounded leaves a
 * tile or two, and only the exact sweep found a whole arrangement:
 * 4,300-5,700 states, 6.0-9.1 times faster than the integer program.
 * Laying the tile left and the sets near it again lays 9 of those 11
 * bags in 87-180 states.
 *
 * Memory: one arrangement, malloc'd and handed back or freed.
 */
#include <stdlib.h>

#include "arrange_int.h"

/* The tiles of a set near the tile left, at most ring numbers away in
 * its colour (arr_mend_ring; 0: the sets of its number only), or of its
 * number, are taken out with it; at most arr_mend_tiles tiles in all,
 * laid whole in at most arr_mend_limit states of the depth-first search
 * (arr_mend_tiles or arr_mend_limit 0: never mended).
 * Measured on the twenty-eighth search's bags and the corpora before it:
 * see the README, the stop after 64060c9. */
long arr_mend_ring = 2, arr_mend_tiles = 60, arr_mend_limit = 200;

static int
near(const struct tile *a, const struct tile *left)
{
	int d = (int)a->num - (int)left->num;

	if (a->joker || left->joker)
		return 0;
	return a->num == left->num ||
	    (a->colour == left->colour && d >= -arr_mend_ring &&
	    d <= arr_mend_ring);
}

/*
 * known mended into *out (malloc'd, the caller's to free): ARR_FOUND when
 * its tiles left over and the sets near them are laid whole, which
 * leaves nothing over; ARR_OK when they are not (too many tiles, or none
 * found in arr_mend_limit states; *out NULL); ARR_NOMEM.
 */
int
arr_mend(struct ctx *c, int nsteps, const struct arrangement *known,
    struct path_step *path, struct arrangement **out)
{
	struct arrangement *d;
	struct bag patch;
	int i, j, u, tiles = known->nleft, err;

	*out = NULL;
	if (arr_mend_limit <= 0 || known->nleft == 0)
		return ARR_OK;
	if ((d = malloc(sizeof(*d))) == NULL)
		return ARR_NOMEM;
	bag_init(&patch);
	d->feasible = 1;
	d->nsets = d->nleft = 0;
	d->left_value = 0;
	d->states = 0;
	for (u = 0; u < known->nleft; u++)
		bag_add(&patch, &known->left[u], 0);
	for (i = 0; i < known->nsets; i++) {
		int in = 0;

		for (j = 0; j < known->sets[i].n && !in; j++)
			for (u = 0; u < known->nleft && !in; u++)
				in = near(&known->sets[i].t[j],
				    &known->left[u]);
		if (!in) {
			d->sets[d->nsets++] = known->sets[i];
			continue;
		}
		for (j = 0; j < known->sets[i].n; j++)
			bag_add(&patch, &known->sets[i].t[j], 0);
		tiles += known->sets[i].n;
	}
	if (tiles > arr_mend_tiles ||
	    (err = arr_lay_rest(c, nsteps, &patch, arr_mend_limit, path,
	    d)) == ARR_OK) {
		free(d);
		return ARR_OK;
	}
	if (err < 0) {
		free(d);
		return err;
	}
	*out = d;
	return ARR_FOUND;
}
