/*
 * arrange_settle.c: what the linear program (arrange_lp.c) settles for the
 * plan of arrange.c: its bound, met by an arrangement read from its
 * optimum, by the known arrangement mended (arrange_mend.c), by what the
 * optimum leaves over with the rest laid depth first, or by a dive; and
 * the two searches that finish a stuck dive.  Words,
 * besides those of arrange_int.h:
 *  - known: the cheapest arrangement found so far (c->bound its cost);
 *    the answer when it meets the bound.
 *  - rest: what a dive, or the program's optimum, leaves to lay.
 *  - open: the program is made before the rungs and beams, so that a
 *    dive is worth it also where something must be left over, when the
 *    known arrangement leaves more tiles than must be.
 */
#include <stdlib.h>
#include <string.h>

#include "arrange_int.h"

/* down: c for the bag upside down (mirror: its tiles, number v at
 * maxnum + 1 - v, each keeping its cost), without c's lower bound, which
 * is for the bag the right way up. */
void
arr_mirror(const struct ctx *c, struct ctx *down, struct bag *mirror)
{
	int colour, v, top = c->ts->maxnum;

	*down = *c;
	down->mirrored = 1;
	down->lower = NULL;
	bag_init(mirror);
	mirror->jokers_must = c->bag->jokers_must;
	mirror->jokers_may = c->bag->jokers_may;
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= top; v++) {
			mirror->must[colour][top + 1 - v] =
			    c->bag->must[colour][v];
			mirror->may[colour][top + 1 - v] = c->bag->may[colour][v];
			down->tile_cost[top + 1 - v] = c->tile_cost[v];
		}
	down->bag = mirror;
}

/* The arrangement of the mirrored bag, read the right way up (out may be
 * in: it is turned where it is). */
void
arr_unmirror(const struct arrangement *in, const struct tileset *ts,
    struct arrangement *out)
{
	int i, k;

	arr_copy(out, in);      /* (nothing when out is in) */
	for (i = 0; i < out->nsets; i++) {
		struct tile *t = out->sets[i].t;
		int n = out->sets[i].n;

		for (k = 0; k < n; k++)
			t[k].num = (uint8_t)(ts->maxnum + 1 - t[k].num);
		for (k = 0; n > 1 && t[0].num != t[1].num && k < n / 2; k++) {
			struct tile x = t[k];

			t[k] = t[n - 1 - k];
			t[n - 1 - k] = x;
		}
	}
	for (i = 0; i < out->nleft; i++)
		if (!out->left[i].joker) {
			out->left[i].num = (uint8_t)(ts->maxnum + 1 -
			    out->left[i].num);
			out->left_value += 2 * out->left[i].num -
			    (ts->maxnum + 1);
		}
}

/* Nothing better than the greedy arrangement (or the beam's, in known):
 * it is the answer, or, when there is none, the bag cannot be laid. */
void
arr_no_better(struct arrangement *out, const struct arrangement *known)
{
	if (known != NULL)
		arr_copy(out, known);
	else
		out->feasible = 0;
}

/*
 * a, an arrangement of the bag, becomes the known one (*known, c->bound)
 * when it costs less; else it is freed.  1 when kept.
 */
static int
keep_known(struct ctx *c, struct arrangement **known, struct arrangement *a)
{
	int64_t cost = arr_cost_of(a, c);

	if (cost >= c->bound) {
		free(a);
		return 0;
	}
	c->bound = cost;
	free(*known);
	*known = a;
	return 1;
}

/* Whether the program can be made for c's bag: not for junior tiles (one
 * joker a set, runs only: its patterns do not say so), nor when the
 * tests have it off (arr_lp_tiles -1). */
int
arr_lp_can(const struct ctx *c)
{
	return !c->ts->runs_only && c->ts->jokers_per_set == 0 &&
	    arr_lp_tiles >= 0;
}

/*
 * Run the linear program once: its bound into *lower (a cost) and, by
 * tiles, the fewest tiles into *least; its arrangement, when whole and
 * better than what is known, becomes the known one (*known, c->bound).
 * ARR_FOUND when what is known is the best (the bound reaches it),
 * ARR_OK, or ARR_NOMEM.  *made says it ran (arr_lp_settle() runs it once).
 * The program's first solve starts from the known arrangement's sets
 * (duals->crash: arr_lp_crash in arrange_lp.c).
 */
static int
lp_step(struct ctx *c, int by_value, int *made, int64_t *lower,
    int64_t *least, struct arrangement **known, struct arr_lpsol *duals)
{
	struct arrangement *lpa;
	int64_t units;
	int err;

	if (!arr_lp_can(c))
		return ARR_OK;
	*made = 1;
	if ((lpa = malloc(sizeof(*lpa))) == NULL)
		return ARR_NOMEM;
	if (duals != NULL)
		duals->crash = *known;
	err = arr_lp_bound(c, by_value, lower, &units, lpa, duals);
	if (duals != NULL)
		duals->crash = NULL;
	if (err < 0) {
		free(lpa);
		return ARR_NOMEM;
	}
	if (err == 1)
		keep_known(c, known, lpa);
	else
		free(lpa);
	c->duals = duals;
	/* n tiles worth more than n of the highest number: n + 1 at least,
	 * as where the cuts show more tiles than the program (cut_tiles;
	 * arr_lp_more, below) */
	if (!by_value && arr_lp_more > 0 && c->jokers == 0 &&
	    *lower / COST_TILE >= arr_lp_more_n &&
	    *lower % COST_TILE > *lower / COST_TILE * c->ts->maxnum &&
	    *lower / COST_TILE + 1 > units) {
		units = *lower / COST_TILE + 1;
		if (duals != NULL)
			duals->cut_tiles = 1;
	}
	if (!by_value && units * COST_TILE > *least)
		*least = units * COST_TILE;
	return c->bound <= *lower ? ARR_FOUND : ARR_OK;
}

/*
 * The tree over the cuts' program, where arr_lp_bound() kept it
 * (arr_lp_tree()), once, towards the known arrangement's cost: ARR_FOUND
 * when it settles the bag (the answer in p->out), else ARR_OK, a cheaper
 * arrangement it found kept as the known one; ARR_NOMEM.
 */
int
arr_lp_tree_settle(struct plan *p)
{
	struct ctx *c = &p->c;
	struct arrangement *a;
	int64_t lower = 0;
	int made = 0, rc;

	if (p->duals.tree == NULL)
		return ARR_OK;
	if ((a = malloc(sizeof(*a))) == NULL)
		return ARR_NOMEM;
	rc = arr_lp_tree(c, &p->duals, &lower, a, &made);
	if (rc < 0) {
		free(a);
		return ARR_NOMEM;
	}
	if (made)
		keep_known(c, &p->known, a);
	else
		free(a);
	if (rc == 1 && c->bound <= lower) {
		arr_no_better(p->out, p->known);
		return ARR_FOUND;
	}
	return ARR_OK;
}

/*
 * What the linear program's optimum leaves over, when whole and costing
 * its bound: the rest of the bag laid with nothing over (the depth-first
 * search, which finds a layable bag fast, for at most arr_lp_dfs states,
 * arr_lp_dfs0 when the rest has no joker) makes an arrangement at the
 * bound, the best.  ARR_FOUND with it in out, ARR_OK when there is
 * none, or ARR_NOMEM.  400 states, not 2,000:
 * on the hard corpora (2,453 bags) it laid the rest twice, in 154 and
 * 311 states, and ran to its limit 321 times, 2,000 states each;
 * on 220 random XP bags without jokers it was tried once (131 states).
 * Counted (callgrind, every bag once), 2,000 -> 400: the standard
 * corpora 13.56 -> 13.19 billion instructions (hard5 standard 0.88,
 * its 15th bag 8.3 -> 6.3 million), XP but hard26 and hard27 45.07 ->
 * 45.01, 252 bags 5% or more cheaper, none more than 0.3% dearer;
 * bench_arrange 5.868 -> 5.870 billion, each kind within 0.3% (its
 * drawn XP bags with three jokers 1.003).
 * A rest without jokers, arr_lp_dfs0 states, fewer: of the 2,673 bags of
 * tests/bench and 1,000 of each kind of bench_arrange, 49 rests without
 * jokers were searched so, and the five laid took 69-140 states; of the
 * 44 not laid, 42 ran to the limit (30 of them XP bags, among them the
 * floor bags of hard26 and hard27 XP, the nearest to the integer
 * program, a tile short of the answer).  With jokers, 16 laid took
 * 109-368 states.  Counted (callgrind), 400 -> 160 without jokers: the
 * floor bags it is tried on 0.94 of the instructions (hard26 XP 7 0.944,
 * hard27 XP 38 and 5 0.939 and 0.940, hard26 standard 18 0.935); side by
 * side with the integer program, 0.949 of the time on the 44 bags of
 * tests/bench it now gives up on sooner (0.968 with the builds run the
 * other way round).  Same answers on every bag.
 * Since the twenty-ninth search, 200: hard29 standard 3 and 6 (62 tiles,
 * three left worth 27, the program's bound and point three worth 27)
 * lay their rest in 188 states; cut at 160, the rungs and beams took
 * 1,374.  Counted (callgrind, every bag once) against 160: hard29
 * standard 0.977 (those two 0.55), hard26 standard 1.0067 (its bag 12
 * 1.025), hard27 XP 1.0025 (bag 27 1.018), hard26 XP 1.0003, no other
 * corpus changing; bench_arrange's 60-tile bags without jokers 1.0004
 * (a bag 1.018 times); at 250, hard26 standard 1.015.
 */
long arr_lp_dfs = 400, arr_lp_dfs0 = 200;

/*
 * Diving (arr_lp_dive()) when the program shows that nothing need be
 * left over and neither its arrangement nor lp_rest() lays the bag: the
 * bags the adversarial search found against the program (hard3) were
 * mostly such, layable, and the depth-first search needed 85,000 states
 * for the worst (hard3_xp 1: 32 ms; diving, 1.1 ms).  A dive that gets
 * stuck leaves the rest to lay: depth first, from where it was at its
 * last steps, newest first, for arr_dive_dfs states, the next for
 * arr_dive_dfs2, any after for arr_dive_dfs3 (hard3_xp 5, 98 tiles and
 * 4 jokers, layable: 18 ms -> 1.6 ms, 417 states in all).
 * Where something must be left, only when the program is made before
 * the rungs and beams ("open" in arr_lp_settle()) and the known
 * arrangement leaves more tiles than the program shows must be: the
 * tiles are open, and the rest of a stuck dive is swept exactly
 * (sweep_rest(), arr_dive_sweep states), which mostly finds the fewest
 * tiles and leaves only their value to the exact sweep before the
 * beams.  Measured side by side on
 * the hard corpora (CPU mean / bags under ten times the integer
 * program): hard3_standard 1.64 ms / 2 -> 1.85 / 0, hard_standard 0.67 /
 * 1 -> 0.61 / 0, hard2_xp 3.38 -> 2.91 ms; but hard_xp 46 (99 tiles, one
 * joker) 2.1 -> 4.1 ms, where the dive's 3 tiles worth 15 send the exact
 * sweep up the numbers for 14,000 states and the beams had found 3 worth
 * 3, the bound.  After the beams it did not pay (bench_arrange's 60-tile
 * drawn bags with 2 jokers: 99th percentile 1.5 -> 2.0 ms).  Diving when
 * the known leaves as many tiles as must be left cost 0.4-1.2 ms a bag for
 * nothing (hard_standard median 0.40 -> 0.79 ms).  Later, only in XP: on
 * standard bags it found nothing where the adversarial searches of
 * hard5-7 looked (the rest swept to its limit, 0.5-0.9 ms a bag), and
 * without it bench_arrange's 60-tile drawn bags with 1 and 2 jokers took
 * 14% and 12% fewer instructions (arrange.c, arr_early_spare).
 *
 * Which of the program's optimal points the simplex lands on depends on
 * the order of the numbers, and a dive follows it: the worst bags of the
 * sixth adversarial search (hard6_xp 1 and 2, 100 XP tiles, 3 jokers,
 * layable) got stuck diving up the numbers, and only the exact sweep laid
 * them (146,000-164,000 states, 21-32 ms), where a dive down them (the bag
 * mirrored) lays them at once.  So arr_lp_dives 2: in XP, where nothing
 * is known to be left, a second dive down the numbers when the first
 * finds nothing, its rest not searched (that cost as much again and found
 * no more).  Measured side by side, CPU mean / worst, without and with:
 * hard6_xp 7.2 / 22.6 -> 5.4 / 11.1 ms; hard3_xp, hard4_xp and hard5_xp
 * 3-4% more on the mean (a dive for nothing where one tile must be left
 * but the program shows none need be); bench_arrange 0.01% more
 * instructions.  In standard it paid nowhere: hard3_standard and
 * hard6_standard did 8% more work, each bag that paid for it 0.7-0.9 ms
 * more, and none fewer.  Variables: 0 never.
 */
long arr_lp_dives = 2;
long arr_dive_sweep = 3000;

/*
 * The rests of a stuck dive, newest first: the first arr_dive_dfs
 * states, the second arr_dive_dfs2, each after arr_dive_dfs3.  Each was
 * given 500 until the stop after f5b2f66.  The newest rest lays most of
 * what the rests lay, and the ones before it, when they lay, lay in a
 * few hundred states or not at all.  hard16 standard's slowest bags (76
 * tiles, two jokers, nothing left; 5.2-5.4 ms, the slowest of the
 * standard set) lay in 600-950 states from the newest rest, which gave
 * up at 500; then the older two gave up too, and the beams and the
 * exact sweep made 17,000-22,000 states: hard16 standard 1 22,676 ->
 * 935.  Counted in states on all 3,073 bags of tests/bench, the first /
 * second / later budgets (500 / 500 / 500 before: 5.36 million states
 * standard, 10.40 XP): 1000 / 500 / 500, 0.998 and 1.008; 1000 / 250 /
 * 50, 0.977 and 0.971, 19 bags dearer, none more than 1.13 times;
 * 1000 / 100 / 100, 0.965 and 0.965, but hard15 XP 26 295 -> 10,152
 * states (its second rest lays it in 204); 1200 / 250 / 50, bags up to
 * 1.21 times; 5,000 each, 1.24 and 1.31.  Variables: 0 never.
 */
long arr_dive_dfs = 1000, arr_dive_dfs2 = 250, arr_dive_dfs3 = 50;

/*
 * arr_lp_dives on a bag without jokers: 0, no dive.  The dives were
 * measured on bags with them (the hard corpora held no XP bag without
 * jokers until the searches aimed at the ratio to the integer program,
 * hard26 and hard27); on XP bags without jokers they lay nothing the
 * searches after them do not.  Counted in instructions (callgrind, each
 * bag once), 2 -> 0: hard26_xp and hard27_xp 0.76 and 0.79 (the bags
 * where rkub is nearest the integer program); XP bags without jokers
 * drawn from the box, 60 of each size, 40 tiles 0.97, 60 0.95, 80 0.97,
 * 100 1.04; standard bags without jokers 0.97 (the old corpora's 126),
 * else the same; no other bag changes.
 */
long arr_lp_dives0 = 0;

/*
 * The program's bound is n tiles and a value (its cost, a tile weighed
 * more than any value), and the value can be more than n tiles can be
 * worth (over n times the highest number; the second solve's and the
 * cuts' bounds both): then n + 1 tiles at least must be left, on a bag
 * without jokers (a joker's cost can be more than any number), and the
 * rungs start there (arr_lp_more; 0, not), with the value sweep held as
 * where the cuts show more tiles than the program (arr_sweep_cut).
 * hard30 XP 37 (83 tiles, five left worth 47; the bound four tiles
 * worth 227): the rung of four, which cannot be met, is not swept, 3,718
 * -> 1,564 states, 12.0 -> 4.9 million instructions.  Only where n is
 * arr_lp_more_n or more.  Counted (callgrind, every bag once), against
 * none: hard30 XP 0.921, hard28 XP 0.998, hard28 standard 0.974, hard30
 * standard 0.972, hard27 standard 0.990 (bag 25 0.67), but hard26
 * standard 41 1.17; every other corpus the same.  With n of 1 and 2
 * too, hard31 XP 0.986 but hard27 XP 1.022 (bag 37 1.18: its bags leave
 * two tiles where the bound is one worth 239 to 484, and the rung of
 * one was cheap); without the value sweep held, hard27 XP 1 and 15 two
 * and three times the states.
 */
long arr_lp_more = 1, arr_lp_more_n = 3;

/*
 * Lay all of rest with nothing left over, depth first (for at most limit
 * states), its sets added to out: ARR_FOUND, ARR_OK when none is found,
 * or ARR_NOMEM.  (Also the search for spare jokers of arrange.c.)
 */
int
arr_lay_rest(struct ctx *c, int nsteps, const struct bag *rest, long limit,
    struct path_step *path, struct arrangement *out)
{
	const struct bag *all = c->bag;
	int jokers = c->jokers, err;
	int64_t keep = c->bound;
	int32_t besti = -1;

	c->bag = rest;
	c->jokers = rest->jokers_must + rest->jokers_may;
	c->bound = COST_TILE;
	err = arr_search0(c, nsteps, limit, &besti);
	c->bag = all;
	c->jokers = jokers;
	c->bound = keep;
	if (err < 0 && err != ARR_GIVEUP)
		return err;
	if (besti < 0)
		return ARR_OK;
	arr_path_of(c, besti, path);
	arr_rebuild(c, path, out);
	return ARR_FOUND;
}

/*
 * The best arrangement of rest (the exact sweep, for at most
 * arr_dive_sweep states, under c->bound), its sets and what it leaves
 * added to out, a joker it leaves laid beside a set of out where one
 * fits: ARR_FOUND, ARR_OK when none costs less than c->bound,
 * ARR_GIVEUP, or ARR_NOMEM.
 */
static int
sweep_rest(struct ctx *c, const struct bag *rest, struct arrangement *out)
{
	const struct bag *all = c->bag;
	struct bound *lower = c->lower;
	struct sweep **sw = c->sw, *own = NULL;
	struct arrangement *a = malloc(sizeof(*a));
	int jokers = c->jokers, err, i;
	long keep_limit = c->sweep_limit;
	int64_t cost;

	if (a == NULL)
		return ARR_NOMEM;
	/* a sweep of its own: the tables are made for the bag */
	c->sw = &own;
	c->bag = rest;
	c->jokers = rest->jokers_must + rest->jokers_may;
	c->lower = NULL;
	c->sweep_limit = arr_dive_sweep;
	err = arr_sweep(c, 0, &cost, a);
	arr_sweep_free(own);
	c->sw = sw;
	c->bag = all;
	c->jokers = jokers;
	c->lower = lower;
	c->sweep_limit = keep_limit;
	if (err == ARR_FOUND) {
		if (out->nsets + a->nsets > RK_ARRANGE_SETS)
			err = ARR_OK;
		for (i = 0; err == ARR_FOUND && i < a->nsets; i++)
			out->sets[out->nsets++] = a->sets[i];
		for (i = 0; err == ARR_FOUND && i < a->nleft; i++)
			if (!a->left[i].joker ||
			    !arr_greedy_joker_fits(out, c->ts))
				out->left[out->nleft++] = a->left[i];
	}
	free(a);
	return err;
}

static int
lp_rest(struct ctx *c, int nsteps, int64_t lower, struct path_step *path,
    struct arrangement *out)
{
	const struct arr_lpsol *d = c->duals;
	struct bag rest = *c->bag;
	int colour, v, err;
	int64_t cost = 0;
	long limit;

	/* (nothing left over: the search of step 2 is that search) */
	if (d == NULL || !d->whole_left || c->bound <= lower ||
	    d->left_jokers > rest.jokers_may || lower == 0)
		return ARR_OK;
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= c->ts->maxnum; v++) {
			if (d->left[colour][v] > rest.may[colour][v])
				return ARR_OK;
			rest.may[colour][v] -= d->left[colour][v];
			cost += d->left[colour][v] * c->tile_cost[v];
		}
	rest.jokers_may -= d->left_jokers;
	cost += d->left_jokers * c->joker_cost;
	limit = rest.jokers_must + rest.jokers_may > 0 ? arr_lp_dfs :
	    arr_lp_dfs0;
	if (cost != lower || limit <= 0)
		return ARR_OK;
	arr_clear(out);
	if ((err = arr_lay_rest(c, nsteps, &rest, limit, path, out)) <= 0)
		return err;
	arr_left_add(out, d->left, c->ts->maxnum, d->left_jokers);
	out->feasible = 1;
	return ARR_FOUND;
}

/*
 * On a bag without jokers where the program shows that two tiles or more
 * must be left, what it leaves laid (lp_rest()) is searched after the
 * rungs, not before them, where they are still to come (0: always
 * before): lp_rest() looks for an arrangement that leaves the program's
 * bound, and the rung that allows as many tiles finds one, or shows there
 * is none, first.  On the 2,673 bags of tests/bench, lp_rest() was tried
 * on 33 such rests (19 XP, 14 standard) and laid none, each running to
 * its arr_lp_dfs0 states; with one tile, it laid the rest once in 13
 * (xp0_drawn 70, in 131 states, where the rung before it gives up after
 * 765).  Counted (callgrind, every bag once): see the README, the stop
 * after af6c44e.
 */
long arr_lp_rest_late = 1;

/* Whether lp_rest() waits for the rungs (arr_lp_rest_late). */
static int
rest_late(const struct plan *p)
{
	return arr_lp_rest_late > 0 && !p->by_value && p->c.jokers == 0 &&
	    !p->rungs_done && p->lp_lower >= 2 * COST_TILE;
}

/* lp_rest() for the plan p where arr_lp_settle() left it to the rungs,
 * unless they have shown that more tiles than the program's bound must
 * be left.  What lp_rest() returns. */
int
arr_lp_rest(struct plan *p)
{
	if (!p->rest_late)
		return ARR_OK;
	p->rest_late = 0;
	if (p->least / COST_TILE != p->lp_lower / COST_TILE)
		return ARR_OK;
	return lp_rest(&p->c, p->nsteps, p->lp_lower, p->path, p->out);
}

/*
 * A dive (arr_lp_dive()) in c's bag for the plan p, and (rest) where it
 * gets stuck, the rest it leaves searched: 1 with a whole arrangement of
 * the bag in d; 0 when it found none (given up, or stuck and the rest
 * not laid); or ARR_NOMEM.
 */
static int
dive(struct plan *p, struct ctx *c, struct arrangement *d, int rest)
{
	struct arr_dive_back *back = malloc(sizeof(*back));
	int64_t least = p->least;
	int err, k;

	if (back == NULL || (err = arr_lp_dive(c, (int)(least / COST_TILE),
	    d, back)) < 0) {
		free(back);
		return ARR_NOMEM;
	}
	/* stuck, where something must be left: the rest swept, exact (it
	 * is small by now) */
	if (err == 2 && rest && least >= COST_TILE && back->n > 0 &&
	    arr_dive_sweep > 0) {
		d->nsets = back->nsets[0];
		err = sweep_rest(c, &back->rest[0], d);
		if (err == ARR_OK || err == ARR_GIVEUP)
			err = 2;
	}
	/* stuck, where nothing is known to be left: the rest laid depth
	 * first, from where the dive was at its last steps, newest first
	 * (where something must be left, it cannot all be laid) */
	for (k = 0; err == 2 && rest && least < COST_TILE && k < back->n;
	    k++) {
		long limit = k == 0 ? arr_dive_dfs : k == 1 ? arr_dive_dfs2 :
		    arr_dive_dfs3;

		/* (0: this rest and those after it not laid) */
		if (limit <= 0)
			break;
		d->nsets = back->nsets[k];
		err = arr_lay_rest(c, p->nsteps, &back->rest[k], limit,
		    p->path, d);
		if (err == ARR_OK)
			err = 2;
	}
	free(back);
	if (err < 0)
		return err;
	d->feasible = 1;
	return err == 1;
}

/*
 * The linear program, once (lp_step()), the known arrangement mended
 * where it shows nothing need be left on a bag without jokers
 * (arr_mend()), what it leaves laid (lp_rest()), and a dive
 * (arr_lp_dives, arr_lp_dives0 without jokers; open: also
 * where the tiles left over are open), for the plan p: its bound into
 * p->lp_lower, the fewest tiles into p->least, its prices into
 * p->duals, and a cheaper arrangement into p->known.  ARR_FOUND when
 * that settles the bag, the answer in p->out; ARR_OK when it does not
 * (or when made already); ARR_NOMEM.
 */
int
arr_lp_settle(struct plan *p, int open)
{
	struct ctx *c = &p->c;
	struct arrangement *out = p->out, **known = &p->known;
	int64_t *lower = &p->lp_lower, *least = &p->least;
	int by_value = p->by_value, nsteps = p->nsteps, err;
	long dives = c->jokers > 0 ? arr_lp_dives : arr_lp_dives0;

	if (p->lp_made)
		return ARR_OK;
	if ((err = lp_step(c, by_value, &p->lp_made, lower, least, known,
	    &p->duals)) == ARR_FOUND)
		arr_no_better(out, *known);
	if (err != ARR_OK || !p->lp_made)
		return err;
	/* on a bag without jokers (no dive), where the program shows that
	 * nothing need be left: the known arrangement mended
	 * (arrange_mend.c) */
	if (c->jokers == 0 && *lower == 0 && p->least < COST_TILE &&
	    *known != NULL) {
		struct arrangement *m;

		if ((err = arr_mend(c, nsteps, *known, p->path, &m)) < 0)
			return err;
		if (err == ARR_FOUND && keep_known(c, known, m) &&
		    c->bound <= *lower) {
			arr_no_better(out, *known);
			return ARR_FOUND;
		}
	}
	if (rest_late(p))
		p->rest_late = 1;
	else if ((err = lp_rest(c, nsteps, *lower, p->path, out)) != ARR_OK)
		return err;
	/* diving (arr_lp_dive()) for an arrangement at the bound, when
	 * nothing is known to be left over (by the program or the
	 * depth-first search), or (open) when the known arrangement leaves
	 * more tiles than must be (dives: arr_lp_dives, or arr_lp_dives0 on
	 * a bag without jokers); in XP, where nothing is
	 * known to be left, a second dive down the numbers (the bag
	 * mirrored, the rest not searched) when the first finds nothing
	 * (dives 2) */
	if (!by_value && dives && c->bound > *lower &&
	    (*least < COST_TILE || (open && c->ts->copies >= 3 &&
	    c->bound / COST_TILE > *least / COST_TILE))) {
		struct arrangement *d = malloc(sizeof(*d));

		if (d == NULL)
			return ARR_NOMEM;
		err = dive(p, c, d, 1);
		if (err == 0 && dives > 1 && *least < COST_TILE &&
		    c->ts->copies >= 3) {
			struct ctx down;
			struct bag *mirror = malloc(sizeof(*mirror));
			struct arrangement *m = malloc(sizeof(*m));

			if (mirror == NULL || m == NULL)
				err = ARR_NOMEM;
			else {
				/* (its rest not searched, it makes no
				 * states: a dive's solves are not counted) */
				arr_mirror(c, &down, mirror);
				if ((err = dive(p, &down, m, 0)) == 1)
					arr_unmirror(m, c->ts, d);
			}
			free(mirror);
			free(m);
		}
		if (err < 0) {
			free(d);
			return err;
		}
		if (err == 0)
			free(d);
		else if (keep_known(c, known, d) && c->bound <= *lower) {
			arr_copy(out, d);
			return ARR_FOUND;
		}
	}
	return ARR_OK;
}
