/*
 * message.c: how a refusal reaches the user: "rkub: ..." on standard
 * error, red on a terminal, what the user typed made harmless, the core's
 * diags with their place, the store's errors.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "colour.h"
#include "../store/store.h"

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

/* The store failed: its message, one way for every command; status 2. */
int
store_fail(void)
{
	warnx_("%s", store_error());
	return EXIT_USAGE;
}
