/*
 * arrange.c: can these tiles be laid out in valid sets, and if not, which
 * fewest tiles (then lowest value) are left over?  Exact.  The entry
 * point, arrange(), and the plan of the search; the words (bag, step,
 * slot, tuple, key, state, cost, sweep, work) are defined in
 * arrange_int.h, and each job is a file of its own:
 *   arrange_greedy.c   a quick arrangement, the first bound
 *   arrange_lp.c       a linear program over the sets: a bound on what
 *                      must be left over, and arrangements read from it
 *   arrange_settle.c   what the program settles: its bound met by its
 *                      arrangement, by what it leaves laid, or by a dive
 *   arrange_mend.c     the known arrangement mended: the tiles it leaves
 *                      and the sets near them laid again, whole
 *   arrange_bound.c    a lower bound on the cost still to come
 *   arrange_slots.c    what the slots of one colour can do at a number
 *   arrange_dfs.c      can it all be laid?  depth first
 *   arrange_table.c    the depth-first search's states: a hash table
 *   arrange_sweep.c    the sweep: every state once, at its least cost
 *   arrange_ways.c     which way the sweep goes: up or down the numbers
 *   arrange_rebuild.c  the sets, read back from the path of a state
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
 * A "may" tile that no set of the bag's tiles could hold is left over
 * whatever is laid: when they are many (arr_out_of), arrange() takes
 * them out, and puts them back among the tiles left.
 * Only reachable states are kept, and of two states that one can do all
 * the other can (in every colour, with the same jokers and groups begun)
 * at no more cost, the other is dropped.  The plan, each phase a
 * function of its own in arrange_solve() (greedy(), arr_lp_settle(),
 * spare_jokers(), nothing_left(), bound_probe(), rungs(), floor_probe(),
 * value_sweep(), beams(), exact_sweep()), what each leaves the next in a
 * struct plan:
 *  1. a greedy arrangement: when it leaves nothing over, the answer;
 *  1a. on bags of arr_lp_tiles tiles or more, or of arr_lp_left_tiles
 *     by tiles whose greedy arrangement leaves arr_lp_left, the linear
 *     program
 *     (arrange_lp.c, settled by arrange_settle.c; for smaller bags
 *     only where 2 leaves the bag open: when its searches, cut short,
 *     give up (arr_cap_dfs; without jokers arr_cap_dfs0); before 3 in
 *     XP and on standard bags of arr_lp_early tiles with a joker, or
 *     with a joker (or without one, of arr_lp_gap0_tiles tiles or
 *     more) where
 *     the greedy arrangement leaves arr_lp_gap tiles more than must be;
 *     on
 *     standard bags without jokers where the beams of 3 first cut
 *     (arr_lp_cut); else after the beams of 3): its bound, met by an
 *     arrangement read from its optimum (on standard bags without
 *     jokers or of arr_cut_jtiles tiles or fewer, and on XP bags
 *     where its bound shows a tile must be left (arr_cut_xp0; with up
 *     to arr_cut_xpj jokers), from its optimum cut down to a whole point:
 *     arrange_cuts.c; in XP, where the cuts end short, by branch and
 *     bound over them, the tree: at once where their bound is within a
 *     tenth of a tile of the goal, arr_cut_gate, else kept for the
 *     rung of 3, arr_cut_defer; the cuts' bound kept where they end
 *     short, arr_cut_short),
 *     by the known arrangement mended where the program shows nothing
 *     need be left, on bags without jokers (arrange_mend.c), by what
 *     its optimum leaves over
 *     with the rest laid depth first (lp_rest(); after the rungs of 3
 *     on bags without jokers where it shows two tiles or more must be
 *     left, arr_lp_rest_late), or by diving (sets
 *     laid for good, the program solved again, the rest left to a
 *     search), is the answer; else the bound, the fewest tiles, and the
 *     prices the lower bound of 5 starts from (and that prunes the
 *     rungs of 3); and when the known arrangement leaves as many tiles
 *     as must be, the exact sweep of 4 with the lower bound of 5 before
 *     the beams (arr_lp_sweep; in XP arr_lp_sweep3, fewer, and without
 *     jokers arr_lp_sweep30, fewer still, going on where it is far
 *     along: arr_sweep30_far);
 *  2. whether nothing need be left over, depth first and fewest jokers
 *     first, so a bag that can be laid is usually found without
 *     visiting the rest (for at most arr_dfs_limit states, fewer on
 *     the standard bags the program comes early for: arr_early_dfs,
 *     arr_early_dfs2 on the smallest of them; first without the jokers,
 *     when they may be only spare); on the other bags the program has
 *     not come for, cut short first (arr_cap_spare, arr_cap_dfs, or
 *     without jokers arr_cap_dfs0): then the program, and the
 *     depth-first search in full only when it leaves the bag open;
 *  3. else, on XP bags without jokers where the program's cuts raised
 *     its bound, the tiles its last solve leaves that meet the bound
 *     taken out and the rest laid whole depth first, the answer when
 *     laid (bound_probe(): arr_bprobe_dfs, arr_bprobe_tries,
 *     arr_bprobe_most, arr_bprobe_raised); then, when the greedy
 *     arrangement leaves a few tiles more than must be, the exact sweep
 *     of 4 allowing only as many as must be
 *     (a rung, as the ladder of earlier versions had; arr_rungs; on
 *     standard bags probed both ways as in 5a: rung_sweep(); on XP bags
 *     without jokers raced both ways as in 5c: rung_race(), after
 *     the sweep up, gone on where it is far along: arr_rung_far; but
 *     first, where the program's tree waits, the tree, as where the
 *     rung gives up: arr_cut_defer); then, on XP bags without jokers
 *     whose known arrangement leaves those tiles worth a little more
 *     than the cheapest of the bag, the floor: those cheapest taken
 *     out and the rest laid whole depth first, the answer when laid
 *     (floor_probe(): arr_floor_dfs, arr_floor_gap);
 *     else a sweep that keeps only the cheapest states of each step (a
 *     beam, arr_beam_width wide, arr_beam_width2 where the bound
 *     comes anyway: two copies and two jokers, or one joker and many
 *     tiles; arr_beam_width0 on standard bags without jokers once the
 *     program is made, and before it arr_lp_cut, giving up for the
 *     program where that cap first cuts)
 *     finds a real arrangement, mostly the best, as a bound, the
 *     bag up and mirrored (after a rung race, first the way it ended,
 *     and the other not when that one leaves the fewest tiles:
 *     arr_beam_raced); on small bags the cap cuts nothing, and
 *     the beam is the exact sweep of 4;
 *  4. the sweep of every state cheaper than the beams' cost, each made
 *     once at its least cost, finds the best or shows the beams' is;
 *  5. but when it has taken about as long as the lower bound would to
 *     work out (arr_lower_per_trans), it gives up for the bound on the
 *     cost still to come from any state (a Lagrangian relaxation,
 *     arrange_bound.c: about 0.7-0.9 ms to make on the hardest standard
 *     bags, 2.5-3.5 ms on XP ones, where it also bounds the value of the
 *     tiles left; from the program's prices, in XP those of the bag with
 *     a joker fewer, arr_lp_ease in arrange_lp.c):
 *     when the bound at the start reaches the beams' cost,
 *     that is the answer; else the sweep again, dropping the states
 *     whose cost and bound reach it.  The bound drops only states none
 *     of whose completions can beat what is known: the answer, and the
 *     path read back, are the ones the sweep makes without it.  A bag
 *     can take many times the states up the numbers it takes down them,
 *     or the other way, so (5a, arrange_ways.c) past a short start the
 *     other way is tried too, for a few hundred states, and the way
 *     that got further goes on from where it stopped; in XP, where both
 *     ways have the bound (the bound beams make it), the two ways race
 *     instead (5c), a step at a time, until one ends (up going on from
 *     the value sweep where that gave up under the same cost:
 *     arr_value_resume); first, when the known arrangement leaves more
 *     tiles than must be left (one or more), allowing only as many (the
 *     race's rung).
 * Earlier versions deepened a bound by one tile at a time (a ladder of
 * passes) in hash tables, and raced a search down the numbers in a
 * second thread; measured, the ladder's repeated work was under 1% of
 * the last pass, whose states cost about 100 ns each in cache misses:
 * the sweep's flat arrays, taken a group of states at a time, and
 * dominance across colours are what made it fast, and one thread does
 * the work (the race spent twice the CPU time to save a third of it).
 *
 * Memory: the states of each step (malloc, all freed before arrange()
 * returns); arrange() returns -1 when malloc fails.
 */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "arrange_int.h"

/*
 * The "may" tiles that no set of the bag's tiles could hold (in_some_set())
 * are left over whatever is laid.  When they are this percent of the
 * bag's numbered tiles or more (0: never), and the greedy arrangement
 * does not lay the bag, arrange() takes them out, searches the rest, and
 * puts them among the tiles left.  The search aimed at the ratio to the
 * integer program (tests/bench/hard_arrange.c, ratio), in a first form,
 * found standard bags of 20-22 tiles in which no set can be made at all,
 * 17-48 us each for the whole plan: 5 us at most now.  No bag of the
 * corpora (2,453) changes, bench_arrange's kinds 0-0.5% more
 * instructions (the masks, after the greedy arrangement).
 * Taken out however few they are, the standard corpora took 12.76 ->
 * 12.68 billion instructions (hard5 and hard11 0.90 and 0.92,
 * bench_arrange's bags without jokers and a tile swapped 0.62-0.87), but
 * hard11 standard 38, 40 and 41 (62-63 tiles, seven or eight of them in
 * no set) 1.96 times, and under ten times the integer program in a sitting (8.0-9.2):
 * with those tiles in, the depth-first search shows at once that one
 * must be left; without, it runs to its limit before the program.  With
 * that search cut to 300 states, or the program first, where tiles were
 * taken out: other bags of hard11 2-3.5 times, the best move 17%.
 */
long arr_out_of = 50;

/*
 * Every tunable above and in arrange_lp.c, arrange_settle.c,
 * arrange_mend.c and arrange_bound.c, by its name without "arr_": what the benchmarks set
 * from the environment (tests/bench/tune.h) and the unit tests put back
 * after each test.
 */
const struct arr_knob arr_knobs[] = {
	{ "dfs_limit", &arr_dfs_limit }, { "spare_limit", &arr_spare_limit },
	{ "rungs", &arr_rungs }, { "rung_limit", &arr_rung_limit },
	{ "rung_limit30", &arr_rung_limit30 },
	{ "rung_race30", &arr_rung_race30 }, { "beam_aim", &arr_beam_aim },
	{ "beam_raced", &arr_beam_raced }, { "beam_aimed", &arr_beam_aimed },
	{ "value_resume", &arr_value_resume }, { "beam_way", &arr_beam_way },
	{ "lp_rest_late", &arr_lp_rest_late },
	{ "rung_gap", &arr_rung_gap }, { "rung_max", &arr_rung_max },
	{ "lp_rungs", &arr_lp_rungs }, { "lp_rungs2", &arr_lp_rungs2 },
	{ "lp_rungs20", &arr_lp_rungs20 },
	{ "rungs_raced", &arr_rungs_raced },
	{ "rung_probe", &arr_rung_probe }, { "lp_gap", &arr_lp_gap },
	{ "lp_gap0_tiles", &arr_lp_gap0_tiles },
	{ "lp_rung_gap2", &arr_lp_rung_gap2 },
	{ "lower_per_trans", &arr_lower_per_trans },
	{ "beam_width", &arr_beam_width }, { "beam_width2", &arr_beam_width2 },
	{ "beam_width0", &arr_beam_width0 },
	{ "beam_jokers2", &arr_beam_jokers2 },
	{ "beam_tiles1", &arr_beam_tiles1 }, { "beam_tiles2", &arr_beam_tiles2 },
	{ "beam_tiles2p", &arr_beam_tiles2p },
	{ "beam_few0", &arr_beam_few0 }, { "beam_cols0", &arr_beam_cols0 },
	{ "beam_bound", &arr_beam_bound }, { "beam_bound0", &arr_beam_bound0 },
	{ "beam_rank", &arr_beam_rank },
	{ "beam_spare", &arr_beam_spare }, { "floor_dfs", &arr_floor_dfs },
	{ "floor_gap", &arr_floor_gap },
	{ "floor_slack", &arr_floor_slack }, { "bprobe_dfs", &arr_bprobe_dfs },
	{ "bprobe_tries", &arr_bprobe_tries },
	{ "bprobe_most", &arr_bprobe_most },
	{ "bprobe_raised", &arr_bprobe_raised },
	{ "lp_tiles", &arr_lp_tiles }, { "lp_early", &arr_lp_early },
	{ "early_spare", &arr_early_spare }, { "early_dfs", &arr_early_dfs },
	{ "early_tiles2", &arr_early_tiles2 }, { "early_dfs2", &arr_early_dfs2 },
	{ "lp_sweep", &arr_lp_sweep }, { "lp_sweep3", &arr_lp_sweep3 },
	{ "lp_sweep30", &arr_lp_sweep30 },
	{ "sweep30_far", &arr_sweep30_far },
	{ "sweep30_more", &arr_sweep30_more },
	{ "rung_far", &arr_rung_far }, { "rung_more", &arr_rung_more },
	{ "lp_cut", &arr_lp_cut }, { "cut_rounds", &arr_cut_rounds },
	{ "cut_round", &arr_cut_round }, { "cut_jtiles", &arr_cut_jtiles },
	{ "cut_goal", &arr_cut_goal }, { "cut_xp0", &arr_cut_xp0 },
	{ "cut_xpj", &arr_cut_xpj }, { "cut_roundj", &arr_cut_roundj },
	{ "cut_payj", &arr_cut_payj }, { "cut_gatej", &arr_cut_gatej },
	{ "cut_nodes", &arr_cut_nodes }, { "cut_nodes2", &arr_cut_nodes2 },
	{ "cut_gate", &arr_cut_gate }, { "cut_defer", &arr_cut_defer },
	{ "cut_short", &arr_cut_short }, { "sweep_cut", &arr_sweep_cut },
	{ "sweep_cut_tiles", &arr_sweep_cut_tiles },
	{ "lp_crash", &arr_lp_crash }, { "lp_crash2", &arr_lp_crash2 },
	{ "cap_spare", &arr_cap_spare }, { "cap_dfs", &arr_cap_dfs },
	{ "cap_dfs0", &arr_cap_dfs0 }, { "cap_groups", &arr_cap_groups },
	{ "lp_left", &arr_lp_left },
	{ "lp_left_tiles", &arr_lp_left_tiles },
	{ "lp_dfs", &arr_lp_dfs }, { "lp_dfs0", &arr_lp_dfs0 },
	{ "lp_dives", &arr_lp_dives }, { "lp_dives0", &arr_lp_dives0 },
	{ "lp_more", &arr_lp_more }, { "lp_more_n", &arr_lp_more_n },
	{ "dive_dfs", &arr_dive_dfs }, { "dive_dfs2", &arr_dive_dfs2 },
	{ "dive_dfs3", &arr_dive_dfs3 },
	{ "dive_sweep", &arr_dive_sweep }, { "lp_warm", &arr_lp_warm },
	{ "mend_ring", &arr_mend_ring }, { "mend_tiles", &arr_mend_tiles },
	{ "mend_limit", &arr_mend_limit },
	{ "lp_ease", &arr_lp_ease },
	{ "lp_ease_tiles", &arr_lp_ease_tiles },
	{ "sweep_probe", &arr_sweep_probe },
	{ "look_states", &arr_look_states }, { "look_steps", &arr_look_steps },
	{ "race", &arr_race }, { "race0", &arr_race0 },
	{ "race_on", &arr_race_on }, { "probe_steps2", &arr_probe_steps2 },
	{ "race_rungs", &arr_race_rungs }, { "std_rung", &arr_std_rung },
	{ "std_rung_jokers", &arr_std_rung_jokers },
	{ "probe_mark2", &arr_probe_mark2 }, { "race_one", &arr_race_one },
	{ "probe_steps", &arr_probe_steps },
	{ "probe_per_trans", &arr_probe_per_trans },
	{ "out_of", &arr_out_of }, { "bound_keep", &arr_bound_keep },
};
const size_t arr_nknobs = sizeof(arr_knobs) / sizeof(arr_knobs[0]);

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

/*
 * When the exact sweep is worth the lower bound (arrange_bound.c): once
 * it has made arr_lower_per_trans states for each transition the bound
 * goes through (arr_bound_cost(), an estimate: 90 in standard with 2
 * jokers, 300 in XP with 4), about as long as the bound takes to work
 * out, so that a bag pays for the bound only after spending as much
 * without it.  Measured
 * on the hard corpora: about 8 states a us in the sweep, 6-8 us a
 * transition in the bound (0.5 ms standard, 2.5 ms XP).  A variable:
 * the tests have it at 0, the bound at once.
 */
long arr_lower_per_trans = 64;

/*
 * The beams' width: the states a step keeps in the sweeps that look for
 * a bound.  Wider, a better bound for the exact sweep, but beams that cost
 * more; and a beam its cap never cuts is the exact sweep (most bags under
 * 60 tiles).  Chosen on the hard corpora (make bench-hard, CPU median /
 * worst ms, side by side, 11:00-11:40 on the day of issue 15) with the
 * bound of that day: in standard (two copies), widths 512 / 192 / 128 /
 * 64 gave hard_standard 4.6/6.6, 2.7/4.7, 2.4/4.7 (2.7/4.2 in another
 * run), 2.7/9.3 and hard2_standard 3.1/3.7, 2.3/3.2, 2.0/3.1, 2.2/2.7;
 * bench_arrange's 60-tile drawn bags, 128 against 512: 0 and 1 joker
 * 10-13% slower (the one beam of 512 was the whole exact sweep), 2
 * jokers a third faster.  In XP (three copies), 256 / 512 / 768 / 1024
 * gave hard_xp 11.0/54, 12.7/27, 12.0/30, 13.9/23 and hard2_xp 4.9/14,
 * 7.0/14, 7.7/17, 8.3/14: narrow beams miss the best by a tile or two
 * and the exact sweep pays.  Without the beams down the bag mirrored
 * hard2 took 5 times as long.  The narrow beams in standard only from
 * arr_beam_jokers2 jokers on: with fewer, 512 wide, bench_arrange's
 * drawn bags went back (0 jokers 137 -> 118 us, 1 joker 778 -> 679), and
 * the few hard bags with 1 joker took 3.4 ms instead of 2.1 (under 5
 * still).  Re-tune when the bound changes: a stronger one makes a worse
 * beam cheaper to recover from.  Variables: the tests narrow them so
 * that small bags come to the exact sweep and its bound.
 */
long arr_beam_width = SWEEP_BEAM, arr_beam_width2 = SWEEP_BEAM2;
long arr_beam_jokers2 = 2, arr_beam_width0 = 16;

/*
 * arr_beam_width2 was 128 and is 32 (in standard: in XP the bound beams
 * set their own width): the twenty-eighth adversarial search
 * (hard28_standard.txt, against 64060c9) found standard bags of 42-43
 * tiles with a joker and 25-27 with two, 7.6-9.6 times faster than the
 * integer program, where the narrow beams made most of 2,200-3,200
 * states (hard28 standard 13: 2,786 states at 128, 1,105 at 32); the
 * lower bound after them, stronger than when 128 was chosen, makes up
 * for a worse beam.  Counted (callgrind, every bag once), 128 -> 64 /
 * 48 / 32 / 24: the standard corpora 0.891 / 0.866 / 0.845 / 0.836 of the
 * instructions, the dearest bag 0.98 / 1.06 / 1.03 / 1.21 times the
 * dearest before; hard28 standard's ten such bags 0.79-0.95 / 0.71-0.93
 * / 0.59-0.90 / 0.54-0.88; at 32, the bags made dearer the most hard4
 * standard 27 and 9 (2.03 and 1.98 times, at 200 and 91 times the
 * integer program) and hard_standard 9 (1.89, at 49), every other
 * bag made dearer at 35 times it or more; bench_arrange's 60-tile drawn
 * bags with one and two jokers 0.909 and 0.857, no kind more than 1.009
 * (20 tiles, two jokers, one swapped).  No XP bag changes.
 */

/*
 * arr_beam_width0 was 32 and is 16: on standard bags without jokers whose
 * program has more than arr_beam_cols0 columns, the beams that follow it
 * mostly find nothing the program's arrangement does not (hard27_standard
 * 47, 68 tiles: 1,483 states of beams, then the exact sweep from the
 * same known arrangement).  Counted (callgrind, each bag once), 32 ->
 * 16: hard27_standard 0.955 (12 bags 0.80-0.93), hard8_standard 0.959
 * (15 bags 0.63-0.85), hard19_standard 0.991 (11 bags 0.79-0.86, but its
 * 44th 3.8 -> 5.3 million), no other corpus changing; bench_arrange's
 * 60-tile bags without jokers 0.996-1.000, no kind dearer.  At 24, the
 * same corpora 0.98; at 8, hard8_standard 3 twice as dear.
 */

/*
 * Standard bags without jokers that make few sets: where the program has
 * arr_beam_cols0 columns or fewer, the beams of arr_beam_width0 are
 * arr_beam_few0 wide (0, or arr_beam_width0 or more: arr_beam_width0).
 * These are the bags the integer program solves fastest (its time grows
 * as the square of the sets), and most of the ones the ratio search
 * found (hard26_standard 56-99 columns, hard27_standard 44-91 and
 * 108-123); their beams 32 wide mostly found nothing the known
 * arrangement did not, before the exact sweep with the lower bound
 * settled them (hard26_standard 26: 1,515 states of beams, 459 of the
 * sweep).  No other corpus and no kind of bench_arrange brings such bags
 * to the beams (their programs have 103 columns and more: a drawn
 * 60-tile bag 103, hard8_standard 107-111, where beams 8 wide cost up to
 * 1.84 times, hard19_standard 153-163).  Counted
 * (callgrind, each bag once), 32 -> 8 on them: hard26_standard 0.910 of
 * the instructions (no bag dearer), hard27_standard 0.945 (3 bags
 * 1.09-1.49 times), nothing else changing.
 */
long arr_beam_few0 = 8, arr_beam_cols0 = 100;

/*
 * With one joker, the narrow beams (arr_beam_width2) from
 * arr_beam_tiles1 tiles on, in both sets: there the wide beams are
 * always cut, cost most of the time, and the bound after them does the
 * rest (the pruned sweep after it took 46-270 us of 4-6 ms).  Measured
 * side by side, same binary, the widths 512 / 128 / 64 (CPU us, the
 * bags with one joker, machine loaded, two rounds): hard_standard
 * (73-83 tiles) 2.9-5.6 / 1.9-3.6 / 1.6-3.3 ms, states 25-29k / 13-14k /
 * 10-11k; hard2_standard 3.6-4.2 / 2.1-3.0 / 2.3-2.7, states 26.5k /
 * 17.7k / 14.5k; hard_xp (98-100 tiles) 5.8-16.8 / 4.3-15.9 / 3.9-15.7,
 * states 33-61k / 18-45k / 14-42k.  Under 70 tiles the wide beam is
 * often uncut, the exact sweep: bench_arrange's 60-tile drawn bags with
 * one joker went from 657-955 to 720-1038 us median at 128, their 99th
 * percentile from 1.5-3.8 to 3.1-4.0 ms (no kind of bench_arrange with
 * one joker has 70 tiles: none changes).  Against the build before it,
 * alternated, best of 3 (one-joker bags, CPU median / worst ms):
 * hard_standard 3.29/3.53 -> 2.15/2.27, hard2_standard 2.82/2.84 ->
 * 1.99/2.00, hard_xp 6.36/11.21 -> 4.86/12.13; the other bags the same.
 * A variable, as the others.
 */
long arr_beam_tiles1 = 70;

/*
 * In XP, the beams with the lower bound (bound beams, bound_beams()),
 * arr_beam_bound wide: each way's bound is made before the beams, not
 * only before the exact sweep, so that a beam drops the states the bound
 * shows cannot beat the known arrangement, and its cap keeps the cheapest
 * of those that can.  Beams by cost alone kept the cheapest states even
 * where none of them could complete under the bound, missed the best
 * arrangement on many hard bags, and the exact sweep under their bound
 * paid for it.  States, all 1,100 XP corpus bags, against those beams:
 * every XP corpus 0.61-0.90 of its states (hard2 XP the same), the
 * dearest bag of all 181,000 -> 132,000, hard11 XP 1 140,000 -> 22,000,
 * hard19 XP 20 (a third the integer program's time before) 77,000 ->
 * 11,000; some bags more, hard7 XP 7, 8 and 37 1.8 times.  Tried with
 * the cap keeping the states least in cost and bound on the cost to
 * come instead of cost alone: 1.5% fewer states, not worth its array.
 * Widths by callgrind (then with that cap; instructions in all / the
 * dearest bag, 232 million before / the most one bag grows): 320 wide
 * 0.977 / 204 million / 2.35 times, 384 0.992 / 185 / 1.96, 448 1.004 /
 * 211 / 2.03.  The second bound is now made on every bag that reaches
 * the beams, so where the cost beams did well the work grows (see
 * README).  On standard bags, 128 wide, the states fall as far, but the
 * bounds cost more than they spare: the standard corpora 5% more
 * instructions, some bags 1.5-3.5 times.  Since the race (arr_race)
 * chooses the exact sweep's way, a beam that ends dearer costs less:
 * counted again with it and arr_beam_spare, in all / the dearest bag /
 * the most one bag grows, against 66.1 billion and 182 million at 384:
 * 192 wide 62.0 / 178 / 2.46 times, 224 61.9 / 171 / 2.69 (hard5 XP 14,
 * 47 -> 126 million), 256 62.9 / 174 / 1.96.  By processor time in one
 * sitting, 384 and 224 in turn, each bag's best of two against the
 * integer program's time in make bench-hard: 17 XP bags under ten
 * times at 224, 24 at 384.  0: never.
 */
long arr_beam_bound = 224;

/*
 * The bound beams rank a state by its cost and the lower bound on the
 * cost still to come, not by its cost alone (arr_beam_rank; 0: by the
 * cost), and keep the cap of a step before its skyline, where the bound
 * is at hand (arrange_sweep.c: the ranks beside the scratch, 4 bytes a
 * state there; in the state itself, 12 bytes, hard16 standard took 1.09
 * times as long, its beams untouched).  By its cost alone, a state that
 * has left nothing yet but cannot lay the rest looks cheapest, and the
 * beam kept such states in place of ones that go on: on hard7 XP 32 the
 * beams left a tile worth 13 where the answer leaves a 1, and the race
 * made 37,019 states to show it; ranked, 10,019.  States, the XP corpora
 * and their mirrors (3,490 bags): 19.06 -> 17.26 million (0.906; hard17
 * XP 29 22,597 -> 13,023, hard18 XP 36 31,831 -> 8,845), 22 bags over
 * 1.25 times (hard27 XP 15, 728 -> 1,656, the most), the dearest bag
 * the same (hard17 XP 32, 45,067 -> 45,088).  Counted (callgrind, every
 * bag once): the XP corpora 36.75 -> 35.51 billion instructions (0.966;
 * hard18 XP 0.857, hard3 0.893, hard7 0.902; hard15 1.035, hard24 1.023,
 * hard9 1.020), the dearest bag the same (hard23 XP 25, 98.7 -> 98.4
 * million).  No standard bag changes (its beams have no lower bound).
 * Tried: the cap after the skyline, as by the cost, 0.919 of the
 * states.  The beams down the numbers first in XP, where a beam meets the
 * dear tiles first: by the cost, 0.89 of the states on the corpora and
 * 0.83 on their mirrors (so not the searches' bias alone); ranked too,
 * 0.841, but hard17 XP 41 15,396 -> 54,769 states, the dearest of all
 * then, and 150 bags over 1.25 times (the most 6.3).
 */
long arr_beam_rank = 1;

/*
 * In XP without jokers, three limits of their own: the bound beams
 * arr_beam_bound0 wide, the value sweep (value_sweep()) given
 * arr_lp_sweep30 states and each rung's sweep (rung_sweep())
 * arr_rung_limit30.  The searches that aimed at the ratio to the integer
 * program (hard26 and hard27 XP) found such bags, 80-99 tiles making
 * few sets, the nearest of all to it (3.0-3.9 times as fast): the
 * program's bound is a tile or some points short, so a rung up the
 * numbers ran its 2,000 states to show that a tile more must be left, or
 * the value sweep its 5,000 before the beams, where the race of the two
 * ways, once their bounds are made, settles the bag in a few hundred.
 * Counted (callgrind, every bag once), against 5,000 / 224 / 2,000 (with
 * arr_lp_dfs 400 both ways): hard26 XP 0.73 of the instructions, hard27
 * XP 0.72 (16 of the two corpora's bags, of 4-7 million, 1.06-1.2
 * times); the least ratio to the integer program, reckoned from its
 * times and these counts, 3.9 and 3.0 before, 4.5 and 3.6 with
 * arr_lp_dfs 400 alone, 7.3 and 5.8 with these limits too (5.5 and 5.3
 * timed, in a sitting where the base's were 3.2 and 4.3); 220 random
 * XP bags without jokers (tests/bench/xp0_*.txt) 0.996, four of them
 * 1.06-1.27 times; no bag of the other corpora touched.  0: no value
 * sweep (arr_lp_sweep30), the
 * beams as wide as with jokers (arr_beam_bound0), rungs without a limit
 * (arr_rung_limit30, as arr_rung_limit).  Tried, each of the
 * three with the others as here: no value sweep, the drawn bags 1.4
 * times; 300 states, some 1.75 times; 1,200, the least ratios 5.5 and
 * 4.2; beams 1, 4, 16 or 32 wide, more instructions on both corpora
 * and the least ratios no better but by 0.1; no rungs,
 * least ratios 8.5 and 6.6 but ten random bags 1.4-1.7 times; rungs of
 * 300 or 500 states, 7.9 / 6.0 and 7.7 / 5.8 but random bags up to 1.7
 * times.  Rungs of 140 states once the race weighed up double
 * (arr_race0 200), counted against 200: hard26 XP 0.992, hard27 XP
 * 0.980, their floor bags (7 and 38) 0.959 and 0.969, xp0_drawn 0.998,
 * xp0_laid 1.000, no bag more than 1.009 times; at 125, the floor bags
 * 0.945 and 0.925, but xp0_drawn 50 1.38 times; at 100 and 75, hard26
 * XP 27 (15.8 times the program) 1.25.  The value sweep 600 states,
 * not 500: hard28 XP 13 and 29 (63-64 tiles, seven and eight left,
 * 9.6-10 times the integer program) settled in 557 states where the
 * sweep gave up at 500 and the beams and the exact sweep took 1,572;
 * counted, hard28 XP 0.970 of the instructions, hard26 XP 1.0013 (bag
 * 19, at 24 times the program, 1.064), hard27 XP the same, xp0_drawn
 * and xp0_laid 1.0013 and 1.0014 (no bag more than 1.045).  The bound
 * beams 12 wide, not 8: hard28 XP 34, 28 and 36 (90-91 tiles, two or
 * three left, the program's bound their count but a few points short,
 * 7.5-8 times the integer program), 8 wide, took 464 states of beams
 * and 2,341 of the exact sweep to settle the value; 12 wide, 1,293 and
 * 1,272 in all.  Counted (every bag once), 8 -> 10 / 12 / 14: hard28 XP
 * 0.858 / 0.853 / 0.864 (those three bags 0.56-0.61, the laid whole
 * ones the mending leaves, 32 and 9, 0.50 / 0.40 / 0.57 and 1.02 / 0.67
 * / 0.69), hard26 XP 1.018 / 1.031 / 1.041, hard27 XP 1.002 / 1.002 /
 * 0.995, xp0_drawn and xp0_laid at most 1.006; at 12 its floor bag 38
 * 1.048 (12.9 times the program in the last full run), hard26 XP 48
 * 1.072 (14.5), every other bag made dearer at 15.9 times or more; no XP
 * corpus with jokers changing.
 */
long arr_beam_bound0 = 12, arr_lp_sweep30 = 600, arr_rung_limit30 = 140;

/*
 * In XP without jokers, the value sweep that gives up at arr_lp_sweep30
 * states having made arr_sweep30_far percent of its steps or more goes
 * on for arr_sweep30_more states (either 0: never).  The twenty-ninth search
 * found 40 bags of 73-84 tiles, four colours, four to eight left, where
 * the program's bound is a tile short and its point leaves one more
 * worth a point more than the answer: the value sweep gave up at 30-43
 * of its 52 steps, and the beams, the race and the exact sweep took
 * 2,000-3,400 states in all (5.3-9.7 times faster than the integer
 * program); gone on, the sweep ends in 650-2,000.  Where it gave up
 * having made fewer steps (hard26 XP 17, hard28 XP 36 and 39: 21-22 of
 * 52), going on costs more than the beams save (at 2,500 states for
 * every bag, those 1.47-1.85 times).  Counted (callgrind, every bag
 * once) against none: hard29 XP 0.646 of the instructions, hard28 XP
 * 0.868, the other XP corpora, xp0_drawn and xp0_laid the same (no bag
 * more); from 50 percent, hard28 XP 41 1.745 times; from 62,
 * hard29 XP 0.697; going on for 1,000 states, hard29 XP 4 1.265.
 */
long arr_sweep30_far = 55, arr_sweep30_more = 2000;

/*
 * In XP without jokers, with the program's prices, the rung is raced
 * (rung_race(), 5c): up the numbers for arr_rung_limit30 states, then
 * both ways, up going on from where it stopped, for arr_rung_race30
 * states more at most (0: a rung up the numbers alone, as before it,
 * when arr_rung_limit30 was 700).  The floor bags (hard26 and hard27 XP,
 * the program's bound a tile short) have a rung no arrangement meets:
 * up the numbers it ran its 700 states for nothing, and the race of the
 * exact sweep showed it again, down the numbers in 70-150 states, after
 * the beams.  Now that race shows it first; the beams and the exact
 * sweep go on from its bounds and the tile more, without the value
 * sweep (their known cost has the fewest tiles then, and the beams find
 * a cheaper one).  Where an arrangement meets the rung, the race can
 * take thousands of states (hard26 XP 5: 7,161 without a limit, where
 * the beams find it at once), hence the limit; the rungs the sweep up
 * the numbers meets within 200 states are met before the race.  Counted
 * (callgrind, every bag once), 700 / 0 -> 200 / 500: hard26 XP 0.978 of
 * the instructions, hard27 XP 0.936, 220 random XP bags without jokers
 * 1.012 (six of them, whose rung up met an arrangement within 200-700
 * states, 1.15-1.21 times: the other way's bound; five of hard26 XP and
 * one of hard27 XP the same, 1.17-1.19); the least ratio to the integer
 * program, reckoned, hard26 XP 6.6 -> 7.4, hard27 XP 6.5 -> 7.8.  Tried:
 * races of 300 or 800 states (the least ratios 7.6 / 7.8 and 7.1 / 7.8;
 * at 300 a random bag 1.72 times), and, up first for 300, of 1,000 or
 * 1,500 (6.8 / 7.4, 6.3 / 7.4); with races of 500,
 * up first for 1, 100, 300, 500 or 700 states (1: the random bags 1.066,
 * one 1.71 times; 100: one 1.75 times; 300: 7.3 / 7.4; 500: 6.8 / 7.0;
 * 700: 6.7 / 7.0); no rungs at all, 7.9 / 7.8 but the random bags 1.04,
 * one 1.67 times; the race without a limit, hard26 XP 5 2.25 times.
 */
long arr_rung_race30 = 500;

/*
 * And where the rung's sweep up the numbers gives up at arr_rung_limit30
 * states having made arr_rung_far percent of its steps or more, it goes
 * on up for arr_rung_more states before the race (either 0: never;
 * when it then meets the rung or shows it out of reach, no race was
 * run, and the plan goes on as after a rung met within the limit).  The
 * twenty-ninth search found XP bags of 100-103 tiles without jokers,
 * one to four left, the program's bound their count: the rung meets the
 * answer up the numbers in 1,400-2,700 states, where the race gave up
 * at 500 and the beams, the race again and the exact sweep took
 * 3,100-6,000 (5.3-9.6 times faster than the integer program).  The
 * rungs the race shows no arrangement meets, down the numbers in a few
 * states (hard26 XP 25 and 38), had made 20 of 52 steps; at 35 percent,
 * those 1.59 and 2.16 times.  Counted (callgrind, every bag once)
 * against none: hard29 XP 0.910 of the instructions (43, 44, 45 and 47,
 * 0.43-0.50), hard28 XP 0.945, hard26 XP 0.991, xp0_drawn 0.996, no bag
 * more; going on for 2,000 or 8,000 states, the same within 0.002.
 * Going on up after the race instead, for 3,000-10,000 states: hard29
 * XP 0.82-0.85 but hard26 XP 1.07-1.11, its bags 5 and 6 three times.
 * For 10,000 states, not 4,000: the thirtieth search (against 4,000)
 * found bags of 101-105 tiles without jokers, one left, whose rung up
 * meets the answer in 8,000 states (hard30 XP 7: gone on for 4,000, the
 * race and the beams after it, 18,859 states; for 10,000, 8,007).
 * Counted against 4,000: hard30 XP 0.860 (bags 1-8 0.44-0.53, but 47
 * 1.68 and 3 1.25), every other XP corpus the same; for 20,000, 0.835,
 * bag 47 1.88.
 */
long arr_rung_far = 40, arr_rung_more = 10000;

/*
 * Where a rung gave up (rungs(): neither met nor shown out of reach), the
 * bound beams of XP aim at it first (aimed(); 0: not).  The floor bags
 * it is for: the rung race of an XP bag without jokers gives up after
 * arr_rung_race30 states, the beams then find an arrangement that leaves
 * a tile more than the rung, and the exact sweep under its cost goes
 * through every state that leaves as many before it meets the rung's
 * arrangement.  XP bags with jokers whose rung gave up are aimed too.
 * Counted (callgrind, every bag once): see the README, the stop after
 * af6c44e.
 */
long arr_beam_aim = 1;

/*
 * After a rung race (rung_race(): XP without jokers), the beams go
 * first the way the race ended, and when that beam finds an arrangement
 * that leaves the fewest tiles there can be (p->least), the other is
 * not run: only the value is open, and the exact sweep under that
 * beam's cost settles it (1; 0: up first, and both always).  The floor
 * bags (hard26 and hard27 XP): the race ends down the numbers, the beam
 * up finds nothing under the greedy arrangement's cost (hard26 XP 7:
 * 240 states) and the beam down finds the answer (198).  Counted
 * (callgrind, every bag once): hard26 XP 0.982 of the instructions,
 * hard27 XP 0.949, each bag the race ends down 0.81-0.87 (hard26 XP 7:
 * 1,001 -> 761 states), no bag more than 1.0008 times, no other corpus
 * changed (no bag of bench_arrange is raced: its XP kinds have jokers).
 * Side by side with the integer program (ab_arrange.py, 16 runs, ten
 * floor bags): hard26 XP 7 from 9.94 to 11.69 times it, 516 -> 457 us;
 * the four XP bags 0.81-0.89 of the time.  Skipping the second beam
 * wherever the first leaves the fewest tiles, raced or not: standard
 * bags up to 1.75 times (hard_standard 16), XP up to 1.67 (hard7
 * XP 44).
 */
long arr_beam_raced = 1;

/*
 * Likewise where the beams aimed at a rung that gave up (aimed()) showed
 * it out of reach, one of them exact (its cap cutting nothing): the
 * beams go that way first (1), and the other is not run when that one
 * leaves the fewest tiles there can be, as after a race (2; 0: up first,
 * both always).  hard19 XP 20 (99
 * tiles, a joker, two left worth 10, the greedy arrangement's): the
 * rung of one tile gives up, the beam aimed at it up the numbers is
 * cut, the one down them is not and finds nothing, so two tiles must be
 * left; then the beam up under the known cost, cut, found nothing in
 * 3,792 states before the beam down, exact, showed in 284 that nothing
 * beats it: 11,540 -> 7,748 states.  Counted (callgrind, every bag
 * once): the XP corpora 0.9991 of the instructions (hard19 XP 20 0.716,
 * hard6 XP 50 0.787, hard_xp 35 0.793, hard9 XP 48 0.819), no bag more
 * than 1.0002 times, the standard corpora and bench_arrange unchanged.
 * The other beam not run (2, against 1): hard13 XP 0.983, hard17 XP
 * 0.994, hard5 XP 0.989, their nine bags that change (among the dearest,
 * 36-45 million instructions) 0.82-0.87, no bag more, no other corpus
 * nor bench_arrange changing; hard17 XP 36 (99 tiles, two left worth 6)
 * 13,178 -> 9,562 states, hard13 XP 20 20,831 -> 15,836.
 */
long arr_beam_aimed = 2;

/*
 * The other bound beam spared (1; 0: never) when one leaves t tiles worth
 * 1 each, by tiles, a joker left worth 1 or more: only fewer tiles beat
 * that, and the exact sweep under its cost finds them as well (with
 * arr_race, the race, not the beams, chooses its way).  XP states in all 35.8 -> 35.2 million (hard3 XP 0.89, hard6
 * XP 5 and 9 0.57), no bag more than 1.04 times, the dearest the same.
 */
long arr_beam_spare = 1;

/*
 * The depth-first search's most states (arrange_int.h): past them it gives
 * up, and the sweep decides.  300: where the search runs to its end, as
 * it does on many bags of 64 tiles and more that cannot be laid, it
 * shows only that a tile must be left, at some 1,400 instructions a
 * state, and the sweep must still find which.  On hard19_standard's bags
 * without jokers (78-81 tiles) it ran 5,000 states to show that, half
 * the work (hard19 standard 44: 13.6 million instructions, 7.4 of them
 * the search; 5.5 million at 300), where the integer program takes 15
 * ms.  Counted in instructions (callgrind, each bag once), 5000 -> 300:
 * the standard corpora 12.21 -> 12.06 billion (hard19_standard 0.87,
 * hard14_standard 0.94, no other corpus and no bag more); the XP corpora
 * 46.4 -> 41.9 billion (every corpus 0.85-0.96; eight bags of 21-30
 * million, that the search laid after 300 to 5,000 states, 1.2-1.4
 * times; the dearest the same, 158 million); bench_arrange the same to
 * 0.01% but for its 40-tile bags with 2 jokers and a tile swapped,
 * 0.75% more.  At 1,000 and 2,000 a little more everywhere (XP 42.5 and
 * 43.4 billion), with the same bags more.  The searches before the
 * program stay longer with jokers (arr_cap_dfs, arr_early_dfs: 1,000;
 * without them arr_cap_dfs0, 300, as here): there they
 * lay the near misses the program would cost more for (arr_early_dfs at
 * 300: bench_arrange's 60-tile bags with a tile swapped and two jokers
 * 18% dearer).  This limit is also the junior tiles', which have no
 * program: on 2,000 random junior bags (20-40 tiles, 0-4 jokers) the
 * same answers, 1.46 -> 1.37 million states (the most 8,717 -> 6,986).
 *
 * Before, 5000, chosen on the runs above: limits 20000 / 5000 / 2000 /
 * 1000 gave hard2_standard medians 3.9 / 2.7 / 2.0 / 1.6 ms and hard2_xp
 * 9.2 / 5.6 / 5.1 / 4.8 (those bags cannot be laid: the search runs to
 * its limit), hard_* about the same; but bench_arrange's XP bags with a
 * tile swapped and 2-3 jokers, often laid by the search after 2,000 to
 * 7,500 states, averaged 60 / 65 / 97 / 110 us (2 jokers) and 61 / 64 /
 * 76 / 98 (3): given up on, the beams took a millisecond or more.  The
 * program and the lower bound that came since settle those bags: none
 * of bench_arrange's XP kinds changes at 300.
 *
 * Tried, and left out: the search pruned by the lower bound of 5 (a
 * child dropped when arr_bound_child() shows its completions must leave
 * a tile).  hard10_xp's first two bags, four jokers, laid by the exact
 * sweep only (126,000 states): the pruned search lays the first within
 * 18,600 states of its own, 167 million instructions in all down to 85.
 * But where the exact sweep is reached, the known arrangement leaving
 * one tile and the bound none, the bag can be laid in 17 XP bags of 362
 * (standard: 6 of 209), and there the search runs to its limit for
 * nothing, at about 2,000 instructions a state: 20,000 states before
 * the exact sweep cost 38-47 million more on 36 of hard10_xp's 50 bags
 * (four jokers), 34% more in all, hard11_standard 60% (its dearest
 * bag 26 million to 50); in place of the 5,000 then (300 first, then
 * the bound, then 20,000 pruned), 21-37% more on eight XP corpora, 4-6%
 * fewer on two.  Nor is it the order: unpruned, with a limit of 40,000,
 * the search lays that bag after 47,000 states in all, fewest jokers
 * first, and 45,000-54,000 with each state's children shuffled (6 seeds
 * of 7; the seventh, 179,000).
 */
long arr_dfs_limit = 300;

/*
 * The search for spare jokers (spare_jokers()) lays the real tiles alone,
 * depth first, for at most arr_spare_limit states.  Where it succeeds it
 * is quick: of the 1,561 successes in bench_arrange's 200 bags of each
 * kind and 14,094 random bags (20-140 tiles, standard and XP), the most
 * states were 439 (99th percentile 269).  Where it fails it ran to
 * arr_dfs_limit: on the hard corpora it failed on every bag that tried
 * it, 540 states on average, up to 5,000, 0.3-0.8 ms of 3 ms on the
 * standard bags of hard5-7.  So a limit over twice the most a success
 * took: against 5,000, the same answers, and (instructions, cachegrind)
 * hard2_standard 7.9% and hard5_standard 3.5% fewer, no corpus more;
 * bench_arrange 0.12% fewer in all (its 60-tile bags with a tile swapped
 * and jokers), no kind more.
 */
long arr_spare_limit = 1000;

/*
 * Rungs: when something must be left over (least tiles at least) and the
 * greedy arrangement leaves from least + arr_rung_gap to least +
 * arr_rung_max - 1 tiles, the exact sweep allowing least tiles only,
 * before the beams: on small bags most of the sweep's work is for
 * layouts the greedy one's cost lets in and the best does not need; when
 * it finds one, that is the answer, and there are no beams.  At most
 * arr_rungs of them (then least + 1, ...), each giving up after
 * arr_rung_limit states, which bounds what one that finds nothing costs.
 * Measured in one process, each bag solved both ways in turn (CPU us,
 * median/mean, without -> with, gap 2, max 4, limit 2000): bench_arrange
 * standard 40 tiles one swapped 39.8/45.1 -> 34.7/42.9, 20 tiles one
 * joker 26.3/30.1 -> 25.2/29.7, 60 tiles 87 -> 81 mean, the rest within
 * the noise (best move 51.4 -> 53.0, drawn bags +-1%); bench-hard
 * medians hard_standard 2.9 -> 2.6 ms, hard2_standard 2.3 -> 1.9, the
 * XP ones a little better.  Gap 1 (also when the greedy leaves least + 1)
 * made the 20-tile bags slower; no maximum made the best move 15% and
 * the drawn bags 6-14% slower (the rung finds nothing there).
 */
long arr_rungs = 1, arr_rung_limit = 2000, arr_rung_gap = 2, arr_rung_max = 4;

/*
 * With the linear program's prices (c.duals), the lower bound costs
 * little to make, and prunes the rungs' sweeps: then up to arr_lp_rungs
 * of them, while the known arrangement leaves more tiles than the rung
 * allows, with no gap asked (each still giving up after arr_rung_limit
 * states).  Measured side by side on the hard corpora, CPU mean / bags
 * under ten times the integer program, none -> 3: hard2_standard 1.53 ->
 * 1.23 ms, hard3_standard 2.00 ms / 2 -> 1.85 / 0; before the dive of
 * arr_lp_settle() went where the tiles are open, hard3_standard's median
 * was 2.4 -> 0.83 ms.  XP within the noise (hard_xp 2.00 / 2.21 ms,
 * hard2_xp 2.83 / 3.02).  A limit of 20,000 states settled more of
 * hard3_standard but made hard2_standard's 64-tile bags 2-3 times slower
 * (a rung that finds the fewest tiles keeps every state that leaves
 * them, whatever their value).
 */
long arr_lp_rungs = 3;

/*
 * Rungs after one raced and shown out of reach (rung_race(): XP without
 * jokers), at most (arr_lp_rungs in all): none.  hard27 XP 46 (91
 * tiles, three left worth 24): the race shows in 306 states that two
 * cannot be left; the rung of three, raced, gave up after 759 states
 * more, and the beams aimed at it found three in 285: 2,475 states in
 * all, 784 now (the beams find three, and the exact sweep settles their
 * value).  Counted (callgrind, every bag once): hard26 XP 0.983 of the
 * instructions, hard27 XP 0.958, the eight bags that change 0.56-0.69
 * (hard27 XP 16 0.964), no bag more than 1.0005 times, no other corpus
 * changing.  Side by side with the integer program (ab_arrange.py, 16
 * runs): hard27 XP 46 12.83 -> 20.83 times it (752 -> 469 us), the next
 * six bags 0.70-0.87 of the time.  Where a rung is shown out of reach
 * up the numbers, not raced, the next ones still run: without them
 * (arr_lp_rungs 1 on XP bags without jokers), xp0_drawn 50, whose rung
 * of five is raced to the answer, 1.23 times, xp0_laid 53 1.10.
 */
long arr_rungs_raced = 0;

/*
 * A rung with the program's prices, on a standard bag, is probed both
 * ways as the exact sweep is (arr_ways_probe(), 5a; rung_sweep()): up the
 * numbers it can give up half way where down them it finds the fewest
 * tiles at once (hard5_standard 38, 56 tiles and a joker: up, 2,069
 * states and given up at the 22nd step of 52; down, the answer in 778).
 * The mirrored bag's bound made for the probe goes on to the next rung
 * and to the exact sweep.  Counted in instructions (callgrind, each bag
 * once), without -> with: hard3_standard 895 -> 881 million, hard5 649
 * -> 640, hard6 1,044 -> 998, hard7 1,145 -> 1,128, hard8 548 -> 543,
 * hard_standard 302 -> 307, the rest within 0.2%; of the bags under ten
 * times the integer program, hard3 46 21.7 -> 12.6 million, hard5 38
 * 13.2 -> 10.0, hard8 29 and 37 9.3 -> 7.2 and 9.0 -> 7.0; the dearest
 * bag made dearer, hard_standard 9, 21.3 -> 25.8.  bench_arrange (200
 * bags a kind): the most any kind more 0.02%.  Not in XP, where the
 * other way's bound costs 15-20 million instructions: probed there,
 * hard9_xp took 6% fewer (half as many on 16 of its bags), hard3_xp,
 * hard5_xp and hard_xp 3% more (hard5_xp 38 and 42 half as many more).
 * A rung without the program (a standard bag under arr_lp_early tiles,
 * or without a joker under arr_lp_tiles, where the greedy arrangement
 * does not bring it first: arr_lp_gap0_tiles) has no lower bound, and its
 * probes none to make: probed too on bags with a joker (the ninth
 * search's 41-tile bags with two jokers: hard9_standard 4.3% fewer
 * instructions, its bag 50 12.1 -> 6.5 million; bench_arrange's 40-tile
 * bags with a tile swapped and one or two jokers 1.6% and 3.3% fewer,
 * 20-tile ones 0.3% more at most).  Without jokers it did not pay
 * (bench_arrange's 40-tile bags with a tile swapped 1.3% more).
 * A variable: the tests probe after 1 and 3 states, and not at all.
 */
long arr_rung_probe = 1;

/*
 * The program also comes before the rungs and beams on a smaller bag with
 * a joker when the greedy arrangement leaves arr_lp_gap tiles or more
 * beyond the fewest the searches show must be (too many for a rung): the
 * tenth adversarial search (hard10_standard, seed 10) found 42-43-tile
 * bags with a joker, just under arr_lp_early, where the greedy
 * arrangement leaves 11 tiles, the beams 512 wide take 12,000 states
 * (1.6 ms) to find the 6 that must be, and the program, after them, shows
 * it; before them its own arrangement meets its bound at once (0.3 ms).
 * Counted in instructions (callgrind, each bag once), without -> with:
 * hard10_standard 1,418 -> 1,348 million (its six such bags 13 -> 1.3
 * million each), no other corpus changing; bench_arrange's 40-tile bags
 * with a joker and a tile swapped 1.7% fewer, no kind more.  From a gap
 * of 3, hard9_standard took 1.5% fewer but the 40-tile bags with two
 * jokers 2.7% more; without a joker asked, the 60-tile bags with a tile
 * swapped and none took 17% fewer, but the best move 9% more and the
 * 60-tile drawn bags without jokers 7%.  0: never.
 * Since the twenty-eighth search, a gap of 3: hard28 standard 50 and
 * 42 (25-26 tiles, two of them jokers, 8.0 and 10.3 times faster than
 * the integer program), whose greedy arrangements leave three tiles
 * beyond the fewest, took the rungs, the beams and the program after
 * them (1,633 and 1,691 states); with the program first, 404 and 154,
 * 0.69 and 0.48 of the instructions.  Counted against 4: hard28
 * standard 0.981, hard17 standard 0.990, no other corpus changing, no
 * bag more than 1.0011 times; bench_arrange's 40-tile bags with a joker
 * and a tile swapped 1.015, 20-tile ones 1.006, no other kind changing
 * (a gap of 2: those 1.019 and 1.056, the 40-tile bags with two jokers
 * 1.037).
 */
long arr_lp_gap = 3;

/*
 * And on standard bags without jokers of arr_lp_gap0_tiles tiles or more
 * (0: never), where the greedy arrangement leaves arr_lp_gap tiles more
 * than must be.  The twenty-ninth search found such bags of 60-62 tiles
 * (under arr_lp_tiles), two or three left, the greedy arrangement four
 * to seven: the rungs and the beams took most of 1,988-3,733 states
 * before the program, which then met its bound (hard29 standard 3, 6, 20
 * and 40: 3.5-4.2 times faster than the integer program); with the
 * program first, 154-1,376 states (3 and 6 then 198 and 199, from
 * arr_lp_dfs0 200, arrange_settle.c).  Counted (callgrind,
 * every bag once) against none: hard29 standard 0.936 of the
 * instructions, hard26 standard 0.965, no other corpus nor bag more than
 * 1.001 times; bench_arrange's 60-tile bags without jokers, a tile
 * swapped 0.864 (a bag 1.29 times), drawn 0.983 (a bag 1.54), layable
 * 1.000.  The program at once from 60 tiles instead (arr_lp_tiles):
 * the layable ones 3.0 times, those with a tile swapped 1.36; from 48
 * tiles here, hard28 standard 0.998 more but nothing else.
 */
long arr_lp_gap0_tiles = 56;

/*
 * The linear program (arrange_lp.c): made at once for bags of
 * arr_lp_tiles tiles or more, where the depth-first search and the
 * search without jokers would mostly run to their limits; for smaller
 * ones only when those have not settled the bag, before the beams (it
 * takes 100-250 us, more than most small bags take in all).  Not for
 * junior tiles (one joker a set, runs only: its patterns do not say
 * so).  A variable: the tests have it at 0 or -1 (never).
 */
long arr_lp_tiles = 64;

/*
 * And at once on a bag of arr_lp_left_tiles tiles or more, by tiles,
 * whose greedy arrangement leaves arr_lp_left tiles or more: far from
 * laid, so that the depth-first search cut short before the program
 * (arr_cap_dfs, arr_cap_dfs0) mostly runs to its limit for nothing.
 * Counted (callgrind, every bag once), against none: hard26 and hard27
 * standard 0.877 and 0.871 of the instructions (bags 0.39-0.63 of
 * theirs), the random XP bags without jokers 0.996, the other corpora
 * 0.990-1.000, no bag more than 1.004; 127 of the 2,673 bags fewer
 * states, none more, the same answers.  bench_arrange's 60-tile bags:
 * drawn 0.91-0.95 (XP with two jokers 0.934), with a tile swapped
 * 1.009 (no joker) and 1.000.  Leaving 4 tiles or more: the swapped
 * bags 1.02-1.28; 6, up to 1.055; from 40 tiles, the best move 1.043.
 * 0: never.
 */
long arr_lp_left = 8, arr_lp_left_tiles = 50;

/*
 * In standard, the program is made before the rungs and beams (as in
 * XP) for bags of arr_lp_early tiles or more with a joker, when the
 * searches before have not settled them: the beams are 512 wide below
 * arr_beam_tiles1 tiles with one joker, and the fourth adversarial
 * search (hard4_standard, seed 4, against the solver with the program
 * made at 64 tiles) found 50 bags of 59-63 tiles, 1 joker, 2.4 ms mean,
 * 13 of them under ten times the integer program; made before the
 * beams, 0.95 ms and none.  Counted in instructions (cachegrind, the
 * first 100 bags of each kind of bench_arrange, which the noise of
 * timing hides): 60-tile drawn bags with 1 and 2 jokers 43% fewer,
 * 60-tile bags with one tile swapped 7-11% fewer, no kind more.  With
 * no joker, or fewer tiles, it did not pay: made for every bag that
 * gets there, 60-tile drawn bags without jokers took 21% more, 40-tile
 * ones with a tile swapped 34-44%, the best move twice as many.  The
 * eighth search (hard8_standard, seed 8) then found 46-47-tile bags
 * with a joker, just under the 48 tiles it was: 20 of its 50 bags under
 * ten times the integer program.  From 44 tiles, with the short
 * depth-first search below 48 (arr_early_tiles2, arr_early_dfs2),
 * hard8_standard's instructions fell 29% and the best move's (47 tiles,
 * a third of its bags with a joker) 0.3%, no other kind of bench_arrange
 * nor bag of the other corpora changing; from 44 with the search of
 * 1,000 states, the best move took 2.2% more, and from 40 tiles the
 * 40-tile bags with a tile swapped 26-27% more.
 */
long arr_lp_early = 44;

/*
 * Those standard bags of arr_lp_early tiles or more (p->early; with a
 * joker, the program comes before the rungs and beams) leave the
 * searches before the program less time: the search for spare jokers
 * arr_early_spare states, the depth-first search arr_early_dfs
 * (arr_early_dfs2 below arr_early_tiles2 tiles), without the lower
 * bound (the program's comes next).  The adversarial searches
 * of hard5-7 found 54-72 tiles, one joker, one to three tiles left: the
 * searches ran to their limits there (1,000 and 5,000 states, 0.2 and
 * 0.8 ms) before the program showed in 0.3 ms that tiles must be left.
 * Where they succeed they are quick (bench_arrange's layable bags).
 * With them, the narrow beams from arr_beam_tiles2 tiles with one joker
 * (as from arr_beam_tiles1 in XP), one rung with the program's prices
 * (arr_lp_rungs2; without jokers, arr_lp_rungs20), only when the known arrangement leaves
 * arr_lp_rung_gap2 tiles more than must be left, and no dive where tiles
 * must be left (arrange_settle.c).  Counted in instructions (callgrind,
 * each bag of the seven standard corpora once), before -> after: the sum
 * 7,415 -> 5,137 million, hard5 median 31.2 -> 11.7 million, hard6 32.3
 * -> 17.3, hard7 34.0 -> 20.5; hard3's median 11.4 -> 15.2 (its worst
 * 52.6 -> 47.8); the bags under ten times the integer program (its CPU
 * time, at 10 million instructions a millisecond) 22 -> 5.
 * bench_arrange (cachegrind, 200 bags a kind): 60 tiles with a tile
 * swapped, 1 and 2 jokers, 1.6% and 12.2% fewer; drawn 4.9% and 3.0%
 * fewer; no kind more.  Apart: no rungs at all made the drawn bags 2-6%
 * dearer; no dive, 12-14% cheaper; the searches cut to 300 states made
 * the bags with a tile swapped 5-12% dearer.
 *
 * arr_beam_tiles2 was 48 tiles (real ones, the joker aside) and is 40:
 * hard15 standard 39 (48 tiles with the joker, 47 real) ran its beams
 * 512 wide, 7.1 of its 11.4 million instructions, where the integer
 * program takes 14 ms; 128 wide, 7.6 million in all.  Counted in
 * instructions, 48 -> 40: hard15_standard 0.976, no other corpus and no
 * bag more; bench_arrange the same to 0.01% but its best moves, 1.0%
 * more (197.4 -> 199.4 million: six of 200 bags 5-16% more, the
 * dearest the same).  At 30, as at 40 then.
 *
 * Where the program came before the beams, arr_beam_tiles2p: the 26th
 * and 27th searches, climbing on the ratio to the integer program, found
 * 38-40-tile bags with one joker (37-39 real tiles, 9-10 left, the
 * program made for the gap, arr_lp_gap) whose beams 512 wide cost
 * 4.4-4.7 of their 6.2-6.6 million instructions, 6.3-7.8 times faster
 * than the program measured (hard26_standard 39 and 46, hard27_standard
 * 28); 128 wide, 3.9-4.0 million in all.  Counted (callgrind, each bag
 * once), from 30 tiles there: those three bags 0.61-0.63, no other bag
 * of the standard corpora nor kind of bench_arrange changing.  From 30
 * tiles wherever the program is (arr_beam_tiles2 30), bench_arrange's
 * 40-tile bags with a joker and a tile swapped took 3.2% more (one 2.6
 * times, three 3-11%), their wide beams often uncut, the exact sweep.
 */
long arr_early_spare = 300, arr_early_dfs = 1000;
long arr_early_tiles2 = 48, arr_early_dfs2 = 300;
long arr_beam_tiles2 = 40, arr_beam_tiles2p = 30;
long arr_lp_rungs2 = 1, arr_lp_rung_gap2 = 2;

/*
 * The rungs with the program's prices on standard bags without jokers:
 * arr_lp_rungs20, not one.  The floor bags of hard28 standard (63-69
 * tiles, no jokers, two to four left, the program's bound a tile short,
 * its point rounded two or three tiles more than the answer) showed with
 * one rung that a tile more must be left, and the beams and the exact
 * sweep took 1,700-2,100 states for the rest (9.5-11 times faster than
 * the integer program); with a rung more, the next rung meets the
 * answer: hard28 standard 38, 10, 12 and 6 2,113 / 1,697 / 2,043 / 1,901
 * -> 449 / 982 / 900 / 811 states.  Counted (callgrind, every bag once)
 * against one: hard28 standard 0.898 of the instructions (a bag 1.047
 * times), hard26 standard 0.989, no other corpus changing;
 * bench_arrange's kinds without jokers the same.  Two rungs: hard28
 * standard 0.903, a bag 1.142 times.  Two rungs with jokers as well
 * (arr_lp_rungs2): hard14 standard 1.069, bags up to 1.61 times.
 */
long arr_lp_rungs20 = 3;

/* The bag's tiles, jokers too. */
int
arr_bag_tiles(const struct bag *bag, const struct tileset *ts)
{
	int colour, v, n = bag->jokers_must + bag->jokers_may;

	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= ts->maxnum; v++)
			n += bag->must[colour][v] + bag->may[colour][v];
	return n;
}

/*
 * The states of the exact sweep made before the beams when only the
 * value left over is open (value_sweep()).  Measured side by side
 * (hard_arrange bench, CPU mean over each corpus's bags, the median of 5
 * runs a bag), without it / 5000 / 20000 / 60000: hard_standard 942 /
 * 608 / 622 / 640 us, hard_xp 2253 / 2130 / 1774 / 1897, hard2_standard
 * 1033 / 1252 / 1192 / 1194, hard2_xp 2935 / 3138 / 2716 / 2912; with
 * 20000, the fewest bags under ten times the integer program's speed
 * (one, hard_xp 46, where the tiles are open too).  Letting it run where
 * a tile more is open made hard2_xp's worst bag 6 ms -> 17 ms.
 *
 * In XP (arr_lp_sweep3), since the bound beams and the race, 5,000: the
 * dearest XP bags had become those whose sweep up gives up after its
 * 20,000 states, for the beams that then settle them in a few thousand
 * (hard21 XP 37, 158 million instructions, 21,728 of its 27,581 states
 * that sweep's; hard24 XP 31, 32 and 35, 115-147 million).  Counted
 * (callgrind, every XP bag once), 20,000 -> 5,000: the XP corpora 45.62
 * -> 44.13 billion instructions, the dearest bag 158 -> 114 million
 * (hard17 XP 29, which the sweep does not touch), bags over 80 million
 * 24 -> 7, over 60 million 66 -> 24; hard24 XP 0.60, hard21 XP 0.96,
 * but hard_xp 1.23 and hard2_xp 1.16, whose value sweeps ended in 5,000
 * to 20,000 states: 20 bags 1.2-2.6 times (hard_xp 22 23 -> 59 million,
 * its integer program 230 ms), the dearest of them 67 million (hard2 XP
 * 37).  bench_arrange's drawn XP bags, whose sweeps end sooner, and 330
 * random XP bags of 60 to 100 tiles the same.  At 2,500: 43.83 billion,
 * but 30 bags 1.2-2.4 times, and the drawn 4-joker bags 0.7% more; at
 * 0 (no value sweep): the drawn bags 21-23% more.
 */
long arr_lp_sweep = 20000, arr_lp_sweep3 = 5000;

/*
 * The floor: where n tiles are known to be left (p->least: from the
 * program, its cuts or the rungs of 3), no arrangement costs less than
 * the n cheapest tiles the bag may leave (one that leaves more tiles
 * costs a tile more, more than any value).  Without jokers only: a
 * joker left can be worth less than any tile (its value 0 to 1000), so
 * the floor would need it too.  On XP bags without jokers, where the
 * known arrangement leaves n tiles worth at most arr_floor_gap more
 * than those and the program's bound allows them, floor_probe() takes
 * just those tiles out (by number, then colour, the first of equal
 * ones) and lays the rest whole, depth first, for at most arr_floor_dfs
 * states (0: no probe): laid, that is the answer, as it costs what no
 * arrangement beats.  The bags it is for: hard31 XP's, 91-104 tiles,
 * mostly two 1s left where the known arrangement leaves two tiles worth
 * 3 to 5; the value sweep gave up there after some 2,700 states, and
 * the beams and the exact sweep took 6,700-10,600 more (2.1-3.4 ms, the
 * integer program 15-30 ms), where the rest without two 1s is laid in
 * 150-560 states.
 * Counted (callgrind, every bag once), against none: hard31 XP 0.477 of
 * the instructions (17 of its 50 bags 0.11-0.43: bag 2 15.6 -> 1.8
 * million, 43 11.0 -> 1.6), no bag of hard26-hard30 XP, xp0_drawn or
 * xp0_laid more than 1.008 times; the standard corpora and the XP ones
 * with jokers untouched.  Tried and left: with no gap (every bag whose
 * rungs show the tiles), hard27 XP 1.07 (its bag 14 1.45 times: the
 * known leaves three tiles worth 28, the floor 5, the answer 24, and the
 * probe runs to its limit); first the program for the rest, to lay only
 * rests it lets be laid whole, another solve a probe (hard28 XP 1.16
 * from the slacks, 1.11 warm from the bag's basis); 700 states and the
 * second-cheapest choice too (r1 o1 beside r1 r1), hard31 XP the same;
 * on standard bags and with jokers (2,000 states, eight choices), the
 * probe mostly failing at its limit (hard2 standard 2.7 times); also
 * where the known leaves more than n tiles, hard31 XP a further 0.897
 * (bag 10 15.8 -> 6.0 million), but hard30 XP 50 1.10 times and hard26
 * XP 22 1.46.
 * Where the known arrangement leaves more than n tiles, the floor is
 * probed too when the program's last solve leaves a tile or more of the
 * floor's tiles (their weight, what it leaves of each up to as many as
 * the floor takes, arr_floor_slack tenths of a tile or more, a tile;
 * 0, never): hard31 XP 10
 * (95 tiles, two r1 left; the solve leaves a whole r1, the known
 * arrangement three tiles worth 9) 9,060 -> 1,005 states, 15.8 -> 6.0
 * million instructions, and bag 32 15.1 -> 7.4: hard31 XP 0.898, every
 * other XP corpus within 0.1%; hard30 XP 50, which the probe ungated
 * made 1.10 times dearer (the floor five tiles of 1s and 2s, the solve
 * leaving k11, k13 and r12), is not probed.
 */
long arr_floor_dfs = 1000, arr_floor_gap = 4, arr_floor_slack = 10;

/* The may tiles of c->bag that rest lacks (rest takes only may tiles
 * out) left over, the rest laid whole, depth first, for at most limit
 * states: ARR_FOUND at cost, what those tiles cost (the answer, where
 * cost is a bound), else ARR_OK or an error. */
static int
lay_without(struct plan *p, const struct bag *rest, long limit,
    int64_t cost)
{
	struct ctx *c = &p->c;
	struct arrangement *out = p->out;
	int colour, v, k, err;

	arr_clear(out);
	if ((err = arr_lay_rest(c, p->nsteps, rest, limit, p->path,
	    out)) != ARR_FOUND) {
		arr_clear(out);
		return err;
	}
	for (v = 1; v <= c->ts->maxnum; v++)
		for (colour = 0; colour < RK_NCOLOURS; colour++)
			for (k = rest->may[colour][v];
			    k < c->bag->may[colour][v]; k++)
				out->left[out->nleft++] = arr_tile(colour, v, 0);
	out->feasible = 1;
	c->bound = cost;
	return ARR_FOUND;
}

static int
floor_probe(struct plan *p)
{
	struct ctx *c = &p->c;
	struct bag rest = *c->bag;
	int n = (int)(p->least / COST_TILE), k = 0, colour, v, more;
	int64_t floor = 0;
	double weight = 0;

	if (arr_floor_dfs <= 0 || p->by_value || n <= 0 ||
	    !arr_xp_no_jokers(c) || c->bound == INT64_MAX)
		return ARR_OK;
	more = c->bound / COST_TILE != n;
	if (more && (arr_floor_slack <= 0 || c->bound / COST_TILE < n))
		return ARR_OK;
	for (v = 1; v <= c->ts->maxnum && k < n; v++)
		for (colour = 0; colour < RK_NCOLOURS && k < n; colour++) {
			int was = rest.may[colour][v];

			for (; rest.may[colour][v] > 0 && k < n; k++) {
				rest.may[colour][v]--;
				floor += c->tile_cost[v];
			}
			if (was > rest.may[colour][v])
				weight += fmin(was - rest.may[colour][v],
				    p->duals.slack[colour][v]);
		}
	if (k < n || (more ? weight * 10 < (double)arr_floor_slack :
	    c->bound - floor > arr_floor_gap) ||
	    c->bound <= floor || p->lp_lower > floor)
		return ARR_OK;
	return lay_without(p, &rest, arr_floor_dfs, floor);
}

/*
 * The bound probe: where the program's cuts raised its bound (n tiles
 * worth w: p->lp_lower), no arrangement costs less, so one that leaves
 * n tiles worth w is the answer.  Which tiles, the program's last solve
 * suggests: what it leaves of each tile, each copy an item weighed by
 * how much of it (up to one) is left.  The heaviest choice of n items
 * worth w, or of n - 1 and one tile more that makes up w (of the first
 * colour that has one), is taken out and the rest laid whole, depth
 * first, for at most arr_bprobe_dfs states (0: no probe); arr_bprobe_tries
 * choices in all, the next heaviest (or the next colour) after.  Before
 * the rungs, on XP bags without jokers (a joker left can be worth less
 * than w's tiles), where n is arr_bprobe_most or fewer and the known
 * arrangement costs more; only where the cuts raised the bound
 * (arr_bprobe_raised; 0, wherever the program shows a tile must be
 * left).  The bags it is for: hard30 XP 40 (82 tiles, one 10 left; the
 * second solve leaves half a k10, the cuts raise its bound from a tile
 * worth 5 to one worth 10, and k10 out the rest is laid in 105 states),
 * where the tree and the rung took 709 states and 2.3 million
 * instructions of 3.6: 0.35 of them, side by side with the integer
 * program 3.35 -> 8.99 times; and hard26 XP 17 (r13 weighs 1.5: r13 and
 * k10 out, 167 states where there were 809).
 * Counted (callgrind, every XP bag once), against none: hard26 XP
 * 0.959, hard29 0.935, hard30 0.944 (nine bags 0.35-0.56), but hard27
 * 1.002 (bag 14 1.15: the cuts show two tiles, three must be left),
 * hard31 1.004, xp0_drawn 1.009 (bag 42 1.13); the other corpora the
 * same.  Tried: four choices of 1,000 states, hard27 XP 14 8 times the
 * states, the probe failing at its limit each time (the successes all
 * came first, in 105-288 states); two of 300, xp0_drawn 1.019; no gate
 * on the cuts, hard28 XP 1.022 (bags whose second solve is as good as
 * the cuts show and the answer a tile more); on standard bags without
 * jokers, nothing settled, hard19 standard 20 1.09.
 */
long arr_bprobe_dfs = 300, arr_bprobe_tries = 1, arr_bprobe_raised = 1,
    arr_bprobe_most = 4;

#define PROBE_ITEMS 10       /* the most items weighed (2^10 choices) */
_Static_assert(PROBE_ITEMS < 32, "a choice of items is an unsigned mask");
#define PROBE_TRIES 8        /* the most choices tried */
#define PROBE_EPS 1e-6       /* less of a tile left is none */

struct probe_item {
	int colour, v;
	double weight;
};

/* The tiles the program's last solve leaves of the bag's may tiles
 * (each copy an item, weighed by what of it is left, at most 1), the
 * heaviest first: how many. */
static int
probe_items(const struct plan *p, struct probe_item *it)
{
	const struct ctx *c = &p->c;
	int colour, v, k, n = 0, i;

	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= c->ts->maxnum; v++) {
			double x = p->duals.slack[colour][v];

			for (k = 0; k < c->bag->may[colour][v] &&
			    x > PROBE_EPS; k++, x -= 1) {
				struct probe_item t = { colour, v,
				    x < 1 ? x : 1 };

				/* into its place, the lightest falling off
				 * the end when there are PROBE_ITEMS */
				if (n == PROBE_ITEMS &&
				    it[n - 1].weight >= t.weight)
					continue;
				if (n < PROBE_ITEMS)
					n++;
				for (i = n - 1; i > 0 &&
				    it[i - 1].weight < t.weight; i--)
					it[i] = it[i - 1];
				it[i] = t;
			}
		}
	return n;
}

/* The tiles the probe tries (p->lp_lower's n worth w): n of the m items,
 * or n - 1 of them (one at least: a choice the solve does not suggest is
 * a guess) and a tile to make up w, into cand (their masks, the heaviest
 * first, at most most): how many. */
static int
probe_choices(const struct probe_item *it, int m, int n, int w, int maxnum,
    unsigned *cand, int most)
{
	double weight[PROBE_TRIES];
	unsigned mask;
	int ncand = 0, i, j;

	for (mask = 1; mask < 1u << m; mask++) {
		double wt = 0;
		int k = 0, sum = 0;

		for (i = 0; i < m; i++)
			if (mask >> i & 1) {
				k++;
				sum += it[i].v;
				wt += it[i].weight;
			}
		if (k == n ? sum != w : k != n - 1 || w - sum < 1 ||
		    w - sum > maxnum)
			continue;
		/* into its place, the lightest falling off the end */
		for (j = ncand; j > 0 && weight[j - 1] < wt; j--)
			if (j < most) {
				cand[j] = cand[j - 1];
				weight[j] = weight[j - 1];
			}
		if (j < most) {
			cand[j] = mask;
			weight[j] = wt;
			if (ncand < most)
				ncand++;
		}
	}
	return ncand;
}

static int
bound_probe(struct plan *p)
{
	struct ctx *c = &p->c;
	struct probe_item it[PROBE_ITEMS];
	unsigned cand[PROBE_TRIES];
	int n = (int)(p->lp_lower / COST_TILE), tries = 0;
	int w = (int)(p->lp_lower % COST_TILE), most, ncand, m, i, j, err;

	if (arr_bprobe_dfs <= 0 || arr_bprobe_tries <= 0 || p->by_value ||
	    n < 1 || n > arr_bprobe_most || !arr_xp_no_jokers(c) ||
	    c->bound == INT64_MAX || c->bound <= p->lp_lower ||
	    w < n || w > n * c->ts->maxnum ||
	    (arr_bprobe_raised && !p->duals.cut_raised))
		return ARR_OK;
	most = arr_bprobe_tries < PROBE_TRIES ? (int)arr_bprobe_tries :
	    PROBE_TRIES;
	m = probe_items(p, it);
	ncand = probe_choices(it, m, n, w, c->ts->maxnum, cand, most);
	for (j = 0; j < ncand && tries < most; j++) {
		struct bag rest = *c->bag;
		int sum = 0, colour;

		for (i = 0; i < m; i++)
			if (cand[j] >> i & 1) {
				rest.may[it[i].colour][it[i].v]--;
				sum += it[i].v;
			}
		/* (sum == w: nothing to make up, one try, at colour 0) */
		for (colour = 0; colour < RK_NCOLOURS && tries < most;
		    colour++) {
			int v = w - sum;

			if (v > 0 && rest.may[colour][v] == 0)
				continue;
			tries++;
			if (v > 0)
				rest.may[colour][v]--;
			if ((err = lay_without(p, &rest, arr_bprobe_dfs,
			    p->lp_lower)) != ARR_OK)
				return err;
			if (v == 0)
				break;
			rest.may[colour][v]++;
		}
	}
	return ARR_OK;
}

/*
 * Where the cuts' bound shows more tiles must be left than the program
 * does (arr_lp_bound(), arr_cut_short in arrange_lp.c), the value sweep
 * runs for arr_sweep_cut states at most (0: none), and not at all on
 * bags of more than arr_sweep_cut_tiles tiles: the beams' way is then
 * cheaper.  (In XP without jokers its own limit, arr_lp_sweep30, is the
 * smaller, and far along it may go on for arr_sweep30_more: the cap was
 * for the standard bags; since the cuts on XP bags with jokers,
 * arr_cut_xpj, it holds there too, and past arr_sweep_cut_tiles, as on
 * the thirty-fourth search's XP bags of 101-107 tiles, no value sweep
 * runs: measured only as part of arr_cut_xpj.)  The
 * states of the value sweep against none, on the bags where the cuts
 * showed the tiles (callgrind, every bag once, 1,000 states): up to 66
 * tiles, 0.63-0.92 of the instructions (hard31 standard 30, 66 tiles,
 * 0.63; hard31 standard 43, 24 tiles, 0.76), but 1.36-1.69 times on
 * bags of 68-80 tiles (hard27 standard 16 and 19, hard8 2, 3, 9, 12 and
 * 49, hard19 21), and 1.03-1.14 on six of 49-58.  With 300 states, not
 * enough for some (hard30 standard 49, 1.24 times the 1,000's); with
 * 2,000, hard8 49 2.2 times.
 */
long arr_sweep_cut = 1000, arr_sweep_cut_tiles = 66;

/*
 * In XP with jokers, the value sweep that gives up keeps its tables (the
 * beams sweep in tables of their own meanwhile), and the race (5c) goes
 * on up the numbers from where it stopped, under the same cost, rather
 * than sweep them again from the start (arr_value_resume; 0: again).
 * The value sweep gives up on 37 bags of hard25 XP's 50, whose beams
 * find nothing cheaper: the race swept their first steps up twice.
 * Counted (callgrind, every XP bag once): hard25 XP 0.884 of the
 * instructions (35 bags 0.79-0.89; its first, 80 tiles and four jokers,
 * the floor bag of that corpus, 53,690 -> 46,583 states, 0.889), the XP
 * corpora 38.31 -> 37.94 billion.  Where the beams then find a cheaper
 * arrangement, the kept tables are not used, and the beams' own cost up
 * to 1.0026 times (hard14 XP 10).  Not on bags without jokers: their
 * value sweeps stop at arr_lp_sweep30 states, and the tables cost more
 * than that saves (hard26 XP and the random XP bags up to 1.015).  Side
 * by side with the program (hard25 XP, 8 runs), 0.901 of the time, the
 * least ratio 12.45 -> 13.35; 48 KB more at most on its first bag.
 */
long arr_value_resume = 1;

/*
 * Where neither beam found anything cheaper than the known arrangement,
 * the exact sweep goes first the way whose beam made fewer states
 * (arr_beam_way; 0: up, as the beam up is run first).  A beam held to
 * the same width makes fewer states the way the bag is narrower.  On
 * hard26 standard 18 the beam up made 295 states, down 121; up's probe
 * then made 9 steps of 52 in 317 states, down's 50 in 308, and down
 * went on.  With the other way not probed once the first has made
 * arr_probe_steps2 steps (arrange_ways.c), down alone: 1,524 -> 1,207
 * states.  Counted (callgrind, every bag once), alone: hard26 standard
 * 0.921 of the instructions, bags up to 1.050 times (hard15 standard
 * 42; hard10 standard 34 1.028); with arr_probe_steps2, below.  No XP
 * bag changes (the bound beams and the race there).
 */
long arr_beam_way = 1;

/*
 * The plan turns to the program by the work done as well as by the tiles
 * counted: the eleventh adversarial search (hard11_standard, seed 11)
 * found the edge of each threshold in tiles, 41-43-tile standard bags
 * with a joker (just under arr_lp_early) and 62-63-tile ones without
 * (just under arr_lp_tiles), 2.8-9.9 and 1.1-1.6 times as fast as the
 * integer program.  So on a bag the program has not come for, the
 * search for spare jokers stops at arr_cap_spare states (in standard;
 * in XP its successes take longer: at 300, bench_arrange's XP bags with
 * four jokers, laid, took 0.6% more instructions) and the depth-first
 * search at arr_cap_dfs (without the lower bound); when that one gives
 * up, the program, and when it leaves open that nothing need be left,
 * the depth-first search again as before, in full (the search for spare
 * jokers is not run again): before the program, at most 1,300 states
 * where there were 6,000 and more.  On hard11's bags with a joker, where
 * both searches ran out and then the beams, 512 wide, ran to the end:
 * 12,200 -> 1,302 states, 1.3-1.9 ms -> about 0.2.  Counted in instructions
 * (callgrind, each bag once), arr_cap_dfs 0 (the plan before) -> 1,000:
 * hard11_standard 983 -> 713 million, hard9_standard 1,001 -> 902,
 * hard10_standard 1,107 -> 1,094, no other corpus changing;
 * bench_arrange's 60-tile bags with a tile swapped and no joker 17.5%
 * fewer (the search, then the lower bound, ran where the program settles
 * them at once), XP's with three jokers 7.1%, its drawn bags with four
 * 21%; the dearest kinds 40 tiles with a joker and a tile swapped
 * 0.016% more, and the laid ones 0.002-0.006% (a few hundred
 * instructions in 200 bags).  At 300 states the 40-tile bags with a tile
 * swapped and one or two jokers took 12% more (bags the search lays
 * after 300-1,000 states paid for the program); at 2,000, hard11's bags
 * 3.5-3.9 million instructions, 2.5 at 1,000.
 *
 * On bags without jokers, arr_cap_dfs0 (0: arr_cap_dfs).  The ratio
 * search (hard26_standard, hard27_standard: 53-63 tiles, no jokers)
 * found bags where the search ran 700-1,000 states, to its end only to
 * show that a tile must be left, or to its limit; then a rung, the beams
 * cut at arr_lp_cut, the program, the beams again.  The program, given
 * the bag at once, shows the same and more (two tiles must be left) and
 * often an arrangement that leaves them: hard27_standard 49, 2,727
 * states -> 301, 3.27 -> 1.38 million instructions.  The bags the search
 * lays need fewer states: of bench_arrange's 60-tile bags without jokers
 * it laid, 146 of 154 within 200 states and all within 300.  Counted
 * (callgrind, each bag once), 1,000 -> 300: hard26_standard 0.885 of the
 * instructions, hard27_standard 0.932, bench_arrange's 60-tile bags
 * with a tile swapped 0.90 and drawn 1.002 (3 of 100 bags up to 1.46
 * times: the program after 300 states, the search again), no other
 * corpus or kind changing by 0.1%; at 200, the same corpora 0.875 and
 * 0.900 but bench_arrange's laid 60-tile bags 1.145 (5 of 100 bags up to
 * 2.85 times: they needed 200-300 states).
 */
long arr_cap_spare = 300, arr_cap_dfs = 1000, arr_cap_dfs0 = 300;

/*
 * Where arr_groups_short() shows that a tile must be left (on a bag
 * without jokers), the search before the program stops at
 * arr_cap_groups states (0: as elsewhere, and no count at all), and a
 * tile must be left, whatever the search and the program show.  Run to
 * its end, the search for nothing left only shows what the count does
 * already; where it stops short, the program comes first, as before.
 * Where the count showed it, the search ended within 50 states on 168
 * of 240 bags of bench_arrange's kinds without jokers (200 bags a kind;
 * 16 gave up at 300), on 98 of its 113 best moves (none gave up) and on
 * 38 of the corpora's 64 (13 gave up).  Counted (callgrind, each bag
 * once), arr_cap_groups 0 -> 50: hard27_standard 49 (55 tiles, two k11
 * left: only groups of 11 can take them, and only r11 and o11 are
 * there) 1.18 -> 0.93 million instructions, 301 -> 51 states;
 * hard26_standard and hard27_standard 0.968 and 0.975 of the
 * instructions, xp0_laid 0.986, xp0_drawn 1.0002, no bag more than 1.008
 * times; bench_arrange's kinds without jokers 0.985, its best moves
 * 0.999; no other corpus or kind changes.  At 25 states, hard27_standard
 * 49 took 0.96 of what it takes at 50, but the best moves 1.020; with no
 * search at all where the count shows it (the program at once), 0.90,
 * and the best moves 1.148 (the program, where the search ends in a few
 * states).
 * With jokers: the search for spare jokers is not run where the count
 * shows the real tiles alone cannot all be laid (what it looks for), and
 * on a bag with one joker the short search of p->early stops at
 * arr_cap_groups where the count shows a tile must be left wherever the
 * joker goes.  Counted against the above: hard5_standard 38 (56 tiles,
 * a joker, two left) 5.10 -> 3.91 million instructions, 2,567 -> 1,316
 * states; hard5_standard 0.862, hard8_standard 0.961, hard11_standard
 * 0.984, the other corpora 0.988-1.0001, no bag more than 1.0073 times;
 * bench_arrange's kinds with jokers and a tile swapped 0.91-0.97, drawn
 * 0.997-0.999, laid 1.0004-1.0053 (the count's own cost), its best
 * moves 0.986.
 */
long arr_cap_groups = 50;

/*
 * On a standard bag without jokers the program has not come for, the
 * beams are arr_lp_cut wide and give up where that cap first drops a
 * state: a beam that cuts settles nothing alone (its arrangement is
 * shown best only by the program's bound, which then comes after it), so
 * the program comes then, and the beams after it as on the bags it came
 * first for (arr_beam_width0).  Beams that never cut are the exact sweep
 * and settle the bag alone: bench_arrange's 60-tile drawn bags, in 900
 * to 1,900 states.  hard11's 62-63-tile bags: the beams, 512 wide, ran
 * to the end (12,250 states, 1.1-1.4 ms against the integer program's
 * 1.5) before the program showed their arrangement best; now 563
 * states, about 0.1 ms.  Counted in instructions, arr_lp_cut 0 (the
 * plan before) -> 320: hard11_standard 748 -> 713 million,
 * bench_arrange's 60-tile bags without jokers, a tile swapped, 3.4%
 * fewer and drawn 0.8%, no kind nor other corpus changing; at 512 (the
 * beams' own first cut), 2,110 states on the hard11 bags; at 256, the
 * drawn bags 1.1% more, at 128 12% (they cut, and pay for the
 * program).  0: never.
 */
long arr_lp_cut = 320;

/*
 * The phases of the plan (the comment at the top), in order.  Each
 * returns ARR_FOUND when it settles the bag (the answer in p->out),
 * ARR_OK when the next must go on, or ARR_NOMEM.
 */

/* 1. The greedy arrangements, runs first and groups first: the better
 * one, when it lays the table's tiles, is known (c.bound its cost), and
 * the answer when it leaves nothing that could be placed. */
static int
greedy(struct plan *p)
{
	struct ctx *c = &p->c;
	struct arrangement *out = p->out;

	arr_greedy(c->bag, c->ts, 0, out);
	if (out->nleft > 0) {
		struct arrangement *other = malloc(sizeof(*other));

		if (other == NULL)
			return ARR_NOMEM;
		arr_greedy(c->bag, c->ts, 1, other);
		if (arr_greedy_keeps_must(other, c->bag) &&
		    (!arr_greedy_keeps_must(out, c->bag) ||
		    arr_cost_of(other, c) < arr_cost_of(out, c)))
			arr_copy(out, other);
		free(other);
	}
	c->bound = INT64_MAX;
	if (arr_greedy_keeps_must(out, c->bag)) {
		c->bound = arr_cost_of(out, c);
		out->feasible = 1;
		if (c->bound == 0)
			return ARR_FOUND;
		/* The search looks only for something strictly better; when
		 * there is none, the greedy arrangement is optimal. */
		if ((p->known = malloc(sizeof(*p->known))) == NULL)
			return ARR_NOMEM;
		arr_copy(p->known, out);
	}
	arr_clear(out);
	return ARR_OK;
}

/* The program is still to come for this bag: not made, and it can be. */
static int
lp_ahead(const struct plan *p)
{
	return !p->lp_made && arr_lp_can(&p->c);
}

/* The searches of 2 stop short (arr_cap_spare, arr_cap_dfs; without
 * jokers arr_cap_dfs0): where the program is still to come and not
 * brought early (p->early has short searches of its own).  Once it is
 * made, they run in full.  arr_cap_dfs 0: never, whatever arr_cap_dfs0. */
static int
cut_short(const struct plan *p)
{
	return lp_ahead(p) && !p->early && arr_cap_dfs > 0;
}

/*
 * Jokers that are only spare: when the real tiles alone can all be
 * laid (a search without jokers, which is fast) and every joker then
 * fits beside a set, nothing is left over.  Junior tiles aside, whose
 * slots differ with jokers.
 */
static int
spare_jokers(struct plan *p)
{
	struct ctx *c = &p->c;
	struct arrangement *out = p->out;
	struct bag real = *c->bag;
	long limit = p->early ? arr_early_spare : cut_short(p) &&
	    c->ts->copies < 3 ? arr_cap_spare : arr_spare_limit;
	int k, err;

	if (c->jokers == 0 || p->by_value || c->joker_flag || p->least != 0)
		return ARR_OK;
	real.jokers_must = real.jokers_may = 0;
	arr_clear(out);
	/* the real tiles cannot all be laid (arr_cap_groups) */
	if (arr_cap_groups > 0 && arr_groups_short(&real, c->ts))
		return ARR_OK;
	if ((err = arr_lay_rest(c, p->nsteps, &real, limit, p->path,
	    out)) != ARR_FOUND)
		return err;
	for (k = 0; k < c->jokers && arr_greedy_joker_fits(out, c->ts); k++)
		;
	if (k == c->jokers) {
		out->feasible = 1;
		return ARR_FOUND;
	}
	arr_clear(out);
	return ARR_OK;
}

/* The depth-first search of nothing_left(), then the lower bound, then
 * the search again (the comment in it): its error, ARR_GIVEUP, ARR_OK
 * (run to its end), or ARR_FOUND when the bound shows that nothing
 * beats the known arrangement (in p->out). */
static int
bound_then_search(struct plan *p, int64_t greedy_bound, int32_t *besti)
{
	struct ctx *c = &p->c;
	long t, most;
	int err;

	/* first for about as long as the lower bound takes to make; past
	 * that, the bound, which often shows that something must be left
	 * over, so that the search need not go on.  Not when that is half
	 * the search's limit or more (with jokers, mostly: about 90
	 * transitions in standard with 2 jokers, 64 states each): the bound
	 * is weaker there, and a search that must go on starts again */
	t = arr_lower_per_trans > 0 ? arr_bound_cost(c) : 0;
	most = t * arr_lower_per_trans < arr_dfs_limit / 2 ?
	    t * arr_lower_per_trans : arr_dfs_limit;
	err = most > 0 ? arr_search0(c, p->nsteps, most, besti) : ARR_GIVEUP;
	if (err == ARR_GIVEUP && most < arr_dfs_limit) {
		if ((c->lower = arr_bound_make(c, 0, greedy_bound)) == NULL)
			return ARR_NOMEM;
		if (arr_bound_root(c) >= greedy_bound) {
			/* nothing beats the greedy arrangement */
			arr_no_better(p->out, p->known);
			return ARR_FOUND;
		}
		if (arr_bound_root(c) < COST_TILE)
			err = arr_search0(c, p->nsteps, arr_dfs_limit, besti);
	}
	return err;
}

/* 2. Nothing left over: depth first (by value, a layout that leaves
 * tiles of less value may leave more of them); else p->least becomes a
 * tile when the search, the bound or the groups' count (cut short,
 * arr_cap_groups) shows one must be left. */
static int
nothing_left(struct plan *p)
{
	struct ctx *c = &p->c;
	int64_t greedy_bound = c->bound;
	int32_t besti = -1;
	int err, short_of = 0;

	if (p->by_value || p->least != 0)
		return ARR_OK;
	/* before the program: a short search, no bound (p->early), or one
	 * cut short (where the program comes after it if it gives up) */
	if (p->early || cut_short(p)) {
		long cap = p->early ? (p->ntiles < arr_early_tiles2 ?
		    arr_early_dfs2 : arr_early_dfs) : c->jokers == 0 &&
		    arr_cap_dfs0 > 0 ? arr_cap_dfs0 : arr_cap_dfs;

		/* (with a joker, not in the one cut short: bench_arrange's
		 * 20-tile bags with a joker and a tile swapped 1.048 times) */
		short_of = arr_cap_groups > 0 && (p->early ||
		    c->jokers == 0) && arr_groups_short(c->bag, c->ts);
		if (short_of && cap > arr_cap_groups)
			cap = arr_cap_groups;
		err = arr_search0(c, p->nsteps, cap, &besti);
		if (!p->early)
			p->dfs_short = err == ARR_GIVEUP;
	} else if ((err = bound_then_search(p, greedy_bound, &besti)) ==
	    ARR_FOUND)
		return ARR_FOUND;
	if (err < 0 && err != ARR_GIVEUP)
		return err;
	if (besti >= 0) {
		arr_path_of(c, besti, p->path);
		arr_rebuild(c, p->path, p->out);
		p->out->feasible = 1;
		return ARR_FOUND;
	}
	c->bound = greedy_bound;
	/* something must be left over: shown by the search run to its end,
	 * by the bound or by the count of groups */
	if (err == ARR_OK || short_of || (c->lower != NULL &&
	    arr_bound_root(c) >= COST_TILE))
		p->least = COST_TILE;
	return ARR_OK;
}

/* An exact sweep of c that gave up, gone on in its tables under the same
 * bound for at most limit states more: what arr_sweep() returns. */
static int
sweep_on(struct ctx *c, long limit, int64_t *cost, struct arrangement *out)
{
	int err;

	c->sweep_resume = 1;
	c->sweep_limit = limit;
	err = arr_sweep(c, 0, cost, out);
	c->sweep_limit = 0;
	c->sweep_resume = 0;
	return err;
}

/* Has p's sweep that gave up made far percent of its steps, with more
 * states to go on for (far or more 0: never)? */
static int
far_along(const struct plan *p, long far, long more)
{
	return far > 0 && more > 0 &&
	    p->c.sweep_steps * 100L >= p->nsteps * far;
}

/*
 * The rung of rung_sweep() on an XP bag without jokers, with the
 * program's prices (arr_rung_race30): the race of 5c (arr_ways_rung()),
 * down given its lower bound first (made under known, the known cost,
 * as the rungs' is), kept in p->down_aside for the beams and the exact
 * sweep.  Frees mirror.
 */
static int
rung_race(struct plan *p, struct ctx *down, struct bag *mirror,
    int64_t known, int64_t *cost)
{
	struct ctx *c = &p->c, *cs = c;
	int err;

	down->bound = c->bound;
	down->duals = c->duals;
	if ((down->lower = p->down_aside) == NULL &&
	    (down->lower = arr_bound_make(down, p->by_value,
	    known)) == NULL) {
		free(mirror);
		return ARR_NOMEM;
	}
	p->down_aside = NULL;
	down->states = c->states;
	p->raced = 1;
	err = arr_ways_rung(p, &cs, down, cost);
	c->states = cs->states;
	p->down_aside = down->lower;
	/* the beams then go the way it ended first, one only where it
	 * finds the fewest tiles (arr_beam_raced) */
	if (arr_beam_raced > 0) {
		p->beams_down |= cs == down;
		p->value_open = 1;
	}
	if (err == ARR_FOUND && cs == down)
		arr_unmirror(p->out, c->ts, p->out);
	free(mirror);
	return err;
}

/*
 * One rung's sweep under c->bound, for arr_rung_limit states (in XP
 * without jokers arr_rung_limit30, and arr_rung_more more where it is
 * far along then: arr_rung_far): up the numbers; on a standard bag
 * with arr_rung_probe, probed both ways as the exact sweep is
 * (arr_ways_probe(), 5a; each way's steps counted at arr_sweep_probe
 * states, without arr_probe_mark2), the way that got further going on:
 * with the program's prices, each way with its lower bound; without
 * them, on a bag with a joker, without one.  What arr_sweep() returns,
 * the arrangement the right way up; the mirrored bag's lower bound kept
 * in p->down_aside for the next rung and the exact sweep.
 */
static int
rung_sweep(struct plan *p, int64_t known, int64_t *cost)
{
	struct ctx *c = &p->c, down, *cs = c;
	struct bag *mirror;
	int race = arr_rung_race30 > 0 && arr_race > 0 &&
	    arr_xp_no_jokers(c) && c->lower != NULL && c->duals != NULL, err;

	if (race || arr_rung_probe <= 0 || arr_sweep_probe <= 0 ||
	    c->ts->copies >= 3 || (c->lower == NULL ? c->jokers == 0 :
	    c->duals == NULL)) {
		c->sweep_limit = arr_xp_no_jokers(c) ? arr_rung_limit30 :
		    arr_rung_limit;
		err = arr_sweep(c, 0, cost, p->out);
		c->sweep_limit = 0;
		/* far along at the limit: on up for more (arr_rung_far) */
		if (race && err == ARR_GIVEUP &&
		    far_along(p, arr_rung_far, arr_rung_more)) {
			if (p->duals.tree != NULL) {
				p->tree_wanted = 1;
				return ARR_GIVEUP;
			}
			err = sweep_on(c, arr_rung_more, cost, p->out);
		}
		if (!race || err != ARR_GIVEUP)
			return err;
	}
	if ((mirror = malloc(sizeof(*mirror))) == NULL)
		return ARR_NOMEM;
	arr_mirror(c, &down, mirror);
	if (race)
		return rung_race(p, &down, mirror, known, cost);
	if (c->lower != NULL)
		down.lower = p->down_aside;
	if ((err = arr_ways_probe(p, &cs, &down, 0, cost)) == ARR_GIVEUP)
		err = sweep_on(cs, arr_rung_limit, cost, p->out);
	c->states = cs->states;
	if (c->lower != NULL)
		p->down_aside = down.lower;
	if (err == ARR_FOUND && cs == &down)
		arr_unmirror(p->out, c->ts, p->out);
	free(mirror);
	return err;
}

/* rung_sweep() allowing only p->least's tiles (its bound a tile past
 * them), c->bound then back at known, the known arrangement's cost. */
static int
rung_at(struct plan *p, int64_t known, int64_t *cost)
{
	int err;

	p->c.bound = p->least + COST_TILE;
	err = rung_sweep(p, known, cost);
	p->c.bound = known;
	return err;
}

/* 3. Rungs (arr_rungs): the exact sweep that allows only the fewest
 * tiles left over that can be, when the known arrangement leaves a few
 * more; with the program's prices, pruned by the lower bound, which the
 * beams then go without (p->aside). */
static int
rungs(struct plan *p)
{
	struct ctx *c = &p->c;
	int two = c->ts->copies < 3;
	long n = 0, after = 0, most = two ? (c->jokers == 0 ? arr_lp_rungs20 :
	    arr_lp_rungs2) : arr_lp_rungs;
	long gap = two ? arr_lp_rung_gap2 : 1;
	int priced = 0, err;

	p->rungs_done = 1;
	while (p->least > 0 && c->bound != INT64_MAX && (c->duals != NULL ?
	    n++ < most && p->least / COST_TILE + gap <= c->bound / COST_TILE :
	    n++ < arr_rungs && p->least + arr_rung_gap * COST_TILE < c->bound &&
	    c->bound < p->least + arr_rung_max * COST_TILE)) {
		int64_t keep = c->bound, cost;

		/* with the program's prices, the lower bound is cheap and
		 * prunes the rung's sweep */
		if (c->duals != NULL && c->lower == NULL) {
			if ((c->lower = arr_bound_make(c, p->by_value,
			    c->bound)) == NULL)
				return ARR_NOMEM;
			priced = 1;
			if (arr_bound_root(c) >= c->bound) {
				/* nothing beats the known arrangement */
				arr_no_better(p->out, p->known);
				return ARR_FOUND;
			}
		}
		err = rung_at(p, keep, &cost);
		if (p->tree_wanted) {
			p->tree_wanted = 0;
			if ((err = arr_lp_tree_settle(p)) != ARR_OK)
				return err;
			if ((keep = c->bound) < p->least + COST_TILE)
				break;
			err = rung_at(p, keep, &cost);
		}
		if (err == ARR_GIVEUP) {
			p->rung_open = 1;
			/* the tree, where it still waits */
			if ((err = arr_lp_tree_settle(p)) != ARR_OK)
				return err;
			break;
		}
		if (err < 0)
			return err;
		if (err == ARR_FOUND) {
			p->out->feasible = 1;
			return ARR_FOUND;
		}
		p->least += COST_TILE;
		if (p->raced && after++ >= arr_rungs_raced)
			break;
	}
	/* what the program leaves laid, where it waited for the rungs
	 * (arr_lp_rest_late) */
	if ((err = arr_lp_rest(p)) != ARR_OK)
		return err;
	/* the beams go without the rung's lower bound (below) */
	if (priced) {
		p->aside = c->lower;
		c->lower = NULL;
	}
	return ARR_OK;
}

/*
 * When the known arrangement leaves as many tiles as the linear program
 * shows must be left, only their value is open: the exact sweep up the
 * numbers, pruned by the lower bound (cheap from the program's prices),
 * settles most such bags before the beams would have (arr_lp_sweep
 * states at most, in XP arr_lp_sweep3, without jokers arr_lp_sweep30,
 * and arr_sweep30_more more where it is far along then:
 * arr_sweep30_far; arr_sweep_cut, or none, where the cuts showed the
 * tiles; then the beams).
 */
static int
value_sweep(struct plan *p)
{
	struct ctx *c = &p->c;
	int64_t cost;
	int made = c->lower == NULL, err;
	long limit = c->ts->copies < 3 ? arr_lp_sweep : arr_xp_no_jokers(c) ?
	    arr_lp_sweep30 : arr_lp_sweep3;

	if (p->duals.cut_tiles)
		limit = p->ntiles > arr_sweep_cut_tiles ? 0 :
		    limit < arr_sweep_cut ? limit : arr_sweep_cut;

	if (!p->lp_made || limit <= 0 || p->by_value || p->raced ||
	    c->bound == INT64_MAX || c->bound / COST_TILE != p->least /
	    COST_TILE)
		return ARR_OK;
	if (made && p->aside != NULL) {
		c->lower = p->aside;
		p->aside = NULL;
	} else if (made && (c->lower = arr_bound_make(c, p->by_value,
	    c->bound)) == NULL)
		return ARR_NOMEM;
	if (arr_bound_root(c) >= c->bound) {
		arr_no_better(p->out, p->known);
		return ARR_FOUND;
	}
	c->sweep_limit = limit;
	err = arr_sweep(c, 0, &cost, p->out);
	c->sweep_limit = 0;
	/* far along at the limit: on for more (arr_sweep30_far) */
	if (err == ARR_GIVEUP && arr_xp_no_jokers(c) &&
	    far_along(p, arr_sweep30_far, arr_sweep30_more))
		err = sweep_on(c, arr_sweep30_more, &cost, p->out);
	if (err < 0 && err != ARR_GIVEUP)
		return err;
	if (err != ARR_GIVEUP) {
		if (err == ARR_FOUND)
			p->out->feasible = 1;
		else
			arr_no_better(p->out, p->known);
		return ARR_FOUND;
	}
	/* its tables kept for the race to go on from, the beams' their own */
	if (arr_value_resume > 0 && c->ts->copies >= 3 && arr_race > 0 &&
	    arr_beam_bound > 0 && !arr_xp_no_jokers(c)) {
		p->sw_value = p->sw;
		p->sw = NULL;
	}
	/* the beams go without it (it costs them more than it saves); the
	 * exact sweep up the numbers takes it back */
	if (made) {
		p->aside = c->lower;
		c->lower = NULL;
	}
	return ARR_OK;
}

/* down's known bound and prices, c's; each way's lower bound, the
 * rungs' (set aside for the beams) where it has none. */
static void
rung_bounds(struct plan *p, struct ctx *down)
{
	struct ctx *c = &p->c;

	down->bound = c->bound;
	down->duals = c->duals;
	if (c->lower == NULL) {
		c->lower = p->aside;
		p->aside = NULL;
	}
	if (down->lower == NULL) {
		down->lower = p->down_aside;
		p->down_aside = NULL;
	}
}

/* What no arrangement beats: the program's bound, and the lower bound's
 * at the start each way where made. */
static int64_t
least_cost(const struct plan *p, const struct ctx *down)
{
	int64_t least = p->lp_lower;

	if (p->c.lower != NULL && arr_bound_root(&p->c) > least)
		least = arr_bound_root(&p->c);
	if (down->lower != NULL && arr_bound_root(down) > least)
		least = arr_bound_root(down);
	return least;
}

/*
 * The bounds of the bound beams (arr_beam_bound; without jokers
 * arr_beam_bound0), both ways (the rungs' if made): ARR_OK, ARR_FOUND
 * when either shows that nothing beats the
 * known arrangement (the answer in p->out), ARR_NOMEM.
 */
static int
bound_beams(struct plan *p, struct ctx *down)
{
	struct ctx *c = &p->c;

	rung_bounds(p, down);
	if ((c->lower == NULL && (c->lower = arr_bound_make(c, p->by_value,
	    c->bound)) == NULL) || (down->lower == NULL && (down->lower =
	    arr_bound_make(down, p->by_value, c->bound)) == NULL))
		return ARR_NOMEM;
	if (least_cost(p, down) >= c->bound) {
		arr_no_better(p->out, p->known);
		return ARR_FOUND;
	}
	return ARR_OK;
}

/* A beam's arrangement (of the bag mirrored on side 1) the right way up
 * into to. */
static void
beam_into(const struct plan *p, int side, struct arrangement *beam,
    struct arrangement *to)
{
	beam->feasible = 1;
	if (side)
		arr_unmirror(beam, p->c.ts, to);
	else
		arr_copy(to, beam);
}

/* A beam's arrangement becomes the known one: ARR_OK, or ARR_NOMEM. */
static int
beam_known(struct plan *p, int side, struct arrangement *beam)
{
	if (p->known == NULL &&
	    (p->known = malloc(sizeof(*p->known))) == NULL)
		return ARR_NOMEM;
	beam_into(p, side, beam, p->known);
	return ARR_OK;
}

/*
 * The bound beams aimed at the rung that gave up (p->rung_open): under
 * the cost of p->least's tiles and a tile more, not under the known
 * arrangement's, up the numbers and then down them, until one finds an
 * arrangement.  The bounds were made under the known cost and stay
 * sound under a lower one: only the sweeps' bound is lowered, and put
 * back.  What a beam finds becomes the known arrangement (its cost in
 * best[side]), and the beams under the known cost are not run: its
 * tiles are the fewest there can be, and what is left open, its value,
 * is the exact sweep's to settle.  A beam its cap never cut was the
 * exact sweep under the aim: what it found is the answer (ARR_FOUND),
 * and when it found nothing, a tile more must be left (p->least).
 * ARR_OK, ARR_FOUND, ARR_NOMEM.
 */
static int
aimed(struct plan *p, struct ctx *down, long width, struct arrangement *beam,
    int64_t *best)
{
	struct ctx *c = &p->c;
	int64_t keep = c->bound, aim = p->least + COST_TILE, cost;
	int side, err;

	p->rung_open = 0;
	if (p->by_value || aim >= keep)
		return ARR_OK;
	for (side = 0; side < 2; side++) {
		struct ctx *cc = side ? down : c;

		c->bound = down->bound = aim;
		cc->states = c->states;
		err = arr_sweep(cc, (size_t)width, &cost, beam);
		c->states = cc->states;
		c->bound = down->bound = keep;
		if (err < 0)
			return err;
		if (err == ARR_FOUND) {
			if (beam_known(p, side, beam) != ARR_OK)
				return ARR_NOMEM;
			c->bound = down->bound = best[side] = cost;
			if (!cc->cut || cost <= least_cost(p, down)) {
				arr_copy(p->out, p->known);
				return ARR_FOUND;
			}
			return ARR_OK;
		}
		if (!cc->cut) {
			p->least = aim;
			/* the beams go the exact one's way first, one only
			 * where it finds the fewest tiles (arr_beam_aimed) */
			if (arr_beam_aimed > 0)
				p->beams_down |= side;
			if (arr_beam_aimed > 1)
				p->value_open = 1;
			return ARR_OK;
		}
	}
	return ARR_OK;
}

/*
 * The beams, up the numbers (c) and down them (down: the bag mirrored,
 * each tile keeping its value), the cheapest arr_beam_width states a step
 * (arr_beam_width2 with two copies of each tile and arr_beam_jokers2
 * jokers or more, or one joker and arr_beam_tiles1 tiles or more, in
 * standard arr_beam_tiles2; in standard, arr_beam_width0 with no joker
 * once the program is made, its bound following the beams, and
 * arr_beam_few0 where that program has few columns: the eighth
 * adversarial search, against the plan with arr_early_spare, found
 * 71-78-tile standard bags without jokers where the beams 512 wide cost
 * 1.6 ms and 128 wide 0.8, for the same answer, as bound; with the probes
 * of the sweep after them (5a), 32 wide, those 15 bags take 48% fewer
 * instructions than at 128 (16: 60%, 8: 55%), 100 random draws of 64-100
 * tiles without jokers 2% fewer, the dearest of them the same (16: it 21%
 * dearer), and no bag of the other corpora nor kind of bench_arrange
 * changes; arr_lp_cut wide with c->cut_giveup, before the program): each
 * finds a real arrangement, which becomes the known one when cheaper.
 * best[side]: what each found, or -1.  A beam its cap never cut was the
 * exact sweep, and one that meets the program's bound cannot be bettered:
 * then ARR_FOUND; with c->cut_giveup, ARR_GIVEUP where a cap first cuts.
 */
static int
beams(struct plan *p, struct ctx *down, int64_t *best)
{
	struct ctx *c = &p->c;
	struct arrangement *beam = malloc(sizeof(*beam));
	int side, k, ntiles = p->ntiles - c->jokers;
	int err = ARR_OK, exact = 0, bounded = 0, aimed_found = 0;
	long width;

	if (beam == NULL)
		return ARR_NOMEM;
	p->beam_states[0] = p->beam_states[1] = 0;
	width = arr_beam_width2 < arr_beam_width &&
	    ((c->ts->copies < 3 && c->jokers >= arr_beam_jokers2) ||
	    (c->jokers == 1 && ntiles >= (c->ts->copies >= 3 ?
	    arr_beam_tiles1 : p->lp_made && arr_beam_tiles2p > 0 ?
	    arr_beam_tiles2p : arr_beam_tiles2))) ?
	    arr_beam_width2 : arr_beam_width;
	if (c->jokers == 0 && c->ts->copies < 3 && p->lp_made &&
	    arr_beam_width0 < width)
		width = p->duals.ncols <= arr_beam_cols0 && arr_beam_few0 > 0 &&
		    arr_beam_few0 < arr_beam_width0 ? arr_beam_few0 :
		    arr_beam_width0;
	if (c->cut_giveup && arr_lp_cut < width)
		width = arr_lp_cut;
	if (arr_beam_bound > 0 && c->ts->copies >= 3 && !c->cut_giveup) {
		if ((err = bound_beams(p, down)) != ARR_OK) {
			free(beam);
			return err;
		}
		width = arr_xp_no_jokers(c) && arr_beam_bound0 > 0 ?
		    arr_beam_bound0 : arr_beam_bound;
		bounded = 1;
	}
	if (bounded && arr_beam_aim > 0 && p->rung_open) {
		if ((err = aimed(p, down, width, beam, best)) != ARR_OK) {
			free(beam);
			return err;
		}
		aimed_found = best[0] >= 0 || best[1] >= 0;
	}
	for (k = 0; k < 2 && !aimed_found; k++) {
		struct ctx *cc;
		long was = c->states;

		side = p->beams_down ? 1 - k : k;
		/* the fewest tiles found: only the value is open */
		if (k == 1 && p->value_open && best[1 - side] >= 0 &&
		    best[1 - side] / COST_TILE <= p->least / COST_TILE)
			break;
		cc = side ? down : c;

		cc->states = was;
		err = arr_sweep(cc, (size_t)width, &best[side], beam);
		p->beam_states[side] = cc->states - was;
		c->states = cc->states;
		if (err < 0)
			break;
		/* a beam its cap never cut was the exact sweep */
		if (!cc->cut) {
			exact = 1;
			if (err == ARR_FOUND)
				beam_into(p, side, beam, p->out);
			break;
		}
		if (err != ARR_FOUND || best[side] >= c->bound)
			continue;
		c->bound = down->bound = best[side];
		if (beam_known(p, side, beam) != ARR_OK) {
			err = ARR_NOMEM;
			break;
		}
		/* nothing left over (a bag the depth-first search gave up
		 * on), or the linear program's bound, or the lower bound's
		 * (bound beams): nothing does better */
		if (best[side] <= least_cost(p, down)) {
			arr_copy(p->out, p->known);
			exact = 1;
			break;
		}
		/* t tiles left worth 1 each (arr_beam_spare) */
		if (bounded && arr_beam_spare && !p->by_value &&
		    c->joker_cost >= arr_cost(0, 1) && best[side] <=
		    best[side] / COST_TILE * arr_cost(0, 1))
			break;
	}
	free(beam);
	if (err < 0)
		return err;
	if (!exact)
		return ARR_OK;
	if (err != ARR_FOUND)
		arr_no_better(p->out, p->known);
	return ARR_FOUND;
}

/*
 * 4-5. The exact sweep of every state cheaper than the known
 * arrangement, the way whose beam did better, or where neither found
 * anything, made fewer states (cs: c or down; arr_beam_way), first for
 * about as long as the lower bound would take to work out; past that,
 * the bound, which may show at once that nothing beats the known
 * arrangement, and else prunes, the way the probes choose (in XP, both
 * ways in the race).
 */
static int
exact_sweep(struct plan *p, struct ctx *down, const int64_t *best)
{
	struct ctx *c = &p->c, *cs;
	int side = best[1] >= 0 && (best[0] < 0 || best[1] < best[0]);
	int64_t cost;
	int err = ARR_GIVEUP;

	/* neither beam found anything cheaper (the second runs under the
	 * first's cost): the way whose beam made fewer states */
	if (arr_beam_way > 0 && best[0] < 0 && best[1] < 0 &&
	    p->beam_states[0] > 0 && p->beam_states[1] > 0)
		side = p->beam_states[1] < p->beam_states[0];

	/* the rungs' bound is c's, whichever way sweeps (arr_ways_probe()) */
	rung_bounds(p, down);
	cs = side ? down : c;
	down->states = c->states;
	if (cs->lower == NULL && arr_lower_per_trans > 0 && cs->duals == NULL) {
		cs->sweep_limit = arr_bound_cost(cs) * arr_lower_per_trans;
		err = arr_sweep(cs, 0, &cost, p->out);
		cs->sweep_limit = 0;
	}
	if (err == ARR_GIVEUP) {
		int64_t root;

		if (cs->lower == NULL && (cs->lower = arr_bound_make(cs,
		    p->by_value, c->bound)) == NULL)
			return ARR_NOMEM;
		root = arr_bound_root(cs);
		if (root < p->lp_lower)
			root = p->lp_lower;
		if (root >= c->bound) {
			c->states = cs->states;
			arr_no_better(p->out, p->known);
			return ARR_FOUND;
		}
		if (arr_race > 0 && c->lower != NULL && down->lower != NULL &&
		    c->ts->copies >= 3)
			err = arr_ways_race(p, &cs, down,
			    least_cost(p, down) / COST_TILE, &cost);
		/* on from its probe (arr_sweep_probe 0: from the start),
		 * first under a rung where it may pay (arr_ways_fewer()) */
		else if ((err = arr_ways_fewer(p, &cs, down, &cost)) ==
		    ARR_GIVEUP && (err = arr_ways_probe(p, &cs, down, 1,
		    &cost)) == ARR_GIVEUP)
			err = arr_ways_on(p, &cs, down, &cost);
		c->sw = &p->sw;
		side = cs == down;
	}
	if (err < 0)
		return err;
	c->states = cs->states;
	if (err != ARR_FOUND) {
		arr_no_better(p->out, p->known);
		return ARR_FOUND;
	}
	p->out->feasible = 1;
	if (side)
		arr_unmirror(p->out, c->ts, p->out);
	return ARR_FOUND;
}

/*
 * Something must be left over (or, by value, is worth less): the beams,
 * then the linear program when they have not settled the bag (else made
 * already), then the exact sweep.  On a standard bag without jokers, the
 * program not made, the beams arr_lp_cut wide give up where they first
 * cut, for the program; then the beams again, as where it came first.
 */
static int
beams_then_sweep(struct plan *p)
{
	struct ctx *c = &p->c, down;
	struct bag *mirror = malloc(sizeof(*mirror));
	int64_t best[2] = { -1, -1 };
	int err;

	if (mirror == NULL)
		return ARR_NOMEM;
	arr_mirror(c, &down, mirror);
	if (lp_ahead(p) && c->jokers == 0 && c->ts->copies < 3 &&
	    arr_lp_cut > 0) {
		c->cut_giveup = down.cut_giveup = 1;
		err = beams(p, &down, best);
		c->cut_giveup = down.cut_giveup = 0;
		if (err == ARR_GIVEUP &&
		    (err = arr_lp_settle(p, 1)) == ARR_OK) {
			down.bound = c->bound;
			best[0] = best[1] = -1;
			err = beams(p, &down, best);
		}
	} else
		err = beams(p, &down, best);
	if (err == ARR_OK && (err = arr_lp_settle(p, 0)) == ARR_OK)
		err = exact_sweep(p, &down, best);
	arr_bound_free(down.lower);
	free(mirror);
	return err;
}

static int
by_kind(const void *x, const void *y)
{
	return tile_kind(x) - tile_kind(y);
}

/* The numbers each colour is held at in the bag (bit v of has[colour]). */
static void
held(const struct bag *bag, int top, unsigned has[RK_NCOLOURS])
{
	int colour, v;

	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		has[colour] = 0;
		for (v = 1; v <= top; v++)
			if (bag->must[colour][v] + bag->may[colour][v] > 0)
				has[colour] |= 1u << v;
	}
}

/*
 * A tile must be left over, by a count of groups (arr_groups_short()).
 * Without jokers, a tile of colour k and number v lies in a run only when
 * the bag holds k at v and the numbers beside it that make three in a
 * row (v - 2 to v, v - 1 to v + 1 or v to v + 2); else only a group of v
 * can hold it.  Groups hold one tile of each colour and three or four
 * of them.  So when g copies of one colour at v can only go into groups,
 * g groups of v are needed, each with three tiles or more, of which
 * colour j can give at most min(n_j, g) (n_j its tiles at v): fewer than
 * 3 g in all, and some tile is left, whatever the rest of the bag.  (A
 * necessary condition only: on hard27_standard 49 it finds the two k11,
 * with k10 and k12 not both there and only r11 and o11 besides.)  With
 * one joker, laid all must be too, so the count must fail wherever it
 * goes: in a group of some number (a place more there), or in a run of
 * some colour at some number (held there, for the runs); 65 places, each
 * counted again, but only where the count without it fails.  Not with
 * more jokers, nor where only runs count.
 */
static int
groups_short(const struct bag *bag, int top, const unsigned *has,
    int joker_at)
{
	unsigned run[RK_NCOLOURS];
	int colour, v;

	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		/* the numbers that begin three in a row, and the three */
		unsigned starts = has[colour] & has[colour] >> 1 &
		    has[colour] >> 2;

		run[colour] = starts | starts << 1 | starts << 2;
	}
	for (v = 1; v <= top; v++) {
		int n[RK_NCOLOURS], g = 0, room = v == joker_at;

		for (colour = 0; colour < RK_NCOLOURS; colour++) {
			n[colour] = bag->must[colour][v] + bag->may[colour][v];
			if (!(run[colour] >> v & 1) && n[colour] > g)
				g = n[colour];
		}
		if (g == 0)
			continue;
		for (colour = 0; colour < RK_NCOLOURS; colour++)
			room += n[colour] < g ? n[colour] : g;
		if (room < 3 * g)
			return 1;
	}
	return 0;
}

int
arr_groups_short(const struct bag *bag, const struct tileset *ts)
{
	unsigned has[RK_NCOLOURS];
	int top = ts->maxnum, jokers = bag->jokers_must + bag->jokers_may;
	int colour, v;

	if (jokers > 1 || ts->runs_only)
		return 0;
	held(bag, top, has);
	if (!groups_short(bag, top, has, 0))
		return 0;
	if (jokers == 0)
		return 1;
	/* the joker in a group of v, or in a run of colour at v */
	for (v = 1; v <= top; v++)
		if (!groups_short(bag, top, has, v))
			return 0;
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= top; v++) {
			unsigned was = has[colour];
			int is;

			has[colour] |= 1u << v;
			is = groups_short(bag, top, has, 0);
			has[colour] = was;
			if (!is)
				return 0;
		}
	return 1;
}

/*
 * The tiles of each colour (bit v of in[colour]) that some set of the
 * bag's tiles could hold, 3 or more with a real one: a run of three with
 * the tile, the missing places jokers; or a group of its number, the
 * missing colours jokers (each as many as the bag's jokers, and the set's
 * rule, allow).
 */
static void
in_some_set(const struct bag *bag, const struct tileset *ts,
    unsigned in[RK_NCOLOURS])
{
	unsigned has[RK_NCOLOURS], starts, two = 0, three = 0, one = 0;
	unsigned all = ((1u << ts->maxnum) - 1) << 1;
	int jokers = bag->jokers_must + bag->jokers_may, colour;

	if (ts->jokers_per_set > 0 && jokers > ts->jokers_per_set)
		jokers = ts->jokers_per_set;
	held(bag, ts->maxnum, has);
	/* numbers held in three colours, or in two, or in one */
	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		three |= two & has[colour];
		two |= one & has[colour];
		one |= has[colour];
	}
	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		unsigned a = has[colour], b = a >> 1, c = a >> 2;

		/* the lowest places of the runs of three that can be made */
		starts = jokers >= 2 ? all : jokers == 1 ?
		    (a & b) | (a & c) | (b & c) : a & b & c;
		starts &= all & (all >> 2);
		in[colour] = (starts | starts << 1 | starts << 2) & a;
		if (!ts->runs_only)
			in[colour] |= a & (jokers >= 2 ? all : jokers == 1 ?
			    two : three);
	}
}

/*
 * The "may" tiles in no set of the bag's tiles, by colour and number,
 * into out_of, when they are arr_out_of percent of its numbered tiles or
 * more (else none); how many.
 */
static int
take_out(const struct bag *bag, const struct tileset *ts,
    uint8_t out_of[RK_NCOLOURS][RK_MAXNUM + 1])
{
	unsigned in[RK_NCOLOURS];
	int colour, v, n = 0;

	memset(out_of, 0, sizeof(uint8_t) * RK_NCOLOURS * (RK_MAXNUM + 1));
	if (arr_out_of <= 0)
		return 0;
	in_some_set(bag, ts, in);
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= ts->maxnum; v++)
			if (!(in[colour] >> v & 1))
				n += bag->may[colour][v];
	if (n == 0 || n * 100L < arr_out_of * (arr_bag_tiles(bag, ts) -
	    bag->jokers_must - bag->jokers_may))
		return 0;
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= ts->maxnum; v++)
			if (!(in[colour] >> v & 1))
				out_of[colour][v] = bag->may[colour][v];
	return n;
}

static int
arrange_solve(const struct bag *bag, const struct tileset *ts, int joker_value,
    int by_value, uint8_t out_of[RK_NCOLOURS][RK_MAXNUM + 1],
    struct arrangement *out)
{
	struct plan plan, *p = &plan;
	struct ctx *c = &p->c;
	int s, v, rc;

	memset(out, 0, sizeof(*out));
	memset(p, 0, offsetof(struct plan, first));
	p->duals.first = &p->first;
	p->first.bag = NULL;
	p->by_value = by_value;
	p->nsteps = ts->maxnum * RK_NCOLOURS;
	p->out = out;
	c->sw = &p->sw;
	c->bag = bag;
	c->ts = ts;
	c->jokers = bag->jokers_must + bag->jokers_may;
	/* With one joker a set (junior), a joker can have to open a run
	 * beside the real copies of its number (k1 k2 j | k3 j k5): jokers
	 * bring a slot more.  Elsewhere a joker-made run can always be laid
	 * another way, as far as 25,000 dense one-colour bags (standard and
	 * XP) checked against a brute-force search show, again with jokers
	 * before a run laid lazily; the slot would triple the states. */
	c->slots = ts->copies + (c->jokers > 0 && ts->jokers_per_set == 1);
	if (c->slots > MAX_SLOTS)
		c->slots = MAX_SLOTS;
	c->joker_flag = ts->jokers_per_set == 1;
	c->lead_max = c->joker_flag && c->jokers > 0 ? 1 : c->jokers;
	if (c->jokers > 7)
		return ARR_NOMEM;
	for (v = 1; v <= RK_MAXNUM; v++)
		c->tile_cost[v] = arr_cost(by_value, v);
	c->joker_cost = arr_cost(by_value, joker_value);
	if ((rc = greedy(p)) != ARR_OK)
		goto done;
	/* many tiles in no set (after the greedy arrangement, which lays
	 * most bags at once): arrange() takes them out (ARR_OUT) */
	if (out_of != NULL && take_out(bag, ts, out_of) > 0) {
		rc = ARR_OUT;
		goto done;
	}
	p->ntiles = arr_bag_tiles(bag, ts);
	p->early = ts->copies < 3 && c->jokers > 0 && arr_lp_early > 0 &&
	    p->ntiles >= arr_lp_early;
	rc = ARR_NOMEM;
	c->st = arr_slot_tables(c->slots, c->joker_flag, c->lead_max);
	c->steps = calloc((size_t)p->nsteps + 1, sizeof(*c->steps));
	p->path = malloc(sizeof(*p->path) * ((size_t)p->nsteps + 1));
	if (c->steps == NULL || c->st == NULL || p->path == NULL)
		goto done;
	/* 1a. the linear program (arrange_settle.c) at once for a big bag:
	 * a bound, often the answer's cost, and often an arrangement that
	 * meets it */
	if ((p->ntiles >= arr_lp_tiles || (arr_lp_left > 0 && !by_value &&
	    p->ntiles >= arr_lp_left_tiles && c->bound != INT64_MAX &&
	    c->bound / COST_TILE >= arr_lp_left)) &&
	    (rc = arr_lp_settle(p, 1)) != ARR_OK)
		goto done;
	/* 2, cut short first where the program has not come: when the
	 * depth-first search gives up there, the program, and that search
	 * again in full only when the program leaves the bag open (the
	 * search for spare jokers, cut short in standard, is not rerun) */
	if ((rc = spare_jokers(p)) != ARR_OK ||
	    (rc = nothing_left(p)) != ARR_OK)
		goto done;
	if (p->dfs_short && ((rc = arr_lp_settle(p, 1)) != ARR_OK ||
	    (rc = nothing_left(p)) != ARR_OK))
		goto done;
	/* the linear program, when the searches have not settled the bag,
	 * before the beams where they are wide (three copies; in standard
	 * with a joker and arr_lp_early tiles, or leaving arr_lp_gap tiles
	 * more than must be, with a joker or of arr_lp_gap0_tiles tiles or
	 * more) */
	if ((ts->copies >= 3 || p->early || (arr_lp_gap > 0 &&
	    (c->jokers > 0 || (arr_lp_gap0_tiles > 0 &&
	    p->ntiles >= arr_lp_gap0_tiles)) && c->bound != INT64_MAX &&
	    c->bound / COST_TILE >= p->least /
	    COST_TILE + arr_lp_gap)) &&
	    (rc = arr_lp_settle(p, 1)) != ARR_OK)
		goto done;
	if ((rc = bound_probe(p)) != ARR_OK ||
	    (rc = rungs(p)) != ARR_OK || (rc = floor_probe(p)) != ARR_OK ||
	    (rc = value_sweep(p)) != ARR_OK)
		goto done;
	rc = beams_then_sweep(p);
done:
	if (rc == ARR_FOUND)
		rc = ARR_OK;
	out->states = c->states;
	if (c->steps != NULL)
		for (s = 0; s <= p->nsteps; s++)
			arr_step_free(&c->steps[s]);
	free(c->steps);
	arr_bound_free(c->lower);
	arr_bound_free(p->aside);
	arr_bound_free(p->down_aside);
	arr_sweep_free(p->sw);
	arr_sweep_free(p->sw2);
	arr_sweep_free(p->sw_value);
	arr_lp_keep_free(&p->duals);
	arr_lp_tree_free(&p->duals);
	free(p->known);
	free(p->path);
	return rc;
}

int
arrange(const struct bag *bag, const struct tileset *ts, int joker_value,
    int by_value, struct arrangement *out)
{
	uint8_t out_of[RK_NCOLOURS][RK_MAXNUM + 1];
	int colour, v, rc, i;

	if (joker_value < 0 || joker_value > 1000)
		return -1;      /* costs would not fit an entry */
	/* a tile more than the set holds has no slot (the answer could
	 * leave more over than need be) */
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= RK_MAXNUM; v++)
			if (bag->must[colour][v] + bag->may[colour][v] >
			    (v <= ts->maxnum ? ts->copies : 0))
				return -1;
	rc = arrange_solve(bag, ts, joker_value, by_value, out_of, out);
	if (rc == ARR_OUT) {
		/* the tiles in no set out (arr_out_of): the rest searched,
		 * they left over */
		struct bag rest = *bag;

		for (colour = 0; colour < RK_NCOLOURS; colour++)
			for (v = 1; v <= ts->maxnum; v++)
				rest.may[colour][v] -= out_of[colour][v];
		rc = arrange_solve(&rest, ts, joker_value, by_value, NULL,
		    out);
		for (colour = 0; rc == 0 && out->feasible &&
		    colour < RK_NCOLOURS; colour++)
			for (v = 1; v <= ts->maxnum; v++)
				for (i = 0; i < out_of[colour][v]; i++)
					out->left[out->nleft++] =
					    arr_tile(colour, v, 0);
	}
	if (rc != 0)
		return rc;
	/* the tiles left in one order, whichever phase found them: by
	 * colour, then number, jokers last; and their value */
	qsort(out->left, (size_t)out->nleft, sizeof(out->left[0]), by_kind);
	out->left_value = 0;
	for (i = 0; i < out->nleft; i++)
		out->left_value += out->left[i].joker ? joker_value :
		    out->left[i].num;
	return 0;
}
