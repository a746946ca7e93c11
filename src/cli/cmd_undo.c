/*
 * cmd_undo.c: rkub undo: take back the last round of the current game.
 * The round stays in the database, marked undone; show --all lists it.
 */
#include "game.h"
#include "../store/store.h"

static const struct opt_spec opts[] = {
	{ "game", 'g', 1, 0 },
	{ NULL, 0, 0, 0 }
};

static int
undo_exec(struct cmd_ctx *c)
{
	struct game g;
	struct sheet sh;
	sqlite3_stmt *st;
	sqlite3_int64 rid;
	int rc, num, scores[RK_MAX_PLAYERS], totals[RK_MAX_PLAYERS];
	char label[32];

	if ((rc = game_load(c->db, arg_get(c, "game"), &g)) != 0)
		return rc;
	st = q_prepare(c->db, "SELECT id, num FROM round WHERE game_id = $game "
	    "AND undone = 0 ORDER BY id DESC LIMIT 1");
	q_int(st, "$game", g.id);
	rc = q_step(st);
	if (rc != SQLITE_ROW) {
		q_finalize(st);
		if (rc == SQLITE_DONE)
			warnx_("undo: %s has no round to take back", g.name);
		game_free(&g);
		return EXIT_USAGE;
	}
	rid = sqlite3_column_int64(st, 0);
	num = sqlite3_column_int(st, 1);
	q_finalize(st);

	st = q_prepare(c->db, "SELECT s.pos, e.score FROM entry e JOIN seat s "
	    "ON s.game_id = e.game_id AND s.player_id = e.player_id WHERE "
	    "e.round_id = $round");
	q_int(st, "$round", rid);
	while ((rc = q_step(st)) == SQLITE_ROW)
		scores[sqlite3_column_int(st, 0)] = sqlite3_column_int(st, 1);
	q_finalize(st);
	st = q_prepare(c->db, "UPDATE round SET undone = 1 WHERE id = $round");
	q_int(st, "$round", rid);
	if (rc < 0 || q_done(st) < 0) {
		game_free(&g);
		return EXIT_USAGE;
	}
	st = q_prepare(c->db, "UPDATE entry SET undone = 1 WHERE round_id = "
	    "$round");
	q_int(st, "$round", rid);
	if (q_done(st) < 0 || totals_load(c->db, &g, totals) < 0) {
		game_free(&g);
		return EXIT_USAGE;
	}
	printf("%s: took back round %d (kept, marked undone)\n", g.name, num);
	sheet_header(&sh, &g);
	snprintf(label, sizeof(label), "%d", num);
	sheet_row(&sh, label, scores, "undone");
	sheet_row(&sh, "total", totals, NULL);
	game_free(&g);
	return finish_stdout() < 0 ? EXIT_USAGE : 0;
}

const struct cmd_entry cmd_undo_entry = {
	"undo", "[--game GAME]", "take back the last round of the current game",
	opts, 0, 0, CMD_DB_READ | CMD_DB_WRITE | CMD_EXACT, NULL, undo_exec
};
