/*
 * gamelog.c: the game log of a real evening (issue 13): which game is
 * current, renaming players and games, removing a game and bringing it
 * back, redoing an undone round, and telling whether a sheet was
 * imported before.  Replacing a round is store_round_add's (round.c).
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "store.h"

int
store_current_get(sqlite3 *db, int64_t *id)
{
	sqlite3_stmt *st;
	int rc;

	*id = 0;
	st = q_prepare(db, "SELECT g.id FROM setting s JOIN game g ON g.id = "
	    "s.value WHERE s.key = 'current' AND g.removed IS NULL");
	if ((rc = q_step(st)) == SQLITE_ROW)
		*id = sqlite3_column_int64(st, 0);
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_OK;
}

/* id 0: no current game. */
int
store_current_set(sqlite3 *db, int64_t id)
{
	sqlite3_stmt *st;

	if (id == 0)
		return q_exec(db, "DELETE FROM setting WHERE key = 'current'") < 0 ?
		    STORE_ERR : STORE_OK;
	st = q_prepare(db, "INSERT INTO setting (key, value) VALUES "
	    "('current', $game) ON CONFLICT (key) DO UPDATE SET value = "
	    "excluded.value");
	q_int(st, "$game", id);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}

/* The name as stored of the player called name in any case: STORE_OK
 * with stored filled, or STORE_NONE. */
int
store_player_name(sqlite3 *db, const char *name, char stored[RK_NAME_MAX + 1])
{
	sqlite3_stmt *st;
	int rc;

	st = q_prepare(db, "SELECT name FROM player WHERE name = $name");
	q_text(st, "$name", name);
	if ((rc = q_step(st)) == SQLITE_ROW)
		snprintf(stored, RK_NAME_MAX + 1, "%s", q_col_text(st, 0));
	q_finalize(st);
	return rc < 0 ? STORE_ERR : rc == SQLITE_ROW ? STORE_OK : STORE_NONE;
}

/* STORE_NONE: no player old; STORE_EXISTS: another player is called to
 * (taken filled).  A change of case only is allowed. */
int
store_player_rename(sqlite3 *db, const char *old, const char *to,
    char taken[RK_NAME_MAX + 1])
{
	sqlite3_stmt *st;
	int64_t id;
	int rc;

	st = q_prepare(db, "SELECT id FROM player WHERE name = $name");
	q_text(st, "$name", old);
	rc = q_step(st);
	id = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
	q_finalize(st);
	if (rc != SQLITE_ROW)
		return rc < 0 ? STORE_ERR : STORE_NONE;
	st = q_prepare(db, "SELECT name FROM player WHERE name = $name AND "
	    "id <> $id");
	q_text(st, "$name", to);
	q_int(st, "$id", id);
	if ((rc = q_step(st)) == SQLITE_ROW)
		snprintf(taken, RK_NAME_MAX + 1, "%s", q_col_text(st, 0));
	q_finalize(st);
	if (rc != SQLITE_DONE)
		return rc < 0 ? STORE_ERR : STORE_EXISTS;
	st = q_prepare(db, "UPDATE player SET name = $name WHERE id = $id");
	q_text(st, "$name", to);
	q_int(st, "$id", id);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}

/* STORE_EXISTS: another game is called to (taken filled). */
int
store_game_rename(sqlite3 *db, const struct game *g, const char *to,
    char taken[RK_NAME_MAX + 1])
{
	sqlite3_stmt *st;
	int rc;

	st = q_prepare(db, "SELECT name FROM game WHERE name = $name AND "
	    "id <> $id");
	q_text(st, "$name", to);
	q_int(st, "$id", g->id);
	if ((rc = q_step(st)) == SQLITE_ROW)
		snprintf(taken, RK_NAME_MAX + 1, "%s", q_col_text(st, 0));
	q_finalize(st);
	if (rc != SQLITE_DONE)
		return rc < 0 ? STORE_ERR : STORE_EXISTS;
	st = q_prepare(db, "UPDATE game SET name = $name WHERE id = $id");
	q_text(st, "$name", to);
	q_int(st, "$id", g->id);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}

/* Removed: its rows stay, it leaves the lists and stops being current. */
int
store_game_remove(sqlite3 *db, const struct game *g)
{
	sqlite3_stmt *st;
	int64_t cur;

	st = q_prepare(db, "UPDATE game SET removed = strftime('%Y-%m-%dT"
	    "%H:%M:%SZ', 'now') WHERE id = $id");
	q_int(st, "$id", g->id);
	if (q_done(st) < 0 || store_current_get(db, &cur) < 0)
		return STORE_ERR;
	return cur == 0 ? store_current_set(db, 0) : STORE_OK;
}

/* A removed game back: STORE_NONE when no removed game is called name. */
int
store_game_restore(sqlite3 *db, const char *name, char stored[RK_NAME_MAX + 1])
{
	sqlite3_stmt *st;
	int rc;

	st = q_prepare(db, "UPDATE game SET removed = NULL WHERE name = $name "
	    "AND removed IS NOT NULL RETURNING name");
	q_text(st, "$name", name);
	if ((rc = q_step(st)) == SQLITE_ROW) {
		snprintf(stored, RK_NAME_MAX + 1, "%s", q_col_text(st, 0));
		rc = q_step(st);
		q_finalize(st);
		return rc == SQLITE_DONE ? STORE_OK : STORE_ERR;
	}
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_NONE;
}

/* Every removed game, or the one called name, deleted for good: *n of
 * them.  Players who play in no game left go too. */
int
store_game_purge(sqlite3 *db, const char *name, int *n)
{
	static const char *const del[] = {
		"DELETE FROM entry WHERE game_id IN purged",
		"DELETE FROM round WHERE game_id IN purged",
		"DELETE FROM seat WHERE game_id IN purged",
		"DELETE FROM tally WHERE game_id IN purged",
		"DELETE FROM game WHERE id IN purged",
		"DELETE FROM player WHERE id NOT IN (SELECT player_id FROM seat)",
		NULL
	};
	sqlite3_stmt *st;
	char sql[256];
	int i, rc;

	if (q_exec(db, "CREATE TEMP TABLE IF NOT EXISTS purged_ids (id "
	    "INTEGER PRIMARY KEY); DELETE FROM temp.purged_ids") < 0)
		return STORE_ERR;
	st = q_prepare(db, "INSERT INTO temp.purged_ids SELECT id FROM game "
	    "WHERE removed IS NOT NULL AND ($name IS NULL OR name = $name)");
	if (name != NULL)
		q_text(st, "$name", name);
	else
		q_null(st, "$name");
	if (q_done(st) < 0)
		return STORE_ERR;
	*n = sqlite3_changes(db);
	for (i = 0; del[i] != NULL; i++) {
		const char *in = strstr(del[i], "purged");

		if (in == NULL)
			snprintf(sql, sizeof(sql), "%s", del[i]);
		else
			snprintf(sql, sizeof(sql), "%.*s(SELECT id FROM "
			    "temp.purged_ids)", (int)(in - del[i]), del[i]);
		if ((rc = q_exec(db, sql)) < 0)
			return STORE_ERR;
	}
	return STORE_OK;
}

/*
 * The last round undo took back, live again: STORE_NONE when there is
 * none, or a round was recorded after it (then nothing is changed).
 */
int
store_round_redo(sqlite3 *db, const struct game *g, int *num)
{
	sqlite3_stmt *st;
	int64_t rid;
	long long v;
	int rc;

	st = q_prepare(db, "SELECT r.id, r.num FROM round r WHERE r.game_id = "
	    "$game AND r.undone = 1 AND r.replaced = 0 AND r.num = (SELECT "
	    "count(*) + 1 FROM round WHERE game_id = $game AND undone = 0) "
	    "ORDER BY r.id DESC LIMIT 1");
	q_int(st, "$game", g->id);
	rc = q_step(st);
	if (rc == SQLITE_ROW && q_col_int(st, 1, 1, INT_MAX, "a round number",
	    &v) < 0)
		rc = -1;
	rid = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
	q_finalize(st);
	if (rc != SQLITE_ROW)
		return rc < 0 ? STORE_ERR : STORE_NONE;
	*num = (int)v;
	return store_round_mark(db, rid, 0, 0);
}

/*
 * Another live game with the same players in the same seats and the same
 * live rounds, score for score: a sheet imported twice.  STORE_OK with
 * name filled, or STORE_NONE.
 */
int
store_game_twin(sqlite3 *db, const struct game *g, char name[RK_NAME_MAX + 1])
{
	sqlite3_stmt *st;
	int rc;

	st = q_prepare(db, "WITH me AS (SELECT r.num, s.pos, e.score FROM "
	    "round r JOIN entry e ON e.round_id = r.id JOIN seat s ON "
	    "s.game_id = r.game_id AND s.player_id = e.player_id WHERE "
	    "r.game_id = $game AND r.undone = 0) SELECT o.name FROM game o "
	    "WHERE o.id <> $game AND o.removed IS NULL AND (SELECT "
	    "group_concat(player_id) FROM (SELECT player_id FROM seat WHERE "
	    "game_id = o.id ORDER BY pos)) = (SELECT group_concat(player_id) "
	    "FROM (SELECT player_id FROM seat WHERE game_id = $game ORDER BY "
	    "pos)) AND (SELECT count(*) FROM round WHERE game_id = o.id AND "
	    "undone = 0) = (SELECT count(*) FROM round WHERE game_id = $game "
	    "AND undone = 0) AND NOT EXISTS (SELECT num, pos, score FROM me "
	    "EXCEPT SELECT r.num, s.pos, e.score FROM round r JOIN entry e ON "
	    "e.round_id = r.id JOIN seat s ON s.game_id = r.game_id AND "
	    "s.player_id = e.player_id WHERE r.game_id = o.id AND r.undone = "
	    "0) ORDER BY o.id LIMIT 1");
	q_int(st, "$game", g->id);
	if ((rc = q_step(st)) == SQLITE_ROW)
		snprintf(name, RK_NAME_MAX + 1, "%s", q_col_text(st, 0));
	q_finalize(st);
	return rc < 0 ? STORE_ERR : rc == SQLITE_ROW ? STORE_OK : STORE_NONE;
}

int
store_seat_add(sqlite3 *db, const struct game *g, const char *name,
    char stored[RK_NAME_MAX + 1])
{
	sqlite3_stmt *st;
	int rc;

	if (store_player_add(db, name) < 0 ||
	    (rc = store_player_name(db, name, stored)) < 0)
		return STORE_ERR;
	/* At the table already, or back after leaving? */
	st = q_prepare(db, "SELECT s.left_after IS NULL FROM seat s JOIN "
	    "player p ON p.id = s.player_id WHERE s.game_id = $game AND "
	    "p.name = $name");
	q_int(st, "$game", g->id);
	q_text(st, "$name", name);
	rc = q_step(st);
	if (rc == SQLITE_ROW && sqlite3_column_int(st, 0)) {
		q_finalize(st);
		return STORE_EXISTS;
	}
	q_finalize(st);
	if (rc == SQLITE_ROW)
		st = q_prepare(db, "UPDATE seat SET left_after = NULL WHERE "
		    "game_id = $game AND player_id = (SELECT id FROM player "
		    "WHERE name = $name)");
	else if (rc == SQLITE_DONE) {
		st = q_prepare(db, "INSERT INTO seat (game_id, player_id, pos, "
		    "joined) SELECT $game, id, $pos, $joined FROM player WHERE "
		    "name = $name");
		q_int(st, "$pos", g->n);
		q_int(st, "$joined", g->rounds + 1);
	} else
		return STORE_ERR;
	q_int(st, "$game", g->id);
	q_text(st, "$name", name);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}

int
store_seat_drop(sqlite3 *db, const struct game *g, int seat)
{
	sqlite3_stmt *st;

	st = q_prepare(db, "UPDATE seat SET left_after = $rounds WHERE "
	    "game_id = $game AND player_id = $player");
	q_int(st, "$rounds", g->rounds);
	q_int(st, "$game", g->id);
	q_int(st, "$player", g->pid[seat]);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}
