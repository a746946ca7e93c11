/*
 * input.c: reading what the user gives: a file, standard input, or a
 * layout argument that is the text itself.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

#define INPUT_MAX (16u << 20)   /* largest layout text we read */

static int
read_stream(FILE *f, const char *name, char **buf, size_t *len)
{
	size_t cap = 4096, n = 0, got;
	char *p = xmalloc(cap);

	for (;;) {
		if (n == cap) {
			if (cap >= INPUT_MAX) {
				warnx_("%s: larger than %u MiB: is this a layout?",
				    name, INPUT_MAX >> 20);
				free(p);
				return -1;
			}
			cap *= 2;
			p = xrealloc(p, cap);
		}
		got = fread(p + n, 1, cap - n, f);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		warnx_("cannot read %s: %s", name, strerror(errno));
		free(p);
		return -1;
	}
	p = xrealloc(p, n + 1);
	p[n] = '\0';   /* the text also goes to SQLite as a string */
	*buf = p;
	*len = n;
	return 0;
}

int
read_file(const char *path, char **buf, size_t *len)
{
	FILE *f;
	int rc;
	struct stat st;

	if (strcmp(path, "-") == 0)
		return read_stream(stdin, "standard input", buf, len);
	if ((f = fopen(path, "rb")) == NULL) {
		warnx_("cannot open %s: %s", path, strerror(errno));
		return -1;
	}
	if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
		warnx_("cannot read %s: it is a directory", path);
		fclose(f);
		return -1;
	}
	rc = read_stream(f, path, buf, len);
	fclose(f);
	return rc;
}

/* Text rather than a file name: it holds a blank, a newline, | or :, or
 * it is one word with a digit and no / or . (r5, x5, r14). */
static int
looks_like_text(const char *s)
{
	if (strpbrk(s, " \t\n|:,") != NULL)
		return 1;
	return strpbrk(s, "0123456789") != NULL && strpbrk(s, "/.") == NULL;
}

/*
 * A layout argument: "-" for standard input, a file, or the text itself
 * ("" is the empty text).
 * label is what messages call it.
 */
int
read_layout_arg(const char *arg, char **buf, size_t *len, const char **label)
{
	struct stat st;

	if (arg == NULL || strcmp(arg, "-") == 0) {
		*label = "<stdin>";
		return read_file("-", buf, len);
	}
	/* '' is the empty text (an empty table), never a file name. */
	if (arg[0] != '\0' && (stat(arg, &st) == 0 || !looks_like_text(arg))) {
		*label = arg;
		return read_file(arg, buf, len);
	}
	*label = "<text>";
	*len = strlen(arg);
	*buf = xstrdup(arg);
	return 0;
}
