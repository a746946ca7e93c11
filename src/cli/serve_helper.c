/*
 * serve_helper.c: rkub serve in rkub itself: run rkub-serve with the same
 * command line, as git runs git-CMD.  rkub-serve is looked for beside the
 * running program (so a build tree and an installed copy each find their
 * own), then in the directory it was installed to, then on PATH.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#ifndef RKUB_HELPER_DIR
#define RKUB_HELPER_DIR "/usr/local/bin"
#endif
#define HELPER "rkub-serve"

/* Runs path with argv when it is there; returns only when it is not. */
static void
try_exec(const char *path, char **argv)
{
	if (access(path, X_OK) == 0)
		execv(path, argv);
}

int
serve_exec(struct cmd_ctx *c)
{
	char self[PATH_MAX], *slash, *path, **argv;
	ssize_t n;
	int i, err;

	argv = xcalloc((size_t)c->argc + 1, sizeof(*argv));
	argv[0] = (char *)HELPER;
	for (i = 1; i < c->argc; i++)
		argv[i] = c->argv[i];
	fflush(NULL);
	n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	if (n > 0) {
		self[n] = '\0';
		if ((slash = strrchr(self, '/')) != NULL) {
			*slash = '\0';
			path = xasprintf("%s/%s", self, HELPER);
			try_exec(path, argv);
			free(path);
		}
	}
	try_exec(RKUB_HELPER_DIR "/" HELPER, argv);
	execvp(HELPER, argv);
	err = errno;
	free(argv);
	warnx_("serve: cannot run %s: %s: install it beside rkub "
	    "(make install does)", HELPER, strerror(err));
	return EXIT_USAGE;
}
