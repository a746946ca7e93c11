/*
 * arrange_cuts.c: the linear program cut down to a whole point, so that
 * a bag whose best arrangement leaves more than the program's optimum
 * rounds up to is settled by the program, not by the searches (standard
 * bags without jokers, and with them up to arr_cut_jtiles tiles; XP bags,
 * arr_cut_xp0, with up to arr_cut_xpj jokers: see cut_make() and
 * rounds_pay() in arrange_lp.c).
 *
 * The words (besides arrange_lp.c's):
 *  - whole point: a point of the program whose columns are whole
 *    numbers, as every arrangement's is.
 *  - weight: what the cuts' program lays, big a tile and then its value
 *    (arrange_lp.c's cut_make(): big more than the value of the bag),
 *    so that its optimum leaves the fewest tiles and then the least
 *    value, as arrange() by tiles does.
 *  - cut: a row that every whole point keeps and the program's optimum
 *    does not: a Chvatal-Gomory cut, for multipliers u >= 0 of the rows
 *    (A x <= b, x >= 0 whole), floor(u A) x <= floor(u b).  The
 *    multipliers are the fractional parts of the row of the basis
 *    inverse whose basic value is fractional (which makes Gomory's
 *    fractional cut), each taken as n / d exactly (d at most DENOM_MAX,
 *    the same for the row), so that floor(u A) and floor(u b) are worked
 *    out in whole numbers: the cut holds for every whole point whatever
 *    rounding the solver did (a row whose parts are no such fractions
 *    gives none).  Cuts are rows like the others: a cut of them is one.
 *    (The tree's rows, x_j <= floor(v), are kept with the cuts but hold
 *    only on their side of it, as a cut made from them does: they go
 *    when the tree puts its node back.)
 *  - start: the program solved for the weight from the caller's basis
 *    (arr_cuts_start()), whose point may be whole already; the rounds
 *    follow when the caller asks (arr_cuts_laid()), with its goal.
 *  - round: up to P->per_round cuts (arr_cut_round; in XP with jokers,
 *    arr_cut_roundj), from the rows whose values are the most
 *    fractional, then the program solved again, the dual simplex from
 *    the basis it ended on (its prices stay feasible; DUAL_PER_CUT steps
 *    a cut at most), then the primal simplex for any drift.  Rounds end
 *    when the point is whole, after arr_cut_rounds, when a round gains
 *    nothing or its solve fails, or when the bound meets the caller's
 *    goal.
 *  - the bound: for any prices y >= 0 of the rows (cuts too), what a
 *    whole point lays is at most y b plus the most any column gains
 *    beyond its prices (0 at least) times the most columns a whole point
 *    holds: as in arrange_lp.c, right for any y, so that the solver's
 *    rounding can make it weaker, never wrong.
 *  - the solver: the revised simplex method with a dense basis inverse,
 *    as arrange_lp.c's (whose rows are fixed; here they grow by the
 *    cuts, ARR_CUTS at most); a column's entries in the cuts are kept
 *    with the column (nc, ck, cv), and the rows' entries row by row
 *    (rat, rcol, ra), which is how a cut is made.
 *
 * Measured first in exact fractions (a prototype over the four floor
 * corpora, hard26 and hard27 in both sets): Gomory's cuts, ten a round,
 * made the program's point whole in one to four rounds on 181 of their
 * 196 bags without jokers, that point the answer.  Here, by callgrind
 * (every bag once), on the standard bags without jokers: see the
 * comment above arr_cut_jtiles in arrange_lp.c; on XP bags without
 * jokers, the one above arr_cut_xp0; with them, above arr_cut_xpj.
 *
 * The tree: in XP, where the rounds end short of the goal, branch and
 * bound over this program (node(), branch(): see above arr_cut_nodes).
 *
 * Memory: malloc'd blocks, made by arr_cuts_start() and freed by
 * arr_cuts_free() (arrange_lp.c's arr_lp_bound() frees them before it
 * returns, or keeps them for the tree later: arr_lp_tree()); and, while
 * the tree works a node's children, a block of the node's own (struct
 * keep: its rows, basis and the inverse's first m rows and columns, up
 * to 120 KB), freed when the node is done: 20 at most at once.
 */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "arrange_int.h"

#define CR (ARR_LP_ROWS + ARR_CUTS)   /* rows at most */
#define DENOM_MAX 64         /* the multipliers' denominators at most */
#define EPS_FRAC 1e-6        /* a value this near a whole number is it */
#define EPS_GAIN 1e-9        /* a reduced gain worth entering */
#define EPS_PIVOT 1e-9       /* a pivot element worth taking */
#define EPS_FEAS 1e-9        /* a basic value below 0 by more is off */
#define STEPS_MAX 2000       /* a solve's steps at most */
#define DEGENERATE 30        /* steps that gain nothing before Bland */
#define EPS_EMPTY 1e-3       /* a row this far below 0 that nothing
                              * raises: no point (dual()) */
#define REPRICE 32           /* the primal's prices worked out again after */
/*
 * A round's dual simplex gives up after DUAL_PER_CUT steps a cut it
 * added (the rounds end there, the bound as the prices show it): where
 * the point will not come whole, the dual simplex wanders.  Counted
 * (callgrind, every bag once), against STEPS_MAX: hard26 standard 0.836
 * -> 0.832 of the instructions without cuts, hard27 standard 0.872 ->
 * 0.850 (its dearest bag 7.94 -> 6.78 million), hard19 standard 1.025
 * -> 1.018, hard8 1.004 -> 1.000; one step a cut, the floor corpora
 * 0.987 and 0.935; three, 0.861 and 0.867.
 */
#define DUAL_PER_CUT 2

long arr_cut_rounds = 5;     /* rounds at most (0: no cuts) */
long arr_cut_round = 5;      /* cuts a round at most */

struct arr_cuts {
	const struct arr_prog *P;
	int m0, m, n, ncuts; /* the program's rows, all rows, columns, cuts */
	double best;         /* the bound of arr_cuts_start()'s solve
	                      * (HUGE_VAL when it failed), then the rounds' */
	double b[CR], x[CR], y[CR];
	int head[CR];
	int *basic;          /* each column's row (slacks n + row), or -1 */
	uint8_t *nc;         /* column j's cut entries: nc[j] of them, */
	uint8_t *ck;         /* the cuts ck[j * ARR_CUTS + t] */
	int16_t *cv;         /* and their coefficients cv[j * ARR_CUTS + t] */
	/* the rows' entries, row by row: row k's columns rcol[rat[k]] to
	 * rcol[rat[k + 1] - 1], their values ra[] (the program's rows, then
	 * each cut's as it is made) */
	int rat[CR + 1], *rcol;
	int16_t *ra;
	/* while a cut is made: a sum a column, whether it was summed, the
	 * columns summed, the coefficients; 0 again after */
	int64_t *acc;
	uint8_t *mark;
	int rounded, treed;  /* the rounds were run; the tree */
	double extra;        /* the weight the tree lays for good */
	int *laid;           /* and the columns (node()) */
	int *cols;
	int16_t *g;
	double *prow;        /* the pivot row, a column (dual()) */
	/* last, not cleared (111 KB): start() sets the program's rows and
	 * columns, add_cut() each cut's */
	double binv[CR * CR];
};

static inline __attribute__((always_inline)) double
gain(const struct arr_cuts *L, int j)
{
	return j < L->n ? L->P->gain[j] : 0;
}

/* Column j (not a slack) times v, a value a row. */
static inline __attribute__((always_inline)) double
dot(const struct arr_cuts *L, int j, const double *v)
{
	const struct arr_prog *P = L->P;
	double s = 0;
	int e, k;

	for (e = P->at[j]; e < P->at[j + 1]; e++)
		s += v[P->row[e]] * P->a[e];
	for (k = 0; k < L->nc[j]; k++)
		s += v[L->m0 + L->ck[j * ARR_CUTS + k]] *
		    L->cv[j * ARR_CUTS + k];
	return s;
}

/* alpha += the basis inverse's column r times a. */
static inline __attribute__((always_inline)) void
col_add(const struct arr_cuts *L, int r, double a, double *alpha)
{
	const double *c = &L->binv[r];
	int i;

	for (i = 0; i < L->m; i++)
		alpha[i] += c[i * CR] * a;
}

/* The basis inverse times column j, and the rows where that is not
 * zero, in order, into nz: returns their count (the steps after it go
 * through those rows only, as in arrange_lp.c); a column of the inverse
 * at a time, as there (the same bits as dot(); side by side, hard26 and
 * hard27 standard 0.974, 0.989 the other way round). */
static inline __attribute__((always_inline)) int
ftran(const struct arr_cuts *L, int j, double *alpha, int *nz)
{
	const struct arr_prog *P = L->P;
	int i, e, k;

	if (j >= L->n)
		for (i = 0; i < L->m; i++)
			alpha[i] = L->binv[i * CR + j - L->n];
	else {
		for (i = 0; i < L->m; i++)
			alpha[i] = 0;
		for (e = P->at[j]; e < P->at[j + 1]; e++)
			col_add(L, P->row[e], P->a[e], alpha);
		for (k = 0; k < L->nc[j]; k++)
			col_add(L, L->m0 + L->ck[j * ARR_CUTS + k],
			    L->cv[j * ARR_CUTS + k], alpha);
	}
	return arr_nonzero_rows(alpha, L->m, nz);
}

/* y = the basic gains times the basis inverse. */
ARR_WIDE static void
prices(struct arr_cuts *L)
{
	int i, k;

	for (k = 0; k < L->m; k++)
		L->y[k] = 0;
	for (i = 0; i < L->m; i++) {
		double gb = gain(L, L->head[i]);

		if (gb != 0)
			for (k = 0; k < L->m; k++)
				L->y[k] += gb * L->binv[i * CR + k];
	}
}

/* What column j gains a unit beyond prices y (slacks: -y). */
static inline __attribute__((always_inline)) double
reduced(const struct arr_cuts *L, const double *y, int j)
{
	return j >= L->n ? -y[j - L->n] : L->P->gain[j] - dot(L, j, y);
}

/* Column q enters at row r (alpha: the inverse times q), its value step;
 * the prices grow by dq (q's reduced gain) times the new pivot row.  The
 * rows are updated only where the pivot row is not zero, or, where it is
 * more than half not zero, whole, from a copy of it: as arrange_lp.c's
 * step_to(), which says why only the sign of a zero can differ (here
 * too no test tells them apart: add_cut() reads the inverse's rows
 * through fabs(), floor() and nearbyint()).  The cuts fill the inverse
 * in (a cut's row is a sum of the basic rows): on XP bags, when the
 * cuts were first tried there, a pivot took 24,500 instructions one by
 * one. */
ARR_WIDE static void
pivot(struct arr_cuts *L, int q, int r, const double *alpha, const int *anz,
    int na, double step, double dq)
{
	double *pr = &L->binv[r * CR], piv = alpha[r];
	double prow[CR];     /* the pivot row, where dense */
	int i, k, t, nz[CR], nnz = 0, dense;

	for (t = 0; t < na; t++)
		if (anz[t] != r)
			L->x[anz[t]] -= step * alpha[anz[t]];
	L->x[r] = step;
	for (k = 0; k < L->m; k++)
		if (pr[k] != 0) {
			pr[k] /= piv;
			nz[nnz++] = k;
		}
	dense = 2 * nnz > L->m;
	if (dense)
		for (k = 0; k < L->m; k++)
			prow[k] = pr[k];
	for (t = 0; t < na; t++) {
		double f, *restrict row;

		if ((i = anz[t]) == r)
			continue;
		f = alpha[i];
		row = &L->binv[i * CR];
		if (dense)
			for (k = 0; k < L->m; k++)
				row[k] -= f * prow[k];
		else
			for (k = 0; k < nnz; k++)
				row[nz[k]] -= f * pr[nz[k]];
	}
	/* (nz holds nnz entries, all set above) */
	for (k = 0; k < nnz; k++)
		/* cppcheck-suppress uninitvar */
		L->y[nz[k]] += dq * pr[nz[k]];
	L->basic[L->head[r]] = -1;
	L->head[r] = q;
	L->basic[q] = r;
}

/* The primal simplex from a feasible point (Dantzig's rule, Bland's after
 * DEGENERATE steps that gained nothing): 0 optimal, 1 not. */
ARR_WIDE static int
primal(struct arr_cuts *L)
{
	double alpha[CR];
	int anz[CR];
	int steps, flat = 0, since, t, na;

	for (steps = 0, since = 0; steps < STEPS_MAX; steps++, since++) {
		int j, q = -1, r = -1, i, bland = flat >= DEGENERATE;
		double best = EPS_GAIN, ratio = HUGE_VAL;

		if (since == REPRICE)
			since = 0;
		if (since == 0)
			prices(L);
		for (j = 0; j < L->n + L->m; j++) {
			double d;

			if (L->basic[j] >= 0 ||
			    (d = reduced(L, L->y, j)) <= best)
				continue;
			q = j;
			best = d;
			if (bland)
				break;
		}
		if (q < 0 && since == 0)
			return 0;
		if (q < 0) {
			/* the prices drift: again from the start */
			since = -1;
			continue;
		}
		na = ftran(L, q, alpha, anz);
		for (t = 0; t < na; t++) {
			double u;

			i = anz[t];
			if (alpha[i] <= EPS_PIVOT)
				continue;
			u = (L->x[i] > 0 ? L->x[i] : 0) / alpha[i];
			if (u < ratio || (u == ratio && bland && r >= 0 &&
			    L->head[i] < L->head[r])) {
				ratio = u;
				r = i;
			}
		}
		if (r < 0)
			return 1;
		flat = ratio > 0 ? 0 : flat + 1;
		pivot(L, q, r, alpha, anz, na, ratio, best);
	}
	return 1;
}

/* The dual simplex from prices that are feasible, for at most most
 * steps: 0 when the point is feasible; 2 when there is none (a row no
 * column raises whose value, worked out again from b, is below 0 by
 * more than EPS_EMPTY: the row of the inverse shows that the rows
 * cannot all hold, whatever rounding made it; the tree drops the node);
 * 1 when it cannot be made so otherwise, or out of steps.  The row most
 * below 0 leaves; the column that keeps the prices feasible enters, of
 * those that tie the one with the largest pivot.  The pivot row (rho,
 * the leaving row of the inverse, times each column) is worked out a
 * row at a time, through the rows where rho is not zero and their
 * entries (rat, rcol, ra), not a column at a time with dot(): a
 * column's entries are listed by row, the tiles' rows before the
 * jokers' and the cuts' after them in the order they were made, so each
 * column's sum adds the same products in the same order, less the
 * zeros, which leave it as it is: the same bits.  Together with the
 * whole rows of pivot(), counted (callgrind, every bag once): hard27
 * standard 0.972 of the instructions (its 49th bag 1.21 -> 1.18
 * million), hard26 standard 0.991, hard19 0.996, hard8 0.998, the other
 * standard corpora (their cuts run on few bags) within 0.0003; no bag
 * more than 1.0014; the same states and answers on all 2,673 bags of
 * tests/bench. */
ARR_WIDE static int
dual(struct arr_cuts *L, int most)
{
	double alpha[CR];
	int anz[CR];
	int steps, na;

	prices(L);
	for (steps = 0; steps < most; steps++) {
		int i, j, r = -1, q = -1;
		double worst = -EPS_FEAS, best = HUGE_VAL, big = 0, dq = 0;
		const double *rho;

		for (i = 0; i < L->m; i++)
			if (L->x[i] < worst) {
				worst = L->x[i];
				r = i;
			}
		if (r < 0)
			return 0;
		rho = &L->binv[r * CR];
		memset(L->prow, 0, sizeof(*L->prow) * (size_t)L->n);
		for (i = 0; i < L->m; i++) {
			double ri = rho[i];
			int e;

			if (ri != 0)
				for (e = L->rat[i]; e < L->rat[i + 1]; e++)
					L->prow[L->rcol[e]] += ri * L->ra[e];
		}
		for (j = 0; j < L->n + L->m; j++) {
			double arj, d, u;

			if (L->basic[j] >= 0)
				continue;
			arj = j >= L->n ? rho[j - L->n] : L->prow[j];
			if (arj >= -EPS_PIVOT)
				continue;
			d = reduced(L, L->y, j);
			u = (d < 0 ? d : 0) / arj;
			if (u < best - EPS_GAIN ||
			    (u < best + EPS_GAIN && -arj > big)) {
				if (u < best)
					best = u;
				big = -arj;
				q = j;
				dq = d;
			}
		}
		if (q < 0) {
			/* the row's value again, from b itself */
			double xr = 0;

			for (i = 0; i < L->m; i++)
				xr += rho[i] * L->b[i];
			return xr < -EPS_EMPTY ? 2 : 1;
		}
		na = ftran(L, q, alpha, anz);
		if (alpha[r] >= -EPS_PIVOT)
			return 1;
		pivot(L, q, r, alpha, anz, na, L->x[r] / alpha[r], dq);
	}
	return 1;
}

/* The most weight a whole point lays, from the prices (the words). */
static double
bound(struct arr_cuts *L)
{
	double y[CR], u = 0, over = 0;
	int i, j;

	prices(L);
	for (i = 0; i < L->m; i++) {
		y[i] = L->y[i] > 0 ? L->y[i] : 0;
		u += y[i] * L->b[i];
	}
	for (j = 0; j < L->n; j++) {
		double d = reduced(L, y, j);

		if (d > over)
			over = d;
	}
	return u + over * L->P->ncols + L->extra;
}

static int64_t
floor_div(int64_t a, int64_t d)
{
	return a >= 0 ? a / d : -((-a + d - 1) / d);
}

/* The coefficients summed for a cut, cleared. */
static void
clear_cut(struct arr_cuts *L, int ncol)
{
	int t;

	for (t = 0; t < ncol; t++) {
		L->acc[L->cols[t]] = 0;
		L->mark[L->cols[t]] = 0;
		L->g[L->cols[t]] = 0;
	}
}

ARR_WIDE static void append(struct arr_cuts *, int ncol, int64_t rhs,
    double lhs);

/*
 * The cut of row i's multipliers, added as a row (its slack basic, below
 * 0 by as much as the point breaks the cut): 1; 0 when the multipliers
 * are no small fractions, a coefficient would not fit, or the point
 * keeps the cut.
 */
ARR_WIDE static int
add_cut(struct arr_cuts *L, int i)
{
	const double *row = &L->binv[i * CR];
	int64_t num[CR], rhs = 0;
	int rows[CR], nr = 0, ncol = 0, d, k, j, e, t;
	double lhs = 0;

	if (L->ncuts == ARR_CUTS)
		return 0;
	/* the multipliers: the row's fractional parts, n / d */
	for (k = 0; k < L->m; k++)
		if (fabs(row[k] - nearbyint(row[k])) > 1e-9)
			rows[nr++] = k;
	if (nr == 0)
		return 0;
	for (d = 2; d <= DENOM_MAX; d++) {
		for (t = 0; t < nr; t++) {
			double f = (row[rows[t]] - floor(row[rows[t]])) * d;

			if (fabs(f - nearbyint(f)) > 1e-7)
				break;
			num[t] = (int64_t)nearbyint(f) % d;
		}
		if (t == nr)
			break;
	}
	if (d > DENOM_MAX)
		return 0;
	/* u A and u b, times d, through the rows with a multiplier */
	for (t = 0; t < nr; t++) {
		k = rows[t];
		rhs += num[t] * (int64_t)L->b[k];
		for (e = L->rat[k]; e < L->rat[k + 1]; e++) {
			j = L->rcol[e];
			if (!L->mark[j]) {
				L->mark[j] = 1;
				L->cols[ncol++] = j;
			}
			L->acc[j] += num[t] * L->ra[e];
		}
	}
	rhs = floor_div(rhs, d);
	for (t = 0; t < ncol; t++) {
		int64_t s = floor_div(L->acc[L->cols[t]], d);

		j = L->cols[t];
		if (s > INT16_MAX || s < INT16_MIN ||
		    (s != 0 && L->nc[j] == ARR_CUTS)) {
			clear_cut(L, ncol);
			return 0;
		}
		L->g[j] = (int16_t)s;
	}
	for (k = 0; k < L->m; k++)
		if (L->head[k] < L->n)
			lhs += L->g[L->head[k]] * L->x[k];
	if (lhs <= (double)rhs + EPS_FRAC) {
		clear_cut(L, ncol);
		return 0;
	}
	append(L, ncol, rhs, lhs);
	return 1;
}

/*
 * The row of coefficients g[] on the columns cols[] (ncol of them,
 * marked), at most rhs, which the point breaks by lhs - rhs, added (its
 * slack basic, below 0 by that much): the inverse grows by minus the
 * row's basic entries times it.  The coefficients are cleared.
 */
ARR_WIDE static void
append(struct arr_cuts *L, int ncol, int64_t rhs, double lhs)
{
	int j, k, e, t, r = L->m;
	double *nrow;

	nrow = &L->binv[r * CR];
	memset(nrow, 0, sizeof(double) * CR);
	for (k = 0; k < L->m; k++) {
		int hk = L->head[k];
		double a = hk < L->n ? L->g[hk] : 0;

		if (a != 0)
			for (j = 0; j < L->m; j++)
				nrow[j] -= a * L->binv[k * CR + j];
	}
	for (k = 0; k < L->m; k++)
		L->binv[k * CR + r] = 0;
	nrow[r] = 1;
	e = L->rat[r];
	for (t = 0; t < ncol; t++) {
		j = L->cols[t];
		if (L->g[j] != 0) {
			L->ck[j * ARR_CUTS + L->nc[j]] = (uint8_t)L->ncuts;
			L->cv[j * ARR_CUTS + L->nc[j]++] = L->g[j];
			L->rcol[e] = j;
			L->ra[e++] = L->g[j];
		}
	}
	clear_cut(L, ncol);
	L->rat[r + 1] = e;
	L->b[r] = (double)rhs;
	L->x[r] = (double)rhs - lhs;
	L->head[r] = L->n + r;
	L->basic[L->n + r] = r;
	L->y[r] = 0;
	L->ncuts++;
	L->m++;
}

/* The rows most fractional first. */
static int
by_frac(const void *x, const void *y)
{
	double a = ((const double *)x)[0], b = ((const double *)y)[0];

	return (a > b) - (a < b);
}

/* Whether the point is whole: its columns' counts in cnt[] then. */
static int
whole(const struct arr_cuts *L, int *cnt)
{
	int i;

	for (i = 0; i < L->m; i++)
		if (fabs(L->x[i] - nearbyint(L->x[i])) > EPS_FRAC ||
		    L->x[i] < -EPS_FRAC)
			return 0;
	memset(cnt, 0, sizeof(*cnt) * (size_t)L->n);
	for (i = 0; i < L->m; i++)
		if (L->head[i] < L->n)
			cnt[L->head[i]] = (int)nearbyint(L->x[i]);
	for (i = 0; i < L->n; i++)
		cnt[i] += L->laid[i];
	return 1;
}

/* The program's rows, row by row (rat, rcol, ra), and its basis. */
static void
start(struct arr_cuts *L, const struct arr_prog *P)
{
	int i, j, e, nnz = P->at[P->n];

	L->P = P;
	L->m0 = L->m = P->m;
	L->n = P->n;
	L->ncuts = 0;
	memset(L->rat, 0, sizeof(L->rat));
	for (e = 0; e < nnz; e++)
		L->rat[P->row[e] + 1]++;
	for (i = 0; i < P->m; i++)
		L->rat[i + 1] += L->rat[i];
	for (j = 0; j < P->n; j++)
		for (e = P->at[j]; e < P->at[j + 1]; e++) {
			int k = L->rat[P->row[e]]++;

			L->rcol[k] = j;
			L->ra[k] = (int16_t)P->a[e];
		}
	for (i = P->m; i > 0; i--)
		L->rat[i] = L->rat[i - 1];
	L->rat[0] = 0;
	for (i = 0; i < P->n + CR; i++)
		L->basic[i] = -1;
	for (i = 0; i < P->m; i++) {
		memcpy(&L->binv[i * CR], &P->binv[i * ARR_LP_ROWS],
		    sizeof(double) * (size_t)P->m);
		L->b[i] = P->b[i];
		L->x[i] = P->x[i];
		L->head[i] = P->head[i];
		L->basic[P->head[i]] = i;
	}
}

/* The rounds, from the program's optimum (arr_cuts_start()), until the
 * bound meets goal or the point is whole. */
static void
rounds(struct arr_cuts *L, double goal, int *cnt, int *found,
    double *best)
{
	int round, i;

	for (round = 0; round < arr_cut_rounds && *best > goal; round++) {
		double fr[CR][2], v;
		int nf = 0, added = 0, solved, gained;

		for (i = 0; i < L->m; i++) {
			double f = L->x[i] - floor(L->x[i]);

			if (f > EPS_FRAC && f < 1 - EPS_FRAC) {
				fr[nf][0] = fabs(f - 0.5);
				fr[nf++][1] = i;
			}
		}
		if (nf == 0)
			return;
		qsort(fr, (size_t)nf, sizeof(fr[0]), by_frac);
		for (i = 0; i < nf && added < L->P->per_round; i++)
			added += add_cut(L, (int)fr[i][1]);
		if (added == 0)
			return;
		solved = dual(L, DUAL_PER_CUT * added) == 0 &&
		    primal(L) == 0;
		/* (any prices bound it: a failed solve's too) */
		v = bound(L);
		gained = v < *best - EPS_FRAC * (fabs(*best) + 1);
		if (v < *best)
			*best = v;
		if (solved && whole(L, cnt)) {
			*found = 1;
			return;
		}
		if (!solved || !gained)
			return;
	}
}

/*
 * The tree: where the rounds leave the point not whole and the bound
 * above the goal, branch and bound over the cuts' program, depth first
 * (in XP; arrange_lp.c says where).  A column whose value v is not whole
 * (the most nearly half, the first of those) is at least ceil(v) on one
 * side, taken first: ceil(v) of it laid for good (lay(): no row, so the
 * inverse does not grow as the tree goes down); and at most floor(v) on
 * the other, a row of its own as a cut is (append()).  Each side is
 * solved by the dual simplex from its parent's basis.  A node is dropped
 * when its bound (bound(): any prices, plus what is laid for good) is the
 * goal or less, or when its rows have no point (dual() 2); a whole point
 * above the goal is the goal from then on.  A node keeps what its
 * children change (struct keep) and puts it back after each.  The tree
 * gives up (its bound then the rounds') after so many nodes, when a
 * solve fails, or when the rows are used up.
 *
 * Made for the XP bags without jokers whose searches took longest
 * (hard29-hard31 XP: 80-105 tiles, one to four left, 5,000-15,000
 * states of the rungs, the beams and the exact sweep): there the program
 * with its cuts is often as good as the answer, but its optimum is far
 * from whole and most of its neighbours are optima too; each side the
 * tree takes keeps the bound and the point comes whole within a few to
 * twenty nodes (hard30 XP 7: nineteen sides, the bound the same at each,
 * most nearly half first; laying for good and the up side first, seven).
 * Where the program is a tile or more short of the answer (the floor
 * bags of hard27 and hard28 XP), the tree does not end in 60 nodes,
 * where the searches take a few hundred states: hence the gates, the
 * node limits and the tree run later (arrange_lp.c).
 */
long arr_cut_nodes = 20, arr_cut_nodes2 = 15, arr_cut_gate = 100;

struct keep {
	int m, ncuts;
	double extra;
	double b[CR], x[CR], y[CR];
	int head[CR], rat[CR + 1];
	int *basic, *laid;
	uint8_t *nc;
	double *inv;         /* the inverse's first m rows and columns */
};

/* What the children change, from L into k (back: from k into L).  (The
 * inverse's columns m and on, in its first m rows, are left as the
 * children made them: append() clears a new row's column.) */
static void
keep_move(struct arr_cuts *L, struct keep *k, int back)
{
	size_t m = (size_t)k->m, n = (size_t)L->n, nb = n + CR, i;
#define MOVE(l, kp, size) ((void)(back ? memcpy((l), (kp), (size)) : \
	memcpy((kp), (l), (size))))

	MOVE(L->b, k->b, sizeof(double) * m);
	MOVE(L->x, k->x, sizeof(double) * m);
	MOVE(L->y, k->y, sizeof(double) * m);
	MOVE(L->head, k->head, sizeof(int) * m);
	MOVE(L->rat, k->rat, sizeof(int) * (m + 1));
	MOVE(L->basic, k->basic, sizeof(int) * nb);
	MOVE(L->laid, k->laid, sizeof(int) * n);
	MOVE(L->nc, k->nc, n);
	for (i = 0; i < m; i++)
		MOVE(&L->binv[i * CR], &k->inv[i * m], sizeof(double) * m);
#undef MOVE
	if (back) {
		L->m = k->m;
		L->ncuts = k->ncuts;
		L->extra = k->extra;
	}
}

static struct keep *
keep_of(struct arr_cuts *L)
{
	size_t m = (size_t)L->m, n = (size_t)L->n, nb = n + CR;
	/* one block: the struct, the inverse's, the ints, the bytes */
	struct keep *k = malloc(sizeof(*k) + sizeof(double) * m * m +
	    sizeof(int) * (nb + n) + n);

	if (k == NULL)
		return NULL;
	k->inv = (double *)(void *)(k + 1);
	k->basic = (int *)(void *)(k->inv + m * m);
	k->laid = k->basic + nb;
	k->nc = (uint8_t *)(k->laid + n);
	k->m = L->m;
	k->ncuts = L->ncuts;
	k->extra = L->extra;
	keep_move(L, k, 0);
	return k;
}

/* k of column j (basic) laid for good: the rows' bounds less k of its
 * entries (the cuts' too: a cut of x is one of what is left, less the
 * laid columns' share), its basic value k less (the dual simplex then
 * mends it), its weight added to what the bound counts. */
static void
lay(struct arr_cuts *L, int j, int k)
{
	const struct arr_prog *P = L->P;
	int e, t;

	for (e = P->at[j]; e < P->at[j + 1]; e++)
		L->b[P->row[e]] -= k * P->a[e];
	for (t = 0; t < L->nc[j]; t++)
		L->b[L->m0 + L->ck[j * ARR_CUTS + t]] -= k *
		    L->cv[j * ARR_CUTS + t];
	L->x[L->basic[j]] -= k;
	L->laid[j] += k;
	L->extra += k * P->gain[j];
}

struct tree {
	double goal;         /* a node whose bound is no more is dropped */
	int *cnt, *tmp;      /* the best whole point's counts; scratch */
	int found;
	long nodes;          /* still to make */
};

/* The node L's program is at, solved: 1 when it and its children are
 * worked through, 0 when the tree gives up. */
static int
node(struct arr_cuts *L, struct tree *t)
{
	double v = bound(L), far = 1, xj;
	int i, j, r = -1, side, ok;

	if (v <= t->goal)
		return 1;
	if (whole(L, t->tmp)) {
		double w = 0;

		for (j = 0; j < L->n; j++)
			w += L->P->gain[j] * t->tmp[j];
		if (w > t->goal) {
			t->goal = w + 0.5;
			memcpy(t->cnt, t->tmp, sizeof(int) * (size_t)L->n);
			t->found = 1;
		}
		return 1;
	}
	for (i = 0; i < L->m; i++) {
		double f = L->x[i] - floor(L->x[i]);

		if (L->head[i] < L->n && f > EPS_FRAC && f < 1 - EPS_FRAC &&
		    fabs(f - 0.5) < far) {
			far = fabs(f - 0.5);
			r = i;
		}
	}
	if (r < 0)
		return 0;
	j = L->head[r];
	xj = L->x[r];
	for (side = 0; side < 2; side++) {
		struct keep *k;

		if (side == 1 && v <= t->goal)
			break;
		if (t->nodes <= 0 || (side == 1 && (L->ncuts == ARR_CUTS ||
		    L->nc[j] == ARR_CUTS)) || (k = keep_of(L)) == NULL)
			return 0;
		t->nodes--;
		if (side == 0)
			lay(L, j, (int)ceil(xj));
		else {
			L->cols[0] = j;
			L->mark[j] = 1;
			L->g[j] = 1;
			append(L, 1, (int64_t)floor(xj), xj);
		}
		switch (dual(L, STEPS_MAX)) {
		case 0:
			ok = primal(L) == 0 && node(L, t);
			break;
		case 2:
			ok = 1;
			break;
		default:
			ok = 0;
		}
		keep_move(L, k, 1);
		free(k);
		if (!ok)
			return 0;
	}
	return 1;
}

/* The tree from the rounds' point, towards goal, of nodes nodes at most,
 * once (where gate, only when the bound is less than a tile's
 * P->gate thousandths above the goal; 0: always): the most a whole
 * point lays when it was worked through (the goal less its half, or the
 * best whole point's weight, *found then, its counts in cnt[]), else the
 * rounds' bound (and, where not gate, *found too where it found a whole
 * point above the goal, not shown the best). */
static double
branch(struct arr_cuts *L, double goal, int *cnt, int *found, long nodes,
    int gate)
{
	struct tree t;
	int done;

	if (nodes <= 0 || L->treed || (gate && L->P->gate > 0 &&
	    bound(L) - (goal - 0.5) >= (double)L->P->gate / 1000 *
	    L->P->big))
		return L->best;
	L->treed = 1;
	if (dual(L, STEPS_MAX) != 0 || primal(L) != 0 ||
	    (t.tmp = malloc(sizeof(int) * (size_t)L->n)) == NULL)
		return L->best;
	t.goal = goal;
	t.found = 0;
	t.nodes = nodes;
	t.cnt = cnt;
	done = node(L, &t);
	free(t.tmp);
	/* at once, only a point shown the best: arr_lp_bound() takes a
	 * whole point for the answer and its bound as settled */
	*found = t.found && (done || !gate);
	return done ? t.goal - 0.5 : L->best;
}

/* The cuts' program, from P's basis: its optimum first, its bound in
 * *best (HUGE_VAL where the solve fails), and *found when it is whole
 * already (its columns' counts in cnt[]).  NULL where there are to be
 * no cuts or there is no memory. */
struct arr_cuts *
arr_cuts_start(const struct arr_prog *P, int *cnt, int *found,
    double *best)
{
	struct arr_cuts *L;
	size_t n = (size_t)P->n, nnz = (size_t)P->at[P->n];

	*found = 0;
	*best = HUGE_VAL;
	if (arr_cut_rounds <= 0 || P->m > ARR_LP_ROWS ||
	    (L = malloc(sizeof(*L))) == NULL)
		return NULL;
	memset(L, 0, offsetof(struct arr_cuts, binv));
	L->basic = malloc(sizeof(*L->basic) * (n + CR));
	L->nc = calloc(n, sizeof(*L->nc));
	L->ck = malloc(sizeof(*L->ck) * ARR_CUTS * n);
	L->cv = malloc(sizeof(*L->cv) * ARR_CUTS * n);
	L->rcol = malloc(sizeof(*L->rcol) * (nnz + ARR_CUTS * n));
	L->ra = malloc(sizeof(*L->ra) * (nnz + ARR_CUTS * n));
	L->acc = calloc(n, sizeof(*L->acc));
	L->mark = calloc(n, sizeof(*L->mark));
	L->laid = calloc(n, sizeof(*L->laid));
	L->cols = malloc(sizeof(*L->cols) * n);
	L->g = calloc(n, sizeof(*L->g));
	L->prow = malloc(sizeof(*L->prow) * n);
	if (L->basic == NULL || L->nc == NULL || L->ck == NULL ||
	    L->cv == NULL || L->rcol == NULL || L->ra == NULL ||
	    L->acc == NULL || L->mark == NULL || L->laid == NULL ||
	    L->cols == NULL ||
	    L->g == NULL || L->prow == NULL) {
		arr_cuts_free(L);
		return NULL;
	}
	start(L, P);
	/* the basis for the weight first: its point may be whole already */
	L->best = HUGE_VAL;
	if (primal(L) == 0) {
		*best = L->best = bound(L);
		*found = whole(L, cnt);
	}
	return L;
}

/* The rounds, where they were not run, then the tree (branch()) where
 * they end short: for arr_cuts_laid() and arr_cuts_tree(). */
static double
rounds_then_tree(struct arr_cuts *L, double goal, int *cnt, int *found,
    long nodes, int gate)
{
	*found = 0;
	if (L->best == HUGE_VAL)
		return HUGE_VAL;
	if (!L->rounded) {
		rounds(L, goal, cnt, found, &L->best);
		L->rounded = 1;
	}
	if (!*found && L->best > goal)
		L->best = branch(L, goal, cnt, found, nodes, gate);
	return L->best;
}

/* The rounds of cuts (see above) from where arr_cuts_start() left the
 * program, until the bound meets goal (a weight), then the tree where
 * its gate lets it (nodes nodes at most: 0, none): the least bound they
 * showed, *found when their point is whole (its counts in cnt[]). */
double
arr_cuts_laid(struct arr_cuts *L, double goal, int *cnt, int *found,
    long nodes)
{
	return rounds_then_tree(L, goal, cnt, found, nodes, 1);
}

/* The tree (above), later, towards goal, arr_cut_nodes2 nodes at most,
 * ungated: the rounds first where they were not run; what
 * arr_cuts_laid() returns.  Whether it can still be run (the rounds'
 * program solved, no tree run on it yet): arr_cuts_open(). */
double
arr_cuts_tree(struct arr_cuts *L, double goal, int *cnt, int *found)
{
	return rounds_then_tree(L, goal, cnt, found, arr_cut_nodes2, 0);
}

int
arr_cuts_open(const struct arr_cuts *L)
{
	return L->best != HUGE_VAL && !L->treed;
}

void
arr_cuts_free(struct arr_cuts *L)
{
	if (L == NULL)
		return;
	free(L->basic);
	free(L->nc);
	free(L->ck);
	free(L->cv);
	free(L->rcol);
	free(L->ra);
	free(L->acc);
	free(L->mark);
	free(L->laid);
	free(L->cols);
	free(L->g);
	free(L->prow);
	free(L);
}
