/*
 * cmd_games.c: rkub games: every game, the current one marked with *.
 */
#include <stdlib.h>

#include "game.h"

static const struct opt_spec opts[] = {
	{ "json", 0, 0, 0 },
	{ NULL, 0, 0, 0 }
};

static int
game_line(void *arg, const struct store_game_info *gi)
{
	FILE *f = arg;

	fprintf(f, "%s %s  %s: %s; %d round%s\n", gi->current ? "*" : " ",
	    gi->created, gi->name, gi->players, gi->rounds,
	    gi->rounds == 1 ? "" : "s");
	return 0;
}

static int
games_exec(struct cmd_ctx *c)
{
	char *json;

	if (c->db == NULL) {
		/* A fresh machine: no games, which is no error. */
		if (arg_get(c, "json") != NULL)
			fprintf(c->out, "[]\n");
		return 0;
	}
	if (arg_get(c, "json") != NULL) {
		if (store_games_json(c->db, &json) < 0)
			return store_fail();
		fprintf(c->out, "%s\n", json);
		free(json);
		return 0;
	}
	return store_games_each(c->db, game_line, c->out) < 0 ?
	    store_fail() : 0;
}

const struct cmd_entry cmd_games_entry = {
	.name = "games",
	.usage = "[--json]",
	.summary = "list the games; * marks the current one",
	.opts = opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_READ | CMD_DB_MAYBE,
	.exec = games_exec,
};
