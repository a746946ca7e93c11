/*
 * colour.c: when to colour (--color, NO_COLOR, a terminal or not), and
 * tiles in their own colours.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "colour.h"

static int mode = -1;           /* -1 auto, 0 never, 1 always */

int
colour_mode(const char *v)
{
	if (strcmp(v, "auto") == 0)
		mode = -1;
	else if (strcmp(v, "always") == 0)
		mode = 1;
	else if (strcmp(v, "never") == 0)
		mode = 0;
	else
		return -1;
	return 0;
}

int
colour_on(int fd)
{
	const char *nc = getenv("NO_COLOR");

	if (mode >= 0)
		return mode;
	if (nc != NULL && nc[0] != '\0')
		return 0;
	return isatty(fd);
}

const char *
colour_tile(int c)
{
	switch (c) {
	case 'k': case 'K':
		return "\033[1m";              /* black: the terminal's ink */
	case 'r': case 'R':
		return "\033[1;31m";
	case 'b': case 'B':
		return "\033[1;34m";
	case 'o': case 'O': case 'y': case 'Y':
		return "\033[1;33m";
	case 'j': case 'J': case '*':
		return "\033[1;35m";
	}
	return "";
}

/* A tile as printed: r5, k13, j, j=r6, j=[bo]5; its length, or 0. */
static size_t
tile_len(const char *s)
{
	size_t n = 0;

	if (strchr("krboyKRBOY", s[0]) != NULL && s[0] != '\0') {
		n = 1;
		while (s[n] >= '0' && s[n] <= '9')
			n++;
		return n > 1 && n <= 3 ? n : 0;
	}
	if (s[0] != 'j' && s[0] != 'J')
		return 0;
	if (s[1] != '=')
		return 1;
	n = 2;
	if (s[n] == '[') {
		while (s[n] != '\0' && s[n] != ']')
			n++;
		n += s[n] == ']';
	} else if (s[n] != '\0')
		n++;
	while (s[n] >= '0' && s[n] <= '9')
		n++;
	return n;
}

char *
colour_tiles(const char *s, int on)
{
	size_t cap = strlen(s) * 12 + 1, at = 0;
	char *out = xmalloc(cap);
	int start = 1;

	while (*s != '\0') {
		size_t n = on && start ? tile_len(s) : 0;
		char end = n ? s[n] : 'x';

		if (n > 0 && (end == '\0' || end == ' ' || end == ',' ||
		    end == '|')) {
			const char *esc = colour_tile(s[0]);

			at += (size_t)snprintf(out + at, cap - at, "%s%.*s%s", esc,
			    (int)n, s, C_OFF);
			s += n;
			start = 0;
			continue;
		}
		start = *s == ' ' || *s == ',' || *s == '|' || *s == ':';
		out[at++] = *s++;
	}
	out[at] = '\0';
	return out;
}

/* Tiles to standard output, each in its colour when colour is on. */
void
print_tiles(const char *s)
{
	char *c = colour_tiles(s, colour_on(STDOUT_FILENO));

	fputs(c, stdout);
	free(c);
}

/* "invalid", red when colour is on. */
const char *
invalid_word(void)
{
	return colour_on(STDOUT_FILENO) ? C_RED "invalid" C_OFF : "invalid";
}
