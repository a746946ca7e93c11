/*
 * arrange.c: can these tiles be laid out in valid sets, and if not, which
 * fewest tiles (then lowest value) are left over?  Exact.
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
 * allow one tile more over at a time, each going on from the last.  A bag
 * that takes some work is also searched down the numbers, mirrored, in a
 * second thread (see race below).
 */
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "rkub.h"

/* Slot codes: 0 empty; 1-3 run of 1, 2, 3 or more tiles.  Bit 3: the
 * run holds a joker (junior only). */
#define S_EMPTY 0
#define S_R1 1
#define S_R3 3
#define S_JOKER 8
#define SLOT_BITS 4
#define MAX_SLOTS 3

#define KEY_JOKERS_SHIFT 48
#define KEY_SUMG_SHIFT 51
#define KEY_MAXG_SHIFT 56
#define KEY_SUMR_SHIFT 59

/* What a slot does at a number: stays empty, takes a real tile or a
 * joker, ends, ends (or was empty) and starts a run with a real tile, or
 * does so after j jokers laid before it (A_LEAD + j - 1). */
enum { A_STAY, A_REAL, A_JOKER, A_END, A_END_REAL, A_LEAD };
#define ACT_BITS 4

struct entry {
	uint64_t key;
	int64_t cost;
	int32_t parent;      /* index in the previous step */
	uint32_t opt;        /* the choices that led here */
};

struct step {
	struct entry *e;
	int32_t *table;      /* open addressing: index into e, -1 empty */
	size_t n, cap, tcap;
	struct entry *later; /* ways here too dear for this pass, kept for
	                      * the next (parent and opt as in e) */
	size_t nlater, caplater;
};

/* What the slots of one colour can become at one number, found once per
 * tuple of slot codes: the new tuple, the real tiles and jokers it takes,
 * and one set of actions that does it. */
struct trans {
	uint16_t to;
	uint8_t real, joker;
	uint8_t lead;        /* the most jokers laid before a new run */
	uint16_t acts;
};

struct tlist {
	int n;               /* -1: not worked out yet */
	struct trans *t;     /* by jokers taken, the fewest first; then by
	                      * real tiles, the most first */
	int nj;              /* jokers taken: 0 .. nj - 1 */
	int *from;           /* [j * (MAX_SLOTS + 2) + r]: the first that
	                      * takes j jokers and r real tiles or fewer */
};

#define TUPLES (1 << (SLOT_BITS * MAX_SLOTS))
/* A tuple's place in the tables kept per tuple: 3 bits a slot (its
 * length and its joker flag), so the tables stay small. */
#define NTIDX (1 << (3 * MAX_SLOTS))

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

struct ctx {
	int64_t bound;       /* a known arrangement's cost: prune at or above */
	struct tlist *tl;
	uint16_t (*up)[24];  /* per tuple: the tuples one slot up; [0] = n */
	const struct bag *bag;
	const struct tileset *ts;
	int slots, jokers, joker_flag, lead_max;
	int64_t tile_cost[RK_MAXNUM + 1], joker_cost;
	struct step *steps;
	long states;
	int64_t done;        /* the last pass's bound: states cheaper than
	                      * it have their children cheaper than it */
	int rewalk;          /* those states' dearer children are not kept
	                      * in later: make them again */
	int64_t keep;        /* keep dearer children under this for later
	                      * passes; 0: none */
	struct race *race;   /* the search the other way, or NULL */
	int side;            /* 0 up the numbers, 1 down */
	long next_check;     /* states at which to look at the race */
};

/*
 * A race.  The numbers can be taken down as well as up (runs read the
 * same both ways), and a bag hard one way is often easy the other: the
 * part that cannot be laid is met early or late.  Once the search up has
 * done RACE_START states, a thread searches the mirrored bag down, its
 * work counted from RACE_CREDIT (more than it has done, so that it wins
 * only when clearly ahead and the search up seldom waits for it).  The
 * one that finishes with less work wins (up on a tie): it waits until the
 * other has done as much, and the other stops when it sees it has lost.
 * Work is counted in states, not time, so the answer is the same on
 * every run.
 */
#define RACE_START 5000
#define RACE_CREDIT 10000
#define RACE_SLICE 1000

struct race {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	pthread_t thread;
	int started;
	long clock[2];       /* the work each side has reached */
	long fin[2];         /* the work at which it finished, or -1 */
	atomic_int stop[2];  /* this side has lost: stop now */
	struct bag bag;      /* mirrored */
	const struct tileset *ts;
	int joker_value, by_value, rc;
	struct arrangement out;
};

static int arrange_bag(const struct bag *, const struct tileset *, int, int,
    struct arrangement *, struct race *, int);

static void *
race_run(void *arg)
{
	struct race *r = arg;

	r->rc = arrange_bag(&r->bag, r->ts, r->joker_value, r->by_value,
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

/* Has the other side won already?  Cheap: for the inner loops. */
static int
race_stopped(const struct ctx *c)
{
	return c->race != NULL &&
	    atomic_load_explicit(&c->race->stop[c->side], memory_order_relaxed);
}

/*
 * Called as the states grow: starts the other side, tells it how far this
 * one has come, and returns -2 when this side has lost.
 */
static int
race_check(struct ctx *c)
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
	return lost ? -2 : 0;
}

/*
 * A side is done after states of work, with status rc: 0 when it won,
 * -2 when it lost, -1 when it failed (out of memory).  A failed search
 * up stops the other at once; a failed search down just drops out.
 */
static int
race_finish(struct race *r, int side, long states, int rc)
{
	long t = race_clock(side, states);
	int won;

	if (side == 0 && !r->started)
		return rc;
	pthread_mutex_lock(&r->mu);
	if (rc == -1) {
		if (side == 0) {
			r->fin[0] = 0;
			atomic_store(&r->stop[1], 1);
		} else
			r->clock[1] = LONG_MAX;
		pthread_cond_broadcast(&r->cv);
		pthread_mutex_unlock(&r->mu);
		return -1;
	}
	r->fin[side] = r->clock[side] = t;
	pthread_cond_broadcast(&r->cv);
	while (r->fin[!side] < 0 && r->clock[!side] < t)
		pthread_cond_wait(&r->cv, &r->mu);
	won = !race_lost(r, side, t);
	if (won)
		atomic_store(&r->stop[!side], 1);
	pthread_mutex_unlock(&r->mu);
	return won ? rc : -2;
}

static unsigned
slot_get(uint64_t key, int colour, int i)
{
	return (unsigned)(key >> ((colour * MAX_SLOTS + i) * SLOT_BITS)) & 0xF;
}

static unsigned
field(uint64_t key, int shift, unsigned mask)
{
	return (unsigned)(key >> shift) & mask;
}

static uint64_t
field_set(uint64_t key, int shift, unsigned mask, unsigned v)
{
	return (key & ~((uint64_t)mask << shift)) | ((uint64_t)v << shift);
}

static int
step_init(struct step *s)
{
	s->n = 0;
	s->cap = 64;
	s->tcap = 128;
	s->e = malloc(s->cap * sizeof(*s->e));
	s->table = malloc(s->tcap * sizeof(*s->table));
	if (s->e == NULL || s->table == NULL)
		return -1;
	memset(s->table, 0xFF, s->tcap * sizeof(*s->table));
	return 0;
}

static void
step_free(struct step *s)
{
	free(s->e);
	free(s->table);
	free(s->later);
}

/* Keep a way to key for a later pass. */
static int
defer(struct step *s, uint64_t key, int64_t cost, int32_t parent, uint32_t opt)
{
	if (s->nlater == s->caplater) {
		size_t cap = s->caplater ? s->caplater * 2 : 64;
		struct entry *nl = realloc(s->later, cap * sizeof(*nl));

		if (nl == NULL)
			return -1;
		s->later = nl;
		s->caplater = cap;
	}
	s->later[s->nlater].key = key;
	s->later[s->nlater].cost = cost;
	s->later[s->nlater].parent = parent;
	s->later[s->nlater++].opt = opt;
	return 0;
}

static size_t
hash(uint64_t k)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdULL;
	k ^= k >> 33;
	return (size_t)k;
}

static int
step_grow(struct step *s)
{
	size_t i, j;
	int32_t *t = malloc(s->tcap * 2 * sizeof(*t));

	if (t == NULL)
		return -1;
	free(s->table);
	s->table = t;
	s->tcap *= 2;
	memset(t, 0xFF, s->tcap * sizeof(*t));
	for (i = 0; i < s->n; i++) {
		for (j = hash(s->e[i].key) & (s->tcap - 1); t[j] >= 0;
		    j = (j + 1) & (s->tcap - 1))
			;
		t[j] = (int32_t)i;
	}
	return 0;
}

/* Keep the cheaper way to reach key. */
static int
relax(struct step *s, uint64_t key, int64_t cost, int32_t parent, uint32_t opt)
{
	size_t j;

	if (s->n * 2 >= s->tcap && step_grow(s) < 0)
		return -1;
	for (j = hash(key) & (s->tcap - 1); s->table[j] >= 0;
	    j = (j + 1) & (s->tcap - 1)) {
		struct entry *e = &s->e[s->table[j]];

		if (e->key == key) {
			if (cost < e->cost) {
				e->cost = cost;
				e->parent = parent;
				e->opt = opt;
			}
			return 0;
		}
	}
	if (s->n == s->cap) {
		struct entry *ne = realloc(s->e, s->cap * 2 * sizeof(*ne));

		if (ne == NULL)
			return -1;
		s->e = ne;
		s->cap *= 2;
	}
	s->e[s->n].key = key;
	s->e[s->n].cost = cost;
	s->e[s->n].parent = parent;
	s->e[s->n].opt = opt;
	s->table[j] = (int32_t)s->n++;
	return 0;
}

/* What action a does to a slot: the new code, and the real tiles and
 * jokers it takes; -1 when a cannot apply. */
static int
apply(const struct ctx *c, unsigned s, int a, unsigned *out, int *real,
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
static void
sort_slots(unsigned *s, int *perm, int n)
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

/* opt: actions 4 bits per slot (0-11), left over 4 bits (12-15), group
 * jokers 3 bits (16-18), group reals 4 bits (19-22); on the last colour
 * of a number, the number of groups (23-26). */
#define OPT(acts, left, gj, gr, ngroups) ((uint32_t)(acts) | \
	(uint32_t)(left) << 12 | (uint32_t)(gj) << 16 | (uint32_t)(gr) << 19 | \
	(uint32_t)(ngroups) << 23)
/*
 * Every way the slots of tuple can go at one number, one per result (the
 * new tuple, the real tiles and jokers taken); of two ways to the same
 * result, the one that lays fewer jokers before a run fits more numbers.
 */
struct act {
	unsigned out;
	int a, real, joker;
};

static const struct tlist *
transitions(struct ctx *c, unsigned tuple)
{
	struct tlist *l = &c->tl[tidx(tuple)];
	struct act opts[MAX_SLOTS][A_LEAD + 8];
	int nopt[MAX_SLOTS] = { 1, 1, 1 }, i[MAX_SLOTS] = { 0, 0, 0 };
	int16_t seen[1024];
	int m = c->slots, k, all = 1, cap;

	if (l->n >= 0)
		return l;
	for (k = 0; k < m; k++) {
		unsigned old = (tuple >> (k * SLOT_BITS)) & 0xF;
		int a;

		nopt[k] = 0;
		for (a = 0; a < A_LEAD + c->lead_max; a++) {
			struct act *o = &opts[k][nopt[k]];

			if (apply(c, old, a, &o->out, &o->real,
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
		return NULL;
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
		sort_slots(nw, NULL, m);
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
	if (l->from == NULL)
		return NULL;
	for (all = 0, cap = 0; cap <= l->nj; cap++)
		for (k = MAX_SLOTS + 1; k >= 0; k--) {
			while (all < l->n && (l->t[all].joker < cap ||
			    (l->t[all].joker == cap && l->t[all].real > k)))
				all++;
			l->from[cap * (MAX_SLOTS + 2) + k] = all;
		}
	return l;
}

/* A walk through the transitions that take at most maxj jokers and from
 * lo to hi real tiles, in their order. */
struct walk {
	int j, x, end, lo, hi, maxj;
};

static void
walk_init(struct walk *w, int lo, int hi, int maxj)
{
	w->j = -1;
	w->x = w->end = 0;
	w->lo = lo < 0 ? 0 : lo;
	w->hi = hi > MAX_SLOTS + 1 ? MAX_SLOTS + 1 : hi;
	w->maxj = maxj;
}

static const struct trans *
walk_next(const struct tlist *l, struct walk *w)
{
	while (w->x >= w->end) {
		const int *f;

		if (++w->j > w->maxj || w->j >= l->nj || w->hi < w->lo)
			return NULL;
		f = l->from + w->j * (MAX_SLOTS + 2);
		w->x = f[w->hi];
		w->end = w->lo > 0 ? f[w->lo - 1] : f[MAX_SLOTS + 2];
	}
	return &l->t[w->x++];
}

/* Groups of one number: can sumg tiles, at most maxg of a colour and
 * sumr of them real, make k groups of 3 or 4, each with a real tile? */
static int
groups_fit(unsigned sumg, unsigned maxg, unsigned sumr, unsigned *kout)
{
	unsigned k;

	if (sumg == 0) {
		*kout = 0;
		return 1;
	}
	for (k = maxg > 0 ? maxg : 1; 3 * k <= sumg; k++)
		if (sumg <= 4 * k && k <= sumr) {
			*kout = k;
			return 1;
		}
	return 0;
}

static int32_t
step_find(const struct step *s, uint64_t key)
{
	size_t j;

	for (j = hash(key) & (s->tcap - 1); s->table[j] >= 0;
	    j = (j + 1) & (s->tcap - 1))
		if (s->e[s->table[j]].key == key)
			return s->table[j];
	return -1;
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

/* The tuples that dominate tuple by one slot's upgrade, worked out once. */
static const uint16_t *
up_tuples(struct ctx *c, unsigned tuple)
{
	uint16_t *l = c->up[tidx(tuple)];
	int k, x, m;

	if (l[0] != 0xFFFF)
		return l;
	l[0] = 0;
	for (k = 0; k < c->slots; k++) {
		unsigned up[8], code = (tuple >> (k * SLOT_BITS)) & 0xF;
		int nu = upgrades(c, code, up);

		for (x = 0; x < nu; x++) {
			unsigned sl[MAX_SLOTS] = { 0, 0, 0 }, to = 0;

			for (m = 0; m < c->slots; m++)
				sl[m] = m == k ? up[x] :
				    (tuple >> (m * SLOT_BITS)) & 0xF;
			sort_slots(sl, NULL, c->slots);
			for (m = 0; m < MAX_SLOTS; m++)
				to |= sl[m] << (m * SLOT_BITS);
			for (m = 1; m <= l[0] && l[m] != to; m++)
				;
			if (m > l[0] && l[0] < 23)
				l[++l[0]] = (uint16_t)to;
		}
	}
	return l;
}

static void
prune(struct ctx *c, struct step *s, int only)
{
	size_t i;

	for (i = 0; i < s->n; i++) {
		struct entry *e = &s->e[i];
		int colour, x, dead = 0;

		if (e->cost < c->done)
			continue;       /* the last pass checked it */

		for (colour = 0; colour < RK_NCOLOURS && !dead; colour++) {
			int shift = colour * MAX_SLOTS * SLOT_BITS;
			uint64_t mask = (uint64_t)(TUPLES - 1) << shift;
			const uint16_t *l;

			if (only >= 0 && colour != only)
				continue;
			l = up_tuples(c,
			    (unsigned)((e->key & mask) >> shift));

			for (x = 1; x <= l[0] && !dead; x++) {
				int32_t f = step_find(s, (e->key & ~mask) |
				    (uint64_t)l[x] << shift);

				if (f >= 0 && s->e[f].cost <= e->cost &&
				    s->e[f].cost >= 0)
					dead = 1;
			}
		}
		if (dead)
			e->cost = -1;
	}
}

/*
 * The key after gr real tiles of this colour went to groups, and gj
 * jokers: key already holds the colour's new slots and the jokers used
 * before the group jokers.  Group jokers take no colour until the groups
 * are dealt: they are added with the last colour, which closes the
 * number; the groups must fit (0 when they do not), and their counts
 * leave the key.  more: the most group tiles the later colours of the
 * number can still bring, jokers included.  (k groups hold any jokers
 * that fill their free places, so only the real tiles of a colour are
 * bound to differ by group.)
 */
static int
group_key(uint64_t key, int colour, int jokers, unsigned gr, unsigned gj,
    unsigned more, uint64_t *out, unsigned *ngroups)
{
	unsigned sumg = field(key, KEY_SUMG_SHIFT, 31) + gr + gj;
	unsigned mg = field(key, KEY_MAXG_SHIFT, 7);
	unsigned sr = field(key, KEY_SUMR_SHIFT, 7) + gr;

	if (mg < gr)
		mg = gr;
	if (sr > 7)
		sr = 7;
	*ngroups = 0;
	key = field_set(key, KEY_JOKERS_SHIFT, 7, (unsigned)jokers + gj);
	if (colour == RK_NCOLOURS - 1) {
		if (!groups_fit(sumg, mg, sr, ngroups))
			return 0;
		*out = key & (((uint64_t)1 << KEY_SUMG_SHIFT) - 1);
		return 1;
	}
	/* groups begun that the colours still to come cannot fill */
	if (sumg > 0 && sumg + more < 3 * (mg > 0 ? mg : 1))
		return 0;
	key = field_set(key, KEY_SUMG_SHIFT, 31, sumg);
	key = field_set(key, KEY_MAXG_SHIFT, 7, mg);
	*out = field_set(key, KEY_SUMR_SHIFT, 7, sr);
	return 1;
}

/*
 * Runs too short to end must go on at the next number they meet, each
 * with a tile of its colour or a joker: the jokers a tuple of slots will
 * need when avail tiles of its colour come next.
 */
static int
shortfall(unsigned tuple, int avail)
{
	/* lengths 1 and 2 are the codes whose two low bits differ */
	unsigned x = tuple ^ tuple >> 1;
	int n = (int)((x & 1) + (x >> SLOT_BITS & 1) +
	    (x >> 2 * SLOT_BITS & 1));

	return n > avail ? n - avail : 0;
}

/* The jokers the short runs of the other colours will need: those
 * before this colour meet number v + 1 next, those after it v. */
static int
debt_others(const struct ctx *c, uint64_t key, int v, int colour)
{
	int other, debt = 0;

	for (other = 0; other < RK_NCOLOURS; other++) {
		int w = other < colour ? v + 1 : v;
		int avail = w <= c->ts->maxnum ? c->bag->must[other][w] +
		    c->bag->may[other][w] : 0;

		if (other != colour)
			debt += shortfall((unsigned)(key >> (other * MAX_SLOTS *
			    SLOT_BITS)) & (TUPLES - 1), avail);
	}
	return debt;
}

/* The tiles of number v in the colours after this one. */
static int
later_tiles(const struct bag *b, int v, int colour)
{
	int n = 0;

	while (++colour < RK_NCOLOURS)
		n += b->must[colour][v] + b->may[colour][v];
	return n;
}

static int
colour_step(struct ctx *c, struct step *from, struct step *to, int v,
    int colour)
{
	int n_must = c->bag->must[colour][v], n_may = c->bag->may[colour][v];
	int n = n_must + n_may, shift = colour * MAX_SLOTS * SLOT_BITS;
	int maxg = c->ts->runs_only ? 0 : 4;
	int gjmax = maxg > 0 && colour == RK_NCOLOURS - 1 ? 7 : 0;
	uint64_t mask = (uint64_t)(TUPLES - 1) << shift;
	int later = later_tiles(c->bag, v, colour);
	int next = v < c->ts->maxnum ? c->bag->must[colour][v + 1] +
	    c->bag->may[colour][v + 1] : 0;
	int64_t floor;
	size_t i, k, had = to->n;

	/* the ways here a last pass kept that this one can afford */
	for (i = k = 0; i < to->nlater; i++) {
		const struct entry *e = &to->later[i];

		if (e->cost >= c->bound)
			to->later[k++] = *e;
		else if (relax(to, e->key, e->cost, e->parent, e->opt) < 0)
			return -1;
	}
	to->nlater = k;
	for (i = 0; i < from->n; i++) {
		const struct entry *e = &from->e[i];
		const struct tlist *l;
		int used = (int)field(e->key, KEY_JOKERS_SHIFT, 7), base;
		const struct trans *t;
		struct walk w;

		if ((i & 63) == 0 && race_stopped(c))
			return -2;
		if (e->cost < 0 || (e->cost < c->done && !c->rewalk))
			continue;
		/* a state the last pass expanded already has its children
		 * under that pass's bound: only the dearer ones are new */
		floor = e->cost < c->done ? c->done : 0;
		if (e->cost + n_may * c->tile_cost[v] < floor)
			continue;
		l = transitions(c, (unsigned)((e->key & mask) >> shift));
		if (l == NULL)
			return -1;
		base = debt_others(c, e->key, v, colour);
		walk_init(&w, n - maxg - n_may, n, c->jokers - used);
		while ((t = walk_next(l, &w)) != NULL) {
			int rem = n - t->real, jok = used + t->joker, left, gj;
			uint64_t key;

			/* the runs too short to end, jokers they will take */
			int debt = base + shortfall(t->to, next);

			if (rem < 0 || jok + debt > c->jokers || t->lead >= v)
				continue;
			key = (e->key & ~mask) | ((uint64_t)t->to << shift);
			for (left = 0; left <= rem && left <= n_may; left++) {
				int gr = rem - left;
				int64_t cost = e->cost + left * c->tile_cost[v];

				if (gr > maxg || cost < floor || cost >=
				    (c->keep > c->bound ? c->keep : c->bound))
					continue;
				for (gj = 0; gj <= gjmax &&
				    jok + gj + debt <= c->jokers; gj++) {
					unsigned ngroups, more = (unsigned)
					    (later + c->jokers - jok - gj);
					uint64_t k2;
					uint32_t opt;
					int r;

					if (!group_key(key, colour, jok,
					    (unsigned)gr, (unsigned)gj, more,
					    &k2, &ngroups))
						continue;
					opt = OPT(t->acts, left, gj, gr,
					    ngroups);
					r = cost < c->bound ? relax(to, k2,
					    cost, (int32_t)i, opt) : defer(to,
					    k2, cost, (int32_t)i, opt);
					if (r < 0)
						return -1;
				}
			}
		}
	}
	prune(c, to, colour);
	c->states += (long)(to->n - had);     /* the new ones: the work */
	return 0;
}

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

static struct tile
mk(int colour, int v, int joker)
{
	struct tile t;

	memset(&t, 0, sizeof(t));
	t.colour = (uint8_t)colour;
	t.num = (uint8_t)v;
	t.joker = (uint8_t)joker;
	t.pinned = (uint8_t)joker;
	return t;
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

static void
rebuild(struct ctx *c, int last, struct arrangement *out)
{
	int nsteps = c->ts->maxnum * RK_NCOLOURS, s, v, colour, k;
	int32_t *path = malloc(sizeof(*path) * (size_t)(nsteps + 1));
	struct run runs[RK_NCOLOURS][MAX_SLOTS];
	int32_t idx = last;

	memset(runs, 0, sizeof(runs));
	for (s = nsteps; s >= 0; s--) {
		path[s] = idx;
		if (s > 0)
			idx = c->steps[s].e[idx].parent;
	}
	s = 1;
	for (v = 1; v <= c->ts->maxnum; v++) {
		struct tile gt[RK_NCOLOURS * 5];
		int ng = 0;

		for (colour = 0; colour < RK_NCOLOURS; colour++, s++) {
			const struct entry *e = &c->steps[s].e[path[s]];
			const struct entry *p = &c->steps[s - 1].e[path[s - 1]];
			int left = (int)(e->opt >> 12) & 15;
			int gj = (int)(e->opt >> 16) & 7;
			int gr = (int)(e->opt >> 19) & 15, i;
			unsigned codes[MAX_SLOTS];
			int perm[MAX_SLOTS] = { 0, 1, 2 };
			struct run nr[MAX_SLOTS];

			memset(nr, 0, sizeof(nr));
			for (k = 0; k < c->slots; k++) {
				int a = (int)(e->opt >> (ACT_BITS * k)) & 15;
				int r, j;
				unsigned old = slot_get(p->key, colour, k);

				apply(c, old, a, &codes[k], &r, &j);
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
						    mk(colour, v - i, 1);
					j = 0;
				}
				if (r || j)
					nr[k].t[nr[k].n++] = mk(colour, v, j);
			}
			sort_slots(codes, perm, c->slots);
			for (k = 0; k < c->slots; k++)
				runs[colour][k] = nr[perm[k]];
			for (i = 0; i < gr; i++)
				gt[ng++] = mk(colour, v, 0);
			for (i = 0; i < gj; i++)
				gt[ng++] = mk(colour, v, 1);
			for (i = 0; i < left; i++)
				out->left[out->nleft++] = mk(colour, v, 0);
		}
		/* the last colour closed the number: k groups */
		k = (int)(c->steps[s - 1].e[path[s - 1]].opt >> 23) & 15;
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
	free(path);
}

/*
 * A quick arrangement, for a bound: runs of one colour as long as they
 * go, groups of what is left, then the jokers where they complete a set
 * or fit beside one.  When it leaves nothing over it is the answer.
 */
struct greedy {
	int n[RK_NCOLOURS][RK_MAXNUM + 2];
	int jokers;
};

static void
greedy_left(struct greedy *g, const struct tileset *ts, struct arrangement *out)
{
	int colour, v, i;

	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= ts->maxnum; v++)
			for (i = 0; i < g->n[colour][v]; i++)
				out->left[out->nleft++] = mk(colour, v, 0);
	for (i = 0; i < g->jokers; i++) {
		out->left[out->nleft] = mk(0, 0, 1);
		out->left[out->nleft++].pinned = 0;
	}
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
				t[n] = mk(colour, v, 0);
				out->sets[i].n = n + 1;
				return 1;
			}
			if (lo - 1 == v && n < RK_SET_MAX) {
				memmove(t + 1, t, sizeof(*t) * (size_t)n);
				t[0] = mk(colour, v, 0);
				out->sets[i].n = n + 1;
				return 1;
			}
			if (v - lo >= 2 && hi - v >= 2 &&
			    out->nsets < RK_ARRANGE_SETS) {
				struct tile *u = out->sets[out->nsets].t;
				int cut = v - lo + 1;   /* lo..v stays */

				u[0] = mk(colour, v, 0);
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
				t[3] = mk(colour, v, 0);
				out->sets[i].n = 4;
				return 1;
			}
		}
	}
	return 0;
}

static int
greedy_joker_fits(struct arrangement *out, const struct tileset *ts)
{
	int i, k;

	for (i = 0; i < out->nsets; i++) {
		struct tile *t = out->sets[i].t;
		int n = out->sets[i].n, jk = 0, col, lo, hi;

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
			t[3] = mk(col, t[0].num, 1);
			out->sets[i].n = 4;
			return 1;
		}
		if (n >= 3 && t[0].num != t[1].num) {
			lo = t[0].num;
			hi = t[n - 1].num;
			col = t[0].colour;
			if (hi < ts->maxnum) {
				t[n] = mk(col, hi + 1, 1);
				out->sets[i].n = n + 1;
				return 1;
			}
			if (lo > 1 && n < RK_SET_MAX) {
				memmove(t + 1, t, sizeof(*t) * (size_t)n);
				t[0] = mk(col, lo - 1, 1);
				out->sets[i].n = n + 1;
				return 1;
			}
			if (n >= 6 && out->nsets < RK_ARRANGE_SETS) {
				/* split 1..13 into 1..3 and j 4..13 */
				struct tile *u = out->sets[out->nsets].t;

				u[0] = mk(col, t[3].num - 1, 1);
				memcpy(u + 1, t + 3,
				    sizeof(*t) * (size_t)(n - 3));
				out->sets[out->nsets++].n = n - 2;
				out->sets[i].n = 3;
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
					    mk(colour, start + k, 0);
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
						    mk(colour, v, 0);
						g->n[colour][v]--;
					}
				out->sets[out->nsets++].n = k;
			}
}

static void
greedy(const struct bag *bag, const struct tileset *ts, int groups_first,
    struct arrangement *out)
{
	struct greedy g;
	int colour, v;

	memset(&g, 0, sizeof(g));
	memset(out, 0, sizeof(*out));
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= ts->maxnum; v++)
			g.n[colour][v] = bag->must[colour][v] + bag->may[colour][v];
	g.jokers = bag->jokers_must + bag->jokers_may;
	if (groups_first)
		greedy_groups(&g, ts, out);
	greedy_runs(&g, ts, out);
	if (!groups_first)
		greedy_groups(&g, ts, out);
	/* a tile left over may still fit: beside a run, as the fourth of a
	 * group, or by splitting a run where it repeats a number */
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= ts->maxnum; v++)
			while (g.n[colour][v] > 0 && greedy_fit_tile(out, ts, colour, v))
				g.n[colour][v]--;
	/* jokers: complete a pair, else fit beside a set */
	while (g.jokers > 0 && out->nsets < RK_ARRANGE_SETS) {
		int done = 0;

		for (colour = 0; colour < RK_NCOLOURS && !done; colour++)
			for (v = 1; v < ts->maxnum && !done; v++)
				if (g.n[colour][v] > 0 && g.n[colour][v + 1] > 0) {
					struct tile *t = out->sets[out->nsets].t;

					t[0] = mk(colour, v, 0);
					t[1] = mk(colour, v + 1, 0);
					t[2] = v + 1 < ts->maxnum ? mk(colour, v + 2, 1) :
					    mk(colour, v - 1, 1);
					if (v + 1 == ts->maxnum) {
						t[2] = t[1];
						t[1] = t[0];
						t[0] = mk(colour, v - 1, 1);
					}
					out->sets[out->nsets++].n = 3;
					g.n[colour][v]--;
					g.n[colour][v + 1]--;
					g.jokers--;
					done = 1;
				}
		for (v = 1; v <= ts->maxnum && !done && !ts->runs_only; v++) {
			int c1 = -1, c2 = -1;

			for (colour = 0; colour < RK_NCOLOURS; colour++)
				if (g.n[colour][v] > 0) {
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
				t[0] = mk(c1, v, 0);
				t[1] = mk(c2, v, 0);
				t[2] = mk(c3, v, 1);
				out->sets[out->nsets++].n = 3;
				g.n[c1][v]--;
				g.n[c2][v]--;
				g.jokers--;
				done = 1;
			}
		}
		for (colour = 0; colour < RK_NCOLOURS && !done && g.jokers >= 2 &&
		    (ts->jokers_per_set == 0 || ts->jokers_per_set >= 2); colour++)
			for (v = 1; v <= ts->maxnum && !done; v++)
				if (g.n[colour][v] > 0 && out->nsets < RK_ARRANGE_SETS) {
					struct tile *t = out->sets[out->nsets].t;
					int lo = v + 2 <= ts->maxnum ? v : ts->maxnum - 2;

					t[0] = mk(colour, lo, lo != v);
					t[1] = mk(colour, lo + 1, lo + 1 != v);
					t[2] = mk(colour, lo + 2, lo + 2 != v);
					out->sets[out->nsets++].n = 3;
					g.n[colour][v]--;
					g.jokers -= 2;
					done = 1;
				}
		if (!done && greedy_joker_fits(out, ts)) {
			g.jokers--;
			done = 1;
		}
		if (!done)
			break;
	}
	greedy_left(&g, ts, out);
}

static int64_t
cost_of(const struct arrangement *a, const struct ctx *c)
{
	int64_t cost = 0;
	int i;

	for (i = 0; i < a->nleft; i++)
		cost += a->left[i].joker ? c->joker_cost :
		    c->tile_cost[a->left[i].num];
	return cost;
}

/* Are the must tiles all placed in the greedy arrangement? */
static int
greedy_keeps_must(const struct arrangement *a, const struct bag *bag)
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

/* Empty every step, and put the start state in the first. */
static int
steps_reset(struct ctx *c, int nsteps)
{
	int s;

	for (s = 0; s <= nsteps; s++) {
		c->steps[s].n = 0;
		c->steps[s].nlater = 0;
		memset(c->steps[s].table, 0xFF,
		    c->steps[s].tcap * sizeof(*c->steps[s].table));
	}
	return relax(&c->steps[0], 0, 0, -1, 0);
}

/* One pass of the program under c->bound: the cheapest final state, or
 * -1 in *besti when none is under the bound.  Unless c->done is
 * INT64_MIN, the pass goes on from the states the last one left. */
static int
search(struct ctx *c, int nsteps, int32_t *besti, int64_t *best)
{
	const struct tileset *ts = c->ts;
	int s, v, colour;
	size_t i;

	*besti = -1;
	*best = -1;
	if (c->done == INT64_MIN && steps_reset(c, nsteps) < 0)
		return -1;
	s = 0;
	for (v = 1; v <= ts->maxnum; v++)
		for (colour = 0; colour < RK_NCOLOURS; colour++, s++) {
			int r;

			if ((r = colour_step(c, &c->steps[s], &c->steps[s + 1], v,
			    colour)) < 0 || (r = race_check(c)) != 0)
				return r;
		}
	/* Every run closed, and the jokers left over are "may" ones. */
	for (i = 0; i < c->steps[s].n; i++) {
		const struct entry *e = &c->steps[s].e[i];
		int used = (int)field(e->key, KEY_JOKERS_SHIFT, 7), k, ok = 1;
		int64_t cost;

		if (e->cost < 0)
			continue;
		for (colour = 0; colour < RK_NCOLOURS && ok; colour++)
			for (k = 0; k < c->slots; k++) {
				unsigned len = slot_get(e->key, colour, k) & 7;

				if (len != S_EMPTY && len != S_R3)
					ok = 0;
			}
		if (!ok || c->jokers - used > c->bag->jokers_may)
			continue;
		cost = e->cost + (c->jokers - used) * c->joker_cost;
		if (cost >= c->bound)
			continue;
		if (*best < 0 || cost < *best) {
			*best = cost;
			*besti = (int32_t)i;
		}
	}
	return 0;
}

/* Is key dominated by a state already in s? */
static int
dominated(struct ctx *c, const struct step *s, uint64_t key, int64_t cost,
    int only)
{
	int colour, x;

	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		if (only >= 0 && colour != only)
			continue;
		int shift = colour * MAX_SLOTS * SLOT_BITS;
		uint64_t mask = (uint64_t)(TUPLES - 1) << shift;
		const uint16_t *l = up_tuples(c, (unsigned)((key & mask) >> shift));

		for (x = 1; x <= l[0]; x++) {
			int32_t f = step_find(s, (key & ~mask) | (uint64_t)l[x] << shift);

			if (f >= 0 && s->e[f].cost <= cost)
				return 1;
		}
	}
	return 0;
}

/*
 * Nothing left over: a depth-first search, fewest jokers first, that
 * stops at the first arrangement.  Every state it has seen and left has
 * failed, so a state dominated by one of them fails too.  Returns 1 and
 * the final state in *found, 0 when there is none, -1 out of memory.
 */
static int
dfs(struct ctx *c, int s, int nsteps, int32_t i, int32_t *found)
{
	const struct entry *e = &c->steps[s].e[i];
	uint64_t ekey = e->key;
	int v = s / RK_NCOLOURS + 1, colour = s % RK_NCOLOURS, gj;
	const struct trans *t;
	struct walk w;
	int shift = colour * MAX_SLOTS * SLOT_BITS;
	uint64_t mask = (uint64_t)(TUPLES - 1) << shift;
	int n, later, next, base, maxg = c->ts->runs_only ? 0 : 4;
	int gjmax = maxg > 0 && colour == RK_NCOLOURS - 1 ? 7 : 0;
	int used = (int)field(ekey, KEY_JOKERS_SHIFT, 7);
	const struct tlist *l;
	struct step *to = &c->steps[s + 1];

	if (race_stopped(c))
		return -2;
	if (s == nsteps) {
		int k;

		for (colour = 0; colour < RK_NCOLOURS; colour++)
			for (k = 0; k < c->slots; k++) {
				unsigned len = slot_get(ekey, colour, k) & 7;

				if (len != S_EMPTY && len != S_R3)
					return 0;
			}
		if (used != c->jokers)
			return 0;
		*found = i;
		return 1;
	}
	n = c->bag->must[colour][v] + c->bag->may[colour][v];
	later = later_tiles(c->bag, v, colour);
	next = v < c->ts->maxnum ? c->bag->must[colour][v + 1] +
	    c->bag->may[colour][v + 1] : 0;
	base = debt_others(c, ekey, v, colour);
	if ((l = transitions(c, (unsigned)((ekey & mask) >> shift))) == NULL)
		return -1;
	walk_init(&w, n - maxg, n, c->jokers - used);
	while ((t = walk_next(l, &w)) != NULL) {
		int gr = n - t->real, jok = used + t->joker;
		uint64_t key;

		int debt = base + shortfall(t->to, next);

		if (gr < 0 || gr > maxg || jok + debt > c->jokers || t->lead >= v)
			continue;
		key = (ekey & ~mask) | ((uint64_t)t->to << shift);
		for (gj = 0; gj <= gjmax && jok + gj + debt <= c->jokers; gj++) {
			unsigned ngroups;
			uint64_t k2;
			size_t seen;
			int r;

			if (!group_key(key, colour, jok, (unsigned)gr, (unsigned)gj,
			    (unsigned)(later + c->jokers - jok - gj), &k2, &ngroups))
				continue;
			seen = to->n;
			if (relax(to, k2, 0, i, OPT(t->acts, 0, gj, gr, ngroups)) < 0)
				return -1;
			/* seen before, or as good as one seen: it failed */
			if (to->n == seen)
				continue;
			if (dominated(c, to, k2, 0, colour)) {
				to->e[to->n - 1].cost = -1;
				continue;
			}
			c->states++;
			if ((r = race_check(c)) != 0 ||
			    (r = dfs(c, s + 1, nsteps, (int32_t)to->n - 1, found)) != 0)
				return r;
		}
	}
	return 0;
}

/* The search with nothing left over, depth first. */
static int
search0(struct ctx *c, int nsteps, int32_t *besti)
{
	int r;

	*besti = -1;
	if (steps_reset(c, nsteps) < 0)
		return -1;
	r = dfs(c, 0, nsteps, 0, besti);
	return r < 0 ? r : 0;
}

static int
arrange_solve(const struct bag *bag, const struct tileset *ts, int joker_value,
    int by_value, struct arrangement *out, struct race *race, int side,
    long *work)
{
	struct ctx c;
	int nsteps = ts->maxnum * RK_NCOLOURS, s, v, colour, rc = -1, err;
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
		return -1;
	for (v = 1; v <= RK_MAXNUM; v++) {
		/* down the numbers, a tile keeps its value from before */
		int64_t val = side && v <= ts->maxnum ? ts->maxnum + 1 - v : v;

		c.tile_cost[v] = by_value ? (val << 8) + 1 : ((int64_t)1 << 20) + val;
	}
	c.joker_cost = by_value ? ((int64_t)joker_value << 8) + 1 :
	    ((int64_t)1 << 20) + joker_value;
	/* A greedy arrangement first: when it leaves nothing that could be
	 * placed, it is optimal; else its cost bounds the search. */
	/* Two greedy orders, runs first and groups first: keep the better. */
	greedy(bag, ts, 0, out);
	if (out->nleft > 0) {
		struct arrangement *other = malloc(sizeof(*other));

		if (other == NULL)
			return -1;
		greedy(bag, ts, 1, other);
		if (greedy_keeps_must(other, bag) && (!greedy_keeps_must(out, bag) ||
		    cost_of(other, &c) < cost_of(out, &c)))
			memcpy(out, other, sizeof(*out));
		free(other);
	}
	c.bound = INT64_MAX;
	if (greedy_keeps_must(out, bag)) {
		c.bound = cost_of(out, &c);
		out->feasible = 1;
		if (c.bound == 0) {
			rc = 0;
			goto done;
		}
		/* The search looks only for something strictly better; when
		 * there is none, the greedy arrangement is optimal. */
		if ((greedy_copy = malloc(sizeof(*greedy_copy))) == NULL)
			return -1;
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
		if (step_init(&c.steps[s]) < 0)
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
		c.bound = (int64_t)1 << 20;
		if ((err = search0(&c, nsteps, &besti)) < 0) {
			rc = err;
			goto done;
		}
		c.bag = all;
		c.jokers = jokers;
		if (besti >= 0) {
			rebuild(&c, besti, out);
			for (k = 0; k < jokers && greedy_joker_fits(out, ts); k++)
				;
			if (k == jokers) {
				out->feasible = 1;
				out->states = c.states;
				rc = 0;
				goto done;
			}
			memset(out, 0, sizeof(*out));
		}
		besti = -1;
		c.bound = greedy_copy != NULL ? cost_of(greedy_copy, &c) :
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
			    ((int64_t)(level + 1) << 20);

			if (b > greedy_bound)
				b = greedy_bound;
			c.bound = b;
			if (level == 0 && !by_value) {
				if ((err = search0(&c, nsteps, &besti)) < 0) {
					rc = err;
					goto done;
				}
			} else if ((err = search(&c, nsteps, &besti, &best)) < 0) {
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
			c.keep = greedy_bound < ((int64_t)(most + 1) << 20) ?
			    greedy_bound : (int64_t)(most + 1) << 20;
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
		rc = 0;
		goto done;
	}
	out->states = c.states;
	out->feasible = 1;
	rebuild(&c, besti, out);
	{
		int used = (int)field(c.steps[s].e[besti].key, KEY_JOKERS_SHIFT, 7);

		for (i = 0; i < (size_t)(c.jokers - used); i++) {
			struct tile t;

			memset(&t, 0, sizeof(t));
			t.joker = 1;
			out->left[out->nleft++] = t;
		}
	}
	rc = 0;
done:
	out->left_value = 0;
	for (i = 0; i < (size_t)out->nleft; i++)
		out->left_value += out->left[i].joker ? joker_value :
		    out->left[i].num;
	if (c.steps != NULL)
		for (s = 0; s <= nsteps; s++)
			step_free(&c.steps[s]);
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
static int
arrange_bag(const struct bag *bag, const struct tileset *ts, int joker_value,
    int by_value, struct arrangement *out, struct race *race, int side)
{
	long work = 0;
	int rc = arrange_solve(bag, ts, joker_value, by_value, out, race, side,
	    &work);

	if (race == NULL || rc == -2)
		return rc;
	return race_finish(race, side, work, rc);
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
	struct race *r = calloc(1, sizeof(*r));
	int rc, colour, v;

	if (r == NULL)
		return arrange_bag(bag, ts, joker_value, by_value, out, NULL, 0);
	if (pthread_mutex_init(&r->mu, NULL) != 0) {
		free(r);
		return arrange_bag(bag, ts, joker_value, by_value, out, NULL, 0);
	}
	if (pthread_cond_init(&r->cv, NULL) != 0) {
		pthread_mutex_destroy(&r->mu);
		free(r);
		return arrange_bag(bag, ts, joker_value, by_value, out, NULL, 0);
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
	rc = arrange_bag(bag, ts, joker_value, by_value, out, r, 0);
	if (r->started) {
		pthread_join(r->thread, NULL);
		if (rc == -2) {
			rc = r->rc;
			unmirror(&r->out, ts, out);
		}
	}
	pthread_cond_destroy(&r->cv);
	pthread_mutex_destroy(&r->mu);
	free(r);
	return rc;
}
