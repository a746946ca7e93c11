/*
 * hard_arrange: the hardest bags for rkub arrange, found and timed.
 *
 *   hard_arrange search SET SEED STARTS STEPS FILE [states | ratio]
 *	An adversarial search, seeded (and by states, reproducible):
 *	STARTS layable bags (20-106 tiles standard, 40-160 XP; 0 to 4
 *	jokers, as the set holds), each with 1-3 tiles dropped or swapped
 *	for tiles the box still holds, then STEPS steps of hill-climbing
 *	on a score (drop, swap or add a tile; a step is kept when the
 *	score does not fall).  The 50 bags with the highest score are
 *	written to FILE, one a line: the set, the tiles left over and
 *	their value (the answer, jokers worth 30), then the tiles.  The
 *	score:
 *	  states  the solver's state count (the default): reproducible to
 *	          the bag, for a given solver;
 *	  ratio   the solver's time against the integer program's, as far
 *	          as it can be told without solving that: the best of three
 *	          processor times over 450 us + 0.06 us * sets^2 (the
 *	          score printed is a thousand times that), the sets
 *	          the program would have (ilp_sets(); its time on the 2,153
 *	          bags of the corpora to seed 24 grows as sets^2.0-2.1,
 *	          spread about twice either way, and is about 0.5 ms on bags
 *	          of 10 sets).  Aims at the bags where rkub is nearest the
 *	          program, where the state count aims at the slowest; timed,
 *	          so the bags found depend on the machine.
 *   hard_arrange mirror SET FILE CORPUS...
 *	Every bag of SET in the corpora mirrored (a tile n becomes 14 - n
 *	in the 13-number sets; jokers stay), solved once: the 50 that make
 *	the most states written to FILE as the search writes its bags.  The
 *	mirrored bag lays the same sets, but the solver is not symmetric
 *	(it goes up the numbers first where it must choose, and a tile
 *	keeps its value), and the searches climbed on the originals only:
 *	tests/bench/hard32_*.txt are the corpora to 31 mirrored.
 *   hard_arrange bench FILE [REPS]
 *	Times each bag of FILE in-process (the median of REPS runs, 3 by
 *	default), measures its peak memory in a child process of its own
 *	(maximum resident set, the child's baseline beside it), checks the
 *	answer against the one written down and that it accounts for every
 *	tile in valid sets.  Prints a line a bag ("bag N set tiles jokers
 *	left value states wall-us KiB cpu-us", read by ilp_arrange.py;
 *	wall: the median time, cpu: the median CPU time of the process,
 *	steadier on a shared machine), then the median and worst time and
 *	memory per size and joker count.  Exits 1 when an answer differs.
 *   hard_arrange time
 *	Reads bags from its input, a line each as in a corpus file, and
 *	solves each once as it comes, printing "wall-us cpu-us left value
 *	states" and flushing: what ilp_arrange.py drives to time rkub and
 *	the integer program in turn, run by run, so that both see the
 *	machine in the same state.  A line it cannot read prints "error"
 *	and a message on the standard error.
 */
#define _DEFAULT_SOURCE  /* wait4 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rkub.h"
#include "bags.h"
#include "tune.h"

#define KEEP 50
#define MAXT 170

struct hbag {
	const struct tileset *ts;
	int n;
	struct tile t[MAXT];
	long states;
	double score;      /* what the search climbs (search()) */
	int nleft, value;
};

static int ratio;          /* the search's score: 1 ratio, 0 states */

static struct arrangement a;

/* The CPU time of the process, in us (arrange runs in one thread). */
static double
cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int
njokers(const struct hbag *b)
{
	int i, j = 0;

	for (i = 0; i < b->n; i++)
		j += b->t[i].joker;
	return j;
}

static void
solve(const struct hbag *b)
{
	struct bag bg;
	int i;

	bag_init(&bg);
	for (i = 0; i < b->n; i++)
		bag_add(&bg, &b->t[i], 0);
	arrange(&bg, b->ts, 30, 0, &a);
}

static void
counts(const struct hbag *b, int *count)
{
	int i;

	memset(count, 0, sizeof(int) * RK_NKINDS);
	for (i = 0; i < b->n; i++)
		count[tile_kind(&b->t[i])]++;
}

/* A tile the box still holds a copy of, or a joker (1 in 20). */
static struct tile
spare(const struct hbag *b, const int *count)
{
	struct tile x;

	for (;;) {
		memset(&x, 0, sizeof(x));
		if (rnd(20) == 0)
			x.joker = 1;
		else {
			x.colour = (uint8_t)rnd(4);
			x.num = (uint8_t)(1 + rnd((unsigned)b->ts->maxnum));
		}
		if (x.joker ? count[RK_JOKER_KIND] < b->ts->jokers &&
		    count[RK_JOKER_KIND] < 4 :
		    count[tile_kind(&x)] < b->ts->copies)
			return x;
	}
}

/* Drop (op 0), swap (1) or add (2) a tile, within the sizes allowed. */
static void
mutate(struct hbag *b, int op, int lo, int hi)
{
	int count[RK_NKINDS], at;

	counts(b, count);
	if (op == 0 && b->n <= lo)
		op = 1;
	if (op == 2 && b->n >= hi)
		op = 1;
	at = (int)rnd((unsigned)b->n);
	if (op == 0)
		b->t[at] = b->t[--b->n];
	else if (op == 1) {
		count[tile_kind(&b->t[at])]--;
		b->t[at] = spare(b, count);
	} else
		b->t[b->n++] = spare(b, count);
}

static int
same(const struct hbag *x, const struct hbag *y)
{
	int cx[RK_NKINDS], cy[RK_NKINDS];

	if (x->n != y->n)
		return 0;
	counts(x, cx);
	counts(y, cy);
	return memcmp(cx, cy, sizeof(cx)) == 0;
}

/* Keep the KEEP bags with the highest score, each once. */
static void
consider(struct hbag *pool, int *np, const struct hbag *b)
{
	int i;

	for (i = 0; i < *np; i++)
		if (same(&pool[i], b))
			return;
	if (*np < KEEP)
		i = (*np)++;
	else {
		int low = 0;

		for (i = 1; i < KEEP; i++)
			if (pool[i].score < pool[low].score)
				low = i;
		if (pool[low].score >= b->score)
			return;
		i = low;
	}
	pool[i] = *b;
}

/*
 * The sets of 3 to 5 tiles the integer program (ilp_arrange.py) has a
 * variable for: each set of real tiles, one at least, with the jokers
 * that make it up, counted once.  A real tile alone: with 2, 3 or 4
 * jokers (as many as the bag holds).  Two or more of one colour: within
 * a run of n = real + jokers places, 3 <= n <= 5, that spans them.  Two
 * or more of one number: a group of 3 or 4.  The same count as the
 * script's on the 200 bags of four corpora it was checked on.
 */
/* Does the bag hold the tile colour v (count from counts())? */
static int
held(const int *count, int colour, int v)
{
	struct tile t = { .colour = (uint8_t)colour, .num = (uint8_t)v };

	return count[tile_kind(&t)] > 0;
}

static long
ilp_sets(const struct hbag *b)
{
	int count[RK_NKINDS], J, colour, v, lo, mask, k;
	long n = 0;

	counts(b, count);
	J = count[RK_JOKER_KIND];
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (v = 1; v <= b->ts->maxnum; v++)
			if (held(count, colour, v))
				for (k = 2; k <= 4 && k <= J; k++)
					n++;
	/* runs: lo the lowest real tile, mask the others among lo+1..lo+4 */
	for (colour = 0; colour < RK_NCOLOURS; colour++)
		for (lo = 1; lo <= b->ts->maxnum; lo++)
			for (mask = 1; mask < 16; mask++) {
				int real = 1, span = 1, ok = held(count,
				    colour, lo), i;

				for (i = 0; i < 4; i++)
					if (mask >> i & 1) {
						ok &= lo + 1 + i <=
						    b->ts->maxnum && held(count,
						    colour, lo + 1 + i);
						real++;
						span = i + 2;
					}
				for (k = 0; ok && k <= J; k++)
					if (real + k >= 3 && real + k <= 5 &&
					    span <= real + k)
						n++;
			}
	/* groups of two real tiles or more */
	for (v = 1; v <= b->ts->maxnum; v++)
		for (mask = 1; mask < 16; mask++) {
			int real = 0, ok = 1;

			for (colour = 0; colour < RK_NCOLOURS; colour++)
				if (mask >> colour & 1) {
					real++;
					ok &= held(count, colour, v);
				}
			for (k = 0; ok && real >= 2 && k <= J && real + k <= 4;
			    k++)
				if (real + k >= 3)
					n++;
		}
	return n;
}

static void
evaluate(struct hbag *b)
{
	double best = 0;
	int i;

	for (i = 0; i < (ratio ? 3 : 1); i++) {
		double c0 = cpu_now(), t;

		solve(b);
		t = cpu_now() - c0;
		if (i == 0 || t < best)
			best = t;
	}
	b->states = a.states;
	b->nleft = a.nleft;
	b->value = a.left_value;
	if (ratio) {
		double sets = (double)ilp_sets(b);

		b->score = 1000 * best / (450 + 0.06 * sets * sets);
	} else
		b->score = (double)a.states;
}

static int
by_score(const void *x, const void *y)
{
	const struct hbag *p = x, *q = y;

	return (q->score > p->score) - (q->score < p->score);
}

static int
by_kind(const void *x, const void *y)
{
	return tile_kind(x) - tile_kind(y);
}

/* Write the pool, highest score first, to file: a comment line naming
 * how it was made (fmt), then a bag a line.  0, or 1 when it cannot. */
static int __attribute__((format(printf, 4, 5)))
write_pool(struct hbag *pool, int np, const char *file, const char *fmt, ...)
{
	FILE *f;
	va_list ap;
	int s, k;

	qsort(pool, (size_t)np, sizeof(pool[0]), by_score);
	if ((f = fopen(file, "w")) == NULL) {
		perror(file);
		return 1;
	}
	fprintf(f, "# hard_arrange ");
	va_start(ap, fmt);
	vfprintf(f, fmt, ap);
	va_end(ap);
	fprintf(f, ": set, tiles left, their value, the tiles\n");
	for (s = 0; s < np; s++) {
		char buf[8];

		qsort(pool[s].t, (size_t)pool[s].n, sizeof(pool[s].t[0]),
		    by_kind);
		fprintf(f, "%s %d %d", pool[s].ts->name, pool[s].nleft,
		    pool[s].value);
		for (k = 0; k < pool[s].n; k++) {
			tile_format(&pool[s].t[k], buf, sizeof(buf));
			fprintf(f, " %s", buf);
		}
		fprintf(f, "\n");
	}
	if (fclose(f) != 0) {
		perror(file);
		return 1;
	}
	return 0;
}

static int
search(const char *set, unsigned long long seed, int starts, int steps,
    const char *file)
{
	static struct hbag pool[KEEP], cur, next;
	const struct tileset *ts = tileset_find(set);
	int lo, hi, np = 0, s, k;

	if (ts == NULL || ts->runs_only) {
		fprintf(stderr, "hard_arrange: no such set: %s\n", set);
		return 2;
	}
	lo = ts->copies == 2 ? 20 : 40;
	hi = ts->copies == 2 ? 106 : 160;
	rng = seed * 0x9E3779B97F4A7C15ULL + 1;
	for (s = 0; s < starts; s++) {
		int jmax = ts->jokers < 4 ? ts->jokers : 4;
		int j = (int)rnd((unsigned)jmax + 1);

		cur.ts = ts;
		cur.n = lo + (int)rnd((unsigned)(hi - lo + 1));
		if (cur.n > tileset_total(ts) - ts->jokers + j)
			cur.n = tileset_total(ts) - ts->jokers + j;
		if (layable(ts, cur.n, j, cur.t) < 0) {
			s--;
			continue;
		}
		for (k = 1 + (int)rnd(3); k > 0; k--)
			mutate(&cur, (int)rnd(2), lo, hi);
		evaluate(&cur);
		consider(pool, &np, &cur);
		for (k = 0; k < steps; k++) {
			next = cur;
			mutate(&next, (int)rnd(3), lo, hi);
			evaluate(&next);
			consider(pool, &np, &next);
			if (next.score >= cur.score)
				cur = next;
		}
		fprintf(stderr, "start %d: %ld states, score %.1f (%d tiles, "
		    "%d jokers, %ld sets)\n", s, cur.states, cur.score, cur.n,
		    njokers(&cur), ilp_sets(&cur));
	}
	return write_pool(pool, np, file, "search %s %llu %d %d%s", set, seed,
	    starts, steps, ratio ? " ratio" : "");
}

/* The peak resident memory, in KiB, of a child that solves b (or does
 * nothing, for the baseline, when b is NULL). */
static long
peak_kib(const struct hbag *b)
{
	struct rusage ru;
	int st;
	pid_t pid = fork();

	if (pid == 0) {
		if (b != NULL)
			solve(b);
		_exit(0);
	}
	if (pid < 0 || wait4(pid, &st, 0, &ru) < 0)
		return -1;
	return ru.ru_maxrss;
}

struct row {
	const char *set;
	int n, jokers;
	double us, worst, cpu;
	long kib;
};

static int
by_group(const void *x, const void *y)
{
	const struct row *p = x, *q = y;
	int c = strcmp(p->set, q->set);

	if (c)
		return -c;
	if (p->n / 20 != q->n / 20)
		return p->n / 20 - q->n / 20;
	if (p->jokers != q->jokers)
		return p->jokers - q->jokers;
	return (p->us > q->us) - (p->us < q->us);
}

static void
summary(struct row *r, int nr)
{
	int i, j, k;

	qsort(r, (size_t)nr, sizeof(r[0]), by_group);
	printf("\n%-8s %-7s %6s %4s %10s %10s %10s %10s %8s %8s\n",
	    "set", "tiles", "jokers", "bags", "median us", "worst us",
	    "med cpu us", "max cpu us", "med KiB", "max KiB");
	for (i = 0; i < nr; i = j) {
		long kib[KEEP * 4], t;
		double worst = 0, cpu[KEEP * 4], ct;
		int m;

		for (j = i; j < nr && strcmp(r[j].set, r[i].set) == 0 &&
		    r[j].n / 20 == r[i].n / 20 && r[j].jokers == r[i].jokers;
		    j++)
			;
		for (k = i, m = 0; k < j; k++, m++) {
			kib[m] = r[k].kib;
			cpu[m] = r[k].cpu;
			if (r[k].worst > worst)
				worst = r[k].worst;
		}
		for (k = 1; k < m; k++) {
			int x;

			for (t = kib[k], x = k; x > 0 && kib[x - 1] > t; x--) {
				kib[x] = kib[x - 1];
				kib[x - 1] = t;
			}
			for (ct = cpu[k], x = k; x > 0 && cpu[x - 1] > ct; x--) {
				cpu[x] = cpu[x - 1];
				cpu[x - 1] = ct;
			}
		}
		printf("%-8s %3d-%-3d %6d %4d %10.1f %10.1f %10.1f %10.1f %8ld "
		    "%8ld\n", r[i].set, r[i].n / 20 * 20, r[i].n / 20 * 20 + 19,
		    r[i].jokers, m, r[i + m / 2].us, worst, cpu[m / 2],
		    cpu[m - 1], kib[m / 2], kib[m - 1]);
	}
}

/* A corpus line (set, tiles left, their value, the tiles), its newline
 * cut off, into set and b: 0, or -1 when its first fields do not read,
 * -2 when its tiles do not (d says why). */
static int
bag_of_line(char *line, char set[16], struct hbag *b, int *nleft,
    int *value, struct rk_diag *d)
{
	int off;

	line[strcspn(line, "\n")] = 0;
	if (sscanf(line, "%15s %d %d %n", set, nleft, value, &off) < 3 ||
	    (b->ts = tileset_find(set)) == NULL)
		return -1;
	b->n = tiles_parse(line + off, strlen(line + off), off + 1, b->t, MAXT,
	    d);
	return b->n < 0 ? -2 : 0;
}

/* The next bag of corpus f (file; *lineno its lines read), comments and
 * blank lines skipped, read from line (len bytes) into set and b: 1, 0
 * at the end, or -1 after a message that names the line and column of
 * what does not read. */
static int
next_bag(FILE *f, const char *file, char *line, int len, int *lineno,
    char set[16], struct hbag *b, int *nleft, int *value)
{
	struct rk_diag d;
	int r;

	while (fgets(line, len, f) != NULL) {
		++*lineno;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if ((r = bag_of_line(line, set, b, nleft, value, &d)) == -1)
			fprintf(stderr, "%s:%d:1: not a bag (the set, the tiles "
			    "left, their value, the tiles): %s\n", file,
			    *lineno, line);
		else if (r < 0)
			fprintf(stderr, "%s:%d:%d: %s\n", file, *lineno, d.col,
			    d.detail);
		return r < 0 ? -1 : 1;
	}
	return 0;
}

/*
 * Every bag of SET in the corpora, mirrored (a tile n becomes maxnum + 1
 * - n of its colour; the jokers stay), solved and scored by its states:
 * the KEEP with the most to file.  A mirrored bag is as valid as its
 * original, and lays the same sets, but the search climbed on the
 * originals as the solver goes (up the numbers first where it has to
 * choose), so the mirror is a second look at the same shapes.
 */
static int
mirror(const char *set, const char *file, char **corpora, int ncorpora)
{
	static struct hbag pool[KEEP], b;
	static char line[4096];
	const struct tileset *ts = tileset_find(set);
	char lset[16];
	int np = 0, i, k, nleft, value, bags = 0, r;
	long most = 0;

	if (ts == NULL || ts->runs_only) {
		fprintf(stderr, "hard_arrange: no such set: %s\n", set);
		return 2;
	}
	for (i = 0; i < ncorpora; i++) {
		FILE *f = fopen(corpora[i], "r");
		int lineno = 0;

		if (f == NULL) {
			perror(corpora[i]);
			return 2;
		}
		while ((r = next_bag(f, corpora[i], line, sizeof(line),
		    &lineno, lset, &b, &nleft, &value)) != 0) {
			if (r < 0) {
				fclose(f);
				return 2;
			}
			if (b.ts != ts)
				continue;
			/* (a pinned joker's number too) */
			for (k = 0; k < b.n; k++)
				if (!b.t[k].joker || b.t[k].pinned)
					b.t[k].num = (uint8_t)(ts->maxnum + 1 -
					    b.t[k].num);
			evaluate(&b);
			consider(pool, &np, &b);
			if (b.states > most)
				most = b.states;
			bags++;
		}
		fclose(f);
	}
	fprintf(stderr, "%d bags mirrored, the most states %ld\n", bags,
	    most);
	return write_pool(pool, np, file, "mirror %s, %d bags of %d corpora",
	    set, bags, ncorpora);
}

static int
bench(const char *file, int reps)
{
	static struct hbag b;
	static struct row rows[KEEP * 4];
	static char line[4096];
	double us[64], cpu[64], worst = 0;
	long base = peak_kib(NULL), maxkib = 0;
	int nr = 0, bad = 0, lineno = 0;
	char set[16];
	int nleft, value, i;
	FILE *f = fopen(file, "r");

	if (f == NULL) {
		perror(file);
		return 2;
	}
	while (nr < KEEP * 4 && (i = next_bag(f, file, line, sizeof(line),
	    &lineno, set, &b, &nleft, &value)) != 0) {
		struct row *r = &rows[nr];

		if (i < 0) {
			fclose(f);
			return 2;
		}
		for (i = 0; i < reps; i++) {
			double t0 = now(), c0 = cpu_now();

			tune_count_start();
			solve(&b);
			tune_count_end(nr + 1);
			us[i] = now() - t0;
			cpu[i] = cpu_now() - c0;
		}
		qsort(us, (size_t)reps, sizeof(us[0]), cmpd);
		qsort(cpu, (size_t)reps, sizeof(cpu[0]), cmpd);
		r->set = b.ts->name;
		r->n = b.n;
		r->jokers = njokers(&b);
		r->us = us[reps / 2];
		r->worst = us[reps - 1];
		r->cpu = cpu[reps / 2];
		/* (not counted: the child solves again) */
		r->kib = tune_counting() ? 0 : peak_kib(&b);
		if (a.nleft != nleft || a.left_value != value ||
		    verify(b.t, b.n, b.ts, &a) < 0) {
			printf("WRONG: %s: %d left (%d), expected %d (%d)\n",
			    line, a.nleft, a.left_value, nleft, value);
			bad++;
		}
		printf("bag %d %s %d %d %d %d %ld %.1f %ld %.1f\n", nr + 1, set,
		    b.n, r->jokers, a.nleft, a.left_value, a.states, r->us, r->kib,
		    cpu[reps / 2]);
		if (r->us > worst)
			worst = r->us;
		if (r->kib > maxkib)
			maxkib = r->kib;
		nr++;
	}
	fclose(f);
	summary(rows, nr);
	printf("%s: %d bags, worst median %.1f us, most memory %ld KiB "
	    "(a child's baseline: %ld KiB)%s\n", file, nr, worst, maxkib, base,
	    bad ? ", WRONG ANSWERS" : "");
	return bad ? 1 : 0;
}

/* One bag a line in, one solve, one line out (time, above). */
static int
time_lines(void)
{
	static struct hbag b;
	static char line[4096];
	struct rk_diag d;
	char set[16];
	int nleft, value;

	while (fgets(line, sizeof(line), stdin) != NULL) {
		double t0, c0;

		if (bag_of_line(line, set, &b, &nleft, &value, &d) < 0) {
			fprintf(stderr, "hard_arrange: bad line: %s\n", line);
			printf("error\n");
		} else {
			t0 = now();
			c0 = cpu_now();
			solve(&b);
			printf("%.1f %.1f %d %d %ld\n", now() - t0,
			    cpu_now() - c0, a.nleft, a.left_value, a.states);
		}
		if (fflush(stdout) != 0)
			return 2;
	}
	return 0;
}

int
main(int argc, char **argv)
{
	if (tune_from_env() < 0)
		return 2;
	if ((argc == 7 || argc == 8) && strcmp(argv[1], "search") == 0) {
		if (argc == 8 && strcmp(argv[7], "ratio") != 0 &&
		    strcmp(argv[7], "states") != 0) {
			fprintf(stderr, "hard_arrange: no such score: %s\n",
			    argv[7]);
			return 2;
		}
		ratio = argc == 8 && strcmp(argv[7], "ratio") == 0;
		return search(argv[2], strtoull(argv[3], NULL, 10),
		    atoi(argv[4]), atoi(argv[5]), argv[6]);
	}
	if ((argc == 3 || argc == 4) && strcmp(argv[1], "bench") == 0) {
		int reps = argc == 4 ? atoi(argv[3]) : 3;

		if (reps < 1 || reps > 64)
			reps = 3;
		return bench(argv[2], reps);
	}
	if (argc >= 5 && strcmp(argv[1], "mirror") == 0)
		return mirror(argv[2], argv[3], argv + 4, argc - 4);
	if (argc == 2 && strcmp(argv[1], "time") == 0)
		return time_lines();
	fprintf(stderr, "usage: hard_arrange search SET SEED STARTS STEPS FILE "
	    "[states | ratio]\n"
	    "       hard_arrange mirror SET FILE CORPUS...\n"
	    "       hard_arrange bench FILE [REPS]\n"
	    "       hard_arrange time\n");
	return 2;
}
