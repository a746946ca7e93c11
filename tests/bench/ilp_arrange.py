#!/usr/bin/env python3
"""ilp_arrange.py: the integer program beside rkub arrange, bag by bag.

The model of den Hertog and Hulshof (2006), as in mjpieters/rummikub-solver:
one integer variable per valid set of 3 to 5 tiles (every longer run splits
into such sets, each with a real tile, with up to 4 jokers), jokers counted
as a tile of their own, the number of copies of each tile as the bound.  It
maximises what is laid, weighted so that the fewest tiles are left over,
then the lowest value (a joker worth 30): the same order as rkub arrange
--by tiles.  Solved by HiGHS (scipy.optimize.milp, Debian python3-scipy)
to a proven optimum: HiGHS stops by default once its bound is within a
relative gap of 1e-4, and with W a tile the objective is near 10^6, so
"optimal" could leave a value up to ~100 too high (a standard bag where
rkub left 1 tile worth 2 came back as 1 tile worth 13).  So the gap is 0,
and the answer is refused unless the bound is within 1 of it (the
objective is whole).

  ilp_arrange.py CORPUS RKUB_OUTPUT [HARD_ARRANGE]

CORPUS is a hard_*.txt file (set, tiles left, their value, the tiles);
RKUB_OUTPUT is what `hard_arrange bench CORPUS` printed ("bag ..." lines:
rkub's answer and its median time).  Prints, bag by bag, the integer
program's time (the solve only, the median of 3, as rkub's is; wall and
CPU time) and its ratio to rkub's (above 1: rkub is faster),
checks that both optima equal the corpus's answer, and ends with the
smallest and the median ratio, and the smallest and median against the
program's best of its 3 (the measure until 2026-11-29, which set one
program's best against rkub's median).

With HARD_ARRANGE (the benchmark's program, as make bench-hard gives it),
side by side: rkub is timed again beside the program, `HARD_ARRANGE
time` solving the bag once before each of the program's three runs, so
that both see the machine in the same state; its answers are checked
too.  The wall ratio is then the median of the three runs' ratios, rkub's
times the median of its three, and the last figures of the summary are
the ratios to RKUB_OUTPUT's times, where rkub solved each bag three
times back to back.  rkub solves a bag slower side by side than back to
back (hard26_xp 27: 0.08-0.14 ms solved again at once, 0.13 after
another bag, 0.22 beside the program; not for its data, as evicting 4 MB
of cache before each solve changes nothing, but for the search before
it being another), and the program a little faster: the side-by-side
ratio is the one to quote.

Side by side, this process and rkub's are held to one processor
(pin_one_cpu(); RKUB_BENCH_PIN=0 leaves them free), so that neither
solver starts on a processor that has been idle: rkub waits in its read
through each of the program's solves, 1-10 ms, and the program only
through rkub's, well under 1.  Left free, each on a processor of its
own, rkub's processor goes idle while the program runs, and rkub's
solve after it is a third slower (2026-12-06, the six floor corpora,
300 bags: rkub's side-by-side times 0.71 of those left free, the
program's 0.98; hard26 XP 7 alone, 40 solves a process with 10 ms
asleep before each: median 790-854 us, and 480-555 with a busy loop
held to rkub's processor, 552-610 back to back).  Held together, each
solver starts on a processor the other has just used.

A bag in which no set can be made has no program to solve (every tile
is left): its answer is checked, and it is left out of the ratios.
Exits 1 when an optimum differs.  A benchmark only: nothing builds or
tests with it.
"""
import os
import subprocess
import sys
import time

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, milp
from scipy.sparse import csr_matrix

COLOURS = "krbo"
W = 10000          # one tile more left over outweighs any value
JOKER_VALUE = 30


def corpus_lines(path):
    """A corpus file's bags, a line each (set, tiles left, their value,
    the tiles), without its comments and blank lines."""
    return [l.strip() for l in open(path)
            if l.strip() and not l.startswith("#")]


def parse(tiles):
    count, jokers = {}, 0
    for t in tiles:
        if t == "j":
            jokers += 1
        else:
            key = (COLOURS.index(t[0]), int(t[1:]))
            count[key] = count.get(key, 0) + 1
    return count, jokers


def sets(count, jokers, maxnum=13):
    """Every set of 3-5 tiles the bag could lay: (real tiles, jokers)."""
    seen = set()
    for c in range(4):
        for lo in range(1, maxnum + 1):
            for n in range(3, 6):
                if lo + n - 1 > maxnum:
                    break
                for mask in range(1, 1 << n):    # the real places
                    k = n - bin(mask).count("1")
                    if k > jokers:
                        continue
                    real = tuple((c, lo + i) for i in range(n) if mask >> i & 1)
                    if all(t in count for t in real):
                        seen.add((real, k))
    for v in range(1, maxnum + 1):
        for cols in range(1, 16):
            r = [c for c in range(4) if cols >> c & 1]
            real = tuple((c, v) for c in r)
            if not all(t in count for t in real):
                continue
            for n in (3, 4):
                k = n - len(r)
                if 0 <= k <= jokers:
                    seen.add((real, k))
    return sorted(seen)


def pin_one_cpu():
    """Hold this process, and the processes it starts from now on, to
    the first processor it may run on, unless RKUB_BENCH_PIN is 0 (see
    the opening comment).  Returns a few words for the summary."""
    if os.environ.get("RKUB_BENCH_PIN", "1") == "0":
        return "each on any processor (RKUB_BENCH_PIN=0)"
    cpu = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpu})
    return "both held to processor %d" % cpu


class Rkub:
    """rkub timed in turn with the program: `hard_arrange time`, kept
    running, given a bag a line and solving it once for each."""

    def __init__(self, path):
        self.proc = subprocess.Popen([path, "time"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def once(self, line):
        """One solve: wall us, CPU us, tiles left, their value."""
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        out = self.proc.stdout.readline().split()
        if len(out) != 5:
            raise SystemExit("ilp_arrange: hard_arrange time: bad answer "
                             "to: " + line)
        return float(out[0]), float(out[1]), int(out[2]), int(out[3])

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def program(tiles):
    """The bag's total cost and its integer program: None when no set can
    be made, else the arguments milp() takes, and the number of sets."""
    count, jokers = parse(tiles)
    ss = sets(count, jokers)
    total = sum(n * (W + t[1]) for t, n in count.items()) + \
        jokers * (W + JOKER_VALUE)
    if not ss:
        return total, None, 0
    kinds = sorted(count)
    row = {t: i for i, t in enumerate(kinds)}
    rows, cols, vals = [], [], []
    gain = np.zeros(len(ss))
    upper = np.zeros(len(ss))
    for j, (real, k) in enumerate(ss):
        for t in real:
            rows.append(row[t])
            cols.append(j)
            vals.append(1)
        if k:
            rows.append(len(kinds))
            cols.append(j)
            vals.append(k)
        gain[j] = sum(W + t[1] for t in real) + k * (W + JOKER_VALUE)
        upper[j] = min([count[t] for t in real] + ([jokers // k] if k else []))
    a = csr_matrix((vals, (rows, cols)), shape=(len(kinds) + 1, len(ss)))
    cap = np.array([count[t] for t in kinds] + [jokers], dtype=float)
    return total, dict(c=-gain, constraints=LinearConstraint(a, 0, cap),
                       integrality=np.ones(len(ss)), bounds=Bounds(0, upper),
                       options={"mip_rel_gap": 0}), len(ss)


def solve(tiles, rkub=None, line=None):
    """The least cost of what is left over; the solve's wall and CPU
    time, the median of 3; its best wall time; the sets.  With rkub, rkub
    solves the bag (line) before each of the program's runs, and the
    last item is rkub's: its median wall and CPU time, the median of the
    three runs' ratios (the program's wall time over rkub's, run by run),
    and its cost."""
    total, args, nsets = program(tiles)
    if args is None:
        return total, None, None, None, 0, None   # nothing to lay
    walls, cpus, rk = [], [], []
    for _ in range(3):
        if rkub is not None:
            rk.append(rkub.once(line))
        t0, c0 = time.perf_counter(), time.process_time()
        res = milp(**args)
        walls.append(time.perf_counter() - t0)
        cpus.append(time.process_time() - c0)
    side = None
    if rk:
        pairs = sorted(w / (r[0] / 1e6) for w, r in zip(walls, rk))
        rw = sorted(r[0] for r in rk)
        rc = sorted(r[1] for r in rk)
        costs = {r[2] * W + r[3] for r in rk}
        side = (rw[1], rc[1], pairs[1], costs.pop() if len(costs) == 1
                else -1)
    walls.sort()
    cpus.sort()
    if res.status != 0:
        raise SystemExit("ilp_arrange: HiGHS failed: " + res.message)
    if res.mip_gap * abs(res.fun) >= 1:
        raise SystemExit("ilp_arrange: HiGHS stopped %.1f short of a proven "
                         "optimum" % (res.mip_gap * abs(res.fun)))
    return total + round(res.fun), walls[1], cpus[1], walls[0], nsets, side


def main():
    if len(sys.argv) not in (3, 4):
        raise SystemExit("usage: ilp_arrange.py CORPUS RKUB_OUTPUT "
                         "[HARD_ARRANGE]")
    pinned = pin_one_cpu() if len(sys.argv) == 4 else None
    rkub = Rkub(sys.argv[3]) if len(sys.argv) == 4 else None
    lines = corpus_lines(sys.argv[1])
    corpus = [l.split() for l in lines]
    timed = [l.split() for l in open(sys.argv[2]) if l.startswith("bag ")]
    if len(corpus) != len(timed):
        raise SystemExit("ilp_arrange: %d bags in the corpus, %d timed"
                         % (len(corpus), len(timed)))
    if rkub is not None and lines:
        rkub.once(lines[0])     # the process's first solve is cold
    ratios, cratios, bratios, bad = [], [], [], 0
    print("%4s %-8s %5s %6s %6s %9s %9s %7s %9s %9s %7s  %s" % (
        "bag", "set", "tiles", "jokers", "sets", "ilp ms", "rkub ms",
        "ratio", "ilp cpu", "rkub cpu", "ratio", "answer"))
    for i, (line, r) in enumerate(zip(corpus, timed)):
        want = int(line[1]) * W + int(line[2])
        got = int(r[5]) * W + int(r[6])
        cost, t, c, tbest, nsets, side = solve(line[3:], rkub, lines[i])
        us, cus = float(r[8]), float(r[10])
        alone = t * 1e6 / us if t is not None else None
        ok = cost == want == got
        if side is not None:
            # side by side: rkub's runs beside the program's (an answer
            # that differs there, or from run to run, is reported as
            # its cost, -1 when the runs disagree)
            us, cus = side[0], side[1]
            if side[3] != want:
                ok, got = False, side[3]
        bad += not ok
        answer = "same" if ok else \
            "DIFFERS: rkub's runs disagree" if got < 0 else \
            "DIFFERS: ilp %d/%d, rkub %d/%d, corpus %d/%d" % (
                cost // W, cost % W, got // W, got % W, want // W, want % W)
        if t is None:
            # no set at all: every tile left, with no program to time
            print("%4d %-8s %5s %6s %6d %9s %9.3f %7s %9s %9.3f %7s  %s" % (
                i + 1, line[0], r[3], r[4], nsets, "-", us / 1e3, "-", "-",
                cus / 1e3, "-", answer))
            continue
        ratio, cratio = t * 1e6 / us, c * 1e6 / max(cus, 1.0)
        if side is not None:
            ratio = side[2]
        ratios.append(ratio)
        cratios.append(cratio)
        bratios.append(alone if side is not None else tbest * 1e6 / us)
        print("%4d %-8s %5s %6s %6d %9.2f %9.3f %7.2f %9.2f %9.3f %7.2f  %s" % (
            i + 1, line[0], r[3], r[4], nsets, t * 1e3, us / 1e3, ratio,
            c * 1e3, cus / 1e3, cratio, answer))
    if rkub is not None:
        rkub.close()
    ratios.sort()
    cratios.sort()
    bratios.sort()
    nosets = len(corpus) - len(ratios)
    if not ratios:
        print("%s: no bag has a set: nothing for the integer program%s"
              % (sys.argv[1], "; OPTIMA DIFFER" if bad else ""))
    else:
        print("%s: integer program / rkub, bag by bag%s: wall time min %.2f, "
              "median %.2f, max %.2f; CPU time min %.2f, median %.2f, "
              "max %.2f; %s min %.2f, median %.2f%s%s"
              % (sys.argv[1], ", side by side, " + pinned
                 if rkub is not None else "",
                 ratios[0], ratios[len(ratios) // 2],
                 ratios[-1], cratios[0], cratios[len(cratios) // 2],
                 cratios[-1], "wall time, each timed on its own (rkub's "
                 "median of 3 back to back, from RKUB_OUTPUT)"
                 if rkub is not None else
                 "wall time against the program's best of 3",
                 bratios[0], bratios[len(bratios) // 2],
                 "; %d bags without a set left out" % nosets
                 if nosets else "", "; OPTIMA DIFFER" if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
