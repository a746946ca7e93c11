/*
 * store.h: rkub's SQLite storage.  A thin wrapper over the C API: open
 * with the schema checked and migrated, one IMMEDIATE transaction per
 * writing command, statements with named parameters ($name), never
 * values pasted into SQL.
 */
#ifndef RKUB_STORE_H
#define RKUB_STORE_H

#include <sqlite3.h>

#define RKUB_APPLICATION_ID 0x726b7562  /* "rkub" */

char *store_path(const char *opt);
int store_open(const char *path, sqlite3 **, int create);
void store_close(sqlite3 *);
int store_begin(sqlite3 *);
int store_commit(sqlite3 *);
void store_rollback(sqlite3 *);
int store_schema_version(void);

sqlite3_stmt *q_prepare(sqlite3 *, const char *sql);
void q_text(sqlite3_stmt *, const char *name, const char *value);
void q_int(sqlite3_stmt *, const char *name, sqlite3_int64 value);
void q_null(sqlite3_stmt *, const char *name);
int q_step(sqlite3_stmt *);     /* SQLITE_ROW, SQLITE_DONE, or -1 */
int q_done(sqlite3_stmt *);     /* step to the end and finalize: 0 or -1 */
void q_finalize(sqlite3_stmt *);
int q_exec(sqlite3 *, const char *sql);
const char *q_col_text(sqlite3_stmt *, int col);  /* never NULL */

#endif
