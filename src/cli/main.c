/*
 * main.c: find the command (exact name or unique prefix; a command that
 * destroys or takes back only by its whole name), check its
 * arguments, open the database when it needs one, run it, and return its
 * status: 0 done or valid, 1 against the rules, 2 not understood.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "colour.h"
#include "help.h"
#include "../store/store.h"

static const struct cmd_entry *const commands[] = {
	&cmd_new_entry,
	&cmd_round_entry,
	&cmd_undo_entry,
	&cmd_redo_entry,
	&cmd_show_entry,
	&cmd_standings_entry,
	&cmd_games_entry,
	&cmd_use_entry,
	&cmd_seat_entry,
	&cmd_rename_entry,
	&cmd_rm_entry,
	&cmd_export_entry,
	&cmd_import_entry,
	&cmd_audit_entry,
	&cmd_check_entry,
	&cmd_meld_entry,
	&cmd_arrange_entry,
	&cmd_move_entry,
	&cmd_timer_entry,
	&cmd_merge_entry,
	&cmd_doctor_entry,
	&cmd_backup_entry,
	&cmd_serve_entry,
	/* rkub event SUBCOMMAND: looked up as "event SUBCOMMAND" */
	&cmd_event_new_entry,
	&cmd_event_list_entry,
	&cmd_event_show_entry,
	&cmd_event_add_entry,
	&cmd_event_drop_entry,
	&cmd_event_back_entry,
	&cmd_event_seat_entry,
	&cmd_event_status_entry,
	&cmd_event_tables_entry,
	&cmd_event_sheets_entry,
	&cmd_event_standings_entry,
	&cmd_event_cut_entry,
	&cmd_event_board_entry,
	&cmd_event_export_entry,
};
#define NCOMMANDS (sizeof(commands) / sizeof(commands[0]))

static int
colour_option(const char *v)
{
	if (colour_mode(v) == 0)
		return 0;
	warnx_("--color: '%s': use auto, always or never", v);
	return -1;
}

static void
help(FILE *f)
{
	size_t i;

	fprintf(f, "usage: rkub [-d FILE] COMMAND [ARGS]\n"
	    "       rkub --help | --version | help COMMAND\n\n"
	    "Keep the score of Rummikub games and settle disputes about the "
	    "tiles.\n\ncommands:\n");
	for (i = 0; i < NCOMMANDS; i++)
		if (strncmp(commands[i]->name, "event ", 6) != 0)
			fprintf(f, "  %-10s %s\n", commands[i]->name,
			    commands[i]->summary);
	fprintf(f, "\ntournaments (rkub event COMMAND):\n");
	for (i = 0; i < NCOMMANDS; i++)
		if (strncmp(commands[i]->name, "event ", 6) == 0)
			fprintf(f, "  %-16s %s\n", commands[i]->name,
			    commands[i]->summary);
	fprintf(f, "\noptions of every command:\n"
	    "  -d, --db FILE  the database (else $RKUB_DB, else "
	    "$XDG_DATA_HOME/rkub/rkub.db)\n"
	    "  -h, --help     the command's help: every option, an example\n"
	    "  --color=WHEN   colour: auto (a terminal, unless NO_COLOR is set),\n"
	    "                 always or never\n\n"
	    "exit status: 0 done or valid, 1 breaks a rule, 2 not understood.\n"
	    "See rkub(1) for the tile notation and every option.\n");
}

/* Could name stand for command i: its name, or a prefix of a name that
 * may be shortened (not one that takes back or destroys)? */
static int
may_mean(size_t i, const char *name, size_t len, int sub)
{
	return strncmp(commands[i]->name, name, len) == 0 &&
	    !(commands[i]->flags & CMD_EXACT) &&
	    (strncmp(commands[i]->name, "event ", 6) == 0) == sub;
}

/* The command called name, or named by a unique prefix of its name;
 * NULL, with a message unless quiet, when there is none. */
const struct cmd_entry *
cmd_lookup(const char *name, int quiet)
{
	const struct cmd_entry *found = NULL;
	size_t i, len = strlen(name);
	int n = 0, sub = strncmp(name, "event ", 6) == 0;

	for (i = 0; i < NCOMMANDS; i++) {
		if ((strncmp(commands[i]->name, "event ", 6) == 0) != sub)
			continue;
		if (strcmp(commands[i]->name, name) == 0)
			return commands[i];
		if (len > 0 && may_mean(i, name, len, sub)) {
			found = commands[i];
			n++;
		}
	}
	if (n == 1)
		return found;
	if (quiet)
		return NULL;
	if (n == 0) {
		for (i = 0; i < NCOMMANDS; i++)
			if (len > 0 && strncmp(commands[i]->name, name, len) == 0)
				break;
		if (i < NCOMMANDS)
			warnx_("unknown command '%s': '%s' takes back or "
			    "destroys, so type its whole name", name,
			    commands[i]->name);
		else
			warnx_("unknown command '%s': see 'rkub --help'", name);
		return NULL;
	}
	fputs("rkub: ambiguous command '", stderr);
	fput_safe(stderr, name);
	fputs("': could be", stderr);
	for (i = 0, n = 0; i < NCOMMANDS; i++)
		if (may_mean(i, name, len, sub))
			fprintf(stderr, "%s %s", n++ ? "," : "",
			    commands[i]->name);
	fputc('\n', stderr);
	return NULL;
}

static void
event_help(FILE *f)
{
	size_t i;

	fprintf(f, "usage: rkub event COMMAND [ARGS]\n\nrun a tournament "
	    "(rkub(1), Tournaments):\n");
	for (i = 0; i < NCOMMANDS; i++)
		if (strncmp(commands[i]->name, "event ", 6) == 0)
			fprintf(f, "  %-16s %s\n", commands[i]->name,
			    commands[i]->summary);
	fprintf(f, "\n'rkub help event COMMAND' tells more of each.\n\n"
	    "example:\n  rkub event new open --players ann,ben,cleo,dave,eve\n");
}

/* The command at argv[*k]; "event SUB" is one command of two words, and
 * *k moves to its second. */
static const struct cmd_entry *
find(int argc, char **argv, int *k)
{
	const struct cmd_entry *e;
	char *name;

	if (strcmp(argv[*k], "event") != 0)
		return cmd_lookup(argv[*k], 0);
	if (*k + 1 >= argc || argv[*k + 1][0] == '-') {
		warnx_("event: which one? 'rkub help event' lists them");
		event_help(stderr);
		return NULL;
	}
	name = xasprintf("event %s", argv[*k + 1]);
	e = cmd_lookup(name, 0);
	free(name);
	if (e != NULL)
		(*k)++;
	return e;
}

/*
 * --help (or -h) anywhere before "--" wins over every other error: the
 * command's help when the command is known, else the general help.
 */
static int
help_wins(int argc, char **argv)
{
	const struct cmd_entry *e = NULL;
	char *name;
	int k, cmd = 0;

	for (k = 1; k < argc; k++) {
		if (strcmp(argv[k], "--") == 0)
			return -1;
		if (strcmp(argv[k], "--help") == 0 || strcmp(argv[k], "-h") == 0)
			break;
	}
	if (k == argc)
		return -1;
	/* The command: the first word that is no option of rkub's own. */
	for (k = 1; k < argc && cmd == 0; k++) {
		if (strcmp(argv[k], "-d") == 0 || strcmp(argv[k], "--db") == 0 ||
		    strcmp(argv[k], "--color") == 0)
			k++;
		else if (argv[k][0] != '-')
			cmd = k;
	}
	if (cmd > 0 && strcmp(argv[cmd], "event") == 0) {
		if (cmd + 1 < argc && argv[cmd + 1][0] != '-') {
			name = xasprintf("event %s", argv[cmd + 1]);
			e = cmd_lookup(name, 1);
			free(name);
		}
		if (e == NULL) {
			event_help(stdout);
			return finish_stdout() < 0 ? EXIT_USAGE : 0;
		}
	} else if (cmd > 0 && strcmp(argv[cmd], "help") != 0)
		e = cmd_lookup(argv[cmd], 1);
	if (e != NULL)
		help_print(stdout, e);
	else
		help(stdout);
	return finish_stdout() < 0 ? EXIT_USAGE : 0;
}


int
main(int argc, char **argv)
{
	const struct cmd_entry *e;
	struct cmd_ctx c;
	const char *dbpath = NULL;
	char *held = NULL;
	size_t nheld = 0;
	int k = 1, status;

	if ((status = help_wins(argc, argv)) >= 0)
		return status;
	while (k < argc && argv[k][0] == '-') {
		const char *s = argv[k];

		if (strcmp(s, "--version") == 0 || strcmp(s, "-V") == 0) {
			printf("rkub %s\n", RK_VERSION);
			return finish_stdout() < 0 ? EXIT_USAGE : 0;
		}
		if (strcmp(s, "-d") == 0 || strcmp(s, "--db") == 0) {
			if (k + 1 >= argc) {
				warnx_("%s needs a file", s);
				return EXIT_USAGE;
			}
			dbpath = argv[k + 1];
			k += 2;
			continue;
		}
		if (strcmp(s, "--color") == 0 || strncmp(s, "--color=", 8) == 0) {
			const char *v = s[7] == '=' ? s + 8 : k + 1 < argc ?
			    argv[++k] : "";

			if (colour_option(v) < 0)
				return EXIT_USAGE;
			k++;
			continue;
		}
		if (strncmp(s, "--db=", 5) == 0 || strncmp(s, "-d", 2) == 0) {
			dbpath = s + (s[1] == 'd' ? 2 : 5);   /* -dFILE, --db=FILE */
			k++;
			continue;
		}
		warnx_("unknown option %s before the command: see 'rkub --help'",
		    s);
		return EXIT_USAGE;
	}
	if (k >= argc) {
		help(stderr);
		return EXIT_USAGE;
	}
	if (strcmp(argv[k], "complete") == 0) {
		/* For the shell's completion scripts; quiet about the rest. */
		if (freopen("/dev/null", "w", stderr) == NULL)
			return EXIT_USAGE;
		complete_main(argc - k - 1, argv + k + 1, commands, NCOMMANDS,
		    cmd_lookup);
		return finish_stdout() < 0 ? EXIT_USAGE : 0;
	}
	if (strcmp(argv[k], "help") == 0) {
		if (k + 1 >= argc) {
			help(stdout);
			return finish_stdout() < 0 ? EXIT_USAGE : 0;
		}
		if (strcmp(argv[k + 1], "event") == 0 && (k + 2 >= argc ||
		    argv[k + 2][0] == '-')) {
			event_help(stdout);
			return finish_stdout() < 0 ? EXIT_USAGE : 0;
		}
		k++;
		if ((e = find(argc, argv, &k)) == NULL)
			return EXIT_USAGE;
		help_print(stdout, e);
		return finish_stdout() < 0 ? EXIT_USAGE : 0;
	}
	if (strcmp(argv[k], "event") == 0 && k + 1 < argc &&
	    (strcmp(argv[k + 1], "--help") == 0 || strcmp(argv[k + 1], "-h") == 0)) {
		event_help(stdout);
		return finish_stdout() < 0 ? EXIT_USAGE : 0;
	}
	if ((e = find(argc, argv, &k)) == NULL)
		return EXIT_USAGE;
	memset(&c, 0, sizeof(c));
	c.cmd = e;
	c.argc = argc;
	c.argv = argv;
	if (args_parse(e, argc - k - 1, argv + k + 1, &c.a) < 0) {
		usage_print(stderr, e);
		args_free(&c.a);
		return EXIT_USAGE;
	}
	if (arg_get(&c, "help") != NULL) {
		help_print(stdout, e);
		args_free(&c.a);
		return finish_stdout() < 0 ? EXIT_USAGE : 0;
	}
	if (c.a.npos < e->minpos || (e->maxpos >= 0 && c.a.npos > e->maxpos)) {
		warnx_("%s: %s", e->name, c.a.npos < e->minpos ?
		    "missing argument" : "too many arguments");
		usage_print(stderr, e);
		args_free(&c.a);
		return EXIT_USAGE;
	}
	if (arg_get(&c, "db") != NULL)
		dbpath = arg_get(&c, "db");
	if (arg_get(&c, "color") != NULL && colour_option(arg_get(&c,
	    "color")) < 0) {
		args_free(&c.a);
		return EXIT_USAGE;
	}
	status = 0;
	if ((e->flags & (CMD_DB_READ | CMD_DB_PATH)) &&
	    (c.dbpath = store_path(dbpath)) == NULL)
		status = store_fail();
	if (status == 0 && e->check != NULL)
		status = e->check(&c);
	if (status == 0 && (e->flags & CMD_DB_READ)) {
		if ((e->flags & CMD_DB_MAYBE) && access(c.dbpath, F_OK) < 0)
			;   /* nothing stored yet: nothing to list */
		else if (store_open(c.dbpath, &c.db,
		    (e->flags & CMD_DB_CREATE) != 0) < 0 ||
		    ((e->flags & CMD_DB_WRITE) && store_begin(c.db) < 0))
			status = store_fail();
	}
	/* A writing command's output waits for its commit: what it says is
	 * stored is stored. */
	c.out = stdout;
	if (status == 0 && (e->flags & CMD_DB_WRITE) &&
	    (c.out = open_memstream(&held, &nheld)) == NULL) {
		warnx_("out of memory");
		status = EXIT_USAGE;
	}
	if (status == 0)
		status = e->exec(&c);
	if (c.db != NULL && (e->flags & CMD_DB_WRITE)) {
		/* One transaction per writing command: all or nothing. */
		if (status == 0 && store_commit(c.db) < 0)
			status = store_fail();
		if (status != 0)
			store_rollback(c.db);
	}
	if (c.db != NULL)
		store_close(c.db);
	if (c.out != NULL && c.out != stdout) {
		if (fclose(c.out) != 0 && status == 0) {
			warnx_("out of memory");
			status = EXIT_USAGE;
		}
		if (status == 0)
			fwrite(held, 1, nheld, stdout);
		free(held);
	}
	/* As git's run_builtin: a full disk or a closed pipe is an error. */
	if (status != EXIT_USAGE && finish_stdout() < 0)
		status = EXIT_USAGE;
	free((char *)c.dbpath);
	if (c.state_free != NULL)
		c.state_free(c.state);
	else
		free(c.state);
	args_free(&c.a);
	return status;
}
