/*
 * tune.h: the benchmarks of rkub arrange with its tunables set from the
 * environment, and their work counted bag by bag, for tuning on a noisy
 * machine (bench only).
 *
 *  - RKUB_ARRANGE_TUNE="name=value ...": the variables of arrange_int.h
 *    by their names without "arr_" (early_dfs=1000 beam_tiles2=70);
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

static struct {
	const char *name;
	long *v;
} const tunables[] = {
	{ "dfs_limit", &arr_dfs_limit }, { "spare_limit", &arr_spare_limit },
	{ "rungs", &arr_rungs }, { "rung_limit", &arr_rung_limit },
	{ "rung_gap", &arr_rung_gap }, { "rung_max", &arr_rung_max },
	{ "lp_rungs", &arr_lp_rungs }, { "lp_rungs2", &arr_lp_rungs2 },
	{ "rung_probe", &arr_rung_probe }, { "lp_gap", &arr_lp_gap },
	{ "lp_rung_gap2", &arr_lp_rung_gap2 },
	{ "lower_per_trans", &arr_lower_per_trans },
	{ "beam_width", &arr_beam_width }, { "beam_width2", &arr_beam_width2 },
	{ "beam_width0", &arr_beam_width0 },
	{ "beam_jokers2", &arr_beam_jokers2 },
	{ "beam_tiles1", &arr_beam_tiles1 }, { "beam_tiles2", &arr_beam_tiles2 },
	{ "beam_bound", &arr_beam_bound }, { "beam_spare", &arr_beam_spare },
	{ "lp_tiles", &arr_lp_tiles }, { "lp_early", &arr_lp_early },
	{ "early_spare", &arr_early_spare }, { "early_dfs", &arr_early_dfs },
	{ "early_tiles2", &arr_early_tiles2 }, { "early_dfs2", &arr_early_dfs2 },
	{ "lp_sweep", &arr_lp_sweep }, { "lp_cut", &arr_lp_cut },
	{ "cap_spare", &arr_cap_spare }, { "cap_dfs", &arr_cap_dfs },
	{ "lp_dfs", &arr_lp_dfs },
	{ "lp_dives", &arr_lp_dives }, { "dive_dfs", &arr_dive_dfs },
	{ "dive_sweep", &arr_dive_sweep }, { "lp_warm", &arr_lp_warm },
	{ "lp_ease", &arr_lp_ease },
	{ "lp_ease_tiles", &arr_lp_ease_tiles },
	{ "sweep_probe", &arr_sweep_probe },
	{ "look_states", &arr_look_states }, { "look_steps", &arr_look_steps },
	{ "race", &arr_race },
	{ "probe_steps", &arr_probe_steps },
	{ "probe_per_trans", &arr_probe_per_trans },
};

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
		for (i = 0; i < sizeof(tunables) / sizeof(tunables[0]) &&
		    strcmp(tunables[i].name, name) != 0; i++)
			;
		if (i == sizeof(tunables) / sizeof(tunables[0])) {
			fprintf(stderr, "RKUB_ARRANGE_TUNE: no such tunable: %s\n",
			    name);
			return -1;
		}
		*tunables[i].v = v;
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
