/*
 * arrange_ways.c: which way the exact sweep with the lower bound goes, up
 * the numbers or down them (steps 5a-5c of the plan in arrange.c).  A
 * bag can take many times the states one way it takes the other, and
 * which is cheaper shows only once the sweep is under way.  Words,
 * besides those of arrange_int.h and arrange_sweep.c:
 *  - way: the sweep of the bag as it is (p->c, up) or mirrored (down),
 *    each with its own lower bound and, when both go on, tables of its
 *    own (p->sw, p->sw2).
 *  - probe (5a): the way the beams chose (whose beam found cheaper, or
 *    made fewer states: arr_beam_way), for a few hundred states, then
 *    the other, unless the first has made many steps by then
 *    (arr_probe_steps, arr_probe_steps2); the one that has made more
 *    steps goes on (in the exact sweep's probe in standard, the
 *    beams' way counted at arr_probe_mark2 states, the other must get
 *    as far in its arr_sweep_probe: half as many, as set).
 *  - look (5b): a way that has made many states few steps in gives the
 *    other a turn of as many states.
 *  - race (5c, in XP, where the beams have made both bounds): both ways
 *    a step at a time, the narrower first, until one ends.
 *  - rung: a race under the cost of a tile more than must be left, so
 *    that it sweeps none of the states that leave more; in XP without
 *    jokers also before the beams (arr_ways_rung(), rung_race() in
 *    arrange.c), up going on from a sweep up alone, for a limit; in
 *    standard, the probes under the cost of the known arrangement's
 *    tiles without their value, so that they find only an arrangement
 *    that leaves fewer (arr_ways_fewer()).
 * Each returns what arr_sweep() returns (ARR_FOUND: the arrangement in
 * p->out, the way that ended in *csp; ARR_OK: nothing beats the known
 * arrangement) or ARR_NOMEM, and counts its states in the ways' ctx.
 */
#include "arrange_int.h"

/*
 * The probes of the sweep with the lower bound (arr_ways_probe()), first
 * modelled from the states each step of each way made on the hard
 * corpora, then counted (instructions, tests/bench/count_arrange.sh,
 * against the beams' way alone); in XP, since the bound beams, the race
 * (arr_race) instead, and these where it is 0 (the figures below, as the
 * second look's, from before it):
 *  - arr_sweep_probe: the states at which the two ways are compared, by
 *    the steps each has made.  Modelled, 100 / 300 / 1000 states: total
 *    states hard3_xp 0.64 / 0.64 / 0.65 of the beams' way, hard5_xp
 *    0.55 / 0.59 / 0.63, hard7_xp 0.80 / 0.74 / 0.94, hard8_standard
 *    0.82 / 0.83 / 0.87; hard_xp's worst bag 1.41 / 1.02 / 1.06 times
 *    its states.  0: the beams' way only, from its first step.
 *  - arr_probe_per_trans: the beams' way goes on alone for this many
 *    states per transition of the other way's bound (arr_bound_cost())
 *    before that bound is made, about what making it costs: where the
 *    sweep is short, the bound is not worth making.  8 / 16: hard5_xp
 *    0.67 / 0.68, hard8_standard 0.85 / 0.88, but bench_arrange's
 *    "standard, 60 tiles, 1 joker, drawn" 1.0025 / 0.9998.  16 until
 *    the sweep was made cheaper a state (the bound read a group at a
 *    time, the expansion compiled for the last colour apart); counted
 *    again then, 16 -> 8: every standard corpus 0.1-3.3% fewer
 *    instructions and XP's 0.4-1.5% fewer but hard13_xp (0.4% more),
 *    hard5_standard 38 (the one bag then under ten times the integer
 *    program, 9.4 at best of six) 8.4% fewer, the dearest bags 1.4-1.6
 *    times (hard3_standard 13, hard4_standard 32, hard13_xp 11, each 29
 *    to 91 times faster than the integer program); bench_arrange's
 *    60-tile drawn standard bags with 1 and 2 jokers 0.6% more, no other
 *    kind changing (both 6-9% under the build before that work).
 *  - arr_probe_steps: in XP, where a bound costs more, the other way is
 *    tried only when the beams' way had made fewer steps than this by
 *    arr_sweep_probe states.  Without it, hard4_xp 1.07 and hard_xp
 *    1.06; with 7, 1.03 and 1.01 (hard5_xp 0.65 -> 0.67).
 */
long arr_sweep_probe = 300, arr_probe_steps = 7, arr_probe_per_trans = 8;

/*
 * arr_probe_steps on standard bags (0: the other way always): the other
 * way is probed only when the first had made fewer than this many steps
 * of 52 by arr_sweep_probe states (in the exact sweep's probe, by
 * arr_probe_mark2 states since; counted below at 300).  With
 * arr_beam_way (arrange.c),
 * which chooses the first way better where the beams found nothing,
 * counted (callgrind, every bag once) at 32: hard26 standard 0.867 of
 * the instructions (its floor bag, 18, 0.817), hard9 0.985, hard8 and
 * hard20 0.989, the standard corpora 11.13 -> 11.09 billion; bags up to
 * 1.050 times (hard15 standard 42, of arr_beam_way), hard7 standard 7
 * 1.014; bench_arrange's kinds the same or less (standard 20 tiles, a
 * joker, one swapped, 0.996).  Alone, hard26 standard 0.958.  The
 * rungs' probes in standard (rung_sweep() in arrange.c) go through the
 * same test, and are counted in these figures.  At 26,
 * hard27 standard 0.942 too, but hard4 standard 5 1.088 times; at 20,
 * hard8 standard 29 1.41; at 13, hard8 37 2.18 and hard5 38 1.90.
 */
long arr_probe_steps2 = 32;

/*
 * In standard (and junior: two copies or fewer), the exact sweep's probe
 * counts the beams' way's steps at arr_probe_mark2 states, not
 * arr_sweep_probe (0: at arr_sweep_probe, and the other way goes on only
 * when it has made more steps), and the other way, probed for
 * arr_sweep_probe states, goes on when it has made as many: as set, it
 * must get as far on half the states.  Modelled from the states each step
 * made each way on the 860 standard bags of tests/bench that reach the
 * exact sweep (the rung of arr_ways_fewer() off): the exact sweeps took
 * 2.243 million states, the cheaper way on every bag 1.483 million, and
 * 2.059 million at 600 (no bag past the dearest, 21,165 states, hard16
 * standard 2 without the rung; hard6 standard 13 1.75 times).  Of a grid
 * of 128 marks, probes and margins, the only one that lowered the total
 * and kept both.  The probes under the rung of arr_ways_fewer() go the
 * same way, counted with it (hard3 standard 42 9,552 states, 15,079 with
 * the rule there as it was).  Counted (callgrind, every bag once) against
 * 300: the standard corpora 8.706 -> 8.492 billion instructions, hard25
 * 0.835 (its bag 3 14,573 -> 5,553 states), hard17 0.945, hard10 0.949;
 * dearer hard7 1.018 (bag 45 1.30 times), hard6 1.016 (bag 13 1.47),
 * hard14 1.012, hard12 15 1.50 and hard28 14 1.13 (each under 3.5 ms);
 * the dearest bag the same (hard16 standard 2).  Side by side with the
 * integer program (8 rounds): hard25 standard 0.885 of the time, hard28
 * standard 0.985 (its bag 14 14.4 -> 12.2 times the program).
 * bench_arrange's drawn 60-tile bags with one and two jokers 0.997 and
 * 0.996, its other standard kinds the same.  No XP bag changes.  Not in
 * the rungs' probes (rung_sweep() in arrange.c), where hard26 standard 18
 * (14 times the program) took 1.34 times the states and the total much
 * the same.
 */
long arr_probe_mark2 = 600;

/*
 * The second look (5b, arr_ways_on()): an exact sweep that has made
 * arr_look_states states before step arr_look_steps (of 52; about a
 * third of the numbers) has chosen badly, as a rule: the states of a
 * step are the most near the middle numbers.  Then the other way gets
 * its bound and as many states, and goes on if it got further.  Modelled
 * from the states each step made each way on all 1,353 bags of the hard
 * corpora (the steps by then, as the probes compare them):
 *   states   steps  bags the other way takes  fewer / more states
 *   10,000    14                                 15 / 3
 *   15,000    13                                  2 / 0
 *   15,000    14                                  4 / 0
 *   15,000    15                                 11 / 3
 *   20,000    14                                  2 / 0
 *   20,000    16                                 10 / 4
 * (a bound counted as 5,000 states; hard10_xp's first two bags 0.56 and
 * 0.60 of their states, 126,000 and 124,000 before, hard5_xp 22 and 15
 * 0.82 and 0.84).  14 steps at first; then counted, whole runs, 14 -> 16
 * steps, on those corpora and on seven more XP searches found against
 * 14 (hard15_xp to hard21_xp).  States in all, each corpus: hard17_xp
 * 0.80, hard20_xp 0.79 (its worst bag 280,000 -> 91,000), hard18_xp
 * 0.95, hard11, hard13, hard21 and hard5 XP 0.97-0.99, hard10_xp 1.00,
 * hard6_xp and hard16_xp 1.01 (hard16_xp 1 166,000 -> 181,000), the
 * rest the same.  By callgrind, of the 22 bags of the older corpora
 * that change, 20 take 1-26% fewer instructions (hard13_xp's bags 1-3,
 * near ten times the integer program then, a fifth fewer) and 2 more:
 * hard6_xp 3 13% (its corpus's worst bag in states, 72,000 -> 87,000)
 * and hard5_xp 37 8%.  17 steps is much the same but costs hard4_xp 15
 * and hard5_xp 43 3-5%; 20 makes hard5_xp's worst bag 12% dearer in
 * states.  0: never.
 */
long arr_look_states = 15000, arr_look_steps = 16;

/*
 * The race (5c, race()), in XP, where both ways have their lower bound
 * (made by the bound beams, or by the rungs and the sweep before it):
 * the two ways' exact sweeps go a step at a time, the
 * next step the way whose last step made fewer states for the steps it
 * has made, up's count weighed by arr_race / 100 (0: no race, the
 * probes instead).  Modelled on all 1,100 XP bags of the hard corpora
 * from the states each step made each way, against the probes (40.8
 * million states in all; the cheaper way on every bag 32.6): 0.88 of
 * the states at 50; never more than 1.8 times the cheaper way's, where
 * the probes and the second look come to 4.0 (71 bags over twice it);
 * the dearest bag 137,000 states against 132,000; hard16, hard18,
 * hard19 and hard23 XP 0.60-0.75, hard10 and hard11 XP 1.20 and 1.12.
 * At 100, 0.91 and up to 2.3 times; the last step's states alone, 0.92
 * and the dearest bag 189,000.  Counted, the states are the model's;
 * instructions (callgrind) 72.8 -> 66.9 billion, the dearest bag 185 ->
 * 182 million, hard16 XP 0.68, hard10 XP 1.10; bench_arrange's XP kinds
 * the same.
 */
long arr_race = 50;

/*
 * arr_race on XP bags without jokers (0: arr_race).  Up's count weighed
 * as down's (100; now double, below): on the floor bags (hard26 and
 * hard27 XP) down mostly shows in 70-150 states that no arrangement
 * meets the program's bound, and up made most of the race's states.
 * Counted (callgrind, each bag once), 50 -> 100: hard26_xp 0.963 (its
 * dearest bag 9.83 -> 9.11 million), hard27_xp 0.983 (its 47th 1.06
 * times), the random XP bags without jokers (xp0_drawn, xp0_laid) 0.996
 * and 1.000; no bag with jokers changes.  At 200, 0.938 and 0.986, but
 * hard27_xp 41 and 47 1.47 and 1.32 times: left then.  Up weighed
 * double (200) after the plan had changed around it (at 91555f4),
 * counted against 100: hard26_xp 0.967, its floor bag 7 (the least
 * ratio to the integer program, 84 tiles) 0.903, 761 -> 524 states;
 * hard27_xp 0.995, its floor bag 38 0.979, its 41st 1.46 times (at a
 * hundred times the program); xp0_drawn 1.005 (a bag 1.10), xp0_laid
 * 1.001; no bag with jokers and no kind of bench_arrange changes.  At
 * 300, 0.961 and 0.994, but xp0_drawn bags up to 1.56.  Side by side
 * with the program (ab_arrange.py, 8 runs): hard26_xp's least 11.77 ->
 * 12.99, hard27_xp's 12.40 -> 12.94, xp0_drawn's the same (7.50, 7.49).
 */
long arr_race0 = 200;

/*
 * arr_race where up goes on from the value sweep that gave up
 * (arr_value_resume, arrange.c; 0: arr_race): up's count weighed
 * double, so that down catches up further.  On hard25 XP 1 the value
 * sweep made 23 steps up; weighed by half, down made 30, then up three
 * steps more (11,400 states, the last of 6,459) before down ended the
 * race: 46,583 states, and weighed double 35,181.  Counted (callgrind,
 * every XP bag once): hard25 XP 0.907 at 100, 0.890 at 150 and 200,
 * 0.889 at 300 and 1000 (its first bag 0.870, then 0.745 from 150); no
 * other corpus changes (where its value sweep gives up, the beams find
 * a cheaper arrangement, and no race goes on from it), and no bag more
 * than 1.0003 times.  bench_arrange's 33 kinds, 200 bags each, the
 * same.  arr_race at 100 for every race instead: hard25 XP 0.893, the
 * XP corpora 0.988, but bags up to 1.17 times (hard18 XP 36; at 75,
 * the same).  Side by side with the program (hard25 XP, 8 runs), the
 * two together 0.823 of the time: its first bag 13.37 -> 20.34 times
 * the program, and the corpus's least 13.37 -> 14.05 (its 47th, which
 * neither touches).
 */
long arr_race_on = 200;

/*
 * The race's rungs (arr_ways_race()): at most this many races, each
 * allowing a tile more, before the one under the known arrangement's
 * cost; 0: none.  Where a tile at least must be left, the beams often
 * leave one or two more, and the race under their cost sweeps every
 * state that leaves as many, of which the answer needs none: hard20 XP
 * 26 (106 tiles, four jokers, two left, the beams four) 54,369 -> 22,604
 * states, 121 -> 65.5 million instructions, hard10 XP 17 82 -> 59
 * million.  A rung that finds nothing costs its states again: 15 other
 * XP bags 1.02-1.21 times (hard13 XP's most), the XP corpora 41.88 ->
 * 41.86 billion in all, bench_arrange's XP kinds the same.  Not where
 * nothing need be left (tiles 0): there the rung lays whole a few bags
 * the searches before it did not (hard10 XP 2 19,851 -> 11,559 states),
 * but shows only that a tile must be left on most, some 280 states
 * each: 5 bags 13,000 states fewer, 434 others 101,000 more.  More rungs
 * than one change no bag.
 */
long arr_race_rungs = 1;

/*
 * The race's tile worth 1 (arr_race_one: jokers at least; 0, never): on
 * an XP bag with that many jokers whose known arrangement leaves one
 * tile, the race first allows only none, or one tile worth 1 (a joker
 * costs more).  Where that finds nothing, the race goes on under the
 * known cost as before, its states spent.  hard17 XP 29 (the slowest XP
 * bag, 20.4 ms; 101 tiles, four jokers, a tile left worth 1, the known
 * arrangement one worth 13): 55,336 -> 22,597 states.  States on the 56
 * bags of tests/bench where it runs (two jokers or more) 0.962, 15 of
 * them settled by it (hard11 XP 3 0.87, hard18 XP 42 0.91); hard4 XP 49
 * 1.41 times (21,849 -> 30,701), none other over 1.05.  Side by side
 * with the integer program (8 rounds): hard17 XP 0.985 of the time, its
 * bag 29 22.1 -> 11.4 ms.  On every bag whose known arrangement leaves
 * one tile, with or without jokers, 0.972, but hard26 XP 8 and 32 1.39
 * and 1.37 times (15.5 and 19.4 times the integer program); allowing a
 * tile worth up to 3 instead (hard17 XP 29 52,609 states) or on known
 * arrangements of more tiles, more states.
 */
long arr_race_one = 2;

/*
 * The probes' rung in standard (arr_ways_fewer(); also junior, of two
 * copies too, where it changed no bag tried): where the known
 * arrangement leaves arr_std_rung tiles or more, on a bag of
 * arr_std_rung_jokers jokers or more, the probes and the sweep on first
 * look only for fewer tiles than it leaves (0: never).  The race's rung
 * in XP climbs from what must be left; in standard that is mostly
 * nothing, and a rung there lays few bags.  Under the known
 * arrangement's cost, the sweep makes every state that could leave as
 * many tiles worth less, and many near the middle numbers do; where
 * fewer tiles can be left, they are most of its states.  hard15
 * standard 30 (74 tiles, 2 jokers, the known arrangement two tiles
 * worth 18, the answer a k1):
 * 20,874 -> 15,263 states.  Where the rung finds nothing, its states
 * are spent: the sweep goes again under the known cost.  Counted
 * (callgrind, every bag once), the standard corpora 8.948 -> 8.840
 * billion instructions: hard15 standard 0.907, hard12 0.954, hard18
 * and hard_standard 0.974; dearer hard9 1.026 (its bag 24 1.33), hard20
 * 1.021 (bag 4 1.36), hard25 1.012, hard10 24 1.36; each of those
 * under 4 ms, and 60 times the integer program or more.
 * bench_arrange's standard 60-tile bags drawn with 2 jokers 0.994, and
 * its other kinds the same.  With one joker or none, the hard corpora
 * much the same (some bags with none leave 5-8 tiles where a tile
 * fewer will do), but its drawn bags with one 1.003 and the best
 * moves 1.003.  From a known arrangement of one tile (a rung at
 * nothing), the hard corpora's 328 such bags with 2 jokers took 1.25
 * times their states.
 */
long arr_std_rung = 2, arr_std_rung_jokers = 2;

/*
 * The other way's turn (5a, 5b), in two parts.  other_bound(): its lower
 * bound, made if it has none; ARR_OK when the bound shows that nothing
 * beats the known arrangement, ARR_NOMEM, else ARR_GIVEUP (sweep on).
 * other_sweep(): its sweep in the tables sw, for at most limit states
 * (0: to the end), counting on from cs's states and resuming where it
 * last stopped when resume; what arr_sweep() returns.
 */
static int
other_bound(struct plan *p, struct ctx *other)
{
	if (other->lower == NULL && (other->lower =
	    arr_bound_make(other, p->by_value, p->c.bound)) == NULL)
		return ARR_NOMEM;
	return arr_bound_root(other) >= p->c.bound ? ARR_OK : ARR_GIVEUP;
}

static int
other_sweep(struct plan *p, struct ctx *cs, struct ctx *other,
    struct sweep **sw, long limit, int resume, int64_t *cost)
{
	int err;

	other->sw = sw;
	other->states = cs->states;
	other->sweep_resume = resume;
	other->sweep_limit = limit;
	err = arr_sweep(other, 0, cost, p->out);
	other->sweep_limit = 0;
	other->sweep_resume = 0;
	cs->states = other->states;
	return err;
}

/*
 * 5a. Which way the sweep with the lower bound goes (*csp: c or down): a
 * bag can take many times the states one way it takes the other (the
 * hardest found were made hard up the numbers).  The way the beams
 * chose (cs) is swept for as long as the other way's bound would take
 * to make (arr_probe_per_trans); past that, the other way gets its bound
 * and arr_sweep_probe states, and the way that had made more steps by
 * then (cs's counted at arr_sweep_probe states; in standard, where
 * exact, at arr_probe_mark2) goes on from where it stopped (cs when they
 * are level; in standard, where exact, the other).  exact: the probe of
 * the exact sweep (or of its rung, arr_ways_fewer()), not a rung's
 * (rung_sweep() in arrange.c).  The
 * other way is not probed when cs had made arr_probe_steps steps by
 * then (in standard arr_probe_steps2: the rungs' probes too, as
 * rung_sweep() in arrange.c calls this).  ARR_GIVEUP then,
 * (*csp)->sw the tables of the way that goes on (p->sw2 when it is the
 * other way: the beams' way's are freed); what the sweep returns when a
 * probe ends it; ARR_OK when the other way's bound shows that nothing
 * beats the known arrangement; ARR_NOMEM.  (A sweep without the bound,
 * cs->lower NULL, as a rung's may be: the ways are probed the same,
 * arr_sweep_probe states each, and no bound is made.)
 */
int
arr_ways_probe(struct plan *p, struct ctx **csp, struct ctx *down,
    int exact, int64_t *cost)
{
	struct ctx *c = &p->c, *cs = *csp, *other = cs == c ? down : c;
	/* (level: the exact sweep's probe in standard: cs counted at
	 * arr_probe_mark2 states, the other on when as far) */
	int level = exact && c->ts->copies < 3 && arr_probe_mark2 > 0;
	long mark = level ? arr_probe_mark2 : arr_sweep_probe, limit = mark;
	int err, steps, bounded = cs->lower != NULL;

	if (arr_sweep_probe <= 0)
		return ARR_GIVEUP;
	if (bounded && other->lower == NULL) {
		long t = arr_bound_cost(other);

		if (t * arr_probe_per_trans > limit)
			limit = t * arr_probe_per_trans;
	}
	cs->sweep_limit = limit;
	cs->sweep_mark = mark;
	err = arr_sweep(cs, 0, cost, p->out);
	cs->sweep_limit = cs->sweep_mark = 0;
	if (err != ARR_GIVEUP)
		return err;
	steps = cs->mark_steps;
	if (c->ts->copies >= 3 ? steps >= arr_probe_steps :
	    arr_probe_steps2 > 0 && steps >= arr_probe_steps2)
		return ARR_GIVEUP;
	if (bounded && (err = other_bound(p, other)) != ARR_GIVEUP)
		return err;
	/* the other way in tables of its own, so that cs can go on */
	err = other_sweep(p, cs, other, &p->sw2, arr_sweep_probe, 0, cost);
	if (err == ARR_GIVEUP && other->sweep_steps + level <= steps) {
		other->sw = cs->sw;
		return err;
	}
	*csp = other;
	arr_sweep_free(*cs->sw);
	*cs->sw = NULL;
	return err;
}

/*
 * 5b. The exact sweep goes on the way chosen (cs) to its end, but for a
 * second look when it has made arr_look_states states fewer than
 * arr_look_steps steps in: then the other way, with its bound, makes as
 * many, in tables of its own (resuming its probe's, if any), and goes on
 * to the end instead when it has made more steps.  What arr_sweep()
 * returns, the way that ended it in *csp; ARR_OK when the other way's
 * bound shows that nothing beats the known arrangement.
 */
int
arr_ways_on(struct plan *p, struct ctx **csp, struct ctx *down, int64_t *cost)
{
	struct ctx *c = &p->c, *cs = *csp, *other = cs == c ? down : c;
	int err;

	cs->sweep_resume = arr_sweep_probe > 0;
	if (cs->lower != NULL && arr_look_states > 0) {
		cs->look_states = arr_look_states;
		cs->look_step = (int)arr_look_steps;
	}
	err = arr_sweep(cs, 0, cost, p->out);
	cs->look_states = 0;
	cs->look_step = 0;
	cs->sweep_resume = 0;
	if (err != ARR_GIVEUP || (err = other_bound(p, other)) != ARR_GIVEUP)
		return err;
	err = other_sweep(p, cs, other, cs->sw == &p->sw2 ? &p->sw : &p->sw2,
	    arr_look_states, 1, cost);
	if (err == ARR_GIVEUP && other->sweep_steps > cs->sweep_steps)
		err = other_sweep(p, cs, other, other->sw, 0, 1, cost);
	if (err != ARR_GIVEUP)
		*csp = other;
	else {
		cs->sweep_resume = 1;
		err = arr_sweep(cs, 0, cost, p->out);
		cs->sweep_resume = 0;
	}
	return err;
}

/*
 * 5a-5b under a rung (arr_std_rung): the probes, then the sweep on,
 * under the cost of the known arrangement's tiles without their value,
 * so that only an arrangement that leaves fewer tiles is found.  What
 * they return when they end the bag (ARR_FOUND: the answer, the way
 * that ended in *csp; ARR_NOMEM); else ARR_GIVEUP: no rung, or p->least
 * now as many tiles as the known arrangement leaves (it found nothing;
 * nothing after reads it yet, but it is kept true), *csp the way it
 * was, for the sweep under the known cost.  A lower bound the other way
 * made under the rung is kept: sound, if weaker (its value part aims
 * at the rung's).  The rung's tables are not resumed under the known
 * cost: arr_sweep_resumable() holds them to their bound.
 */
int
arr_ways_fewer(struct plan *p, struct ctx **csp, struct ctx *down,
    int64_t *cost)
{
	struct ctx *c = &p->c, *was = *csp;
	int64_t keep = c->bound, rung = keep / COST_TILE * COST_TILE;
	int err;

	if (arr_std_rung <= 0 || c->ts->copies >= 3 || p->by_value ||
	    c->jokers < arr_std_rung_jokers || keep == INT64_MAX ||
	    keep / COST_TILE < arr_std_rung || rung <= p->least ||
	    rung == keep)
		return ARR_GIVEUP;
	c->bound = down->bound = rung;
	if ((err = arr_ways_probe(p, csp, down, 1, cost)) == ARR_GIVEUP)
		err = arr_ways_on(p, csp, down, cost);
	c->bound = down->bound = keep;
	c->states = down->states = (*csp)->states;
	if (err != ARR_OK && err != ARR_GIVEUP)
		return err;
	if (err == ARR_OK)
		p->least = rung;
	*csp = was;
	c->sw = &p->sw;
	return ARR_GIVEUP;
}

/*
 * 5c. The race of the two ways (arr_race), each in tables of its own (c
 * in p->sw, down in p->sw2), until one ends: what arr_sweep() returns,
 * the way that ended in *csp.  on: up goes on from the sweep it stopped
 * (c->sweep_steps made, under the same bound in p->sw); limit: ARR_GIVEUP
 * once the race has made that many states (0: none); weigh: up's count
 * weighed by weigh / 100 (0: arr_race, or arr_race0 without jokers).
 */
static int
race(struct plan *p, struct ctx **csp, struct ctx *down, int64_t *cost,
    int on, long limit, long weigh)
{
	struct ctx *c = &p->c, *way[2];
	int64_t front[2] = { 1, 1 };
	long states = (*csp)->states, start = states;
	int made[2] = { 0, 0 }, err = ARR_GIVEUP;

	if (weigh <= 0)
		weigh = arr_xp_no_jokers(c) && arr_race0 > 0 ? arr_race0 :
		    arr_race;

	way[0] = c;
	way[1] = down;
	c->sw = &p->sw;
	down->sw = &p->sw2;
	if (on) {
		made[0] = c->sweep_steps;
		front[0] = c->sweep_front > 0 ? c->sweep_front : 1;
	}
	while (err == ARR_GIVEUP && (limit <= 0 || states - start < limit)) {
		int k = front[0] * weigh * (made[1] + 1) <=
		    front[1] * 100 * (made[0] + 1) ? 0 : 1;
		struct ctx *w = way[k];

		w->states = states;
		w->sweep_resume = made[k] > 0;
		w->sweep_limit = 1;
		err = arr_sweep(w, 0, cost, p->out);
		w->sweep_limit = 0;
		w->sweep_resume = 0;
		states = w->states;
		front[k] = (int64_t)w->sweep_front;
		made[k] = w->sweep_steps;
		*csp = w;
	}
	return err;
}

/* One race under c->bound as it is (down's the same), up going on from
 * its sweep that gave up: the rung of XP bags without jokers before the
 * beams, for arr_rung_race30 states (arrange.c).  What race() returns. */
int
arr_ways_rung(struct plan *p, struct ctx **csp, struct ctx *down,
    int64_t *cost)
{
	return race(p, csp, down, cost, 1, arr_rung_race30, 0);
}

/* race() from the start under bound, c's and down's bounds put back
 * after (the rungs of arr_ways_race()): what race() returns. */
static int
race_under(struct plan *p, struct ctx **csp, struct ctx *down,
    int64_t bound, int64_t *cost)
{
	struct ctx *c = &p->c;
	int64_t keep = c->bound;
	int err;

	c->bound = down->bound = bound;
	err = race(p, csp, down, cost, 0, 0, 0);
	c->bound = down->bound = keep;
	return err;
}

/*
 * 5c, by tiles, on rungs (arr_race_rungs): while the known arrangement
 * leaves more tiles than must be left (tiles, or p->least's if more: the
 * program's bound and each way's lower bound at the start show it), the
 * race allows only as many as must be first.  What it finds then is the
 * answer; when it finds nothing, a tile more must be left.  Then the race
 * under the known arrangement's cost, up going on from the value sweep
 * (p->sw_value, arrange.c) where that gave up under the same cost.  What
 * race() returns.
 */
int
arr_ways_race(struct plan *p, struct ctx **csp, struct ctx *down,
    int64_t tiles, int64_t *cost)
{
	struct ctx *c = &p->c;
	int64_t keep = c->bound;
	long n = 0;
	int err;

	if (p->least / COST_TILE > tiles)
		tiles = p->least / COST_TILE;
	while (!p->by_value && n++ < arr_race_rungs && tiles > 0 &&
	    (tiles + 1) * COST_TILE < keep) {
		if ((err = race_under(p, csp, down, (tiles + 1) * COST_TILE,
		    cost)) != ARR_OK)
			return err;
		p->least = ++tiles * COST_TILE;
	}
	/* one tile known: first none, or one worth 1 (arr_race_one) */
	if (arr_race_one > 0 && !p->by_value && c->jokers >= arr_race_one &&
	    keep / COST_TILE == 1 && keep > c->tile_cost[1] + 1 &&
	    (err = race_under(p, csp, down, c->tile_cost[1] + 1, cost)) !=
	    ARR_OK)
		return err;
	if (arr_sweep_resumable(p->sw_value, c)) {
		arr_sweep_free(p->sw);
		p->sw = p->sw_value;
		p->sw_value = NULL;
		arr_sweep_stopped(p->sw, c);
		return race(p, csp, down, cost, 1, 0, arr_race_on);
	}
	return race(p, csp, down, cost, 0, 0, 0);
}
