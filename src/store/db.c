/*
 * db.c: open the database, check that it is rkub's and of a version this
 * rkub knows, migrate it forward; transactions; the statement helpers;
 * the store's one error message.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store.h"

static const char schema_v1[] =
#include "schema.h"
;
static const char schema_events[] =
#include "events.h"
;
static const char schema_merge[] =
#include "merge.h"
;

/* The migrations, in order: migration i brings user_version to i + 1.
 * Each is a file src/store/NAME.sql, made a C string in NAME.h. */
static const char schema_gamelog[] =
#include "gamelog.h"
;

static const char *const migrations[] = {
	schema_v1,
	schema_events,
	schema_merge,
	schema_gamelog,
};
#define NMIGRATIONS ((int)(sizeof(migrations) / sizeof(migrations[0])))

static char dbname[512] = "database";
#define ERRLEN 1024
static char errbuf[ERRLEN];

const char *
store_name(void)
{
	return dbname;
}

int
store_schema_version(void)
{
	return NMIGRATIONS;
}

const char *
store_error(void)
{
	return errbuf[0] != '\0' ? errbuf : "database: unknown error";
}

void
store_seterr(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(errbuf, sizeof(errbuf), fmt, ap);
	va_end(ap);
}

static int
db_error(sqlite3 *db, const char *what)
{
	int code = db != NULL ? sqlite3_errcode(db) & 0xff : 0;

	if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB)
		store_seterr("%s: %s: %s: the database is damaged: see 'rkub "
		    "doctor'", dbname, what, sqlite3_errmsg(db));
	else
		store_seterr("%s: %s: %s", dbname, what, db != NULL ?
		    sqlite3_errmsg(db) : "out of memory");
	return STORE_ERR;
}

char *
store_strdup(const char *s)
{
	char *p = malloc(strlen(s) + 1);

	if (p == NULL)
		store_seterr("out of memory");
	else
		strcpy(p, s);
	return p;
}

static char *
spath(const char *a, const char *b)
{
	size_t n = strlen(a) + strlen(b) + 1;
	char *p = malloc(n);

	if (p == NULL)
		store_seterr("out of memory");
	else
		snprintf(p, n, "%s%s", a, b);
	return p;
}

/* -d FILE, else $RKUB_DB, else $XDG_DATA_HOME/rkub/rkub.db, else
 * ~/.local/share/rkub/rkub.db. */
char *
store_path(const char *opt)
{
	const char *env;

	if (opt != NULL && opt[0] != '\0')
		return store_strdup(opt);
	if ((env = getenv("RKUB_DB")) != NULL && env[0] != '\0')
		return store_strdup(env);
	if ((env = getenv("XDG_DATA_HOME")) != NULL && env[0] == '/')
		return spath(env, "/rkub/rkub.db");
	if ((env = getenv("HOME")) != NULL && env[0] != '\0')
		return spath(env, "/.local/share/rkub/rkub.db");
	store_seterr("no database: give -d FILE or set RKUB_DB (HOME is not "
	    "set)");
	return NULL;
}

/* mkdir -p of the folder that holds path. */
static int
make_parent(const char *path)
{
	char *dir = store_strdup(path), *p;
	int rc = 0;

	if (dir == NULL)
		return STORE_ERR;
	if ((p = strrchr(dir, '/')) == NULL || p == dir) {
		free(dir);
		return 0;
	}
	*p = '\0';
	for (p = dir + 1; rc == 0; p++) {
		char c = *p;

		if (c != '/' && c != '\0')
			continue;
		*p = '\0';
		if (mkdir(dir, 0777) < 0 && errno != EEXIST) {
			store_seterr("cannot create %s: %s", dir, strerror(errno));
			rc = STORE_ERR;
		}
		*p = c;
		if (c == '\0')
			break;
	}
	free(dir);
	return rc;
}

static int
pragma_int(sqlite3 *db, const char *sql, int *out)
{
	sqlite3_stmt *st;
	int rc;

	*out = 0;
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	rc = sqlite3_step(st);
	*out = rc == SQLITE_ROW ? sqlite3_column_int(st, 0) : 0;
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : -1;
}

struct head {
	int app, version, tables;
	char why[ERRLEN];       /* when it cannot be read: SQLite's reason */
};

/* The three facts that say whose database it is, read in one read
 * transaction, so that a set-up committed meanwhile is seen whole. */
static int
read_head(sqlite3 *db, const char *path, struct head *h)
{
	int in_tx = !sqlite3_get_autocommit(db);

	if (!in_tx && sqlite3_exec(db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK) {
		db_error(db, "cannot read");
		snprintf(h->why, sizeof(h->why), "%s", store_error());
		return STORE_ERR;
	}
	if (pragma_int(db, "PRAGMA application_id", &h->app) < 0 ||
	    pragma_int(db, "PRAGMA user_version", &h->version) < 0 ||
	    pragma_int(db, "SELECT count(*) FROM sqlite_master",
	    &h->tables) < 0) {
		snprintf(h->why, sizeof(h->why), "%s", sqlite3_errmsg(db));
		store_seterr("%s is not an rkub database: %s", path, h->why);
		if (!in_tx)
			sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
		return STORE_ERR;
	}
	if (!in_tx)
		sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
	return 0;
}

static int migrate(sqlite3 *, const char *, int);

/* What another file says of itself, for merge: its application id, its
 * schema version, its count of tables; why it cannot be read. */
int
store_head(sqlite3 *db, const char *path, int *app, int *version,
    int *tables, char *why, size_t len)
{
	struct head h;

	if (read_head(db, path, &h) < 0) {
		snprintf(why, len, "%s", h.why);
		return STORE_ERR;
	}
	*app = h.app;
	*version = h.version;
	*tables = h.tables;
	return STORE_OK;
}

/* A copy of another rkub database (merge holds it in memory), brought up
 * to this rkub's schema by the same migrations. */
int
store_migrate(sqlite3 *db, const char *path)
{
	return migrate(db, path, 0);
}

static int
check_head(const char *path, const struct head *h, int create)
{
	if (h->app != RKUB_APPLICATION_ID && (h->app != 0 || h->tables > 0)) {
		store_seterr("%s is not an rkub database (application id %d): "
		    "give another file with -d", path, h->app);
		return STORE_ERR;
	}
	if (h->version > NMIGRATIONS) {
		store_seterr("%s was written by a newer rkub (schema %d; this "
		    "rkub knows %d): upgrade rkub", path, h->version, NMIGRATIONS);
		return STORE_ERR;
	}
	if (h->tables == 0 && !create) {
		store_seterr("%s holds no games: start one with 'rkub new'", path);
		return STORE_ERR;
	}
	return 0;
}

/* Set up or migrate inside one IMMEDIATE transaction, the facts read again
 * once the lock is held: of four processes creating one file at once, one
 * sets it up and the others find it set up. */
static int
migrate(sqlite3 *db, const char *path, int create)
{
	struct head h;
	char sql[64];
	int v;

	if (store_begin(db) < 0)
		return STORE_ERR;
	if (read_head(db, path, &h) < 0 || check_head(path, &h, create) < 0) {
		store_rollback(db);
		return STORE_ERR;
	}
	for (v = h.version; v < NMIGRATIONS; v++) {
		if (sqlite3_exec(db, migrations[v], NULL, NULL, NULL) != SQLITE_OK) {
			db_error(db, "cannot create the schema");
			store_rollback(db);
			return STORE_ERR;
		}
		snprintf(sql, sizeof(sql), "PRAGMA user_version = %d", v + 1);
		if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK) {
			db_error(db, "cannot set the schema version");
			store_rollback(db);
			return STORE_ERR;
		}
	}
	snprintf(sql, sizeof(sql), "PRAGMA application_id = %d",
	    RKUB_APPLICATION_ID);
	if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK) {
		db_error(db, "cannot mark the database as rkub's");
		store_rollback(db);
		return STORE_ERR;
	}
	return store_commit(db);
}

int
store_open(const char *path, sqlite3 **out, int create)
{
	sqlite3 *db = NULL;
	struct stat st;
	struct head h;
	int exists;

	*out = NULL;
	snprintf(dbname, sizeof(dbname), "%s", path);
	exists = stat(path, &st) == 0;
	if (!exists && !create) {
		store_seterr("no database at %s: start a game with 'rkub new'",
		    path);
		return STORE_ERR;
	}
	if (exists && S_ISDIR(st.st_mode)) {
		store_seterr("%s is a directory, not a database", path);
		return STORE_ERR;
	}
	if (!exists && make_parent(path) < 0)
		return STORE_ERR;
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE |
	    (create ? SQLITE_OPEN_CREATE : 0), NULL) != SQLITE_OK) {
		store_seterr("cannot open %s: %s", path, db ?
		    sqlite3_errmsg(db) : "out of memory");
		sqlite3_close(db);
		return STORE_ERR;
	}
	sqlite3_busy_timeout(db, 10000);
	sqlite3_extended_result_codes(db, 1);
	if (read_head(db, path, &h) < 0 || check_head(path, &h, create) < 0) {
		sqlite3_close(db);
		return STORE_ERR;
	}
	if (q_exec(db, "PRAGMA foreign_keys = ON") < 0 ||
	    q_exec(db, "PRAGMA synchronous = NORMAL") < 0) {
		sqlite3_close(db);
		return STORE_ERR;
	}
	if (h.version < NMIGRATIONS && migrate(db, path, create) < 0) {
		sqlite3_close(db);
		return STORE_ERR;
	}
	*out = db;
	return 0;
}

/* The statements kept prepared for the connection's life. */
#define KEPT_MAX 32
static struct kept {
	sqlite3 *db;
	const char *sql;
	sqlite3_stmt *st;
} kept[KEPT_MAX];

sqlite3_stmt *
q_keep(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st = NULL;
	int i, free_slot = -1;

	for (i = 0; i < KEPT_MAX; i++) {
		if (kept[i].db == db && kept[i].sql == sql)
			return kept[i].st;
		if (kept[i].db == NULL && free_slot < 0)
			free_slot = i;
	}
	if (sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &st,
	    NULL) != SQLITE_OK) {
		db_error(db, "cannot prepare a statement");
		sqlite3_finalize(st);
		return NULL;
	}
	if (free_slot >= 0) {
		kept[free_slot].db = db;
		kept[free_slot].sql = sql;
		kept[free_slot].st = st;
	}
	return st;
}

void
q_release(sqlite3_stmt *st)
{
	int i;

	if (st == NULL)
		return;
	for (i = 0; i < KEPT_MAX; i++)
		if (kept[i].st == st) {
			sqlite3_reset(st);
			sqlite3_clear_bindings(st);
			return;
		}
	sqlite3_finalize(st);   /* the cache was full */
}

void
store_close(sqlite3 *db)
{
	int i;

	if (db == NULL)
		return;
	for (i = 0; i < KEPT_MAX; i++)
		if (kept[i].db == db) {
			sqlite3_finalize(kept[i].st);
			memset(&kept[i], 0, sizeof(kept[i]));
		}
	if (sqlite3_close(db) != SQLITE_OK)
		db_error(db, "cannot close");
}

int
store_begin(sqlite3 *db)
{
	return q_exec(db, "BEGIN IMMEDIATE");
}

/*
 * RKUB_TEST_FAIL_COMMIT=1 makes the commit fail, as a kill or a lock
 * would, so that the tests can show nothing is printed as stored.
 */
int
store_commit(sqlite3 *db)
{
	const char *t = getenv("RKUB_TEST_FAIL_COMMIT");

	if (t != NULL && strcmp(t, "1") == 0) {
		store_seterr("%s: COMMIT: failed on purpose "
		    "(RKUB_TEST_FAIL_COMMIT)", dbname);
		return STORE_ERR;
	}
	return q_exec(db, "COMMIT");
}

void
store_rollback(sqlite3 *db)
{
	if (db != NULL && !sqlite3_get_autocommit(db))
		sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
}

sqlite3_stmt *
q_prepare(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st = NULL;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
		db_error(db, "cannot prepare a statement");
		sqlite3_finalize(st);
		return NULL;
	}
	return st;
}

/* A parameter the statement lacks is a bug in rkub: abort, as assert. */
static int
param(sqlite3_stmt *st, const char *name)
{
	int i = sqlite3_bind_parameter_index(st, name);

	if (i == 0) {
		fprintf(stderr, "rkub: internal error: no parameter %s in %s\n",
		    name, sqlite3_sql(st));
		abort();
	}
	return i;
}

void
q_text(sqlite3_stmt *st, const char *name, const char *v)
{
	if (st != NULL)
		sqlite3_bind_text(st, param(st, name), v, -1, SQLITE_TRANSIENT);
}

void
q_int(sqlite3_stmt *st, const char *name, sqlite3_int64 v)
{
	if (st != NULL)
		sqlite3_bind_int64(st, param(st, name), v);
}

void
q_null(sqlite3_stmt *st, const char *name)
{
	if (st != NULL)
		sqlite3_bind_null(st, param(st, name));
}

int
q_step(sqlite3_stmt *st)
{
	int rc;

	if (st == NULL)
		return -1;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW || rc == SQLITE_DONE)
		return rc;
	db_error(sqlite3_db_handle(st), "cannot run a statement");
	return -1;
}

int
q_done(sqlite3_stmt *st)
{
	int rc;

	while ((rc = q_step(st)) == SQLITE_ROW)
		;
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

void
q_finalize(sqlite3_stmt *st)
{
	sqlite3_finalize(st);
}

int
q_exec(sqlite3 *db, const char *sql)
{
	if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK)
		return db_error(db, sql);
	return 0;
}

const char *
q_col_text(sqlite3_stmt *st, int col)
{
	const unsigned char *s = sqlite3_column_text(st, col);

	return s != NULL ? (const char *)s : "";
}

int
q_col_int(sqlite3_stmt *st, int col, long long lo, long long hi,
    const char *what, long long *out)
{
	long long v;

	if (sqlite3_column_type(st, col) != SQLITE_INTEGER) {
		store_seterr("%s: the database is damaged: %s is '%s', not a "
		    "whole number: see 'rkub doctor'", dbname, what,
		    q_col_text(st, col));
		return STORE_ERR;
	}
	v = sqlite3_column_int64(st, col);
	if (v < lo || v > hi) {
		store_seterr("%s: the database is damaged: %s is %lld, not "
		    "from %lld to %lld: see 'rkub doctor'", dbname, what, v, lo,
		    hi);
		return STORE_ERR;
	}
	*out = v;
	return 0;
}

int
q_col_score(sqlite3_stmt *st, int col, const char *what, int *out)
{
	long long v;

	if (q_col_int(st, col, INT_MIN, INT_MAX, what, &v) < 0)
		return STORE_ERR;
	*out = (int)v;
	return 0;
}

int
q_col_pos(sqlite3_stmt *st, int col, const struct game *g, int *pos)
{
	long long v;

	if (q_col_int(st, col, 0, g->n - 1, "a seat's position", &v) < 0)
		return STORE_ERR;
	*pos = (int)v;
	return 0;
}
