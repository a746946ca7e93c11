/*
 * cmd_check.c: rkub check [LAYOUT]: is every set on the table valid, and
 * does the table with the racks stay within the tile supply?
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "colour.h"

static const struct opt_spec opts[] = {
	{ "tiles", 0, 1, 0 },
	{ "json", 0, 0, 0 },
	{ NULL, 0, 0, 0 }
};

/* A valid set and its readings; an invalid one in the one report. */
static void
print_set_text(const struct layout *l, int i, const struct set_result *r,
    const struct rk_diag *d)
{
	const struct span *sp = &l->sets[i];
	const struct tile *t = l->tiles + sp->first;
	char buf[512];
	int k;

	if (r->nreadings == 0) {
		set_report(REPORT_FINDING, NULL, l, i, d);
		return;
	}
	printf("%d:%d: ", sp->line, sp->col);
	for (k = 0; k < r->nreadings; k++) {
		set_reading_format(&r->r[k], t, sp->n, buf, sizeof(buf));
		printf("%s%s ", k ? ", or " : "", set_kind_name(r->r[k].kind));
		print_tiles(buf);
		printf(" = %d", r->r[k].value);
	}
	putchar('\n');
}

static void
print_set_json(const struct layout *l, int i, const struct set_result *r,
    const struct rk_diag *d)
{
	const struct span *sp = &l->sets[i];
	const struct tile *t = l->tiles + sp->first;
	char buf[512];
	int k, col = r->nreadings == 0 ? d->col : sp->col;

	tiles_format(t, sp->n, buf, sizeof(buf));
	printf("%s{\"line\":%d,\"col\":%d,\"tiles\":", i ? "," : "", sp->line,
	    col);
	json_tiles(stdout, buf);
	printf(",\"valid\":%s", r->nreadings ? "true" : "false");
	if (r->nreadings == 0) {
		printf(",\"error\":");
		json_str(stdout, rk_err_name(d->code));
		printf(",\"reason\":");
		json_str(stdout, d->detail);
		printf("}");
		return;
	}
	printf(",\"value\":%d,\"readings\":[", r->value);
	for (k = 0; k < r->nreadings; k++) {
		set_reading_format(&r->r[k], t, sp->n, buf, sizeof(buf));
		printf("%s{\"kind\":\"%s\",\"tiles\":", k ? "," : "",
		    set_kind_name(r->r[k].kind));
		json_tiles(stdout, buf);
		printf(",\"value\":%d}", r->r[k].value);
	}
	printf("]}");
}

static int
check_exec(struct cmd_ctx *c)
{
	const struct tileset *ts;
	struct layout *l;
	struct set_result *res;
	struct rk_diag d, *diags;
	struct supply_excess ex[RK_NKINDS];
	const char *label;
	char *buf, tbuf[1024];
	size_t len;
	int i, nbad = 0, nex, ntable = 0, nrack = 0, json = arg_get(c, "json") != NULL;

	if ((ts = tiles_option(c)) == NULL)
		return EXIT_USAGE;
	if (read_layout_arg(c->a.npos ? c->a.pos[0] : NULL, &buf, &len,
	    &label) < 0)
		return EXIT_USAGE;
	l = xmalloc(sizeof(*l));
	layout_init(l);
	if (layout_parse(l, buf, len, &d) < 0) {
		diag_print(label, &d);
		free(buf);
		free(l);
		return EXIT_USAGE;
	}
	free(buf);
	res = xcalloc((size_t)l->nsets + 1, sizeof(*res));
	diags = xcalloc((size_t)l->nsets + 1, sizeof(*diags));
	for (i = 0; i < l->nsets; i++) {
		if (layout_set_check(l, i, ts, &res[i], &diags[i]) < 0)
			nbad++;
		ntable += l->sets[i].n;
	}
	nex = supply_check(l->tiles, (size_t)l->ntiles, ts, ex, RK_NKINDS);
	nrack = l->ntiles - ntable;

	if (json) {
		printf("{\"valid\":%s,\"tileset\":\"%s\",\"sets\":[",
		    nbad == 0 && nex == 0 ? "true" : "false", ts->name);
		for (i = 0; i < l->nsets; i++)
			print_set_json(l, i, &res[i], &diags[i]);
		printf("],\"racks\":[");
		for (i = 0; i < l->nracks; i++) {
			printf("%s{\"player\":", i ? "," : "");
			json_str(stdout, l->racks[i].name);
			tiles_format(l->tiles + l->racks[i].s.first,
			    l->racks[i].s.n, tbuf, sizeof(tbuf));
			printf(",\"tiles\":");
			json_tiles(stdout, tbuf);
			printf("}");
		}
		printf("],\"supply\":[");
		for (i = 0; i < nex; i++) {
			tile_format(&ex[i].t, tbuf, sizeof(tbuf));
			printf("%s{\"tile\":\"%s\",\"count\":%d,\"holds\":%d}",
			    i ? "," : "", tbuf, ex[i].count, ex[i].holds);
		}
		printf("],\"sets_total\":%d,\"sets_invalid\":%d,"
		    "\"tiles_table\":%d,\"tiles_racks\":%d}\n", l->nsets, nbad,
		    ntable, nrack);
	} else {
		for (i = 0; i < l->nsets; i++)
			print_set_text(l, i, &res[i], &diags[i]);
		for (i = 0; i < l->nracks; i++) {
			tiles_format(l->tiles + l->racks[i].s.first,
			    l->racks[i].s.n, tbuf, sizeof(tbuf));
			printf("%d:%d: rack %s: %s\n", l->racks[i].s.line,
			    l->racks[i].s.col, l->racks[i].name,
			    l->racks[i].s.n ? tbuf : "-");
		}
		if (nex > 0 && supply_diag(l->tiles, (size_t)l->ntiles, ts,
		    &d) > 0)
			supply_lines(stdout, d.detail);
		printf("%s: %d set%s, %d invalid; %d tile%s on the table",
		    nbad == 0 && nex == 0 ? "valid" : "invalid", l->nsets,
		    l->nsets == 1 ? "" : "s", nbad, ntable, ntable == 1 ? "" : "s");
		if (l->nracks > 0)
			printf(", %d on %d rack%s", nrack, l->nracks,
			    l->nracks == 1 ? "" : "s");
		printf("; supply %s\n", nex ? "exceeded" : "ok");
	}
	free(res);
	free(diags);
	free(l);
	return nbad == 0 && nex == 0 ? EXIT_VALID : EXIT_RULE;
}

const struct cmd_entry cmd_check_entry = {
	.name = "check",
	.usage = "[LAYOUT] [--tiles T] [--json]",
	.summary = "validate a layout: every set, and the tile supply",
	.opts = opts,
	.minpos = 0,
	.maxpos = 1,
	.flags = 0,
	.exec = check_exec,
};
