/*
 * cmd_redo.c: rkub redo: bring back the round undo took last, while no
 * round was recorded after it.
 */
#include "game.h"

static const struct opt_spec opts[] = {
	{ "game", 'g', 1, 0 },
	{ "json", 0, 0, 0 },
	{ NULL, 0, 0, 0 }
};

static int
redo_exec(struct cmd_ctx *c)
{
	struct game g;
	struct sheet sh;
	int rc, num, totals[RK_MAX_PLAYERS];

	if ((rc = game_open(c, arg_get(c, "game"), &g)) != 0)
		return rc;
	rc = store_round_redo(c->db, &g, &num);
	if (rc == STORE_NONE) {
		warnx_("redo: %s has no undone round to bring back (a round "
		    "recorded after an undo takes its place)", g.name);
		store_game_free(&g);
		return EXIT_USAGE;
	}
	if (rc != STORE_OK || store_totals(c->db, &g, totals) < 0) {
		store_game_free(&g);
		return store_fail();
	}
	if (arg_get(c, "json") != NULL) {
		fprintf(c->out, "{\"game\":");
		json_str(c->out, g.name);
		fprintf(c->out, ",\"round\":%d,\"status\":\"redone\","
		    "\"totals\":", num);
		json_scores(c->out, &g, totals);
		fputs("}\n", c->out);
		store_game_free(&g);
		return 0;
	}
	fprintf(c->out, "%s: brought back round %d\n", g.name, num);
	sheet_header(&sh, c->out, &g);
	sheet_row(&sh, "total", totals, NULL);
	store_game_free(&g);
	return 0;
}

const struct cmd_entry cmd_redo_entry = {
	.name = "redo",
	.usage = "[--game GAME] [--json]",
	.summary = "bring back the round undo took back last",
	.opts = opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_READ | CMD_DB_WRITE,
	.exec = redo_exec,
};
