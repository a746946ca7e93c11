/*
 * merge.c: rkub merge OTHER: the games of another device's database (a
 * table's laptop) brought into this one, in one transaction.
 *
 * Words:
 *   here    this database (schema main)
 *   there   the other file: read whole into memory through SQLite (its
 *           -wal too), brought up to this rkub's schema there when it
 *           is older, attached read-only as schema "other"; the file
 *           itself is never written
 *   uid     a game's or a round's identity across devices (merge.sql):
 *           a game or a round is the same on both sides when its uid is
 *   live    a round not taken back
 *   change  what one side did to a game since the two parted: a round
 *           live on that side that is not live on the other (recorded
 *           there, or taken back on the other side)
 *
 * A game there whose uid is not here comes in whole, unless a game here
 * has its name (another game: refused).  A game on both sides: when only
 * there changed it, its new rounds come in and the rounds taken back
 * there are taken back here; when both sides changed it, the merge is
 * refused with the first round that differs, both versions.  A round
 * taken back on one side and unknown to the other is history, not a
 * change: it comes in, taken back.  A round only ever changes by being
 * taken back, so changes are found from uids and the undone flag, not by
 * comparing columns; that a round with one uid holds the same on both
 * sides is checked too, as any input is (a file edited by hand).
 *
 * Why not the session extension (Debian's libsqlite3 has it): a
 * changeset names rows by primary key, and two devices give the same
 * integer id to different rounds; sqlite3session_diff compares tables
 * row by row on that key too.  Identities that never collide make the
 * rows comparable instead, and the rule (only one side may have changed
 * a game) is a few queries over them.
 *
 * Events are not merged: an event is run from one database (the
 * director's).  Its tables are ordinary games, so the deals recorded on
 * a table's device come in as that game's rounds, and the event's
 * standings count them.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "store.h"

struct store_other {
	char *path;
	unsigned char *img;             /* the file's pages, sqlite3_malloc'd */
	sqlite3_int64 size;
};

void
store_other_free(struct store_other *o)
{
	if (o == NULL)
		return;
	free(o->path);
	sqlite3_free(o->img);
	free(o);
}

/* A database in WAL mode says so in its header (bytes 18 and 19 are 2);
 * its copy in memory has no WAL file, so it is marked a rollback one. */
static void
img_unwal(unsigned char *img, sqlite3_int64 size)
{
	if (size >= 100 && img[18] == 2 && img[19] == 2)
		img[18] = img[19] = 1;
}

static int
other_fail(sqlite3 *db, const char *path, const char *what)
{
	store_seterr("cannot merge %s: %s: %s", path, what, db != NULL ?
	    sqlite3_errmsg(db) : "out of memory");
	return STORE_ERR;
}

/* The copy brought up to this rkub's schema, in a database of its own. */
static int
img_migrate(struct store_other *o)
{
	sqlite3 *mem = NULL;
	unsigned char *img;
	sqlite3_int64 size;

	if (sqlite3_open_v2(":memory:", &mem, SQLITE_OPEN_READWRITE, NULL) !=
	    SQLITE_OK) {
		sqlite3_close(mem);
		return other_fail(NULL, o->path, "cannot copy it");
	}
	if (sqlite3_deserialize(mem, "main", o->img, o->size, o->size,
	    SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE) !=
	    SQLITE_OK) {
		o->img = NULL;
		other_fail(mem, o->path, "cannot copy it");
		sqlite3_close(mem);
		return STORE_ERR;
	}
	o->img = NULL;          /* mem owns it now */
	if (store_migrate(mem, o->path) < 0) {
		sqlite3_close(mem);
		return STORE_ERR;
	}
	if ((img = sqlite3_serialize(mem, "main", &size, 0)) == NULL) {
		other_fail(mem, o->path, "cannot copy it");
		sqlite3_close(mem);
		return STORE_ERR;
	}
	sqlite3_close(mem);
	o->img = img;
	o->size = size;
	return STORE_OK;
}

static int other_check(sqlite3 *, const char *);
static int other_attach(sqlite3 *, const struct store_other *);

/* The copy checked on a connection of its own, before this database is
 * even opened. */
static int
img_check(const struct store_other *o)
{
	sqlite3 *mem = NULL;
	int rc = STORE_ERR;

	if (sqlite3_open_v2(":memory:", &mem, SQLITE_OPEN_READWRITE, NULL) !=
	    SQLITE_OK)
		other_fail(NULL, o->path, "cannot copy it");
	else if (other_attach(mem, o) == STORE_OK) {
		rc = other_check(mem, o->path);
		sqlite3_exec(mem, "DETACH other", NULL, NULL, NULL);
	}
	sqlite3_close(mem);
	return rc;
}

int
store_other_load(const char *path, struct store_other **out)
{
	struct store_other *o;
	struct stat st;
	sqlite3 *db = NULL;
	char why[256];
	int app, version, tables, rc = STORE_ERR;

	*out = NULL;
	if (stat(path, &st) < 0) {
		store_seterr("cannot merge %s: %s", path, errno == ENOENT ?
		    "no such file" : strerror(errno));
		return STORE_ERR;
	}
	if (S_ISDIR(st.st_mode)) {
		store_seterr("cannot merge %s: it is a directory, not a "
		    "database", path);
		return STORE_ERR;
	}
	if ((o = calloc(1, sizeof(*o))) == NULL ||
	    (o->path = store_strdup(path)) == NULL) {
		free(o);
		store_seterr("out of memory");
		return STORE_ERR;
	}
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) !=
	    SQLITE_OK) {
		other_fail(db, path, "cannot open it");
		goto done;
	}
	sqlite3_busy_timeout(db, 10000);
	if (store_head(db, path, &app, &version, &tables, why,
	    sizeof(why)) < 0) {
		store_seterr("cannot merge %s: it is not an rkub database (%s): "
		    "give the database file of rkub on the other device", path,
		    why);
		goto done;
	}
	if (app != RKUB_APPLICATION_ID || tables == 0) {
		store_seterr("cannot merge %s: it is not an rkub database "
		    "(application id %d, %d tables): give the database file "
		    "of rkub on the other device", path, app, tables);
		goto done;
	}
	if (version > store_schema_version()) {
		store_seterr("cannot merge %s: it was written by a newer rkub "
		    "(schema %d; this rkub knows %d): upgrade rkub here first",
		    path, version, store_schema_version());
		goto done;
	}
	if (version < 1) {
		store_seterr("cannot merge %s: it is not an rkub database "
		    "(schema %d): give the database file of rkub on the other "
		    "device", path, version);
		goto done;
	}
	/* One read of every page through SQLite's pager, in one read
	 * transaction: a snapshot, even while the other device writes, and
	 * with the pages still in a -wal beside the file (a server holding
	 * it open, or one killed), never the bytes of the file alone
	 * (tests/cmd/29-wal.sh). */
	if ((o->img = sqlite3_serialize(db, "main", &o->size, 0)) == NULL) {
		other_fail(db, path, "cannot read it");
		goto done;
	}
	img_unwal(o->img, o->size);
	if (version < store_schema_version() && img_migrate(o) < 0)
		goto done;
	rc = img_check(o);
done:
	sqlite3_close(db);
	if (rc == STORE_OK)
		*out = o;
	else
		store_other_free(o);
	return rc;
}

void
store_merge_free(struct store_merge *m)
{
	int i;

	for (i = 0; i < m->ngames; i++) {
		free(m->games[i].name);
		free(m->games[i].event);
	}
	free(m->games);
	free(m->conflict.game);
	free(m->conflict.here);
	free(m->conflict.there);
	memset(m, 0, sizeof(*m));
}

/* The first row's first column as a whole number, the statement
 * finalized: 0, or STORE_ERR. */
static int
q_one(sqlite3_stmt *st, long long lo, long long hi, const char *what,
    long long *out)
{
	int rc = q_step(st);

	*out = 0;
	if (rc == SQLITE_ROW && q_col_int(st, 0, lo, hi, what, out) < 0)
		rc = -1;
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_OK;
}

/*
 * The other file is input: it must be a sound rkub database of this
 * schema whose rows hang together, before any of it is used.  Each check
 * names what it found.
 */
static const char other_checks[] =
    "SELECT 'a game without an identity' FROM other.game "
    "  WHERE typeof(uid) <> 'text' OR uid = '' "
    "UNION ALL SELECT 'a round without an identity' FROM other.round "
    "  WHERE typeof(uid) <> 'text' OR uid = '' "
    "UNION ALL SELECT 'a player name out of range' FROM other.player "
    "  WHERE typeof(name) <> 'text' OR length(CAST(name AS BLOB)) "
    "  NOT BETWEEN 1 AND $namemax OR name GLOB '*[,=:|#]*' "
    "  OR name GLOB '[- ]*' "
    "UNION ALL SELECT 'a game name out of range' FROM other.game "
    "  WHERE typeof(name) <> 'text' OR length(CAST(name AS BLOB)) "
    "  NOT BETWEEN 1 AND $namemax "
    "UNION ALL SELECT 'a seat position out of range' FROM other.seat "
    "  WHERE typeof(pos) <> 'integer' OR pos NOT BETWEEN 0 AND $seatmax "
    "UNION ALL SELECT 'a round number out of range' FROM other.round "
    "  WHERE typeof(num) <> 'integer' OR num NOT BETWEEN 1 AND $intmax "
    "  OR undone NOT IN (0, 1) "
    "UNION ALL SELECT 'a round won by a player not at its table' "
    "  FROM other.round r WHERE r.winner_id IS NOT NULL AND NOT EXISTS "
    "  (SELECT 1 FROM other.seat s WHERE s.game_id = r.game_id AND "
    "  s.player_id = r.winner_id) "
    "UNION ALL SELECT 'an entry of a player not at its table' "
    "  FROM other.entry e JOIN other.round r ON r.id = e.round_id "
    "  WHERE e.game_id <> r.game_id OR e.undone IS NOT r.undone "
    "  OR NOT EXISTS (SELECT 1 FROM other.seat s WHERE s.game_id = "
    "  r.game_id AND s.player_id = e.player_id) "
    "UNION ALL SELECT 'a score out of range' FROM other.entry "
    "  WHERE typeof(score) <> 'integer' OR score NOT BETWEEN $intmin AND "
    "  $intmax OR won NOT IN (0, 1) "
    "UNION ALL SELECT 'two live rounds with one number' FROM other.round "
    "  WHERE undone = 0 GROUP BY game_id, num HAVING count(*) > 1 "
    "LIMIT 1";

static int
other_check(sqlite3 *db, const char *path)
{
	sqlite3_stmt *st;
	long long app, version;
	int rc, bad;

	if (q_one(q_prepare(db, "PRAGMA other.application_id"), INT_MIN,
	    INT_MAX, "an application id", &app) < 0 ||
	    q_one(q_prepare(db, "PRAGMA other.user_version"), INT_MIN,
	    INT_MAX, "a schema version", &version) < 0)
		return STORE_ERR;
	if (app != RKUB_APPLICATION_ID || version != store_schema_version()) {
		store_seterr("cannot merge %s: it changed while it was read: "
		    "try again", path);
		return STORE_ERR;
	}
	st = q_prepare(db, "PRAGMA other.quick_check");
	rc = q_step(st);
	bad = rc == SQLITE_ROW && strcmp(q_col_text(st, 0), "ok") != 0;
	if (bad)
		store_seterr("cannot merge %s: it is damaged: %s", path,
		    q_col_text(st, 0));
	q_finalize(st);
	if (rc != SQLITE_ROW || bad)
		return STORE_ERR;
	st = q_prepare(db, "PRAGMA other.foreign_key_check");
	if ((rc = q_step(st)) == SQLITE_ROW)
		store_seterr("cannot merge %s: it is damaged: a row of %s "
		    "refers to a missing row of %s", path, q_col_text(st, 0),
		    q_col_text(st, 2));
	q_finalize(st);
	if (rc != SQLITE_DONE)
		return STORE_ERR;
	st = q_prepare(db, other_checks);
	q_int(st, "$namemax", RK_NAME_MAX);
	q_int(st, "$seatmax", RK_MAX_PLAYERS - 1);
	q_int(st, "$intmin", INT_MIN);
	q_int(st, "$intmax", INT_MAX);
	if ((rc = q_step(st)) == SQLITE_ROW)
		store_seterr("cannot merge %s: it is damaged: %s", path,
		    q_col_text(st, 0));
	q_finalize(st);
	return rc == SQLITE_DONE ? STORE_OK : STORE_ERR;
}

/* A game there, as the merge goes through them. */
struct there {
	sqlite3_int64 id;
	char *uid;
	char *name;
};

/* A game's facts on one side, for a refusal: when it was created and who
 * plays it. */
#define GAME_ABOUT(S) \
    "SELECT 'created ' || g.created || ', players ' || (SELECT " \
    "group_concat(name, ', ') FROM (SELECT p.name AS name FROM " S ".seat s " \
    "JOIN " S ".player p ON p.id = s.player_id WHERE s.game_id = g.id " \
    "ORDER BY s.pos)) FROM " S ".game g WHERE g.id = $game"

/* Round N of a game on one side: the live one, else the last taken back:
 * taken back (0/1), and each player's score in seat order. */
#define ROUND_ABOUT(S) \
    "SELECT r.undone, (SELECT group_concat(name || ' ' || score, ', ') " \
    "FROM (SELECT p.name AS name, iif(e.score > 0, '+', '') || e.score " \
    "AS score FROM " \
    S ".entry e JOIN " S ".seat s ON s.game_id = e.game_id AND " \
    "s.player_id = e.player_id JOIN " S ".player p ON p.id = e.player_id " \
    "WHERE e.round_id = r.id ORDER BY s.pos)) FROM " S ".round r WHERE " \
    "r.game_id = $game AND r.num = $num ORDER BY r.undone, r.id DESC LIMIT 1"

/* What a statement's first row says in its first columns as text,
 * malloc'd; dflt when it has no row. */
static char *
about(sqlite3_stmt *st, int num, const char *dflt)
{
	char *s = NULL;
	int rc = q_step(st);

	if (rc == SQLITE_ROW && num == 0)
		s = store_strdup(q_col_text(st, 0));
	else if (rc == SQLITE_ROW) {
		const char *scores = q_col_text(st, 1);
		size_t n = strlen(scores) + 64;

		if ((s = malloc(n)) != NULL)
			snprintf(s, n, "%s%s", sqlite3_column_int(st, 0) ?
			    "taken back: " : "", scores);
	} else if (rc == SQLITE_DONE)
		s = store_strdup(dflt);
	q_finalize(st);
	return s;
}

static int
conflict(sqlite3 *db, struct store_merge *m, const struct there *t,
    sqlite3_int64 here, int num)
{
	static const char *const sql[2][2] = {
		{ GAME_ABOUT("main"), GAME_ABOUT("other") },
		{ ROUND_ABOUT("main"), ROUND_ABOUT("other") },
	};
	sqlite3_stmt *st;
	char none[32];
	int side;

	snprintf(none, sizeof(none), "no round %d", num);
	m->conflict.round = num;
	if ((m->conflict.game = store_strdup(t->name)) == NULL)
		return STORE_ERR;
	for (side = 0; side < 2; side++) {
		char *s;

		st = q_prepare(db, sql[num > 0][side]);
		q_int(st, "$game", side == 0 ? here : t->id);
		if (num > 0)
			q_int(st, "$num", num);
		if ((s = about(st, num, none)) == NULL)
			return STORE_ERR;
		if (side == 0)
			m->conflict.here = s;
		else
			m->conflict.there = s;
	}
	return STORE_DIVERGED;
}

/* The same game on both sides has the same rules and the same players in
 * the same seats, and a round with one uid holds the same on both: else
 * one of the files was edited by hand. */
static const char same_game[] =
    "SELECT 'its rules' FROM other.game o, main.game h WHERE o.id = $there "
    "  AND h.id = $here AND (o.name, o.created, o.preset, o.joker, o.tokens, "
    "  o.exhausted, o.never_melded, o.tiles, o.meld) IS NOT (h.name, "
    "  h.created, h.preset, h.joker, h.tokens, h.exhausted, h.never_melded, "
    "  h.tiles, h.meld) "
    "UNION ALL SELECT 'its players' FROM (SELECT p.name, s.pos FROM "
    "  other.seat s JOIN other.player p ON p.id = s.player_id WHERE "
    "  s.game_id = $there EXCEPT SELECT p.name, s.pos FROM main.seat s JOIN "
    "  main.player p ON p.id = s.player_id WHERE s.game_id = $here) "
    "UNION ALL SELECT 'its players' WHERE (SELECT count(*) FROM other.seat "
    "  WHERE game_id = $there) <> (SELECT count(*) FROM main.seat WHERE "
    "  game_id = $here) "
    "UNION ALL SELECT 'round ' || r.num FROM other.round r JOIN main.round h "
    "  ON h.uid = r.uid WHERE r.game_id = $there AND (h.game_id <> $here "
    "  OR (r.num, r.kind, r.layout, r.created) IS NOT (h.num, h.kind, "
    "  h.layout, h.created) "
    "  OR (SELECT name FROM other.player WHERE id = r.winner_id) IS NOT "
    "  (SELECT name FROM main.player WHERE id = h.winner_id) COLLATE NOCASE "
    "  OR (SELECT count(*) FROM other.entry WHERE round_id = r.id) <> "
    "  (SELECT count(*) FROM main.entry WHERE round_id = h.id) "
    "  OR EXISTS (SELECT p.name, e.rack, e.rack_value, e.tiles, "
    "  e.never_melded, e.score, e.won FROM other.entry e JOIN other.player p "
    "  ON p.id = e.player_id WHERE e.round_id = r.id EXCEPT SELECT p.name, "
    "  e.rack, e.rack_value, e.tiles, e.never_melded, e.score, e.won FROM "
    "  main.entry e JOIN main.player p ON p.id = e.player_id WHERE "
    "  e.round_id = h.id)) "
    "LIMIT 1";

/* Has each side changed the game since the two parted?  Here: a live
 * round here that there never saw, or a round live there that was taken
 * back here; there: the other way round.  And the first round number at
 * which the two sheets differ. */
static const char changes_sql[] =
    "WITH h AS (SELECT uid, num, undone FROM main.round WHERE game_id = "
    "  $here), t AS (SELECT uid, num, undone FROM other.round WHERE "
    "  game_id = $there), "
    "hc AS (SELECT num FROM h WHERE undone = 0 AND NOT EXISTS (SELECT 1 "
    "  FROM t WHERE t.uid = h.uid) UNION ALL SELECT t.num FROM t JOIN h ON "
    "  h.uid = t.uid WHERE t.undone = 0 AND h.undone = 1), "
    "tc AS (SELECT num FROM t WHERE undone = 0 AND NOT EXISTS (SELECT 1 "
    "  FROM h WHERE h.uid = t.uid) UNION ALL SELECT h.num FROM h JOIN t ON "
    "  t.uid = h.uid WHERE h.undone = 0 AND t.undone = 1) "
    "SELECT EXISTS (SELECT 1 FROM hc), EXISTS (SELECT 1 FROM tc), "
    "  coalesce((SELECT min(num) FROM (SELECT num FROM hc UNION ALL "
    "  SELECT num FROM tc)), 0)";

static int
changes(sqlite3 *db, sqlite3_int64 here, sqlite3_int64 there, int *h,
    int *t, int *first)
{
	sqlite3_stmt *st = q_prepare(db, changes_sql);
	long long v[3];
	int rc, i;

	q_int(st, "$here", here);
	q_int(st, "$there", there);
	rc = q_step(st);
	for (i = 0; i < 3 && rc == SQLITE_ROW; i++)
		if (q_col_int(st, i, 0, INT_MAX, "a round number", &v[i]) < 0)
			rc = -1;
	q_finalize(st);
	if (rc != SQLITE_ROW)
		return STORE_ERR;
	*h = (int)v[0];
	*t = (int)v[1];
	*first = (int)v[2];
	return STORE_OK;
}

/* The rows a statement of the merge is about: the game here and there,
 * and the rounds here after id before (those the merge brings). */
struct ids {
	sqlite3_int64 here, there, before;
};

/* A statement of the merge with each of $here, $there and $before bound
 * that it names. */
static sqlite3_stmt *
m_prepare(sqlite3 *db, const char *sql, const struct ids *id)
{
	sqlite3_stmt *st = q_prepare(db, sql);

	if (st == NULL)
		return NULL;
	if (sqlite3_bind_parameter_index(st, "$here") > 0)
		q_int(st, "$here", id->here);
	if (sqlite3_bind_parameter_index(st, "$there") > 0)
		q_int(st, "$there", id->there);
	if (sqlite3_bind_parameter_index(st, "$before") > 0)
		q_int(st, "$before", id->before);
	return st;
}

/* A statement of the merge run to its end. */
static int
m_run(sqlite3 *db, const char *sql, const struct ids *id)
{
	return q_done(m_prepare(db, sql, id)) < 0 ? STORE_ERR : STORE_OK;
}

/* A count (or a round number) the merge asks for. */
static int
m_count(sqlite3 *db, const char *sql, const struct ids *id, const char *what,
    long long *n)
{
	return q_one(m_prepare(db, sql, id), 0, INT_MAX, what, n);
}

/* A game new here: its players (found by name, else added), the game with
 * its uid and created time, its seats. */
static int
game_add(sqlite3 *db, const struct there *t, sqlite3_int64 *here,
    int *players)
{
	struct ids id = { 0, t->id, 0 };

	if (m_run(db, "INSERT INTO main.player (name) SELECT p.name FROM "
	    "other.seat s JOIN other.player p ON p.id = s.player_id WHERE "
	    "s.game_id = $there ORDER BY s.pos ON CONFLICT (name) DO NOTHING",
	    &id) < 0)
		return STORE_ERR;
	*players += sqlite3_changes(db);
	if (m_run(db, "INSERT INTO main.game (name, created, preset, joker, "
	    "tokens, exhausted, never_melded, tiles, meld, uid) SELECT name, "
	    "created, preset, joker, tokens, exhausted, never_melded, tiles, "
	    "meld, uid FROM other.game WHERE id = $there", &id) < 0)
		return STORE_ERR;
	*here = id.here = sqlite3_last_insert_rowid(db);
	return m_run(db, "INSERT INTO main.seat (game_id, player_id, pos) "
	    "SELECT $here, h.id, s.pos FROM other.seat s JOIN other.player p ON "
	    "p.id = s.player_id JOIN main.player h ON h.name = p.name WHERE "
	    "s.game_id = $there", &id);
}

/*
 * The rounds there that are not here, in the order they were recorded,
 * taken back or not, with their entries; a tally row for every player
 * with an entry, as recording and taking back would have left; then what
 * was taken back there is taken back here, the entries with their round
 * (store_round_mark_entries).
 */
static int
rounds_bring(sqlite3 *db, const struct there *t, sqlite3_int64 here,
    struct store_merged *g)
{
	struct ids id = { here, t->id, 0 };
	long long n;

	/* A round there that is here in another game: edited by hand. */
	if (m_count(db, "SELECT r.num FROM other.round r JOIN main.round h "
	    "ON h.uid = r.uid WHERE r.game_id = $there AND h.game_id <> $here",
	    &id, "a round number", &n) < 0)
		return STORE_ERR;
	if (n > 0) {
		store_seterr("game %s: round %lld there is a round of another "
		    "game here: one of the files was edited by hand", t->name, n);
		return STORE_ERR;
	}
	if (q_one(q_prepare(db, "SELECT coalesce(max(id), 0) FROM main.round"),
	    0, LLONG_MAX, "a round id", &id.before) < 0)
		return STORE_ERR;
	if (m_run(db, "INSERT INTO main.round (game_id, num, kind, winner_id, "
	    "layout, undone, created, uid) SELECT $here, r.num, r.kind, "
	    "(SELECT h.id FROM other.player p JOIN main.player h ON h.name = "
	    "p.name WHERE p.id = r.winner_id), r.layout, r.undone, r.created, "
	    "r.uid FROM other.round r WHERE r.game_id = $there AND NOT EXISTS "
	    "(SELECT 1 FROM main.round x WHERE x.uid = r.uid) ORDER BY r.id",
	    &id) < 0 ||
	    m_run(db, "INSERT INTO main.entry (round_id, player_id, game_id, "
	    "rack, rack_value, tiles, never_melded, score, won, undone) SELECT "
	    "h.id, hp.id, $here, e.rack, e.rack_value, e.tiles, "
	    "e.never_melded, e.score, e.won, h.undone FROM main.round h JOIN "
	    "other.round r ON r.uid = h.uid JOIN other.entry e ON e.round_id = "
	    "r.id JOIN other.player p ON p.id = e.player_id JOIN main.player hp "
	    "ON hp.name = p.name WHERE h.game_id = $here AND h.id > $before "
	    "ORDER BY h.id", &id) < 0 ||
	    m_run(db, "INSERT INTO main.tally (game_id, player_id) SELECT "
	    "DISTINCT game_id, player_id FROM main.entry WHERE game_id = $here "
	    "ON CONFLICT DO NOTHING", &id) < 0)
		return STORE_ERR;
	if (m_count(db, "SELECT count(*) FROM main.round WHERE game_id = "
	    "$here AND id > $before AND undone = 0", &id, "a count", &n) < 0)
		return STORE_ERR;
	g->added = (int)n;
	if (m_count(db, "SELECT count(*) FROM main.round WHERE game_id = "
	    "$here AND id > $before AND undone = 1", &id, "a count", &n) < 0)
		return STORE_ERR;
	g->taken_back = (int)n;

	if (m_run(db, "UPDATE main.round SET undone = 1 WHERE game_id = "
	    "$here AND undone = 0 AND uid IN (SELECT uid FROM other.round "
	    "WHERE game_id = $there AND undone = 1)", &id) < 0)
		return STORE_ERR;
	g->taken_back += sqlite3_changes(db);
	if (store_round_mark_entries(db, here) < 0)
		return STORE_ERR;

	/* What came in keeps the sheet whole: one live round a number. */
	if (m_count(db, "SELECT count(*) FROM (SELECT 1 FROM main.round "
	    "WHERE game_id = $here AND undone = 0 GROUP BY num HAVING "
	    "count(*) > 1)", &id, "a count", &n) < 0)
		return STORE_ERR;
	if (n > 0) {
		store_seterr("game %s: two live rounds with one number after "
		    "the merge: the two files disagree on its sheet", t->name);
		return STORE_ERR;
	}
	return STORE_OK;
}

static int
game_merge(sqlite3 *db, const char *path, const struct there *t,
    struct store_merge *m)
{
	struct store_merged g, *games;
	sqlite3_stmt *st;
	sqlite3_int64 here = 0;
	int rc, hc, tc, first;

	memset(&g, 0, sizeof(g));
	st = q_prepare(db, "SELECT id FROM main.game WHERE uid = $uid");
	q_text(st, "$uid", t->uid);
	if ((rc = q_step(st)) == SQLITE_ROW)
		here = sqlite3_column_int64(st, 0);
	q_finalize(st);
	if (rc < 0)
		return STORE_ERR;
	if (here == 0) {
		/* Another game of that name here: two games, one name. */
		st = q_prepare(db, "SELECT id FROM main.game WHERE name = $name");
		q_text(st, "$name", t->name);
		if ((rc = q_step(st)) == SQLITE_ROW)
			here = sqlite3_column_int64(st, 0);
		q_finalize(st);
		if (rc < 0)
			return STORE_ERR;
		if (here != 0)
			return conflict(db, m, t, here, 0);
		if (game_add(db, t, &here, &m->players) < 0)
			return STORE_ERR;
		g.is_new = 1;
		/* A table of an event there, which this database never seated:
		 * a plain game here, that the event's standings leave out. */
		st = q_prepare(db, "SELECT e.name FROM other.event_table t JOIN "
		    "other.event e ON e.id = t.event_id WHERE t.game_id = $there");
		q_int(st, "$there", t->id);
		if ((rc = q_step(st)) == SQLITE_ROW &&
		    (g.event = store_strdup(q_col_text(st, 0))) == NULL)
			rc = -1;
		q_finalize(st);
		if (rc < 0)
			return STORE_ERR;
	} else {
		st = q_prepare(db, same_game);
		q_int(st, "$here", here);
		q_int(st, "$there", t->id);
		if ((rc = q_step(st)) == SQLITE_ROW)
			store_seterr("cannot merge %s: game %s is one game on "
			    "both sides, but %s differs: one of the files was "
			    "edited by hand", path, t->name, q_col_text(st, 0));
		q_finalize(st);
		if (rc != SQLITE_DONE)
			return STORE_ERR;
		if (changes(db, here, t->id, &hc, &tc, &first) < 0)
			return STORE_ERR;
		if (hc && tc)
			return conflict(db, m, t, here, first);
	}
	if (rounds_bring(db, t, here, &g) < 0) {
		free(g.event);
		return STORE_ERR;
	}
	if (!g.is_new && g.added == 0 && g.taken_back == 0)
		return STORE_OK;
	if ((g.name = store_strdup(t->name)) == NULL) {
		free(g.event);
		return STORE_ERR;
	}
	/* On failure the games listed so far stay for store_merge_free. */
	if ((games = realloc(m->games, (size_t)(m->ngames + 1) *
	    sizeof(*m->games))) == NULL) {
		free(g.name);
		free(g.event);
		store_seterr("out of memory");
		return STORE_ERR;
	}
	m->games = games;
	m->games[m->ngames++] = g;
	return STORE_OK;
}

/* The games there, read before any is written. */
static int
there_list(sqlite3 *db, struct there **out, int *n)
{
	sqlite3_stmt *st;
	struct there *t = NULL, *nt;
	int rc, k = 0;

	*out = NULL;
	*n = 0;
	st = q_prepare(db, "SELECT id, uid, name FROM other.game ORDER BY id");
	while ((rc = q_step(st)) == SQLITE_ROW) {
		if ((nt = realloc(t, (size_t)(k + 1) * sizeof(*t))) == NULL) {
			store_seterr("out of memory");
			rc = -1;
			break;
		}
		t = nt;
		t[k].id = sqlite3_column_int64(st, 0);
		t[k].uid = store_strdup(q_col_text(st, 1));
		t[k].name = store_strdup(q_col_text(st, 2));
		k++;
		if (t[k - 1].uid == NULL || t[k - 1].name == NULL) {
			rc = -1;
			break;
		}
	}
	q_finalize(st);
	*out = t;
	*n = k;
	return rc == SQLITE_DONE ? STORE_OK : STORE_ERR;
}

static void
there_free(struct there *t, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		free(t[i].uid);
		free(t[i].name);
	}
	free(t);
}

/* The copy as schema "other" of the connection.  Not marked read-only:
 * BEGIN IMMEDIATE takes the write lock of every attached database, and a
 * read-only one refuses it; the merge never writes it, and it is a copy
 * in memory of a fixed size. */
static int
other_attach(sqlite3 *db, const struct store_other *o)
{
	if (q_exec(db, "ATTACH ':memory:' AS other") < 0)
		return STORE_ERR;
	if (sqlite3_deserialize(db, "other", o->img, o->size, o->size, 0) !=
	    SQLITE_OK) {
		other_fail(db, o->path, "cannot read it");
		sqlite3_exec(db, "DETACH other", NULL, NULL, NULL);
		return STORE_ERR;
	}
	return STORE_OK;
}

int
store_merge(sqlite3 *db, const struct store_other *o, int dry_run,
    struct store_merge *m)
{
	struct there *t = NULL;
	int rc = STORE_ERR, i, nt = 0;

	memset(m, 0, sizeof(*m));
	/* The merge reads both sides whole, a page many times over: keep
	 * them in memory (64 MB at most), temporary tables too. */
	if (q_exec(db, "PRAGMA main.cache_size = -65536") < 0 ||
	    q_exec(db, "PRAGMA temp_store = MEMORY") < 0 ||
	    other_attach(db, o) < 0)
		return STORE_ERR;
	if (there_list(db, &t, &nt) < 0 || store_begin(db) < 0)
		goto detach;
	rc = STORE_OK;
	for (i = 0; i < nt; i++)
		if ((rc = game_merge(db, o->path, &t[i], m)) != STORE_OK)
			break;
	/* Nothing new: nothing written, not even an empty commit; a dry run
	 * is rolled back. */
	if (rc == STORE_OK && m->ngames > 0 && !dry_run && store_commit(db) < 0)
		rc = STORE_ERR;
	store_rollback(db);
detach:
	there_free(t, nt);
	/* After the commit or the rollback: what was merged stays merged
	 * whatever DETACH says, and the connection closes next. */
	sqlite3_exec(db, "DETACH other", NULL, NULL, NULL);
	return rc;
}
