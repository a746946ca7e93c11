/*
 * cli.h: the front end.  One file per command (cmd_*.c), each exporting a
 * struct cmd_entry; main.c looks the command up, checks its arguments
 * against the entry's option template, opens the database when the entry
 * asks for it, and runs exec, whose return is the exit status.
 */
#ifndef RKUB_CLI_H
#define RKUB_CLI_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include "../core/rkub.h"

#define EXIT_VALID 0
#define EXIT_RULE 1
#define EXIT_USAGE 2

/* The options that set a game's rules: new, import and audit take them. */
#define RULE_OPTIONS \
	{ "preset", 0, 1, 0 }, \
	{ "joker", 0, 1, 0 }, \
	{ "exhausted", 0, 1, 0 }, \
	{ "never-melded", 0, 1, 0 }, \
	{ "tiles", 0, 1, 0 }, \
	{ "meld", 0, 1, 0 }

struct opt_spec {
	const char *name;      /* long name, without -- */
	int shrt;              /* short letter, or 0 */
	int takes_value;
	int repeat;            /* may be given more than once */
};

struct args {
	const char **val[32];  /* values per option of the entry, NULL-ended */
	int nval[32];
	char **pos;            /* positional arguments */
	int npos;
};

struct sqlite3;
struct cmd_ctx;

#define CMD_DB_READ   0x1  /* opens the database */
#define CMD_DB_WRITE  0x2  /* writes it, in one IMMEDIATE transaction */
#define CMD_DB_CREATE 0x4  /* creates it when it does not exist */
#define CMD_DB_PATH   0x8  /* is told its path, and opens it when it needs */
#define CMD_EXACT     0x10 /* destroys or takes back: its whole name only */
#define CMD_DB_MAYBE  0x20 /* no database yet: exec runs with db NULL */

struct cmd_entry {
	const char *name;
	const char *usage;     /* after "rkub NAME ", as in the SYNOPSIS */
	const char *summary;
	const struct opt_spec *opts;
	int minpos, maxpos;    /* maxpos -1: any number */
	int flags;
	int (*check)(struct cmd_ctx *);  /* before the database opens, or NULL */
	int (*exec)(struct cmd_ctx *);
};

struct cmd_ctx {
	const struct cmd_entry *cmd;
	struct args a;
	struct sqlite3 *db;
	const char *dbpath;
	void *state;           /* what check parsed, for exec */
	void (*state_free)(void *);  /* how to free it, when not free() */
	FILE *out;             /* what the command prints: standard output,
	                        * or, for a writing command, held until its
	                        * transaction has committed */
	int argc;              /* rkub's whole command line, for a command */
	char **argv;           /* that another program runs (serve) */
};

/* args.c */
const char *arg_get(const struct cmd_ctx *, const char *name);
int arg_count(const struct cmd_ctx *, const char *name);
const char *arg_nth(const struct cmd_ctx *, const char *name, int i);
int args_parse(const struct cmd_entry *, int argc, char **argv,
    struct args *);
void args_free(struct args *);
void usage_print(FILE *, const struct cmd_entry *);
int arg_int(const char *opt, const char *s, int lo, int hi, int *out);
char *args_join(const struct cmd_ctx *);

/* alloc.c */
void *xmalloc(size_t);
void *xcalloc(size_t, size_t);
void *xrealloc(void *, size_t);
char *xstrdup(const char *);
char *xasprintf(const char *, ...) __attribute__((format(printf, 1, 2)));

/* message.c */
void warnx_(const char *, ...) __attribute__((format(printf, 1, 2)));
void fput_safe(FILE *, const char *);
void diag_print(const char *file, const struct rk_diag *);
int store_fail(void);

/* input.c */
int read_layout_arg(const char *arg, char **buf, size_t *len,
    const char **label);
int read_file(const char *path, char **buf, size_t *len);

/* output.c */
int finish_stdout(void);
FILE *out_open(const char *cmd, const char *path, char **tmp);
int out_close(const char *cmd, FILE *f, const char *path, char *tmp, int rc);

/* number.c */
#define SCORE_MAX 10000000      /* the largest score, either way */
#define SCORE_NAN (-1)
#define SCORE_TOO_LARGE (-2)
int parse_score(const char *, int *);

/* json.c */
void json_str(FILE *, const char *);
void json_tiles(FILE *, const char *text);

/* options.c (the rest in game.h) */
const struct tileset *tiles_option(const struct cmd_ctx *);

/* report.c */
void supply_lines(FILE *, const char *detail);
enum report_as { REPORT_FINDING, REPORT_REFUSAL };
void set_report(enum report_as, const char *label, const struct layout *,
    int i, const struct rk_diag *);

/* tiles_text.c */
void set_reading_format(const struct set_reading *, const struct tile *,
    int n, char *buf, size_t len);
void tiles_format(const struct tile *, int n, char *buf, size_t len);
const char *set_kind_name(enum set_kind);

extern const struct cmd_entry cmd_new_entry;
extern const struct cmd_entry cmd_round_entry;
extern const struct cmd_entry cmd_undo_entry;
extern const struct cmd_entry cmd_redo_entry;
extern const struct cmd_entry cmd_use_entry;
extern const struct cmd_entry cmd_seat_entry;
extern const struct cmd_entry cmd_rename_entry;
extern const struct cmd_entry cmd_rm_entry;
extern const struct cmd_entry cmd_show_entry;
extern const struct cmd_entry cmd_standings_entry;
extern const struct cmd_entry cmd_games_entry;
extern const struct cmd_entry cmd_export_entry;
extern const struct cmd_entry cmd_import_entry;
extern const struct cmd_entry cmd_audit_entry;
extern const struct cmd_entry cmd_check_entry;
extern const struct cmd_entry cmd_meld_entry;
extern const struct cmd_entry cmd_arrange_entry;
extern const struct cmd_entry cmd_move_entry;
extern const struct cmd_entry cmd_timer_entry;
extern const struct cmd_entry cmd_merge_entry;
extern const struct cmd_entry cmd_doctor_entry;
extern const struct cmd_entry cmd_backup_entry;
extern const struct cmd_entry cmd_serve_entry;
/* rkub serve's body: in rkub, serve_helper.c runs rkub-serve; in
 * rkub-serve, serve.c serves. */
int serve_exec(struct cmd_ctx *);
extern const struct cmd_entry cmd_event_new_entry;
extern const struct cmd_entry cmd_event_list_entry;
extern const struct cmd_entry cmd_event_show_entry;
extern const struct cmd_entry cmd_event_add_entry;
extern const struct cmd_entry cmd_event_drop_entry;
extern const struct cmd_entry cmd_event_back_entry;
extern const struct cmd_entry cmd_event_seat_entry;
extern const struct cmd_entry cmd_event_status_entry;
extern const struct cmd_entry cmd_event_tables_entry;
extern const struct cmd_entry cmd_event_sheets_entry;
extern const struct cmd_entry cmd_event_standings_entry;
extern const struct cmd_entry cmd_event_cut_entry;
extern const struct cmd_entry cmd_event_board_entry;
extern const struct cmd_entry cmd_event_export_entry;

#endif
