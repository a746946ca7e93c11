#!/usr/bin/env python3
"""lp_caps.py: caps on groups for arrange_lp.c's program, checked.

  lp_caps.py [CORPUS...]

The program of arrange_lp.c has a column a group, and so can lay half of
each of three groups that share a tile: k13 k13 r13 b13 o13 make the
groups k r b, k r o and k b o, each half laid, 4.5 tiles, where whole
groups lay 4.  A cap holds the groups of number v that hold colour k's
tile to the most that whole groups can (most_groups(): g groups, each
colour j in at most min(count j, g) of them, need 2g tiles of the
others).  First, for every count of 0-3 tiles of each of the four colours
of a number (256 of them): the groups the caps allow reach as far, in 60
random directions, as the ways those tiles go into whole groups at once
(their hull); so the program with the caps is the one over those ways,
one at most a number: the Lagrangian dual of arrange_bound.c's
relaxation.  Then, for each CORPUS (a hard_*.txt file), its bags without
jokers: the fewest tiles left as the program bounds them without the
caps and with them, against the corpus's answer.  Prints the counts;
exits 1 when a hull differs or a bound passes an answer.  The program
with the caps, in C, measured and left off main: branch lp-caps.
Debian python3-scipy; a benchmark's tool, not a test.
"""

import itertools
import math
import os
import sys

import numpy as np
from scipy.optimize import linprog

sys.dont_write_bytecode = True    # (no __pycache__ in the sources)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ilp_arrange import corpus_lines, parse, sets  # noqa: E402

MASKS = [(1, 1, 1, 0), (1, 1, 0, 1), (1, 0, 1, 1), (0, 1, 1, 1), (1, 1, 1, 1)]


def most_groups(cnt, k):
    """The most groups of a number that can hold colour k's tile."""
    most = 0
    for g in range(1, cnt[k] + 1):
        if sum(min(cnt[j], g) for j in range(4) if j != k) >= 2 * g:
            most = g
    return most


def ways(cnt):
    """Every count of tiles of each colour whole groups can take."""
    seen, todo = {(0, 0, 0, 0)}, [(0, 0, 0, 0)]
    while todo:
        u = todo.pop()
        for m in MASKS:
            w = tuple(a + b for a, b in zip(u, m))
            if all(a <= c for a, c in zip(w, cnt)) and w not in seen:
                seen.add(w)
                todo.append(w)
    return np.array(sorted(seen), float)


def hulls():
    rng = np.random.default_rng(1)
    cone = np.array(MASKS, float).T
    bad = 0
    for cnt in itertools.product(range(4), repeat=4):
        hull = ways(cnt)
        caps = [min(cnt[k], most_groups(cnt, k)) for k in range(4)]
        for _ in range(60):
            w = rng.normal(size=4)
            r = linprog(-(w @ cone), A_ub=cone, b_ub=caps, bounds=(0, None),
                        method="highs")
            if abs(-r.fun - max(hull @ w)) > 1e-7:
                bad += 1
                break
    print("hulls: %d counts, %d differ" % (4 ** 4, bad))
    return bad


def bound(count, caps):
    """The fewest tiles left as the program bounds them (no jokers): its
    columns ilp_arrange.py's sets, each once."""
    cols = [real for real, _ in sets(count, 0)]
    if not cols:
        return sum(count.values())
    kinds = sorted(count)
    rows = {t: i for i, t in enumerate(kinds)}
    extra = []
    if caps:
        for v in range(1, 14):
            cnt = [count.get((c, v), 0) for c in range(4)]
            extra += [(k, v, most_groups(cnt, k)) for k in range(4)
                      if most_groups(cnt, k) < cnt[k]]
    a = np.zeros((len(kinds) + len(extra), len(cols)))
    for j, col in enumerate(cols):
        for t in col:
            a[rows[t], j] += 1
        # (a group: its tiles of one number; a cap, on those of (k, v))
        for i, (k, v, _) in enumerate(extra):
            if len({t[1] for t in col}) == 1 and (k, v) in col:
                a[len(kinds) + i, j] = 1
    b = [count[t] for t in kinds] + [most for _, _, most in extra]
    r = linprog(-np.array([len(c) for c in cols], float), A_ub=a, b_ub=b,
                bounds=(0, None), method="highs")
    return math.ceil(sum(count.values()) + r.fun - 1e-7)


def corpus(path):
    n = plain = capped = wrong = 0
    for line in corpus_lines(path):
        w = line.split()
        if "j" in w[3:]:
            continue
        count, _ = parse(w[3:])
        left = int(w[1])
        p, q = bound(count, False), bound(count, True)
        n += 1
        plain += p == left
        capped += q == left
        wrong += q > left or p > q
    print("%s: %d bags without jokers; the fewest tiles left bound "
          "exactly by the program %d, with the caps %d%s" %
          (path, n, plain, capped, ", BOUNDS PAST AN ANSWER" if wrong else ""))
    return wrong


def main():
    bad = hulls()
    for path in sys.argv[1:]:
        bad += corpus(path)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
