/*
 * round.c: the one writer of a round, for every path that records one
 * (round, import, and what comes), and undo.  Rounds are numbered here
 * and only here: the next row of the game's sheet.  The statements are
 * kept prepared, so that an import of many rows costs a step a row; an
 * import writes its rows as a bulk (store_bulk_begin), which spares each
 * round what can be done once for all.
 */
#include <limits.h>
#include <stdio.h>
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

/*
 * A bulk of rounds for one game, as an import writes them, inside the
 * caller's transaction.  Three things a round costs that a bulk does
 * without, each made good once:
 *  - its number, a look-up: numbered here in memory from the next row on;
 *  - the tally trigger, an upsert an entry, which also makes each
 *    insert keep a statement journal, spilled past 64 kB to a temporary
 *    file (a million writes for 100,000 rounds): the connection's
 *    triggers are off (round_sql names the uid, so round_uid_new has
 *    nothing to do), and store_bulk_end counts the game's tally once, as
 *    the triggers would have;
 *  - round.kind's CHECK, which builds a table of its six names every
 *    time it runs: the first round of the bulk is checked, then CHECK
 *    constraints are off while the kind stays the one checked.
 * The page cache grows to 64 MB for the bulk, as merge's does.
 */
static struct {
	sqlite3 *db;
	int64_t game;
	int next;                       /* the next round's number */
	char kind[16];                  /* checked once: "" not yet */
	int cache;                      /* the cache size before */
} bulk;

static const char tally_sql[] =
    "INSERT INTO tally (game_id, player_id, total, played, won, best, "
    "worst) SELECT game_id, player_id, sum(score), count(*), sum(won), "
    "max(score), min(score) FROM entry WHERE game_id = $game AND undone = 0 "
    "GROUP BY player_id ON CONFLICT (game_id, player_id) DO UPDATE SET "
    "total = excluded.total, played = excluded.played, won = excluded.won, "
    "best = excluded.best, worst = excluded.worst";

static int
triggers(sqlite3 *db, int on)
{
	int now;

	if (sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, on, &now) !=
	    SQLITE_OK || now != on) {
		store_seterr("%s: cannot turn the triggers %s", store_name(),
		    on ? "on" : "off");
		return STORE_ERR;
	}
	return STORE_OK;
}

static int
pragma_set(sqlite3 *db, const char *name, int v)
{
	char sql[64];

	snprintf(sql, sizeof(sql), "PRAGMA %s = %d", name, v);
	return q_exec(db, sql);
}

static int
checks(sqlite3 *db, int on)
{
	return pragma_set(db, "ignore_check_constraints", !on);
}

static int next_num(sqlite3 *, const struct game *, int *);

int
store_bulk_begin(sqlite3 *db, const struct game *g)
{
	sqlite3_stmt *st;
	int rc;

	if (bulk.db != NULL) {
		store_seterr("internal error: a bulk of rounds inside another");
		return STORE_ERR;
	}
	memset(&bulk, 0, sizeof(bulk));
	st = q_prepare(db, "PRAGMA cache_size");
	if ((rc = q_step(st)) == SQLITE_ROW)
		bulk.cache = sqlite3_column_int(st, 0);
	q_finalize(st);
	if (rc != SQLITE_ROW || next_num(db, g, &bulk.next) < 0 ||
	    pragma_set(db, "cache_size", -65536) < 0 || triggers(db, 0) < 0)
		return STORE_ERR;
	bulk.db = db;
	bulk.game = g->id;
	return STORE_OK;
}

int
store_bulk_end(sqlite3 *db, int keep)
{
	sqlite3_stmt *st;
	int64_t game = bulk.game;
	int cache = bulk.cache;

	if (bulk.db != db)
		return STORE_OK;
	memset(&bulk, 0, sizeof(bulk));
	if (triggers(db, 1) < 0 || checks(db, 1) < 0 ||
	    pragma_set(db, "cache_size", cache) < 0)
		return STORE_ERR;
	if (!keep)
		return STORE_OK;
	st = q_prepare(db, tally_sql);
	q_int(st, "$game", game);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}

/* Before a round of the bulk is written: CHECK constraints on for a kind
 * not yet checked, off for the kind checked. */
static int
bulk_checks(sqlite3 *db, const struct game *g, const char *kind)
{
	if (bulk.db != db || bulk.game != g->id || bulk.kind[0] == '\0' ||
	    strcmp(bulk.kind, kind) == 0)
		return STORE_OK;
	bulk.kind[0] = '\0';
	return checks(db, 1);
}

/* After a new row of the bulk was written: the next number, and its
 * kind passed the CHECK. */
static int
bulk_written(sqlite3 *db, const struct game *g, const char *kind)
{
	if (bulk.db != db || bulk.game != g->id)
		return STORE_OK;
	bulk.next++;
	if (bulk.kind[0] != '\0' || strlen(kind) >= sizeof(bulk.kind))
		return STORE_OK;
	snprintf(bulk.kind, sizeof(bulk.kind), "%s", kind);
	return checks(db, 0);
}

static int
next_num(sqlite3 *db, const struct game *g, int *num)
{
	sqlite3_stmt *st;
	long long v;
	int rc;

	if (bulk.db == db && bulk.game == g->id) {
		*num = bulk.next;
		return STORE_OK;
	}
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
	*num = (int)v;
	return STORE_OK;
}

/*
 * An entry, bound by number: a name costs a search of the statement's
 * parameters, and an import binds 9 a seat.
 */
static const char entry_sql[] =
    "INSERT INTO entry (round_id, player_id, game_id, rack, rack_value, "
    "tiles, never_melded, score, won) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, "
    "?8, ?9)";

static int
entries_add(sqlite3 *db, const struct game *g, const struct store_round *r,
    sqlite3_int64 rid)
{
	sqlite3_stmt *st;
	int i, rc;

	if ((st = q_keep(db, entry_sql)) == NULL)
		return STORE_ERR;
	for (i = 0; i < g->n && i < RK_MAX_PLAYERS; i++) {
		const struct store_entry *e = &r->e[i];

		if (e->absent)
			continue;
		sqlite3_bind_int64(st, 1, rid);
		sqlite3_bind_int64(st, 2, g->pid[i]);
		sqlite3_bind_int64(st, 3, g->id);
		if (e->rack != NULL) {
			sqlite3_bind_text(st, 4, e->rack, -1, SQLITE_STATIC);
			sqlite3_bind_int(st, 5, e->value);
		}
		if (e->tiles >= 0)
			sqlite3_bind_int(st, 6, e->tiles);
		sqlite3_bind_int(st, 7, e->never_melded);
		sqlite3_bind_int(st, 8, e->score);
		sqlite3_bind_int(st, 9, e->won);
		rc = q_step(st);
		q_release(st);
		if (rc != SQLITE_DONE)
			return STORE_ERR;
	}
	return STORE_OK;
}

int
store_round_add(sqlite3 *db, const struct game *g,
    const struct store_round *r, int *num)
{
	sqlite3_stmt *st;
	int rc;

	if (r->replace > 0 && (rc = round_replaced(db, g, r->replace)) != 0)
		return rc;
	if (r->replace > 0)
		*num = r->replace;   /* in round N's place */
	else if (next_num(db, g, num) < 0)
		return STORE_ERR;
	if (bulk_checks(db, g, r->kind) < 0 ||
	    (st = q_keep(db, round_sql)) == NULL)
		return STORE_ERR;
	q_int(st, "$game", g->id);
	q_int(st, "$num", *num);
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
	if (entries_add(db, g, r, sqlite3_last_insert_rowid(db)) < 0)
		return STORE_ERR;
	return r->replace > 0 ? STORE_OK : bulk_written(db, g, r->kind);
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
	long long n;
	int rc, i, pos;

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
		if (q_col_pos(st, 0, g, &pos) < 0 ||
		    q_col_score(st, 1, "a score", &scores[pos]) < 0) {
			rc = -1;
			break;
		}
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

/* The same, for every round of game g taken back at once (a merge): the
 * entries still live of its rounds taken back are taken back too. */
int
store_round_mark_entries(sqlite3 *db, int64_t game)
{
	sqlite3_stmt *st;

	st = q_prepare(db, "UPDATE entry SET undone = 1 WHERE game_id = $game "
	    "AND undone = 0 AND round_id IN (SELECT id FROM round WHERE "
	    "game_id = $game AND undone = 1)");
	q_int(st, "$game", game);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}
