/*
 * arrange_slots.c: what the slots of one colour can do at one number.
 * A slot's code (arrange_int.h) is its open run's length, 0 to 3 (3: three
 * or more, a run that may end), and in junior a joker flag.  An action
 * (A_STAY ... A_LEAD) is what one slot does at a number; a transition is
 * what a whole tuple does, with the real tiles and jokers it takes,
 * worked out once per tuple and rule of slots in a process (slot_tables,
 * below).  Also: the tuples that dominate a tuple by
 * one slot (a run of 3 or more can do all an empty slot can, a longer
 * run all a shorter one can).  The jokers short runs will need
 * (arr_shortfall) are in arrange_int.h, to be inlined where they are asked.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "arrange_int.h"

/*
 * A tuple's moves, its transitions and the tuples one slot up, depend on
 * the rule of slots alone (how many slots, whether a joker flags a slot,
 * how many jokers may lead a run), not on the bag: so they are kept, a
 * table for each rule, for the life of the process, and every bag
 * solved after the first of its rule finds them worked out.  Each
 * tuple's are worked out at its first use, under tables_lock, and read
 * without the lock once published (made, set with release order and
 * read with acquire order), so that solves in threads of their own can
 * share them.  A table is some 40 KB, and a tuple's transitions up to a
 * few KB more; a process meets a rule or two.  Against a table a solve,
 * made and freed by each (with a malloc for each tuple's transitions):
 * side by side with the integer program, 0.967 and 0.959 of the time on
 * the 40 bags nearest it (16 runs), 0.967 and 0.967 the other way round;
 * on xp0_drawn, 0.905 and 0.916; the same states and answers on all
 * 2,673 bags of tests/bench.  A process's first bag of a rule works out
 * the moves as before.
 */
struct slot_tables {
	struct tlist tl[NTIDX];
	uint16_t up[NTIDX][24];         /* the tuples one slot up; [0] = n */
	atomic_uchar tl_made[NTIDX], up_made[NTIDX];
};

#define RULES ((MAX_SLOTS + 1) * 2 * 8)  /* slots, joker flag, lead_max */
static _Atomic(struct slot_tables *) tables[RULES];
static pthread_mutex_t tables_lock = PTHREAD_MUTEX_INITIALIZER;

/* The table of a rule of slots (slots 1 to MAX_SLOTS, lead_max 0 to 7),
 * made at its first use; NULL when malloc fails. */
struct slot_tables *
arr_slot_tables(int slots, int joker_flag, int lead_max)
{
	_Atomic(struct slot_tables *) *at = &tables[(slots * 2 +
	    (joker_flag != 0)) * 8 + lead_max];
	struct slot_tables *t = atomic_load_explicit(at,
	    memory_order_acquire);

	if (t != NULL)
		return t;
	pthread_mutex_lock(&tables_lock);
	if ((t = atomic_load_explicit(at, memory_order_relaxed)) == NULL &&
	    (t = calloc(1, sizeof(*t))) != NULL)
		atomic_store_explicit(at, t, memory_order_release);
	pthread_mutex_unlock(&tables_lock);
	return t;
}

/* A tuple's place in the tables kept per tuple (NTIDX). */
static unsigned
tidx(unsigned tuple)
{
	unsigned i = 0;
	int k;

	for (k = 0; k < MAX_SLOTS; k++) {
		unsigned code = tuple >> (k * SLOT_BITS);

		i |= ((code & 3) | (code & S_JOKER ? 4 : 0)) << (3 * k);
	}
	return i;
}

/* What action a does to a slot: the new code, and the real tiles and
 * jokers it takes; -1 when a cannot apply. */
int
arr_apply(const struct ctx *c, unsigned s, int a, unsigned *out, int *real,
    int *joker)
{
	unsigned len = s & 7, flag = s & S_JOKER;

	*real = *joker = 0;
	switch (a) {
	case A_STAY:
		if (len != S_EMPTY)
			return -1;
		*out = S_EMPTY;
		return 0;
	case A_END:
		if (len != S_R3)
			return -1;
		*out = S_EMPTY;
		return 0;
	case A_END_REAL:
		if (len != S_EMPTY && len != S_R3)
			return -1;
		*real = 1;
		*out = S_R1;
		return 0;
	case A_REAL:
		if (len == S_EMPTY)
			return -1;
		*real = 1;
		*out = (len < 3 ? len + 1 : 3) | flag;
		return 0;
	case A_JOKER:
		if (len == S_EMPTY || (c->joker_flag && flag))
			return -1;
		*joker = 1;
		*out = (len < 3 ? len + 1 : 3) | (c->joker_flag ? S_JOKER : 0);
		return 0;
	}
	if (a >= A_LEAD && a < A_LEAD + c->lead_max) {
		if (len != S_EMPTY && len != S_R3)
			return -1;
		*real = 1;
		*joker = a - A_LEAD + 1;
		*out = (*joker < 2 ? 2 : 3) | (c->joker_flag ? S_JOKER : 0);
		return 0;
	}
	return -1;
}

/* Sort slot codes, highest first, with the permutation applied. */
void
arr_sort_slots(unsigned *s, int *perm, int n)
{
	int i, j;

	for (i = 1; i < n; i++)
		for (j = i; j > 0 && s[j] > s[j - 1]; j--) {
			unsigned t = s[j];
			int p;

			s[j] = s[j - 1];
			s[j - 1] = t;
			if (perm != NULL) {
				p = perm[j];
				perm[j] = perm[j - 1];
				perm[j - 1] = p;
			}
		}
}

static int
trans_cmp(const void *pa, const void *pb)
{
	const struct trans *a = pa, *b = pb;

	if (a->joker != b->joker)
		return a->joker - b->joker;
	if (a->real != b->real)
		return b->real - a->real;
	return (a->to > b->to) - (a->to < b->to);
}

/*
 * Every way the slots of tuple can go at one number, one per result (the
 * new tuple, the real tiles and jokers taken); of two ways to the same
 * result, the one that lays fewer jokers before a run fits more numbers.
 */
struct act {
	unsigned out;
	int a, real, joker;
};

static int
transitions(const struct ctx *c, unsigned tuple, struct tlist *l)
{
	struct act opts[MAX_SLOTS][A_LEAD + 8];
	int nopt[MAX_SLOTS] = { 1, 1, 1 }, i[MAX_SLOTS] = { 0, 0, 0 };
	int16_t seen[1024];
	int m = c->slots, k, all = 1, cap;

	for (k = 0; k < m; k++) {
		unsigned old = (tuple >> (k * SLOT_BITS)) & 0xF;
		int a;

		nopt[k] = 0;
		for (a = 0; a < A_LEAD + c->lead_max; a++) {
			struct act *o = &opts[k][nopt[k]];

			if (arr_apply(c, old, a, &o->out, &o->real,
			    &o->joker) == 0) {
				o->a = a;
				nopt[k]++;
			}
		}
		all *= nopt[k];
	}
	for (k = m; k < MAX_SLOTS; k++)
		opts[k][0] = (struct act){ 0, 0, 0, 0 };
	cap = all > 0 ? all : 1;
	if ((l->t = malloc(sizeof(*l->t) * (size_t)cap)) == NULL)
		return -1;
	l->n = 0;
	l->from = NULL;
	memset(seen, 0xFF, sizeof(seen));
	while (all > 0) {
		unsigned nw[MAX_SLOTS], to = 0, h;
		int real = 0, jok = 0, lead = 0;
		uint16_t acts;
		struct trans *t;

		for (k = 0; k < MAX_SLOTS; k++) {
			const struct act *o = &opts[k][i[k]];

			nw[k] = o->out;
			real += o->real;
			jok += o->joker;
			if (o->a >= A_LEAD && o->joker > lead)
				lead = o->joker;
		}
		arr_sort_slots(nw, NULL, m);
		for (k = 0; k < MAX_SLOTS; k++)
			to |= nw[k] << (k * SLOT_BITS);
		/* find the result in a small hash of those seen */
		for (h = (to * 31 + (unsigned)real * 7 + (unsigned)jok) & 1023;
		    seen[h] >= 0; h = (h + 1) & 1023) {
			const struct trans *u = &l->t[seen[h]];

			if (u->to == to && u->real == real && u->joker == jok)
				break;
		}
		acts = (uint16_t)(opts[0][i[0]].a |
		    opts[1][i[1]].a << ACT_BITS |
		    opts[2][i[2]].a << 2 * ACT_BITS);
		if (seen[h] < 0) {
			seen[h] = (int16_t)l->n;
			t = &l->t[l->n++];
			t->to = (uint16_t)to;
			t->real = (uint8_t)real;
			t->joker = (uint8_t)jok;
			t->lead = (uint8_t)lead;
			t->acts = acts;
		} else if (lead < l->t[seen[h]].lead) {
			l->t[seen[h]].lead = (uint8_t)lead;
			l->t[seen[h]].acts = acts;
		}
		for (k = 0; k < m; k++) {
			if (++i[k] < nopt[k])
				break;
			i[k] = 0;
		}
		if (k == m)
			break;
	}
	/* The fewest jokers first, then the most real tiles in runs: the
	 * order the depth-first search tries them in. */
	if (l->n > 1)
		qsort(l->t, (size_t)l->n, sizeof(*l->t), trans_cmp);
	l->nj = l->n > 0 ? l->t[l->n - 1].joker + 1 : 0;
	l->from = malloc(sizeof(*l->from) * (size_t)(l->nj + 1) *
	    (MAX_SLOTS + 2));
	if (l->from == NULL) {
		free(l->t);
		return -1;
	}
	for (all = 0, cap = 0; cap <= l->nj; cap++)
		for (k = MAX_SLOTS + 1; k >= 0; k--) {
			while (all < l->n && (l->t[all].joker < cap ||
			    (l->t[all].joker == cap && l->t[all].real > k)))
				all++;
			l->from[cap * (MAX_SLOTS + 2) + k] = all;
		}
	return 0;
}

/* A tuple's transitions, worked out at the first ask of the process
 * (slot_tables); NULL when malloc fails. */
const struct tlist *
arr_transitions(struct ctx *c, unsigned tuple)
{
	unsigned x = tidx(tuple);
	struct tlist *l = &c->st->tl[x];

	if (atomic_load_explicit(&c->st->tl_made[x], memory_order_acquire))
		return l;
	pthread_mutex_lock(&tables_lock);
	if (!atomic_load_explicit(&c->st->tl_made[x], memory_order_relaxed)) {
		if (transitions(c, tuple, l) < 0)
			l = NULL;
		else
			atomic_store_explicit(&c->st->tl_made[x], 1,
			    memory_order_release);
	}
	pthread_mutex_unlock(&tables_lock);
	return l;
}


void
arr_walk_init(struct walk *w, int lo, int hi, int maxj)
{
	w->j = -1;
	w->x = w->end = 0;
	w->lo = lo < 0 ? 0 : lo;
	w->hi = hi > MAX_SLOTS + 1 ? MAX_SLOTS + 1 : hi;
	w->maxj = maxj;
}

const struct trans *
arr_walk_next(const struct tlist *l, struct walk *w)
{
	while (w->x >= w->end) {
		const int *f;

		if (++w->j > w->maxj || w->j >= l->nj || w->hi < w->lo)
			return NULL;
		f = l->from + w->j * (MAX_SLOTS + 2);
		w->x = f[w->hi];
		/* to the last that takes lo real tiles: below it, those
		 * that take fewer; at lo 0, the end of the jokers' block,
		 * the first that takes one joker more */
		w->end = w->lo > 0 ? f[w->lo - 1] :
		    f[(MAX_SLOTS + 2) + MAX_SLOTS + 1];
	}
	return &l->t[w->x++];
}

/*
 * Dominance.  Slot code a dominates b when everything b can still become,
 * a can too, with the same tiles: a run of 3 or more can end (as an empty
 * slot stays empty) or go on; a longer run needs fewer tiles to be
 * valid; a junior run without a joker can take one.  A state whose slot codes
 * are each dominated by another state's, at no lower cost, can never do
 * better, and is dropped (its cost set to -1).  Only one slot is
 * upgraded at a time: what that misses is merely not dropped.
 */
static int
upgrades(const struct ctx *c, unsigned code, unsigned *up)
{
	unsigned len = code & 7, flag = code & S_JOKER;
	int n = 0;

	if (flag && c->joker_flag)
		up[n++] = len;
	switch (len) {
	case S_EMPTY:
		up[n++] = S_R3;
		break;
	case 1:
		up[n++] = 2 | flag;
		up[n++] = S_R3 | flag;
		break;
	case 2:
		up[n++] = S_R3 | flag;
		break;
	}
	return n;
}

/* The tuples one slot up from tuple, into l ([0]: how many). */
static void
up_tuples(const struct ctx *c, unsigned tuple, uint16_t *l)
{
	int k, x, m;

	l[0] = 0;
	for (k = 0; k < c->slots; k++) {
		unsigned up[8], code = (tuple >> (k * SLOT_BITS)) & 0xF;
		int nu = upgrades(c, code, up);

		for (x = 0; x < nu; x++) {
			unsigned sl[MAX_SLOTS] = { 0, 0, 0 }, to = 0;

			for (m = 0; m < c->slots; m++)
				sl[m] = m == k ? up[x] :
				    (tuple >> (m * SLOT_BITS)) & 0xF;
			arr_sort_slots(sl, NULL, c->slots);
			for (m = 0; m < MAX_SLOTS; m++)
				to |= sl[m] << (m * SLOT_BITS);
			for (m = 1; m <= l[0] && l[m] != to; m++)
				;
			if (m > l[0] && l[0] < 23)
				l[++l[0]] = (uint16_t)to;
		}
	}
}

/* The tuples that dominate tuple by one slot's upgrade, worked out at
 * the first ask of the process (slot_tables), as arr_transitions(). */
const uint16_t *
arr_up_tuples(struct ctx *c, unsigned tuple)
{
	unsigned i = tidx(tuple);
	uint16_t *l = c->st->up[i];

	if (atomic_load_explicit(&c->st->up_made[i], memory_order_acquire))
		return l;
	pthread_mutex_lock(&tables_lock);
	if (!atomic_load_explicit(&c->st->up_made[i], memory_order_relaxed)) {
		up_tuples(c, tuple, l);
		atomic_store_explicit(&c->st->up_made[i], 1,
		    memory_order_release);
	}
	pthread_mutex_unlock(&tables_lock);
	return l;
}
