/*
 * cmd_rename.c: rkub rename OLD NEW: a player's name, in every game; with
 * --game, a game's.  A change of case only is allowed.
 */
#include <string.h>

#include "game.h"

static const struct opt_spec opts[] = {
	{ "game", 'g', 0, 0 },
	{ NULL, 0, 0, 0 }
};

static int
rename_check(struct cmd_ctx *c)
{
	const char *what = arg_get(c, "game") != NULL ? "game" : "player";

	if (name_check(what, c->a.pos[1], strlen(c->a.pos[1])) < 0)
		return EXIT_USAGE;
	return 0;
}

static int
rename_exec(struct cmd_ctx *c)
{
	const char *old = c->a.pos[0], *to = c->a.pos[1];
	char taken[RK_NAME_MAX + 1];
	struct game g;
	int rc;

	if (arg_get(c, "game") != NULL) {
		if ((rc = game_open(c, old, &g)) != 0)
			return rc;
		rc = store_game_rename(c->db, &g, to, taken);
		if (rc == STORE_EXISTS)
			warnx_("rename: a game named '%s' exists already: pick "
			    "another name", taken);
		else if (rc == STORE_OK)
			fprintf(c->out, "game %s is now %s\n", g.name, to);
		store_game_free(&g);
	} else {
		rc = store_player_rename(c->db, old, to, taken);
		if (rc == STORE_NONE)
			warnx_("rename: no player '%s' (to rename a game, give "
			    "--game)", old);
		else if (rc == STORE_EXISTS)
			warnx_("rename: a player named '%s' exists already: "
			    "pick another name", taken);
		else if (rc == STORE_OK)
			fprintf(c->out, "player %s is now %s, in every game\n",
			    old, to);
	}
	return rc == STORE_OK ? 0 : rc == STORE_ERR ? store_fail() :
	    EXIT_USAGE;
}

const struct cmd_entry cmd_rename_entry = {
	.name = "rename",
	.usage = "OLD NEW [--game]",
	.summary = "rename a player in every game, or with --game a game",
	.opts = opts,
	.minpos = 2,
	.maxpos = 2,
	.flags = CMD_DB_READ | CMD_DB_WRITE,
	.check = rename_check,
	.exec = rename_exec,
};
