/*
 * cmd_export.c: rkub export [GAME] [-o FILE]: every round as CSV, one row
 * per round and player, with what a spreadsheet wants beside the score;
 * --wide writes the score-sheet shape that import reads; --standings the
 * standings.  With -o the file appears whole or not at all.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "../store/store.h"

static const struct opt_spec opts[] = {
	{ "output", 'o', 1, 0 },
	{ "wide", 'w', 0, 0 },
	{ "standings", 0, 0, 0 },
	{ "all", 'a', 0, 0 },
	{ "game", 'g', 1, 0 },
	{ NULL, 0, 0, 0 }
};

static const char *const long_columns[] = {
	"game", "round", "player", "score", "won", "rack", "rack_value",
	"tiles_left", "never_melded", "total", "rules", NULL
};

static int
export_long(sqlite3 *db, const struct game *g, int all, FILE *f)
{
	sqlite3_stmt *st;
	struct rules r;
	char spec[256];
	int i, rc;

	st = q_prepare(db, "SELECT gm.name, r.num, p.name, e.score, e.won, "
	    "e.rack, e.rack_value, e.tiles, e.never_melded, sum(e.score) OVER "
	    "(PARTITION BY e.game_id, e.player_id ORDER BY r.num ROWS "
	    "UNBOUNDED PRECEDING), gm.preset, gm.joker, gm.tokens, "
	    "gm.exhausted, gm.never_melded, gm.tiles, gm.meld FROM entry e JOIN round r ON r.id = "
	    "e.round_id JOIN player p ON p.id = e.player_id JOIN game gm ON "
	    "gm.id = e.game_id JOIN seat s ON s.game_id = e.game_id AND "
	    "s.player_id = e.player_id WHERE e.undone = 0 AND ($all OR "
	    "e.game_id = $game) ORDER BY e.game_id, r.num, s.pos");
	q_int(st, "$all", all);
	q_int(st, "$game", all ? 0 : g->id);
	for (i = 0; long_columns[i] != NULL; i++) {
		if (i)
			csv_sep(f);
		csv_text(f, long_columns[i]);
	}
	csv_eol(f);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		for (i = 0; i < 10; i++) {
			if (i)
				csv_sep(f);
			if (sqlite3_column_type(st, i) == SQLITE_NULL)
				continue;
			/* The empty rack of who went out is an empty cell. */
			if (i == 5 && strcmp(q_col_text(st, i), "-") == 0)
				continue;
			if (i == 0 || i == 2 || i == 5)
				csv_text(f, q_col_text(st, i));
			else
				csv_int(f, sqlite3_column_int64(st, i));
		}
		if (rules_from_row(st, 10, &r) < 0) {
			rc = -1;
			break;
		}
		rules_spec(&r, spec, sizeof(spec));
		csv_sep(f);
		csv_text(f, spec);
		csv_eol(f);
	}
	q_finalize(st);
	return rc < 0 ? EXIT_USAGE : 0;
}

/* round,ann,ben,...: a row per round, as import reads it. */
static int
export_wide(sqlite3 *db, const struct game *g, FILE *f)
{
	sqlite3_stmt *st;
	sqlite3_int64 round = -1;
	int i, rc, num = 0, scores[RK_MAX_PLAYERS];

	csv_text(f, "round");
	for (i = 0; i < g->n; i++) {
		csv_sep(f);
		csv_text(f, g->player[i]);
	}
	csv_eol(f);
	st = q_prepare(db, "SELECT r.id, r.num, s.pos, e.score FROM round r "
	    "JOIN entry e ON e.round_id = r.id JOIN seat s ON s.game_id = "
	    "r.game_id AND s.player_id = e.player_id WHERE r.game_id = $game "
	    "AND r.undone = 0 ORDER BY r.num, s.pos");
	q_int(st, "$game", g->id);
	for (;;) {
		rc = q_step(st);
		if (rc != SQLITE_ROW || sqlite3_column_int64(st, 0) != round) {
			if (round >= 0) {
				csv_int(f, num);
				for (i = 0; i < g->n; i++) {
					csv_sep(f);
					csv_int(f, scores[i]);
				}
				csv_eol(f);
			}
			if (rc != SQLITE_ROW)
				break;
			round = sqlite3_column_int64(st, 0);
			num = sqlite3_column_int(st, 1);
			memset(scores, 0, sizeof(scores));
		}
		scores[sqlite3_column_int(st, 2)] = sqlite3_column_int(st, 3);
	}
	q_finalize(st);
	return rc < 0 ? EXIT_USAGE : 0;
}

static int
export_exec(struct cmd_ctx *c)
{
	struct game g;
	const char *out = arg_get(c, "output"), *name;
	char *tmp = NULL;
	FILE *f = stdout;
	int rc, all = arg_get(c, "all") != NULL;
	int wide = arg_get(c, "wide") != NULL;
	int standings = arg_get(c, "standings") != NULL;
	static char buf[1 << 16];

	name = c->a.npos ? c->a.pos[0] : arg_get(c, "game");
	memset(&g, 0, sizeof(g));
	if (wide && standings) {
		warnx_("export: give --wide or --standings, not both");
		return EXIT_USAGE;
	}
	if (all && (name != NULL || wide)) {
		warnx_("export: --all exports every game%s", wide ? ": --wide "
		    "takes one game, its players the columns" : "; give no GAME");
		return EXIT_USAGE;
	}
	if (!all && (rc = game_load(c->db, name, &g)) != 0)
		return rc;
	if (out != NULL && strcmp(out, "-") != 0) {
		tmp = xasprintf("%s.tmp%ld", out, (long)getpid());
		if ((f = fopen(tmp, "wb")) == NULL) {
			warnx_("export: cannot write %s: %s", tmp, strerror(errno));
			free(tmp);
			game_free(&g);
			return EXIT_USAGE;
		}
	}
	setvbuf(f, buf, _IOFBF, sizeof(buf));
	if (standings)
		rc = standings_csv(c->db, &g, all, f);
	else if (wide)
		rc = export_wide(c->db, &g, f);
	else
		rc = export_long(c->db, &g, all, f);
	game_free(&g);
	if (f == stdout) {
		if (rc == 0 && finish_stdout() < 0)
			rc = EXIT_USAGE;
		return rc;
	}
	if (rc == 0 && (fflush(f) != 0 || ferror(f))) {
		warnx_("export: cannot write %s: %s", out, strerror(errno));
		rc = EXIT_USAGE;
	}
	if (fclose(f) != 0 && rc == 0) {
		warnx_("export: cannot write %s: %s", out, strerror(errno));
		rc = EXIT_USAGE;
	}
	if (rc == 0 && rename(tmp, out) != 0) {
		warnx_("export: cannot write %s: %s", out, strerror(errno));
		rc = EXIT_USAGE;
	}
	if (rc != 0)
		unlink(tmp);
	free(tmp);
	return rc;
}

const struct cmd_entry cmd_export_entry = {
	"export", "[GAME] [--all] [--wide | --standings] [-o FILE]",
	"every round as CSV: a header row, then a row per round and player",
	opts, 0, 1, CMD_DB_READ, NULL, export_exec
};
