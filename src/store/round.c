/*
 * round.c: the one writer of a round, for every path that records one
 * (round, import, and what comes), and undo.  Rounds are numbered here
 * and only here: the next row of the game's sheet.  The statements are
 * kept prepared, so that an import of many rows costs a step a row.
 */
#include <limits.h>
#include <string.h>

#include "store.h"

/* The number first, then the row: an INSERT ... RETURNING opens and
 * closes a temporary table each time it runs, 86 kB malloc'd and freed a
 * round, which made glibc grow and trim the heap twice a row of an
 * import (40,000 brk calls for 20,000 rows). */
static const char num_sql[] =
    "SELECT coalesce(max(num), 0) + 1 FROM round WHERE game_id = $game "
    "AND undone = 0";

static const char round_sql[] =
    "INSERT INTO round (game_id, num, kind, winner_id, layout, uid) VALUES "
    "($game, $num, $kind, $winner, $layout, " STORE_UID ")";

/* round --replace N: the live round N, kept, undone and marked. */
static int
round_replaced(sqlite3 *db, const struct game *g, int num)
{
	sqlite3_stmt *st;
	int64_t rid;
	int rc;

	st = q_prepare(db, "SELECT id FROM round WHERE game_id = $game AND "
	    "num = $num AND undone = 0");
	q_int(st, "$game", g->id);
	q_int(st, "$num", num);
	rc = q_step(st);
	rid = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
	q_finalize(st);
	if (rc != SQLITE_ROW)
		return rc < 0 ? STORE_ERR : STORE_NONE;
	return store_round_mark(db, rid, 1, 1);
}

static const char entry_sql[] =
    "INSERT INTO entry (round_id, player_id, game_id, rack, rack_value, "
    "tiles, never_melded, score, won) VALUES ($round, $player, $game, "
    "$rack, $value, $tiles, $nm, $score, $won)";

int
store_round_add(sqlite3 *db, const struct game *g,
    const struct store_round *r, int *num)
{
	sqlite3_stmt *st;
	sqlite3_int64 rid;
	long long v;
	int i, rc;

	if (r->replace > 0 && (rc = round_replaced(db, g, r->replace)) != 0)
		return rc;
	if ((st = q_keep(db, num_sql)) == NULL)
		return STORE_ERR;
	q_int(st, "$game", g->id);
	rc = q_step(st);
	if (rc == SQLITE_ROW && q_col_int(st, 0, 1, INT_MAX, "a round number",
	    &v) < 0)
		rc = -1;
	q_release(st);
	if (rc != SQLITE_ROW)
		return STORE_ERR;
	if (r->replace > 0)
		v = r->replace;   /* in round N's place */
	*num = (int)v;
	if ((st = q_keep(db, round_sql)) == NULL)
		return STORE_ERR;
	q_int(st, "$game", g->id);
	q_int(st, "$num", v);
	q_text(st, "$kind", r->kind);
	if (r->winner >= 0 && r->winner < g->n)
		q_int(st, "$winner", g->pid[r->winner]);
	else
		q_null(st, "$winner");
	if (r->layout != NULL)
		q_text(st, "$layout", r->layout);
	else
		q_null(st, "$layout");
	rc = q_step(st);
	q_release(st);
	if (rc != SQLITE_DONE)
		return STORE_ERR;
	rid = sqlite3_last_insert_rowid(db);
	if ((st = q_keep(db, entry_sql)) == NULL)
		return STORE_ERR;
	for (i = 0; i < g->n; i++) {
		const struct store_entry *e = &r->e[i];

		if (e->absent)
			continue;
		q_int(st, "$round", rid);
		q_int(st, "$player", g->pid[i]);
		q_int(st, "$game", g->id);
		if (e->rack != NULL) {
			q_text(st, "$rack", e->rack);
			q_int(st, "$value", e->value);
		} else {
			q_null(st, "$rack");
			q_null(st, "$value");
		}
		if (e->tiles >= 0)
			q_int(st, "$tiles", e->tiles);
		else
			q_null(st, "$tiles");
		q_int(st, "$nm", e->never_melded);
		q_int(st, "$score", e->score);
		q_int(st, "$won", e->won);
		rc = q_step(st);
		q_release(st);
		if (rc != SQLITE_DONE)
			return STORE_ERR;
	}
	return STORE_OK;
}

/*
 * The round and its entries are marked undone together: the entries carry
 * the round's flag for the indexes, and the tally triggers count again.
 */
int
store_round_undo(sqlite3 *db, const struct game *g, int *num, int *scores)
{
	sqlite3_stmt *st;
	sqlite3_int64 rid;
	long long pos, score, n;
	int rc, i;

	st = q_prepare(db, "SELECT id, num FROM round WHERE game_id = $game "
	    "AND undone = 0 ORDER BY num DESC, id DESC LIMIT 1");
	q_int(st, "$game", g->id);
	rc = q_step(st);
	if (rc == SQLITE_ROW && q_col_int(st, 1, 1, INT_MAX, "a round number",
	    &n) < 0)
		rc = -1;
	rid = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
	q_finalize(st);
	if (rc != SQLITE_ROW)
		return rc == SQLITE_DONE ? STORE_NONE : STORE_ERR;
	*num = (int)n;

	for (i = 0; i < g->n; i++)
		scores[i] = 0;
	st = q_prepare(db, "SELECT s.pos, e.score FROM entry e JOIN seat s "
	    "ON s.game_id = e.game_id AND s.player_id = e.player_id WHERE "
	    "e.round_id = $round");
	q_int(st, "$round", rid);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		if (q_col_int(st, 0, 0, g->n - 1, "a seat's position", &pos) < 0 ||
		    q_col_int(st, 1, INT_MIN, INT_MAX, "a score", &score) < 0) {
			rc = -1;
			break;
		}
		scores[pos] = (int)score;
	}
	q_finalize(st);
	if (rc < 0)
		return STORE_ERR;
	return store_round_mark(db, rid, 1, 0);
}

/*
 * The one place a round is taken back or brought back: its entries carry
 * the round's undone flag, for the indexes and the tally triggers.
 */
int
store_round_mark(sqlite3 *db, int64_t rid, int undone, int replaced)
{
	sqlite3_stmt *st;

	st = q_prepare(db, "UPDATE round SET undone = $undone, replaced = "
	    "$replaced WHERE id = $round");
	q_int(st, "$round", rid);
	q_int(st, "$undone", undone);
	q_int(st, "$replaced", replaced);
	if (q_done(st) < 0)
		return STORE_ERR;
	st = q_prepare(db, "UPDATE entry SET undone = $undone WHERE round_id = "
	    "$round");
	q_int(st, "$round", rid);
	q_int(st, "$undone", undone);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}
