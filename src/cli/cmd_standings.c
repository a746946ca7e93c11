/*
 * cmd_standings.c: rkub standings [GAME]: rank, player, total, rounds
 * played and won, best and worst round; ties share a rank.  --all ranks
 * every player over every game (junior games aside: tokens are no
 * points).  The store reads them from the tally the triggers keep.
 */
#include <stdlib.h>
#include <string.h>

#include "game.h"

static const struct opt_spec opts[] = {
	{ "csv", 0, 0, 0 },
	{ "json", 0, 0, 0 },
	{ "all", 'a', 0, 0 },
	{ "game", 'g', 1, 0 },
	{ NULL, 0, 0, 0 }
};

struct table {
	FILE *f;
	int all;
};

static int
standing_line(void *arg, const struct store_standing *s)
{
	struct table *t = arg;
	char buf[32];

	fprintf(t->f, "%4d  ", s->rank);
	print_padded(t->f, s->player, 12, 0);
	fprintf(t->f, " %6s", signed_str(s->total, buf, sizeof(buf)));
	fprintf(t->f, " %6d %4d", s->played, s->won);
	fprintf(t->f, " %5s", s->has_best ? signed_str(s->best, buf,
	    sizeof(buf)) : "-");
	fprintf(t->f, " %6s", s->has_worst ? signed_str(s->worst, buf,
	    sizeof(buf)) : "-");
	if (t->all)
		fprintf(t->f, "  %5d", s->games);
	fputc('\n', t->f);
	return 0;
}

static int
standings_exec(struct cmd_ctx *c)
{
	struct game g, *gp = NULL;
	struct table t = { c->out, 0 };
	int rc, all = arg_get(c, "all") != NULL;
	int csv = arg_get(c, "csv") != NULL, json = arg_get(c, "json") != NULL;
	const char *name = c->a.npos ? c->a.pos[0] : arg_get(c, "game");
	char *text;

	memset(&g, 0, sizeof(g));
	if (csv && json) {
		warnx_("standings: --csv and --json conflict: give one");
		return EXIT_USAGE;
	}
	if (all && name != NULL) {
		warnx_("standings: --all ranks every game; give no GAME with it");
		return EXIT_USAGE;
	}
	if (!all) {
		if ((rc = game_open(c, name, &g)) != 0)
			return rc;
		gp = &g;
	}
	if (json) {
		rc = store_standings_json(c->db, gp, &text);
		store_game_free(&g);
		if (rc < 0)
			return store_fail();
		fprintf(c->out, "%s\n", text);
		free(text);
		return 0;
	}
	if (csv) {
		rc = standings_csv(c, gp, c->out);
		store_game_free(&g);
		return rc;
	}
	if (!all)
		fprintf(c->out, "%s\n", g.name);
	fprintf(c->out, "rank  %-12s %6s %6s %4s %5s %6s%s\n", "player", "total",
	    "played", "won", "best", "worst", all ? "  games" : "");
	t.all = all;
	rc = store_standings_each(c->db, gp, standing_line, &t);
	store_game_free(&g);
	return rc < 0 ? store_fail() : 0;
}

const struct cmd_entry cmd_standings_entry = {
	.name = "standings",
	.usage = "[GAME] [--all] [--csv | --json]",
	.summary = "ranking by total, with rounds played and won",
	.opts = opts,
	.minpos = 0,
	.maxpos = 1,
	.flags = CMD_DB_READ,
	.exec = standings_exec,
};
