/*
 * cmd_new.c: rkub new GAME --players A,B,C: start a game under a preset
 * and options, and make it the current game.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "game.h"

static const struct opt_spec opts[] = {
	{ "players", 'p', 1, 0 },
	{ "rounds", 0, 1, 0 },
	{ "target", 0, 1, 0 },
	{ "json", 0, 0, 0 },
	RULE_OPTIONS,
	{ NULL, 0, 0, 0 }
};

struct new_state {
	struct rules rules;
	int end_rounds, end_target;
	int n;
	char player[RK_MAX_PLAYERS][RK_NAME_MAX + 1];
};

/* Split A,B,C into names; blanks around a name are dropped.  new and
 * timer take it. */
int
players_split(const char *cmd, const char *list,
    char player[][RK_NAME_MAX + 1], int *n)
{
	const char *p = list;

	while (1) {
		const char *e = strchr(p, ','), *b = p;
		size_t len;
		int i;

		if (e == NULL)
			e = p + strlen(p);
		while (b < e && (*b == ' ' || *b == '\t'))
			b++;
		len = (size_t)(e - b);
		while (len > 0 && (b[len - 1] == ' ' || b[len - 1] == '\t'))
			len--;
		if (len == 0) {
			warnx_("%s: --players: an empty name in '%s': give names "
			    "split by commas, as in ann,ben,cleo", cmd, list);
			return EXIT_USAGE;
		}
		if (name_check("player", b, len) < 0)
			return EXIT_USAGE;
		for (i = 0; i < *n; i++)
			if (strlen(player[i]) == len &&
			    strncasecmp(player[i], b, len) == 0) {
				warnx_("%s: --players: %.*s is named twice", cmd,
				    (int)len, b);
				return EXIT_USAGE;
			}
		if (*n == RK_MAX_PLAYERS) {
			warnx_("%s: --players: more than %d players", cmd,
			    RK_MAX_PLAYERS);
			return EXIT_RULE;
		}
		memcpy(player[*n], b, len);
		player[(*n)++][len] = '\0';
		if (*e == '\0')
			break;
		p = e + 1;
	}
	return 0;
}

static int
new_check(struct cmd_ctx *c)
{
	struct new_state *s = xcalloc(1, sizeof(*s));
	const char *v;
	int rc;

	c->state = s;
	if (name_check("game", c->a.pos[0], strlen(c->a.pos[0])) < 0)
		return EXIT_USAGE;
	if ((rc = rules_options(c, &s->rules)) != 0)
		return rc;
	if ((v = arg_get(c, "players")) == NULL) {
		warnx_("new: who plays? give --players A,B,...");
		usage_print(stderr, c->cmd);
		return EXIT_USAGE;
	}
	if ((rc = players_split("new", v, s->player, &s->n)) != 0)
		return rc;
	if (arg_get(c, "rounds") != NULL && arg_get(c, "target") != NULL) {
		warnx_("new: --rounds and --target conflict: a game ends one way");
		return EXIT_USAGE;
	}
	if ((v = arg_get(c, "rounds")) != NULL &&
	    arg_int("new: --rounds", v, 1, 100000, &s->end_rounds) < 0)
		return EXIT_USAGE;
	if ((v = arg_get(c, "target")) != NULL &&
	    arg_int("new: --target", v, 1, 1000000, &s->end_target) < 0)
		return EXIT_USAGE;
	if (s->end_target > 0 && s->rules.tokens) {
		warnx_("new: --target counts points; a junior game counts "
		    "tokens: give --rounds");
		return EXIT_USAGE;
	}
	return players_fit("new", &s->rules, s->n);
}

static int
new_exec(struct cmd_ctx *c)
{
	struct new_state *s = c->state;
	const char *name = c->a.pos[0];
	int64_t gid;
	char buf[256];
	int i, rc;

	if ((rc = game_create(c, name, &s->rules, s->player, s->n, &gid)) != 0 ||
	    (rc = names_case_notice(c, (const char (*)[RK_NAME_MAX + 1])
	    s->player, s->n)) != 0)
		return rc;
	if ((s->end_rounds || s->end_target) && store_game_set_end(c->db, gid,
	    s->end_rounds, s->end_target) < 0)
		return store_fail();
	if (arg_get(c, "json") != NULL) {
		rules_json(&s->rules, buf, sizeof(buf));
		fprintf(c->out, "{\"game\":");
		json_str(c->out, name);
		fprintf(c->out, ",\"current\":true,\"players\":[");
		for (i = 0; i < s->n; i++) {
			fputs(i ? "," : "", c->out);
			json_str(c->out, s->player[i]);
		}
		fprintf(c->out, "],\"rules\":%s,\"end_rounds\":", buf);
		fprintf(c->out, s->end_rounds ? "%d" : "null", s->end_rounds);
		fprintf(c->out, ",\"end_target\":");
		fprintf(c->out, s->end_target ? "%d" : "null", s->end_target);
		fputs("}\n", c->out);
		return 0;
	}
	rules_format(&s->rules, buf, sizeof(buf));
	fprintf(c->out, "new game %s, now the current game\nplayers: ", name);
	for (i = 0; i < s->n; i++)
		fprintf(c->out, "%s%s", i ? ", " : "", s->player[i]);
	if (s->rules.preset[0])
		fprintf(c->out, "\nrules: %s (preset %s)\n", buf, s->rules.preset);
	else
		fprintf(c->out, "\nrules: %s\n", buf);
	if (s->end_rounds)
		fprintf(c->out, "ends after %d round%s\n", s->end_rounds,
		    s->end_rounds == 1 ? "" : "s");
	if (s->end_target)
		fprintf(c->out, "ends when a total reaches %d\n", s->end_target);
	return 0;
}

const struct cmd_entry cmd_new_entry = {
	.name = "new",
	.usage = "GAME --players A,B[,...] [--preset P] [--joker N] "
	    "[--exhausted M] [--never-melded M] [--tiles T] [--meld N] "
	    "[--rounds N | --target POINTS] [--json]",
	.summary = "start a game and make it the current one",
	.opts = opts,
	.minpos = 1,
	.maxpos = 1,
	.flags = CMD_DB_READ | CMD_DB_WRITE | CMD_DB_CREATE,
	.check = new_check,
	.exec = new_exec,
};
