/*
 * live.h: what rkub serve asks of the database beyond the commands: the
 * journal mode for a reader and writers at once, the version that tells
 * the live board to refresh, and a game's deals read back.
 */
#ifndef RKUB_STORE_LIVE_H
#define RKUB_STORE_LIVE_H

#include <sqlite3.h>

int store_wal(sqlite3 *);
/* Back to the rollback journal, when no one else has the file open. */
void store_unwal(sqlite3 *);
int store_data_version(sqlite3 *, long long *);

/* A game's live rounds in order: for each, on_row once per seat. */
struct live_row {
	int num, pos, score, won;
	const char *kind, *rack;
};
int store_game_rounds(sqlite3 *, sqlite3_int64 game,
    void (*on_row)(const struct live_row *, void *), void *);

#endif
