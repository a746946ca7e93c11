/*
 * cmd_meld.c: rkub meld TILES: is this a legal initial meld?  Sets split
 * by |, each valid, worth at least 30 (or --meld N) with every joker at
 * the tile it stands for (RULES.md "Initial meld", 000 001 003 004).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "colour.h"

static const struct opt_spec opts[] = {
	{ "meld", 0, 1, 0 },
	{ "tiles", 0, 1, 0 },
	{ "json", 0, 0, 0 },
	{ NULL, 0, 0, 0 }
};

static int
meld_exec(struct cmd_ctx *c)
{
	const struct tileset *ts;
	struct layout *l;
	struct set_result res;
	struct rk_diag d;
	struct supply_excess ex[RK_NKINDS];
	char *text, buf[512];
	int i, need, total = 0, nbad = 0, nex, json = arg_get(c, "json") != NULL;

	if ((ts = tiles_option(c)) == NULL)
		return EXIT_USAGE;
	need = tileset_meld(ts);   /* 30; junior (002): one complete set */
	if (arg_get(c, "meld") != NULL &&
	    arg_int("--meld", arg_get(c, "meld"), 0, 1000, &need) < 0)
		return EXIT_USAGE;
	text = args_join(c);
	l = xmalloc(sizeof(*l));
	layout_init(l);
	if (layout_parse(l, text, strlen(text), &d) < 0) {
		diag_print("<tiles>", &d);
		free(text);
		free(l);
		return EXIT_USAGE;
	}
	free(text);
	if (l->nracks > 0 || l->nsets == 0) {
		warnx_("meld: %s: give the sets of the meld, split by |, as in "
		    "'r10 r11 r12 | k5 b5 o5'", l->nracks ? "a rack is no meld" :
		    "no tiles");
		free(l);
		return EXIT_USAGE;
	}
	if (json)
		printf("{\"sets\":[");
	for (i = 0; i < l->nsets; i++) {
		const struct span *sp = &l->sets[i];
		const struct tile *t = l->tiles + sp->first;
		int k;

		if (layout_set_check(l, i, ts, &res, &d) < 0) {
			nbad++;
			tiles_format(t, sp->n, buf, sizeof(buf));
			if (json) {
				printf("%s{\"tiles\":", i ? "," : "");
				json_tiles(stdout, buf);
				printf(",\"valid\":false,\"error\":\"%s\","
				    "\"reason\":", rk_err_name(d.code));
				json_str(stdout, d.detail);
				printf("}");
			} else
				set_report(REPORT_FINDING, NULL, l, i, &d);
			continue;
		}
		total += res.value;
		/* The lower reading counts: print it first. */
		k = res.nreadings == 2 && res.r[1].value < res.r[0].value;
		set_reading_format(&res.r[k], t, sp->n, buf, sizeof(buf));
		if (json) {
			printf("%s{\"tiles\":", i ? "," : "");
			json_tiles(stdout, buf);
			printf(",\"valid\":true,\"kind\":\"%s\",\"value\":%d}",
			    set_kind_name(res.r[k].kind), res.value);
		} else {
			printf("%s ", set_kind_name(res.r[k].kind));
			print_tiles(buf);
			printf(" = %d%s\n", res.value, res.nreadings == 2 ?
			    " (the lower reading; pin the jokers to choose)" : "");
		}
	}
	nex = supply_check(l->tiles, (size_t)l->ntiles, ts, ex, RK_NKINDS);
	if (json) {
		printf("],\"supply\":[");
		for (i = 0; i < nex; i++) {
			tile_format(&ex[i].t, buf, sizeof(buf));
			printf("%s{\"tile\":\"%s\",\"count\":%d,\"holds\":%d}",
			    i ? "," : "", buf, ex[i].count, ex[i].holds);
		}
		printf("],\"value\":%d,\"needs\":%d,\"legal\":%s}\n", total, need,
		    nbad == 0 && nex == 0 && total >= need ? "true" : "false");
	} else {
		if (nex > 0 && supply_diag(l->tiles, (size_t)l->ntiles, ts,
		    &d) > 0)
			supply_lines(stdout, d.detail);
		if (nbad > 0 || nex > 0)
			printf("meld: not legal: %s\n", nbad ?
			    "every set must be valid" : "tiles beyond the supply");
		else if (need == 0)
			printf("meld %d: legal, the first turn lays complete "
			    "sets and names no value\n", total);
		else
			printf("meld %d: %s, the initial meld needs %d\n", total,
			    total >= need ? "legal" : "too low", need);
	}
	free(l);
	return nbad == 0 && nex == 0 && total >= need ? EXIT_VALID : EXIT_RULE;
}

const struct cmd_entry cmd_meld_entry = {
	.name = "meld",
	.usage = "TILES ... [--meld N] [--tiles T] [--json]",
	.summary = "is this a legal initial meld? print its value",
	.opts = opts,
	.minpos = 1,
	.maxpos = -1,
	.flags = 0,
	.exec = meld_exec,
};
