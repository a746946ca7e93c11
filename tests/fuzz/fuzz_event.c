/*
 * fuzz_event: libFuzzer target for the event commands' parsers: the
 * input as a players file (each name checked as event new checks it) and
 * as a --points value.  make fuzz builds and runs it.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/cli/event.h"
#include "../../src/cli/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
take(void *v, const char *name, size_t len, const char *where)
{
	int *n = v;

	(void)where;
	if (name_check("player", name, len) < 0)
		return EXIT_USAGE;
	(*n)++;
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ev_new in;
	char *s;
	int n = 0;

	event_names_parse((const char *)data, size, "fuzz", take, &n);
	if ((s = malloc(size + 1)) == NULL)
		return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	memset(&in, 0, sizeof(in));
	if (event_points_parse(s, &in) == 0 && (in.nrank < 0 ||
	    in.nrank > EV_RANK_MAX))
		abort();
	free(s);
	return 0;
}
