/*
 * report.c: the core's reports of a layout as every command prints them:
 * a set that is invalid (check, meld, move, round) and the tile supply
 * overflowing (check, meld).
 */
#include <string.h>

#include "cli.h"
#include "colour.h"

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

/*
 * The one report of a layout's invalid set: where it goes wrong, the
 * set's tiles, then why, as the core words it (d from layout_set_check):
 *
 *	3:5: invalid k13 k13 r13: colour repeated in the group: k13 twice: ...
 *
 * label (a file, "after") goes before the place.  As a finding, to
 * standard output, in colour on a terminal; as a refusal, to standard
 * error ("rkub: ...").
 */
void
set_report(enum report_as as, const char *label, const struct layout *l,
    int i, const struct rk_diag *d)
{
	char tiles[1024], why[512];

	tiles_format(l->tiles + l->sets[i].first, l->sets[i].n, tiles,
	    sizeof(tiles));
	rk_diag_text(d, why, sizeof(why));
	if (as == REPORT_REFUSAL) {
		warnx_("%s%s%d:%d: invalid %s: %s", label != NULL ? label : "",
		    label != NULL ? ":" : "", d->line, d->col, tiles, why);
		return;
	}
	if (label != NULL)
		printf("%s:", label);
	printf("%d:%d: %s ", d->line, d->col, invalid_word());
	print_tiles(tiles);
	printf(": %s\n", why);
}
