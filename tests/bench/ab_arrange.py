#!/usr/bin/env python3
"""ab_arrange.py: two builds of rkub arrange, side by side with the
integer program.

  ab_arrange.py CORPUS HARD_ARRANGE_A HARD_ARRANGE_B [RUNS]

For each bag of CORPUS (a hard_*.txt file), RUNS rounds (4 by default,
a multiple of 4): in each, A and B solve the bag (`hard_arrange time`,
kept running), each followed by the integer program's solve
(ilp_arrange.py's), so that both meet the machine as the program leaves
it.  A goes first in half the rounds; and each build runs in two
processes, started A, B, B, A, the pairs taken in turn: with one process
each, the one started second came out 2.5% faster in A/A runs on
xp0_drawn.txt (0.972-0.976), whichever went first in a round; with two
each, 0.994 and 1.011.  Each process solves the first bag once before
the timing (its first solve is cold, as ilp_arrange.py says).  All
are held to one processor, as in ilp_arrange.py (RKUB_BENCH_PIN=0:
not).

Prints, bag by bag, the median ratio of the program's time to A's and
to B's and their median times (us); then, for each, the least and
median ratio and the bags under ten times, and the geometric mean of
B's times over A's.  An A/A run (one build given twice) shows the noise.
To set tunables for one of them, wrap it in a script
(RKUB_ARRANGE_TUNE=... exec ...).  Exits 1 when A and B answer a bag
differently.  Debian python3-scipy; a benchmark's tool, not a test.
"""
import math
import os
import sys
import time

sys.dont_write_bytecode = True    # (no __pycache__ in the sources)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ilp_arrange import Rkub, corpus_lines, pin_one_cpu, program  # noqa: E402
from scipy.optimize import milp  # noqa: E402


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def main():
    if len(sys.argv) not in (4, 5):
        raise SystemExit("usage: ab_arrange.py CORPUS HARD_ARRANGE_A "
                         "HARD_ARRANGE_B [RUNS]")
    runs = int(sys.argv[4]) if len(sys.argv) == 5 else 4
    if runs < 4 or runs % 4:
        raise SystemExit("ab_arrange: RUNS must be a multiple of 4")
    print("ab_arrange: " + pin_one_cpu())
    # A, B, then B, A: pairs[k % 2] in round k
    procs = [Rkub(sys.argv[2]), Rkub(sys.argv[3]), Rkub(sys.argv[3]),
             Rkub(sys.argv[2])]
    pairs = ((procs[0], procs[1]), (procs[3], procs[2]))
    lines = corpus_lines(sys.argv[1])
    for p in procs:
        if lines:
            p.once(lines[0])
    ratios, times, bad = ([], []), ([], []), 0
    print("%4s %9s %9s %9s %9s" % ("bag", "ratio A", "ratio B", "us A",
                                    "us B"))
    for i, line in enumerate(lines):
        _, args, _ = program(line.split()[3:])
        if args is None:
            continue                    # no set: no program to time
        r, us, answers = ([], []), ([], []), set()
        for k in range(runs):
            for who in ((0, 1) if k // 2 % 2 == 0 else (1, 0)):
                wall, _, left, value = pairs[k % 2][who].once(line)
                t0 = time.perf_counter()
                milp(**args)
                r[who].append((time.perf_counter() - t0) * 1e6 / wall)
                us[who].append(wall)
                answers.add((who, left, value))
        if len({a[1:] for a in answers}) != 1:
            print("%4d A and B answer differently: %s" % (i + 1,
                                                          sorted(answers)))
            bad += 1
        for who in (0, 1):
            ratios[who].append(median(r[who]))
            times[who].append(median(us[who]))
        print("%4d %9.2f %9.2f %9.1f %9.1f" % (i + 1, ratios[0][-1],
                                                ratios[1][-1], times[0][-1],
                                                times[1][-1]), flush=True)
    for p in procs:
        p.close()
    if not times[0]:
        raise SystemExit("ab_arrange: no bag to time")
    geo = math.exp(sum(math.log(b / a) for a, b in zip(*times)) /
                   len(times[0]))
    print("%s: A least %.2f, median %.2f, %d under ten; B least %.2f, "
          "median %.2f, %d under ten; B's time over A's, geometric mean "
          "%.3f" % (sys.argv[1], min(ratios[0]), median(ratios[0]),
                    sum(x < 10 for x in ratios[0]), min(ratios[1]),
                    median(ratios[1]), sum(x < 10 for x in ratios[1]), geo))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
