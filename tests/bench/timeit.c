/*
 * timeit: run a command N times and print the median and worst wall time
 * of one run in milliseconds, so that the benchmarks time rkub itself
 * and not the shell around it.
 *
 *   timeit N LABEL command [args...]
 *   timeit N LABEL command [args...] --vs command-B [args...]
 *
 * With --vs the two commands run in turn (A B A B ...), each N times, and
 * the line gives both medians, wall and CPU (user + system, from the
 * system's accounting of the child), and the median of the pairs' ratios
 * A/B: taken pair by pair, the ratio holds when the machine's load drifts
 * during the run.  Either command failing fails the run.
 */
#define _DEFAULT_SOURCE   /* wait4 */
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static double
median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof(*v), cmp);
	return v[n / 2];
}

/* One run of argv, its output thrown away: wall and CPU milliseconds;
 * -1 when it could not run or did not exit 0. */
static int
run(char **argv, const posix_spawn_file_actions_t *fa, double *wall,
    double *cpu)
{
	struct timespec t0, t1;
	struct rusage ru;
	int status;
	pid_t pid;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (posix_spawnp(&pid, argv[0], fa, NULL, argv, environ) != 0 ||
	    wait4(pid, &status, 0, &ru) < 0) {
		perror(argv[0]);
		return -1;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return -1;
	*wall = (double)(t1.tv_sec - t0.tv_sec) * 1e3 +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
	*cpu = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
	    (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
	return 0;
}

int
main(int argc, char **argv)
{
	posix_spawn_file_actions_t fa;
	double *aw, *ac, *bw, *bc, *ratio, worst = 0;
	char **b = NULL;
	int i, n;

	if (argc < 4 || (n = atoi(argv[1])) < 1) {
		fprintf(stderr, "usage: timeit N LABEL command [args...] "
		    "[--vs command [args...]]\n");
		return 2;
	}
	for (i = 3; i < argc; i++)
		if (strcmp(argv[i], "--vs") == 0) {
			argv[i] = NULL;
			b = argv + i + 1;
			if (*b == NULL) {
				fprintf(stderr, "timeit: --vs needs a command\n");
				return 2;
			}
			break;
		}
	aw = calloc((size_t)n, sizeof(*aw));
	ac = calloc((size_t)n, sizeof(*ac));
	bw = calloc((size_t)n, sizeof(*bw));
	bc = calloc((size_t)n, sizeof(*bc));
	ratio = calloc((size_t)n, sizeof(*ratio));
	if (aw == NULL || ac == NULL || bw == NULL || bc == NULL ||
	    ratio == NULL) {
		perror("timeit");
		return 2;
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", 1, 0);
	for (i = 0; i < n; i++) {
		if (run(argv + 3, &fa, &aw[i], &ac[i]) < 0 ||
		    (b != NULL && run(b, &fa, &bw[i], &bc[i]) < 0)) {
			fprintf(stderr, "timeit: %s failed\n", argv[2]);
			return 1;
		}
		if (aw[i] > worst)
			worst = aw[i];
		if (b != NULL)
			ratio[i] = bw[i] > 0 ? aw[i] / bw[i] : 1;
	}
	if (b == NULL)
		printf("%s: median %.2f ms, worst %.2f ms (%d runs)\n", argv[2],
		    median(aw, n), worst, n);
	else {
		printf("%s: median %.2f ms (cpu %.2f) against %.2f ms (cpu "
		    "%.2f), A/B %.2f (%d runs each, in turn)\n", argv[2],
		    median(aw, n), median(ac, n), median(bw, n), median(bc, n),
		    median(ratio, n), n);
	}
	free(aw);
	free(ac);
	free(bw);
	free(bc);
	free(ratio);
	return 0;
}
