/*
 * csvout.c: CSV output through libcsv (RFC 4180).  Text cells are quoted
 * by libcsv; a text cell that a spreadsheet would run as a formula (it
 * starts with = + - @, a tab or a carriage return) or that starts with a
 * quote mark gets a leading ' so that it stays text; import takes it off
 * again.  Numbers are written as numbers.  Lines end in CRLF.
 */
#include <csv.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

void
csv_text(FILE *f, const char *s)
{
	if (strchr("=+-@\t\r'", s[0]) != NULL && s[0] != '\0') {
		char *p = xasprintf("'%s", s);

		csv_fwrite(f, p, strlen(p));
		free(p);
		return;
	}
	csv_fwrite(f, s, strlen(s));
}

void
csv_int(FILE *f, long long v)
{
	fprintf(f, "%lld", v);
}

void
csv_null(FILE *f)
{
	(void)f;
}

void
csv_sep(FILE *f)
{
	fputc(',', f);
}

void
csv_eol(FILE *f)
{
	fputs("\r\n", f);
}
