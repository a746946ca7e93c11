/*
 * cmd_show.c: rkub show [GAME]: the score sheet, as in the books: a row per
 * round, a column per player, the totals.  --all adds the undone rounds.
 */
#include <stdlib.h>
#include <string.h>

#include "chart.h"
#include "game.h"

static const struct opt_spec opts[] = {
	{ "all", 'a', 0, 0 },
	{ "json", 0, 0, 0 },
	{ "racks", 'r', 0, 0 },
	{ "game", 'g', 1, 0 },
	{ "html", 0, 0, 0 },
	{ "chart", 0, 0, 0 },
	{ "output", 'o', 1, 0 },
	{ NULL, 0, 0, 0 }
};

static int
show_row(void *arg, const struct store_sheet_row *r)
{
	char label[32];

	/* A row's number is its place on the sheet: taken back or replaced
	 * rows keep theirs in brackets, so no number shows twice. */
	snprintf(label, sizeof(label), r->undone ? "(%d)" : "%d", r->num);
	sheet_row_has(arg, label, r->scores, r->has, r->replaced ? "replaced" :
	    r->undone ? "undone" : NULL);
	return 0;
}

struct racks {
	FILE *f;
	const struct game *g;
	int width;
};

/* round 2, out, 2026-11-23T20:15:00Z; then a line per player. */
static int
racks_row(void *arg, const struct store_racks_row *r)
{
	struct racks *k = arg;
	char buf[16];
	int i;

	fprintf(k->f, "round %d, %s, %s\n", r->num, r->kind, r->created);
	for (i = 0; i < k->g->n; i++) {
		fputs("  ", k->f);
		print_padded(k->f, k->g->player[i], k->width, 0);
		fprintf(k->f, " %5s  %s\n", signed_str(r->score[i], buf,
		    sizeof(buf)), r->rack[i] != NULL ?
		    r->rack[i] : "(a score, no rack)");
	}
	return 0;
}

static int
show_racks(struct cmd_ctx *c, const struct game *g)
{
	struct racks k;
	int i;

	k.f = c->out;
	k.g = g;
	k.width = 0;
	for (i = 0; i < g->n; i++)
		if ((int)utf8_width(g->player[i]) > k.width)
			k.width = (int)utf8_width(g->player[i]);
	fprintf(c->out, "%s: each round's racks as typed\n", g->name);
	return store_racks_each(c->db, g, racks_row, &k) < 0 ? store_fail() :
	    0;
}

static int
show_exec(struct cmd_ctx *c)
{
	struct game g;
	struct sheet sh;
	int rc, all = arg_get(c, "all") != NULL;
	int totals[RK_MAX_PLAYERS];
	char rules[256], *json;
	const char *name = c->a.npos ? c->a.pos[0] : arg_get(c, "game");

	if ((arg_get(c, "html") != NULL) + (arg_get(c, "chart") != NULL) +
	    (arg_get(c, "json") != NULL) > 1) {
		warnx_("show: give one of --html, --chart and --json");
		return EXIT_USAGE;
	}
	if (arg_get(c, "output") != NULL && arg_get(c, "html") == NULL) {
		warnx_("show: -o writes the page of --html: give --html");
		return EXIT_USAGE;
	}
	if ((rc = game_open(c, name, &g)) != 0)
		return rc;
	if (arg_get(c, "racks") != NULL) {
		if (arg_get(c, "json") != NULL || all ||
		    arg_get(c, "html") != NULL || arg_get(c, "chart") != NULL) {
			warnx_("show: --racks and --%s conflict: give one",
			    all ? "all" : arg_get(c, "json") ? "json" :
			    arg_get(c, "html") ? "html" : "chart");
			store_game_free(&g);
			return EXIT_USAGE;
		}
		rc = show_racks(c, &g);
		store_game_free(&g);
		return rc;
	}
	rules_format(&g.rules, rules, sizeof(rules));
	if (arg_get(c, "html") != NULL || arg_get(c, "chart") != NULL) {
		rc = chart_show(c, &g, rules, all);
		store_game_free(&g);
		return rc;
	}
	if (arg_get(c, "json") != NULL) {
		char said[512];

		rules_json(&g.rules, rules, sizeof(rules));
		if (store_totals(c->db, &g, totals) < 0) {
			store_game_free(&g);
			return store_fail();
		}
		rc = store_sheet_json(c->db, &g, rules, game_ended(&g, totals,
		    said, sizeof(said)) ? said : NULL, all, &json);
		store_game_free(&g);
		if (rc < 0)
			return store_fail();
		fprintf(c->out, "%s\n", json);
		free(json);
		return 0;
	}
	rules_format(&g.rules, rules, sizeof(rules));
	fprintf(c->out, "%s: %s\n", g.name, rules);
	sheet_header(&sh, c->out, &g);
	if (store_sheet_each(c->db, &g, all, show_row, &sh) < 0 ||
	    store_totals(c->db, &g, totals) < 0) {
		store_game_free(&g);
		return store_fail();
	}
	sheet_row(&sh, "total", totals, NULL);
	if (game_ended(&g, totals, rules, sizeof(rules)))
		fprintf(c->out, "%s\n", rules);
	store_game_free(&g);
	return 0;
}

const struct cmd_entry cmd_show_entry = {
	.name = "show",
	.usage = "[GAME] [--all] [--json | --chart | --html [-o FILE]] [--racks]",
	.summary = "the score sheet: a row per round, a column per player, "
	    "totals",
	.opts = opts,
	.minpos = 0,
	.maxpos = 1,
	.flags = CMD_DB_READ,
	.exec = show_exec,
};
