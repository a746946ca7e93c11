/*
 * kill_round: run a command N times, killing each run with SIGKILL after
 * a random delay of 0 to MAXUS microseconds (a user's kill -9, a power
 * cut as the process sees it), and copy what each run printed to
 * standard output, so that the caller can compare what was said stored
 * with what was.  The last line: how many runs were killed and how many
 * finished first.
 *
 *   kill_round N MAXUS SEED command [args...]
 */
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

int
main(int argc, char **argv)
{
	posix_spawn_file_actions_t fa;
	struct timespec d;
	char buf[4096];
	long maxus;
	ssize_t got;
	int i, n, fd[2], status, killed = 0, finished = 0;
	pid_t pid;

	if (argc < 5 || (n = atoi(argv[1])) < 1 || (maxus = atol(argv[2])) < 0) {
		fprintf(stderr, "usage: kill_round N MAXUS SEED command [args...]\n");
		return 2;
	}
	srand((unsigned)strtoul(argv[3], NULL, 10));
	for (i = 0; i < n; i++) {
		if (pipe(fd) < 0) {
			perror("kill_round");
			return 2;
		}
		posix_spawn_file_actions_init(&fa);
		posix_spawn_file_actions_adddup2(&fa, fd[1], 1);
		posix_spawn_file_actions_addclose(&fa, fd[0]);
		posix_spawn_file_actions_addclose(&fa, fd[1]);
		posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", 1, 0);
		if (posix_spawnp(&pid, argv[4], &fa, NULL, argv + 4,
		    environ) != 0) {
			perror(argv[4]);
			return 2;
		}
		posix_spawn_file_actions_destroy(&fa);
		close(fd[1]);
		d.tv_sec = 0;
		d.tv_nsec = (long)(rand() % (maxus + 1)) * 1000;
		nanosleep(&d, NULL);
		kill(pid, SIGKILL);
		if (waitpid(pid, &status, 0) < 0) {
			perror("kill_round");
			return 2;
		}
		if (WIFSIGNALED(status))
			killed++;
		else
			finished++;
		/* The run is over: whatever it wrote is in the pipe. */
		while ((got = read(fd[0], buf, sizeof(buf))) > 0)
			fwrite(buf, 1, (size_t)got, stdout);
		close(fd[0]);
	}
	printf("runs %d: killed %d, finished first %d\n", n, killed, finished);
	return 0;
}
