/*
 * cmd_rm.c: rkub rm GAME: remove a game from the lists, kept recoverable
 * (rkub rm --restore GAME) until rkub rm --purge deletes it for good.
 * It asks on a terminal and needs --yes otherwise; never reached by a
 * prefix.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"

static const struct opt_spec opts[] = {
	{ "yes", 'y', 0, 0 },
	{ "purge", 0, 0, 0 },
	{ "restore", 0, 0, 0 },
	{ NULL, 0, 0, 0 }
};

static int
rm_check(struct cmd_ctx *c)
{
	int purge = arg_get(c, "purge") != NULL;

	if (purge && arg_get(c, "restore") != NULL) {
		warnx_("rm: --purge and --restore conflict: give one");
		return EXIT_USAGE;
	}
	if (c->a.npos == 0 && !purge) {
		warnx_("rm: which game? give GAME, or --purge alone to delete "
		    "every removed game");
		usage_print(stderr, c->cmd);
		return EXIT_USAGE;
	}
	return 0;
}

/* On a terminal: ask; otherwise --yes must say it. */
static int
confirm(struct cmd_ctx *c, const char *what)
{
	char line[16];

	if (arg_get(c, "yes") != NULL)
		return 0;
	if (!isatty(STDIN_FILENO)) {
		warnx_("rm: %s: give --yes to do it without a terminal", what);
		return EXIT_USAGE;
	}
	fprintf(stderr, "%s? [y/N] ", what);
	fflush(stderr);
	if (fgets(line, sizeof(line), stdin) == NULL || (line[0] != 'y' &&
	    line[0] != 'Y')) {
		warnx_("rm: nothing removed");
		return EXIT_USAGE;
	}
	return 0;
}

static int
rm_exec(struct cmd_ctx *c)
{
	const char *name = c->a.npos ? c->a.pos[0] : NULL;
	char stored[RK_NAME_MAX + 1], *what;
	struct game g;
	int rc, n;

	if (arg_get(c, "restore") != NULL) {
		if ((rc = store_game_restore(c->db, name, stored)) == STORE_NONE)
			warnx_("rm: no removed game named '%s'", name);
		else if (rc == STORE_OK)
			fprintf(c->out, "%s is back; 'rkub use %s' makes it "
			    "current\n", stored, stored);
		return rc == STORE_OK ? 0 : rc == STORE_ERR ? store_fail() :
		    EXIT_USAGE;
	}
	if (arg_get(c, "purge") != NULL) {
		if (name != NULL && store_game_load(c->db, name, &g) == STORE_OK) {
			/* a live game: remove it first, then purge */
			what = xasprintf("delete %s and its %d round%s for good",
			    g.name, g.rounds, g.rounds == 1 ? "" : "s");
			rc = confirm(c, what);
			free(what);
			if (rc == 0 && store_game_remove(c->db, &g) < 0)
				rc = store_fail();
			store_game_free(&g);
			if (rc != 0)
				return rc;
		} else if ((rc = confirm(c, name != NULL ? "delete the removed "
		    "game for good" : "delete every removed game for good")) != 0)
			return rc;
		if (store_game_purge(c->db, name, &n) < 0)
			return store_fail();
		if (n == 0 && name != NULL) {
			warnx_("rm: no game named '%s'", name);
			return EXIT_USAGE;
		}
		fprintf(c->out, "deleted %d game%s for good\n", n, n == 1 ? "" :
		    "s");
		return 0;
	}
	if ((rc = game_open(c, name, &g)) != 0)
		return rc;
	what = xasprintf("remove %s (%d round%s)", g.name, g.rounds,
	    g.rounds == 1 ? "" : "s");
	rc = confirm(c, what);
	free(what);
	if (rc == 0 && store_game_remove(c->db, &g) < 0)
		rc = store_fail();
	if (rc == 0)
		fprintf(c->out, "removed %s; 'rkub rm --restore %s' brings it "
		    "back until 'rkub rm --purge'\n", g.name, g.name);
	store_game_free(&g);
	return rc;
}

const struct cmd_entry cmd_rm_entry = {
	.name = "rm",
	.usage = "GAME [--yes] | --purge [GAME] [--yes] | --restore GAME",
	.summary = "remove a game, kept until --purge; --restore brings it back",
	.opts = opts,
	.minpos = 0,
	.maxpos = 1,
	.flags = CMD_DB_READ | CMD_DB_WRITE | CMD_EXACT,
	.check = rm_check,
	.exec = rm_exec,
};
