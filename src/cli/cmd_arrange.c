/*
 * cmd_arrange.c: rkub arrange TILES: can these tiles be laid out in valid
 * sets?  Prints an arrangement, or one that leaves the fewest tiles over
 * (then the lowest value), naming them.  With --rack, TILES is the table:
 * the most rack tiles that can be played onto it this turn, keeping every
 * table tile in a valid set.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "colour.h"

static const struct opt_spec opts[] = {
	{ "rack", 'r', 1, 0 },
	{ "by", 0, 1, 0 },
	{ "tiles", 0, 1, 0 },
	{ "json", 0, 0, 0 },
	{ NULL, 0, 0, 0 }
};

/* The operands as one text, parsed as a layout: sets or plain tiles. */
static int
tiles_of_args(struct cmd_ctx *c, struct layout *l, const char *label)
{
	struct rk_diag d;
	char *text = args_join(c);
	int rc = 0;

	layout_init(l);
	if (layout_parse(l, text, strlen(text), &d) < 0) {
		diag_print(label, &d);
		rc = EXIT_USAGE;
	} else if (l->nracks > 0) {
		warnx_("arrange: give tiles, not racks ('name:')");
		rc = EXIT_USAGE;
	}
	free(text);
	return rc;
}

static int
check_supply(const struct tile *t, int n, const struct tileset *ts)
{
	struct rk_diag d;

	if (supply_diag(t, (size_t)n, ts, &d) == 0)
		return 0;
	warnx_("arrange: %s: %s", rk_err_message(d.code), d.detail);
	return EXIT_RULE;
}

static void
print_arrangement(const struct arrangement *a, const struct tileset *ts,
    int json)
{
	struct set_result r;
	struct rk_diag d;
	char buf[512];
	int i;

	for (i = 0; i < a->nsets; i++) {
		if (set_check(a->sets[i].t, (size_t)a->sets[i].n, ts, &r, &d) < 0) {
			warnx_("internal error: arrange made an invalid set: %s",
			    d.detail);
			continue;
		}
		set_reading_format(&r.r[0], a->sets[i].t, a->sets[i].n, buf,
		    sizeof(buf));
		if (json) {
			printf("%s{\"kind\":\"%s\",\"tiles\":", i ? "," : "",
			    set_kind_name(r.r[0].kind));
			json_tiles(stdout, buf);
			printf(",\"value\":%d}", r.r[0].value);
		} else {
			printf("%-5s ", set_kind_name(r.r[0].kind));
			print_tiles(buf);
			putchar('\n');
		}
	}
}

static int
arrange_exec(struct cmd_ctx *c)
{
	const struct tileset *ts;
	struct layout *table = xmalloc(sizeof(*table)), *rack = NULL;
	struct arrangement *a = xmalloc(sizeof(*a));
	struct bag b;
	struct tile *all;
	const char *by = arg_get(c, "by");
	char buf[2048];
	int i, rc, nall = 0, json = arg_get(c, "json") != NULL, by_value = 0;

	if ((ts = tiles_option(c)) == NULL) {
		rc = EXIT_USAGE;
		goto out;
	}
	if (by != NULL && strcmp(by, "value") != 0 && strcmp(by, "tiles") != 0) {
		warnx_("arrange: --by: '%s': use tiles (the most tiles) or value "
		    "(the highest value)", by);
		rc = EXIT_USAGE;
		goto out;
	}
	by_value = by != NULL && strcmp(by, "value") == 0;
	if ((rc = tiles_of_args(c, table, "<tiles>")) != 0)
		goto out;
	if (arg_get(c, "rack") != NULL) {
		struct rk_diag d;
		const char *r = arg_get(c, "rack");

		rack = xmalloc(sizeof(*rack));
		layout_init(rack);
		if (layout_parse(rack, r, strlen(r), &d) < 0) {
			diag_print("<rack>", &d);
			rc = EXIT_USAGE;
			goto out;
		}
	}
	all = xcalloc((size_t)table->ntiles + (rack ? (size_t)rack->ntiles : 0) + 1,
	    sizeof(*all));
	memcpy(all, table->tiles, sizeof(*all) * (size_t)table->ntiles);
	nall = table->ntiles;
	if (rack != NULL) {
		memcpy(all + nall, rack->tiles, sizeof(*all) * (size_t)rack->ntiles);
		nall += rack->ntiles;
	}
	for (i = 0; i < nall; i++)
		if (!tileset_holds(ts, &all[i])) {
			tile_format(&all[i], buf, sizeof(buf));
			warnx_("arrange: %s is not in the %s tile set (numbers 1 to "
			    "%d)", buf, ts->name, ts->maxnum);
			rc = EXIT_RULE;
		}
	if (rc == 0)
		rc = check_supply(all, nall, ts);
	free(all);
	if (rc != 0)
		goto out;

	bag_init(&b);
	for (i = 0; i < table->ntiles; i++)
		bag_add(&b, &table->tiles[i], rack != NULL);
	if (rack != NULL)
		for (i = 0; i < rack->ntiles; i++)
			bag_add(&b, &rack->tiles[i], 0);
	if (arrange(&b, ts, 30, by_value, a) < 0) {
		warnx_("arrange: out of memory");
		rc = EXIT_USAGE;
		goto out;
	}
	if (!a->feasible) {
		warnx_("arrange: the table's %d tiles cannot all be laid in valid "
		    "sets", table->ntiles);
		rc = EXIT_RULE;
		goto out;
	}
	tiles_format(a->left, a->nleft, buf, sizeof(buf));
	if (json) {
		printf("{\"fits\":%s,\"sets\":[", a->nleft ? "false" : "true");
		print_arrangement(a, ts, 1);
		printf("],\"left\":");
		json_tiles(stdout, buf);
		printf(",\"left_tiles\":%d,\"left_value\":%d", a->nleft,
		    a->left_value);
		if (rack != NULL)
			printf(",\"played\":%d", rack->ntiles - a->nleft);
		printf("}\n");
	} else {
		print_arrangement(a, ts, 0);
		if (rack != NULL && a->nleft == 0)
			printf("all %d rack tiles can be played: that goes out\n",
			    rack->ntiles);
		else if (rack != NULL)
			printf("%d of %d rack tiles can be played; kept: %s (%d "
			    "points)\n", rack->ntiles - a->nleft, rack->ntiles, buf,
			    a->left_value);
		else if (a->nleft == 0)
			printf("all %d tiles fit in %d set%s\n", table->ntiles,
			    a->nsets, a->nsets == 1 ? "" : "s");
		else
			printf("left over: %s (%d tile%s, %d points); no arrangement "
			    "leaves fewer\n", buf, a->nleft, a->nleft == 1 ? "" : "s",
			    a->left_value);
	}
	rc = a->nleft ? EXIT_RULE : 0;
out:
	free(table);
	free(rack);
	free(a);
	return rc;
}

const struct cmd_entry cmd_arrange_entry = {
	.name = "arrange",
	.usage = "TILES ... [--rack TILES] [--by tiles|value] [--tiles T] "
	    "[--json]",
	.summary = "arrange tiles into valid sets, or name the fewest left over",
	.opts = opts,
	.minpos = 1,
	.maxpos = -1,
	.flags = 0,
	.exec = arrange_exec,
};
