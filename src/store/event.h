/*
 * event.h: tournaments in the store: events, their players, sittings and
 * tables, and the event standings.  Every statement about events lives in
 * src/store/event*.c; the commands call these functions only.
 *
 * Each table at a sitting is an ordinary game named EVENT/SITTING/TABLE
 * (open/2/3), its seat.pos the start order (pos 0 starts deal 1, the start
 * moves one seat a deal), so round, undo, show and export work on it.
 *
 * Every function returns 0, or an exit status (1: breaks a rule, 2: not
 * understood or a database error) after a message on standard error.
 * None begins or ends a transaction: the caller holds one.
 *
 *   ev_create        a new event with its players and rules; it becomes
 *                    the current event
 *   ev_load          an event (NULL: the current one) with its players,
 *                    sittings and every seat of every sitting, and the
 *                    deals each table has played: struct ev
 *   ev_free          frees what ev_load filled
 *   ev_list          every event, for 'event list'
 *   ev_player_add    registers a player (late entry)
 *   ev_player_active drops a player (0) or brings them back (1)
 *   ev_sitting_add   writes a seated sitting: the sitting, a game per table
 *                    with its players in start order, each table's PIN
 *   ev_table_game    the game of table T at the current sitting of the
 *                    current event, refused when the table does not exist
 *                    or has played all its deals: what 'round --table' and
 *                    a server posting a deal use
 *   ev_standings     the event standings, ranked by SQLite (window
 *                    functions): a row per player, best first
 *   ev_deals         every deal of the event: sitting, table, deal, player,
 *                    score, for 'event export'
 */
#ifndef RKUB_STORE_EVENT_H
#define RKUB_STORE_EVENT_H

#include <stdint.h>

#include "../core/rkub.h"

struct sqlite3;

#define EV_PLAYERS_MAX 4000       /* registered players */
#define EV_SITTINGS_MAX 99
#define EV_RANK_MAX 8             /* places that --points rank can list */

enum ev_method { EV_RANDOM, EV_MIXED, EV_STANDINGS, EV_CUT };
enum ev_carry { EV_CARRY_NONE, EV_CARRY_CLEAR, EV_CARRY_KEEP, EV_CARRY_HALVE };
extern const char *const ev_method_names[];   /* "random", ... */
extern const char *const ev_carry_names[];    /* "", "clear", ... */

struct ev_player {
	int64_t id;
	char *name;
	int active;                  /* 0: withdrawn */
};

struct ev_sitting {
	int num;                     /* 1, 2, ... */
	enum ev_method method;
	uint64_t seed;
	enum ev_carry carry;         /* cuts only */
	int repeats;
	int ntables;
	int first;                   /* its first seat in ev.seat */
	int nseats;
};

/* A player's place at one sitting: the seats of a sitting are ordered by
 * table, then seat. */
struct ev_seat {
	int sitting, table, seat;    /* all from 1; seat 1 starts deal 1 */
	int size;                    /* players at the table */
	int player;                  /* index into ev.player */
	int deals;                   /* deals the table plays */
	int played;                  /* deals recorded so far */
	char pin[8];
};

struct ev {
	int64_t id;
	char *name;
	struct rules rules;
	int deals;                   /* 0: as many as the table's players */
	int sittings;                /* planned */
	int rank;                    /* 1: --points rank, else score */
	int nrank;
	int rank_points[EV_RANK_MAX];
	int nplayers, nactive;
	struct ev_player *player;    /* in order of registration */
	int nsittings;               /* seated so far */
	struct ev_sitting *sitting;
	int nseats;
	struct ev_seat *seat;
};

struct ev_new {                  /* ev_create's input */
	const char *name;
	const struct rules *rules;
	int deals, sittings, rank, nrank;
	int rank_points[EV_RANK_MAX];
	int nplayers;
	char **player;
};

struct ev_listing {
	char *name;
	int players, active, sittings, planned, current;
};

/* A sitting to write: ntables tables, size[t] players each, the player
 * indexes (into ev.player) table by table in start order. */
struct ev_plan {
	enum ev_method method;
	uint64_t seed;
	enum ev_carry carry;
	int repeats;
	int deals;                   /* 0: the table's size */
	int ntables;
	const int *size;
	const int *player;
	char (*pin)[8];              /* ntables six-digit PINs */
};

struct ev_standing {
	int rank;
	int player;                  /* index into ev.player */
	double points;
	int played, won, tables_won;
	int best, has_best;
	int finalist;                /* cuts reached */
};

struct ev_deal {
	int sitting, table, deal;
	int player;                  /* index into ev.player */
	int score;
};

int ev_create(struct sqlite3 *, const struct ev_new *);
int ev_load(struct sqlite3 *, const char *name, struct ev *);
void ev_free(struct ev *);
int ev_list(struct sqlite3 *, struct ev_listing **, int *n);
void ev_list_free(struct ev_listing *, int n);
int ev_find_player(const struct ev *, const char *name);   /* index or -1 */
int ev_player_add(struct sqlite3 *, struct ev *, const char *name);
int ev_player_active(struct sqlite3 *, const struct ev *, int player,
    int active);
int ev_sitting_add(struct sqlite3 *, const struct ev *, const struct ev_plan *);
int ev_table_game(struct sqlite3 *, int table, char **game);
int ev_standings(struct sqlite3 *, const struct ev *, struct ev_standing **,
    int *n);
int ev_deals(struct sqlite3 *, const struct ev *, struct ev_deal **, int *n);

#endif
