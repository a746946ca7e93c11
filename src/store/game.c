/*
 * game.c: a game in the database: load it with its rules and players,
 * create one, list them.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store.h"

#define GAME_COLUMNS "g.id, g.name, g.preset, g.joker, g.tokens, " \
	"g.exhausted, g.never_melded, g.tiles, g.meld"

static int
damaged(const char *what, const char *detail)
{
	store_seterr("the database is damaged: %s: %s: see 'rkub doctor'",
	    what, detail);
	return STORE_ERR;
}

/* Seat positions, sorted: each from 0 to n - 1, each once, so that a
 * position read back is never an index out of range. */
static int
seats_check(const struct game *g, const long long *pos)
{
	char what[160];
	int i;

	for (i = 0; i < g->n; i++)
		if (pos[i] < 0 || pos[i] >= g->n) {
			snprintf(what, sizeof(what), "%s sits at position %lld, "
			    "but %d players sit at 0 to %d", g->player[i], pos[i],
			    g->n, g->n - 1);
			return damaged(g->name, what);
		}
	for (i = 0; i < g->n; i++)
		if (pos[i] != i) {
			snprintf(what, sizeof(what), "two players sit at "
			    "position %lld", pos[i]);
			return damaged(g->name, what);
		}
	return 0;
}

/* The rules of a game row (or an event row, which has the same rule
 * columns), each checked as if typed. */
int
store_rules_row(sqlite3_stmt *st, int c, struct rules *r)
{
	static const char *const keys[] = {
		"exhausted", "never-melded", "tiles", "meld", NULL
	};
	struct rk_diag d;
	long long joker, tokens, meld;
	char num[32];
	int i;

	rules_init(r);
	if (q_col_int(st, c + 1, 0, 1000, "a game's joker value", &joker) < 0 ||
	    q_col_int(st, c + 2, 0, 1, "a game's token flag", &tokens) < 0 ||
	    q_col_int(st, c + 6, 0, 1000, "a game's initial meld", &meld) < 0)
		return STORE_ERR;
	if (strlen(q_col_text(st, c)) >= sizeof(r->preset))
		return damaged("a game's preset", q_col_text(st, c));
	snprintf(r->preset, sizeof(r->preset), "%s", q_col_text(st, c));
	snprintf(num, sizeof(num), "%lld", meld);
	for (i = 0; keys[i] != NULL; i++)
		if (rules_set(r, keys[i], i < 3 ? q_col_text(st, c + 3 + i) :
		    num, &d) < 0) {
			store_seterr("the database holds rules this rkub does "
			    "not know: %s: %s", keys[i], d.detail);
			return STORE_ERR;
		}
	r->joker = (int)joker;
	r->tokens = (int)tokens;
	return 0;
}

int
store_game_set_end(sqlite3 *db, int64_t id, int rounds, int target)
{
	sqlite3_stmt *st;

	st = q_prepare(db, "UPDATE game SET end_rounds = nullif($rounds, 0), "
	    "end_target = nullif($target, 0) WHERE id = $id");
	q_int(st, "$rounds", rounds);
	q_int(st, "$target", target);
	q_int(st, "$id", id);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}

/* The game's end, read back and checked. */
static int
game_get_end(sqlite3 *db, struct game *g)
{
	sqlite3_stmt *st;
	long long r = 0, t = 0;
	int rc;

	st = q_prepare(db, "SELECT coalesce(end_rounds, 0), coalesce("
	    "end_target, 0) FROM game WHERE id = $id");
	q_int(st, "$id", g->id);
	rc = q_step(st);
	if (rc == SQLITE_ROW && (q_col_int(st, 0, 0, 100000, "a game's end in "
	    "rounds", &r) < 0 || q_col_int(st, 1, 0, 1000000, "a game's "
	    "target", &t) < 0))
		rc = -1;
	q_finalize(st);
	g->end_rounds = (int)r;
	g->end_target = (int)t;
	return rc == SQLITE_ROW ? STORE_OK : STORE_ERR;
}

int
store_game_load(sqlite3 *db, const char *name, struct game *g)
{
	sqlite3_stmt *st;
	long long v, pos[RK_MAX_PLAYERS];
	int rc;

	memset(g, 0, sizeof(*g));
	if (name != NULL) {
		st = q_prepare(db, "SELECT " GAME_COLUMNS " FROM game g "
		    "WHERE g.name = $name AND g.removed IS NULL");
		q_text(st, "$name", name);
	} else
		st = q_prepare(db, "SELECT " GAME_COLUMNS " FROM game g "
		    "JOIN setting s ON s.key = 'current' AND s.value = g.id "
		    "WHERE g.removed IS NULL");
	rc = q_step(st);
	if (rc != SQLITE_ROW) {
		q_finalize(st);
		return rc < 0 ? STORE_ERR : STORE_NONE;
	}
	g->id = sqlite3_column_int64(st, 0);
	if ((g->name = store_strdup(q_col_text(st, 1))) == NULL ||
	    store_rules_row(st, 2, &g->rules) < 0) {
		q_finalize(st);
		store_game_free(g);
		return STORE_ERR;
	}
	q_finalize(st);

	/* The seats: 0, 1, ... without a gap, at most RK_MAX_PLAYERS. */
	st = q_prepare(db, "SELECT p.id, p.name, s.pos, s.left_after IS NULL "
	    "FROM seat s JOIN player p ON p.id = s.player_id WHERE s.game_id = "
	    "$game ORDER BY s.pos");
	q_int(st, "$game", g->id);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		if (g->n == RK_MAX_PLAYERS) {
			damaged(g->name, "more than 8 seats");
			rc = -1;
			break;
		}
		if (q_col_int(st, 2, LLONG_MIN, LLONG_MAX, "a seat's position",
		    &pos[g->n]) < 0) {
			rc = -1;
			break;
		}
		g->pid[g->n] = sqlite3_column_int64(st, 0);
		g->seated[g->n] = sqlite3_column_int(st, 3) != 0;
		if ((g->player[g->n++] = store_strdup(q_col_text(st, 1))) == NULL) {
			rc = -1;
			break;
		}
	}
	q_finalize(st);
	if (rc == SQLITE_DONE && g->n == 0) {
		damaged(g->name, "a game without players");
		rc = -1;
	}
	if (rc == SQLITE_DONE && seats_check(g, pos) < 0)
		rc = -1;
	if (rc < 0) {
		store_game_free(g);
		return STORE_ERR;
	}
	st = q_prepare(db, "SELECT count(*) FROM round WHERE game_id = $game "
	    "AND undone = 0");
	q_int(st, "$game", g->id);
	rc = q_step(st);
	if (rc == SQLITE_ROW && q_col_int(st, 0, 0, INT_MAX,
	    "a count of rounds", &v) == 0)
		g->rounds = (int)v;
	else
		rc = -1;
	q_finalize(st);
	if (rc < 0 || game_get_end(db, g) < 0) {
		store_game_free(g);
		return STORE_ERR;
	}
	return STORE_OK;
}

void
store_game_free(struct game *g)
{
	int i;

	free(g->name);
	for (i = 0; i < g->n; i++)
		free(g->player[i]);
	memset(g, 0, sizeof(*g));
}

/* The player called name, added unless one is called so in any case:
 * the one writer of a player row. */
int
store_player_add(sqlite3 *db, const char *name)
{
	sqlite3_stmt *st;

	st = q_prepare(db, "INSERT INTO player (name) VALUES ($name) ON "
	    "CONFLICT (name) DO NOTHING");
	q_text(st, "$name", name);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}

int
store_game_create(sqlite3 *db, const char *name, const struct rules *r,
    const char names[][RK_NAME_MAX + 1], int n, int64_t *id,
    char taken[RK_NAME_MAX + 1])
{
	sqlite3_stmt *st;
	char nm[32];
	int i, rc;

	st = q_prepare(db, "SELECT name FROM game WHERE name = $name");
	q_text(st, "$name", name);
	rc = q_step(st);
	if (rc == SQLITE_ROW)
		snprintf(taken, RK_NAME_MAX + 1, "%s", q_col_text(st, 0));
	q_finalize(st);
	if (rc == SQLITE_ROW)
		return STORE_EXISTS;
	if (rc != SQLITE_DONE)
		return STORE_ERR;

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
		return STORE_ERR;
	*id = sqlite3_last_insert_rowid(db);
	for (i = 0; i < n; i++) {
		if (store_player_add(db, names[i]) < 0)
			return STORE_ERR;
		st = q_prepare(db, "INSERT INTO seat (game_id, player_id, pos) "
		    "SELECT $game, id, $pos FROM player WHERE name = $name");
		q_int(st, "$game", *id);
		q_int(st, "$pos", i);
		q_text(st, "$name", names[i]);
		if (q_done(st) < 0)
			return STORE_ERR;
	}
	return store_current_set(db, *id);
}

int
store_games_each(sqlite3 *db,
    int (*fn)(void *, const struct store_game_info *), void *arg)
{
	struct store_game_info gi;
	sqlite3_stmt *st;
	long long v;
	int rc;

	st = q_prepare(db, "SELECT CASE WHEN s.value = g.id THEN 1 ELSE 0 "
	    "END, g.name, (SELECT group_concat(name, ', ') FROM (SELECT p.name "
	    "FROM seat t JOIN player p ON p.id = t.player_id WHERE t.game_id = "
	    "g.id ORDER BY t.pos)), (SELECT count(*) FROM round r WHERE "
	    "r.game_id = g.id AND r.undone = 0), substr(g.created, 1, 10) "
	    "FROM game g LEFT JOIN setting s ON s.key = 'current' WHERE "
	    "g.removed IS NULL ORDER BY g.id");
	while ((rc = q_step(st)) == SQLITE_ROW) {
		if (q_col_int(st, 3, 0, INT_MAX, "a count of rounds", &v) < 0) {
			rc = -1;
			break;
		}
		gi.current = sqlite3_column_int(st, 0);
		gi.name = q_col_text(st, 1);
		gi.players = q_col_text(st, 2);
		gi.rounds = (int)v;
		gi.created = q_col_text(st, 4);
		if (fn(arg, &gi) != 0)
			break;
	}
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_OK;
}

/* One JSON text, made by SQLite: *json malloc'd. */
int
store_json(sqlite3_stmt *st, char **json)
{
	int rc = q_step(st);

	*json = NULL;
	if (rc == SQLITE_ROW && (*json = store_strdup(q_col_text(st, 0))) == NULL)
		rc = -1;
	q_finalize(st);
	return rc == SQLITE_ROW ? STORE_OK : STORE_ERR;
}

int
store_games_json(sqlite3 *db, char **json)
{
	return store_json(q_prepare(db, "SELECT json_group_array(json_object("
	    "'game', name, 'current', json(current), 'players', "
	    "json(players), 'rounds', rounds, 'created', created)) FROM ("
	    "SELECT g.name, g.created, CASE WHEN s.value = g.id THEN 'true' "
	    "ELSE 'false' END AS current, (SELECT json_group_array(name) "
	    "FROM (SELECT p.name FROM seat t JOIN player p ON p.id = "
	    "t.player_id WHERE t.game_id = g.id ORDER BY t.pos)) AS "
	    "players, (SELECT count(*) FROM round r WHERE r.game_id = g.id "
	    "AND r.undone = 0) AS rounds FROM game g LEFT JOIN setting s "
	    "ON s.key = 'current' WHERE g.removed IS NULL ORDER BY g.id)"),
	    json);
}
