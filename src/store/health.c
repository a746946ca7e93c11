/*
 * health.c: is the database whole?  doctor runs SQLite's integrity and
 * foreign-key checks, then rkub's own: the tally the triggers keep,
 * recounted from the entries; the seats; the flags an entry copies from
 * its round.  backup copies the database with SQLite's online backup
 * API while others go on using it, and checks the copy.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store.h"

/* SQLite's integrity report, less its heading. */
static const char *
plain(const char *s)
{
	static const char head[] = "*** in database main ***\n";

	return strncmp(s, head, sizeof(head) - 1) == 0 ? s + sizeof(head) - 1 :
	    s;
}

/* Each row of the statement is a finding, its first column the text; a
 * check that cannot run on a damaged file is a finding too. */
static void
findings(sqlite3 *db, const char *sql, const char *check, int skip_ok,
    int (*fn)(void *, const char *, const char *), void *arg, int *n)
{
	sqlite3_stmt *st = NULL;
	char buf[512];
	int rc, found = 0;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK)
		while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
			const char *text = q_col_text(st, 0);

			if (skip_ok && strcmp(text, "ok") == 0)
				continue;
			found++;
			fn(arg, check, plain(text));
		}
	else
		rc = SQLITE_ERROR;
	if (rc != SQLITE_DONE && found == 0) {
		snprintf(buf, sizeof(buf), "cannot check: %s", sqlite3_errmsg(db));
		found++;
		fn(arg, check, buf);
	}
	sqlite3_finalize(st);
	if (found == 0)
		fn(arg, check, NULL);
	*n += found;
}

static const struct check {
	const char *name;
	const char *sql;
} checks[] = {
	{ "foreign keys", "SELECT printf('%s row %d refers to a missing %s', "
	    "\"table\", rowid, parent) FROM pragma_foreign_key_check" },
	{ "tally", "WITH e AS (SELECT game_id, player_id, sum(score) AS total, "
	    "count(*) AS played, sum(won) AS won, max(score) AS best, "
	    "min(score) AS worst FROM entry WHERE undone = 0 GROUP BY game_id, "
	    "player_id), k AS (SELECT game_id, player_id FROM e UNION SELECT "
	    "game_id, player_id FROM tally) "
	    "SELECT printf('game %s, %s: the tally says total %s, played %s, "
	    "won %s, best %s, worst %s; the entries say %s, %s, %s, %s, %s', "
	    "quote(g.name), quote(p.name), t.total, t.played, t.won, "
	    "t.best, t.worst, coalesce(e.total, 0), coalesce(e.played, 0), "
	    "coalesce(e.won, 0), e.best, e.worst) FROM k "
	    "LEFT JOIN e ON e.game_id = k.game_id AND e.player_id = k.player_id "
	    "LEFT JOIN tally t ON t.game_id = k.game_id AND t.player_id = "
	    "k.player_id LEFT JOIN game g ON g.id = k.game_id LEFT JOIN player p "
	    "ON p.id = k.player_id WHERE t.total IS NOT coalesce(e.total, 0) OR "
	    "t.played IS NOT coalesce(e.played, 0) OR t.won IS NOT "
	    "coalesce(e.won, 0) OR t.best IS NOT e.best OR t.worst IS NOT "
	    "e.worst" },
	{ "seats", "SELECT printf('game %s: %s sits at position %s, but %d "
	    "players sit at 0 to %d', quote(g.name), quote(p.name), quote(s.pos), "
	    "n.n, n.n - 1) FROM seat s JOIN game g ON g.id = s.game_id JOIN "
	    "player p ON p.id = s.player_id JOIN (SELECT game_id, count(*) AS n "
	    "FROM seat GROUP BY game_id) n ON n.game_id = s.game_id WHERE "
	    "typeof(s.pos) != 'integer' OR s.pos < 0 OR s.pos >= n.n OR "
	    "n.n > 8" },
	{ "entries", "SELECT printf('round %d of game %s: %s has %s', r.num, "
	    "quote(g.name), quote(p.name), CASE WHEN typeof(e.score) != "
	    "'integer' THEN 'the score ' || quote(e.score) WHEN e.undone != "
	    "r.undone THEN 'undone ' || e.undone || ', the round ' || r.undone "
	    "ELSE 'the game ' || e.game_id || ', the round''s ' || r.game_id "
	    "END) FROM entry e JOIN round r ON r.id = e.round_id LEFT JOIN game "
	    "g ON g.id = r.game_id LEFT JOIN player p ON p.id = e.player_id "
	    "WHERE typeof(e.score) != 'integer' OR e.undone != r.undone OR "
	    "e.game_id != r.game_id" },
	{ "rounds", "SELECT printf('game %s: the live rounds are numbered %d "
	    "to %d, but there are %d', quote(g.name), min(r.num), max(r.num), "
	    "count(*)) FROM round r JOIN game g ON g.id = r.game_id WHERE "
	    "r.undone = 0 GROUP BY r.game_id HAVING min(r.num) != 1 OR "
	    "max(r.num) != count(*)" },
};

int
store_doctor(sqlite3 *db, int (*fn)(void *, const char *check,
    const char *finding), void *arg, int *nfound)
{
	size_t i;

	*nfound = 0;
	findings(db, "PRAGMA integrity_check", "integrity", 1, fn, arg, nfound);
	for (i = 0; i < sizeof(checks) / sizeof(checks[0]); i++)
		findings(db, checks[i].sql, checks[i].name, 0, fn, arg, nfound);
	return STORE_OK;
}

static int
same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return stat(a, &sa) == 0 && stat(b, &sb) == 0 &&
	    sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* Copy a few pages at a time, so that a writer is never held up long;
 * the copy starts again by itself when someone writes meanwhile. */
static int
copy(sqlite3 *db, sqlite3 *to, int *pages)
{
	sqlite3_backup *b = sqlite3_backup_init(to, "main", db, "main");
	int rc;

	if (b == NULL) {
		store_seterr("cannot back up %s: %s", store_name(),
		    sqlite3_errmsg(to));
		return STORE_ERR;
	}
	do {
		rc = sqlite3_backup_step(b, 64);
		if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED)
			sqlite3_sleep(5);
	} while (rc == SQLITE_OK || rc == SQLITE_BUSY || rc == SQLITE_LOCKED);
	*pages = sqlite3_backup_pagecount(b);
	sqlite3_backup_finish(b);
	if (rc != SQLITE_DONE) {
		store_seterr("cannot back up %s: %s", store_name(),
		    sqlite3_errstr(rc));
		return STORE_ERR;
	}
	return 0;
}

int
store_backup(sqlite3 *db, const char *path, int *pages)
{
	sqlite3 *to = NULL;
	sqlite3_stmt *st;
	char *tmp;
	size_t n = strlen(path) + 32;
	int rc;

	const char *src = sqlite3_db_filename(db, "main");

	if (same_file(src != NULL && src[0] != '\0' ? src : store_name(),
	    path)) {
		store_seterr("%s is the database itself: give another file",
		    path);
		return STORE_ERR;
	}
	if ((tmp = malloc(n)) == NULL) {
		store_seterr("out of memory");
		return STORE_ERR;
	}
	snprintf(tmp, n, "%s.tmp%ld", path, (long)getpid());
	if (sqlite3_open_v2(tmp, &to, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
		store_seterr("cannot write %s: %s", tmp, to ?
		    sqlite3_errmsg(to) : "out of memory");
		rc = STORE_ERR;
	} else
		rc = copy(db, to, pages);
	if (rc == 0) {
		/* The copy must be whole before it takes the name. */
		st = q_prepare(to, "PRAGMA quick_check");
		if (q_step(st) != SQLITE_ROW || strcmp(q_col_text(st, 0),
		    "ok") != 0) {
			store_seterr("the copy of %s fails SQLite's check (%.*s): "
			    "nothing written; see 'rkub doctor'",
			    store_name(), (int)strcspn(plain(q_col_text(st, 0)),
			    "\n"), plain(q_col_text(st, 0)));
			rc = STORE_ERR;
		}
		q_finalize(st);
	}
	if (to != NULL && sqlite3_close(to) != SQLITE_OK && rc == 0) {
		store_seterr("cannot write %s: %s", tmp, sqlite3_errmsg(to));
		rc = STORE_ERR;
	}
	if (rc == 0 && rename(tmp, path) != 0) {
		store_seterr("cannot write %s: %s", path, strerror(errno));
		rc = STORE_ERR;
	}
	if (rc != 0)
		unlink(tmp);
	free(tmp);
	return rc;
}
