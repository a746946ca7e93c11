/*
 * csvin.h: reading a score sheet in CSV through libcsv, streamed: a header
 * row of player names (a first column "round" may come before them), then
 * a row per round of signed scores; a last row whose round cell says
 * "total" holds the totals printed on the pad.  Only the current row is
 * held in memory, so a file of any size can be read.
 */
#ifndef RKUB_CSVIN_H
#define RKUB_CSVIN_H

#include "cli.h"

#define CSV_COLS (RK_MAX_PLAYERS + 1)
#define CSV_CELL_MAX 256

struct scoresheet {
	/* set by the caller */
	const char *path;
	const struct rules *rules;
	int (*on_players)(struct scoresheet *, void *);
	/* off: NULL when the row balances; return 0 to go on, or a status */
	int (*on_round)(struct scoresheet *, const char *label,
	    const int *scores, const struct balance *, const struct rk_diag *off,
	    void *);
	void *data;

	/* what the reader found */
	const char *label;         /* the path, or <stdin> */
	int line;                  /* the line a row ended on */
	int has_round;
	int n;
	char names[RK_MAX_PLAYERS][RK_NAME_MAX + 1];
	int rounds, off_rounds;
	int totals[RK_MAX_PLAYERS];
	int totals_row;            /* a totals row was there */
	int totals_wrong;          /* ... and it disagreed with the rounds */

	/* the reader's own state */
	int row, nf, status, too_long;
	char f[CSV_COLS][CSV_CELL_MAX + 1];
};

/* 0, or the exit status after a message. */
int scoresheet_read(struct scoresheet *);
int scoresheet_parse_buf(struct scoresheet *, const char *buf, size_t len);

#endif
