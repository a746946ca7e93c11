/*
 * store.h: rkub's database, in the domain's words.  Every SQL statement
 * of rkub lives under src/store/, one file a subject:
 *
 *   db.c         open, check, migrate; transactions; the statement helpers
 *   game.c       a game: load, create, its end, the list of games
 *   round.c      the one writer of a round, and undo
 *   gamelog.c    the evening's housekeeping: the current game, renames,
 *                rm, redo, late and leaving players
 *   sheet.c      the score sheet: rounds, racks, totals, the long export
 *   standings.c  the standings
 *   health.c     doctor (integrity, keys, tally recount) and backup
 *   lists.c      game and player names for shell completion (lists.h)
 *   merge.c      another device's games brought in (rkub merge)
 *
 * The store never prints and never exits.  A function that fails returns
 * STORE_ERR after keeping a message (store_error()); the front end prints
 * it, "rkub: " before it, and exits 2.  Outcomes that are no failure of the
 * database (no such game, a name taken) have their own codes, which the
 * front end words.  Values read back from the database are checked like
 * any input: a value out of range is a damaged database, STORE_ERR.
 */
#ifndef RKUB_STORE_H
#define RKUB_STORE_H

#include <stdint.h>
#include <sqlite3.h>

#include "../core/rkub.h"

#define RKUB_APPLICATION_ID 0x726b7562  /* "rkub" */

#define STORE_OK 0
#define STORE_ERR (-1)     /* the message is in store_error() */
#define STORE_NONE 1       /* no such game, no such round */
#define STORE_EXISTS 2     /* the name is taken */
#define STORE_DIVERGED 3   /* merge: a game changed on both sides */

/* A new game's or round's identity across devices (merge.sql): the time
 * in milliseconds, then 64 random bits.  Writers that insert many rows
 * name it, sparing a trigger a row. */
#define STORE_UID "printf('%012x', CAST((julianday('now') - 2440587.5) * " \
    "86400000 AS INTEGER)) || lower(hex(randomblob(8)))"

const char *store_error(void);
const char *store_name(void);          /* the database's path */
char *store_strdup(const char *);     /* NULL after a message */
void store_seterr(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* db.c */
char *store_path(const char *opt);          /* malloc'd, or NULL */
int store_open(const char *path, sqlite3 **, int create);
void store_close(sqlite3 *);
int store_begin(sqlite3 *);
int store_commit(sqlite3 *);
void store_rollback(sqlite3 *);
int store_schema_version(void);
/* Another file's application id, schema version and count of tables
 * (STORE_ERR, why filled, when it cannot be read); a copy of an older
 * rkub database brought up to this schema. */
int store_head(sqlite3 *, const char *path, int *app, int *version,
    int *tables, char *why, size_t len);
int store_migrate(sqlite3 *, const char *path);

/*
 * The statement helpers.  q_prepare returns NULL after keeping the message
 * when a statement does not prepare; every q_* takes a NULL statement as
 * one that failed (binds do nothing, q_step returns -1).
 */
sqlite3_stmt *q_prepare(sqlite3 *, const char *sql);
void q_text(sqlite3_stmt *, const char *name, const char *value);
void q_int(sqlite3_stmt *, const char *name, sqlite3_int64 value);
void q_null(sqlite3_stmt *, const char *name);
int q_step(sqlite3_stmt *);     /* SQLITE_ROW, SQLITE_DONE, or -1 */
int q_done(sqlite3_stmt *);     /* step to the end and finalize: 0 or -1 */
void q_finalize(sqlite3_stmt *);
int q_exec(sqlite3 *, const char *sql);
const char *q_col_text(sqlite3_stmt *, int col);  /* never NULL */
/* A statement kept prepared for the connection's life: q_keep(db, SQL)
 * with SQL a string constant; q_release resets it for the next use. */
sqlite3_stmt *q_keep(sqlite3 *, const char *sql);
void q_release(sqlite3_stmt *);
/* A column that must be a whole number from lo to hi: else the database
 * is damaged (STORE_ERR, what names the value). */
int q_col_int(sqlite3_stmt *, int col, long long lo, long long hi,
    const char *what, long long *out);
/* The same for a score (any int) and for a seat's position in game g
 * (0 to its players less one), which indexes arrays by seat. */
struct game;
int q_col_score(sqlite3_stmt *, int col, const char *what, int *out);
int q_col_pos(sqlite3_stmt *, int col, const struct game *g, int *pos);

/* game.c: a game as the commands see it. */
struct game {
	int64_t id;
	char *name;
	struct rules rules;
	int n;
	char *player[RK_MAX_PLAYERS];
	int64_t pid[RK_MAX_PLAYERS];
	int rounds;                     /* live rounds */
	int seated[RK_MAX_PLAYERS];     /* 1: at the table now (seat drop) */
	int end_rounds;                 /* the game ends after: 0 never */
	int end_target;                 /* ... or at this total: 0 never */
};

/* Rule columns preset, joker, tokens, exhausted, never_melded, tiles,
 * meld from column col on, checked: STORE_OK or STORE_ERR. */
int store_rules_row(sqlite3_stmt *, int col, struct rules *);
/* The game called name, or the current one when name is NULL: STORE_OK,
 * STORE_NONE, STORE_ERR. */
int store_game_load(sqlite3 *, const char *name, struct game *);
void store_game_free(struct game *);
/* The player called name, added unless one is called so in any case. */
int store_player_add(sqlite3 *, const char *name);
/* A game with its rules and players, made the current one: STORE_OK,
 * STORE_EXISTS (taken holds the name as stored), STORE_ERR. */
int store_game_create(sqlite3 *, const char *name, const struct rules *,
    const char names[][RK_NAME_MAX + 1], int n, int64_t *id,
    char taken[RK_NAME_MAX + 1]);
/* The game's end: after rounds rounds, or at target points (0: none);
 * store_game_load reads it back into end_rounds and end_target. */
int store_game_set_end(sqlite3 *, int64_t id, int rounds, int target);

struct store_game_info {
	int current;
	const char *name;
	const char *players;            /* "ann, ben" */
	int rounds;
	const char *created;            /* YYYY-MM-DD */
};
int store_games_each(sqlite3 *,
    int (*fn)(void *, const struct store_game_info *), void *);
int store_games_json(sqlite3 *, char **json);
/* The one text a statement returns (a JSON document), malloc'd; the
 * statement is finalized. */
int store_json(sqlite3_stmt *, char **json);

/* round.c: the one writer of a round, for every path. */
struct store_entry {
	const char *rack;               /* as typed; NULL: a score was given */
	int value;                      /* rack value (tokens); with rack */
	int tiles;                      /* tiles left; -1: given as a sum */
	int never_melded;
	int score;
	int won;
	int absent;                     /* not at the table: no entry */
};
struct store_round {
	const char *kind;               /* out, exhausted, scores, layout, ... */
	int winner;                     /* a seat, or -1 */
	const char *layout;             /* the table, or NULL */
	int replace;                    /* 0: a new row; N: replaces round N */
	struct store_entry e[RK_MAX_PLAYERS];   /* by seat */
};
/* Appends the round to the game's sheet, or with replace N puts it in
 * round N's place, round N kept, undone and marked replaced (STORE_NONE:
 * no live round N); *num: its row. */
int store_round_add(sqlite3 *, const struct game *,
    const struct store_round *, int *num);
/* A bulk of new rounds for game g (an import), inside the caller's
 * transaction: store_round_add numbers them in memory and fires no
 * trigger; store_bulk_end turns the triggers back on and, with keep,
 * counts the game's tally once (without keep: the caller rolls back). */
int store_bulk_begin(sqlite3 *, const struct game *g);
int store_bulk_end(sqlite3 *, int keep);
/* Marks the last live round undone: STORE_OK, STORE_NONE, STORE_ERR;
 * *num and scores[seat]: what it was. */
int store_round_undo(sqlite3 *, const struct game *, int *num, int *scores);
/* Round rid taken back (undone 1) or brought back, with its entries. */
int store_round_mark(sqlite3 *, int64_t rid, int undone, int replaced);
/* The live entries of game's rounds taken back, taken back with them. */
int store_round_mark_entries(sqlite3 *, int64_t game);

/* gamelog.c: the evening's housekeeping (issue 13). */
int store_current_get(sqlite3 *, int64_t *id);      /* 0: none */
int store_current_set(sqlite3 *, int64_t id);       /* 0: none */
int store_player_name(sqlite3 *, const char *name,
    char stored[RK_NAME_MAX + 1]);
int store_player_rename(sqlite3 *, const char *old, const char *to,
    char taken[RK_NAME_MAX + 1]);
int store_game_rename(sqlite3 *, const struct game *, const char *to,
    char taken[RK_NAME_MAX + 1]);
int store_game_remove(sqlite3 *, const struct game *);
int store_game_restore(sqlite3 *, const char *name,
    char stored[RK_NAME_MAX + 1]);
int store_game_purge(sqlite3 *, const char *name, int *n);
int store_round_redo(sqlite3 *, const struct game *, int *num);
int store_game_twin(sqlite3 *, const struct game *,
    char name[RK_NAME_MAX + 1]);
/* A late player joins (or one who left comes back): STORE_EXISTS when
 * already at the table; stored: the name as stored. */
int store_seat_add(sqlite3 *, const struct game *, const char *name,
    char stored[RK_NAME_MAX + 1]);
int store_seat_drop(sqlite3 *, const struct game *, int seat);

/* sheet.c */
int store_totals(sqlite3 *, const struct game *, int *totals);
/* Each live round's racks as typed and its time. */
struct store_racks_row {
	int num;
	const char *kind;
	const char *created;            /* UTC, as stored */
	const char *rack[RK_MAX_PLAYERS];   /* by seat; NULL: a score */
	int score[RK_MAX_PLAYERS];
};
int store_racks_each(sqlite3 *, const struct game *,
    int (*fn)(void *, const struct store_racks_row *), void *);
struct store_sheet_row {
	int num;
	int undone;
	int replaced;                   /* undone by round --replace */
	int has[RK_MAX_PLAYERS];        /* the seat played the round */
	int scores[RK_MAX_PLAYERS];     /* by seat */
};
/* Each round in order, undone ones too with all. */
int store_sheet_each(sqlite3 *, const struct game *, int all,
    int (*fn)(void *, const struct store_sheet_row *), void *);
/* The sheet as JSON, with the rules (a JSON object) and what is said of
 * the game's end (NULL: it goes on) as the front end words them. */
int store_sheet_json(sqlite3 *, const struct game *, const char *rules,
    const char *ended, int all, char **json);
struct store_export_row {
	const char *game;
	int round;
	const char *player;
	int score, won;
	const char *rack;               /* NULL when none */
	int has_value, value;
	int tiles;                      /* -1: none */
	int never_melded;
	long long total;                /* running, the player's in the game */
	int first;                      /* the first row of its game: */
	struct rules rules;             /* the game's rules, set on it */
};
/* Every live entry of the game, or of every game when g is NULL. */
int store_export_each(sqlite3 *, const struct game *,
    int (*fn)(void *, const struct store_export_row *), void *);

/* standings.c */
struct store_standing {
	int rank;
	const char *player;
	long long total;
	int played, won;
	int has_best, best, has_worst, worst;
	int games;
};
/* The game's standings, or every game's (junior games aside) when g is
 * NULL. */
int store_standings_each(sqlite3 *, const struct game *,
    int (*fn)(void *, const struct store_standing *), void *);
int store_standings_json(sqlite3 *, const struct game *, char **json);

/*
 * merge.c: another device's database brought into this one.  The other
 * file is read whole into memory (a snapshot) and checked before this
 * database is opened, so that a file refused leaves nothing behind; the
 * merge is one transaction, begun and committed by store_merge, and
 * nothing is written when there is nothing new.
 */
struct store_other;
int store_other_load(const char *path, struct store_other **);
void store_other_free(struct store_other *);

struct store_merged {           /* a game the merge brought something to */
	char *name;
	int is_new;
	int added;                  /* live rounds brought in */
	int taken_back;             /* rounds taken back: there, or history */
	char *event;                /* new, and a table of this event there */
};
struct store_merge {
	struct store_merged *games;
	int ngames;
	int players;                /* players new here */
	struct {                    /* STORE_DIVERGED: what differs */
		char *game;
		int round;              /* 0: two games with one name */
		char *here, *there;     /* each side's version */
	} conflict;
};
/* STORE_OK (committed, or nothing new, or rolled back with dry_run),
 * STORE_DIVERGED (m->conflict says what), STORE_ERR. */
int store_merge(sqlite3 *, const struct store_other *, int dry_run,
    struct store_merge *);
void store_merge_free(struct store_merge *);

/* health.c */
/* Every check in turn: fn(arg, check, finding) for each finding, and
 * fn(arg, check, NULL) for a check that found nothing; *nfound: how many
 * in all. */
int store_doctor(sqlite3 *, int (*fn)(void *, const char *check,
    const char *finding), void *, int *nfound);
/* A copy of the database at path, taken while others use it, checked,
 * and put in place whole: *pages copied. */
int store_backup(sqlite3 *, const char *path, int *pages);

#endif
