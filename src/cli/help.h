/*
 * help.h: the long help of each command (rkub help COMMAND, COMMAND
 * --help), kept apart from the command table and keyed by command name,
 * and the shell completion that reads the same table.
 */
#ifndef RKUB_HELP_H
#define RKUB_HELP_H

#include "cli.h"

/*
 * What an option's value or an operand may be, for help and completion:
 * a list of words split by '|', or one of these markers for names that
 * come from elsewhere.
 */
#define V_GAME    "@game"     /* a game in the database */
#define V_PLAYER  "@player"   /* a player of the current game */
#define V_PLAYERS "@players"  /* a comma list of players */
#define V_ASSIGN  "@assign"   /* PLAYER=VALUE operands */
#define V_FILE    "@file"     /* a file name */
#define V_TILES   "@tiles"    /* tile notation */

struct opt_help {
	const char *name;      /* the long name, as in the option template */
	const char *arg;       /* the value's name, or NULL for a flag */
	const char *text;      /* what it does */
	const char *values;    /* the values, or a V_ marker, or NULL */
	const char *def;       /* the default, or NULL */
};

struct cmd_help {
	const char *name;
	const char *text;      /* a paragraph: what the command does */
	const char *operands;  /* a V_ marker for completing operands, or NULL */
	const struct opt_help *opts;  /* NULL-ended */
	const char *example;   /* one command line */
};

extern const struct opt_help help_common[];  /* what every command takes */
const struct cmd_help *help_find(const char *name);
const struct opt_help *help_opt(const struct cmd_help *, const char *name);
void help_print(FILE *, const struct cmd_entry *);

/* main.c */
const struct cmd_entry *cmd_lookup(const char *name, int quiet);

/* complete.c: rkub complete WORD...: the candidates for the last word. */
int complete_main(int argc, char **argv,
    const struct cmd_entry *const *cmds, size_t ncmds,
    const struct cmd_entry *(*lookup)(const char *, int));

#endif
