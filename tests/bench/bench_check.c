/*
 * bench_check: how long does rkub take to validate a full table?  Builds
 * the whole 106-tile standard set and the whole 160-tile XP set as valid
 * tables, then parses and checks each many times.  Prints microseconds
 * per check; a figure to read, not a test that fails.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "rkub.h"

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Every tile of the set laid out: each colour as full runs, except that
 * every pair of jokers joins a 13 (j j o13) whose run then stops at 12. */
static void
full_table(const struct tileset *ts, char *buf, size_t len)
{
	static const char col[] = "krbo";
	size_t at = 0;
	int c, copy, pairs = ts->jokers / 2;

	buf[0] = '\0';
	for (copy = 0; copy < ts->copies; copy++)
		for (c = 3; c >= 0; c--) {
			if (copy == 0 && pairs > 0) {
				at += (size_t)snprintf(buf + at, len - at,
				    "%c1-%d | j j %c%d\n", col[c], ts->maxnum - 1,
				    col[c], ts->maxnum);
				pairs--;
			} else
				at += (size_t)snprintf(buf + at, len - at,
				    "%c1-%d\n", col[c], ts->maxnum);
		}
}

/* The same tiles written one by one in sets of three or four (a joker
 * ends a colour's first run), the sets split by sep: "\n" for one set a
 * line, " | " for the whole table on one line. */
static void
tile_table(const struct tileset *ts, const char *sep, char *buf, size_t len)
{
	static const char col[] = "krbo";
	size_t at = 0;
	int c, copy, k, jokers = ts->jokers, first = 1;

	buf[0] = '\0';
	for (copy = 0; copy < ts->copies; copy++)
		for (c = 0; c < 4; c++)
			for (k = 1; k <= ts->maxnum; k += 3) {
				int end = ts->maxnum - k < 6 ? ts->maxnum : k + 2, m;

				at += (size_t)snprintf(buf + at, len - at, "%s",
				    first ? "" : sep);
				first = 0;
				for (m = k; m <= end; m++)
					at += (size_t)snprintf(buf + at, len - at,
					    "%s%c%d", m == k ? "" : " ", col[c], m);
				if (k == 1 && jokers > 0 && end < ts->maxnum) {
					at += (size_t)snprintf(buf + at, len - at, " j");
					jokers--;
					k++;   /* the joker stands for the next one */
					at += 0;
				}
				if (end == ts->maxnum)
					break;
			}
	at += (size_t)snprintf(buf + at, len - at, "\n");
}

static int
check_all(const char *text, const struct tileset *ts, int *ntiles)
{
	static struct layout l;
	struct set_result r;
	struct rk_diag d;
	struct supply_excess ex[RK_NKINDS];
	int i, bad = 0;

	layout_init(&l);
	if (layout_parse(&l, text, strlen(text), &d) < 0)
		return -1;
	for (i = 0; i < l.nsets; i++)
		if (set_check(l.tiles + l.sets[i].first, (size_t)l.sets[i].n,
		    ts, &r, &d) < 0)
			bad++;
	bad += supply_check(l.tiles, (size_t)l.ntiles, ts, ex, RK_NKINDS);
	*ntiles = l.ntiles;
	return bad;
}

static void
bench(const char *name)
{
	const struct tileset *ts = tileset_find(name);
	static char text[8192];
	int i, n = 100000, ntiles = 0, bad;
	double t0, t1;

	full_table(ts, text, sizeof(text));
	bad = check_all(text, ts, &ntiles);
	if (bad != 0 || ntiles != tileset_total(ts)) {
		printf("%s: the full table did not check: %d bad, %d tiles\n",
		    name, bad, ntiles);
		return;
	}
	t0 = now();
	for (i = 0; i < n; i++)
		bad += check_all(text, ts, &ntiles);
	t1 = now();
	printf("check %-8s full table, %3d tiles: %.2f us per check "
	    "(parse + every set + supply), %d runs\n", name, ntiles,
	    (t1 - t0) / n * 1e6, n);
}

/* One set a line against the whole table on one line: linear either way. */
static void
bench_lines(const char *name)
{
	const struct tileset *ts = tileset_find(name);
	static char text[2][8192];
	const char *const seps[2] = { "\n", " | " };
	int i, k, n = 100000, ntiles = 0, bad;
	double t0, t1;

	for (k = 0; k < 2; k++) {
		tile_table(ts, seps[k], text[k], sizeof(text[k]));
		bad = check_all(text[k], ts, &ntiles);
		if (bad != 0) {
			printf("%s: the tile-by-tile table did not check: %d bad\n",
			    name, bad);
			return;
		}
		t0 = now();
		for (i = 0; i < n; i++)
			bad += check_all(text[k], ts, &ntiles);
		t1 = now();
		printf("check %-8s %3d tiles one by one, %s: %.2f us per "
		    "check, %d runs\n", name, ntiles, k ? "on one line" :
		    "a set a line", (t1 - t0) / n * 1e6, n);
	}
}

int
main(void)
{
	bench("standard");
	bench("xp");
	bench_lines("standard");
	bench_lines("xp");
	return 0;
}
