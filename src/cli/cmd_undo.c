/*
 * cmd_undo.c: rkub undo: take back the last round of the current game.
 * The round stays in the database, marked undone; show --all lists it.
 */
#include "event.h"
#include "game.h"

static const struct opt_spec opts[] = {
	{ "game", 'g', 1, 0 },
	{ "table", 't', 1, 0 },
	{ "event", 'e', 1, 0 },
	{ "json", 0, 0, 0 },
	{ NULL, 0, 0, 0 }
};

static int
undo_exec(struct cmd_ctx *c)
{
	struct game g;
	struct sheet sh;
	int rc, num, scores[RK_MAX_PLAYERS], totals[RK_MAX_PLAYERS];
	char label[32];

	if ((rc = table_or_game_open(c, 0, &g)) != 0)
		return rc;
	rc = store_round_undo(c->db, &g, &num, scores);
	if (rc == STORE_NONE) {
		warnx_("undo: %s has no round to take back", g.name);
		store_game_free(&g);
		return EXIT_USAGE;
	}
	if (rc != STORE_OK || store_totals(c->db, &g, totals) < 0) {
		store_game_free(&g);
		return store_fail();
	}
	if (arg_get(c, "json") != NULL) {
		g.rounds--;
		json_round(c->out, &g, "undone", num, NULL, -1, scores, totals);
		store_game_free(&g);
		return 0;
	}
	fprintf(c->out, "%s: took back round %d (kept, marked undone)\n",
	    g.name, num);
	sheet_header(&sh, c->out, &g);
	snprintf(label, sizeof(label), "%d", num);
	sheet_row(&sh, label, scores, "undone");
	sheet_row(&sh, "total", totals, NULL);
	store_game_free(&g);
	return 0;
}

const struct cmd_entry cmd_undo_entry = {
	.name = "undo",
	.usage = "[--game GAME | --table T [--event EVENT]] [--json]",
	.summary = "take back the last round of the current game",
	.opts = opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_READ | CMD_DB_WRITE | CMD_EXACT,
	.exec = undo_exec,
};
