/*
 * cmd_show.c: rkub show [GAME]: the score sheet, as in the books: a row per
 * round, a column per player, the totals.  --all adds the undone rounds.
 */
#include <string.h>

#include "game.h"
#include "../store/store.h"

static const struct opt_spec opts[] = {
	{ "all", 'a', 0, 0 },
	{ "json", 0, 0, 0 },
	{ "game", 'g', 1, 0 },
	{ NULL, 0, 0, 0 }
};

static int
show_json(struct cmd_ctx *c, const struct game *g, int all)
{
	sqlite3_stmt *st;
	char rules[256];
	int rc;

	rules_format(&g->rules, rules, sizeof(rules));
	st = q_prepare(c->db, "SELECT json_object('game', g.name, 'rules', "
	    "$rules, 'preset', g.preset, 'players', (SELECT json_group_array("
	    "name) FROM (SELECT p.name FROM seat s JOIN player p ON p.id = "
	    "s.player_id WHERE s.game_id = g.id ORDER BY s.pos)), 'rounds', "
	    "(SELECT json_group_array(json(r)) FROM (SELECT json_object("
	    "'round', r.num, 'kind', r.kind, 'undone', json(CASE r.undone WHEN "
	    "1 THEN 'true' ELSE 'false' END), 'winner', w.name, 'scores', ("
	    "SELECT json_group_object(p.name, e.score) FROM (SELECT * FROM entry "
	    "e JOIN seat s ON s.game_id = e.game_id AND s.player_id = "
	    "e.player_id WHERE e.round_id = r.id ORDER BY s.pos) e JOIN player "
	    "p ON p.id = e.player_id)) AS r FROM round r LEFT JOIN player w ON "
	    "w.id = r.winner_id WHERE r.game_id = g.id AND (r.undone = 0 OR "
	    "$all) ORDER BY r.id)), 'totals', (SELECT json_group_object(name, "
	    "total) FROM (SELECT p.name, coalesce(t.total, 0) AS total FROM "
	    "seat s JOIN player p ON p.id = s.player_id LEFT JOIN tally t ON "
	    "t.game_id = s.game_id AND t.player_id = s.player_id WHERE "
	    "s.game_id = g.id ORDER BY s.pos))) FROM game g WHERE g.id = $game");
	q_text(st, "$rules", rules);
	q_int(st, "$all", all);
	q_int(st, "$game", g->id);
	if ((rc = q_step(st)) == SQLITE_ROW)
		printf("%s\n", q_col_text(st, 0));
	q_finalize(st);
	return rc == SQLITE_ROW ? 0 : EXIT_USAGE;
}

static int
show_exec(struct cmd_ctx *c)
{
	struct game g;
	struct sheet sh;
	sqlite3_stmt *st;
	sqlite3_int64 round = -1;
	int rc, all = arg_get(c, "all") != NULL, undone = 0, num = 0;
	int scores[RK_MAX_PLAYERS], totals[RK_MAX_PLAYERS];
	char rules[256], label[32];
	const char *name = c->a.npos ? c->a.pos[0] : arg_get(c, "game");

	if ((rc = game_load(c->db, name, &g)) != 0)
		return rc;
	if (arg_get(c, "json") != NULL) {
		rc = show_json(c, &g, all);
		game_free(&g);
		return rc != 0 ? rc : finish_stdout() < 0 ? EXIT_USAGE : 0;
	}
	rules_format(&g.rules, rules, sizeof(rules));
	printf("%s: %s\n", g.name, rules);
	sheet_header(&sh, &g);
	st = q_prepare(c->db, "SELECT r.id, r.num, r.undone, s.pos, e.score "
	    "FROM round r JOIN entry e ON e.round_id = r.id JOIN seat s ON "
	    "s.game_id = r.game_id AND s.player_id = e.player_id WHERE "
	    "r.game_id = $game AND (r.undone = 0 OR $all) ORDER BY r.id, s.pos");
	q_int(st, "$game", g.id);
	q_int(st, "$all", all);
	memset(scores, 0, sizeof(scores));
	while ((rc = q_step(st)) == SQLITE_ROW) {
		if (sqlite3_column_int64(st, 0) != round) {
			if (round >= 0) {
				snprintf(label, sizeof(label), "%d", num);
				sheet_row(&sh, label, scores, undone ? "undone" : NULL);
			}
			round = sqlite3_column_int64(st, 0);
			num = sqlite3_column_int(st, 1);
			undone = sqlite3_column_int(st, 2);
			memset(scores, 0, sizeof(scores));
		}
		scores[sqlite3_column_int(st, 3)] = sqlite3_column_int(st, 4);
	}
	q_finalize(st);
	if (round >= 0) {
		snprintf(label, sizeof(label), "%d", num);
		sheet_row(&sh, label, scores, undone ? "undone" : NULL);
	}
	if (rc < 0 || totals_load(c->db, &g, totals) < 0) {
		game_free(&g);
		return EXIT_USAGE;
	}
	sheet_row(&sh, "total", totals, NULL);
	game_free(&g);
	return finish_stdout() < 0 ? EXIT_USAGE : 0;
}

const struct cmd_entry cmd_show_entry = {
	"show", "[GAME] [--all] [--json]",
	"the score sheet: a row per round, a column per player, totals",
	opts, 0, 1, CMD_DB_READ, NULL, show_exec
};
