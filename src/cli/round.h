/*
 * round.h: what cmd_round.c (the options) and round_ask.c (the questions
 * at a terminal) share: the round as given, and its scoring.
 */
#ifndef RKUB_ROUND_H
#define RKUB_ROUND_H

#include "game.h"

enum mode { M_NONE, M_OUT, M_EXHAUSTED, M_SCORES, M_LAYOUT, M_TOKENS };

#define RACK_TILES 256

struct prack {
	int given;
	char *text;           /* as typed */
	struct tile t[RACK_TILES];
	int ntiles;           /* -1: a plain sum */
	int value;            /* points, tokens, or a score */
	int line;             /* where it was read: the operand's number, or
	                       * the layout's line; 0 when asked */
};

struct round_state {
	enum mode mode;
	struct game g;        /* the players at the table (seat drop aside) */
	struct game full;     /* every seat, when some left: g borrows from it */
	int compact, map[RK_MAX_PLAYERS];   /* g's player k is full's map[k] */
	struct prack r[RK_MAX_PLAYERS];
	int out, winner, nm[RK_MAX_PLAYERS];
	int replace;          /* --replace N, or 0 */
	char *layout;
	struct layout *table;           /* --layout: the final table */
	const char *label;              /* what messages call the layout */
	char **operands;                /* PLAYER=RACK as given, for messages */
	int totals[RK_MAX_PLAYERS];     /* before the round, for the questions */
};

struct round_result {
	int score[RK_MAX_PLAYERS];
	int won[RK_MAX_PLAYERS];
	int winner;
	char suffix[256];               /* what happened, what was checked */
	enum rk_err code;               /* why it was refused */
	struct round_out o;             /* with RK_E_TIE: who ties */
};

void state_free(struct round_state *);
/* The round as the core judges it; racks not given yet are unknown. */
void round_in_of(const struct round_state *, struct round_in *);
/* A refusal of the core's, with where the rack or set was typed. */
void round_refusal(const struct round_state *, const struct rk_diag *);
int rack_parse(const struct game *, int seat, const char *label, int col0,
    struct prack *);
/* Score the round: 0, or a status after a message; with quiet, a tie is
 * left unworded (code RK_E_TIE or RK_E_NEED_TILES) for the caller. */
int round_result(struct round_state *, struct round_result *, int quiet);
const char *tied_list(const struct round_state *, const struct round_out *,
    char *buf, size_t len);

/* round_ask.c: the questions, before the database is written. */
int round_dialog(struct round_state *);

#endif
