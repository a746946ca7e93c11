/*
 * live.h: what rkub serve asks of the database beyond the commands: the
 * journal mode for a reader and writers at once, the version that tells
 * the live board to refresh, and a game's deals read back.
 */
#ifndef RKUB_STORE_LIVE_H
#define RKUB_STORE_LIVE_H

#include <sqlite3.h>

int store_wal(sqlite3 *);
int store_data_version(sqlite3 *, long long *);

/* A game's live rounds in order: for each, on_row once per seat. */
struct live_row {
	int num, pos, score, won;
	const char *kind, *rack;
};
int store_game_rounds(sqlite3 *, sqlite3_int64 game,
    void (*on_row)(const struct live_row *, void *), void *);

#endif

/* Until the event layer: the games named EVENT/SITTING/TABLE of the
 * latest sitting, and a table's PIN from the settings. */
int store_event_tables(sqlite3 *, const char *event, char **name,
    int *sitting, int *tables, int max);
int store_event_points(sqlite3 *, const char *event,
    void (*on_row)(const char *player, long points, int played, int won,
    void *), void *);
int store_table_pin(sqlite3 *, const char *game, char *pin, size_t len);
