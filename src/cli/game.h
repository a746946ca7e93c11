/*
 * game.h: a game as the commands see it (its rules and players), loaded
 * from the database, and the score sheet they print.
 */
#ifndef RKUB_GAME_H
#define RKUB_GAME_H

#include <sqlite3.h>

#include "cli.h"

struct game {
	sqlite3_int64 id;
	char *name;
	struct rules rules;
	int n;
	char *player[RK_MAX_PLAYERS];
	sqlite3_int64 pid[RK_MAX_PLAYERS];
	int rounds;                     /* live rounds */
};

int game_load(sqlite3 *, const char *name, struct game *);
void game_free(struct game *);
int game_player(const struct game *, const char *name, size_t len);
void game_players_list(const struct game *, char *buf, size_t len);
int name_check(const char *what, const char *name, size_t len);
int rules_from_row(sqlite3_stmt *, int col, struct rules *);
int rules_options(const struct cmd_ctx *, struct rules *);
int game_create(sqlite3 *, const char *name, const struct rules *,
    char names[][RK_NAME_MAX + 1], int n, sqlite3_int64 *id);
int players_fit(const char *cmd, const struct rules *, int n);
int players_split(const char *cmd, const char *list,
    char player[][RK_NAME_MAX + 1], int *n);
int standings_csv(sqlite3 *, const struct game *, int all, FILE *);

/* The score sheet: a row per round, a column per player, aligned for
 * UTF-8 names. */
struct sheet {
	int n;
	int width[RK_MAX_PLAYERS];
};
void sheet_header(struct sheet *, const struct game *);
void sheet_row(const struct sheet *, const char *label, const int *scores,
    const char *suffix);
int totals_load(sqlite3 *, const struct game *, int *totals);
size_t utf8_width(const char *);
void print_padded(const char *s, int width, int right);
const char *signed_str(int v, char *buf, size_t len);

/* csvout.c: CSV through libcsv, formula-safe */
void csv_text(FILE *, const char *);
void csv_int(FILE *, long long);
void csv_null(FILE *);
void csv_sep(FILE *);
void csv_eol(FILE *);

#endif
