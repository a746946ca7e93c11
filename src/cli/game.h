/*
 * game.h: what the commands that keep score share: the store's game, the
 * name rules (names.c), the rule options (options.c), the score sheet as
 * printed (sheet.c), CSV out (csvout.c).
 */
#ifndef RKUB_GAME_H
#define RKUB_GAME_H

#include "cli.h"
#include "../store/store.h"

/* names.c: player and game names, a seat by name */
int game_player(const struct game *, const char *name, size_t len);
void game_players_list(const struct game *, char *buf, size_t len);
int name_check(const char *what, const char *name, size_t len);
int players_fit(const char *cmd, const struct rules *, int n);
int players_split(const char *cmd, const char *list,
    char player[][RK_NAME_MAX + 1], int *n);
int names_case_notice(struct cmd_ctx *, const char names[][RK_NAME_MAX + 1],
    int n);
int game_open(struct cmd_ctx *, const char *name, struct game *);
int game_ended(const struct game *, const int *totals, char *buf,
    size_t len);
int game_create(struct cmd_ctx *, const char *name, const struct rules *,
    const char names[][RK_NAME_MAX + 1], int n, int64_t *id);

/* options.c: --preset and the options beside it */
int rules_options(const struct cmd_ctx *, struct rules *);

/* sheet.c: the score sheet: a row per round, a column per player, aligned
 * for UTF-8 names. */
struct sheet {
	FILE *f;
	int n;
	int width[RK_MAX_PLAYERS];
};
void sheet_header(struct sheet *, FILE *, const struct game *);
void sheet_row(const struct sheet *, const char *label, const int *scores,
    const char *suffix);
void sheet_row_has(const struct sheet *, const char *label,
    const int *scores, const int *has, const char *suffix);
size_t utf8_width(const char *);
void print_padded(FILE *, const char *s, int width, int right);
const char *signed_str(long long v, char *buf, size_t len);
int standings_csv(struct cmd_ctx *, const struct game *, FILE *);
void json_scores(FILE *, const struct game *, const int *v);
void json_round(FILE *, const struct game *, const char *what, int num,
    const char *kind, int winner, const int *scores, const int *totals);

/* csvout.c: CSV through libcsv, formula-safe */
void csv_text(FILE *, const char *);
void csv_int(FILE *, long long);
void csv_null(FILE *);
void csv_sep(FILE *);
void csv_eol(FILE *);

#endif
