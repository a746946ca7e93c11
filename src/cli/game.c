/*
 * game.c: load a game, its rules and players; names; the score sheet.
 */
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "../store/store.h"

#define GAME_COLUMNS "g.id, g.name, g.preset, g.joker, g.tokens, " \
	"g.exhausted, g.never_melded, g.tiles, g.meld"

int
rules_from_row(sqlite3_stmt *st, int c, struct rules *r)
{
	struct rk_diag d;

	rules_init(r);
	snprintf(r->preset, sizeof(r->preset), "%s", q_col_text(st, c));
	r->joker = sqlite3_column_int(st, c + 1);
	r->tokens = sqlite3_column_int(st, c + 2);
	if (rules_set(r, "exhausted", q_col_text(st, c + 3), &d) < 0 ||
	    rules_set(r, "never-melded", q_col_text(st, c + 4), &d) < 0 ||
	    rules_set(r, "tiles", q_col_text(st, c + 5), &d) < 0) {
		warnx_("the database holds rules this rkub does not know: %s",
		    d.detail);
		return -1;
	}
	r->joker = sqlite3_column_int(st, c + 1);
	r->tokens = sqlite3_column_int(st, c + 2);
	r->meld = sqlite3_column_int(st, c + 6);
	return 0;
}

/* The game called name, or the current one when name is NULL.  Returns 0,
 * or an exit status after a message. */
int
game_load(sqlite3 *db, const char *name, struct game *g)
{
	sqlite3_stmt *st;
	int rc;

	memset(g, 0, sizeof(*g));
	if (name != NULL) {
		st = q_prepare(db, "SELECT " GAME_COLUMNS " FROM game g "
		    "WHERE g.name = $name");
		q_text(st, "$name", name);
	} else
		st = q_prepare(db, "SELECT " GAME_COLUMNS " FROM game g "
		    "JOIN setting s ON s.key = 'current' AND s.value = g.id");
	rc = q_step(st);
	if (rc != SQLITE_ROW) {
		q_finalize(st);
		if (rc < 0)
			return EXIT_USAGE;
		if (name != NULL)
			warnx_("no game named '%s': 'rkub games' lists them", name);
		else
			warnx_("no current game: start one with 'rkub new GAME "
			    "--players A,B' or pick one with --game");
		return EXIT_USAGE;
	}
	g->id = sqlite3_column_int64(st, 0);
	g->name = xstrdup(q_col_text(st, 1));
	if (rules_from_row(st, 2, &g->rules) < 0) {
		q_finalize(st);
		game_free(g);
		return EXIT_USAGE;
	}
	q_finalize(st);

	st = q_prepare(db, "SELECT p.id, p.name FROM seat s JOIN player p "
	    "ON p.id = s.player_id WHERE s.game_id = $game ORDER BY s.pos");
	q_int(st, "$game", g->id);
	while ((rc = q_step(st)) == SQLITE_ROW && g->n < RK_MAX_PLAYERS) {
		g->pid[g->n] = sqlite3_column_int64(st, 0);
		g->player[g->n++] = xstrdup(q_col_text(st, 1));
	}
	q_finalize(st);
	if (rc < 0) {
		game_free(g);
		return EXIT_USAGE;
	}
	st = q_prepare(db, "SELECT count(*) FROM round WHERE game_id = $game "
	    "AND undone = 0");
	q_int(st, "$game", g->id);
	if (q_step(st) == SQLITE_ROW)
		g->rounds = sqlite3_column_int(st, 0);
	q_finalize(st);
	return 0;
}

void
game_free(struct game *g)
{
	int i;

	free(g->name);
	for (i = 0; i < g->n; i++)
		free(g->player[i]);
	memset(g, 0, sizeof(*g));
}

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

/* Columns on a terminal: code points, less combining marks. */
size_t
utf8_width(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t w = 0;

	for (; *p != '\0'; p++) {
		if ((*p & 0xC0) == 0x80)
			continue;
		if (p[0] == 0xCC || (p[0] == 0xCD && p[1] < 0xB0))
			continue;   /* U+0300..U+036F combining marks */
		w++;
	}
	return w;
}

void
print_padded(const char *s, int width, int right)
{
	int pad = width - (int)utf8_width(s);

	if (right)
		printf("%*s%s", pad > 0 ? pad : 0, "", s);
	else
		printf("%s%*s", s, pad > 0 ? pad : 0, "");
}

const char *
signed_str(int v, char *buf, size_t len)
{
	snprintf(buf, len, v > 0 ? "%+d" : "%d", v);
	return buf;
}

void
sheet_header(struct sheet *sh, const struct game *g)
{
	int i;

	sh->n = g->n;
	printf("round");
	for (i = 0; i < g->n; i++) {
		int w = (int)utf8_width(g->player[i]);

		sh->width[i] = w < 5 ? 5 : w;
		printf("  ");
		print_padded(g->player[i], sh->width[i], 1);
	}
	putchar('\n');
}

void
sheet_row(const struct sheet *sh, const char *label, const int *scores,
    const char *suffix)
{
	char buf[32];
	int i;

	print_padded(label, 5, 1);
	for (i = 0; i < sh->n; i++) {
		printf("  ");
		print_padded(scores ? signed_str(scores[i], buf, sizeof(buf)) : "",
		    sh->width[i], 1);
	}
	if (suffix != NULL && suffix[0] != '\0')
		printf("  %s", suffix);
	putchar('\n');
}

int
totals_load(sqlite3 *db, const struct game *g, int *totals)
{
	sqlite3_stmt *st;
	int i, rc;

	for (i = 0; i < g->n; i++)
		totals[i] = 0;
	st = q_prepare(db, "SELECT s.pos, coalesce(t.total, 0) FROM seat s "
	    "LEFT JOIN tally t ON t.game_id = s.game_id AND t.player_id = "
	    "s.player_id WHERE s.game_id = $game");
	q_int(st, "$game", g->id);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		i = sqlite3_column_int(st, 0);
		if (i >= 0 && i < g->n)
			totals[i] = sqlite3_column_int(st, 1);
	}
	q_finalize(st);
	return rc < 0 ? -1 : 0;
}

/* The rules from --preset and the options beside it, which override it:
 * what new, import and audit take.  0, or a status after a message. */
int
rules_options(const struct cmd_ctx *c, struct rules *r)
{
	static const char *const keys[] = {
		"tiles", "joker", "exhausted", "never-melded", "meld", NULL
	};
	struct rk_diag d;
	const char *v;
	int i;

	rules_init(r);
	r->preset[0] = '\0';
	if ((v = arg_get(c, "preset")) != NULL && rules_preset(r, v, &d) < 0) {
		warnx_("%s: --preset: %s", c->cmd->name, d.detail);
		return EXIT_USAGE;
	}
	for (i = 0; keys[i] != NULL; i++)
		if ((v = arg_get(c, keys[i])) != NULL &&
		    rules_set(r, keys[i], v, &d) < 0) {
			warnx_("%s: %s", c->cmd->name, d.detail);
			return EXIT_USAGE;
		}
	return 0;
}

/* Insert a game with its rules and players, and make it current. */
int
game_create(sqlite3 *db, const char *name, const struct rules *r,
    char names[][RK_NAME_MAX + 1], int n, sqlite3_int64 *id)
{
	sqlite3_stmt *st;
	char nm[32];
	int i, rc;

	st = q_prepare(db, "SELECT name FROM game WHERE name = $name");
	q_text(st, "$name", name);
	rc = q_step(st);
	if (rc == SQLITE_ROW)
		warnx_("a game named '%s' exists already: pick another name, or "
		    "'rkub show %s'", q_col_text(st, 0), q_col_text(st, 0));
	q_finalize(st);
	if (rc != SQLITE_DONE)
		return EXIT_USAGE;

	nm_format(r, nm, sizeof(nm));
	st = q_prepare(db, "INSERT INTO game (name, preset, joker, tokens, "
	    "exhausted, never_melded, tiles, meld) VALUES ($name, $preset, "
	    "$joker, $tokens, $exhausted, $nm, $tiles, $meld)");
	q_text(st, "$name", name);
	q_text(st, "$preset", r->preset);
	q_int(st, "$joker", r->joker);
	q_int(st, "$tokens", r->tokens);
	q_text(st, "$exhausted", rk_exhausted_names[r->exhausted]);
	q_text(st, "$nm", nm);
	q_text(st, "$tiles", r->tiles->name);
	q_int(st, "$meld", r->meld);
	if (q_done(st) < 0)
		return EXIT_USAGE;
	*id = sqlite3_last_insert_rowid(db);
	for (i = 0; i < n; i++) {
		st = q_prepare(db, "INSERT INTO player (name) VALUES ($name) "
		    "ON CONFLICT (name) DO NOTHING");
		q_text(st, "$name", names[i]);
		if (q_done(st) < 0)
			return EXIT_USAGE;
		st = q_prepare(db, "INSERT INTO seat (game_id, player_id, pos) "
		    "SELECT $game, id, $pos FROM player WHERE name = $name");
		q_int(st, "$game", *id);
		q_int(st, "$pos", i);
		q_text(st, "$name", names[i]);
		if (q_done(st) < 0)
			return EXIT_USAGE;
	}
	st = q_prepare(db, "INSERT INTO setting (key, value) VALUES "
	    "('current', $game) ON CONFLICT (key) DO UPDATE SET value = "
	    "excluded.value");
	q_int(st, "$game", *id);
	return q_done(st) < 0 ? EXIT_USAGE : 0;
}

/* A game of n players under rules r: does the tile set allow it? */
int
players_fit(const char *cmd, const struct rules *r, int n)
{
	if (n >= r->tiles->min_players && n <= r->tiles->max_players)
		return 0;
	warnx_("%s: %d player%s: %s tiles are for %d to %d players", cmd, n,
	    n == 1 ? "" : "s", r->tiles->name, r->tiles->min_players,
	    r->tiles->max_players);
	return EXIT_RULE;
}
