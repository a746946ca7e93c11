/*
 * output.c: the last check of standard output, and -o FILE written whole
 * or not at all.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

/* A command that prints data ends here: a full disk is an error. */
int
finish_stdout(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		warnx_("cannot write standard output: %s", strerror(errno));
		return -1;
	}
	return 0;
}

/*
 * -o FILE, written whole or not at all: out_open gives a stream on a
 * temporary file beside path (standard output for NULL or "-"), out_close
 * renames it over path when rc is 0, or removes it.  Returns rc, or 2
 * after a message when the file could not be written.
 */
FILE *
out_open(const char *cmd, const char *path, char **tmp)
{
	FILE *f = NULL;
	int fd;

	*tmp = NULL;
	if (path == NULL || strcmp(path, "-") == 0)
		return stdout;
	*tmp = xasprintf("%s.XXXXXX", path);
	if ((fd = mkstemp(*tmp)) < 0 || (f = fdopen(fd, "w")) == NULL) {
		warnx_("%s: cannot write %s: %s", cmd, path, strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(*tmp);
		}
		free(*tmp);
		*tmp = NULL;
		return NULL;
	}
	fchmod(fd, 0644);       /* mkstemp makes it 0600 */
	return f;
}

int
out_close(const char *cmd, FILE *f, const char *path, char *tmp, int rc)
{
	if (f == stdout)
		return rc;
	if (rc == 0 && (fflush(f) != 0 || ferror(f))) {
		warnx_("%s: cannot write %s: %s", cmd, path, strerror(errno));
		rc = EXIT_USAGE;
	}
	if (fclose(f) != 0 && rc == 0) {
		warnx_("%s: cannot write %s: %s", cmd, path, strerror(errno));
		rc = EXIT_USAGE;
	}
	if (rc == 0 && rename(tmp, path) != 0) {
		warnx_("%s: cannot write %s: %s", cmd, path, strerror(errno));
		rc = EXIT_USAGE;
	}
	if (rc != 0)
		unlink(tmp);
	free(tmp);
	return rc;
}
