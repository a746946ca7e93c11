/*
 * cmd_games.c: rkub games: every game, the current one marked with *.
 */
#include "game.h"
#include "../store/store.h"

static const struct opt_spec opts[] = {
	{ "json", 0, 0, 0 },
	{ NULL, 0, 0, 0 }
};

static int
games_exec(struct cmd_ctx *c)
{
	sqlite3_stmt *st;
	int rc;

	if (c->db == NULL) {
		/* A fresh machine: no games, which is no error. */
		if (arg_get(c, "json") != NULL)
			printf("[]\n");
		return finish_stdout() < 0 ? EXIT_USAGE : 0;
	}
	if (arg_get(c, "json") != NULL) {
		st = q_prepare(c->db, "SELECT json_group_array(json_object("
		    "'game', name, 'current', json(current), 'players', "
		    "json(players), 'rounds', rounds, 'created', created)) FROM ("
		    "SELECT g.name, g.created, CASE WHEN s.value = g.id THEN 'true' "
		    "ELSE 'false' END AS current, (SELECT json_group_array(name) "
		    "FROM (SELECT p.name FROM seat t JOIN player p ON p.id = "
		    "t.player_id WHERE t.game_id = g.id ORDER BY t.pos)) AS "
		    "players, (SELECT count(*) FROM round r WHERE r.game_id = g.id "
		    "AND r.undone = 0) AS rounds FROM game g LEFT JOIN setting s "
		    "ON s.key = 'current' ORDER BY g.id)");
		if ((rc = q_step(st)) == SQLITE_ROW)
			printf("%s\n", q_col_text(st, 0));
		q_finalize(st);
		if (rc < 0)
			return EXIT_USAGE;
		return finish_stdout() < 0 ? EXIT_USAGE : 0;
	}
	st = q_prepare(c->db, "SELECT CASE WHEN s.value = g.id THEN '*' ELSE ' ' "
	    "END, g.name, (SELECT group_concat(name, ', ') FROM (SELECT p.name "
	    "FROM seat t JOIN player p ON p.id = t.player_id WHERE t.game_id = "
	    "g.id ORDER BY t.pos)), (SELECT count(*) FROM round r WHERE "
	    "r.game_id = g.id AND r.undone = 0), substr(g.created, 1, 10) "
	    "FROM game g LEFT JOIN setting s ON s.key = 'current' ORDER BY g.id");
	while ((rc = q_step(st)) == SQLITE_ROW)
		printf("%s %s  %s: %s; %d round%s\n", q_col_text(st, 0),
		    q_col_text(st, 4), q_col_text(st, 1), q_col_text(st, 2),
		    sqlite3_column_int(st, 3),
		    sqlite3_column_int(st, 3) == 1 ? "" : "s");
	q_finalize(st);
	if (rc < 0)
		return EXIT_USAGE;
	return finish_stdout() < 0 ? EXIT_USAGE : 0;
}

const struct cmd_entry cmd_games_entry = {
	"games", "[--json]", "list the games; * marks the current one",
	opts, 0, 0, CMD_DB_READ | CMD_DB_MAYBE, NULL, games_exec
};
