/*
 * bench_arrange: how long does rkub arrange take?  Bags from a fixed
 * seed: random layable tables of 20, 40, 60 and 106 tiles with 0, 1 and
 * 2 jokers, the same with one tile swapped for another the box still
 * holds (the hard cases, often not layable), XP bags of 60 tiles with 2,
 * 3 and 4 jokers, 60 tiles drawn at random from the box (harder still:
 * several are left over), and the best move onto a 33-tile table from a
 * 14-tile rack.  Prints the median, the 99th percentile and the worst
 * time per kind of bag; a figure to read, not a test that fails.  Every
 * answer is checked: each set valid, every tile accounted for.
 * Usage: bench_arrange [bags per kind, default 200] [only]
 * With only, the kinds whose name does not hold it are not solved nor
 * printed, but their bags are still drawn, so that the others are the
 * same bags as without it (for a profile of a few kinds).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rkub.h"
#include "bags.h"
#include "tune.h"

static void
report(const char *what, double *us, int m, const char *tail)
{
	qsort(us, (size_t)m, sizeof(us[0]), cmpd);
	printf("%-44s %4d %9.1f %9.1f %9.1f  %s\n", what, m, us[m / 2],
	    us[m - 1 - m / 100], us[m - 1], tail);
}

static double *us;
static const char *only;

/* The name of a kind of bag; 0 when it is left out (only). */
static int
label_of(char *label, size_t size, const char *what, int n, int jokers,
    int hard)
{
	snprintf(label, size, "%s, %d tiles, %d joker%s, %s", what, n,
	    jokers, jokers == 1 ? "" : "s", hard == 2 ? "drawn" :
	    hard ? "one swapped" : "layable");
	return only == NULL || strstr(label, only) != NULL;
}

static void
run(const char *what, const struct tileset *ts, int n, int jokers, int hard,
    int bags)
{
	static struct tile t[200];
	static struct arrangement a;
	char label[64], tail[64];
	struct bag b;
	int i, k, m = 0, unlayable = 0, bad = 0, on;

	on = label_of(label, sizeof(label), what, n, jokers, hard);
	for (i = 0; i < bags; i++) {
		int nt = n;

		if (hard == 2)
			drawn(ts, n, jokers, t);
		else if (n >= tileset_total(ts) - ts->jokers)
			full_box(ts, jokers, t, &nt);
		else if (layable(ts, n - jokers, 0, t) == 0) {
			for (k = 0; k < jokers; k++) {
				memset(&t[n - jokers + k], 0, sizeof(t[0]));
				t[n - jokers + k].joker = 1;
			}
		} else
			continue;
		if (hard == 1) {
			/* a tile for another the set still holds a copy of */
			int count[RK_NKINDS];

			memset(count, 0, sizeof(count));
			for (k = 0; k < nt; k++)
				count[tile_kind(&t[k])]++;
			k = (int)rnd((unsigned)(nt - jokers));
			for (;;) {
				struct tile x;

				memset(&x, 0, sizeof(x));
				x.colour = (uint8_t)rnd(4);
				x.num = (uint8_t)(1 + rnd((unsigned)ts->maxnum));
				if (count[tile_kind(&x)] < ts->copies ||
				    tile_kind(&x) == tile_kind(&t[k])) {
					t[k] = x;
					break;
				}
			}
		}
		if (!on)
			continue;
		bag_init(&b);
		for (k = 0; k < nt; k++)
			bag_add(&b, &t[k], 0);
		{
			double t0 = now();

			tune_count_start();
			arrange(&b, ts, 30, 0, &a);
			tune_count_end(i + 1);
			us[m++] = now() - t0;
		}
		if (a.nleft > 0)
			unlayable++;
		if (verify(t, nt, ts, &a) < 0)
			bad++;
	}
	if (!on)
		return;
	snprintf(tail, sizeof(tail), "%d not layable%s", unlayable,
	    bad ? "; WRONG ANSWERS" : "");
	report(label, us, m, tail);
}

/* The best move: a layable 33-tile table that must stay laid, and a
 * 14-tile rack drawn from what is left in the box. */
static void
best_move(const struct tileset *ts, int bags)
{
	static struct tile t[200];
	static struct arrangement a;
	char tail[64];
	int i, k, m = 0, played = 0;
	const char *what = "best move, 33-tile table, 14-tile rack";
	int on = only == NULL || strstr(what, only) != NULL;

	for (i = 0; i < bags; i++) {
		int count[RK_NKINDS];
		struct bag b;
		double t0;

		if (layable(ts, 33, 0, t) < 0)
			continue;
		memset(count, 0, sizeof(count));
		bag_init(&b);
		for (k = 0; k < 33; k++) {
			bag_add(&b, &t[k], 1);
			count[tile_kind(&t[k])]++;
		}
		for (k = 0; k < 14;) {
			struct tile r;

			memset(&r, 0, sizeof(r));
			if (rnd(40) == 0)
				r.joker = 1;
			else {
				r.colour = (uint8_t)rnd(4);
				r.num = (uint8_t)(1 + rnd((unsigned)ts->maxnum));
			}
			if (count[tile_kind(&r)] >= (r.joker ? ts->jokers : ts->copies))
				continue;
			count[tile_kind(&r)]++;
			bag_add(&b, &r, 0);
			k++;
		}
		if (!on)
			continue;
		t0 = now();
		tune_count_start();
		arrange(&b, ts, 30, 0, &a);
		tune_count_end(i + 1);
		us[m++] = now() - t0;
		played += 14 - a.nleft;
	}
	if (!on)
		return;
	snprintf(tail, sizeof(tail), "%.1f rack tiles played on average",
	    (double)played / m);
	report(what, us, m, tail);
}

int
main(int argc, char **argv)
{
	const struct tileset *std = tileset_find("standard"), *xp = tileset_find("xp");
	static const int sizes[] = { 20, 40, 60 };
	int i, j, h, bags = argc > 1 ? atoi(argv[1]) : 200;

	if (tune_from_env() < 0)
		return 2;
	only = argc > 2 ? argv[2] : NULL;
	if (bags < 1 || (us = malloc(sizeof(*us) * (size_t)bags)) == NULL)
		return 1;
	printf("%-44s %4s %9s %9s %9s  (microseconds)\n", "bags", "n", "median",
	    "99th", "worst");
	for (i = 0; i < 3; i++)
		for (j = 0; j <= 2; j++)
			for (h = 0; h <= 1; h++)
				run("standard", std, sizes[i], j, h, bags);
	best_move(std, bags);
	run("standard", std, 106, 2, 0, 3);
	for (j = 2; j <= 4; j++)
		for (h = 0; h <= 1; h++)
			run("xp", xp, 60, j, h, bags);
	run("xp", xp, 160, 4, 0, 3);
	for (j = 0; j <= 2; j++)
		run("standard", std, 60, j, 2, bags);
	for (j = 2; j <= 4; j++)
		run("xp", xp, 60, j, 2, bags);
	free(us);
	return 0;
}
