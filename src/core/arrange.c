/*
 * arrange.c: can these tiles be laid out in valid sets, and if not, which
 * fewest tiles (then lowest value) are left over?  Exact.  The entry
 * point, arrange(), and the plan of the search; the words (bag, step,
 * slot, tuple, key, state, cost, pass, side, work) are defined in
 * arrange.h, and each job is a file of its own:
 *   arrange_greedy.c   a quick arrangement, the first bound
 *   arrange_slots.c    what the slots of one colour can do at a number
 *   arrange_table.c    the states of a step: a hash table
 *   arrange_pass.c     the passes of the program, step by step
 *   arrange_rebuild.c  the sets, read back from the path of a state
 *   arrange_race.c     the search up and the search down, in two threads
 *
 * A dynamic program over the numbers 1..13 after van Rijn, Takes and Vis,
 * "The complexity of Rummikub problems" (2015).  Its state, after a
 * number, says for each colour and copy how long the run that is still
 * open there is (0, 1, 2, 3 or more); runs that reach 3 may end, shorter
 * ones must go on.  At each number, the tiles of that number go to open
 * runs, start new ones, go into groups of that number, or are left over.
 * Colours are taken one at a time within a number, with the group tiles
 * counted so far in the state; the groups are checked once all four are
 * in.  Made our own:
 *  - jokers are virtual tiles of any colour and number: inside a run or
 *    after it as it goes; before it, laid when its first real tile starts
 *    it (so no set is jokers only, and the jokers take no slot before);
 *    in groups, taking their colour when the groups are dealt, and every
 *    group needs a real tile;
 *  - junior tiles allow one joker per run: a flag in the slot;
 *  - tiles come as "must" (the table) and "may" (a rack): only "may"
 *    tiles can be left over, which answers "what could I have played?".
 * Only reachable states are kept, in a hash table per step, and of two
 * states that differ in one colour's slots, one that can do all the other
 * can, at no more cost, drops the other.  Whether nothing need be left
 * over is asked first, depth first and fewest jokers first, so a bag that
 * can be laid is usually found without visiting the rest; then passes
 * allow one tile more over at a time (the ladder), each going on from
 * the last.  A bag that takes some work is also searched down the
 * numbers, mirrored, in a second thread.
 *
 * Memory: the tables grow with the states (malloc, all freed before
 * arrange() returns); arrange() returns -1 when malloc fails.
 */
#include <stdlib.h>
#include <string.h>

#include "arrange.h"

void
bag_init(struct bag *b)
{
	memset(b, 0, sizeof(*b));
}

void
bag_add(struct bag *b, const struct tile *t, int must)
{
	if (t->joker && must)
		b->jokers_must++;
	else if (t->joker)
		b->jokers_may++;
	else if (t->num >= 1 && t->num <= RK_MAXNUM && must)
		b->must[t->colour][t->num]++;
	else if (t->num >= 1 && t->num <= RK_MAXNUM)
		b->may[t->colour][t->num]++;
}

static int
arrange_solve(const struct bag *bag, const struct tileset *ts, int joker_value,
    int by_value, struct arrangement *out, struct race *race, int side,
    long *work)
{
	struct ctx c;
	int nsteps = ts->maxnum * RK_NCOLOURS, s, v, colour, rc = ARR_NOMEM, err;
	int64_t best = -1;
	int32_t besti = -1;
	size_t i;
	struct arrangement *greedy_copy = NULL;

	memset(out, 0, sizeof(*out));
	memset(&c, 0, sizeof(c));
	c.done = INT64_MIN;
	c.race = race;
	c.side = side;
	c.next_check = RACE_SLICE;
	c.bag = bag;
	c.ts = ts;
	c.jokers = bag->jokers_must + bag->jokers_may;
	/* With one joker a set (junior), a joker can have to open a run
	 * beside the real copies of its number (k1 k2 j | k3 j k5): jokers
	 * bring a slot more.  Elsewhere a joker-made run can always be laid
	 * another way, as far as 25,000 dense one-colour bags (standard and
	 * XP) checked against a brute-force search show, again with jokers
	 * before a run laid lazily; the slot would triple the states. */
	c.slots = ts->copies + (c.jokers > 0 && ts->jokers_per_set == 1);
	if (c.slots > MAX_SLOTS)
		c.slots = MAX_SLOTS;
	c.joker_flag = ts->jokers_per_set == 1;
	c.lead_max = c.joker_flag && c.jokers > 0 ? 1 : c.jokers;
	if (c.jokers > 7)
		return ARR_NOMEM;
	for (v = 1; v <= RK_MAXNUM; v++) {
		/* down the numbers, a tile keeps its value from before */
		int64_t val = side && v <= ts->maxnum ? ts->maxnum + 1 - v : v;

		c.tile_cost[v] = arr_cost(by_value, (int)val);
	}
	c.joker_cost = arr_cost(by_value, joker_value);
	/* A greedy arrangement first: when it leaves nothing that could be
	 * placed, it is optimal; else its cost bounds the search. */
	/* Two greedy orders, runs first and groups first: keep the better. */
	arr_greedy(bag, ts, 0, out);
	if (out->nleft > 0) {
		struct arrangement *other = malloc(sizeof(*other));

		if (other == NULL)
			return ARR_NOMEM;
		arr_greedy(bag, ts, 1, other);
		if (arr_greedy_keeps_must(other, bag) && (!arr_greedy_keeps_must(out, bag) ||
		    arr_cost_of(other, &c) < arr_cost_of(out, &c)))
			memcpy(out, other, sizeof(*out));
		free(other);
	}
	c.bound = INT64_MAX;
	if (arr_greedy_keeps_must(out, bag)) {
		c.bound = arr_cost_of(out, &c);
		out->feasible = 1;
		if (c.bound == 0) {
			rc = ARR_OK;
			goto done;
		}
		/* The search looks only for something strictly better; when
		 * there is none, the greedy arrangement is optimal. */
		if ((greedy_copy = malloc(sizeof(*greedy_copy))) == NULL)
			return ARR_NOMEM;
		memcpy(greedy_copy, out, sizeof(*out));
	}
	memset(out, 0, sizeof(*out));
	c.tl = malloc(sizeof(*c.tl) * NTIDX);
	c.up = malloc(sizeof(*c.up) * NTIDX);
	c.steps = calloc((size_t)nsteps + 1, sizeof(*c.steps));
	if (c.tl != NULL)
		for (i = 0; i < NTIDX; i++)
			c.tl[i].n = -1;
	if (c.steps == NULL || c.tl == NULL || c.up == NULL)
		goto done;
	for (i = 0; i < NTIDX; i++)
		c.up[i][0] = 0xFFFF;
	for (s = 0; s <= nsteps; s++)
		if (arr_step_init(&c.steps[s]) < 0)
			goto done;
	/*
	 * Jokers that are only spare: when the real tiles alone can all be
	 * laid (a search without jokers, which is fast) and every joker then
	 * fits beside a set, nothing is left over.  Junior tiles aside, whose
	 * slots differ with jokers.
	 */
	if (c.jokers > 0 && !by_value && !c.joker_flag) {
		struct bag real = *bag;
		const struct bag *all = bag;
		int jokers = c.jokers, k;

		real.jokers_must = real.jokers_may = 0;
		c.bag = &real;
		c.jokers = 0;
		c.bound = COST_TILE;
		if ((err = arr_search0(&c, nsteps, &besti)) < 0) {
			rc = err;
			goto done;
		}
		c.bag = all;
		c.jokers = jokers;
		if (besti >= 0) {
			arr_rebuild(&c, besti, out);
			for (k = 0; k < jokers && arr_greedy_joker_fits(out, ts); k++)
				;
			if (k == jokers) {
				out->feasible = 1;
				out->states = c.states;
				rc = ARR_OK;
				goto done;
			}
			memset(out, 0, sizeof(*out));
		}
		besti = -1;
		c.bound = greedy_copy != NULL ? arr_cost_of(greedy_copy, &c) :
		    INT64_MAX;
	}
	/*
	 * Iterative deepening on the tiles left over: first only
	 * arrangements that leave none, then at most one, ...  Few partial
	 * arrangements survive a tight bound, and the first level that finds
	 * one has the fewest tiles over, and among those the lowest value.
	 * By value there is no such ladder: one search under the greedy bound.
	 */
	{
		int64_t greedy_bound = c.bound;
		int level, most = c.jokers;

		for (colour = 0; colour < RK_NCOLOURS; colour++)
			for (v = 1; v <= ts->maxnum; v++)
				most += bag->may[colour][v];
		for (level = by_value ? most : 0; level <= most; level++) {
			int64_t b = by_value ? greedy_bound :
			    (level + 1) * COST_TILE;

			if (b > greedy_bound)
				b = greedy_bound;
			c.bound = b;
			if (level == 0 && !by_value) {
				if ((err = arr_search0(&c, nsteps, &besti)) < 0) {
					rc = err;
					goto done;
				}
			} else if ((err = arr_search(&c, nsteps, &besti, &best)) < 0) {
				rc = err;
				goto done;
			}
			if (besti >= 0 || b == greedy_bound)
				break;
			/* The next level goes on from this one's states: it
			 * makes their dearer children again after the
			 * depth-first pass, which keeps none, and else takes
			 * those kept (all that a later level can afford). */
			c.rewalk = level == 0;
			c.keep = greedy_bound < (most + 1) * COST_TILE ?
			    greedy_bound : (most + 1) * COST_TILE;
			c.done = b;
		}
		s = nsteps;
	}
	if (besti < 0) {
		if (greedy_copy != NULL)
			memcpy(out, greedy_copy, sizeof(*out));
		else
			out->feasible = 0;
		out->states = c.states;
		rc = ARR_OK;
		goto done;
	}
	out->states = c.states;
	out->feasible = 1;
	arr_rebuild(&c, besti, out);
	{
		int used = (int)key_get(c.steps[s].e[besti].key, K_JOKERS);

		for (i = 0; i < (size_t)(c.jokers - used); i++) {
			struct tile t;

			memset(&t, 0, sizeof(t));
			t.joker = 1;
			out->left[out->nleft++] = t;
		}
	}
	rc = ARR_OK;
done:
	out->left_value = 0;
	for (i = 0; i < (size_t)out->nleft; i++)
		out->left_value += out->left[i].joker ? joker_value :
		    out->left[i].num;
	if (c.steps != NULL)
		for (s = 0; s <= nsteps; s++)
			arr_step_free(&c.steps[s]);
	free(c.steps);
	if (c.tl != NULL)
		for (i = 0; i < NTIDX; i++)
			if (c.tl[i].n >= 0) {
				free(c.tl[i].t);
				free(c.tl[i].from);
			}
	free(c.tl);
	free(c.up);
	free(greedy_copy);
	*work = c.states;
	return rc;
}

/* One side of the race, or the whole search when race is NULL. */
int
arr_solve_side(const struct bag *bag, const struct tileset *ts, int joker_value,
    int by_value, struct arrangement *out, struct race *race, int side)
{
	long work = 0;
	int rc = arrange_solve(bag, ts, joker_value, by_value, out, race, side,
	    &work);

	if (race == NULL || rc == ARR_LOST)
		return rc;
	return arr_race_finish(race, side, work, rc);
}

/* The arrangement of the mirrored bag, read the right way up. */
static void
unmirror(const struct arrangement *in, const struct tileset *ts,
    struct arrangement *out)
{
	int i, k;

	memcpy(out, in, sizeof(*out));
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

int
arrange(const struct bag *bag, const struct tileset *ts, int joker_value,
    int by_value, struct arrangement *out)
{
	struct race *r;
	int rc, colour, v;

	if (joker_value < 0 || joker_value > 1000)
		return -1;      /* costs would not fit an entry */
	r = calloc(1, sizeof(*r));
	if (r == NULL)
		return arr_solve_side(bag, ts, joker_value, by_value, out, NULL, 0);
	if (pthread_mutex_init(&r->mu, NULL) != 0) {
		free(r);
		return arr_solve_side(bag, ts, joker_value, by_value, out, NULL, 0);
	}
	if (pthread_cond_init(&r->cv, NULL) != 0) {
		pthread_mutex_destroy(&r->mu);
		free(r);
		return arr_solve_side(bag, ts, joker_value, by_value, out, NULL, 0);
	}
	r->fin[0] = r->fin[1] = -1;
	r->ts = ts;
	r->joker_value = joker_value;
	r->by_value = by_value;
	bag_init(&r->bag);
	r->bag.jokers_must = bag->jokers_must;
	r->bag.jokers_may = bag->jokers_may;
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= ts->maxnum; v++) {
			r->bag.must[colour][ts->maxnum + 1 - v] = bag->must[colour][v];
			r->bag.may[colour][ts->maxnum + 1 - v] = bag->may[colour][v];
		}
	rc = arr_solve_side(bag, ts, joker_value, by_value, out, r, 0);
	if (r->started) {
		pthread_join(r->thread, NULL);
		if (rc == ARR_LOST) {
			rc = r->rc;
			unmirror(&r->out, ts, out);
		}
	}
	pthread_cond_destroy(&r->cv);
	pthread_mutex_destroy(&r->mu);
	free(r);
	return rc;
}
