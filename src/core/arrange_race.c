/*
 * arrange_race.c: the search up the numbers and the search down them,
 * in two threads; the first to finish with less work gives the answer.
 *
 * The numbers can be taken down as well as up (runs read the same both
 * ways), and a bag hard one way is often easy the other: the part that
 * cannot be laid is met early or late.  Once the search up has done
 * RACE_START states, a thread searches the mirrored bag down, its work
 * counted from RACE_CREDIT (more than it has done, so that it wins only
 * when clearly ahead and the search up seldom waits for it).  The one
 * that finishes with less work wins (up on a tie): it waits until the
 * other has done as much, and the other stops when it sees it has lost.
 * Work is counted in states, not time, so the answer is the same on
 * every run.  Words: side (0 up, 1 down), work, clock (the work a side
 * has reached, with the credit), fin (the clock at which it finished).
 */
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>

#include "arrange.h"

static void *
race_run(void *arg)
{
	struct race *r = arg;

	r->rc = arr_solve_side(&r->bag, r->ts, r->joker_value, r->by_value,
	    &r->out, r, 1);
	return NULL;
}

static long
race_clock(int side, long states)
{
	return states + (side ? RACE_CREDIT : 0);
}

/* Has the other side finished with less work than t? */
static int
race_lost(const struct race *r, int side, long t)
{
	long f = r->fin[!side];

	return f >= 0 && (f < t || (f == t && side == 1));
}

/*
 * Called as the states grow: starts the other side, tells it how far this
 * one has come, and returns -2 when this side has lost.
 */
int
arr_race_check(struct ctx *c)
{
	struct race *r = c->race;
	long t;
	int lost;

	if (r == NULL || c->states < c->next_check)
		return 0;
	c->next_check = c->states + RACE_SLICE;
	if (c->side == 0 && !r->started) {
		if (c->states < RACE_START)
			return 0;
		r->clock[1] = RACE_CREDIT;
		if (pthread_create(&r->thread, NULL, race_run, r) != 0) {
			c->race = NULL;         /* alone, then */
			return 0;
		}
		r->started = 1;
	}
	t = race_clock(c->side, c->states);
	pthread_mutex_lock(&r->mu);
	r->clock[c->side] = t;
	pthread_cond_broadcast(&r->cv);
	lost = race_lost(r, c->side, t);
	pthread_mutex_unlock(&r->mu);
	return lost ? ARR_LOST : ARR_OK;
}

/*
 * A side is done after states of work, with status rc: 0 when it won,
 * -2 when it lost, -1 when it failed (out of memory).  A failed search
 * up stops the other at once; a failed search down just drops out.
 */
int
arr_race_finish(struct race *r, int side, long states, int rc)
{
	long t = race_clock(side, states);
	int won;

	if (side == 0 && !r->started)
		return rc;
	pthread_mutex_lock(&r->mu);
	if (rc == ARR_NOMEM) {
		if (side == 0) {
			r->fin[0] = 0;
			atomic_store(&r->stop[1], 1);
		} else
			r->clock[1] = LONG_MAX;
		pthread_cond_broadcast(&r->cv);
		pthread_mutex_unlock(&r->mu);
		return ARR_NOMEM;
	}
	r->fin[side] = r->clock[side] = t;
	pthread_cond_broadcast(&r->cv);
	while (r->fin[!side] < 0 && r->clock[!side] < t)
		pthread_cond_wait(&r->cv, &r->mu);
	won = !race_lost(r, side, t);
	if (won)
		atomic_store(&r->stop[!side], 1);
	pthread_mutex_unlock(&r->mu);
	return won ? rc : ARR_LOST;
}
