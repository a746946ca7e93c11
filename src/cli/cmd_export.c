/*
 * cmd_export.c: rkub export [GAME] [-o FILE]: every round as CSV, one row
 * per round and player, with what a spreadsheet wants beside the score;
 * --wide writes the score-sheet shape that import reads; --standings the
 * standings.  With -o the file appears whole or not at all.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"

static const struct opt_spec opts[] = {
	{ "output", 'o', 1, 0 },
	{ "wide", 'w', 0, 0 },
	{ "standings", 0, 0, 0 },
	{ "all", 'a', 0, 0 },
	{ "game", 'g', 1, 0 },
	{ NULL, 0, 0, 0 }
};

static const char *const long_columns[] = {
	"game", "round", "player", "score", "won", "rack", "rack_value",
	"tiles_left", "never_melded", "total", "rules", NULL
};

struct long_out {
	FILE *f;
	char spec[256];        /* the rules of the game being written */
};

static int
long_row(void *arg, const struct store_export_row *x)
{
	struct long_out *o = arg;
	FILE *f = o->f;

	csv_text(f, x->game);
	csv_sep(f);
	csv_int(f, x->round);
	csv_sep(f);
	csv_text(f, x->player);
	csv_sep(f);
	csv_int(f, x->score);
	csv_sep(f);
	csv_int(f, x->won);
	csv_sep(f);
	/* The empty rack of who went out is an empty cell. */
	if (x->rack != NULL && strcmp(x->rack, "-") != 0)
		csv_text(f, x->rack);
	csv_sep(f);
	if (x->has_value)
		csv_int(f, x->value);
	csv_sep(f);
	if (x->tiles >= 0)
		csv_int(f, x->tiles);
	csv_sep(f);
	csv_int(f, x->never_melded);
	csv_sep(f);
	csv_int(f, x->total);
	csv_sep(f);
	if (x->first)
		rules_spec(&x->rules, o->spec, sizeof(o->spec));
	csv_text(f, o->spec);
	csv_eol(f);
	return 0;
}

static int
export_long(struct cmd_ctx *c, const struct game *g, FILE *f)
{
	struct long_out o = { f, "" };
	int i;

	for (i = 0; long_columns[i] != NULL; i++) {
		if (i)
			csv_sep(f);
		csv_text(f, long_columns[i]);
	}
	csv_eol(f);
	return store_export_each(c->db, g, long_row, &o) < 0 ? store_fail() : 0;
}

struct wide {
	FILE *f;
	int n;
};

static int
wide_row(void *arg, const struct store_sheet_row *r)
{
	struct wide *w = arg;
	int i;

	csv_int(w->f, r->num);
	for (i = 0; i < w->n; i++) {
		csv_sep(w->f);
		if (r->has[i])
			csv_int(w->f, r->scores[i]);
	}
	csv_eol(w->f);
	return 0;
}

/* round,ann,ben,...: a row per round, as import reads it. */
static int
export_wide(struct cmd_ctx *c, const struct game *g, FILE *f)
{
	struct wide w = { f, g->n };
	int i;

	csv_text(f, "round");
	for (i = 0; i < g->n; i++) {
		csv_sep(f);
		csv_text(f, g->player[i]);
	}
	csv_eol(f);
	return store_sheet_each(c->db, g, 0, wide_row, &w) < 0 ?
	    store_fail() : 0;
}

static int
export_exec(struct cmd_ctx *c)
{
	struct game g;
	const char *out = arg_get(c, "output"), *name;
	char *tmp = NULL;
	FILE *f = stdout;
	int rc, all = arg_get(c, "all") != NULL;
	int wide = arg_get(c, "wide") != NULL;
	int standings = arg_get(c, "standings") != NULL;
	static char buf[1 << 16];

	name = c->a.npos ? c->a.pos[0] : arg_get(c, "game");
	memset(&g, 0, sizeof(g));
	if (wide && standings) {
		warnx_("export: --wide and --standings conflict: give one");
		return EXIT_USAGE;
	}
	if (all && (name != NULL || wide)) {
		warnx_("export: --all exports every game%s", wide ? ": --wide "
		    "takes one game, its players the columns" : "; give no GAME");
		return EXIT_USAGE;
	}
	if (!all && (rc = game_open(c, name, &g)) != 0)
		return rc;
	if ((f = out_open("export", out, &tmp)) == NULL) {
		store_game_free(&g);
		return EXIT_USAGE;
	}
	setvbuf(f, buf, _IOFBF, sizeof(buf));
	if (standings)
		rc = standings_csv(c, all ? NULL : &g, f);
	else if (wide)
		rc = export_wide(c, &g, f);
	else
		rc = export_long(c, all ? NULL : &g, f);
	store_game_free(&g);
	return out_close("export", f, out, tmp, rc);
}

const struct cmd_entry cmd_export_entry = {
	.name = "export",
	.usage = "[GAME] [--all] [--wide | --standings] [-o FILE]",
	.summary = "every round as CSV: a header row, then a row per round "
	    "and player",
	.opts = opts,
	.minpos = 0,
	.maxpos = 1,
	.flags = CMD_DB_READ,
	.exec = export_exec,
};
