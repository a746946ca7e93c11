/*
 * cmd_event.c: rkub event new|list|show|add|drop|back: an event, its
 * rules and its registered players.  A late entry joins from the next
 * sitting; a withdrawn player keeps the results played and is seated no
 * more until 'event back'.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "event.h"
#include "game.h"

static const struct opt_spec new_opts[] = {
	{ "players", 'p', 1, 0 },
	{ "players-file", 0, 1, 0 },
	{ "deals", 0, 1, 0 },
	{ "sittings", 0, 1, 0 },
	{ "points", 0, 1, 0 },
	RULE_OPTIONS,
	{ NULL, 0, 0, 0 }
};

struct new_state {
	struct rules rules;
	struct ev_new in;
	char *text;              /* the file of names */
	int cap;
};

static int
add_name(struct new_state *s, const char *b, size_t len, const char *where)
{
	int i;

	if (name_check("player", b, len) < 0) {
		if (where[0] != '\0')
			warnx_("event new: %sgive a player's name", where);
		return EXIT_USAGE;
	}
	for (i = 0; i < s->in.nplayers; i++)
		if (strlen(s->in.player[i]) == len &&
		    strncasecmp(s->in.player[i], b, len) == 0) {
			warnx_("event new: %s%.*s is named twice: each player "
			    "registers once", where, (int)len, b);
			return EXIT_USAGE;
		}
	if (s->in.nplayers == EV_PLAYERS_MAX) {
		warnx_("event new: more than %d players", EV_PLAYERS_MAX);
		return EXIT_RULE;
	}
	if (s->in.nplayers == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 64;
		s->in.player = xrealloc(s->in.player, sizeof(char *) *
		    (size_t)s->cap);
	}
	s->in.player[s->in.nplayers] = xmalloc(len + 1);
	memcpy(s->in.player[s->in.nplayers], b, len);
	s->in.player[s->in.nplayers++][len] = '\0';
	return 0;
}

static int
players_list(struct new_state *s, const char *list)
{
	const char *p = list;

	for (;;) {
		const char *e = strchr(p, ','), *b = p;
		size_t len;
		int rc;

		if (e == NULL)
			e = p + strlen(p);
		len = (size_t)(e - b);
		event_trim(&b, &len);
		if (len == 0) {
			warnx_("event new: --players: an empty name in '%s': give "
			    "names split by commas, as in ann,ben,cleo", list);
			return EXIT_USAGE;
		}
		if ((rc = add_name(s, b, len, "")) != 0)
			return rc;
		if (*e == '\0')
			return 0;
		p = e + 1;
	}
}

static int
add_line(void *v, const char *b, size_t len, const char *where)
{
	return add_name(v, b, len, where);
}

static int
players_file(struct new_state *s, const char *path)
{
	size_t len;
	int rc;

	if (read_file(path, &s->text, &len) < 0)
		return EXIT_USAGE;
	if ((rc = event_names_parse(s->text, len, strcmp(path, "-") ? path :
	    "<stdin>", add_line, s)) != 0)
		return rc;
	if (s->in.nplayers == 0) {
		warnx_("event new: %s names no player: give one name a line",
		    path);
		return EXIT_USAGE;
	}
	return 0;
}

static void new_free(struct new_state *);
static int new_parse(struct cmd_ctx *);

/* What new_check parsed stays for new_exec; a refusal frees it here (the
 * state itself main frees). */
static int
new_check(struct cmd_ctx *c)
{
	int rc = new_parse(c);

	if (rc != 0)
		new_free(c->state);
	return rc;
}

static int
new_parse(struct cmd_ctx *c)
{
	struct new_state *s = xcalloc(1, sizeof(*s));
	const char *name = c->a.pos[0], *v;
	int rc;

	c->state = s;
	s->in.name = name;
	s->in.rules = &s->rules;
	s->in.sittings = 4;
	if (name_check("event", name, strlen(name)) < 0)
		return EXIT_USAGE;
	if (strlen(name) > EV_NAME_MAX) {
		warnx_("event new: event name '%s' is longer than %d bytes: its "
		    "tables are named EVENT/SITTING/TABLE", name, EV_NAME_MAX);
		return EXIT_USAGE;
	}
	if (strchr(name, '/') != NULL) {
		warnx_("event new: event name '%s' holds a '/': its tables are "
		    "named EVENT/SITTING/TABLE, so pick a name without one", name);
		return EXIT_USAGE;
	}
	if ((rc = rules_options(c, &s->rules)) != 0)
		return rc;
	if ((v = arg_get(c, "deals")) != NULL &&
	    arg_int("event new: --deals", v, 1, 99, &s->in.deals) < 0)
		return EXIT_USAGE;
	if ((v = arg_get(c, "sittings")) != NULL &&
	    arg_int("event new: --sittings", v, 1, EV_SITTINGS_MAX,
	    &s->in.sittings) < 0)
		return EXIT_USAGE;
	if ((v = arg_get(c, "points")) != NULL &&
	    (rc = event_points_parse(v, &s->in)) != 0)
		return rc;
	if (arg_get(c, "players") == NULL && arg_get(c, "players-file") == NULL) {
		warnx_("event new: who plays? give --players A,B,... or "
		    "--players-file FILE");
		usage_print(stderr, c->cmd);
		return EXIT_USAGE;
	}
	if ((v = arg_get(c, "players")) != NULL &&
	    (rc = players_list(s, v)) != 0)
		return rc;
	if ((v = arg_get(c, "players-file")) != NULL &&
	    (rc = players_file(s, v)) != 0)
		return rc;
	return 0;
}

static void
new_free(struct new_state *s)
{
	int i;

	for (i = 0; i < s->in.nplayers; i++)
		free(s->in.player[i]);
	free(s->in.player);
	free(s->text);
	memset(s, 0, sizeof(*s));
}

/* The event's rules and how it counts, as 'event new' and 'event show'
 * print them. */
static void
event_describe(FILE *f, const struct ev *e)
{
	char buf[256];
	int i;

	rules_format(&e->rules, buf, sizeof(buf));
	fprintf(f, "rules: %s", buf);
	if (e->rules.preset[0])
		fprintf(f, " (preset %s)", e->rules.preset);
	if (e->deals > 0)
		fprintf(f, "\ndeals: %d a table\n", e->deals);
	else
		fprintf(f, "\ndeals: one a player at each table (4 at a table of "
		    "4, 3 at a table of 3)\n");
	if (e->rank) {
		fprintf(f, "points: rank ");
		for (i = 0; i < e->nrank; i++)
			fprintf(f, "%s%d", i ? "," : "", e->rank_points[i]);
		fprintf(f, " for the places at each table, ties share\n");
	} else
		fprintf(f, "points: score, the sum of the table games' scores\n");
}

static int
new_exec(struct cmd_ctx *c)
{
	struct new_state *s = c->state;
	char taken[RK_NAME_MAX + 1];
	struct ev e;
	int rc, i;

	rc = ev_create(c->db, &s->in, taken);
	if (rc == STORE_EXISTS)
		warnx_("event new: an event named '%s' exists already: pick "
		    "another name, or 'rkub event show %s'", taken, taken);
	if (rc == STORE_EXISTS || (rc = event_fail(rc)) != 0 ||
	    (rc = event_open(c, s->in.name, &e)) != 0) {
		new_free(s);
		return rc ? rc : EXIT_USAGE;
	}
	fprintf(c->out, "new event %s, now the current event\nplayers (%d): ",
	    e.name, e.nplayers);
	for (i = 0; i < e.nplayers; i++)
		fprintf(c->out, "%s%s", i ? ", " : "", e.player[i].name);
	fputc('\n', c->out);
	event_describe(c->out, &e);
	fprintf(c->out, "sittings: %d planned; seat the first with 'rkub event "
	    "seat'\n", e.sittings);
	ev_free(&e);
	new_free(s);
	return 0;
}

const struct cmd_entry cmd_event_new_entry = {
	.name = "event new",
	.usage = "EVENT --players A,B,... | --players-file FILE "
	    "[--deals N] [--sittings N] [--points score|rank[:4,3,1,0]] "
	    "[--preset P] [--joker N] [--exhausted M] [--never-melded M] "
	    "[--tiles T] [--meld N]",
	.summary = "start an event with its players and rules; it becomes "
	    "the current one",
	.opts = new_opts,
	.minpos = 1,
	.maxpos = 1,
	.flags = CMD_DB_READ | CMD_DB_WRITE | CMD_DB_CREATE,
	.check = new_check,
	.exec = new_exec,
};

static const struct opt_spec list_opts[] = {
	{ NULL, 0, 0, 0 }
};

static int
list_exec(struct cmd_ctx *c)
{
	struct ev_listing *l;
	int n, i, rc;

	if ((rc = ev_list(c->db, &l, &n)) != STORE_OK) {
		ev_list_free(l, n);
		return event_fail(rc);
	}
	for (i = 0; i < n; i++) {
		printf("%s %s: %d player%s", l[i].current ? "*" : " ",
		    l[i].name, l[i].players, l[i].players == 1 ? "" : "s");
		if (l[i].active < l[i].players)
			printf(" (%d withdrawn)", l[i].players - l[i].active);
		printf(", sitting %d of %d\n", l[i].sittings, l[i].planned);
	}
	if (n == 0)
		printf("no events: start one with 'rkub event new'\n");
	ev_list_free(l, n);
	return 0;
}

const struct cmd_entry cmd_event_list_entry = {
	.name = "event list",
	.usage = "",
	.summary = "list the events; * marks the current one",
	.opts = list_opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_READ,
	.exec = list_exec,
};

static const struct opt_spec show_opts[] = {
	{ "json", 0, 0, 0 },
	{ NULL, 0, 0, 0 }
};

static int
tables_done(const struct ev *e, const struct ev_sitting *s)
{
	int k, done = 0;

	for (k = s->first; k < s->first + s->nseats; k++)
		if (e->seat[k].seat == 1 && e->seat[k].played >= e->seat[k].deals)
			done++;
	return done;
}

static void
show_json(const struct ev *e)
{
	char buf[256];
	int i;

	printf("{\"event\":");
	json_str(stdout, e->name);
	rules_format(&e->rules, buf, sizeof(buf));
	printf(",\"rules\":");
	json_str(stdout, buf);
	printf(",\"preset\":");
	json_str(stdout, e->rules.preset);
	printf(",\"deals\":%d,\"sittings_planned\":%d,\"points\":\"%s\","
	    "\"rank_points\":[", e->deals, e->sittings, e->rank ? "rank" :
	    "score");
	for (i = 0; i < e->nrank; i++)
		printf("%s%d", i ? "," : "", e->rank_points[i]);
	printf("],\"players\":[");
	for (i = 0; i < e->nplayers; i++) {
		printf("%s{\"player\":", i ? "," : "");
		json_str(stdout, e->player[i].name);
		printf(",\"active\":%s}", e->player[i].active ? "true" : "false");
	}
	printf("],\"sittings\":[");
	for (i = 0; i < e->nsittings; i++) {
		const struct ev_sitting *s = &e->sitting[i];

		printf("%s{\"sitting\":%d,\"method\":\"%s\",\"seed\":%llu,"
		    "\"carry\":", i ? "," : "", s->num,
		    ev_method_names[s->method], (unsigned long long)s->seed);
		if (s->carry != EV_CARRY_NONE)
			printf("\"%s\"", ev_carry_names[s->carry]);
		else
			printf("null");
		printf(",\"repeats\":%d,\"tables\":%d,\"tables_done\":%d}",
		    s->repeats, s->ntables, tables_done(e, s));
	}
	printf("]}\n");
}

static int
show_exec(struct cmd_ctx *c)
{
	struct ev e;
	int rc, i;

	if ((rc = event_open(c, c->a.npos ? c->a.pos[0] : NULL, &e)) != 0)
		return rc;
	if (arg_get(c, "json") != NULL) {
		show_json(&e);
		ev_free(&e);
		return 0;
	}
	printf("event %s\n", e.name);
	event_describe(stdout, &e);
	printf("players: %d, %d active\n", e.nplayers, e.nactive);
	for (i = 0; i < e.nplayers; i++)
		printf("  %3d  %s%s\n", i + 1, e.player[i].name,
		    e.player[i].active ? "" : " (withdrawn)");
	printf("sittings: %d of %d planned\n", e.nsittings, e.sittings);
	for (i = 0; i < e.nsittings; i++) {
		const struct ev_sitting *s = &e.sitting[i];

		printf("  %3d  %s", s->num, ev_method_names[s->method]);
		if (s->method == EV_RANDOM)
			printf(" (seed %llu)", (unsigned long long)s->seed);
		if (s->method == EV_CUT)
			printf(" (carry %s)", ev_carry_names[s->carry]);
		printf(", %d table%s, %d done, %d repeat opponent%s\n",
		    s->ntables, s->ntables == 1 ? "" : "s", tables_done(&e, s),
		    s->repeats, s->repeats == 1 ? "" : "s");
	}
	ev_free(&e);
	return 0;
}

static const struct opt_spec ev_opts[] = {
	EVENT_OPT,
	{ NULL, 0, 0, 0 }
};

const struct cmd_entry cmd_event_show_entry = {
	.name = "event show",
	.usage = "[EVENT] [--json]",
	.summary = "an event: its rules, players and sittings",
	.opts = show_opts,
	.minpos = 0,
	.maxpos = 1,
	.flags = CMD_DB_READ,
	.exec = show_exec,
};

static int
add_exec(struct cmd_ctx *c)
{
	struct ev e;
	int rc, i, k;

	if ((rc = event_open(c, NULL, &e)) != 0)
		return rc;
	for (k = 0; k < c->a.npos && rc == 0; k++) {
		const char *name = c->a.pos[k];

		if (name_check("player", name, strlen(name)) < 0) {
			rc = EXIT_USAGE;
			break;
		}
		if ((i = ev_find_player(&e, name)) >= 0) {
			warnx_("event add: %s is registered already%s",
			    e.player[i].name, e.player[i].active ? "" : " (withdrawn): bring them "
			    "back with 'rkub event back'");
			rc = EXIT_USAGE;
			break;
		}
		if (e.nplayers >= EV_PLAYERS_MAX) {
			warnx_("event add: %s has %d players, the most an event "
			    "takes", e.name, EV_PLAYERS_MAX);
			rc = EXIT_RULE;
			break;
		}
		if ((rc = event_fail(ev_player_add(c->db, &e, name))) == 0)
			fprintf(c->out, "%s: %s registered (player %d), seated from "
			    "sitting %d\n", e.name, e.player[e.nplayers - 1].name,
			    e.nplayers, e.nsittings + 1);
	}
	if (rc == 0)
		fprintf(c->out, "%s: %d players, %d active\n", e.name, e.nplayers,
		    e.nactive);
	ev_free(&e);
	return rc;
}

const struct cmd_entry cmd_event_add_entry = {
	.name = "event add",
	.usage = "NAME... [--event EVENT]",
	.summary = "register players late: they are seated from the next "
	    "sitting",
	.opts = ev_opts,
	.minpos = 1,
	.maxpos = -1,
	.flags = CMD_DB_READ | CMD_DB_WRITE,
	.exec = add_exec,
};

static int
active_exec(struct cmd_ctx *c, int active)
{
	const char *cmd = active ? "back" : "drop";
	struct ev e;
	int rc, i;

	if ((rc = event_open(c, NULL, &e)) != 0)
		return rc;
	if ((i = ev_find_player(&e, c->a.pos[0])) < 0) {
		warnx_("event %s: %s is not registered in %s: 'rkub event show' "
		    "lists the players", cmd, c->a.pos[0], e.name);
		rc = EXIT_USAGE;
	} else if (e.player[i].active == active) {
		warnx_("event %s: %s is %s", cmd, e.player[i].name, active ?
		    "playing already" : "withdrawn already: 'rkub event back' "
		    "brings them back");
		rc = EXIT_RULE;
	} else if ((rc = event_fail(ev_player_active(c->db, &e, i,
	    active))) == 0) {
		e.nactive += active ? 1 : -1;
		if (active)
			fprintf(c->out, "%s: %s is back, seated from sitting %d; %d "
			    "active\n", e.name, e.player[i].name, e.nsittings + 1,
			    e.nactive);
		else
			fprintf(c->out, "%s: %s withdrawn, the results played are "
			    "kept; %d active\n", e.name, e.player[i].name,
			    e.nactive);
	}
	ev_free(&e);
	return rc;
}

static int
drop_exec(struct cmd_ctx *c)
{
	return active_exec(c, 0);
}

static int
back_exec(struct cmd_ctx *c)
{
	return active_exec(c, 1);
}

const struct cmd_entry cmd_event_drop_entry = {
	.name = "event drop",
	.usage = "NAME [--event EVENT]",
	.summary = "withdraw a player: the results played are kept",
	.opts = ev_opts,
	.minpos = 1,
	.maxpos = 1,
	.flags = CMD_DB_READ | CMD_DB_WRITE,
	.exec = drop_exec,
};

const struct cmd_entry cmd_event_back_entry = {
	.name = "event back",
	.usage = "NAME [--event EVENT]",
	.summary = "bring a withdrawn player back from the next sitting",
	.opts = ev_opts,
	.minpos = 1,
	.maxpos = 1,
	.flags = CMD_DB_READ | CMD_DB_WRITE,
	.exec = back_exec,
};
