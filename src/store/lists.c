/*
 * lists.c: the lists of game and player names that the shell completes,
 * read only.
 */
#include <stddef.h>

#include "lists.h"
#include "store.h"

int
store_game_names(sqlite3 *db, void (*fn)(const char *, void *), void *arg)
{
	sqlite3_stmt *st;
	int rc;

	st = q_prepare(db, "SELECT name FROM game ORDER BY id");
	while ((rc = q_step(st)) == SQLITE_ROW)
		fn(q_col_text(st, 0), arg);
	q_finalize(st);
	return rc < 0 ? -1 : 0;
}

int
store_player_names(sqlite3 *db, const char *game,
    void (*fn)(const char *, void *), void *arg)
{
	sqlite3_stmt *st;
	int rc;

	st = q_prepare(db, "SELECT p.name FROM seat s JOIN player p ON p.id = "
	    "s.player_id JOIN game g ON g.id = s.game_id WHERE CASE WHEN "
	    "$game IS NULL THEN g.id = (SELECT value FROM setting WHERE key = "
	    "'current') ELSE g.name = $game END ORDER BY s.pos");
	if (game != NULL)
		q_text(st, "$game", game);
	else
		q_null(st, "$game");
	while ((rc = q_step(st)) == SQLITE_ROW)
		fn(q_col_text(st, 0), arg);
	q_finalize(st);
	return rc < 0 ? -1 : 0;
}
