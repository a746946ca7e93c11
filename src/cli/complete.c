/*
 * complete.c: rkub complete WORD...: what the shell may complete the last
 * WORD to, one candidate a line.  The words are the command line after
 * "rkub", the last one being completed ("" for a new word).  Commands and
 * options come from the command table, option values from the help table
 * (help.c), game and player names from the database; a shell script in
 * completion/ calls this, so a new command or option completes at once.
 * Nothing printed means "complete file names".
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "help.h"
#include "../store/lists.h"
#include "../store/store.h"

struct comp {
	const char *cur;        /* the word being completed */
	const char *dbpath;     /* -d FILE, if given */
	const char *game;       /* --game GAME, if given */
	const char *prefix;     /* printed before each candidate */
};

static void
emit(const struct comp *c, const char *word, size_t len, const char *suffix)
{
	size_t plen = strlen(c->prefix), clen = strlen(c->cur);

	/* cur holds the prefix too: compare what follows it. */
	if (clen < plen || len < clen - plen ||
	    strncmp(word, c->cur + plen, clen - plen) != 0)
		return;
	printf("%s%.*s%s\n", c->prefix, (int)len, word, suffix);
}

static void
emit_name(const char *name, void *arg)
{
	const struct comp *c = arg;

	emit(c, name, strlen(name), "");
}

static void
emit_assign(const char *name, void *arg)
{
	const struct comp *c = arg;

	emit(c, name, strlen(name), "=");
}

static sqlite3 *
names_db(const struct comp *c)
{
	struct stat sb;
	sqlite3 *db = NULL;
	char *path = store_path(c->dbpath);

	if (path != NULL && stat(path, &sb) == 0 &&
	    store_open(path, &db, 0) < 0)
		db = NULL;
	free(path);
	return db;
}

/* The candidates for a value of kind v (a list split by | or a marker). */
static void
values(struct comp *c, const char *v)
{
	sqlite3 *db;

	if (v == NULL)
		return;
	if (v[0] != '@') {
		while (*v != '\0') {
			size_t len = strcspn(v, "|");
			const char *colon = memchr(v, ':', len);

			/* fixed:N completes to "fixed:" */
			emit(c, v, colon ? (size_t)(colon - v) + 1 : len, "");
			v += len + (v[len] == '|');
		}
		return;
	}
	if (strcmp(v, V_GAME) != 0 && strcmp(v, V_PLAYER) != 0 &&
	    strcmp(v, V_PLAYERS) != 0 && strcmp(v, V_ASSIGN) != 0)
		return;
	if ((db = names_db(c)) == NULL)
		return;
	if (strcmp(v, V_GAME) == 0)
		store_game_names(db, emit_name, c);
	else if (strcmp(v, V_ASSIGN) == 0) {
		if (strchr(c->cur + strlen(c->prefix), '=') == NULL)
			store_player_names(db, c->game, emit_assign, c);
	} else if (strcmp(v, V_PLAYERS) == 0) {
		/* A comma list: complete the name after the last comma. */
		const char *comma = strrchr(c->cur, ',');
		char *pre = comma ? xasprintf("%.*s", (int)(comma - c->cur + 1),
		    c->cur) : NULL;

		if (pre != NULL)
			c->prefix = pre;
		store_player_names(db, c->game, emit_name, c);
		c->prefix = "";
		free(pre);
	} else
		store_player_names(db, c->game, emit_name, c);
	store_close(db);
}

/* The option of e that word names (--name, a unique prefix, or -x). */
static const char *
find_opt(const struct cmd_entry *e, const char *word, int *takes)
{
	static const struct opt_spec common[] = {
		{ "db", 'd', 1, 0 }, { "help", 'h', 0, 0 }, { "color", 0, 1, 0 },
		{ NULL, 0, 0, 0 }
	};
	const struct opt_spec *sets[2] = { e->opts, common }, *found = NULL;
	size_t len;
	int k, matches = 0;

	if (word[0] != '-' || word[1] == '\0')
		return NULL;
	if (word[1] != '-') {
		for (k = 0; k < 2; k++)
			for (const struct opt_spec *o = sets[k]; o && o->name; o++)
				if (o->shrt == word[1] && word[2] == '\0') {
					*takes = o->takes_value;
					return o->name;
				}
		return NULL;
	}
	len = strcspn(word + 2, "=");
	for (k = 0; k < 2; k++)
		for (const struct opt_spec *o = sets[k]; o && o->name; o++) {
			if (strncmp(o->name, word + 2, len) != 0)
				continue;
			if (o->name[len] == '\0') {
				*takes = o->takes_value;
				return o->name;
			}
			found = o;
			matches++;
		}
	if (matches != 1)
		return NULL;
	*takes = found->takes_value;
	return found->name;
}

/* The commands' first words ("event" once for every "event SUB"); or,
 * with group, the second words of the commands "GROUP SUB". */
static void
emit_commands(struct comp *c, const struct cmd_entry *const *cmds,
    size_t ncmds, const char *group)
{
	size_t glen = group != NULL ? strlen(group) : 0;
	const char *prev = NULL;
	size_t prevlen = 0;

	for (size_t k = 0; k < ncmds; k++) {
		const char *n = cmds[k]->name, *sp = strchr(n, ' ');

		if (group != NULL) {
			if (sp != NULL && (size_t)(sp - n) == glen &&
			    strncmp(n, group, glen) == 0)
				emit(c, sp + 1, strlen(sp + 1), "");
			continue;
		}
		if (sp == NULL) {
			emit(c, n, strlen(n), "");
			continue;
		}
		if (prev != NULL && prevlen == (size_t)(sp - n) &&
		    strncmp(prev, n, prevlen) == 0)
			continue;
		prev = n;
		prevlen = (size_t)(sp - n);
		emit(c, n, prevlen, "");
	}
}

int
complete_main(int argc, char **argv, const struct cmd_entry *const *cmds,
    size_t ncmds, const struct cmd_entry *(*lookup)(const char *, int))
{
	const struct cmd_entry *e;
	const struct cmd_help *h;
	struct comp c = { "", NULL, NULL, "" };
	int i = 0, last = argc - 1, only_pos = 0, takes = 0;
	const char *opt = NULL, *eq;

	if (argc > 0)
		c.cur = argv[last];
	else
		last = 0;
	/* The options before the command. */
	while (i < last && argv[i][0] == '-') {
		if (strcmp(argv[i], "-d") == 0 || strcmp(argv[i], "--db") == 0) {
			if (i + 1 == last)
				return 0;         /* a file */
			c.dbpath = argv[i + 1];
			i += 2;
			continue;
		}
		if (strncmp(argv[i], "--db=", 5) == 0)
			c.dbpath = argv[i] + 5;
		i++;
	}
	if (i == last) {
		if (c.cur[0] == '-') {
			static const char *const global[] = {
				"--db", "--help", "--version", "--color=auto",
				"--color=always", "--color=never", NULL
			};
			for (int k = 0; global[k] != NULL; k++)
				emit(&c, global[k], strlen(global[k]), "");
			return 0;
		}
		emit_commands(&c, cmds, ncmds, NULL);
		emit(&c, "help", 4, "");
		return 0;
	}
	if (strcmp(argv[i], "help") == 0) {
		if (i + 1 == last)
			emit_commands(&c, cmds, ncmds, NULL);
		else if (i + 2 == last && strcmp(argv[i + 1], "event") == 0)
			emit_commands(&c, cmds, ncmds, "event");
		return 0;
	}
	if (strcmp(argv[i], "event") == 0) {     /* rkub event SUB ... */
		char *name;

		if (i + 1 == last) {
			emit_commands(&c, cmds, ncmds, "event");
			return 0;
		}
		name = xasprintf("event %s", argv[++i]);
		e = lookup(name, 1);
		free(name);
		if (e == NULL)
			return 0;
	} else if ((e = argv[i][0] ? lookup(argv[i], 1) : NULL) == NULL)
		return 0;
	h = help_find(e->name);
	/* The words between the command and the last: options seen. */
	for (int k = i + 1; k < last; k++) {
		const char *w = argv[k], *name;

		if (opt != NULL) {
			if (strcmp(opt, "db") == 0)
				c.dbpath = w;
			else if (strcmp(opt, "game") == 0)
				c.game = w;
			opt = NULL;
			continue;
		}
		if (only_pos || w[0] != '-' || w[1] == '\0')
			continue;
		if (strcmp(w, "--") == 0) {
			only_pos = 1;
			continue;
		}
		if ((name = find_opt(e, w, &takes)) == NULL || !takes)
			continue;
		if ((eq = strchr(w, '=')) != NULL || (w[1] != '-' && w[2])) {
			const char *v = eq ? eq + 1 : w + 2;

			if (strcmp(name, "db") == 0)
				c.dbpath = v;
			else if (strcmp(name, "game") == 0)
				c.game = v;
			continue;
		}
		opt = name;
	}
	if (opt != NULL) {            /* the value of an option */
		const struct opt_help *oh = help_opt(h, opt);

		values(&c, oh != NULL ? oh->values : NULL);
		return 0;
	}
	if (!only_pos && strncmp(c.cur, "--", 2) == 0 &&
	    (eq = strchr(c.cur, '=')) != NULL) {   /* --name=value */
		const char *name = find_opt(e, c.cur, &takes);
		const struct opt_help *oh = name ? help_opt(h, name) : NULL;
		char *pre;

		if (oh == NULL || !takes)
			return 0;
		pre = xasprintf("%.*s", (int)(eq - c.cur + 1), c.cur);
		c.prefix = pre;
		values(&c, oh->values);
		free(pre);
		return 0;
	}
	if (!only_pos && c.cur[0] == '-') {
		const struct opt_spec *o;

		for (o = e->opts; o != NULL && o->name != NULL; o++) {
			char *w = xasprintf("--%s", o->name);

			emit(&c, w, strlen(w), "");
			free(w);
		}
		for (int k = 0; help_common[k].name != NULL; k++) {
			char *w = xasprintf("--%s", help_common[k].name);

			emit(&c, w, strlen(w), "");
			free(w);
		}
		return 0;
	}
	values(&c, h != NULL ? h->operands : NULL);
	return 0;
}
