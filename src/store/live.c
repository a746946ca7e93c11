/*
 * live.c: the server's own statements (see live.h).
 */
#include "store.h"
#include "live.h"

/* WAL: the board reads while a table writes, and the command line can
 * write the same file at once (each waits up to the busy timeout). */
int
store_wal(sqlite3 *db)
{
	sqlite3_stmt *st = q_prepare(db, "PRAGMA journal_mode = WAL");
	int rc = q_step(st);

	q_finalize(st);
	return rc == SQLITE_ROW ? STORE_OK : STORE_ERR;
}

/*
 * When the server stops: back to the rollback journal that every other
 * command keeps, since in WAL a round's own process, the last to close
 * the file, pays for the checkpoint (4 syncs to the disk against 3).
 * SQLite changes the mode only for the one connection left on the file;
 * with another program on it (a second server, a sqlite3 shell) the file
 * stays in WAL, without waiting for it, and that is all.
 */
void
store_unwal(sqlite3 *db)
{
	sqlite3_busy_timeout(db, 0);
	sqlite3_exec(db, "PRAGMA journal_mode = DELETE", NULL, NULL, NULL);
	sqlite3_busy_timeout(db, 10000);
}

int
store_data_version(sqlite3 *db, long long *v)
{
	sqlite3_stmt *st = q_prepare(db, "PRAGMA data_version");
	int rc = q_step(st);

	if (rc == SQLITE_ROW)
		*v = sqlite3_column_int64(st, 0);
	q_finalize(st);
	return rc == SQLITE_ROW ? STORE_OK : STORE_ERR;
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
	long long v;
	int rc;

	q_int(st, "$game", game);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		if (q_col_int(st, 0, 1, 1000000, "a round's number", &v) < 0)
			break;
		row.num = (int)v;
		if (q_col_int(st, 1, 0, RK_MAX_PLAYERS - 1, "a seat", &v) < 0)
			break;
		row.pos = (int)v;
		row.score = sqlite3_column_int(st, 2);
		row.won = sqlite3_column_int(st, 3);
		row.kind = q_col_text(st, 4);
		row.rack = q_col_text(st, 5);
		on_row(&row, arg);
	}
	q_finalize(st);
	return rc == SQLITE_DONE ? STORE_OK : STORE_ERR;
}
