/*
 * cmd_new.c: rkub new GAME --players A,B,C: start a game under a preset
 * and options, and make it the current game.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "game.h"
#include "../store/store.h"

static const struct opt_spec opts[] = {
	{ "players", 'p', 1, 0 },
	{ "preset", 0, 1, 0 },
	{ "joker", 0, 1, 0 },
	{ "exhausted", 0, 1, 0 },
	{ "never-melded", 0, 1, 0 },
	{ "tiles", 0, 1, 0 },
	{ "meld", 0, 1, 0 },
	{ NULL, 0, 0, 0 }
};

struct new_state {
	struct rules rules;
	int n;
	char player[RK_MAX_PLAYERS][RK_NAME_MAX + 1];
};

/* Split A,B,C into names; blanks around a name are dropped. */
static int
split_players(const char *list, struct new_state *s)
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
			warnx_("new: --players: an empty name in '%s': give names "
			    "split by commas, as in ann,ben,cleo", list);
			return EXIT_USAGE;
		}
		if (name_check("player", b, len) < 0)
			return EXIT_USAGE;
		for (i = 0; i < s->n; i++)
			if (strlen(s->player[i]) == len &&
			    strncasecmp(s->player[i], b, len) == 0) {
				warnx_("new: --players: %.*s is named twice", (int)len,
				    b);
				return EXIT_USAGE;
			}
		if (s->n == RK_MAX_PLAYERS) {
			warnx_("new: --players: more than %d players",
			    RK_MAX_PLAYERS);
			return EXIT_RULE;
		}
		memcpy(s->player[s->n], b, len);
		s->player[s->n++][len] = '\0';
		if (*e == '\0')
			break;
		p = e + 1;
	}
	return 0;
}

static int
new_check(struct cmd_ctx *c)
{
	static const char *const keys[] = {
		"tiles", "joker", "exhausted", "never-melded", "meld", NULL
	};
	struct new_state *s = xcalloc(1, sizeof(*s));
	struct rk_diag d;
	const char *v;
	int i, rc;

	c->state = s;
	if (name_check("game", c->a.pos[0], strlen(c->a.pos[0])) < 0)
		return EXIT_USAGE;
	rules_init(&s->rules);
	s->rules.preset[0] = '\0';
	if ((v = arg_get(c, "preset")) != NULL &&
	    rules_preset(&s->rules, v, &d) < 0) {
		warnx_("new: --preset: %s", d.detail);
		return EXIT_USAGE;
	}
	for (i = 0; keys[i] != NULL; i++)
		if ((v = arg_get(c, keys[i])) != NULL &&
		    rules_set(&s->rules, keys[i], v, &d) < 0) {
			warnx_("new: %s", d.detail);
			return EXIT_USAGE;
		}
	if ((v = arg_get(c, "players")) == NULL) {
		warnx_("new: who plays? give --players A,B,...");
		usage_print(stderr, c->cmd);
		return EXIT_USAGE;
	}
	if ((rc = split_players(v, s)) != 0)
		return rc;
	if (s->n < s->rules.tiles->min_players ||
	    s->n > s->rules.tiles->max_players) {
		warnx_("new: %d player%s: %s tiles are for %d to %d players",
		    s->n, s->n == 1 ? "" : "s", s->rules.tiles->name,
		    s->rules.tiles->min_players, s->rules.tiles->max_players);
		return EXIT_RULE;
	}
	return 0;
}

static int
new_exec(struct cmd_ctx *c)
{
	struct new_state *s = c->state;
	const char *name = c->a.pos[0];
	sqlite3_stmt *st;
	sqlite3_int64 gid;
	char buf[256], nm[32];
	int i, rc;

	st = q_prepare(c->db, "SELECT name FROM game WHERE name = $name");
	q_text(st, "$name", name);
	rc = q_step(st);
	if (rc == SQLITE_ROW)
		warnx_("new: a game named '%s' exists already: pick another "
		    "name, or 'rkub show %s'", q_col_text(st, 0),
		    q_col_text(st, 0));
	q_finalize(st);
	if (rc != SQLITE_DONE)
		return EXIT_USAGE;

	nm_format(&s->rules, nm, sizeof(nm));
	st = q_prepare(c->db, "INSERT INTO game (name, preset, joker, tokens, "
	    "exhausted, never_melded, tiles, meld) VALUES ($name, $preset, "
	    "$joker, $tokens, $exhausted, $nm, $tiles, $meld)");
	q_text(st, "$name", name);
	q_text(st, "$preset", s->rules.preset);
	q_int(st, "$joker", s->rules.joker);
	q_int(st, "$tokens", s->rules.tokens);
	q_text(st, "$exhausted", rk_exhausted_names[s->rules.exhausted]);
	q_text(st, "$nm", nm);
	q_text(st, "$tiles", s->rules.tiles->name);
	q_int(st, "$meld", s->rules.meld);
	if (q_done(st) < 0)
		return EXIT_USAGE;
	gid = sqlite3_last_insert_rowid(c->db);

	for (i = 0; i < s->n; i++) {
		st = q_prepare(c->db, "INSERT INTO player (name) VALUES ($name) "
		    "ON CONFLICT (name) DO NOTHING");
		q_text(st, "$name", s->player[i]);
		if (q_done(st) < 0)
			return EXIT_USAGE;
		st = q_prepare(c->db, "INSERT INTO seat (game_id, player_id, pos) "
		    "SELECT $game, id, $pos FROM player WHERE name = $name");
		q_int(st, "$game", gid);
		q_int(st, "$pos", i);
		q_text(st, "$name", s->player[i]);
		if (q_done(st) < 0)
			return EXIT_USAGE;
	}
	st = q_prepare(c->db, "INSERT INTO setting (key, value) VALUES "
	    "('current', $game) ON CONFLICT (key) DO UPDATE SET value = "
	    "excluded.value");
	q_int(st, "$game", gid);
	if (q_done(st) < 0)
		return EXIT_USAGE;

	rules_format(&s->rules, buf, sizeof(buf));
	printf("new game %s, now the current game\nplayers: ", name);
	for (i = 0; i < s->n; i++)
		printf("%s%s", i ? ", " : "", s->player[i]);
	if (s->rules.preset[0])
		printf("\nrules: %s (preset %s)\n", buf, s->rules.preset);
	else
		printf("\nrules: %s\n", buf);
	return finish_stdout() < 0 ? EXIT_USAGE : 0;
}

const struct cmd_entry cmd_new_entry = {
	"new", "GAME --players A,B[,...] [--preset P] [--joker N] "
	"[--exhausted M] [--never-melded M] [--tiles T] [--meld N]",
	"start a game and make it the current one",
	opts, 1, 1, CMD_DB_READ | CMD_DB_WRITE | CMD_DB_CREATE, new_check,
	new_exec
};
