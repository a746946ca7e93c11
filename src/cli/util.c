/*
 * util.c: allocation that dies on failure, messages, reading input, and
 * the last check of standard output.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "colour.h"
#include "../store/store.h"

#define INPUT_MAX (16u << 20)   /* largest layout text we read */

static void
oom(void)
{
	fputs("rkub: out of memory\n", stderr);
	exit(EXIT_USAGE);
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL)
		oom();
	return p;
}

void *
xcalloc(size_t n, size_t m)
{
	void *p = calloc(n ? n : 1, m ? m : 1);

	if (p == NULL)
		oom();
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
		oom();
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

char *
xasprintf(const char *fmt, ...)
{
	va_list ap;
	int n;
	char *p;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		oom();
	p = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return p;
}

/* A refusal: red on a terminal. */
void
warnx_(const char *fmt, ...)
{
	va_list ap;
	char *msg;
	int n, on = colour_on(STDERR_FILENO);

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	msg = xmalloc(n > 0 ? (size_t)n + 1 : 1);
	va_start(ap, fmt);
	vsnprintf(msg, n > 0 ? (size_t)n + 1 : 1, fmt, ap);
	va_end(ap);
	fputs(on ? C_RED "rkub: " : "rkub: ", stderr);
	fput_safe(stderr, msg);
	fputs(on ? C_OFF "\n" : "\n", stderr);
	free(msg);
}

/*
 * Text that may hold what the user typed, with every control character
 * shown as \xHH: an arrow key echoed in a message must not move the
 * terminal's cursor.
 */
void
fput_safe(FILE *f, const char *s)
{
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c < 0x20 || c == 0x7f)
			fprintf(f, "\\x%02x", c);
		else
			fputc(c, f);
	}
}

/* rkub: FILE:LINE:COL: what is wrong: the detail */
void
diag_print(const char *file, const struct rk_diag *d)
{
	if (file != NULL && d->line > 0)
		warnx_("%s:%d:%d: %s%s%s", file, d->line, d->col,
		    rk_err_message(d->code), d->detail[0] ? ": " : "", d->detail);
	else if (file != NULL && d->col > 0)
		warnx_("%s:1:%d: %s%s%s", file, d->col, rk_err_message(d->code),
		    d->detail[0] ? ": " : "", d->detail);
	else if (file != NULL)
		warnx_("%s: %s%s%s", file, rk_err_message(d->code),
		    d->detail[0] ? ": " : "", d->detail);
	else
		warnx_("%s%s%s", rk_err_message(d->code), d->detail[0] ? ": " :
		    "", d->detail);
}

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

/* The store failed: its message, one way for every command; status 2. */
int
store_fail(void)
{
	warnx_("%s", store_error());
	return EXIT_USAGE;
}

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

void
json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (c < 0x20)
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

/* Tiles as text ("r5 b13 j=r4") as a JSON array: ["r5","b13","j=r4"]. */
void
json_tiles(FILE *f, const char *text)
{
	const char *p = text, *e;
	int k = 0;

	fputc('[', f);
	while (*p != '\0') {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		for (e = p; *e != '\0' && *e != ' '; e++)
			;
		fprintf(f, "%s\"%.*s\"", k++ ? "," : "", (int)(e - p), p);
		p = e;
	}
	fputc(']', f);
}

/* The tile set named by --tiles, standard by default; NULL after a message. */
const struct tileset *
tiles_option(const struct cmd_ctx *c)
{
	const char *name = arg_get(c, "tiles");
	const struct tileset *ts;
	size_t i;

	if (name == NULL)
		return tileset_find("standard");
	if ((ts = tileset_find(name)) != NULL)
		return ts;
	fputs("rkub: --tiles: unknown tile set '", stderr);
	fput_safe(stderr, name);
	fputs("': use", stderr);
	for (i = 0; i < rk_ntilesets; i++)
		fprintf(stderr, "%s %s", i ? "," : "", rk_tilesets[i].name);
	fputc('\n', stderr);
	return NULL;
}

/* The core's supply report, a line a tile, as check and meld print it. */
void
supply_lines(FILE *f, const char *detail)
{
	const char *p = detail, *e;

	while ((e = strstr(p, "; ")) != NULL) {
		fprintf(f, "supply: %.*s\n", (int)(e - p), p);
		p = e + 2;
	}
	fprintf(f, "supply: %s\n", p);
}

/* A whole number with an optional sign, as on a score pad: +24, -5, 24.
 * 0; SCORE_NAN when it is no number; SCORE_TOO_LARGE past SCORE_MAX
 * either way. */
int
parse_score(const char *s, int *out)
{
	const char *p = s;
	long v = 0;
	int big = 0;

	if (*p == '+' || *p == '-')
		p++;
	if (*p == '\0')
		return SCORE_NAN;
	for (; *p != '\0'; p++) {
		if (*p < '0' || *p > '9')
			return SCORE_NAN;
		if (v > SCORE_MAX)
			big = 1;
		else
			v = v * 10 + (*p - '0');
	}
	if (big || v > SCORE_MAX)
		return SCORE_TOO_LARGE;
	*out = (int)(s[0] == '-' ? -v : v);
	return 0;
}

/*
 * The core names players by their place ("player 2"): put their names
 * in, so that a message says "ben".
 */
void
diag_players(char *detail, size_t len, char *const *names, int n)
{
	char out[sizeof(((struct rk_diag *)0)->detail) * 2], *p;
	size_t at = 0;
	const char *s = detail;
	long k;

	while (*s != '\0' && at + 1 < sizeof(out)) {
		if (strncmp(s, "player ", 7) == 0 && s[7] >= '1' && s[7] <= '9') {
			k = strtol(s + 7, &p, 10);
			if (k >= 1 && k <= n) {
				at += (size_t)snprintf(out + at, sizeof(out) - at,
				    "%s", names[k - 1]);
				if (at >= sizeof(out))
					at = sizeof(out) - 1;
				s = p;
				continue;
			}
		}
		out[at++] = *s++;
	}
	out[at] = '\0';
	snprintf(detail, len, "%s", out);
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
