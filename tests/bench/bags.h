/*
 * bags.h: bags for the arrange benchmarks (bench_arrange, hard_arrange):
 * a seeded generator, layable bags, random draws, the whole box, and a
 * check that an answer accounts for every tile in valid sets.  Header
 * only: each benchmark is one file.
 */
#ifndef BAGS_H
#define BAGS_H

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rkub.h"

static unsigned long long rng = 0x9E3779B97F4A7C15ULL;

static inline unsigned
rnd(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % n);
}

static inline double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* A layable bag of n tiles: random runs and groups from the box. */
static inline int
layable(const struct tileset *ts, int n, int jokers, struct tile *out)
{
	int supply[RK_NCOLOURS][RK_MAXNUM + 1], total, tries, i, k;

	for (tries = 0; tries < 10000; tries++) {
		int setstart[64], nsets = 0;

		total = 0;
		for (i = 0; i < RK_NCOLOURS; i++)
			for (k = 1; k <= ts->maxnum; k++)
				supply[i][k] = ts->copies;
		while (total < n) {
			int room = n - total, len, c, v;

			if (room < 3)
				break;
			setstart[nsets++] = total;
			if (!ts->runs_only && rnd(2)) {
				unsigned used = 0;

				len = 3 + (int)rnd(2);
				if (len > room)
					len = 3;
				v = 1 + (int)rnd((unsigned)ts->maxnum);
				for (k = 0; k < len; k++) {
					for (c = (int)rnd(4); (used >> c) & 1; c = (c + 1) % 4)
						;
					if (supply[c][v] == 0)
						break;
					used |= 1u << c;
					supply[c][v]--;
					out[total].colour = (uint8_t)c;
					out[total].num = (uint8_t)v;
					out[total].joker = out[total].pinned = 0;
					total++;
				}
				if (k < len)
					break;
			} else {
				len = 3 + (int)rnd(4);
				if (len > room)
					len = room < 6 ? room : 3;
				if (len > ts->maxnum)
					len = ts->maxnum;
				c = (int)rnd(4);
				v = 1 + (int)rnd((unsigned)(ts->maxnum - len + 1));
				for (k = 0; k < len; k++) {
					if (supply[c][v + k] == 0)
						break;
					supply[c][v + k]--;
					out[total].colour = (uint8_t)c;
					out[total].num = (uint8_t)(v + k);
					out[total].joker = out[total].pinned = 0;
					total++;
				}
				if (k < len)
					break;
			}
		}
		if (total != n)
			continue;
		/* jokers replace tiles of different sets */
		for (i = 0; i < jokers && i < nsets; i++) {
			int at = setstart[(int)rnd((unsigned)nsets)];

			if (out[at].joker)
				at++;
			out[at].joker = 1;
		}
		return 0;
	}
	return -1;
}

/* n tiles drawn from the box, jokers among them. */
static inline void
drawn(const struct tileset *ts, int n, int jokers, struct tile *out)
{
	static struct tile box[200];
	int c, v, k, m = 0;

	for (c = 0; c < RK_NCOLOURS; c++)
		for (v = 1; v <= ts->maxnum; v++)
			for (k = 0; k < ts->copies; k++) {
				memset(&box[m], 0, sizeof(box[0]));
				box[m].colour = (uint8_t)c;
				box[m++].num = (uint8_t)v;
			}
	for (k = 0; k < n - jokers; k++) {
		int at = k + (int)rnd((unsigned)(m - k));
		struct tile x = box[at];

		box[at] = box[k];
		box[k] = x;
		out[k] = x;
	}
	for (; k < n; k++) {
		memset(&out[k], 0, sizeof(out[0]));
		out[k].joker = 1;
	}
}

static inline void
full_box(const struct tileset *ts, int jokers, struct tile *out, int *n)
{
	int c, v, k;

	*n = 0;
	for (c = 0; c < RK_NCOLOURS; c++)
		for (v = 1; v <= ts->maxnum; v++)
			for (k = 0; k < ts->copies; k++) {
				memset(&out[*n], 0, sizeof(out[0]));
				out[*n].colour = (uint8_t)c;
				out[(*n)++].num = (uint8_t)v;
			}
	for (k = 0; k < jokers; k++) {
		memset(&out[*n], 0, sizeof(out[0]));
		out[(*n)++].joker = 1;
	}
}

/* Is the answer an arrangement of exactly these tiles, every set valid
 * and none of jokers only? */
static inline int
verify(const struct tile *t, int n, const struct tileset *ts,
    const struct arrangement *a)
{
	int count[RK_NKINDS], i, k;
	struct set_result r;
	struct rk_diag d;

	memset(count, 0, sizeof(count));
	for (i = 0; i < n; i++)
		count[tile_kind(&t[i])]++;
	for (i = 0; i < a->nsets; i++) {
		int real = 0;

		if (set_check(a->sets[i].t, (size_t)a->sets[i].n, ts, &r, &d) < 0)
			return -1;
		for (k = 0; k < a->sets[i].n; k++) {
			count[tile_kind(&a->sets[i].t[k])]--;
			real += !a->sets[i].t[k].joker;
		}
		if (real == 0)
			return -1;      /* no set is jokers only */
	}
	for (i = 0; i < a->nleft; i++)
		count[tile_kind(&a->left[i])]--;
	for (i = 0; i < RK_NKINDS; i++)
		if (count[i] != 0)
			return -1;
	return 0;
}

static inline int
cmpd(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

#endif
