/*
 * lists.h: the names the shell completes:
 * every game, and the players of a game in seat order.
 */
#ifndef RKUB_LISTS_H
#define RKUB_LISTS_H

#include <sqlite3.h>

/* Each calls fn once per name; 0, or -1 on a database error. */
int store_game_names(sqlite3 *, void (*fn)(const char *, void *), void *);
/* The players of game, or of the current game when game is NULL. */
int store_player_names(sqlite3 *, const char *game,
    void (*fn)(const char *, void *), void *);

#endif
