/*
 * cmd_standings.c: rkub standings [GAME]: rank, player, total, rounds
 * played and won, best and worst round; ties share a rank.  --all ranks
 * every player over every game (junior games aside: tokens are no
 * points).  SQLite does the work: the tally table the triggers keep, and
 * rank() over it.
 */
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "../store/store.h"

static const struct opt_spec opts[] = {
	{ "csv", 0, 0, 0 },
	{ "json", 0, 0, 0 },
	{ "all", 'a', 0, 0 },
	{ "game", 'g', 1, 0 },
	{ NULL, 0, 0, 0 }
};

/* Columns: rank, player, total, played, won, best, worst, games. */
static const char game_sql[] =
    "SELECT rank() OVER (ORDER BY CASE WHEN $tokens THEN coalesce(t.won, 0) "
    "ELSE 0 END DESC, coalesce(t.total, 0) DESC) AS rank, p.name, "
    "coalesce(t.total, 0), coalesce(t.played, 0), coalesce(t.won, 0), "
    "t.best, t.worst, 1 "
    "FROM seat s JOIN player p ON p.id = s.player_id "
    "LEFT JOIN tally t ON t.game_id = s.game_id AND t.player_id = s.player_id "
    "WHERE s.game_id = $game ORDER BY rank, s.pos";

static const char all_sql[] =
    "SELECT rank() OVER (ORDER BY sum(t.total) DESC) AS rank, p.name, "
    "sum(t.total), sum(t.played), sum(t.won), max(t.best), min(t.worst), "
    "count(*) FROM tally t JOIN player p ON p.id = t.player_id "
    "WHERE t.played > 0 AND t.game_id NOT IN (SELECT id FROM game WHERE "
    "tokens) GROUP BY t.player_id ORDER BY rank, p.name";

static const char *const columns[] = {
	"rank", "player", "total", "played", "won", "best", "worst", "games"
};

/* The standings as CSV: a header row, then a player a row, best first. */
int
standings_csv(sqlite3 *db, const struct game *g, int all, FILE *f)
{
	sqlite3_stmt *st = q_prepare(db, all ? all_sql : game_sql);
	int i, rc, ncol = all ? 8 : 7;

	if (!all) {
		q_int(st, "$game", g->id);
		q_int(st, "$tokens", g->rules.tokens);
	}
	for (i = 0; i < ncol; i++) {
		if (i)
			csv_sep(f);
		csv_text(f, columns[i]);
	}
	csv_eol(f);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		for (i = 0; i < ncol; i++) {
			if (i)
				csv_sep(f);
			if (i == 1)
				csv_text(f, q_col_text(st, i));
			else if (sqlite3_column_type(st, i) != SQLITE_NULL)
				csv_int(f, sqlite3_column_int64(st, i));
		}
		csv_eol(f);
	}
	q_finalize(st);
	return rc < 0 ? EXIT_USAGE : 0;
}

static int
standings_exec(struct cmd_ctx *c)
{
	struct game g;
	sqlite3_stmt *st;
	int rc, i, all = arg_get(c, "all") != NULL;
	int csv = arg_get(c, "csv") != NULL, json = arg_get(c, "json") != NULL;
	const char *name = c->a.npos ? c->a.pos[0] : arg_get(c, "game");
	char buf[32];

	memset(&g, 0, sizeof(g));
	if (csv && json) {
		warnx_("standings: give --csv or --json, not both");
		return EXIT_USAGE;
	}
	if (all && name != NULL) {
		warnx_("standings: --all ranks every game; give no GAME with it");
		return EXIT_USAGE;
	}
	if (!all && (rc = game_load(c->db, name, &g)) != 0)
		return rc;
	if (json) {
		char *sql = xasprintf("WITH x(c0, c1, c2, c3, c4, c5, c6, c7) AS "
		    "(%s) SELECT json_group_array(json_object('rank', c0, "
		    "'player', c1, 'total', c2, 'played', c3, 'won', c4, 'best', "
		    "c5, 'worst', c6%s)) FROM x", all ? all_sql : game_sql,
		    all ? ", 'games', c7" : "");

		st = q_prepare(c->db, sql);
		free(sql);
	} else
		st = q_prepare(c->db, all ? all_sql : game_sql);
	if (!all) {
		q_int(st, "$game", g.id);
		q_int(st, "$tokens", g.rules.tokens);
	}
	if (json) {
		if ((rc = q_step(st)) == SQLITE_ROW)
			printf("%s\n", q_col_text(st, 0));
		q_finalize(st);
		game_free(&g);
		if (rc < 0)
			return EXIT_USAGE;
		return finish_stdout() < 0 ? EXIT_USAGE : 0;
	}
	if (csv) {
		q_finalize(st);
		rc = standings_csv(c->db, &g, all, stdout);
		game_free(&g);
		if (rc != 0)
			return rc;
		return finish_stdout() < 0 ? EXIT_USAGE : 0;
	} else {
		if (!all)
			printf("%s\n", g.name);
		printf("rank  %-12s %6s %6s %4s %5s %6s%s\n", "player", "total",
		    "played", "won", "best", "worst", all ? "  games" : "");
	}
	while ((rc = q_step(st)) == SQLITE_ROW) {
		printf("%4d  ", sqlite3_column_int(st, 0));
		print_padded(q_col_text(st, 1), 12, 0);
		printf(" %6s", signed_str(sqlite3_column_int(st, 2), buf,
		    sizeof(buf)));
		printf(" %6d %4d", sqlite3_column_int(st, 3),
		    sqlite3_column_int(st, 4));
		for (i = 5; i <= 6; i++)
			printf(" %*s", i == 5 ? 5 : 6,
			    sqlite3_column_type(st, i) == SQLITE_NULL ? "-" :
			    signed_str(sqlite3_column_int(st, i), buf, sizeof(buf)));
		if (all)
			printf("  %5d", sqlite3_column_int(st, 7));
		putchar('\n');
	}
	q_finalize(st);
	game_free(&g);
	if (rc < 0)
		return EXIT_USAGE;
	return finish_stdout() < 0 ? EXIT_USAGE : 0;
}

const struct cmd_entry cmd_standings_entry = {
	"standings", "[GAME] [--all] [--csv | --json]",
	"ranking by total, with rounds played and won",
	opts, 0, 1, CMD_DB_READ, NULL, standings_exec
};
