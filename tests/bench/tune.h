/*
 * tune.h: the benchmarks of rkub arrange with its tunables set from the
 * environment, and their work counted bag by bag, for tuning on a noisy
 * machine (bench only).
 *
 *  - RKUB_ARRANGE_TUNE="name=value ...": the variables of arrange_int.h
 *    by their names without "arr_" (early_dfs=1000 beam_tiles2=70;
 *    arr_knobs, arrange.c);
 *    an unknown name or a bad value stops the benchmark.
 *  - RKUB_ARRANGE_COUNT set, under valgrind --tool=callgrind
 *    --collect-atstart=no: each bag's instructions counted alone, a
 *    dump a bag ("bag N"; tests/bench/count_arrange.sh reads them).
 *    Counts are the same from run to run, where times on a shared
 *    machine move by a tenth.  Without valgrind's header, no dumps.
 */
#ifndef RKUB_BENCH_TUNE_H
#define RKUB_BENCH_TUNE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arrange_int.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define TUNE_CALLGRIND 1
#endif
#endif

/* Set the tunables RKUB_ARRANGE_TUNE names; 0, or -1 after a message. */
static inline int
tune_from_env(void)
{
	const char *s = getenv("RKUB_ARRANGE_TUNE");
	char name[32];
	size_t i;
	int n;
	long v;

	while (s != NULL && *s != '\0') {
		if (*s == ' ') {
			s++;
			continue;
		}
		if (sscanf(s, "%31[a-z_0-9]=%ld%n", name, &v, &n) != 2 ||
		    (s[n] != ' ' && s[n] != '\0')) {
			fprintf(stderr, "RKUB_ARRANGE_TUNE: not name=number: %s\n",
			    s);
			return -1;
		}
		for (i = 0; i < arr_nknobs &&
		    strcmp(arr_knobs[i].name, name) != 0; i++)
			;
		if (i == arr_nknobs) {
			fprintf(stderr, "RKUB_ARRANGE_TUNE: no such tunable: %s\n",
			    name);
			return -1;
		}
		*arr_knobs[i].v = v;
		s += n;
	}
	return 0;
}

/* Around one bag's solve: count it alone (RKUB_ARRANGE_COUNT). */
static inline int
tune_counting(void)
{
	static int on = -1;

	if (on < 0)
		on = getenv("RKUB_ARRANGE_COUNT") != NULL;
	return on;
}

static inline void
tune_count_start(void)
{
#ifdef TUNE_CALLGRIND
	if (tune_counting()) {
		CALLGRIND_ZERO_STATS;
		CALLGRIND_TOGGLE_COLLECT;
	}
#endif
}

static inline void
tune_count_end(int bag)
{
#ifdef TUNE_CALLGRIND
	char name[32];

	if (tune_counting()) {
		CALLGRIND_TOGGLE_COLLECT;
		snprintf(name, sizeof(name), "bag %d", bag);
		CALLGRIND_DUMP_STATS_AT(name);
	}
#else
	(void)bag;
#endif
}

#endif
