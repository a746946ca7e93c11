/*
 * csvin.h: reading a score sheet in CSV through libcsv, streamed, in the
 * two shapes rkub writes, told apart by the header:
 *  - wide (a pad, export --wide): a header row of player names (a first
 *    column "round" may come before them), then a row per round of signed
 *    scores; a last row whose round cell says "total" holds the totals
 *    printed on the pad;
 *  - long (export): a header naming the columns, among them round, player
 *    and score, then a row per round and player; rack, rack_value,
 *    tiles_left, never_melded, won, total, game and rules may come too.
 * Only the current row (long: the current round) is held in memory, so a
 * file of any size can be read.
 */
#ifndef RKUB_CSVIN_H
#define RKUB_CSVIN_H

#include "cli.h"

#define CSV_COLS (RK_MAX_PLAYERS + 1)   /* a wide sheet's columns */
#define CSV_FIELDS 16                   /* the most a row may have */
#define CSV_CELL_MAX 256

enum sheet_shape { SHEET_WIDE, SHEET_LONG };

/* The long shape's columns. */
enum sheet_col {
	COL_GAME, COL_ROUND, COL_PLAYER, COL_SCORE, COL_WON, COL_RACK,
	COL_VALUE, COL_TILES, COL_NM, COL_TOTAL, COL_RULES, NSHEET_COLS
};
extern const char *const sheet_col_names[];   /* NSHEET_COLS of them */

/* What a long sheet says of one player in one round beyond the score. */
struct sheet_entry {
	const char *rack;          /* as typed, "-" for none; NULL: no rack */
	int has_value, value;
	int tiles;                 /* -1: not given */
	int never_melded;
	int won;                   /* -1: not given */
	char rackbuf[CSV_CELL_MAX + 1];
};

struct scoresheet {
	/* set by the caller */
	const char *path;
	const struct rules *rules;
	/* a long sheet's rules column, before on_players: 0 or a status */
	int (*on_rules)(struct scoresheet *, const char *spec, void *);
	int (*on_players)(struct scoresheet *, void *);
	/* off: NULL when the row balances; return 0 to go on, or a status */
	int (*on_round)(struct scoresheet *, const char *label,
	    const int *scores, const struct balance *, const struct rk_diag *off,
	    void *);
	/* a total on the sheet the rounds disagree with (NULL: a line on
	 * standard output) */
	void (*on_total)(struct scoresheet *, int player, int said, void *);
	void *data;

	/* what the reader found */
	const char *label;         /* the path, or <stdin> */
	int line;                  /* the line a row ended on */
	int shape;
	int has_round;
	int n;
	struct sheet_entry e[RK_MAX_PLAYERS];   /* long: the round's extras */
	int present[RK_MAX_PLAYERS];    /* the round: who was at the table */
	int has_racks;             /* long: a rack column was there */
	char names[RK_MAX_PLAYERS][RK_NAME_MAX + 1];
	int rounds, off_rounds;
	int totals[RK_MAX_PLAYERS];
	int totals_row;            /* a totals row was there */
	int totals_wrong;          /* ... and it disagreed with the rounds */

	/* the reader's own state */
	int row, nf, status, too_long;
	char f[CSV_FIELDS][CSV_CELL_MAX + 1];
	int col[NSHEET_COLS];      /* long: each column's field, or -1 */
	int nhead, players_known, cur_line;
	char cur[CSV_CELL_MAX + 1];   /* long: the round being gathered */
	int ngot, got[RK_MAX_PLAYERS], scores[RK_MAX_PLAYERS];
	int runtotal[RK_MAX_PLAYERS], has_runtotal;
	char game[CSV_CELL_MAX + 1], spec[CSV_CELL_MAX + 1];
};

/* 0, or the exit status after a message. */
int scoresheet_read(struct scoresheet *);
int scoresheet_parse_buf(struct scoresheet *, const char *buf, size_t len);
int sheet_rules(struct scoresheet *, const char *spec, struct rules *);
int rules_given(const struct cmd_ctx *);

#endif
