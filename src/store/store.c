/*
 * store.c: open the database, check that it is rkub's and of a version
 * this rkub knows, migrate it forward, and the statement helpers.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store.h"
#include "../cli/cli.h"

static const char schema_v1[] =
#include "schema.h"
;
static const char schema_events[] =
#include "events.h"
;

/* The migrations, in order: migration i brings user_version to i + 1. */
static const char *const migrations[] = {
	schema_v1,
	schema_events,
};
#define NMIGRATIONS ((int)(sizeof(migrations) / sizeof(migrations[0])))

static const char *dbname = "database";

int
store_schema_version(void)
{
	return NMIGRATIONS;
}

static void
db_error(sqlite3 *db, const char *what)
{
	warnx_("%s: %s: %s", dbname, what, sqlite3_errmsg(db));
}

/* -d FILE, else $RKUB_DB, else $XDG_DATA_HOME/rkub/rkub.db, else
 * ~/.local/share/rkub/rkub.db. */
char *
store_path(const char *opt)
{
	const char *env;

	if (opt != NULL && opt[0] != '\0')
		return xstrdup(opt);
	if ((env = getenv("RKUB_DB")) != NULL && env[0] != '\0')
		return xstrdup(env);
	if ((env = getenv("XDG_DATA_HOME")) != NULL && env[0] == '/')
		return xasprintf("%s/rkub/rkub.db", env);
	if ((env = getenv("HOME")) != NULL && env[0] != '\0')
		return xasprintf("%s/.local/share/rkub/rkub.db", env);
	warnx_("no database: give -d FILE or set RKUB_DB (HOME is not set)");
	return NULL;
}

/* mkdir -p of the folder that holds path. */
static int
make_parent(const char *path)
{
	char *dir = xstrdup(path), *p;
	int rc = 0;

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
			warnx_("cannot create %s: %s", dir, strerror(errno));
			rc = -1;
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

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	rc = sqlite3_step(st);
	*out = rc == SQLITE_ROW ? sqlite3_column_int(st, 0) : 0;
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : -1;
}

static int
migrate(sqlite3 *db, int from)
{
	char *sql;
	int v;

	if (store_begin(db) < 0)
		return -1;
	/* Someone else may have migrated it while we waited for the lock. */
	if (pragma_int(db, "PRAGMA user_version", &v) < 0) {
		db_error(db, "cannot read the schema version");
		store_rollback(db);
		return -1;
	}
	(void)from;
	for (; v < NMIGRATIONS; v++) {
		if (sqlite3_exec(db, migrations[v], NULL, NULL, NULL) != SQLITE_OK) {
			db_error(db, "cannot create the schema");
			store_rollback(db);
			return -1;
		}
		sql = xasprintf("PRAGMA user_version = %d", v + 1);
		if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK) {
			free(sql);
			db_error(db, "cannot set the schema version");
			store_rollback(db);
			return -1;
		}
		free(sql);
	}
	sql = xasprintf("PRAGMA application_id = %d", RKUB_APPLICATION_ID);
	v = sqlite3_exec(db, sql, NULL, NULL, NULL);
	free(sql);
	if (v != SQLITE_OK) {
		db_error(db, "cannot mark the database as rkub's");
		store_rollback(db);
		return -1;
	}
	return store_commit(db);
}

int
store_open(const char *path, sqlite3 **out, int create)
{
	sqlite3 *db = NULL;
	struct stat st;
	int app = 0, version = 0, tables = 0, exists;

	*out = NULL;
	dbname = path;
	exists = stat(path, &st) == 0;
	if (!exists && !create) {
		warnx_("no database at %s: start a game with 'rkub new'", path);
		return -1;
	}
	if (exists && S_ISDIR(st.st_mode)) {
		warnx_("%s is a directory, not a database", path);
		return -1;
	}
	if (!exists && make_parent(path) < 0)
		return -1;
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE |
	    (create ? SQLITE_OPEN_CREATE : 0), NULL) != SQLITE_OK) {
		warnx_("cannot open %s: %s", path, db ? sqlite3_errmsg(db) :
		    "out of memory");
		sqlite3_close(db);
		return -1;
	}
	sqlite3_busy_timeout(db, 10000);
	sqlite3_extended_result_codes(db, 1);
	if (pragma_int(db, "PRAGMA application_id", &app) < 0 ||
	    pragma_int(db, "PRAGMA user_version", &version) < 0 ||
	    pragma_int(db, "SELECT count(*) FROM sqlite_master", &tables) < 0) {
		warnx_("%s is not an rkub database: %s", path, sqlite3_errmsg(db));
		sqlite3_close(db);
		return -1;
	}
	if (app != RKUB_APPLICATION_ID && (app != 0 || tables > 0)) {
		warnx_("%s is not an rkub database (application id %d): give "
		    "another file with -d", path, app);
		sqlite3_close(db);
		return -1;
	}
	if (version > NMIGRATIONS) {
		warnx_("%s was written by a newer rkub (schema %d; this rkub "
		    "knows %d): upgrade rkub", path, version, NMIGRATIONS);
		sqlite3_close(db);
		return -1;
	}
	if (tables == 0 && !create) {
		warnx_("%s holds no games: start one with 'rkub new'", path);
		sqlite3_close(db);
		return -1;
	}
	if (q_exec(db, "PRAGMA foreign_keys = ON") < 0 ||
	    q_exec(db, "PRAGMA synchronous = NORMAL") < 0) {
		sqlite3_close(db);
		return -1;
	}
	if (version < NMIGRATIONS && migrate(db, version) < 0) {
		sqlite3_close(db);
		return -1;
	}
	*out = db;
	return 0;
}

void
store_close(sqlite3 *db)
{
	if (db != NULL && sqlite3_close(db) != SQLITE_OK)
		db_error(db, "cannot close");
}

int
store_begin(sqlite3 *db)
{
	return q_exec(db, "BEGIN IMMEDIATE");
}

int
store_commit(sqlite3 *db)
{
	return q_exec(db, "COMMIT");
}

void
store_rollback(sqlite3 *db)
{
	if (!sqlite3_get_autocommit(db))
		sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
}

/* A statement that does not prepare is a bug in rkub, not in the data. */
sqlite3_stmt *
q_prepare(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st = NULL;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
		db_error(db, "cannot prepare a statement");
		store_rollback(db);
		sqlite3_close(db);
		exit(EXIT_USAGE);
	}
	return st;
}

static int
param(sqlite3_stmt *st, const char *name)
{
	int i = sqlite3_bind_parameter_index(st, name);

	if (i == 0) {
		warnx_("internal error: no parameter %s in %s", name,
		    sqlite3_sql(st));
		abort();
	}
	return i;
}

void
q_text(sqlite3_stmt *st, const char *name, const char *v)
{
	sqlite3_bind_text(st, param(st, name), v, -1, SQLITE_TRANSIENT);
}

void
q_int(sqlite3_stmt *st, const char *name, sqlite3_int64 v)
{
	sqlite3_bind_int64(st, param(st, name), v);
}

void
q_null(sqlite3_stmt *st, const char *name)
{
	sqlite3_bind_null(st, param(st, name));
}

int
q_step(sqlite3_stmt *st)
{
	int rc = sqlite3_step(st);

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
	if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK) {
		db_error(db, sql);
		return -1;
	}
	return 0;
}

const char *
q_col_text(sqlite3_stmt *st, int col)
{
	const unsigned char *s = sqlite3_column_text(st, col);

	return s != NULL ? (const char *)s : "";
}
