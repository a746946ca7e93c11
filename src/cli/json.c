/*
 * json.c: strings and tile lists as JSON, for --json.
 */
#include "cli.h"

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
