/*
 * cmd_seat.c: rkub seat add NAME: a late player joins the current game
 * from the next round (the rounds before show the player empty); rkub
 * seat drop NAME: a player leaves, keeping the rounds played.
 */
#include <string.h>

#include "game.h"

static const struct opt_spec opts[] = {
	{ "game", 'g', 1, 0 },
	{ NULL, 0, 0, 0 }
};

static int
seat_check(struct cmd_ctx *c)
{
	const char *what = c->a.pos[0];

	if (strcmp(what, "add") != 0 && strcmp(what, "drop") != 0) {
		warnx_("seat: '%s': give add NAME or drop NAME", what);
		usage_print(stderr, c->cmd);
		return EXIT_USAGE;
	}
	return name_check("player", c->a.pos[1], strlen(c->a.pos[1])) < 0 ?
	    EXIT_USAGE : 0;
}

static int
at_table(const struct game *g)
{
	int i, n = 0;

	for (i = 0; i < g->n; i++)
		n += g->seated[i];
	return n;
}

static int
seat_exec(struct cmd_ctx *c)
{
	const char *name = c->a.pos[1];
	char stored[RK_NAME_MAX + 1];
	struct game g;
	int rc, seat;

	if ((rc = game_open(c, arg_get(c, "game"), &g)) != 0)
		return rc;
	seat = game_player(&g, name, strlen(name));
	if (strcmp(c->a.pos[0], "add") == 0) {
		if (seat < 0 && g.n == RK_MAX_PLAYERS) {
			warnx_("seat: %s has %d seats, the most rkub keeps",
			    g.name, RK_MAX_PLAYERS);
			rc = EXIT_RULE;
		} else if ((seat < 0 || !g.seated[seat]) &&
		    (rc = players_fit("seat", &g.rules, at_table(&g) + 1)) != 0)
			;
		else if ((rc = store_seat_add(c->db, &g, name, stored)) ==
		    STORE_EXISTS) {
			warnx_("seat: %s plays in %s already", stored, g.name);
			rc = EXIT_USAGE;
		} else if (rc == STORE_OK)
			fprintf(c->out, "%s joins %s from round %d\n", stored,
			    g.name, g.rounds + 1);
		else
			rc = store_fail();
	} else if (seat < 0 || !g.seated[seat]) {
		warnx_("seat: %s is not at the table in %s", name, g.name);
		rc = EXIT_USAGE;
	} else if (at_table(&g) <= g.rules.tiles->min_players) {
		warnx_("seat: %s would leave %d player%s in %s: a game needs %d",
		    g.player[seat], at_table(&g) - 1, at_table(&g) == 2 ? "" : "s",
		    g.name, g.rules.tiles->min_players);
		rc = EXIT_RULE;
	} else if (store_seat_drop(c->db, &g, seat) < 0)
		rc = store_fail();
	else
		fprintf(c->out, "%s leaves %s after round %d; the rounds played "
		    "stay\n", g.player[seat], g.name, g.rounds);
	store_game_free(&g);
	return rc;
}

const struct cmd_entry cmd_seat_entry = {
	.name = "seat",
	.usage = "add NAME | drop NAME [--game GAME]",
	.summary = "a late player joins the game, or a player leaves it",
	.opts = opts,
	.minpos = 2,
	.maxpos = 2,
	.flags = CMD_DB_READ | CMD_DB_WRITE,
	.check = seat_check,
	.exec = seat_exec,
};
