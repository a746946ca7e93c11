/*
 * event_parse.c: the small parsers of the event commands: a players
 * file (one name a line) and --points (score, rank or rank:LIST).  Kept
 * apart so that tests/fuzz/fuzz_event.c can reach them.
 */
#include <stdlib.h>
#include <string.h>

#include "event.h"

void
event_trim(const char **b, size_t *len)
{
	while (*len > 0 && (**b == ' ' || **b == '\t')) {
		(*b)++;
		(*len)--;
	}
	while (*len > 0 && ((*b)[*len - 1] == ' ' || (*b)[*len - 1] == '\t' ||
	    (*b)[*len - 1] == '\r'))
		(*len)--;
}

/* One name a line; blank lines and lines starting with # are skipped;
 * add(ctx, name, len, "LABEL:LINE: ") takes each, and its non-zero status
 * stops the reading. */
int
event_names_parse(const char *text, size_t len, const char *label,
    int (*add)(void *, const char *, size_t, const char *), void *ctx)
{
	const char *p, *end = text + len;
	int line = 0, rc;

	for (p = text; p < end; p++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p)), *b = p;
		size_t n;
		char where[512];

		if (nl == NULL)
			nl = end;
		n = (size_t)(nl - p);
		line++;
		event_trim(&b, &n);
		if (n > 0 && b[0] != '#') {
			if (memchr(b, '\0', n) != NULL) {
				warnx_("event new: %s:%d: a NUL byte: give one name "
				    "a line", label, line);
				return EXIT_USAGE;
			}
			snprintf(where, sizeof(where), "%.480s:%d: ", label, line);
			if ((rc = add(ctx, b, n, where)) != 0)
				return rc;
		}
		p = nl;
	}
	return 0;
}

/* score, rank (4,3,1,0), or rank:A,B,...: whole numbers, best place
 * first. */
int
event_points_parse(const char *v, struct ev_new *in)
{
	const char *p;
	char *end;

	if (strcmp(v, "score") == 0)
		return 0;
	if (strcmp(v, "rank") == 0) {
		static const int def[] = { 4, 3, 1, 0 };

		in->rank = 1;
		in->nrank = 4;
		memcpy(in->rank_points, def, sizeof(def));
		return 0;
	}
	if (strncmp(v, "rank:", 5) != 0) {
		warnx_("event new: --points: '%s' is neither score nor rank: give "
		    "score, rank or rank:4,3,1,0", v);
		return EXIT_USAGE;
	}
	in->rank = 1;
	for (p = v + 5;;) {
		long n;

		if (in->nrank == EV_RANK_MAX) {
			warnx_("event new: --points: more than %d places in '%s'",
			    EV_RANK_MAX, v);
			return EXIT_USAGE;
		}
		n = strtol(p, &end, 10);
		if (end == p || (*end != ',' && *end != '\0') || n < -9999 ||
		    n > 9999 || *p == ' ' || *p == '+') {
			warnx_("event new: --points: column %d of '%s' is not a "
			    "whole number: give rank:4,3,1,0, the points of each "
			    "place at a table", (int)(p - v) + 1, v);
			return EXIT_USAGE;
		}
		in->rank_points[in->nrank++] = (int)n;
		if (*end == '\0')
			return 0;
		p = end + 1;
	}
}

