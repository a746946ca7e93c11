/*
 * cmd_import.c: rkub import FILE: a CSV score sheet becomes a new game.
 * Every row is checked under the game's rules; one row that does not
 * balance refuses the whole file, and nothing is written.
 */
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "game.h"

static const struct opt_spec opts[] = {
	{ "name", 'n', 1, 0 },
	{ "use", 0, 0, 0 },
	{ "force", 'f', 0, 0 },
	{ "json", 0, 0, 0 },
	RULE_OPTIONS,
	{ NULL, 0, 0, 0 }
};

struct import {
	struct cmd_ctx *c;
	struct rules rules;
	int rules_given;       /* rule options on the command line */
	char name[RK_NAME_MAX + 1];
	struct game g;
};

/* The rules an export wrote, unless the command line gave some. */
static int
on_rules(struct scoresheet *s, const char *spec, void *data)
{
	struct import *im = data;

	return im->rules_given ? 0 : sheet_rules(s, spec, &im->rules);
}

static int
on_players(struct scoresheet *s, void *data)
{
	struct import *im = data;
	int64_t id;
	int rc;

	if ((rc = players_fit("import", &im->rules, s->n)) != 0)
		return s->status = rc;
	if ((rc = game_create(im->c, im->name, &im->rules,
	    (const char (*)[RK_NAME_MAX + 1])s->names, s->n, &id)) != 0)
		return s->status = rc;
	if ((rc = game_open(im->c, im->name, &im->g)) != 0)
		return s->status = rc;
	if (store_bulk_begin(im->c->db, &im->g) < 0)
		return s->status = store_fail();
	return 0;
}

/* Who won: the won column when the sheet has one, else the one plus. */
static int
round_winner(const struct scoresheet *s, const struct balance *b)
{
	int i;

	for (i = 0; i < s->n; i++)
		if (s->e[i].won == 1)
			return i;
	for (i = 0; i < s->n; i++)
		if (s->e[i].won == 0)
			return -1;   /* a won column, and nobody won */
	return b->winner;
}

static int
on_round(struct scoresheet *s, const char *label, const int *scores,
    const struct balance *b, const struct rk_diag *off, void *data)
{
	struct import *im = data;
	struct store_round r;
	int i, num, w = round_winner(s, b);

	if (off != NULL) {
		warnx_("%s:%d: round %s does not balance: %s: nothing imported",
		    s->label, s->line, label, off->detail);
		return s->status = EXIT_RULE;
	}
	/* A late player (seat add): seated before the round is written. */
	while (im->g.n < s->n) {
		char stored[RK_NAME_MAX + 1];

		if (store_seat_add(im->c->db, &im->g, s->names[im->g.n],
		    stored) != STORE_OK)
			return s->status = store_fail();
		store_game_free(&im->g);
		if (game_open(im->c, im->name, &im->g) != 0)
			return s->status = EXIT_USAGE;
	}
	memset(&r, 0, sizeof(r));
	r.kind = "import";
	r.winner = w;
	for (i = 0; i < s->n; i++) {
		const struct sheet_entry *e = &s->e[i];

		r.e[i].rack = e->rack;
		r.e[i].value = e->value;
		r.e[i].tiles = e->tiles;
		r.e[i].never_melded = e->never_melded;
		r.e[i].score = scores[i];
		r.e[i].won = i == w;
		r.e[i].absent = !s->present[i];
	}
	if (store_round_add(im->c->db, &im->g, &r, &num) < 0)
		return s->status = store_fail();
	/* the game as loaded counts the rounds before the import: a late
	 * player's seat records the round it joins at (seat.joined) */
	im->g.rounds++;
	return 0;
}

static void
name_from_path(const char *path, char *buf, size_t len)
{
	const char *b = strrchr(path, '/'), *dot;
	size_t n;

	b = b ? b + 1 : path;
	dot = strrchr(b, '.');
	n = dot && dot != b ? (size_t)(dot - b) : strlen(b);
	if (n >= len)
		n = len - 1;
	memcpy(buf, b, n);
	buf[n] = '\0';
}

static int
import_check(struct cmd_ctx *c)
{
	struct import *im = xcalloc(1, sizeof(*im));
	const char *v = arg_get(c, "name");

	c->state = im;
	im->c = c;
	if (v == NULL && strcmp(c->a.pos[0], "-") == 0) {
		warnx_("import: name the game read from standard input with "
		    "--name GAME");
		return EXIT_USAGE;
	}
	if (v != NULL)
		snprintf(im->name, sizeof(im->name), "%s", v);
	else
		name_from_path(c->a.pos[0], im->name, sizeof(im->name));
	if (name_check("game", im->name, strlen(im->name)) < 0)
		return EXIT_USAGE;
	im->rules_given = rules_given(c);
	return rules_options(c, &im->rules);
}

static int
import_exec(struct cmd_ctx *c)
{
	struct import *im = c->state;
	struct scoresheet *s = xcalloc(1, sizeof(*s));
	char rules[256], twin[RK_NAME_MAX + 1];
	int64_t cur;
	int rc, i, t, use;

	im->c = c;
	s->path = c->a.pos[0];
	s->rules = &im->rules;
	s->on_rules = on_rules;
	s->on_players = on_players;
	s->on_round = on_round;
	s->data = im;
	if (store_current_get(c->db, &cur) < 0) {
		free(s);
		return store_fail();
	}
	rc = scoresheet_read(s);
	if (store_bulk_end(c->db, rc == 0) < 0 && rc == 0)
		rc = store_fail();
	if (rc == 0 && s->totals_wrong) {
		warnx_("%s: the totals row disagrees with the rounds: nothing "
		    "imported", s->label);
		rc = EXIT_RULE;
	}
	/* The same sheet twice: refused unless --force. */
	if (rc == 0 && arg_get(c, "force") == NULL &&
	    (t = store_game_twin(c->db, &im->g, twin)) != STORE_NONE) {
		if (t == STORE_OK)
			warnx_("import: %s is game %s again (the same players and "
			    "rounds): nothing imported; --force imports it all "
			    "the same", s->label, twin);
		rc = t == STORE_OK ? EXIT_RULE : store_fail();
	}
	if (rc == 0)
		rc = names_case_notice(c, (const char (*)[RK_NAME_MAX + 1])
		    s->names, s->n);
	/* The evening's current game stays current, unless --use. */
	use = arg_get(c, "use") != NULL || cur == 0;
	if (rc == 0 && !use && store_current_set(c->db, cur) < 0)
		rc = store_fail();
	if (rc == 0 && arg_get(c, "json") != NULL) {
		rules_json(&im->rules, rules, sizeof(rules));
		fprintf(c->out, "{\"game\":");
		json_str(c->out, im->name);
		fprintf(c->out, ",\"rounds\":%d,\"current\":%s,\"players\":[",
		    s->rounds, use ? "true" : "false");
		for (i = 0; i < s->n; i++) {
			fputs(i ? "," : "", c->out);
			json_str(c->out, s->names[i]);
		}
		fprintf(c->out, "],\"rules\":%s}\n", rules);
	} else if (rc == 0) {
		rules_format(&im->rules, rules, sizeof(rules));
		fprintf(c->out, "imported %s: %d round%s, %s\nplayers: ",
		    im->name, s->rounds, s->rounds == 1 ? "" : "s", use ?
		    "now the current game" : "not the current game ('rkub use' "
		    "switches)");
		for (i = 0; i < s->n; i++)
			fprintf(c->out, "%s%s", i ? ", " : "", s->names[i]);
		fprintf(c->out, "\nrules: %s\n", rules);
	}
	store_game_free(&im->g);
	free(s);
	return rc;
}

const struct cmd_entry cmd_import_entry = {
	.name = "import",
	.usage = "FILE [--name GAME] [--use] [--force] [--json] [--preset P] "
	    "[--joker N] [--exhausted M] [--never-melded M] [--tiles T] "
	    "[--meld N]",
	.summary = "a CSV score sheet as a new game; every row is checked",
	.opts = opts,
	.minpos = 1,
	.maxpos = 1,
	.flags = CMD_DB_READ | CMD_DB_WRITE | CMD_DB_CREATE,
	.check = import_check,
	.exec = import_exec,
};
