/*
 * arrange_int.h: the insides of rkub arrange, shared by its files (not part
 * of the library's interface, which is in rkub.h).
 *
 * The words, used the same way in every arrange*.c file:
 *  - bag: the tiles to arrange, "must" ones (the table: never left over)
 *    and "may" ones (a rack), counted by colour and number, and jokers.
 *  - number, value: 1..maxnum.  The program takes the numbers in turn,
 *    and within a number the colours in turn: a step is one colour of
 *    one number, so there are 4 * maxnum steps and step 0 is the start.
 *  - slot: a place for a run of one colour, as many as the set has
 *    copies (one more in junior with jokers).  Its code says how long
 *    the run open in it is: 0 empty, 1, 2, or 3 meaning 3 or more (a run
 *    that may end).  Bit 3 (S_JOKER), junior only: the run holds a joker.
 *  - tuple: the slot codes of one colour, 4 bits each, sorted highest
 *    first so that slots that differ only in order are one tuple.
 *  - key: a state of the program after a step, in 64 bits: the tuples of
 *    the four colours, the jokers laid so far, and the groups of the
 *    current number begun so far (see the table below).  The sweep packs
 *    the same in 32 bits (its skey, arrange_sweep.c).
 *  - state, entry: a key reached at a step, with the least cost found to
 *    reach it; in the depth-first search, an entry also keeps the entry
 *    it came from in the step before (parent) and the choices made on
 *    the way (opt).
 *  - path: the states of an answer, step by step, each with its opt: what
 *    the sets are read back from (arrange_rebuild.c).
 *  - cost: what the tiles left over so far cost, in the one encoding of
 *    arr_cost(); a bound is a cost at or above which states are dropped.
 *  - transition: what the slots of one colour can do at one number (each
 *    slot stays empty, takes a real tile or a joker, ends, or starts a
 *    run, maybe after jokers laid before it), worked out once per tuple.
 *  - dominance: a state that another at the same step can match in every
 *    way at no more cost is dropped: slot code 3 can do all that 0, 1
 *    and 2 can, 2 all that 1 can (and in junior, a run without a joker
 *    all that one with a joker can).
 *  - sweep: the program over all steps under a bound, each state made
 *    once at its least cost (arrange_sweep.c); a beam: a sweep that
 *    keeps only the cheapest states of each step, for a bound.
 *  - work: the states made, what arrange() reports (out->states).
 */
#ifndef RKUB_ARRANGE_INT_H
#define RKUB_ARRANGE_INT_H

#include <stdint.h>
#include <string.h>

#include "rkub.h"

/* What the functions of arrange return, when not a count or a flag. */
enum arr_rc {
	ARR_OK = 0,          /* done */
	ARR_FOUND = 1,       /* the search found a layout */
	ARR_NOMEM = -1,      /* out of memory: arrange() returns -1 */
	ARR_GIVEUP = -2,     /* the depth-first search, or a sweep with a
	                      * limit, took too long */
	ARR_OUT = 2          /* tiles in no set, to take out (arrange()) */
};

/* Slot codes (the words above). */
#define S_EMPTY 0
#define S_R1 1
#define S_R3 3
#define S_JOKER 8
#define SLOT_BITS 4
#define MAX_SLOTS 3
#define TUPLES (1 << (SLOT_BITS * MAX_SLOTS))
/* A tuple's place in the tables kept per tuple: 3 bits a slot (its
 * length and its joker flag), so the tables stay small. */
#define NTIDX (1 << (3 * MAX_SLOTS))

/*
 * The key's bits, one table:
 *
 *   field      bits   mask  holds
 *   (slots)    0-47   -     colour c's tuple at bit 12c: slot i's code
 *                           at bit 12c + 4i (key_slots, key_slot)
 *   K_JOKERS   48-50  7     jokers laid so far, in runs and groups
 *   K_SUMG     51-55  31    tiles of this number put in groups so far,
 *                           jokers too
 *   K_MAXG     56-58  7     the most of one colour among them
 *   K_SUMR     59-61  7     the real tiles among them (capped at 7)
 *   (free)     62-63
 *
 * The group fields are 0 between numbers: the last colour of a number
 * checks that its groups fit and clears them (key_end_number).
 */
enum key_field { K_JOKERS, K_SUMG, K_MAXG, K_SUMR, K_NFIELDS };

static const struct key_layout {
	int shift;
	unsigned mask;
} key_layout[K_NFIELDS] = {
	[K_JOKERS] = { 48, 7 },
	[K_SUMG] = { 51, 31 },
	[K_MAXG] = { 56, 7 },
	[K_SUMR] = { 59, 7 },
};

static inline unsigned
key_get(uint64_t key, enum key_field f)
{
	return (unsigned)(key >> key_layout[f].shift) & key_layout[f].mask;
}

static inline uint64_t
key_put(uint64_t key, enum key_field f, unsigned v)
{
	int s = key_layout[f].shift;

	return (key & ~((uint64_t)key_layout[f].mask << s)) | (uint64_t)v << s;
}

static inline uint64_t
key_end_number(uint64_t key)
{
	return key & (((uint64_t)1 << key_layout[K_SUMG].shift) - 1);
}

static inline unsigned
key_slots(uint64_t key, int colour)
{
	return (unsigned)(key >> (colour * MAX_SLOTS * SLOT_BITS)) &
	    (TUPLES - 1);
}

static inline uint64_t
key_with_slots(uint64_t key, int colour, unsigned tuple)
{
	int s = colour * MAX_SLOTS * SLOT_BITS;

	return (key & ~((uint64_t)(TUPLES - 1) << s)) | (uint64_t)tuple << s;
}

static inline unsigned
key_slot(uint64_t key, int colour, int i)
{
	return (key_slots(key, colour) >> (i * SLOT_BITS)) & 0xF;
}

/*
 * The cost of leaving over one tile worth value, the one encoding of
 * every cost: by tiles, COST_TILE (2^20, more than the value of any bag)
 * a tile, plus its value, so the fewest tiles come first and then the
 * lowest value; by value, COST_VALUE (2^8, more than the tiles of any
 * bag) a point, plus one, so the lowest value comes first and then the
 * fewest tiles.  A bound of n * COST_TILE allows fewer than n tiles.
 */
#define COST_TILE ((int64_t)1 << 20)
#define COST_VALUE ((int64_t)1 << 8)

static inline int64_t
arr_cost(int by_value, int value)
{
	return by_value ? value * COST_VALUE + 1 : COST_TILE + value;
}

/* What a slot does at a number: stays empty, takes a real tile or a
 * joker, ends, ends (or was empty) and starts a run with a real tile, or
 * does so after j jokers laid before it (A_LEAD + j - 1). */
enum { A_STAY, A_REAL, A_JOKER, A_END, A_END_REAL, A_LEAD };
#define ACT_BITS 4

/*
 * The choices on the way to an entry (opt), as bits:
 *
 *   bits    holds
 *   0-11    the action of each slot, ACT_BITS each
 *   12-15   the tiles of this colour left over
 *   16-18   jokers put in groups (on the last colour of a number)
 *   19-22   the real tiles of this colour put in groups
 *   23-26   on the last colour of a number: its number of groups
 */
#define OPT(acts, left, gj, gr, ngroups) ((uint32_t)(acts) | \
	(uint32_t)(left) << 12 | (uint32_t)(gj) << 16 | (uint32_t)(gr) << 19 | \
	(uint32_t)(ngroups) << 23)
#define OPT_ACT(opt, k) ((int)((opt) >> (ACT_BITS * (k))) & 15)
#define OPT_LEFT(opt) ((int)((opt) >> 12) & 15)
#define OPT_GJ(opt) ((int)((opt) >> 16) & 7)
#define OPT_GR(opt) ((int)((opt) >> 19) & 15)
#define OPT_NGROUPS(opt) ((int)((opt) >> 23) & 15)

/* 20 bytes, not 24: the states are most of the memory.  A cost fits in
 * 32 bits: at most 164 tiles of COST_TILE + 1000 (arrange() takes jokers
 * worth 0 to 1000). */
struct entry {
	uint64_t key;
	int32_t cost;        /* -1: dropped (dominated) */
	int32_t parent;      /* index in the previous step */
	uint32_t opt;        /* the choices that led here */
} __attribute__((packed, aligned(4)));

/* Tables grow by half again, not double: less room unused. */
#define GROW(n) ((n) + (n) / 2)

/* The states of one step: entries, and a hash table over their keys
 * (both NULL, n 0, until the step's first state: arrange_table.c). */
struct step {
	struct entry *e;
	int32_t *table;      /* open addressing: index into e, -1 empty */
	size_t n, cap, tcap;
};

/* A state of the answer's path: its key and the choices that led to it. */
struct path_step {
	uint64_t key;
	uint32_t opt;
};

/* One transition: the new tuple, the real tiles and jokers it takes,
 * and one set of actions that does it. */
struct trans {
	uint16_t to;
	uint8_t real, joker;
	uint8_t lead;        /* the most jokers laid before a new run */
	uint16_t acts;
};

struct tlist {
	int n;
	struct trans *t;     /* by jokers taken, the fewest first; then by
	                      * real tiles, the most first */
	int nj;              /* jokers taken: 0 .. nj - 1 */
	int *from;           /* [j * (MAX_SLOTS + 2) + r]: the first that
	                      * takes j jokers and r real tiles or fewer */
};

/* A walk through the transitions that take at most maxj jokers and from
 * lo to hi real tiles, in their order. */
struct walk {
	int j, x, end, lo, hi, maxj;
};

/* The lower bound on the cost still to come (arrange_bound.c). */
#define MP_SUMG 16           /* group tiles of a number part way through */
#define MP_MAXG 5            /* the most of one colour among them, 0-4 */
#define MAX_TUPLES 128       /* sorted tuples of one colour: 84 at most */

/* A transition as the bound needs it (arrange_bound.c). */
struct btr {
	uint8_t to;          /* the new tuple's number among the sorted */
	uint8_t real, joker, lead;
};

/* One relaxation priced (arrange_bound.c): its weights, prices and
 * tables. */
struct bpart {
	double w[RK_MAXNUM + 2];        /* a real tile left over */
	double price[RK_MAXNUM + 2][RK_NCOLOURS];
	double jp;           /* a joker laid, beyond leaving it over */
	double lambda;       /* the value part: a tile left over, beyond its
	                      * value */
	double root;         /* the part's bound at the start */
	double msuf[RK_MAXNUM + 2][8];  /* group tables, numbers v on */
	double grp[RK_MAXNUM + 2];      /* without jokers, number v's groups
	                      * as the last relaxation priced them */
	int fresh;           /* without jokers, the colour tables and grp
	                      * are those of the prices as they are */
	double *h;           /* colour tables [colour][v][tuple][jokers] */
	double *mp;          /* group tables part way through a number */
};

/* What arr_bound_others() works out for arr_bound_child(), once for a
 * group of the sweep's states (they differ only in colour's tuple): per
 * part and count of jokers still to lay, what the other colours and the
 * jokers' term make (others[part * 8 + jokers]), the groups of the
 * numbers after this one (msuf); per part, colour's row of the colour
 * tables at the number it meets next, and (NULL after a number's last
 * colour) the step's row of the group tables. */
#define ARR_OTHERS 16
struct bgroup {
	double others[ARR_OTHERS];
	const double *msuf[2];
	const double *cell[2];
	double *mp[2];
	int colour, v;
};

struct bound {
	int ntup, jokers;
	struct btr *tr;      /* the transitions of the tuples, those of
	                      * tuple t from trs[t] to trs[t + 1] */
	int trs[MAX_TUPLES + 1];
	uint16_t tup[MAX_TUPLES];
	int by_value;        /* one part, in costs; else tiles, then value */
	int nparts;          /* 1, or 2 with the value part */
	int tables;          /* the tables are made (only when the root
	                      * bound does not settle the answer) */
	double tol;          /* what a sum may be off by in rounding */
	int64_t root;        /* the bound at the start, a cost */
	struct bpart part[2];
	/* (from here on, 15 KB set whole where they are made, by
	 * number_tuples() and reachable(): arr_bound_make() clears only
	 * what comes before) */
	int16_t idx[TUPLES];  /* tuple -> its number among the sorted, -1 */
	uint8_t reach[RK_NCOLOURS][RK_MAXNUM + 2][MAX_TUPLES];
};

/* What the linear program (arrange_lp.c) found, for the search: its
 * prices at the optimum, where the lower bound's ascent starts
 * (arrange_bound.c): of each tile's row and the jokers' row, for the
 * first solve (the primary weight) and the second (the secondary, with
 * mu the price of the primary row); and what its optimum leaves over,
 * when that is whole (lp_rest() of arrange_settle.c lays the rest). */
#define ARR_LP_ROWS (RK_NCOLOURS * RK_MAXNUM + 2)

/* The program's first solve by tiles, for the first dive's first step
 * (which is the same solve): its basis and point, and the most weight
 * any point lays by its prices; for bag, the right way up. */
struct arr_lpfirst {
	const struct bag *bag;
	int head[ARR_LP_ROWS];
	double x[ARR_LP_ROWS];
	double binv[ARR_LP_ROWS * ARR_LP_ROWS];  /* its inverse (standard only:
	                      * the dive starts from it) */
	double laid;
};

struct arr_lpkeep;           /* arrange_lp.c's: the program to ease */
struct arr_lpsol {
	struct arr_lpfirst *first;  /* where to keep it (made when its bag
	                      * is set), or NULL: not kept */
	struct arr_lpkeep *keep;  /* the program after its solves, until
	                      * its prices are eased (malloc), or NULL */
	int made[2];
	double y[2][RK_NCOLOURS][RK_MAXNUM + 2];
	double yj[2];
	double mu;
	int whole_left;
	int left[RK_NCOLOURS][RK_MAXNUM + 2];
	int left_jokers;
	int ncols;           /* the program's columns: the patterns of sets
	                      * the bag allows, the jokers' stand-ins */
	struct arr_lptree *tree;  /* the cuts' program kept for the tree
	                      * (arr_lp_tree()), or NULL */
	int cut_tiles;       /* the cuts' bound shows more tiles left than
	                      * the program (arr_cut_short) */
	int cut_raised;      /* the cuts' bound is above the program's */
	double slack[RK_NCOLOURS][RK_MAXNUM + 2];  /* what the last solve
	                      * leaves of each tile, unrounded */
	const struct arrangement *crash;  /* the first solve starts from
	                      * its sets (arr_lp_crash), or NULL */
	int crashed;         /* it did: a set of them went in */
};

struct ctx {
	int64_t bound;       /* a known arrangement's cost: prune at or above */
	struct arr_lpsol *duals;  /* or NULL: none (the lower bound eases
	                      * its prices: arr_lp_ease_duals()) */
	int mirrored;        /* the bag is upside down: the duals' number v
	                      * is maxnum + 1 - v here */
	struct bound *lower; /* the cost still to come, or NULL: none */
	struct slot_tables *st;  /* the moves of this rule of slots
	                      * (arrange_slots.c: arr_slot_tables()) */
	const struct bag *bag;
	const struct tileset *ts;
	int slots, jokers, joker_flag, lead_max;
	int64_t tile_cost[RK_MAXNUM + 1], joker_cost;
	struct step *steps;  /* the depth-first search's states */
	long states;         /* the work */
	long sweep_limit;    /* the states at which a sweep gives up, or 0 */
	int sweep_steps;     /* the steps a sweep that gave up had made */
	long sweep_front;    /* and the states its last step made */
	int sweep_resume;    /* an exact sweep goes on from where the last
	                      * one of this ctx in its tables gave up,
	                      * under the same bound (arr_sweep()) */
	long sweep_mark;     /* the states at which a sweep notes the steps
	                      * it has made (mark_steps), or 0: none */
	int mark_steps;      /* the steps a sweep had made when it passed
	                      * sweep_mark states (0: it did not) */
	long look_states;    /* an exact sweep gives up (to be resumed)
	                      * when it has made more than look_states
	                      * states from its first step (0: never), */
	int look_step;       /* fewer than look_step steps in */
	int cut;             /* the last sweep's cap dropped states: it
	                      * was a beam, not exact */
	int cut_giveup;      /* a beam gives up (ARR_GIVEUP) when its cap
	                      * first drops states */
	long dfs_limit;      /* the work at which the depth-first search
	                      * gives up (the sweep decides instead) */
	struct sweep **sw;   /* the sweep's tables, kept from one sweep to
	                      * the next (arrange_sweep.c; NULL: none yet) */
};

/* The rung race of XP bags without jokers, and the bound beams aimed
 * first at a rung that gave up (arrange.c). */
extern long arr_rung_race30, arr_beam_aim, arr_beam_raced, arr_beam_aimed;
/* The depth-first search's most states: past them it gives up (a bag
 * that hard is one the sweep, with its dominance across colours, does
 * better on: 1.2 million states against its 2 on the worst found).  A
 * variable (arrange.c), for the benchmarks to tune. */
extern long arr_dfs_limit, arr_rungs, arr_rung_limit, arr_rung_limit30,
    arr_rung_gap, arr_rung_max, arr_lp_rungs, arr_rung_probe, arr_lp_gap,
    arr_rungs_raced;

/* The beams' width: the states a step keeps in the sweeps that look
 * for a bound (arrange_sweep.c), with three copies of each tile and with
 * two and jokers (arr_beam_width, arr_beam_width2: arrange.c says why). */
#define SWEEP_BEAM 512
#define SWEEP_BEAM2 32

/*
 * Runs too short to end must go on at the next number they meet, each
 * with a tile of its colour or a joker: the jokers a tuple of slots will
 * need when avail tiles of its colour come next.
 */
static inline int
arr_shortfall(unsigned tuple, int avail)
{
	/* lengths 1 and 2 are the codes whose two low bits differ */
	unsigned x = tuple ^ tuple >> 1;
	int n = (int)((x & 1) + (x >> SLOT_BITS & 1) +
	    (x >> 2 * SLOT_BITS & 1));

	return n > avail ? n - avail : 0;
}

/* Groups of one number: can sumg tiles, at most maxg of a colour and
 * sumr of them real, make k groups of 3 or 4, each with a real tile?
 * The fewest groups that hold them, at least maxg (a colour's tiles go
 * to different groups) and ceil(sumg / 4), is the k when any is: more
 * groups only need more tiles and more real ones. */
static inline int
arr_groups_fit(unsigned sumg, unsigned maxg, unsigned sumr, unsigned *kout)
{
	unsigned k = (sumg + 3) / 4;

	if (sumg == 0) {
		*kout = 0;
		return 1;
	}
	if (k < maxg)
		k = maxg;
	if (3 * k > sumg || k > sumr)
		return 0;
	*kout = k;
	return 1;
}

/* An XP bag without jokers: the one that arr_rung_limit30,
 * arr_lp_sweep30, arr_beam_bound0 and arr_race0 are for. */
static inline int
arr_xp_no_jokers(const struct ctx *c)
{
	return c->ts->copies >= 3 && c->jokers == 0;
}

/* The tiles of number v in the colours after this one. */
static inline int
arr_later_tiles(const struct bag *b, int v, int colour)
{
	int n = 0;

	while (++colour < RK_NCOLOURS)
		n += b->must[colour][v] + b->may[colour][v];
	return n;
}

/* A tile of colour and number v; a joker pinned to stand for it.  Inline:
 * the greedy arrangement makes one for every tile it lays. */
static inline struct tile
arr_tile(int colour, int v, int joker)
{
	struct tile t = { 0 };

	t.colour = (uint8_t)colour;
	t.num = (uint8_t)v;
	t.joker = (uint8_t)joker;
	t.pinned = (uint8_t)joker;
	return t;
}

/* A joker left over: standing for nothing. */
static inline struct tile
arr_joker(void)
{
	struct tile t = { 0 };

	t.joker = 1;
	return t;
}

/* arrange_table.c */
void arr_step_free(struct step *);
int arr_relax(struct step *, uint64_t key, int64_t cost, int32_t parent,
    uint32_t opt);
int32_t arr_step_find(const struct step *, uint64_t key);
int arr_steps_reset(struct ctx *, int nsteps);

/* arrange_slots.c */
int arr_apply(const struct ctx *, unsigned code, int a, unsigned *out,
    int *real, int *joker);
void arr_sort_slots(unsigned *codes, int *perm, int n);
struct slot_tables *arr_slot_tables(int slots, int joker_flag,
    int lead_max);
const struct tlist *arr_transitions(struct ctx *, unsigned tuple);
void arr_walk_init(struct walk *, int lo, int hi, int maxj);
const struct trans *arr_walk_next(const struct tlist *, struct walk *);
const uint16_t *arr_up_tuples(struct ctx *, unsigned tuple);

/* arrange_dfs.c */
int arr_search0(struct ctx *, int nsteps, long limit, int32_t *besti);

/* arrange_sweep.c */
struct sweep;
int arr_sweep(struct ctx *, size_t cap, int64_t *best, struct arrangement *);
void arr_sweep_free(struct sweep *);

/* arrange_bound.c (arr_bound_keep: without jokers, the ascent's last
 * tables kept; 0: worked out again, for the test that they are equal) */
extern long arr_bound_keep;
struct bound *arr_bound_make(struct ctx *, int by_value, int64_t ub);
void arr_bound_free(struct bound *);
long arr_bound_cost(const struct ctx *);
int64_t arr_bound_root(const struct ctx *);
void arr_bound_others(const struct ctx *, int step, const unsigned *tuple,
    int colour, struct bgroup *);
int64_t arr_bound_child(struct ctx *, const struct bgroup *, unsigned tuple,
    int jr, unsigned sumg, unsigned maxg, int64_t room);

/* arrange_ways.c: the probes of the sweep with the lower bound (5a), its
 * second look (5b), the race (5c) and its rungs; arrange.c: the states of
 * the exact sweep, per transition the bound goes through
 * (arr_bound_cost), after which the bound is worked out, and the beams'
 * width, and the rest (variables for the tests) */
extern long arr_sweep_probe, arr_probe_steps, arr_probe_per_trans,
    arr_look_states, arr_look_steps, arr_race, arr_race0, arr_race_rungs,
    arr_race_on, arr_probe_steps2, arr_std_rung, arr_std_rung_jokers,
    arr_probe_mark2, arr_race_one;
extern long arr_lower_per_trans, arr_beam_width, arr_beam_width2,
    arr_beam_width0, arr_beam_few0, arr_beam_cols0, arr_beam_jokers2,
    arr_beam_tiles1, arr_beam_bound, arr_beam_bound0, arr_beam_spare,
    arr_beam_rank,
    arr_lp_tiles, arr_lp_early, arr_lp_sweep, arr_lp_sweep3, arr_lp_sweep30,
    arr_sweep_cut, arr_sweep_cut_tiles, arr_floor_dfs, arr_floor_gap,
    arr_floor_slack, arr_lp_more, arr_lp_more_n,
    arr_bprobe_dfs, arr_bprobe_tries, arr_bprobe_most, arr_bprobe_raised,
    arr_lp_cut, arr_cap_spare, arr_cap_dfs, arr_cap_dfs0, arr_cap_groups,
    arr_spare_limit, arr_early_spare, arr_early_dfs, arr_early_tiles2,
    arr_early_dfs2, arr_beam_tiles2, arr_beam_tiles2p, arr_lp_rungs2,
    arr_lp_rung_gap2, arr_out_of, arr_lp_left, arr_lp_left_tiles,
    arr_value_resume, arr_beam_way, arr_sweep30_far, arr_sweep30_more,
    arr_rung_far, arr_rung_more, arr_lp_gap0_tiles, arr_lp_rungs20;

/*
 * The plan of arrange.c, one phase after another, and what each leaves
 * the next: the cost that must be paid at least, the linear program's
 * bound and prices, the cheapest arrangement known (c.bound its cost)
 * and, once a phase settles the bag, the answer in out.
 */
struct plan {
	struct ctx c;
	int by_value, nsteps;
	int64_t least;       /* the cost at least: COST_TILE a tile */
	int64_t lp_lower;    /* the linear program's bound, a cost */
	int lp_made;         /* the program has run (it runs once) */
	int ntiles;          /* the bag's tiles, jokers too */
	int dfs_short;       /* the depth-first search of 2, cut short
	                      * (cut_short() in arrange.c), gave up */
	int raced;           /* a rung raced both ways (rung_race()) */
	int tree_wanted;     /* the rung asks for the tree first
	                      * (arr_cut_defer: rung_sweep()) */
	int beams_down;      /* the beams go down the numbers first: a rung
	                      * race ended there (arr_beam_raced), or the
	                      * beam aimed there was exact (arr_beam_aimed) */
	int value_open;      /* a race or an exact aimed beam showed the
	                      * fewest tiles: once a beam leaves that many,
	                      * the other is not run */
	long beam_states[2]; /* the states each beam made, up and down (0:
	                      * not run) */
	int rungs_done;      /* rungs() has run */
	int rest_late;       /* lp_rest() waits for the rungs
	                      * (arr_lp_rest_late, arrange_settle.c) */
	int rung_open;       /* a rung gave up: neither met nor shown
	                      * out of reach (aimed(), arrange.c) */
	int early;           /* standard, a joker, arr_lp_early tiles or
	                      * more: short searches, then the program */
	struct arr_lpsol duals;
	struct bound *aside; /* the rungs' lower bound, kept out of the beams */
	struct bound *down_aside;  /* the same for the bag mirrored, when a
	                      * rung's probe made it (rung_sweep()) */
	struct arrangement *known;  /* the cheapest known, or NULL: none */
	struct path_step *path;
	struct sweep *sw;
	struct sweep *sw2;   /* the other way's (arr_ways_probe()): its probe,
	                      * and its sweep when it goes on */
	struct sweep *sw_value;  /* the value sweep's, where it gave up
	                      * (arr_value_resume): the race goes on from it */
	struct arrangement *out;
	struct arr_lpfirst first;  /* duals.first: last, not cleared but
	                      * for its bag (NULL until made) */
};

/*
 * An arrangement emptied, and one copied, inside a solve: only the counts
 * and the sets and tiles within them (a struct arrangement is 14.6 KB,
 * and on a small bag the solve cleared or copied it a dozen times: 190 KB
 * of cache lines written for a few hundred bytes in use, hard26 XP 27).
 * What lies past the counts is never read.  arrange() still clears the
 * caller's whole.  The same states and answers on all 2,673 bags; side
 * by side with the integer program, 0.989 and 0.976 (by the order) of
 * the time on the 40 bags nearest it, 0.978 on 60 of xp0_drawn, 0.992
 * and 0.995 on hard26 and hard27 standard.
 */
static inline void
arr_clear(struct arrangement *a)
{
	a->feasible = 0;
	a->nsets = 0;
	a->nleft = 0;
	a->left_value = 0;
	a->states = 0;
}

static inline void
arr_copy(struct arrangement *to, const struct arrangement *from)
{
	if (to == from)
		return;
	to->feasible = from->feasible;
	to->nsets = from->nsets;
	memcpy(to->sets, from->sets, sizeof(from->sets[0]) *
	    (size_t)from->nsets);
	to->nleft = from->nleft;
	memcpy(to->left, from->left, sizeof(from->left[0]) *
	    (size_t)from->nleft);
	to->left_value = from->left_value;
	to->states = from->states;
}

/* The rows i < m where alpha is not zero, in order, into nz: their
 * count (the simplexes' ftran(), arrange_lp.c and arrange_cuts.c). */
static inline int
arr_nonzero_rows(const double *alpha, int m, int *nz)
{
	int i, n = 0;

	for (i = 0; i < m; i++) {
		nz[n] = i;
		n += alpha[i] != 0;
	}
	return n;
}

/*
 * ARR_WIDE: a function built twice, for processors with AVX2 and for any
 * other, the one to run chosen once when the program loads (GCC's
 * target_clones, an ifunc).  For the simplex methods' row operations
 * (arrange_lp.c, arrange_cuts.c), whose loops then take four doubles a
 * step, not two.  The arithmetic is the same either way, so every solve
 * takes the same steps: each operation is rounded alone (C17 contracts
 * no a * b + c into one, and AVX2 brings no fused multiply-add), and no
 * sum is reordered.  Elsewhere (another compiler, another processor,
 * RKUB_NO_WIDE): built once.
 */
#if defined(__GNUC__) && defined(__x86_64__) && defined(__has_attribute) && \
    !defined(RKUB_NO_WIDE) && !defined(__clang__)
#if __has_attribute(target_clones)
#define ARR_WIDE __attribute__((target_clones("avx2", "default")))
#endif
#endif
#ifndef ARR_WIDE
#define ARR_WIDE
#endif

/* arrange_settle.c (its variables: arrange_settle.c says why) */
extern long arr_lp_rest_late;
extern long arr_lp_dfs, arr_lp_dfs0, arr_lp_dives, arr_lp_dives0,
    arr_dive_dfs, arr_dive_dfs2, arr_dive_dfs3, arr_dive_sweep;
void arr_no_better(struct arrangement *out, const struct arrangement *known);
void arr_mirror(const struct ctx *, struct ctx *down, struct bag *mirror);
void arr_unmirror(const struct arrangement *, const struct tileset *,
    struct arrangement *);
int arr_lp_settle(struct plan *, int open);
int arr_lp_rest(struct plan *);
int arr_lp_can(const struct ctx *);
int arr_lay_rest(struct ctx *, int nsteps, const struct bag *rest,
    long limit, struct path_step *path, struct arrangement *out);

/* arrange_mend.c (its variables: arrange_mend.c says why) */
extern long arr_mend_ring, arr_mend_tiles, arr_mend_limit;
int arr_mend(struct ctx *, int nsteps, const struct arrangement *known,
    struct path_step *path, struct arrangement **out);

/* arrange_rebuild.c */
void arr_rebuild(struct ctx *, const struct path_step *, struct arrangement *);
void arr_path_of(const struct ctx *, int32_t last, struct path_step *);

/* arrange_lp.c (arr_lp_warm: the dives' warm start, 0 off; arr_lp_ease:
 * the jokers' row eased for the prices kept, in millionths, 0 off) */
extern long arr_lp_warm, arr_lp_ease, arr_lp_ease_tiles, arr_lp_crash,
    arr_lp_crash2;

/* arrange_ways.c: which way the exact sweep goes (5a-5c of arrange.c) */
int arr_ways_probe(struct plan *, struct ctx **csp, struct ctx *down,
    int exact, int64_t *cost);
int arr_ways_on(struct plan *, struct ctx **csp, struct ctx *down,
    int64_t *cost);
int arr_sweep_resumable(const struct sweep *, const struct ctx *);
void arr_sweep_stopped(const struct sweep *, struct ctx *);
int arr_ways_race(struct plan *, struct ctx **csp, struct ctx *down,
    int64_t tiles, int64_t *cost);
int arr_ways_rung(struct plan *, struct ctx **csp, struct ctx *down,
    int64_t *cost);
int arr_ways_fewer(struct plan *, struct ctx **csp, struct ctx *down,
    int64_t *cost);

/* arrange.c: every tunable (extern long arr_... above) by its name
 * without "arr_", for the benchmarks and the tests */
struct arr_knob {
	const char *name;
	long *v;
};
extern const struct arr_knob arr_knobs[];
extern const size_t arr_nknobs;
/* arrange.c: the bag's tiles, jokers too */
int arr_bag_tiles(const struct bag *, const struct tileset *);
/* 1 when a bag without jokers must leave a tile: the tiles of a number
 * that no run can hold are more than its groups can take (arrange.c). */
int arr_groups_short(const struct bag *, const struct tileset *);
/* The prices of d eased (arrange_lp.c's comment on arr_lp_ease), once,
 * and d's kept program freed: 1 when its prices changed; 0 when there was
 * none to ease (d NULL, or eased already, or not kept) or no eased solve
 * served (the prices stay the program's). */
int arr_lp_ease_duals(struct arr_lpsol *d);
void arr_lp_keep_free(struct arr_lpsol *d);
int arr_lp_tree(const struct ctx *, struct arr_lpsol *, int64_t *lower,
    struct arrangement *, int *made);
int arr_lp_tree_settle(struct plan *);
void arr_lp_tree_free(struct arr_lpsol *d);
int arr_lp_bound(const struct ctx *, int by_value, int64_t *lower,
    int64_t *least, struct arrangement *, struct arr_lpsol *);
/* arrange_cuts.c: the program as arr_cuts_start() reads it, after its
 * first solve (arrange_lp.c's cut_make()): m rows (the tiles, the
 * jokers), n columns, column j's entries in rows row[at[j]] to
 * row[at[j + 1] - 1], their values in a[] (whole numbers, as b is);
 * gain[] what each column lays of the weight; the first solve's optimal
 * basis: head[] (a column, or n + r for row r's slack), its inverse
 * binv[] (ARR_LP_ROWS a row) and its point x[]; ncols the most columns a
 * whole point holds.  arr_cuts_start(): the program solved for its
 * weight from that basis, *best the most weight a whole point lays
 * (HUGE_VAL when the solve failed), *found 1 when its point is whole
 * already (its columns' counts in cnt[], n of them); NULL when there are
 * to be no cuts (arr_cut_rounds 0) or out of memory, *best HUGE_VAL and
 * *found 0 then.  arr_cuts_laid(), after a start whose point was not
 * whole: that bound again, with cuts (up to ARR_CUTS in all) until it is
 * goal or less or the point is whole (*found 1, as above; else 0);
 * arr_cut_rounds rounds at most, of P->per_round cuts at most; then,
 * where they end short, the tree (branch and bound over the program) for
 * up to nodes nodes where its gate (arr_cut_gate) lets it, once.
 * arr_cuts_tree(): the tree later, ungated, for arr_cut_nodes2 nodes,
 * the rounds first if they were not run; what arr_cuts_laid() returns.
 * arr_cuts_open(): whether it can still be run.  arr_cuts_free() frees
 * what arr_cuts_start() made (NULL: nothing). */
#define ARR_CUTS 64
struct arr_prog {
	int m, n;
	const int *at, *row;
	const double *a, *b, *gain;
	const int *head;
	const double *binv, *x;
	double ncols;
	double big;          /* a tile's weight (the tree's gate) */
	long per_round;      /* cuts a round at most (arr_cut_round; in XP
	                      * with jokers, arr_cut_roundj) */
	long gate;           /* the tree's gate (arr_cut_gate; in XP with
	                      * jokers, arr_cut_gatej) */
};
extern long arr_cut_rounds, arr_cut_round, arr_cut_jtiles, arr_cut_goal,
    arr_cut_xp0, arr_cut_xpj, arr_cut_roundj, arr_cut_payj, arr_cut_nodes,
    arr_cut_nodes2, arr_cut_gate, arr_cut_gatej, arr_cut_defer,
    arr_cut_short;
struct arr_cuts *arr_cuts_start(const struct arr_prog *, int *cnt,
    int *found, double *best);
double arr_cuts_laid(struct arr_cuts *, double goal, int *cnt, int *found,
    long nodes);
double arr_cuts_tree(struct arr_cuts *, double goal, int *cnt, int *found);
int arr_cuts_open(const struct arr_cuts *);
void arr_cuts_free(struct arr_cuts *);

/* Where a dive that got stuck was at its last steps, newest first: the
 * tiles still to lay and the sets laid for good by then; and how many of
 * its solves started from the basis of the solve before (warm; dual:
 * of those, the ones whose point the dual simplex mended first) and how
 * many from the slacks (cold: the first when it is not arr_lp_bound()'s,
 * every one in XP or with arr_lp_warm 0, and those whose warm start did
 * not serve), for the tests and benchmarks. */
#define DIVE_BACK 3
struct arr_dive_back {
	int n;
	struct bag rest[DIVE_BACK];
	int nsets[DIVE_BACK];
	int warm, dual, cold;
};
int arr_lp_dive(const struct ctx *, int most, struct arrangement *,
    struct arr_dive_back *);

/* arrange_greedy.c */
void arr_greedy(const struct bag *, const struct tileset *, int groups_first,
    struct arrangement *);
void arr_greedy_complete(struct arrangement *, const struct tileset *,
    int groups_first);
void arr_left_add(struct arrangement *,
    const int n[RK_NCOLOURS][RK_MAXNUM + 2], int maxnum, int jokers);
int arr_greedy_joker_fits(struct arrangement *, const struct tileset *);
int64_t arr_cost_of(const struct arrangement *, const struct ctx *);
int arr_greedy_keeps_must(const struct arrangement *, const struct bag *);

#endif
