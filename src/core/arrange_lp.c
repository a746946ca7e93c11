/*
 * arrange_lp.c: a lower bound on what must be left over, from a linear
 * program over the sets the bag could lay, and the arrangement it gives
 * when its optimum is whole.  Cheap next to the dynamic program: 53 rows
 * and at most a few hundred columns, solved in a few hundred
 * microseconds on the hardest bags found (tests/bench/hard_*.txt), where
 * its count of tiles left over was the fewest possible on 201 bags of
 * 203 and its cost the answer's on 102.
 *
 * The words:
 *  - pattern: a set with no jokers over the tiles of the set, whether the
 *    bag holds them or not: a run of 3, 4 or 5 tiles of one colour, or a
 *    group of 3 or 4 colours of one number.  Any run of more tiles splits
 *    into runs of 3 to 5, so any arrangement is a count of patterns, each
 *    place of which a real tile or a joker fills.
 *  - stand-in: a joker filling a place of tile t in some pattern: one
 *    column per tile, what the jokers stand for counted without saying in
 *    which pattern (so a pattern may be all jokers: a relaxation).
 *  - the program: maximise the weight laid, the patterns' places less
 *    what their stand-ins take, subject to: of each tile, the places less
 *    its stand-ins at most the bag's count; the stand-ins at most the
 *    jokers.  Every arrangement of the bag is a whole point of it, at its
 *    cost, with must and may tiles alike (so its least cost is at most
 *    any arrangement's: a lower bound; the "must" tiles are the
 *    dynamic program's to keep).
 *  - primary, secondary: the two weights of a cost (arr_cost()): by
 *    tiles, a tile (COST_TILE) and then its value; by value, the value
 *    (COST_VALUE) and then a tile.  The program is solved for the
 *    primary first; rounded up, the least primary left over, P; then
 *    again for the secondary with one row more, primary left over at most
 *    P, warm from the first's basis.  An arrangement that leaves P costs
 *    at least P units and the second's optimum; one that leaves more
 *    costs a unit more: the bound.
 *  - the solver: the revised simplex method, its basis inverse kept
 *    dense (the rows are few), the entering column the one that gains
 *    most a unit (Dantzig's rule), and after DEGENERATE steps in a row
 *    that gained nothing, the first that gains at all and the first row
 *    that ties in the ratio test (Bland's rule, which cannot cycle).
 *    The first solve starts from the known arrangement's sets (crash():
 *    arr_lp_crash), not from the slacks alone.
 *  - dual: the prices of the rows at the end, y.  Whatever y is, the
 *    weight laid by any point of the program is at most y's prices of
 *    the bag (y clamped to 0 and above) plus what the columns gain beyond
 *    their prices, at worst, times the most columns a point can hold:
 *    the bound is worked out from that, so that rounding in the solver
 *    can make it weaker, never wrong.
 *  - cut: on a standard bag without jokers (or of arr_cut_jtiles tiles
 *    or fewer), or an XP bag where a tile must be left (arr_cut_xp0;
 *    with jokers, arr_cut_xpj), by tiles, whose known arrangement costs
 *    more than the first solve shows must be, that solve's basis is
 *    handed to arrange_cuts.c, which weighs tiles and then value in one
 *    (cut_make(): that optimum may be whole already) and, when neither
 *    the known arrangement nor the second solve's point rounded meets
 *    the bound (in XP, where rounds_pay() says), adds Chvatal-Gomory
 *    cuts until its point is whole (cut_lower()): that point is then
 *    the answer, and the bound from its prices shows it.  Where the
 *    rounds end short, their bound is kept all the same
 *    (arr_cut_short).
 *  - eased: the program with the jokers' row arr_lp_ease millionths of a
 *    joker short (a whole joker), re-solved from the optimum's basis: its
 *    prices are the ones the lower bound starts from
 *    (arr_lp_ease_duals()).
 *
 * Memory: malloc'd blocks a call (the program, its point's counts, and
 * for the cuts a copy of its columns and arrange_cuts.c's program, made
 * from the first solve and kept to the end; where the point is rounded
 * from the slacks too, arr_lp_crash2, a second program, its counts and
 * an arrangement), freed before it returns;
 * and,
 * where the prices are to be eased (XP bags by tiles, with jokers, of
 * arr_lp_ease_tiles tiles or more), a copy of the program after its
 * first solve and the program itself after its second, kept in the
 * caller's arr_lpsol until the prices are eased or the caller frees them
 * (arr_lp_keep_free()); and, in XP, where the tree is to wait
 * (arr_cut_defer), the program and the cuts' program, kept in the
 * caller's arr_lpsol until arr_lp_tree() runs it or the caller frees
 * them (arr_lp_tree_free()).
 */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "arrange_int.h"

#define LP_ROWS ARR_LP_ROWS  /* tiles, jokers, primary */
#define LP_COLS (RK_NCOLOURS * RK_MAXNUM * 3 + RK_MAXNUM * 5 + \
    RK_NCOLOURS * RK_MAXNUM)
#define LP_NNZ 6             /* a column's entries at most */
#define JOKER_ROW (RK_NCOLOURS * RK_MAXNUM)
#define EXTRA_ROW (JOKER_ROW + 1)
#define EPS_GAIN 1e-9        /* a reduced gain worth entering */
#define EPS_PIVOT 1e-9       /* a pivot element worth taking */
#define EPS_WHOLE 1e-6       /* a value this near a whole number is it */
#define DEGENERATE 30        /* steps that gain nothing before Bland */
#define MAX_STEPS 4000       /* then the bound from the prices as they
                              * are (still sound) */

/* (What pricing reads first, the rows a byte each: 96 bytes a column,
 * not 120; side by side with the integer program, 0.988 of the time on
 * the 40 bags nearest it either way round, 0.964 on 60 bags of
 * xp0_drawn, 0.999 on hard26 and hard27 standard; the same steps.
 * Then 32 bytes, two columns a cache line: the entries are 1 or -1
 * (neg), but in the primary row, where they are -gain[0], so they are
 * worked out (col_a()), not kept, and the pattern's fields are bytes.
 * On hard26 XP 7 (callgrind, cache simulated) the simplex's first-level
 * read misses 6,292 -> 851, the solve's 11,923 -> 6,114, its
 * instructions 0.999; side by side on the 40 nearest bags (16 runs),
 * 0.982 and 0.983 of the time, 0.989 and 0.988 the other way round; the
 * same steps, states and answers on every bag.) */
struct lp_col {
	double gain[2];      /* weight laid, primary and secondary */
	uint8_t n;
	uint8_t neg;         /* bit k: entry k is -1 (col_a()) */
	uint8_t row[LP_NNZ];
	int8_t colour, lo, len;  /* the pattern: a run of colour from lo, */
	uint8_t colours;         /* or a group of lo in colours; */
	int8_t tile;             /* or the stand-in for tile (-1: none) */
};

/* Entry k of col: 1 or -1 in the rows of tiles and jokers (neg), and in
 * the primary row (add_primary_row()) -gain[0]. */
static inline double
col_a(const struct lp_col *col, int k)
{
	return col->row[k] == EXTRA_ROW ? -col->gain[0] :
	    col->neg >> k & 1 ? -1 : 1;
}

struct lp {
	int m, n;            /* rows in use; columns */
	struct lp_col col[LP_COLS];
	double b[LP_ROWS];
	double binv[LP_ROWS * LP_ROWS];
	double x[LP_ROWS];   /* the basic variables' values */
	int head[LP_ROWS];   /* the variable basic in each row: a column,
	                      * or n + row for the row's slack */
	int basic[LP_COLS + LP_ROWS];  /* its row, or -1 */
	double y[LP_ROWS];
	int which;           /* the weight maximised: 0 or 1 */
};

static int
tile_row(int colour, int v)
{
	return colour * RK_MAXNUM + (v - 1);
}

/* Add a pattern's column when the jokers can fill what the bag lacks. */
static void
add_pattern(struct lp *p, const int *rows, int k,
    const double w[2][LP_ROWS])
{
	struct lp_col *col = &p->col[p->n];
	int i, lack = 0;

	for (i = 0; i < k; i++)
		lack += p->b[rows[i]] == 0;
	if (lack > p->b[JOKER_ROW])
		return;
	memset(col, 0, sizeof(*col));
	col->tile = -1;
	for (i = 0; i < k; i++) {
		col->row[col->n++] = (uint8_t)rows[i];
		col->gain[0] += w[0][rows[i]];
		col->gain[1] += w[1][rows[i]];
	}
	p->n++;
}

/* The slacks' basis, its inverse the identity (binv all 0 before). */
static void
slack_basis(struct lp *p)
{
	int i;

	for (i = 0; i < p->n + LP_ROWS; i++)
		p->basic[i] = -1;
	for (i = 0; i < p->m; i++) {
		p->head[i] = p->n + i;
		p->binv[i * LP_ROWS + i] = 1;
		p->x[i] = p->b[i];
		p->basic[p->n + i] = i;
	}
}

/*
 * The program for bag (c's, or what is left of it): its rows (the
 * tiles, the jokers, and the primary row, unused until the second
 * solve), its columns, and the weights of leaving each tile (w[0]
 * primary, w[1] secondary; the joker's at JOKER_ROW).  Returns the
 * weight of the whole bag, each.
 */
static void
build(struct lp *p, const struct ctx *c, const struct bag *bag, int by_value,
    double total[2])
{
	int jokers = bag->jokers_must + bag->jokers_may;
	double w[2][LP_ROWS];
	int colour, v, len, i, top = c->ts->maxnum, rows[5];
	unsigned s;
	const size_t past_cols = offsetof(struct lp, col) + sizeof(p->col);

	/* all but the columns, which each start cleared as they are added */
	memset(p, 0, offsetof(struct lp, col));
	memset((char *)p + past_cols, 0, sizeof(*p) - past_cols);
	total[0] = total[1] = 0;
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= RK_MAXNUM; v++) {
			int r = tile_row(colour, v);
			double value = (double)(c->tile_cost[v] - (by_value ? 1 :
			    COST_TILE)) / (by_value ? COST_VALUE : 1);

			p->b[r] = v <= top ? bag->must[colour][v] +
			    bag->may[colour][v] : 0;
			w[0][r] = by_value ? value : 1;
			w[1][r] = by_value ? 1 : value;
			total[0] += p->b[r] * w[0][r];
			total[1] += p->b[r] * w[1][r];
		}
	{
		double jv = (double)(c->joker_cost - (by_value ? 1 :
		    COST_TILE)) / (by_value ? COST_VALUE : 1);

		p->b[JOKER_ROW] = jokers;
		w[0][JOKER_ROW] = by_value ? jv : 1;
		w[1][JOKER_ROW] = by_value ? 1 : jv;
		total[0] += jokers * w[0][JOKER_ROW];
		total[1] += jokers * w[1][JOKER_ROW];
	}
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= top; v++)
			for (len = 3; len <= 5 && v + len - 1 <= top; len++) {
				int n0 = p->n;

				for (i = 0; i < len; i++)
					rows[i] = tile_row(colour, v + i);
				add_pattern(p, rows, len, w);
				if (p->n > n0) {
					p->col[n0].colour = (int8_t)colour;
					p->col[n0].lo = (int8_t)v;
					p->col[n0].len = (int8_t)len;
				}
			}
	if (!c->ts->runs_only)
		for (v = 1; v <= top; v++)
			for (s = 0; s < 1u << RK_NCOLOURS; s++) {
				int k = 0, n0 = p->n;

				for (colour = 0; colour < RK_NCOLOURS; colour++)
					if (s >> colour & 1)
						rows[k++] = tile_row(colour, v);
				if (k < 3)
					continue;
				add_pattern(p, rows, k, w);
				if (p->n > n0) {
					p->col[n0].lo = (int8_t)v;
					p->col[n0].colours = (uint8_t)s;
				}
			}
	/* the stand-ins: a joker laid in place of tile r */
	for (colour = 0; jokers > 0 && colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= top; v++) {
			struct lp_col *col = &p->col[p->n++];
			int r = tile_row(colour, v);

			memset(col, 0, sizeof(*col));
			col->tile = (int8_t)r;
			col->n = 2;
			col->row[0] = (uint8_t)r;
			col->neg = 1;   /* -1 in r's row, 1 in the jokers' */
			col->row[1] = JOKER_ROW;
			col->gain[0] = w[0][JOKER_ROW] - w[0][r];
			col->gain[1] = w[1][JOKER_ROW] - w[1][r];
		}
	p->m = JOKER_ROW + 1;
	slack_basis(p);
}

static double
gain_of(const struct lp *p, int j)
{
	return j < p->n ? p->col[j].gain[p->which] : 0;
}

/* y = the basic gains times the basis inverse. */
ARR_WIDE static void
prices(struct lp *p)
{
	int i, k, m = p->m;

	for (k = 0; k < m; k++)
		p->y[k] = 0;
	for (i = 0; i < m; i++) {
		double g = gain_of(p, p->head[i]);
		const double *row = &p->binv[i * LP_ROWS];

		if (g != 0)
			for (k = 0; k < m; k++)
				p->y[k] += g * row[k];
	}
}

/* What column j gains a unit beyond its prices (slacks: -y). */
static inline __attribute__((always_inline)) double
reduced(const struct lp *p, int j)
{
	const struct lp_col *col;
	double d;
	int k;

	if (j >= p->n)
		return -p->y[j - p->n];
	col = &p->col[j];
	d = col->gain[p->which];
	if (col->neg == 0 && col->row[col->n - 1] != EXTRA_ROW)
		for (k = 0; k < col->n; k++)
			d -= p->y[col->row[k]];          /* (times 1) */
	else
		for (k = 0; k < col->n; k++)
			d -= p->y[col->row[k]] * col_a(col, k);
	return d;
}

/*
 * The basis inverse times column j (inline: once a simplex step), and
 * the rows where that is not zero, in order, into nz: returns their
 * count.  The steps after it go through those rows only.  Taken a
 * column of the inverse at a time (one for each of j's 3 to 5 entries),
 * not a row at a time: each row's sum is added up in the same order, so
 * the same bits, but j's entries are read once, not once a row, and
 * a column is read with a stride, not through j's list of rows.
 * The same states and answers on all 2,673 bags of tests/bench; side by
 * side with the integer program (ab_arrange.py, 8 runs), 0.974 of the
 * time on the 40 bags nearest it (0.977 the other way round), 0.972 on
 * 60 bags of xp0_drawn; the simplex's instructions 4.3% fewer.
 */
static inline __attribute__((always_inline)) int
ftran(const struct lp *p, int j, double *alpha, int *nz)
{
	int i, k, m = p->m;

	if (j >= p->n)
		for (i = 0; i < m; i++)
			alpha[i] = p->binv[i * LP_ROWS + (j - p->n)];
	else {
		for (i = 0; i < m; i++)
			alpha[i] = 0;
		for (k = 0; k < p->col[j].n; k++) {
			const double *c = &p->binv[p->col[j].row[k]];
			double a = col_a(&p->col[j], k);

			for (i = 0; i < m; i++)
				alpha[i] += c[i * LP_ROWS] * a;
		}
	}
	return arr_nonzero_rows(alpha, m, nz);
}

/*
 * Primal simplex from a feasible basis.  0 optimal, 1 out of steps.  The
 * rows of the basis inverse and the column entering are mostly zeros:
 * the pivot row's non-zeros are listed once a step, and only the rows
 * the entering column touches are updated, at them; the prices likewise
 * (y grows by the entering column's gain times the new pivot row), worked
 * out again from the start every REPRICE steps.  Pricing is partial:
 * the columns are scanned from where the last step stopped, and the
 * step takes the best found once SEGMENT columns or more have been
 * looked at and one gains (all of them when none does, so optimal is
 * optimal).  Side by side, CPU mean of the hard corpora, the whole scan
 * (Dantzig's rule) against segments of 32: hard3_xp 6.8 -> 4.4 ms,
 * hard2_xp 3.1 -> 2.1, hard_xp 2.5 -> 1.9, hard3_standard 2.1 -> 1.8,
 * hard_standard 0.80 -> 0.57; the simplex's own time on hard3_xp 222 ->
 * 119 ms (perf), the rest because the program lands on other optimal
 * points, whose duals and dives serve the search better or worse bag by
 * bag: segments of 16, 48, 64 and 128 were as fast on the whole, but each
 * left one or two bags under ten times the integer program (hard_xp 46
 * 1.4-1.7 times at 16 and 48).
 * The scan goes round without a division a column, and the ratio test
 * and the update go through the rows that the entering column touches
 * (ftran() lists them), not through every row asking: the same steps,
 * the same point, and the same states and answers on all 2,673 bags of
 * tests/bench; the simplex's instructions 5.6% fewer (0.9% of all),
 * but 0.929 of the time side by side with the integer program on the 40
 * bags under 11 times it in the last full sitting, 0.873 on 60 bags of
 * xp0_drawn (the remainder by the columns' count, a division whose
 * latency the count does not show, once a column).
 */
#define REPRICE 32
#define SEGMENT 32

/*
 * Column q enters the basis at row r, alpha the basis inverse times q:
 * the basic values move by step (q's new value), the inverse's rows
 * that alpha touches are updated where the pivot row is not zero, and
 * the prices grow by dq (q's reduced gain) times the new pivot row.
 * Where the pivot row is more than half not zero, each row is updated
 * whole, from a copy of the pivot row: a loop the compiler makes two
 * doubles a step.  At a zero of the pivot row it subtracts 0, which
 * leaves the value as it was but for the sign of a zero, which no test
 * of the solver tells apart: every solve takes the same steps.  Counted
 * (callgrind, every bag once), against the pivot row's non-zeros one
 * by one: the XP corpora 48.64 -> 45.96 billion instructions (0.945),
 * the standard 14.02 -> 13.55 (0.966), bench_arrange 6.10 -> 5.86
 * (0.962); no bag of the corpora 5% dearer (the most 1.001), 976 of
 * 2,453 more than 5% cheaper; the same states and answers on every bag
 * (counted with the two cases in loops of their own; in one loop, the
 * choice inside it, at most 0.1% more on five corpora).
 * Dense from an eighth, a quarter or two thirds of the row: dearer
 * than from half on each of the four corpora tried (hard3 XP, hard27
 * XP, hard standard and hard26 standard).
 */
static inline __attribute__((always_inline)) void
step_to(struct lp *p, int q, int r, const double *alpha, const int *anz,
    int na, double step, double dq)
{
	int nz[LP_ROWS];
	int i, k, t, nnz = 0, m = p->m, dense;
	double piv = alpha[r], *pr = &p->binv[r * LP_ROWS];
	double prow[LP_ROWS];   /* the pivot row, where dense */

	for (t = 0; t < na; t++)
		if (anz[t] != r)
			p->x[anz[t]] -= step * alpha[anz[t]];
	p->x[r] = step;
	for (k = 0; k < m; k++)
		if (pr[k] != 0) {
			pr[k] /= piv;
			nz[nnz++] = k;
		}
	dense = 2 * nnz > m;
	if (dense)
		for (k = 0; k < m; k++)
			prow[k] = pr[k];
	for (t = 0; t < na; t++) {
		double f, *restrict row;

		if ((i = anz[t]) == r)
			continue;
		f = alpha[i];
		row = &p->binv[i * LP_ROWS];
		if (dense)
			for (k = 0; k < m; k++)
				row[k] -= f * prow[k];
		else
			for (k = 0; k < nnz; k++)
				row[nz[k]] -= f * pr[nz[k]];
	}
	/* (nz holds nnz entries, all set above) */
	for (k = 0; k < nnz; k++)
		/* cppcheck-suppress uninitvar */
		p->y[nz[k]] += dq * pr[nz[k]];
	p->basic[p->head[r]] = -1;
	p->head[r] = q;
	p->basic[q] = r;
}

ARR_WIDE static int
simplex(struct lp *p)
{
	double alpha[LP_ROWS];
	int anz[LP_ROWS];
	int steps, flat = 0, m = p->m, since = 0, scan = 0, t, na;
	int cols = p->n + m;

	for (steps = 0; steps < MAX_STEPS; steps++, since++) {
		int j, q = -1, r = -1, i, bland = flat >= DEGENERATE;
		double best = EPS_GAIN, ratio = HUGE_VAL, dq = 0;

		if (since == REPRICE)
			since = 0;
		if (since == 0)
			prices(p);
		/* from scan on, round to the start (Bland's rule: from 0) */
		for (t = 0, j = bland ? 0 : scan; t < cols;
		    t++, j = j + 1 == cols ? 0 : j + 1) {
			double d;

			if (!bland && q >= 0 && t % SEGMENT == 0)
				break;
			if (p->basic[j] >= 0)
				continue;
			d = reduced(p, j);
			if (d > best) {
				q = j;
				dq = d;
				if (bland)
					break;
				best = d;
			}
		}
		if (!bland)
			scan = (scan + t) % cols;
		if (q < 0 && since == 0)
			return 0;
		if (q < 0) {
			/* the prices drift: again from the start */
			since = -1;
			continue;
		}
		na = ftran(p, q, alpha, anz);
		for (t = 0; t < na; t++) {
			double u;

			i = anz[t];
			if (alpha[i] <= EPS_PIVOT)
				continue;
			u = (p->x[i] > 0 ? p->x[i] : 0) / alpha[i];
			if (u < ratio || (u == ratio && bland && r >= 0 &&
			    p->head[i] < p->head[r])) {
				ratio = u;
				r = i;
			}
		}
		if (r < 0)
			return 1;       /* unbounded: cannot be, the tiles bound
			                 * every column */
		flat = ratio > 0 ? 0 : flat + 1;
		step_to(p, q, r, alpha, anz, na, ratio, dq);
	}
	return 1;
}

/*
 * The first solve starts from the known arrangement's sets, each
 * pattern of them (runs of more than five tiles in pieces of three to
 * five; not the sets with jokers) brought into the basis from the
 * slacks whatever its gain, where the ratio test lets it in
 * (arr_lp_crash; 0: from the slacks).  The known arrangement is near
 * the optimum, often a tile from it: on hard29 standard 20 (61 tiles,
 * two left) the first solve took 101 steps from the slacks; from its 13
 * patterns, the simplex's instructions 523,000 -> 236,000.  And the
 * point it ends on, another optimum, often rounds better: there it
 * meets the bound (the bag 1,245,000 instructions -> 557,000, 177
 * states -> 23).  Counted (callgrind, every bag once), against the
 * slacks: the standard corpora 9.2% fewer instructions in all (hard28
 * standard 0.723, hard29 0.733, hard31 0.776, hard30 0.817; hard4
 * 1.056, hard2 0.969), the XP 9.6% fewer (hard29 XP 0.575, hard30
 * 0.666, hard31 0.809, xp0_laid 0.838; hard26 XP 1.029), with
 * arr_lp_crash2 below.  But bag by bag it is another optimum, and some
 * round worse than the slacks' did: 70 of the 1,350 standard bags
 * 1.3-8.2 times dearer (hard_standard 18), and in XP 2-38 times, where
 * the slacks' point rounded had met the bound at once (hard2 XP 21, 8
 * and 46: 1.4 -> 55 million instructions) or been mended (hard28 XP
 * 10).  Hence arr_lp_crash2: in XP, on bags of that many tiles or more
 * (0: never), where the point rounded does not meet the bound, on a bag
 * with jokers or where nothing need be left (P 0), the program is
 * solved from the slacks too and that point rounded (slack_rounded());
 * the cheaper kept.  On smaller bags it cost more than it saved
 * (bench_arrange's 60-tile XP bags drawn with two to four jokers
 * 1.07-1.14 times the crash's alone).  Run on every bag, standard too,
 * it cost more than it saved: the standard corpora 1.03-1.37 times the
 * crash's alone (all 1.114), and hard29 and hard30 XP 0.813 and 0.878
 * of the slacks' where the crash alone made them 0.575 and 0.666.  The
 * dearest XP bag 106 -> 112 million instructions (hard17 XP 29), the
 * dearest standard one 27.1 -> 27.5.
 */
long arr_lp_crash = 1;

/* The column of the pattern of tiles t[0..n-1] (a run or a group, no
 * jokers), or -1. */
static int
pattern_col(const struct lp *p, const struct tile *t, int n)
{
	int j, run = n >= 2 && t[0].colour == t[1].colour;
	unsigned s = 0;
	int i;

	for (i = 0; i < n; i++)
		s |= 1u << t[i].colour;
	for (j = 0; j < p->n; j++) {
		const struct lp_col *col = &p->col[j];

		if (col->tile >= 0)
			continue;
		if (run ? col->colours == 0 && col->colour == t[0].colour &&
		    col->lo == t[0].num && col->len == n :
		    col->colours == s && col->lo == t[0].num)
			return j;
	}
	return -1;
}

/* Column j into the basis, whatever its gain, where a row can take it
 * without leaving the point's bounds (the ratio test); the prices are
 * worked out again when the solve starts.  1 when it went in. */
static int
crash_in(struct lp *p, int j)
{
	double alpha[LP_ROWS], ratio = HUGE_VAL;
	int anz[LP_ROWS], na, t, r = -1;

	if (j < 0 || p->basic[j] >= 0)
		return 0;
	na = ftran(p, j, alpha, anz);
	for (t = 0; t < na; t++) {
		int i = anz[t];
		double u;

		if (alpha[i] <= EPS_PIVOT)
			continue;
		u = (p->x[i] > 0 ? p->x[i] : 0) / alpha[i];
		if (u < ratio) {
			ratio = u;
			r = i;
		}
	}
	if (r < 0)
		return 0;
	step_to(p, j, r, alpha, anz, na, ratio, 0);
	return 1;
}

/* The sets of a, laid without jokers, into the basis from the slacks,
 * runs of more than five tiles in pieces of three to five: the count
 * of columns that went in. */
static int
crash(struct lp *p, const struct arrangement *a)
{
	int i, k, n, in = 0;

	for (i = 0; i < a->nsets; i++) {
		const struct tile *t = a->sets[i].t;

		n = a->sets[i].n;
		for (k = 0; k < n && !t[k].joker; k++)
			;
		if (k < n || n < 3)
			continue;
		if (t[0].colour != t[1].colour) {
			in += crash_in(p, pattern_col(p, t, n));
			continue;
		}
		/* (a run of five or fewer is one piece) */
		for (k = 0; k < n; ) {
			int r = n - k, len = r <= 5 ? r : r - 5 >= 3 ? 5 : r - 3;

			in += crash_in(p, pattern_col(p, t + k, len));
			k += len;
		}
	}
	return in;
}

/*
 * The dive's solves after its first start from the basis the one before
 * ended on, not from the slacks: laying sets changes the tiles (b), not
 * the gains, so that basis still prices every column at or below its
 * gain (dual feasible).  A column's identity (warm_id()) finds it
 * again in the program built anew; a column gone (its tiles gone past
 * the jokers: some twenty a solve on the hard corpora) leaves its place
 * to a slack (warm_basis()).  The point of that basis is nearly always
 * still feasible, and the primal simplex goes on from it in a few steps
 * where a solve from the slacks takes hundreds; where a pattern was laid
 * beyond its value (a basic value below 0), the dual simplex mends the
 * point first (7 of some 2,100 warm solves over the standard corpora and
 * 5,000 random dives, at most 4 steps each).  When no slack can take a
 * gone column's place, when neither the point nor the prices are
 * feasible, or when the dual simplex fails, the solve starts from the
 * slacks as before: warm or cold, it is the same program solved, and
 * the dive reads only its point, but that may be another optimal point.
 * Only in standard: there the dives that pay lay the bag in a solve or
 * two, and most of those on the hard corpora get stuck whatever point
 * they start from; in XP the dives from other points lay fewer bags.
 * Measured, counted by callgrind against every solve from the slacks:
 * ten of the fourteen standard corpora 3-11% fewer instructions, the
 * other four 0.1-0.2% more, the dearest bag of hard7 standard 26% fewer,
 * of hard3 21%, of hard6 19%; bench_arrange's standard kinds within 0.6%
 * either way.  Warm in XP too: hard_xp 15% more, hard6 XP 9% and hard2 XP 5%
 * more, bags the dive laid left to the exact sweep at 2-6 times the
 * work; warm in XP but for the dive down the numbers: hard_xp still 15%
 * more.
 */
#define EPS_FEAS 1e-9        /* a basic value below 0 by more is off */
#define EPS_WARM 1e-7        /* a pivot worth taking a gone column's place */
long arr_lp_warm = 1;        /* 0: every solve from the slacks; 1: the
                              * dives' after the first warm, in standard */

/* Whether c's dives start warm (and so the first solve's inverse is
 * kept for them). */
static int
warm_dives(const struct ctx *c)
{
	return arr_lp_warm && c->ts->copies < 3;
}

/* A column's identity across two builds of the program: the slack of a
 * row (below 0), a stand-in, a group or a run. */
static long
warm_id(const struct lp *p, int j)
{
	const struct lp_col *col;

	if (j >= p->n)
		return -1 - (j - p->n);
	col = &p->col[j];
	if (col->tile >= 0)
		return 1 + col->tile;
	if (col->colours != 0)
		return 1000 + col->lo * 16 + (long)col->colours;
	return 2000 + ((long)col->colour * 16 + col->lo) * 8 + col->len;
}

/* The slacks' basis, after a warm start that did not serve. */
static void
cold_basis(struct lp *p)
{
	memset(p->binv, 0, sizeof(p->binv));
	slack_basis(p);
}

/*
 * The basis of identities ids[] (m of them), inv its inverse in the
 * program it came from, in p built anew: a column found again keeps its
 * place; a column gone leaves it to the slack not in the basis on which
 * the inverse pivots best (as a simplex step would), so that the
 * inverse stays the basis's without being worked out again: the
 * program's rows are the same, and a column found again has the same
 * entries.  1 when in place (its point not yet worked out:
 * basic_values()), 0 when no slack can take a gone column's place (p
 * then has the slacks' basis).
 */
static int
warm_basis(struct lp *p, const long *ids, const double *inv)
{
	double alpha[LP_ROWS];
	int head[LP_ROWS], slack_in[LP_ROWS] = { 0 }, m = p->m, i, j, k, r;

	memcpy(p->binv, inv, sizeof(p->binv));
	for (i = 0; i < m; i++) {
		head[i] = -1;
		if (ids[i] < 0) {
			head[i] = p->n + (int)(-1 - ids[i]);
			slack_in[head[i] - p->n] = 1;
		}
	}
	for (j = 0; j < p->n; j++) {
		long id = warm_id(p, j);

		for (i = 0; i < m; i++)
			if (ids[i] == id)
				head[i] = j;
	}
	for (i = 0; i < m; i++) {
		double best = EPS_WARM, *pr = &p->binv[i * LP_ROWS];

		if (head[i] >= 0)
			continue;
		for (r = -1, k = 0; k < m; k++)
			if (!slack_in[k] && fabs(pr[k]) > best) {
				best = fabs(pr[k]);
				r = k;
			}
		if (r < 0) {
			cold_basis(p);
			return 0;
		}
		/* slack r enters at i: the inverse times it is its column */
		for (k = 0; k < m; k++)
			alpha[k] = p->binv[k * LP_ROWS + r];
		for (k = 0; k < m; k++)
			pr[k] /= alpha[i];
		for (j = 0; j < m; j++)
			if (j != i && alpha[j] != 0)
				for (k = 0; k < m; k++)
					p->binv[j * LP_ROWS + k] -=
					    alpha[j] * pr[k];
		head[i] = p->n + r;
		slack_in[r] = 1;
	}
	for (i = 0; i < p->n + LP_ROWS; i++)
		p->basic[i] = -1;
	for (i = 0; i < m; i++) {
		p->head[i] = head[i];
		p->basic[head[i]] = i;
	}
	return 1;
}

/* The point of p's basis, x = its inverse times b: 1 when a basic value
 * is below 0 by more than EPS_FEAS (the point is off: the dual simplex's
 * to mend), else 0. */
static int
basic_values(struct lp *p)
{
	int i, k, off = 0;

	for (i = 0; i < p->m; i++) {
		double x = 0;

		for (k = 0; k < p->m; k++)
			x += p->binv[i * LP_ROWS + k] * p->b[k];
		p->x[i] = x;
		off |= x < -EPS_FEAS;
	}
	return off;
}

/*
 * Dual simplex from a basis whose prices are feasible: the row most
 * below 0 leaves, the column that keeps the prices feasible enters.  0
 * when the point is feasible (the primal simplex then finishes), 1 when
 * it cannot be made so or after 2m steps (it has no rule against
 * cycling: a solve from the slacks is then cheaper).
 */
ARR_WIDE static int
dual_simplex(struct lp *p)
{
	double alpha[LP_ROWS];
	int anz[LP_ROWS];
	int steps, m = p->m, na;

	for (steps = 0; steps < 2 * m; steps++) {
		int i, j, r = -1, q = -1;
		double worst = -EPS_FEAS, best = HUGE_VAL, dq = 0;
		const double *rho;

		for (i = 0; i < m; i++)
			if (p->x[i] < worst) {
				worst = p->x[i];
				r = i;
			}
		if (r < 0)
			return 0;
		prices(p);
		rho = &p->binv[r * LP_ROWS];
		for (j = 0; j < p->n + m; j++) {
			double arj = 0, d, u;
			int k;

			if (p->basic[j] >= 0)
				continue;
			if (j >= p->n)
				arj = rho[j - p->n];
			else
				for (k = 0; k < p->col[j].n; k++)
					arj += rho[p->col[j].row[k]] *
					    col_a(&p->col[j], k);
			if (arj >= -EPS_PIVOT)
				continue;
			d = reduced(p, j);
			u = (d < 0 ? d : 0) / arj;
			if (u < best) {
				best = u;
				q = j;
				dq = d;
			}
		}
		if (q < 0)
			return 1;
		na = ftran(p, q, alpha, anz);
		if (alpha[r] >= -EPS_PIVOT)
			return 1;
		step_to(p, q, r, alpha, anz, na, p->x[r] / alpha[r], dq);
	}
	return 1;
}

/*
 * The dive's solve from the basis ids[] with inverse inv (the solve
 * before's), or from the slacks when it does not serve: 1 warm, 2 warm
 * by way of the dual simplex, 0 cold.
 */
static int
warm_simplex(struct lp *p, const long *ids, const double *inv)
{
	int j, off;

	if (ids == NULL || !warm_basis(p, ids, inv)) {
		simplex(p);
		return 0;
	}
	if ((off = basic_values(p)) != 0) {
		/* the dual simplex needs the prices feasible */
		prices(p);
		for (j = 0; j < p->n + p->m; j++)
			if (p->basic[j] < 0 && reduced(p, j) > EPS_GAIN)
				goto cold;
		if (dual_simplex(p) != 0)
			goto cold;
	}
	simplex(p);
	return off ? 2 : 1;
cold:
	cold_basis(p);
	simplex(p);
	return 0;
}

/* The most columns a whole point holds: each pattern takes 3 places or
 * more of the tiles and jokers, each stand-in a joker. */
static double
most_cols(const struct lp *p)
{
	int i, ntiles = 0;

	for (i = 0; i < JOKER_ROW; i++)
		ntiles += (int)p->b[i];
	return ntiles + 2.0 * p->b[JOKER_ROW];
}

/*
 * The most weight any point of the program can lay, from the prices as
 * they are (the words above): y clamped to 0 and above; each column's
 * gain beyond its prices at worst, times the most columns a point
 * holds (most_cols()).
 */
static double
most_laid(struct lp *p)
{
	double u = 0, over = 0;
	int i, j;

	prices(p);
	for (i = 0; i < p->m; i++) {
		if (p->y[i] < 0)
			p->y[i] = 0;
		u += p->y[i] * p->b[i];
	}
	for (j = 0; j < p->n; j++) {
		double d = reduced(p, j);

		if (d > over)
			over = d;
	}
	return u + over * most_cols(p);
}

/* Rounded up, less what rounding could have added (never past a whole
 * number the truth reaches). */
static int64_t
round_up(double h, double scale)
{
	h = ceil(h - 1e-7 * (scale + 1));
	/* (no bound at all from a solve gone wrong: NaN, or past any cost) */
	return !(h > 0) ? 0 : h >= (double)INT32_MAX ? 0 : (int64_t)h;
}

/*
 * The basis optimal for the primary, with the primary row added: the
 * primary laid at least total - P.  Its slack is basic; the inverse grows
 * by a row, minus the new row's entries of the basic columns times the
 * old inverse.
 */
static void
add_primary_row(struct lp *p, double rhs)
{
	int r = EXTRA_ROW, i, k, j, m = p->m;
	double *nrow = &p->binv[r * LP_ROWS];

	for (j = 0; j < p->n; j++) {
		struct lp_col *col = &p->col[j];

		col->row[col->n++] = r;         /* (its entry: col_a()) */
	}
	p->b[r] = rhs;
	memset(nrow, 0, sizeof(double) * LP_ROWS);
	for (i = 0; i < m; i++) {
		int h = p->head[i];
		double a = h < p->n ? -p->col[h].gain[0] : 0;
		const double *row = &p->binv[i * LP_ROWS];

		if (a != 0)
			for (k = 0; k < m; k++)
				nrow[k] -= a * row[k];
	}
	for (i = 0; i < m; i++)
		p->binv[i * LP_ROWS + r] = 0;
	nrow[r] = 1;
	/* the slack's value: rhs less the row at the point */
	{
		double s = rhs;

		for (i = 0; i < m; i++)
			if (p->head[i] < p->n)
				s += p->col[p->head[i]].gain[0] * p->x[i];
		p->x[r] = s > 0 ? s : 0;
	}
	p->m = m + 1;
	p->head[r] = p->n + r;
	p->basic[p->n + r] = r;
}

/* The point's columns rounded down, counts in cnt[]: 1 when every one
 * was whole. */
static int
point_down(const struct lp *p, int *cnt)
{
	int i, whole = 1;

	memset(cnt, 0, sizeof(int) * (size_t)p->n);
	for (i = 0; i < p->m; i++) {
		int h = p->head[i];
		double r = floor(p->x[i] + EPS_WHOLE);

		if (p->x[i] - r > EPS_WHOLE)
			whole = 0;
		if (h < p->n && r > 0)
			cnt[h] = (int)r;
	}
	return whole;
}

/* A joker or a real tile for colour's place v, taken from have[]. */
static int
fill(int have[RK_NCOLOURS][RK_MAXNUM + 2], int *jokers, int colour, int v,
    struct tile *t, int *real)
{
	int has = have[colour][v] > 0;

	if (!has && --*jokers < 0)
		return 0;
	have[colour][v] -= has;
	*real += has;
	*t = arr_tile(colour, v, !has);
	return 1;
}

/*
 * The arrangement of a whole point: each pattern laid cnt times, a
 * joker in each place its tile has run out of (the stand-ins say there
 * are jokers enough), the runs of a colour that meet joined into one.  0
 * when it cannot be read as an arrangement: a set of jokers only, or
 * more sets than an arrangement holds.  Must tiles may be left: the
 * caller checks (arr_greedy_keeps_must()).
 */
static int
arrangement_of(const struct lp *p, const int *cnt, struct arrangement *out)
{
	int have[RK_NCOLOURS][RK_MAXNUM + 2], jokers = (int)p->b[JOKER_ROW];
	int j, k, colour, v, i, n, real;
	/* runs of each colour: pieces by where they start, and their ends */
	int np[RK_NCOLOURS], lo[RK_NCOLOURS][64], hi[RK_NCOLOURS][64];

	arr_clear(out);
	memset(np, 0, sizeof(np));
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= RK_MAXNUM; v++)
			have[colour][v] = (int)p->b[tile_row(colour, v)];
	for (j = 0; j < p->n; j++) {
		const struct lp_col *col = &p->col[j];

		if (col->tile >= 0 || cnt[j] == 0)
			continue;
		for (k = 0; k < cnt[j]; k++) {
			if (col->colours == 0) {
				if (np[col->colour] >= 64)
					return 0;
				lo[col->colour][np[col->colour]] = col->lo;
				hi[col->colour][np[col->colour]++] = col->lo +
				    col->len - 1;
				continue;
			}
			if (out->nsets >= RK_ARRANGE_SETS)
				return 0;
			for (colour = 0, n = 0, real = 0; colour < RK_NCOLOURS;
			    colour++)
				if (col->colours >> colour & 1 && !fill(have,
				    &jokers, colour, col->lo,
				    &out->sets[out->nsets].t[n++], &real))
					return 0;
			if (real == 0)
				return 0;
			out->sets[out->nsets++].n = n;
		}
	}
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (;;) {
			int first = -1, from, to;
			struct tile *t;

			/* the piece that starts lowest, then a piece that
			 * starts where the run ends, and so on */
			for (i = 0; i < np[colour]; i++)
				if (lo[colour][i] > 0 && (first < 0 ||
				    lo[colour][i] < lo[colour][first]))
					first = i;
			if (first < 0)
				break;
			from = lo[colour][first];
			to = hi[colour][first];
			lo[colour][first] = 0;
			for (i = 0; i < np[colour]; i++)
				if (lo[colour][i] == to + 1) {
					to = hi[colour][i];
					lo[colour][i] = 0;
					i = -1;
				}
			if (out->nsets >= RK_ARRANGE_SETS)
				return 0;
			t = out->sets[out->nsets].t;
			for (v = from, n = 0, real = 0; v <= to; v++)
				if (!fill(have, &jokers, colour, v, &t[n++],
				    &real))
					return 0;
			if (real == 0)
				return 0;
			out->sets[out->nsets++].n = n;
		}
	arr_left_add(out, (const int (*)[RK_MAXNUM + 2])have, RK_MAXNUM,
	    jokers);
	out->feasible = 1;
	return 1;
}

/*
 * Round the point up where the tiles allow, in cnt[] (rounded down):
 * the columns by how near they are to one more, each laid once more when
 * the tiles it needs are still there (the jokers standing in as they
 * can, a real tile at least).
 */
static void
point_up(const struct lp *p, int *cnt)
{
	int have[LP_ROWS], order[LP_ROWS] = { 0 }, nord = 0, i, j, k;
	int jokers = (int)p->b[JOKER_ROW];
	double frac[LP_ROWS];

	for (i = 0; i < JOKER_ROW; i++)
		have[i] = (int)p->b[i];
	for (j = 0; j < p->n; j++)
		for (k = 0; k < cnt[j] && p->col[j].tile < 0; k++)
			for (i = 0; i < p->col[j].n; i++)
				if (p->col[j].row[i] < JOKER_ROW &&
				    have[p->col[j].row[i]]-- <= 0)
					jokers--;
	for (i = 0; i < p->m; i++) {
		int h = p->head[i];
		double f = p->x[i] - floor(p->x[i] + EPS_WHOLE);

		if (h >= p->n || p->col[h].tile >= 0 || f < 0.2)
			continue;
		for (k = nord++; k > 0 && frac[k - 1] < f; k--) {
			frac[k] = frac[k - 1];
			order[k] = order[k - 1];
		}
		frac[k] = f;
		order[k] = h;
	}
	for (k = 0; k < nord; k++) {
		const struct lp_col *col = &p->col[order[k]];
		int lack = 0, real = 0;

		for (i = 0; i < col->n; i++)
			if (col->row[i] < JOKER_ROW) {
				lack += have[col->row[i]] <= 0;
				real += have[col->row[i]] > 0;
			}
		if (real == 0 || lack > jokers)
			continue;
		for (i = 0; i < col->n; i++)
			if (col->row[i] < JOKER_ROW)
				have[col->row[i]]--;
		jokers -= lack;
		cnt[order[k]]++;
	}
}

/* The whole point cnt[] read as an arrangement of c's bag into out:
 * whether it reads as one and keeps the bag's must tiles. */
static int
point_of_bag(const struct lp *p, const struct ctx *c, const int *cnt,
    struct arrangement *out)
{
	return arrangement_of(p, cnt, out) &&
	    arr_greedy_keeps_must(out, c->bag);
}

/* The cuts' whole point cnt[], whose bound is cut, read into out: whether
 * it reads as an arrangement at that cost, the best.  With jokers the
 * reading can lay the tile a joker of the point stands in for and leave
 * the joker (arrangement_of()): the point is then taken as not whole, so
 * that the rounds still run. */
static int
cut_point(const struct lp *p, const struct ctx *c, const int *cnt,
    int64_t cut, struct arrangement *out)
{
	return point_of_bag(p, c, cnt, out) && arr_cost_of(out, c) <= cut;
}

/*
 * An arrangement from a point that is not whole: rounded down (cnt[] as
 * point_down() leaves it), and rounded up where the tiles allow; each
 * with what it leaves laid greedily beside it, in the orders of the
 * mask orders (1: arr_greedy_complete()'s first, 2: its second).  Into
 * out when cheaper than *best (what out holds: INT64_MAX, nothing), and
 * *best then its cost.  1 when out holds one, 0 when none keeps the
 * must tiles; -1 out of memory.
 */
static int
rounded(const struct lp *p, const struct ctx *c, int *cnt,
    struct arrangement *out, int orders, int64_t *best)
{
	struct arrangement *a = malloc(sizeof(*a) * 2);
	int up, order;

	if (a == NULL)
		return -1;
	for (up = 0; up < 2; up++) {
		if (up)
			point_up(p, cnt);
		if (!arrangement_of(p, cnt, &a[0]))
			continue;
		if (orders & 2)
			arr_copy(&a[1], &a[0]);
		for (order = 0; order < 2; order++)
			if (orders >> order & 1) {
				arr_greedy_complete(&a[order], c->ts, order);
				if (arr_greedy_keeps_must(&a[order], c->bag) &&
				    arr_cost_of(&a[order], c) < *best) {
					*best = arr_cost_of(&a[order], c);
					arr_copy(out, &a[order]);
				}
			}
	}
	free(a);
	return *best < INT64_MAX;
}

/* The prices of the solve just made, for the lower bound. */
static void
keep_duals(const struct lp *p, struct arr_lpsol *d, int which)
{
	int colour, v;

	if (d == NULL)
		return;
	d->made[which] = 1;
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= RK_MAXNUM; v++)
			d->y[which][colour][v] = p->y[tile_row(colour, v)];
	d->yj[which] = p->y[JOKER_ROW];
	if (which)
		d->mu = p->y[EXTRA_ROW];
}

/*
 * The prices kept for the lower bound (arrange_bound.c starts from them):
 * those of the program eased, worked out when the bound first needs its
 * tables (arr_lp_ease_duals()), from the program kept after each solve
 * (keep_eased()).  Any prices give a sound bound; which ones decides how
 * strong it is past the start.  The optimum is mostly degenerate: many
 * prices are optimal, the solver ends on one of them, and which one
 * depends on the order of the columns.  Every one of them gives the
 * bound the same value at the start, but from the states of the sweep
 * further on their bounds differ by far, and those that price a joker
 * high are strong there: they make every completion that leans on
 * jokers dear.  With the jokers' row eps short, an optimum's prices y
 * lose eps y_joker: for eps small, the solver's optimum of the eased
 * program has, of the program's optimal prices, those with the dearest
 * joker; with eps a whole joker, the prices of the bag with a joker
 * fewer, where jokers are scarcer still (only the prices are kept, not
 * the bound).  The second solve's row of tiles laid is eased by 5 eps,
 * a pattern's places at most (by tiles: only bags by tiles are eased),
 * so that it holds the first's optimum less eps of a pattern and the
 * program stays feasible; its prices lose eps (y_joker - 5 mu), so there
 * the dear joker is weighed against the row's price mu.
 * Found by relabelling the colours: hard17 XP 6 in all 24 orders took
 * 8,500-26,000 states where its joker's price came out 1, and
 * 106,000-134,000 where it came out 0 (as in the order used).  Measured
 * on the hard corpora, against not eased (all 2,053 bags): eps a
 * thousandth of a joker, the XP corpora 0.35-1.01 of their states
 * (hard17 XP 6 122,000 -> 14,000), their instructions 62.0 -> 55.7
 * billion; eps from 1e-4 to 1e-2 the same but on a few bags; a tenth of
 * a joker, 0.94 of that thousandth's states in all, three tenths 0.71,
 * half 0.64, seven tenths 0.60, nine tenths 0.59, a whole joker 0.59
 * (the XP corpora 0.32-1.01 of the thousandth's, the dearest bag 115,000
 * -> 58,000 states), two jokers 0.56 (the dearest 35,000) but more
 * instructions than one (46.7 billion; hard2 XP 1.15 of not eased, hard_xp
 * 1.11).  A whole joker, against not
 * eased: 62.0 -> 46.4 billion instructions, every XP corpus 0.56-1.02
 * (hard5 XP 0.64, hard18 0.58), some bags up to 1.8 times (hard20 XP 26,
 * 94 -> 121 million); the dearest bag 171 -> 158 million (hard21 XP 37,
 * which no easing changes).  The first solve eased alone did less (a
 * thousandth: 0.41-0.98), the tile rows eased too, nothing more.  Only in
 * XP, and from arr_lp_ease_tiles tiles on: on the standard corpora, a
 * thousandth took the states to 0.76-1.01 but the instructions per
 * corpus to 0.91-1.05 (the easing costs a dual simplex, and the sweeps it
 * shortens are short); on bench_arrange's 60-tile drawn XP bags, 2.6-4.1%
 * more instructions (easing, 2%; keeping the program, 1.3%), where the
 * hard XP bags of 70-79 tiles took 0.94 of theirs.  Eased at once instead
 * of when the tables are needed, bags the program settles took up to 1.4
 * million instructions more.  0: not eased.  Where an eased program
 * cannot be solved from the basis, the prices stay the program's.
 */
long arr_lp_ease = 1000000, arr_lp_ease_tiles = 70;

struct arr_lpkeep {
	struct lp *lp[2];    /* after the first solve (a copy of what a
	                      * solve reads) and the second (the program
	                      * itself, handed over), or NULL */
};

/* Keep a copy of p, just solved the first time for c's bag by tiles, to
 * be eased: what the solves and prices() read of it (its columns in use,
 * its rows' part of the basis inverse; not y, which they work out
 * first, nor x, which arr_lp_ease_duals() works out again from the eased
 * b), not the whole.  0, or -1 out of memory. */
static int
keep_eased(const struct ctx *c, const struct lp *p, int by_value,
    struct arr_lpsol *d)
{
	struct lp *q;

	if (d == NULL || by_value || arr_lp_ease <= 0 ||
	    p->b[JOKER_ROW] < 1 || c->ts->copies < 3 ||
	    arr_bag_tiles(c->bag, c->ts) < arr_lp_ease_tiles)
		return 0;
	if ((d->keep = malloc(sizeof(*d->keep))) == NULL)
		return -1;
	d->keep->lp[1] = NULL;
	if ((d->keep->lp[0] = q = malloc(sizeof(*q))) == NULL)
		return -1;
	q->m = p->m;
	q->n = p->n;
	q->which = p->which;
	memcpy(q->col, p->col, sizeof(p->col[0]) * (size_t)p->n);
	memcpy(q->b, p->b, sizeof(p->b));
	memcpy(q->binv, p->binv, sizeof(p->binv[0]) * (size_t)p->m *
	    LP_ROWS);
	memcpy(q->head, p->head, sizeof(p->head));
	memcpy(q->basic, p->basic, sizeof(p->basic[0]) *
	    (size_t)(p->n + LP_ROWS));
	return 0;
}

int
arr_lp_ease_duals(struct arr_lpsol *d)
{
	double eps = (double)arr_lp_ease * 1e-6;
	int which, eased = 0;

	if (d == NULL || d->keep == NULL)
		return 0;
	for (which = 0; which < 2; which++) {
		struct lp *q = d->keep->lp[which];

		if (q == NULL)
			continue;
		q->b[JOKER_ROW] -= eps;
		if (which)
			q->b[EXTRA_ROW] += 5 * eps;
		/* the optimum's prices stay feasible: the dual simplex
		 * mends the point where it is off */
		if ((basic_values(q) && dual_simplex(q) != 0) ||
		    simplex(q) != 0)
			continue;
		/* the prices clamped to 0 and above, as the program's own
		 * are when kept (most_laid()), and all finite */
		if (!isfinite(most_laid(q)))
			continue;
		keep_duals(q, d, which);
		eased = 1;
	}
	arr_lp_keep_free(d);
	return eased;
}

void
arr_lp_keep_free(struct arr_lpsol *d)
{
	if (d->keep != NULL) {
		free(d->keep->lp[0]);
		free(d->keep->lp[1]);
	}
	free(d->keep);
	d->keep = NULL;
}

/* What the point leaves over: each tile row's slack and the jokers'
 * row's, when all are whole. */
static void
leftovers(const struct lp *p, struct arr_lpsol *d)
{
	int colour, v, i;

	if (d == NULL)
		return;
	d->whole_left = 1;
	for (i = 0; i <= JOKER_ROW; i++) {
		int r = p->basic[p->n + i];
		double x = r >= 0 ? p->x[r] : 0, w = floor(x + 0.5);

		if (fabs(x - w) > EPS_WHOLE || w < 0)
			d->whole_left = 0;
		if (i == JOKER_ROW)
			d->left_jokers = (int)w;
		else {
			colour = i / RK_MAXNUM;
			v = i % RK_MAXNUM + 1;
			d->left[colour][v] = (int)w;
			d->slack[colour][v] = x;
		}
	}
}

/*
 * Cuts (arrange_cuts.c), by tiles, on a standard bag without jokers (or
 * of arr_cut_jtiles tiles or fewer), or an XP bag (arr_cut_xp0, with
 * up to arr_cut_xpj jokers, below), whose known arrangement costs more
 * than the first solve's bound: from that solve's basis, the program
 * weighed big a tile laid and then its value (big more than the value
 * of the bag: the fewest tiles left, then the least value), solved
 * (cut_make()), and cut (cut_lower()) until its point is whole, which
 * is then the answer; or until its bound meets the goal, the cheaper of
 * the known arrangement and the one arr_lp_bound() rounds from the
 * second solve's point, which it makes first.  The bound the cuts show
 * is a cost (cut_cost(); 0: none): a whole point lays at most U of the
 * weight, so what an arrangement leaves, big a tile and then the value,
 * is at least the whole number Lc; it leaves t = Lc / big tiles at
 * least, and when it leaves t, Lc - t big of value.
 * Not on standard bags with jokers of more than arr_cut_jtiles tiles,
 * nor by value: where measured, the cuts cost more than they saved.  In
 * XP with jokers, up to arr_cut_xpj of them (below).
 *
 * Measured (callgrind, every bag once, against no cuts): hard26 and
 * hard27 standard 0.832 and 0.850 of the instructions (their dearest
 * bags 4.12 -> 5.41 and 5.85 -> 6.78 million), the cuts making the point
 * whole on 60 of their 96 bags; hard19 standard 1.018 (its 21st bag 1.5
 * times: rounds that end fractional), hard8 1.000, hard11 1.001, every
 * other standard corpus (their bags have jokers) the same;
 * bench_arrange's standard kinds without jokers: 60 tiles with a tile
 * swapped 1.043, 40 tiles with a tile swapped 1.012, 60 drawn 1.004, 60
 * laid 1.005, the rest the same.  In XP without jokers, first (before
 * the thirtieth search, ungated, ten cuts a round): hard26 and hard27
 * XP 1.009 and 1.124, the random XP bags without jokers (xp0_drawn,
 * xp0_laid) 1.117 and 1.236: the point made whole on 25 of the 75 floor
 * bags they ran on, and the rest cost more; then gated (arr_cut_xp0,
 * below).
 *
 * arr_cut_jtiles: on standard bags with jokers too, of that many tiles
 * or fewer (jokers counted).  40, counted against none: hard26 and
 * hard27 standard 0.959 and 0.966 (their bags with jokers of 21-40 tiles
 * 2.2-3.7 times cheaper: hard27 8, 3.23 -> 1.48 million; hard26 46,
 * 3.92 -> 1.05), hard9 standard 1.004 (six bags 1.08-1.25 times),
 * hard14 1.001, bench_arrange's 40-tile bags with a tile swapped and one
 * or two jokers 1.008 and 1.006, the rest the same.  45: hard11
 * standard 1.017, hard10 1.007, hard9 1.007; on every bag with jokers,
 * most standard corpora 1.02-1.16 (hard2 0.85).
 *
 * arr_cut_goal: the cuts' goal the cheaper of the known arrangement and
 * the point rounded (1), or the known arrangement's cost alone (0, as
 * before 425e3b0, when the point was rounded after the cuts).  Cut to
 * the known cost, hard27 standard 49 (55 tiles, the floor bag side by
 * side with the integer program) spent a fifth of its time on a round
 * of five cuts that raised nothing, where the point rounded meets the
 * second solve's bound; and on hard26 standard 41 the cuts' bound, which
 * meets the point rounded (four tiles worth 32), was thrown away as
 * short of the known seven tiles (657 states, 51 now).  Rounded first,
 * hard27 standard 49 takes 0.80 of the instructions; hard27 standard
 * 1.011 (the rounding made on bags whose cuts then make the point whole:
 * in the first order only, 1.046 at most; in both, 1.066), hard26 0.991,
 * hard9 0.999, hard8 1.001, no other corpus changed.
 */
/*
 * arr_cut_xp0: the cuts on XP bags too (0: not; with jokers only since
 * arr_cut_xpj, below), where the program shows a tile must be left
 * (P > 0); their rounds only where rounds_pay() says, once the goal is
 * known.  Measured first without jokers, as follows.  The bags the searches
 * took longest on (hard30 XP: 99-105 tiles, one to four left, 10,000 to
 * 27,000 states of the rung race, the beams and the exact sweep) are
 * often settled here: the cuts' bound meets the point rounded (hard30
 * XP 14: 12,758 states -> none), or their point is whole.  Counted
 * (callgrind, every bag once), all rounds on every such bag, against no
 * cuts: hard30 XP 0.748 (19 of its 50 bags 3-18 times cheaper), hard29
 * 0.872, hard28 0.902, hard26 0.958, but hard27 1.055, xp0_laid 1.066,
 * and bags up to 1.6 times dearer (a failed round of five cuts: 0.6
 * million instructions).  Where the program shows no tile must be left
 * (P = 0: 165 such bags, three settled by the cuts) the cuts are not
 * made.  Of the rest, the rounds paid (a bag 40% cheaper or more) where
 * the goal (the cheaper of the known arrangement and the point rounded)
 * leaves one tile more than the program's whole bound (29 of 70 bags),
 * or up to two more than its bound rounded up where that is not whole
 * (50 of 129); not where it leaves as many (1 of 64) or more (3 of
 * 26).  So gated (the second order of rounding run where the rounds
 * are not, as without cuts): hard30 XP 0.745, hard29 0.881, hard28
 * 0.874, hard26 0.891, hard27 0.995, xp0_drawn 0.971, xp0_laid 0.973;
 * hard2-hard25 XP (jokers) the same, the standard corpora too; bags up
 * to 1.63 times dearer (xp0_drawn 67: 0.84 -> 1.36 million; hard28 XP
 * 21: 2.5 -> 3.8).  Side by side with the integer program: hard30 XP
 * 19-20 bags under ten times in two sittings (31 before), but hard29 XP
 * 5 (2 before: rounds that failed, 7-14% dearer).
 */
long arr_cut_jtiles = 40, arr_cut_goal = 1, arr_cut_xp0 = 1;

/*
 * arr_cut_xpj: the cuts (where arr_cut_xp0 has them) on XP bags of that
 * many jokers or fewer too (0: only without, as before), and there
 * arr_cut_roundj cuts a round, not arr_cut_round.  The thirty-fourth
 * search's XP bags (101-107 tiles, one joker, 40,000-65,000 states of
 * the rungs, the beams and the race) are the program's a tile or a few
 * points short of the answer: five cuts a round, as without jokers,
 * raise the bound to the answer on some (hard34 XP 1: three tiles worth
 * 15 -> four worth 17, the known arrangement's; 65,510 states -> 11,140)
 * but end short where twenty a round make the point whole, the answer
 * (hard34 XP 6: 59,077 states -> none).  Counted (callgrind, every bag
 * once) against none: the XP corpora 42.73 -> 32.29 billion instructions
 * (0.756): hard34 XP 0.188, hard2 0.290, hard25 0.396, hard_xp 0.425,
 * hard24 0.456, hard33 0.555, the rest 0.78-1.00; the dearest bag 134.7
 * -> 107.0 million (hard34 XP 1, then hard34 XP 20); but 55 bags over
 * 1.25 times dearer, where the rounds fail (hard_xp 7 1.40 -> 3.57
 * million, hard13 XP 31 25.8 -> 52.0, hard24 XP 14 and 39 1.7-1.8
 * times).  Ten a round: 0.758, hard34 XP 0.178, but hard34 XP 6 as
 * before; five: 0.845; five and one joker at most: 0.947.
 * bench_arrange's XP kinds 1.833 -> 1.594 billion (0.870).  The standard
 * corpora the same, state for state.
 */
long arr_cut_xpj = 4, arr_cut_roundj = 20;

/*
 * arr_cut_payj: on XP bags with jokers (arr_cut_xpj), the cuts made also
 * where the program shows nothing need be left (P = 0), and their
 * rounds run whatever the goal (rounds_pay()); 0: as without jokers.
 * hard34 XP 11 (106 tiles, four jokers, a 1 left; the program shows
 * none, the known arrangement two): 56,356 states -> 2,476.  Counted
 * (callgrind, every bag once) against 0, with the cuts as above: the XP
 * corpora 32.29 -> 27.21 billion instructions (0.843): hard17 XP 0.537,
 * hard6 0.713, hard3 0.714, hard5 0.740, hard18 0.751, the corpora
 * without jokers the same; the dearest bag the same (hard34 XP 20, 107.0
 * million), hard23 XP's 98.6 -> 56.7; 39 bags over 1.25 times dearer
 * (hard21 XP 19 16.2 -> 44.3 million, hard6 XP 10 1.3 -> 3.5, hard14 XP
 * 25).  The rounds whatever the goal on XP bags without jokers too: the
 * corpora without jokers 0.954 (hard31 XP 0.820, its bag 39 11.1 -> 0.8
 * million; hard30 0.942; but hard29 1.036, its bag 41 3.2 -> 5.1): not
 * yet, as rounds_pay() was set there by the time side by side.
 */
long arr_cut_payj = 1;

/*
 * arr_cut_gatej: on XP bags with jokers, the tree's gate (arr_cut_gate
 * there; thousandths of a tile above the goal; 0: always, the tree at
 * once wherever the rounds end short, arr_cut_nodes nodes).  Ungated, it
 * finds the whole point at the cuts' bound where that is the answer and
 * the known arrangement is far above it: hard36 XP 1 (116 tiles, four
 * jokers, two left worth 4; the known arrangement three worth 18),
 * 60,937 states -> none, 24.6 -> 2.5 ms; hard34 XP 20 53,689 -> none;
 * hard34 XP 26 and hard36 XP 35, the bags nearest the integer program
 * (4.7 and 4.3 times), 12.0 -> 3.7 and 10.8 -> 3.2 ms.  But counted
 * (callgrind, every bag once) against 100, the XP corpora to hard34 take
 * 0.998 of the instructions (hard2 XP 0.536, hard34 0.766, hard33 0.735;
 * hard3 1.175, hard15 1.136, hard10 1.125), the dearest bag 107.0 ->
 * 78.7 million, but 172 bags over 1.25 times dearer (up to 3.2: the
 * tree's 20 nodes end short, then the searches as before); hard35 XP
 * 0.583, hard36 XP 0.790, but hard36 XP 4, its dearest, 108.5 -> 128.6
 * million.  With 50 nodes or more, hard34 XP 11 2.4 -> 12-20 ms.  At
 * 2000 (two tiles): 1.0006, 137 bags over 1.25 times, hard36 XP 1 and
 * hard34 XP 26 as ungated but not hard36 XP 35 (three tiles over).  Left
 * at 100, as without jokers, for a gate that tells the bags apart.
 */
long arr_cut_gatej = 100;

/*
 * arr_cut_short: the cuts' bound kept where their rounds raised it but
 * not to the goal (1), or thrown away there (0, as before): the searches
 * then go on as without the cuts.  Their rounds often show a tile more
 * than the program's P must be left, or the answer's cost itself, where
 * the known arrangement leaves a tile more, or a few points more; the
 * searches had to show it again (hard31 standard 43, 24 tiles and two
 * jokers, eight left worth 65: the cuts show eight worth 62, the program
 * seven; 1,172 states, 169 with the bound kept; hard28 standard 34, 65
 * tiles, three left worth 30: the cuts show just that, the known
 * arrangement four; 1,876 states, 590).  Where the tiles so shown are
 * as many as the known arrangement leaves, only the value is open, and
 * the value sweep that then runs (value_sweep() in arrange.c) was dearer
 * than the beams on the bigger bags (hard8 standard 2, 3, 9, 12 and 49,
 * 74-77 tiles: 1.6-2.8 times), hence arr_sweep_cut and
 * arr_sweep_cut_tiles there.  Counted (callgrind, every bag once),
 * against 0: hard27 standard 0.870, hard28 0.914, hard29 0.929, hard30
 * 0.914, hard31 0.920, hard26 0.987, hard8 0.989; no bag more than
 * 1.036 times (hard26 standard 37); hard27, hard28 and hard31 XP 0.994,
 * 0.996 and 0.991, hard29 and hard30 XP and xp0_drawn the same.
 */
long arr_cut_short = 1;

/*
 * The tree (arrange_cuts.c) in XP: after the rounds, where their bound is
 * less than a tenth of a tile (arr_cut_gate thousandths) above the goal,
 * for arr_cut_nodes nodes; elsewhere (arr_cut_defer) the cuts' program
 * is kept (arr_lp_tree()) for the rung (arrange.c's rung_sweep() and
 * rungs()): where its sweep up the numbers gives up far along, about to
 * go on for thousands of states, the tree first, for arr_cut_nodes2
 * nodes (then, where it does not settle the bag, the rung's sweep again
 * from the start: a few hundred states), and where the rung gives up.
 * Counted (callgrind, every bag once) against the plan without the tree
 * (a438462): hard30 XP 0.346 of the instructions, hard29 XP 0.701,
 * hard31 XP 0.750, hard27 XP 0.982, xp0_laid 0.995; but hard26 XP
 * 1.016, hard28 XP 1.039 and xp0_drawn 1.042 (bags up to 2.05 times
 * dearer, where the tree gives up); the corpora with jokers and the
 * standard ones the same within 0.3% (the tree is not made there).  At
 * once alone: hard30 XP 0.859, hard29 0.809, hard31 0.868, the rest
 * within 1.5%; with the far rung's tree, 10 nodes: hard30 XP 0.586,
 * hard29 0.783, hard31 0.853, hard28 1.029; and where the rung gives
 * up, 15 nodes as now (at 10 it ended on none of hard30 XP 11, 15, 40
 * and 47; 20 and 30 cost more).  Ungated, 20 nodes wherever the rounds
 * end short: hard30 XP 0.381, hard29 0.480, hard31 0.708, but hard27
 * 1.212, hard28 1.282, xp0_drawn 1.136, bags up to 3 times (the floor
 * bags, whose program is a tile short of the answer: the tree does not
 * end in 60 nodes, where the rung shows the tile in a few hundred
 * states).  Tried and left: the tree before the beams, the rungs'
 * fewest tiles as a row of its own (the floor bags again: it cannot
 * show their value in 20 nodes); cuts at each node (the inverse fills:
 * 3 million instructions a node); holding at 0 the columns whose
 * reduced gain exceeds the gap (no node fewer); 2-5 nodes ungated
 * (hard28 XP 1.06).
 */
long arr_cut_defer = 1;

/* The cuts' program: started from the first solve (arr_cuts_start():
 * its optimum, and whether that is whole), and cut only when the second
 * solve's bound meets neither the known arrangement nor the point
 * rounded (cut_lower()). */
struct cutprog {
	int at[LP_COLS + 1], row[LP_COLS * LP_NNZ];
	double a[LP_COLS * LP_NNZ], gain[LP_COLS];
	double big, all;     /* a tile's weight; the bag's */
	struct arr_prog prog;
	struct arr_cuts *L;
};

/* The cuts' bound, a cost (0: none), from U, the most a whole point lays
 * of the weight. */
static int64_t
cut_cost(const struct cutprog *q, double U)
{
	int64_t Lc, t;

	if (!(U < q->all))
		return 0;
	Lc = round_up(q->all - U, q->all);
	t = Lc / (int64_t)q->big;
	Lc -= t * (int64_t)q->big;
	return t * COST_TILE + (Lc < COST_TILE ? Lc : COST_TILE - 1);
}

/* The cuts' program for c's bag, started from the first solve (p, its
 * bound lower): *cut the bound at its optimum, *found when that is
 * whole (its counts in cnt[]).  NULL where there are to be no cuts (or
 * no memory). */
static struct cutprog *
cut_make(const struct lp *p, const struct ctx *c, const double total[2],
    int64_t lower, int *cnt, int *found, int64_t *cut)
{
	struct cutprog *q;
	double U;
	int j, k, e = 0, xpj;

	*found = 0;
	*cut = 0;
	if (c->bound == INT64_MAX || c->bound <= lower ||
	    (c->ts->copies >= 3 && (arr_cut_xp0 <= 0 ||
	    p->b[JOKER_ROW] > (double)arr_cut_xpj || (lower <= 0 &&
	    (arr_cut_payj <= 0 || p->b[JOKER_ROW] == 0)))) ||
	    (c->ts->copies < 3 && p->b[JOKER_ROW] != 0 &&
	    total[0] > (double)arr_cut_jtiles) ||
	    arr_cut_rounds <= 0 || (q = malloc(sizeof(*q))) == NULL)
		return NULL;
	q->big = ceil(total[1]) + 1;
	q->all = q->big * total[0] + total[1];
	for (j = 0; j < p->n; j++) {
		const struct lp_col *col = &p->col[j];

		q->at[j] = e;
		for (k = 0; k < col->n; k++) {
			q->row[e] = col->row[k];
			q->a[e++] = col_a(col, k);
		}
		q->gain[j] = q->big * col->gain[0] + col->gain[1];
	}
	q->at[p->n] = e;
	q->prog.m = p->m;
	q->prog.n = p->n;
	q->prog.at = q->at;
	q->prog.row = q->row;
	q->prog.a = q->a;
	q->prog.b = p->b;    /* (its first m rows: the second solve's row
	                      * comes after them) */
	q->prog.gain = q->gain;
	q->prog.head = p->head;
	q->prog.binv = p->binv;
	q->prog.x = p->x;
	q->prog.ncols = most_cols(p);
	q->prog.big = q->big;
	/* in XP with jokers, their own (arr_cut_xpj) */
	xpj = c->ts->copies >= 3 && p->b[JOKER_ROW] != 0;
	q->prog.per_round = xpj ? arr_cut_roundj : arr_cut_round;
	q->prog.gate = xpj ? arr_cut_gatej : arr_cut_gate;
	if ((q->L = arr_cuts_start(&q->prog, cnt, found, &U)) == NULL) {
		free(q);
		return NULL;
	}
	*cut = cut_cost(q, U);
	return q;
}

/* The weight at which the cuts' bound meets the cost goal. */
static double
cut_goal(const struct cutprog *q, int64_t goal)
{
	return q->all - (q->big * (double)(goal / COST_TILE) +
	    (double)(goal % COST_TILE)) + 0.5;
}

/* The cuts' rounds, towards the cost goal, and in XP the tree where its
 * gate lets it (arrange_cuts.c): their bound, *found when their point is
 * whole. */
static int64_t
cut_lower(const struct ctx *c, const struct cutprog *q, int64_t goal,
    int *cnt, int *found)
{
	return cut_cost(q, arr_cuts_laid(q->L, cut_goal(q, goal), cnt, found,
	    c->ts->copies >= 3 ? arr_cut_nodes : 0));
}

/*
 * Whether the rounds of cuts are to be tried, towards goal: always on a
 * standard bag, and on an XP bag with jokers (arr_cut_payj); on other XP
 * bags (where cut_make() makes the cuts only where P > 0: arr_cut_xp0),
 * where the first solve leaves left tiles, P rounded up, and the goal
 * leaves one tile more than P when left is whole, up to two more than P
 * when it is not.  (Whole within EPS_WHOLE: a gate, never the answer.)
 */
static int
rounds_pay(const struct ctx *c, double left, int64_t P, int64_t goal)
{
	int64_t gap = goal / COST_TILE - P;

	if (c->ts->copies < 3 || (arr_cut_payj > 0 && c->jokers > 0))
		return 1;
	return left > (double)P - EPS_WHOLE ? gap == 1 : gap <= 2;
}

static void
cut_free(struct cutprog *q)
{
	if (q != NULL)
		arr_cuts_free(q->L);
	free(q);
}

/* The cuts' program and the program it came from, kept for the tree. */
struct arr_lptree {
	struct lp *p;
	struct cutprog *q;
};

static int
tree_keep(struct arr_lpsol *d, struct lp *p, struct cutprog *q)
{
	struct arr_lptree *t;

	arr_lp_tree_free(d);
	if ((t = malloc(sizeof(*t))) == NULL)
		return 0;
	t->p = p;
	t->q = q;
	d->tree = t;
	return 1;
}

void
arr_lp_tree_free(struct arr_lpsol *d)
{
	if (d->tree == NULL)
		return;
	cut_free(d->tree->q);
	free(d->tree->p);
	free(d->tree);
	d->tree = NULL;
}

/*
 * The tree over the cuts' program that arr_lp_bound() kept, once, its
 * goal c->bound: an arrangement cheaper than c->bound in out when it
 * found one (*made 1; else 0); 1 when it was worked through,
 * *lower then what it shows no arrangement beats (c->bound, or out's
 * cost); 0 when there was none to run or it gave up; -1 out of memory.
 * The program is freed after.
 */
int
arr_lp_tree(const struct ctx *c, struct arr_lpsol *d, int64_t *lower,
    struct arrangement *out, int *made)
{
	struct arr_lptree *t = d->tree;
	struct cutprog *q;
	int64_t goal = c->bound, cut;
	int *cnt, found = 0, rc = 0;

	*made = 0;
	if (t == NULL || goal == INT64_MAX)
		return 0;
	q = t->q;
	if ((cnt = malloc(sizeof(*cnt) * (size_t)t->p->n)) == NULL)
		return -1;
	cut = cut_cost(q, arr_cuts_tree(q->L, cut_goal(q, goal), cnt, &found));
	*made = found && point_of_bag(t->p, c, cnt, out);
	if (cut >= goal || (*made && cut >= arr_cost_of(out, c))) {
		*lower = cut;
		rc = 1;
	}
	free(cnt);
	arr_lp_tree_free(d);
	return rc;
}

long arr_lp_crash2 = 80;     /* see arr_lp_crash */

/* The program for c's bag solved from the slacks, for the primary and
 * then (P of it left) the secondary, as arr_lp_bound() solves it, and
 * its point rounded (in the orders of mask, rounded()) into out where
 * cheaper than *best (what out holds: INT64_MAX, nothing): 1 when out
 * holds one, 0 when none, -1 out of memory. */
static int
slack_rounded(const struct ctx *c, int by_value, int64_t P,
    const double total[2], int mask, struct arrangement *out, int64_t *best)
{
	struct lp *p = malloc(sizeof(*p));
	struct arrangement *a = NULL;
	double t[2];
	int *cnt = NULL, rc = *best < INT64_MAX, k;

	if (p == NULL || (cnt = malloc(sizeof(*cnt) * LP_COLS)) == NULL ||
	    (a = malloc(sizeof(*a))) == NULL) {
		rc = -1;
		goto done;
	}
	build(p, c, c->bag, by_value, t);
	p->which = 0;
	simplex(p);
	if (total[0] - P > 0) {
		add_primary_row(p, P - total[0]);
		p->which = 1;
		simplex(p);
	}
	if (point_down(p, cnt)) {
		if (point_of_bag(p, c, cnt, a) && arr_cost_of(a, c) < *best) {
			arr_copy(out, a);
			*best = arr_cost_of(a, c);
			rc = 1;
		}
	} else if ((k = rounded(p, c, cnt, out, mask, best)) != 0)
		rc = k;
done:
	free(a);
	free(cnt);
	free(p);
	return rc;
}

/*
 * The bound for c's bag (c->bag the right way up: arrange.c calls it
 * before any mirroring): *lower, a cost no arrangement beats, and *least,
 * the fewest primary units left over (by tiles: tiles).  An
 * arrangement of the bag from the program (its point when whole, the
 * cuts' whole point, or its point rounded and laid beside; where the
 * first solve started from duals->crash's sets, the point from the
 * slacks rounded too: arr_lp_crash2) in out and 1; else 0 (out then
 * undefined); -1 when out of memory.
 */
int
arr_lp_bound(const struct ctx *c, int by_value, int64_t *lower,
    int64_t *least, struct arrangement *out, struct arr_lpsol *duals)
{
	struct lp *p = malloc(sizeof(*p));
	double total[2], laid;
	int64_t P, Q, cut = 0, goal, rcost = INT64_MAX;
	double left0;
	int64_t unit = by_value ? COST_VALUE : COST_TILE;
	int *cnt, rc = 0, whole = 0, down = 0, go, crashed = 0;
	struct cutprog *q;
	struct arrangement *a = NULL;

	*lower = *least = 0;
	if (p == NULL)
		return -1;
	build(p, c, c->bag, by_value, total);
	if (duals != NULL)
		duals->ncols = p->n;
	p->which = 0;
	if (arr_lp_crash > 0 && duals != NULL && duals->crash != NULL &&
	    !c->mirrored) {
		crashed = crash(p, duals->crash) > 0;
	}
	if (duals != NULL)
		duals->crashed = crashed;
	simplex(p);
	laid = most_laid(p);
	keep_duals(p, duals, 0);
	if (keep_eased(c, p, by_value, duals) < 0) {
		free(p);
		return -1;
	}
	left0 = total[0] - laid;
	P = round_up(left0, total[0]);
	if ((cnt = malloc(sizeof(*cnt) * (size_t)p->n)) == NULL) {
		free(p);
		return -1;
	}
	q = by_value ? NULL : cut_make(p, c, total, P * unit, cnt, &whole,
	    &cut);
	/* a whole optimum of the cuts' program is the best arrangement
	 * (read now, before cnt[] is used for the second solve's point) */
	whole = whole && cut_point(p, c, cnt, cut, out);
	/* the first dive's first solve is this one, by tiles: what the
	 * dive reads of it after the solve (arr_lp_dive()) */
	if (duals != NULL && duals->first != NULL && !by_value &&
	    !c->mirrored) {
		duals->first->bag = c->bag;
		memcpy(duals->first->head, p->head, sizeof(p->head));
		memcpy(duals->first->x, p->x, sizeof(p->x));
		if (warm_dives(c))
			memcpy(duals->first->binv, p->binv,
			    sizeof(p->binv));
		duals->first->laid = laid;
	}
	*least = P;
	*lower = P * unit;
	if (total[0] - P > 0) {
		add_primary_row(p, P - total[0]);
		p->which = 1;
		simplex(p);
		laid = most_laid(p);
		keep_duals(p, duals, 1);
		Q = round_up(total[1] - laid, total[1]);
		*lower = P * unit + (Q < unit ? Q : unit - 1);
	}
	leftovers(p, duals);
	if (whole)
		rc = 1;
	else if ((down = point_down(p, cnt)))
		rc = point_of_bag(p, c, cnt, out);
	else
		rc = rounded(p, c, cnt, out, q != NULL ? 1 : 3, &rcost);
	/* started from the known arrangement's sets, and its point not met
	 * by an arrangement: the point from the slacks too (arr_lp_crash2) */
	if (!whole && rc >= 0 && crashed && arr_lp_crash2 > 0 &&
	    c->ts->copies >= 3 &&
	    arr_bag_tiles(c->bag, c->ts) >= arr_lp_crash2 &&
	    (p->b[JOKER_ROW] > 0 || P == 0) &&
	    (rc != 1 || arr_cost_of(out, c) > *lower)) {
		if (rc == 1)
			rcost = arr_cost_of(out, c);
		/* (from the slacks, both orders; where cut_make() made cuts
		 * (in XP with jokers, arr_cut_xpj) the program's point in the
		 * second order comes after their rounds, as below) */
		rc = slack_rounded(c, by_value, P, total, 3, out, &rcost);
	}
	/* the rounds of cuts, when neither the known arrangement nor the
	 * point's meets the bound: their goal the cheaper of the two (the
	 * point's laid beside in the first order alone: the three bags of
	 * tests/bench that it settles, and the second order costs as much
	 * again where the cuts then make their point whole) */
	goal = rc == 1 && arr_cut_goal ? arr_cost_of(out, c) : INT64_MAX;
	if (goal > c->bound)
		goal = c->bound;
	go = q != NULL && !whole && rc >= 0 && goal > *lower;
	if (go && rounds_pay(c, left0, P, goal)) {
		cut = cut_lower(c, q, goal, cnt, &whole);
		if (whole && (a = malloc(sizeof(*a))) != NULL &&
		    cut_point(p, c, cnt, cut, a)) {
			arr_copy(out, a);
			rc = 1;
		} else
			whole = 0;
		free(a);
	}
	/* the point laid beside in the second order too (after the rounds,
	 * or where rounds_pay() ran none), unless the cuts' point is whole
	 * or their bound meets the goal (the arrangement out is then the
	 * best) */
	if (go && !whole && !down && rc >= 0 && cut < goal) {
		point_down(p, cnt);
		rc = rounded(p, c, cnt, out, 2, &rcost);
	}
	/* the cuts' bound, also where it falls short of the goal
	 * (arr_cut_short: see there; 0, only where their point is whole
	 * or it settles the bag) */
	if (!whole && cut < goal && arr_cut_short <= 0)
		cut = 0;
	if (cut > *lower) {
		if (duals != NULL)
			duals->cut_raised = 1;
		*lower = cut;
		if (cut / unit > *least)
			*least = cut / unit;
	}
	if (duals != NULL && cut / unit > P)
		duals->cut_tiles = 1;
	free(cnt);
	/* the cuts' program kept for the tree, later (arr_lp_tree()) */
	if (arr_cut_defer > 0 && q != NULL && go && !whole && cut < goal &&
	    c->ts->copies >= 3 && duals != NULL && !c->mirrored &&
	    !(duals->keep != NULL && p->which == 1) &&
	    arr_cuts_open(q->L) && tree_keep(duals, p, q))
		return rc;
	cut_free(q);
	/* the second solve kept to be eased: the program itself */
	if (duals != NULL && duals->keep != NULL && p->which == 1)
		duals->keep->lp[1] = p;
	else
		free(p);
	return rc;
}

/*
 * Diving: the program solved again and again, each time with more sets
 * laid for good: every pattern its point lays whole, as often as it
 * lays it, and the one it lays most of the rest of, when DIVE_LEAST or
 * more; until its point is whole.  Each solve is by tiles alone.  The
 * first is arr_lp_bound()'s own (its basis, inverse and point kept in
 * c->duals; the dive of the bag mirrored solves its own, from the
 * slacks: 53 rows, 100-200 us); each after it starts from the basis the
 * one before ended on (warm_simplex(), arr_lp_warm), a few steps where
 * one from the slacks took hundreds.  Laying the whole ones at once takes
 * 3-6 solves where one set a solve took up to DIVE_STEPS (hard3_xp CPU
 * mean 10.6 -> 8.2 ms, side by side).  Gives up when the program shows
 * that what is left must leave more than most tiles, or after
 * DIVE_STEPS solves: 0.  When its point is whole, the sets laid and the
 * point's arrangement, completed greedily, into out: 1.  When nothing
 * more is laid (no pattern laid DIVE_LEAST or more: a guess, then, that
 * seldom led anywhere; hard3 CPU mean, standard / XP, with no such
 * limit 3.4 / 9.2 ms, 0.5: 3.7 / 9.1, 0.7: 3.0 / 8.6, 0.9: 2.9 / 8.6),
 * stuck: the sets laid into out and, in *back, the tiles left to lay at
 * the last DIVE_BACK steps and how many sets were laid by then, for the
 * caller to finish by a search: 2.  -1 out of memory.  An arrangement,
 * not a bound: arrange.c keeps it when it is the cheapest known, and it
 * is the answer when it meets the bound.
 */
#define DIVE_STEPS 40
#define DIVE_LEAST 0.9          /* the least of a pattern worth laying */

/* Lay one set of col's pattern for good, from rest's tiles, a joker
 * where the tile is not there: 1, or 0 when it cannot be (or when it
 * would be jokers only). */
static int
lay(const struct lp_col *col, struct bag *rest, struct arrangement *fixed)
{
	struct bag keep = *rest;
	struct tile *t;
	int k, n = 0, real = 0;

	if (fixed->nsets >= RK_ARRANGE_SETS)
		return 0;
	t = fixed->sets[fixed->nsets].t;
	for (k = 0; k < col->n; k++) {
		int r = col->row[k], colour = r / RK_MAXNUM,
		    v = r % RK_MAXNUM + 1;

		if (rest->may[colour][v] + rest->must[colour][v] > 0) {
			if (rest->must[colour][v] > 0)
				rest->must[colour][v]--;
			else
				rest->may[colour][v]--;
			t[n++] = arr_tile(colour, v, 0);
			real++;
		} else if (rest->jokers_must + rest->jokers_may > 0) {
			if (rest->jokers_must > 0)
				rest->jokers_must--;
			else
				rest->jokers_may--;
			t[n++] = arr_tile(colour, v, 1);
		} else
			break;
	}
	if (k < col->n || real == 0) {
		*rest = keep;
		return 0;
	}
	fixed->sets[fixed->nsets++].n = n;
	return 1;
}

int
arr_lp_dive(const struct ctx *c, int most, struct arrangement *out,
    struct arr_dive_back *back)
{
	struct lp *p = malloc(sizeof(*p));
	struct arrangement *fixed = malloc(sizeof(*fixed));
	int *cnt = malloc(sizeof(*cnt) * LP_COLS);
	double total[2];
	struct bag now, *rest = &now;
	long ids[LP_ROWS];
	int can_warm = warm_dives(c);
	double *inv = can_warm ? malloc(sizeof(p->binv)) : NULL;
	int step, rc = 0, i, k, warm = 0;

	if (p == NULL || fixed == NULL || cnt == NULL ||
	    (can_warm && inv == NULL)) {
		rc = -1;
		goto done;
	}
	arr_clear(fixed);
	memset(back, 0, sizeof(*back));
	*rest = *c->bag;
	for (step = 0; step < DIVE_STEPS; step++) {
		int best = -1, laid = 0;
		double bx = 0, most_w;

		build(p, c, rest, 0, total);
		p->which = 0;
		if (step == 0 && c->duals != NULL && c->duals->first !=
		    NULL && c->duals->first->bag == c->bag) {
			const struct arr_lpfirst *f = c->duals->first;

			/* solved already (arr_lp_bound()): its basis, its
			 * inverse (kept in standard), point and bound are
			 * all that is read of it below */
			memcpy(p->head, f->head, sizeof(p->head));
			memcpy(p->x, f->x, sizeof(p->x));
			if (can_warm)
				memcpy(p->binv, f->binv, sizeof(p->binv));
			most_w = f->laid;
		} else {
			int how = warm_simplex(p, warm ? ids : NULL, inv);

			back->warm += how > 0;
			back->dual += how == 2;
			back->cold += how == 0;
			most_w = most_laid(p);
		}
		/* the basis, for the next solve to start from */
		if (can_warm) {
			for (i = 0; i < p->m; i++)
				ids[i] = warm_id(p, p->head[i]);
			memcpy(inv, p->binv, sizeof(p->binv));
			warm = 1;
		}
		if (round_up(total[0] - most_w, total[0]) > most)
			break;
		if (point_down(p, cnt) || step == DIVE_STEPS - 1) {
			if (!arrangement_of(p, cnt, out))
				break;
			if (out->nsets + fixed->nsets > RK_ARRANGE_SETS)
				break;
			for (i = 0; i < fixed->nsets; i++)
				out->sets[out->nsets++] = fixed->sets[i];
			arr_greedy_complete(out, c->ts, 0);
			rc = arr_greedy_keeps_must(out, c->bag);
			break;
		}
		/* where this step starts, for the caller to go back to */
		memmove(&back->rest[1], &back->rest[0],
		    sizeof(back->rest[0]) * (DIVE_BACK - 1));
		memmove(&back->nsets[1], &back->nsets[0],
		    sizeof(back->nsets[0]) * (DIVE_BACK - 1));
		back->rest[0] = *rest;
		back->nsets[0] = fixed->nsets;
		if (back->n < DIVE_BACK)
			back->n++;
		/* the patterns laid whole, as often as whole, and the one
		 * laid most of the rest, when DIVE_LEAST or more */
		for (i = 0; i < p->m; i++) {
			int h = p->head[i];
			double w = floor(p->x[i] + EPS_WHOLE);
			double f = p->x[i] - w;

			if (h >= p->n || p->col[h].tile >= 0)
				continue;
			for (k = 0; k < (int)w; k++)
				if (!lay(&p->col[h], rest, fixed))
					goto stuck;
			laid += (int)w;
			if (f > EPS_WHOLE && f > bx) {
				bx = f;
				best = h;
			}
		}
		if (best >= 0 && bx >= DIVE_LEAST &&
		    lay(&p->col[best], rest, fixed))
			laid++;
		if (laid == 0)
			goto stuck;
	}
	goto done;
stuck:
	/* the sets laid for good; the rest is the caller's */
	arr_copy(out, fixed);
	rc = 2;
done:
	free(p);
	free(fixed);
	free(cnt);
	free(inv);
	return rc;
}
