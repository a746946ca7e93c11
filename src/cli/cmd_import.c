/*
 * cmd_import.c: rkub import FILE: a CSV score sheet becomes a new game.
 * Every row is checked under the game's rules; one row that does not
 * balance refuses the whole file, and nothing is written.
 */
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "game.h"
#include "../store/store.h"

static const struct opt_spec opts[] = {
	{ "name", 'n', 1, 0 },
	RULE_OPTIONS,
	{ NULL, 0, 0, 0 }
};

struct import {
	struct cmd_ctx *c;
	struct rules rules;
	int rules_given;       /* rule options on the command line */
	char name[RK_NAME_MAX + 1];
	sqlite3_int64 game, pid[RK_MAX_PLAYERS];
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
	sqlite3_stmt *st;
	int i, rc;

	if ((rc = players_fit("import", &im->rules, s->n)) != 0)
		return s->status = rc;
	if ((rc = game_create(im->c->db, im->name, &im->rules, s->names, s->n,
	    &im->game)) != 0)
		return s->status = rc;
	for (i = 0; i < s->n; i++) {
		st = q_prepare(im->c->db, "SELECT id FROM player WHERE name = "
		    "$name");
		q_text(st, "$name", s->names[i]);
		if (q_step(st) != SQLITE_ROW) {
			q_finalize(st);
			return s->status = EXIT_USAGE;
		}
		im->pid[i] = sqlite3_column_int64(st, 0);
		q_finalize(st);
	}
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
	sqlite3_stmt *st;
	sqlite3_int64 rid;
	int i, w = round_winner(s, b);

	if (off != NULL) {
		fprintf(stderr, "rkub: %s:%d: round %s does not balance: %s: "
		    "nothing imported\n", s->label, s->line, label, off->detail);
		return s->status = EXIT_RULE;
	}
	st = q_prepare(im->c->db, "INSERT INTO round (game_id, num, kind, "
	    "winner_id) VALUES ($game, $num, 'import', $winner)");
	q_int(st, "$game", im->game);
	q_int(st, "$num", s->rounds);
	if (w >= 0)
		q_int(st, "$winner", im->pid[w]);
	else
		q_null(st, "$winner");
	if (q_done(st) < 0)
		return s->status = EXIT_USAGE;
	rid = sqlite3_last_insert_rowid(im->c->db);
	for (i = 0; i < s->n; i++) {
		const struct sheet_entry *e = &s->e[i];

		st = q_prepare(im->c->db, "INSERT INTO entry (round_id, player_id, "
		    "game_id, rack, rack_value, tiles, never_melded, score, won) "
		    "VALUES ($round, $player, $game, $rack, $value, $tiles, $nm, "
		    "$score, $won)");
		q_int(st, "$round", rid);
		q_int(st, "$player", im->pid[i]);
		q_int(st, "$game", im->game);
		if (e->rack != NULL)
			q_text(st, "$rack", e->rack);
		else
			q_null(st, "$rack");
		if (e->has_value)
			q_int(st, "$value", e->value);
		else
			q_null(st, "$value");
		if (e->tiles >= 0)
			q_int(st, "$tiles", e->tiles);
		else
			q_null(st, "$tiles");
		q_int(st, "$nm", e->never_melded);
		q_int(st, "$score", scores[i]);
		q_int(st, "$won", i == w);
		if (q_done(st) < 0)
			return s->status = EXIT_USAGE;
	}
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
	char rules[256];
	int rc, i;

	im->c = c;
	s->path = c->a.pos[0];
	s->rules = &im->rules;
	s->on_rules = on_rules;
	s->on_players = on_players;
	s->on_round = on_round;
	s->data = im;
	rc = scoresheet_read(s);
	if (rc == 0 && s->totals_wrong) {
		fprintf(stderr, "rkub: %s: the totals row disagrees with the "
		    "rounds: nothing imported\n", s->label);
		rc = EXIT_RULE;
	}
	if (rc == 0) {
		rules_format(&im->rules, rules, sizeof(rules));
		printf("imported %s: %d round%s, now the current game\nplayers: ",
		    im->name, s->rounds, s->rounds == 1 ? "" : "s");
		for (i = 0; i < s->n; i++)
			printf("%s%s", i ? ", " : "", s->names[i]);
		printf("\nrules: %s\n", rules);
		if (finish_stdout() < 0)
			rc = EXIT_USAGE;
	}
	free(s);
	return rc;
}

const struct cmd_entry cmd_import_entry = {
	"import", "FILE [--name GAME] [--preset P] [--joker N] [--exhausted M] "
	"[--never-melded M] [--tiles T] [--meld N]",
	"a CSV score sheet as a new game; every row is checked",
	opts, 1, 1, CMD_DB_READ | CMD_DB_WRITE | CMD_DB_CREATE, import_check,
	import_exec
};
