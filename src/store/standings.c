/*
 * standings.c: rank, player, total, rounds played and won, best and worst
 * round, from the tally table the triggers keep, ranked by SQLite's
 * rank().  One game, or every game but the junior ones (tokens are no
 * points).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store.h"

/* Columns: rank, player, total, played, won, best, worst, games. */
static const char game_sql[] =
    "SELECT rank() OVER (ORDER BY CASE WHEN $tokens THEN coalesce(t.won, 0) "
    "ELSE 0 END DESC, coalesce(t.total, 0) DESC) AS rank, p.name, "
    "coalesce(t.total, 0), coalesce(t.played, 0), coalesce(t.won, 0), "
    "t.best, t.worst, 1 "
    "FROM seat s JOIN player p ON p.id = s.player_id "
    "LEFT JOIN tally t ON t.game_id = s.game_id AND t.player_id = s.player_id "
    "WHERE s.game_id = $game ORDER BY rank, s.pos";

/* Every player's sums first, from the index tally_player alone, then
 * their names: a name looked up a player, not a tally row (1,000 lookups
 * for the club's 100,000 rows).  "+t.played": never an index search on
 * played, which ANALYZE's figures can make SQLite choose (a skip-scan
 * over every total); the whole index is read in player order either way.
 * 11% fewer instructions than the join of every row, which made
 * standings --all slower than before issue 11. */
static const char all_sql[] =
    "SELECT rank() OVER (ORDER BY a.total DESC) AS rank, p.name, a.total, "
    "a.played, a.won, a.best, a.worst, a.games FROM (SELECT t.player_id "
    "AS pid, sum(t.total) AS total, sum(t.played) AS played, sum(t.won) "
    "AS won, max(t.best) AS best, min(t.worst) AS worst, count(*) AS games "
    "FROM tally t WHERE +t.played > 0 AND t.game_id NOT IN (SELECT id FROM "
    "game WHERE tokens OR removed IS NOT NULL) GROUP BY t.player_id) a "
    "JOIN player p ON p.id = a.pid ORDER BY rank, p.name";

static void
bind_game(sqlite3_stmt *st, const struct game *g)
{
	if (g != NULL) {
		q_int(st, "$game", g->id);
		q_int(st, "$tokens", g->rules.tokens);
	}
}

static int
col(sqlite3_stmt *st, int c, const char *what, int *has, int *out)
{
	long long v;

	if (has != NULL && sqlite3_column_type(st, c) == SQLITE_NULL) {
		*has = 0;
		*out = 0;
		return 0;
	}
	if (q_col_int(st, c, INT_MIN, INT_MAX, what, &v) < 0)
		return STORE_ERR;
	if (has != NULL)
		*has = 1;
	*out = (int)v;
	return 0;
}

int
store_standings_each(sqlite3 *db, const struct game *g,
    int (*fn)(void *, const struct store_standing *), void *arg)
{
	struct store_standing s;
	sqlite3_stmt *st = q_prepare(db, g != NULL ? game_sql : all_sql);
	long long total;
	int rc;

	bind_game(st, g);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		memset(&s, 0, sizeof(s));
		s.player = q_col_text(st, 1);
		if (col(st, 0, "a rank", NULL, &s.rank) < 0 ||
		    q_col_int(st, 2, LLONG_MIN, LLONG_MAX, "a total", &total) < 0 ||
		    col(st, 3, "a count of rounds", NULL, &s.played) < 0 ||
		    col(st, 4, "a count of rounds won", NULL, &s.won) < 0 ||
		    col(st, 5, "a best round", &s.has_best, &s.best) < 0 ||
		    col(st, 6, "a worst round", &s.has_worst, &s.worst) < 0 ||
		    col(st, 7, "a count of games", NULL, &s.games) < 0) {
			rc = -1;
			break;
		}
		s.total = total;
		if (fn(arg, &s) != 0)
			break;
	}
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_OK;
}

int
store_standings_json(sqlite3 *db, const struct game *g, char **json)
{
	char *sql;
	size_t n;
	sqlite3_stmt *st;

	n = strlen(g != NULL ? game_sql : all_sql) + 512;
	if ((sql = malloc(n)) == NULL) {
		store_seterr("out of memory");
		return STORE_ERR;
	}
	snprintf(sql, n, "WITH x(c0, c1, c2, c3, c4, c5, c6, c7) AS "
	    "(%s) SELECT json_group_array(json_object('rank', c0, "
	    "'player', c1, 'total', c2, 'played', c3, 'won', c4, 'best', "
	    "c5, 'worst', c6%s)) FROM x", g != NULL ? game_sql : all_sql,
	    g != NULL ? "" : ", 'games', c7");
	st = q_prepare(db, sql);
	free(sql);
	bind_game(st, g);
	return store_json(st, json);
}
