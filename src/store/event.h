/*
 * event.h: tournaments in the store: events, their players, sittings and
 * tables, and the event standings.  Every statement about events lives in
 * src/store/event*.c; the commands call these functions only.
 *
 * Each table at a sitting is an ordinary game named EVENT/SITTING/TABLE
 * (open/2/3), its seat.pos the start order (pos 0 starts deal 1, the start
 * moves one seat a deal), so round, undo, show and export work on it;
 * a deal at a table is written by store_round_add like any round.
 *
 * As everywhere in the store: STORE_OK, STORE_ERR (the message in
 * store_error()), or an outcome the caller words: STORE_NONE (no such
 * event), STORE_EXISTS (a name taken).  Nothing here prints, begins or
 * ends a transaction: the caller holds one.
 *
 *   ev_create        a new event with its players and rules, made the
 *                    current event; STORE_EXISTS when the name is taken
 *   ev_load          an event (NULL: the current one) with its players,
 *                    sittings, every seat of every sitting, and the deals
 *                    each table has played: struct ev; STORE_NONE
 *   ev_load_part     the same with the seats of the current sitting only,
 *                    or none: what the standings and the board need
 *   ev_free          frees what ev_load filled
 *   ev_list          every event, for 'event list'
 *   ev_find_player   a registered player's index by name, or -1
 *   ev_player_add    registers a player (late entry): STORE_EXISTS when
 *                    registered already
 *   ev_player_active withdraws a player (0) or brings them back (1)
 *   ev_sitting_add   writes a seated sitting: the sitting, a game per table
 *                    with its players in start order, each table's PIN;
 *                    STORE_EXISTS when a game of that name is in the way
 *   ev_table_find    table T at the current sitting of an event (NULL: the
 *                    current event): its game, deals, deals played, PIN;
 *                    what 'round --table' and a server posting a deal use
 *                    (the caller refuses a table that is missing or done)
 *   ev_standings     the event standings, ranked by SQLite (window
 *                    functions): a row per player, best first
 *   ev_deals         every deal of the event, for 'event export'
 */
#ifndef RKUB_STORE_EVENT_H
#define RKUB_STORE_EVENT_H

#include <stdint.h>

#include "../core/rkub.h"

struct sqlite3;

#define EV_PLAYERS_MAX 4000       /* registered players */
#define EV_NAME_MAX 54            /* so that EVENT/99/1024 is a game name */
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

/* A table at the current sitting, as ev_table_find finds it. */
struct ev_table_ref {
	char event[RK_NAME_MAX + 1];
	int sitting;                 /* 0: none seated yet */
	int tables;                  /* tables at that sitting */
	int table;
	int found;                   /* 0: no such table */
	char game[RK_NAME_MAX + 16]; /* EVENT/SITTING/TABLE */
	int64_t game_id;
	int deals, played;
	char pin[8];
};

struct ev_deal {
	int sitting, table, deal;
	int player;                  /* index into ev.player */
	int score;
};

int ev_create(struct sqlite3 *, const struct ev_new *,
    char taken[RK_NAME_MAX + 1]);
int ev_load(struct sqlite3 *, const char *name, struct ev *);
/* The same with only some seats: every sitting's, the current sitting's,
 * or none (the other sittings' nseats are 0). */
enum { EV_SEATS_ALL, EV_SEATS_CURRENT, EV_SEATS_NONE };
int ev_load_part(struct sqlite3 *, const char *name, int seats,
    struct ev *);
void ev_free(struct ev *);
int ev_list(struct sqlite3 *, struct ev_listing **, int *n);
void ev_list_free(struct ev_listing *, int n);
int ev_find_player(const struct ev *, const char *name);
int ev_player_add(struct sqlite3 *, struct ev *, const char *name);
int ev_player_active(struct sqlite3 *, const struct ev *, int player,
    int active);
int ev_sitting_add(struct sqlite3 *, const struct ev *,
    const struct ev_plan *, char taken[RK_NAME_MAX + 16]);
int ev_table_find(struct sqlite3 *, const char *event, int table,
    struct ev_table_ref *);
int ev_standings(struct sqlite3 *, const struct ev *, struct ev_standing **,
    int *n);
int ev_deals(struct sqlite3 *, const struct ev *, struct ev_deal **, int *n);

#endif
