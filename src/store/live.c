/*
 * live.c: the server's own statements (see live.h).
 */
#include <stdlib.h>

#include "store.h"
#include "../cli/cli.h"
#include "live.h"

/* WAL: the board reads while a table writes, and the command line can
 * write the same file at once (each waits up to the busy timeout). */
int
store_wal(sqlite3 *db)
{
	sqlite3_stmt *st = q_prepare(db, "PRAGMA journal_mode = WAL");
	int rc = q_step(st);

	q_finalize(st);
	return rc == SQLITE_ROW ? 0 : -1;
}

int
store_data_version(sqlite3 *db, long long *v)
{
	sqlite3_stmt *st = q_prepare(db, "PRAGMA data_version");
	int rc = q_step(st);

	if (rc == SQLITE_ROW)
		*v = sqlite3_column_int64(st, 0);
	q_finalize(st);
	return rc == SQLITE_ROW ? 0 : -1;
}

int
store_game_rounds(sqlite3 *db, sqlite3_int64 game,
    void (*on_row)(const struct live_row *, void *), void *arg)
{
	sqlite3_stmt *st = q_prepare(db, "SELECT r.num, s.pos, e.score, e.won, "
	    "r.kind, coalesce(e.rack, '') FROM round r JOIN entry e ON "
	    "e.round_id = r.id JOIN seat s ON s.game_id = r.game_id AND "
	    "s.player_id = e.player_id WHERE r.game_id = $game AND r.undone = 0 "
	    "ORDER BY r.num, s.pos");
	struct live_row row;
	int rc;

	q_int(st, "$game", game);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		row.num = sqlite3_column_int(st, 0);
		row.pos = sqlite3_column_int(st, 1);
		row.score = sqlite3_column_int(st, 2);
		row.won = sqlite3_column_int(st, 3);
		row.kind = q_col_text(st, 4);
		row.rack = q_col_text(st, 5);
		on_row(&row, arg);
	}
	q_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

int
store_event_tables(sqlite3 *db, const char *event, char **name, int *sitting,
    int *tables, int max)
{
	sqlite3_stmt *st;
	int rc, n = 0;

	st = q_prepare(db, "WITH t AS (SELECT id, name, substr(name, 1, instr(name, "
	    "'/') - 1) AS ev, CAST(substr(name, instr(name, '/') + 1) AS INTEGER) "
	    "AS sit, CAST(substr(substr(name, instr(name, '/') + 1), instr(substr("
	    "name, instr(name, '/') + 1), '/') + 1) AS INTEGER) AS tab FROM game "
	    "WHERE name GLOB '*/[0-9]*/[0-9]*'), e AS (SELECT ev FROM t WHERE "
	    "$event IS NULL OR ev = $event ORDER BY id DESC LIMIT 1) "
	    "SELECT t.ev, t.sit, t.tab FROM t JOIN e USING (ev) WHERE t.sit = "
	    "(SELECT max(sit) FROM t JOIN e USING (ev)) ORDER BY t.tab");
	if (event != NULL)
		q_text(st, "$event", event);
	else
		q_null(st, "$event");
	*name = NULL;
	while ((rc = q_step(st)) == SQLITE_ROW && n < max) {
		if (*name == NULL)
			*name = xstrdup(q_col_text(st, 0));
		*sitting = sqlite3_column_int(st, 1);
		tables[n++] = sqlite3_column_int(st, 2);
	}
	q_finalize(st);
	return rc < 0 ? -1 : n;
}

int
store_event_points(sqlite3 *db, const char *event,
    void (*on_row)(const char *, long, int, int, void *), void *arg)
{
	sqlite3_stmt *st = q_prepare(db, "SELECT p.name, sum(t.total), "
	    "sum(t.played), sum(t.won) FROM tally t JOIN player p ON p.id = "
	    "t.player_id JOIN game g ON g.id = t.game_id WHERE g.name GLOB "
	    "$pat GROUP BY p.id ORDER BY 2 DESC, 4 DESC, p.name");
	char *pat = xasprintf("%s/*", event);
	int rc;

	q_text(st, "$pat", pat);
	free(pat);
	while ((rc = q_step(st)) == SQLITE_ROW)
		on_row(q_col_text(st, 0), (long)sqlite3_column_int64(st, 1),
		    sqlite3_column_int(st, 2), sqlite3_column_int(st, 3), arg);
	q_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

int
store_table_pin(sqlite3 *db, const char *game, char *pin, size_t len)
{
	sqlite3_stmt *st = q_prepare(db, "SELECT value FROM setting WHERE "
	    "key = 'pin:' || $game");
	int rc;

	q_text(st, "$game", game);
	pin[0] = '\0';
	if ((rc = q_step(st)) == SQLITE_ROW)
		snprintf(pin, len, "%s", q_col_text(st, 0));
	q_finalize(st);
	return rc < 0 ? -1 : 0;
}
