/*
 * fuzz_colour.c: the scanner that colours the tiles in a line of output
 * (colour.c): any text in (escape characters made blanks), the same text
 * out once the escapes it added are taken away, and never a read or write
 * out of bounds.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/cli/colour.h"
#include "../../src/cli/cli.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1), *c, *plain;
	size_t i, n = 0;

	memcpy(s, data, size);
	s[size] = '\0';
	for (i = 0; i < size; i++)      /* the escapes it adds stand apart */
		if (s[i] == '\033')
			s[i] = ' ';
	c = colour_tiles(s, 1);
	plain = malloc(strlen(c) + 1);
	for (i = 0; c[i] != '\0'; i++) {
		if (c[i] == '\033' && c[i + 1] == '[') {
			while (c[i] != '\0' && c[i] != 'm')
				i++;
			if (c[i] == '\0')
				abort();
			continue;
		}
		plain[n++] = c[i];
	}
	plain[n] = '\0';
	if (strcmp(plain, s) != 0)
		abort();
	free(plain);
	free(c);
	free(s);
	return 0;
}
