/*
 * cmd_use.c: rkub use GAME: make GAME the current game.
 */
#include "game.h"

static int
use_exec(struct cmd_ctx *c)
{
	struct game g;
	int rc;

	if ((rc = game_open(c, c->a.pos[0], &g)) != 0)
		return rc;
	if (store_current_set(c->db, g.id) < 0) {
		store_game_free(&g);
		return store_fail();
	}
	fprintf(c->out, "%s is the current game: %d round%s\n", g.name,
	    g.rounds, g.rounds == 1 ? "" : "s");
	store_game_free(&g);
	return 0;
}

const struct cmd_entry cmd_use_entry = {
	.name = "use",
	.usage = "GAME",
	.summary = "make GAME the current game",
	.opts = NULL,
	.minpos = 1,
	.maxpos = 1,
	.flags = CMD_DB_READ | CMD_DB_WRITE,
	.exec = use_exec,
};
