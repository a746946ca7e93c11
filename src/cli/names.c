/*
 * names.c: the rules of a name (a player's, a game's), a seat found by
 * its player's name, and the game a command works on.
 */
#include <stdlib.h>
#include <string.h>

#include "game.h"

static int
ascii_casecmp_n(const char *a, const char *b, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		unsigned char x = (unsigned char)a[i], y = (unsigned char)b[i];

		if (x >= 'A' && x <= 'Z')
			x += 'a' - 'A';
		if (y >= 'A' && y <= 'Z')
			y += 'a' - 'A';
		if (x != y || x == '\0')
			return x - y;
	}
	return 0;
}

/* The seat of the player called name (ASCII case aside), or -1. */
int
game_player(const struct game *g, const char *name, size_t len)
{
	int i;

	for (i = 0; i < g->n; i++)
		if (strlen(g->player[i]) == len &&
		    ascii_casecmp_n(g->player[i], name, len) == 0)
			return i;
	return -1;
}

void
game_players_list(const struct game *g, char *buf, size_t len)
{
	size_t at = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < g->n && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s", i ? ", " : "",
		    g->player[i]);
}

/* The game called name, or the current one: 0, or a status after a
 * message. */
int
game_open(struct cmd_ctx *c, const char *name, struct game *g)
{
	switch (store_game_load(c->db, name, g)) {
	case STORE_OK:
		return 0;
	case STORE_NONE:
		if (name != NULL)
			warnx_("no game named '%s': 'rkub games' lists them", name);
		else
			warnx_("no current game: start one with 'rkub new GAME "
			    "--players A,B' or pick one with --game");
		return EXIT_USAGE;
	default:
		return store_fail();
	}
}

/* A player or game name: UTF-8, 1-64 bytes, no control characters, none
 * of , = : | #, not starting with - or blank. */
int
name_check(const char *what, const char *s, size_t len)
{
	struct layout *l;
	struct rk_diag d;
	size_t i;
	int rc = 0;

	if (len == 0) {
		warnx_("empty %s name", what);
		return -1;
	}
	if (len > RK_NAME_MAX) {
		warnx_("%s name '%.*s' is longer than %d bytes", what, (int)len,
		    s, RK_NAME_MAX);
		return -1;
	}
	if (s[0] == '-' || s[0] == ' ' || s[len - 1] == ' ') {
		warnx_("%s name '%.*s' starts with '-' or a blank, or ends in "
		    "one", what, (int)len, s);
		return -1;
	}
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c < 0x20 || c == 0x7f || strchr(",=:|#", c) != NULL) {
			warnx_("%s name '%.*s': character %zu ('%s') is not "
			    "allowed in a name", what, (int)len, s, i + 1,
			    c < 0x20 || c == 0x7f ? "control" : (char[]){ (char)c, 0 });
			return -1;
		}
	}
	/* UTF-8: the layout parser knows how to tell. */
	l = xmalloc(sizeof(*l));
	layout_init(l);
	{
		char *line = xasprintf("%.*s: -", (int)len, s);

		if (layout_parse_line(l, line, strlen(line), 1, &d) < 0) {
			warnx_("%s name: %s: %s", what, rk_err_message(d.code),
			    d.detail);
			rc = -1;
		}
		free(line);
	}
	free(l);
	return rc;
}

/* A game of n players under rules r: does the tile set allow it? */
int
players_fit(const char *cmd, const struct rules *r, int n)
{
	const struct tileset *xp = tileset_find("xp");

	if (n >= r->tiles->min_players && n <= r->tiles->max_players)
		return 0;
	warnx_("%s: %d player%s: %s tiles are for %d to %d players%s", cmd, n,
	    n == 1 ? "" : "s", r->tiles->name, r->tiles->min_players,
	    r->tiles->max_players, n > r->tiles->max_players && xp != NULL &&
	    n <= xp->max_players && r->tiles != xp ? ": for 5 or 6 players "
	    "give --tiles xp (003)" : "");
	return EXIT_RULE;
}

/* "Ann" is the existing player "ann": say so, the game seats "ann". */
int
names_case_notice(struct cmd_ctx *c, const char names[][RK_NAME_MAX + 1],
    int n)
{
	char stored[RK_NAME_MAX + 1];
	int i, rc;

	for (i = 0; i < n; i++) {
		if ((rc = store_player_name(c->db, names[i], stored)) < 0)
			return store_fail();
		if (rc == STORE_OK && strcmp(stored, names[i]) != 0)
			warnx_("note: %s is the existing player %s (names match "
			    "in any case; 'rkub rename' changes it)", names[i],
			    stored);
	}
	return 0;
}

/* A new game, made the current one: 0, or a status after a message. */
int
game_create(struct cmd_ctx *c, const char *name, const struct rules *r,
    const char names[][RK_NAME_MAX + 1], int n, int64_t *id)
{
	char taken[RK_NAME_MAX + 1];

	switch (store_game_create(c->db, name, r, names, n, id, taken)) {
	case STORE_OK:
		return 0;
	case STORE_EXISTS:
		warnx_("a game named '%s' exists already: pick another name, or "
		    "'rkub show %s'", taken, taken);
		return EXIT_USAGE;
	default:
		return store_fail();
	}
}

/*
 * Has the game ended (its --rounds played, or a total at its --target:
 * the core's game_end)?
 * 1 with who won (the highest total; all who share it) in buf, else 0.
 */
int
game_ended(const struct game *g, const int *totals, char *buf, size_t len)
{
	enum rk_end end;
	int i, best;
	size_t at;

	end = game_end(g->end_rounds, g->end_target, g->rounds, totals, g->n,
	    &best);
	if (end == RK_GOING_ON)
		return 0;
	at = (size_t)snprintf(buf, len, "%s ended ", g->name);
	if (end == RK_END_TARGET && at < len)
		at += (size_t)snprintf(buf + at, len - at, "at %d points",
		    g->end_target);
	else if (at < len)
		at += (size_t)snprintf(buf + at, len - at, "after %d rounds",
		    g->end_rounds);
	for (i = 0; i < g->n && at < len; i++)
		if (totals[i] == totals[best])
			at += (size_t)snprintf(buf + at, len - at, "%s%s", i ==
			    best ? ": " : " and ", g->player[i]);
	if (at < len)
		snprintf(buf + at, len - at, " won with %+d", totals[best]);
	return 1;
}
