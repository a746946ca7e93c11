/*
 * cmd_move.c: rkub move --before LAYOUT --after LAYOUT --rack TILES: was
 * this turn legal?  Every reason it was not, one per line.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const struct opt_spec opts[] = {
	{ "before", 'b', 1, 0 },
	{ "after", 'a', 1, 0 },
	{ "rack", 'r', 1, 0 },
	{ "first", 0, 0, 0 },
	{ "meld", 0, 1, 0 },
	{ "locked-jokers", 0, 0, 0 },
	{ "tiles", 0, 1, 0 },
	{ "json", 0, 0, 0 },
	{ NULL, 0, 0, 0 }
};

static int
load(const char *opt, const char *arg, struct layout *l)
{
	struct rk_diag d;
	const char *label;
	char *buf;
	size_t len;

	if (arg == NULL) {
		warnx_("move: --%s is needed: the table %s the turn", opt,
		    strcmp(opt, "before") == 0 ? "before" : "after");
		return EXIT_USAGE;
	}
	if (read_layout_arg(arg, &buf, &len, &label) < 0)
		return EXIT_USAGE;
	layout_init(l);
	if (layout_parse(l, buf, len, &d) < 0) {
		diag_print(label, &d);
		free(buf);
		return EXIT_USAGE;
	}
	free(buf);
	return 0;
}

static int
move_exec(struct cmd_ctx *c)
{
	struct layout *before = xmalloc(sizeof(*before));
	struct layout *after = xmalloc(sizeof(*after));
	struct layout *rack = xmalloc(sizeof(*rack));
	struct move_opts o;
	struct move_result *r = xmalloc(sizeof(*r));
	struct rk_diag sd;
	struct tile *all;
	int rc, i, nex, nall, json = arg_get(c, "json") != NULL;

	memset(&o, 0, sizeof(o));
	if ((o.ts = tiles_option(c)) == NULL) {
		rc = EXIT_USAGE;
		goto out;
	}
	o.meld = tileset_meld(o.ts);   /* 30; junior (002): one complete set */
	if (arg_get(c, "meld") != NULL &&
	    arg_int("--meld", arg_get(c, "meld"), 0, 1000, &o.meld) < 0) {
		rc = EXIT_USAGE;
		goto out;
	}
	o.first = arg_get(c, "first") != NULL;
	o.locked_jokers = arg_get(c, "locked-jokers") != NULL;
	o.jokers_back = o.ts->runs_only;   /* junior (002) */
	if ((rc = load("before", arg_get(c, "before"), before)) != 0 ||
	    (rc = load("after", arg_get(c, "after"), after)) != 0 ||
	    (rc = load("rack", arg_get(c, "rack"), rack)) != 0)
		goto out;
	/* The box: the table before and the rack together. */
	nall = before->ntiles + rack->ntiles;
	all = xcalloc((size_t)nall + 1, sizeof(*all));
	memcpy(all, before->tiles, sizeof(*all) * (size_t)before->ntiles);
	memcpy(all + before->ntiles, rack->tiles,
	    sizeof(*all) * (size_t)rack->ntiles);
	nex = supply_diag(all, (size_t)nall, o.ts, &sd);
	free(all);
	if (nex > 0) {
		warnx_("move: %s: %s", rk_err_message(sd.code), sd.detail);
		rc = EXIT_RULE;
		goto out;
	}
	move_check(before, after, rack->tiles, rack->ntiles, &o, r);
	if (json) {
		printf("{\"legal\":%s,\"played\":%d", r->legal ? "true" : "false",
		    r->played);
		if (o.first)
			printf(",\"meld\":%d", r->meld_value);
		printf(",\"reasons\":[");
		for (i = 0; i < r->nreasons; i++) {
			printf("%s{\"error\":\"%s\",\"reason\":", i ? "," : "",
			    rk_err_name(r->reasons[i].code));
			json_str(stdout, r->reasons[i].detail);
			if (r->set[i] >= 0) {   /* the set of the table after */
				const struct span *sp = &after->sets[r->set[i]];
				char tiles[1024];

				tiles_format(after->tiles + sp->first, sp->n, tiles,
				    sizeof(tiles));
				printf(",\"line\":%d,\"col\":%d,\"tiles\":",
				    r->reasons[i].line, r->reasons[i].col);
				json_tiles(stdout, tiles);
			}
			printf("}");
		}
		printf("]}\n");
	} else if (r->legal) {
		printf("legal: %d tile%s from the rack", r->played,
		    r->played == 1 ? "" : "s");
		if (o.first)
			printf(", an initial meld of %d", r->meld_value);
		printf("; every set on the table is valid\n");
	} else {
		for (i = 0; i < r->nreasons; i++) {
			const struct rk_diag *d = &r->reasons[i];
			char text[512];

			if (r->set[i] >= 0) {
				set_report(REPORT_FINDING, "after", after, r->set[i], d);
				continue;
			}
			if (d->line > 0)
				printf("after:%d:%d: ", d->line, d->col);
			rk_diag_text(d, text, sizeof(text));
			printf("%s\n", text);
		}
		printf("illegal: %d reason%s\n", r->nreasons,
		    r->nreasons == 1 ? "" : "s");
	}
	rc = r->legal ? 0 : EXIT_RULE;
out:
	free(before);
	free(after);
	free(rack);
	free(r);
	return rc;
}

const struct cmd_entry cmd_move_entry = {
	.name = "move",
	.usage = "--before LAYOUT --after LAYOUT --rack TILES [--first] "
	    "[--meld N] [--locked-jokers] [--tiles T] [--json]",
	.summary = "was this turn legal?",
	.opts = opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = 0,
	.exec = move_exec,
};
