/*
 * timeit: run a command N times and print the median and worst wall time
 * of one run in milliseconds, so that the benchmarks time rkub itself
 * and not the shell around it.
 *
 *   timeit N LABEL command [args...]
 */
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	posix_spawn_file_actions_t fa;
	struct timespec t0, t1;
	double *ms;
	int i, n, status;
	pid_t pid;

	if (argc < 4 || (n = atoi(argv[1])) < 1) {
		fprintf(stderr, "usage: timeit N LABEL command [args...]\n");
		return 2;
	}
	ms = calloc((size_t)n, sizeof(*ms));
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", 1, 0);
	for (i = 0; i < n; i++) {
		clock_gettime(CLOCK_MONOTONIC, &t0);
		if (posix_spawnp(&pid, argv[3], &fa, NULL, argv + 3, environ) != 0 ||
		    waitpid(pid, &status, 0) < 0) {
			perror(argv[3]);
			return 2;
		}
		clock_gettime(CLOCK_MONOTONIC, &t1);
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
			fprintf(stderr, "timeit: %s failed\n", argv[2]);
			return 1;
		}
		ms[i] = (double)(t1.tv_sec - t0.tv_sec) * 1e3 +
		    (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
	}
	qsort(ms, (size_t)n, sizeof(*ms), cmp);
	printf("%s: median %.2f ms, worst %.2f ms (%d runs)\n", argv[2],
	    ms[n / 2], ms[n - 1], n);
	free(ms);
	return 0;
}
