/*
 * bench_seat: how few repeat opponents does mixed seating leave, and how
 * fast?  For each instance (players/sittings) of issue 12: the repeats
 * seat_plan() leaves when it plans every sitting at once ("at once"),
 * when sitting 1 was a random draw it then continues from ("after 1"),
 * and when, as rkub event seat does, sitting 1 is random and each later
 * sitting is seated by its own call that plans the rest ("1 by 1",
 * timed by its slowest call); as ranges over the seeds; next to them the
 * repeats a plain shuffle-and-swap search leaves (written out below, as
 * TOURNAMENTS.md describes it: sitting by sitting, 10 m^2 a pair); the
 * median wall time over the seeds.  Then one sitting of 1,000 and 4,000
 * players after nine sittings of history.  Figures to read, not a test
 * that fails; every seating is checked (everyone seated once a sitting)
 * and its repeats counted here, not taken on trust.
 * Usage: bench_seat [seeds per instance, default 3]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "seat.h"

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static unsigned long long rng;

static int
rnd(int n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (int)(rng % (unsigned long long)n);
}

static long
sq(long x)
{
	return x * x;
}

static void
shuffle(int n, int *sit)
{
	int j, x, a;

	for (j = 0; j < n; j++)
		sit[j] = j;
	for (j = n - 1; j > 0; j--) {
		a = rnd(j + 1);
		x = sit[j];
		sit[j] = sit[a];
		sit[a] = x;
	}
}

/* The table of each place of one sitting. */
static void
places(int n, int *tp)
{
	int size[1024], nt = seat_tables(n, size), t, k, p = 0;

	for (t = 0; t < nt; t++)
		for (k = 0; k < size[t]; k++)
			tp[p++] = t;
}

/* Adds a sitting's meetings to met; returns the repeats it adds. */
static long
meet(int n, const int *tp, const int *sit, uint16_t *met)
{
	long r = 0;
	int a, b;

	for (a = 0; a < n; a++)
		for (b = a + 1; b < n && tp[b] == tp[a]; b++) {
			if (met[sit[a] * n + sit[b]] > 0)
				r++;
			met[sit[a] * n + sit[b]]++;
			met[sit[b] * n + sit[a]]++;
		}
	return r;
}

static void
check(int n, const int *sit)
{
	char seen[4096] = { 0 };
	int k;

	for (k = 0; k < n; k++) {
		if (sit[k] < 0 || sit[k] >= n || seen[sit[k]]) {
			fprintf(stderr, "bench_seat: %d players: bad seating\n", n);
			exit(1);
		}
		seen[sit[k]] = 1;
	}
}

/*
 * The plain search: sitting by sitting, a shuffle, then 100 n + 20,000
 * random exchanges kept when the tables' cost (10 m^2 a pair, m the
 * earlier meetings) does not grow.
 */
static long
plain(int n, int sittings, const int *tp, uint16_t *met, int *sit)
{
	long r = 0, it, d;
	int s, x, a, b, k, first[4097];

	for (k = n - 1; k >= 0; k--)
		first[tp[k]] = k;
	for (s = 0; s < sittings; s++) {
		shuffle(n, sit);
		for (it = 0; it < 100L * n + 20000; it++) {
			a = rnd(n);
			b = rnd(n);
			if (tp[a] == tp[b])
				continue;
			d = 0;
			for (k = first[tp[a]]; k < n && tp[k] == tp[a]; k++)
				if (k != a)
					d += 10 * (sq(met[sit[b] * n + sit[k]]) -
					    sq(met[sit[a] * n + sit[k]]));
			for (k = first[tp[b]]; k < n && tp[k] == tp[b]; k++)
				if (k != b)
					d += 10 * (sq(met[sit[a] * n + sit[k]]) -
					    sq(met[sit[b] * n + sit[k]]));
			if (d <= 0) {
				x = sit[a];
				sit[a] = sit[b];
				sit[b] = x;
			}
		}
		r += meet(n, tp, sit, met);
	}
	return r;
}

/*
 * seat_plan for sittings given history; returns the repeats counted from
 * the seating (history and plan) and the time in *ms.
 */
static long
planned(int n, int sittings, uint16_t *met, uint64_t seed, double *ms,
    int *tp)
{
	struct seat_input in;
	struct seat_output out;
	size_t len = seat_work_size(n, sittings);
	void *work = malloc(len);
	int *seat = malloc(sizeof(int) * (size_t)n * (size_t)sittings), s;
	long r = 0, a, b;
	double t0;

	memset(&in, 0, sizeof(in));
	memset(&out, 0, sizeof(out));
	in.n = n;
	in.sittings = sittings;
	in.method = SEAT_MIXED;
	in.seed = seed;
	in.met = met;
	out.seat = seat;
	t0 = now();
	if (seat_plan(&in, &out, work, len) != 0) {
		fprintf(stderr, "bench_seat: seat_plan refused %d/%d\n", n,
		    sittings);
		exit(1);
	}
	*ms = now() - t0;
	for (a = 0; a < n; a++)
		for (b = a + 1; b < n; b++)
			r += met[a * n + b] > 1 ? met[a * n + b] - 1 : 0;
	for (s = 0; s < sittings; s++) {
		check(n, seat + (size_t)s * (size_t)n);
		r += meet(n, tp, seat + (size_t)s * (size_t)n, met);
	}
	if (r != out.repeats) {
		fprintf(stderr, "bench_seat: %d/%d: %ld repeats, said %d\n", n,
		    sittings, r, out.repeats);
		exit(1);
	}
	free(work);
	free(seat);
	return r;
}

/*
 * The event's way: sitting 1 random, then each sitting seated on its own
 * by a call that plans the rest of the event and keeps the first; the
 * repeats at the end, the slowest call's time in *ms.
 */
static long
one_by_one(int n, int sittings, uint64_t seed, double *ms, int *tp)
{
	struct seat_input in;
	struct seat_output out;
	uint16_t *met = calloc((size_t)n * (size_t)n, sizeof(uint16_t));
	int *seat = malloc(sizeof(int) * (size_t)n * (size_t)sittings), s;
	long r = 0;
	double t0, t;

	*ms = 0;
	for (s = 0; s < sittings; s++) {
		size_t len = seat_work_size(n, sittings - s);
		void *work = malloc(len);

		memset(&in, 0, sizeof(in));
		memset(&out, 0, sizeof(out));
		in.n = n;
		in.sittings = sittings - s;
		in.method = s == 0 ? SEAT_RANDOM : SEAT_MIXED;
		in.seed = seed + (uint64_t)s;
		in.met = met;
		out.seat = seat;
		t0 = now();
		if (seat_plan(&in, &out, work, len) != 0)
			exit(1);
		t = now() - t0;
		*ms = t > *ms ? t : *ms;
		check(n, seat);
		r += meet(n, tp, seat, met);
		free(work);
	}
	free(met);
	free(seat);
	return r;
}

static int
lcmp(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	static const int inst[][2] = {
		{ 16, 5 }, { 20, 5 }, { 24, 7 }, { 28, 9 }, { 32, 10 },
		{ 40, 10 }, { 70, 4 }, { 1000, 10 },
	};
	int seeds = argc > 1 ? atoi(argv[1]) : 3, i, k, n, ks;
	double ms[3][64];
	long rep[3][64], base[64];

	if (seeds < 1 || seeds > 64)
		seeds = 3;
	printf("%-10s %10s %10s %10s %10s %8s %8s %8s\n", "", "at once",
	    "after 1", "1 by 1", "plain", "ms", "ms", "ms");
	printf("%-10s %10s %10s %10s %10s %8s %8s %8s\n", "players/k",
	    "repeats", "repeats", "repeats", "repeats", "at once", "after 1",
	    "slowest");
	for (i = 0; i < (int)(sizeof(inst) / sizeof(inst[0])); i++) {
		int *tp, *sit;
		uint16_t *met;

		n = inst[i][0];
		ks = inst[i][1];
		tp = malloc(sizeof(int) * (size_t)n);
		sit = malloc(sizeof(int) * (size_t)n);
		met = malloc(sizeof(uint16_t) * (size_t)n * (size_t)n);
		places(n, tp);
		for (k = 0; k < seeds; k++) {
			rng = 0x9E3779B97F4A7C15ULL + (unsigned long long)k;
			memset(met, 0, sizeof(uint16_t) * (size_t)n * (size_t)n);
			base[k] = plain(n, ks, tp, met, sit);
			memset(met, 0, sizeof(uint16_t) * (size_t)n * (size_t)n);
			rep[0][k] = planned(n, ks, met, (uint64_t)k + 1, &ms[0][k],
			    tp);
			/* Sitting 1 a random draw, the rest planned from it. */
			memset(met, 0, sizeof(uint16_t) * (size_t)n * (size_t)n);
			shuffle(n, sit);
			meet(n, tp, sit, met);
			rep[1][k] = planned(n, ks - 1, met, (uint64_t)k + 1,
			    &ms[1][k], tp);
			rep[2][k] = one_by_one(n, ks, (uint64_t)k + 1, &ms[2][k],
			    tp);
		}
		qsort(base, (size_t)seeds, sizeof(long), lcmp);
		qsort(rep[0], (size_t)seeds, sizeof(long), lcmp);
		qsort(rep[1], (size_t)seeds, sizeof(long), lcmp);
		qsort(ms[0], (size_t)seeds, sizeof(double), cmp);
		qsort(ms[1], (size_t)seeds, sizeof(double), cmp);
		qsort(rep[2], (size_t)seeds, sizeof(long), lcmp);
		qsort(ms[2], (size_t)seeds, sizeof(double), cmp);
		printf("%4d/%-5d %4ld..%-4ld %4ld..%-4ld %4ld..%-4ld %4ld..%-4ld "
		    "%8.1f %8.1f %8.1f\n", n, ks, rep[0][0], rep[0][seeds - 1],
		    rep[1][0], rep[1][seeds - 1], rep[2][0], rep[2][seeds - 1],
		    base[0], base[seeds - 1], ms[0][seeds / 2], ms[1][seeds / 2],
		    ms[2][seeds / 2]);
		fflush(stdout);
		free(tp);
		free(sit);
		free(met);
	}
	/* One sitting of a big club after nine sittings of history. */
	for (n = 1000; n <= 4000; n += 3000) {
		int *tp = malloc(sizeof(int) * (size_t)n);
		int *sit = malloc(sizeof(int) * (size_t)n);
		uint16_t *met = calloc((size_t)n * (size_t)n, sizeof(uint16_t));
		long r0, r;

		places(n, tp);
		rng = 42;
		r0 = plain(n, 9, tp, met, sit);
		for (k = 0; k < seeds; k++) {
			uint16_t *m2 = malloc(sizeof(uint16_t) * (size_t)n * (size_t)n);

			memcpy(m2, met, sizeof(uint16_t) * (size_t)n * (size_t)n);
			r = planned(n, 1, m2, (uint64_t)k + 1, &ms[0][k], tp);
			rep[0][k] = r - r0;
			free(m2);
		}
		qsort(ms[0], (size_t)seeds, sizeof(double), cmp);
		printf("%4d players, sitting 10 of 10: %ld new repeats, %.1f ms "
		    "(median)\n", n, rep[0][0], ms[0][seeds / 2]);
		free(tp);
		free(sit);
		free(met);
	}
	return 0;
}
