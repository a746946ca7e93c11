/*
 * sheet.c: the score sheet read back: the totals, the rounds row by row,
 * their racks as typed, the sheet as JSON, and every entry for the long
 * export.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store.h"

int
store_totals(sqlite3 *db, const struct game *g, int *totals)
{
	sqlite3_stmt *st;
	int i, rc, pos;

	for (i = 0; i < g->n; i++)
		totals[i] = 0;
	st = q_prepare(db, "SELECT s.pos, coalesce(t.total, 0) FROM seat s "
	    "LEFT JOIN tally t ON t.game_id = s.game_id AND t.player_id = "
	    "s.player_id WHERE s.game_id = $game");
	q_int(st, "$game", g->id);
	while ((rc = q_step(st)) == SQLITE_ROW)
		if (q_col_pos(st, 0, g, &pos) < 0 ||
		    q_col_score(st, 1, "a total", &totals[pos]) < 0) {
			rc = -1;
			break;
		}
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_OK;
}

int
store_sheet_each(sqlite3 *db, const struct game *g, int all,
    int (*fn)(void *, const struct store_sheet_row *), void *arg)
{
	struct store_sheet_row row;
	sqlite3_stmt *st;
	sqlite3_int64 round = -1;
	long long v;
	int rc, pos, stop = 0;

	st = q_prepare(db, "SELECT r.id, r.num, r.undone, s.pos, e.score, "
	    "r.replaced FROM round r JOIN entry e ON e.round_id = r.id JOIN seat s ON "
	    "s.game_id = r.game_id AND s.player_id = e.player_id WHERE "
	    "r.game_id = $game AND (r.undone = 0 OR $all) ORDER BY r.num, "
	    "r.id, s.pos");
	q_int(st, "$game", g->id);
	q_int(st, "$all", all);
	memset(&row, 0, sizeof(row));
	while (!stop && (rc = q_step(st)) == SQLITE_ROW) {
		if (sqlite3_column_int64(st, 0) != round) {
			if (round >= 0 && fn(arg, &row) != 0) {
				stop = 1;
				break;
			}
			round = sqlite3_column_int64(st, 0);
			memset(&row, 0, sizeof(row));
			if (q_col_int(st, 1, 1, INT_MAX, "a round number", &v) < 0) {
				rc = -1;
				break;
			}
			row.num = (int)v;
			row.undone = sqlite3_column_int(st, 2) != 0;
			row.replaced = sqlite3_column_int(st, 5) != 0;
		}
		if (q_col_pos(st, 3, g, &pos) < 0 ||
		    q_col_score(st, 4, "a score", &row.scores[pos]) < 0) {
			rc = -1;
			break;
		}
		row.has[pos] = 1;
	}
	q_finalize(st);
	if (rc < 0)
		return STORE_ERR;
	if (!stop && round >= 0)
		fn(arg, &row);
	return STORE_OK;
}

/* Texts of one grouped row kept past the next step: slot k of a few. */
static char kept_text[RK_MAX_PLAYERS + 2][512];

static const char *
keep_text(sqlite3_stmt *st, int col, int k)
{
	snprintf(kept_text[k], sizeof(kept_text[k]), "%s", q_col_text(st, col));
	return kept_text[k];
}

int
store_racks_each(sqlite3 *db, const struct game *g,
    int (*fn)(void *, const struct store_racks_row *), void *arg)
{
	struct store_racks_row row;
	sqlite3_stmt *st;
	int64_t round = -1;
	long long v;
	int rc, pos, stop = 0;

	st = q_prepare(db, "SELECT r.id, r.num, r.kind, r.created, s.pos, "
	    "e.rack, e.score FROM round r JOIN entry e ON e.round_id = r.id "
	    "JOIN seat s ON s.game_id = r.game_id AND s.player_id = "
	    "e.player_id WHERE r.game_id = $game AND r.undone = 0 ORDER BY "
	    "r.num, s.pos");
	q_int(st, "$game", g->id);
	memset(&row, 0, sizeof(row));
	/* The texts live until the next step: hand each row over before. */
	while ((rc = q_step(st)) == SQLITE_ROW) {
		if (sqlite3_column_int64(st, 0) != round) {
			if (round >= 0 && (stop = fn(arg, &row)) != 0)
				break;
			round = sqlite3_column_int64(st, 0);
			memset(&row, 0, sizeof(row));
			if (q_col_int(st, 1, 1, INT_MAX, "a round number", &v) < 0) {
				rc = -1;
				break;
			}
			row.num = (int)v;
		}
		if (q_col_pos(st, 4, g, &pos) < 0 ||
		    q_col_score(st, 6, "a score", &row.score[pos]) < 0) {
			rc = -1;
			break;
		}
		row.rack[pos] = sqlite3_column_type(st, 5) == SQLITE_NULL ? NULL :
		    keep_text(st, 5, pos);
		row.kind = keep_text(st, 2, RK_MAX_PLAYERS);
		row.created = keep_text(st, 3, RK_MAX_PLAYERS + 1);
	}
	if (rc != SQLITE_ROW && rc >= 0 && round >= 0 && !stop)
		fn(arg, &row);
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_OK;
}

int
store_sheet_json(sqlite3 *db, const struct game *g, const char *rules,
    const char *ended, int all, char **json)
{
	sqlite3_stmt *st;

	st = q_prepare(db, "SELECT json_object('game', g.name, 'rules', "
	    "json($rules), 'preset', CASE g.preset WHEN '' THEN 'jumbo' ELSE "
	    "g.preset END, 'players', (SELECT json_group_array("
	    "name) FROM (SELECT p.name FROM seat s JOIN player p ON p.id = "
	    "s.player_id WHERE s.game_id = g.id ORDER BY s.pos)), 'rounds', "
	    "(SELECT json_group_array(json(r)) FROM (SELECT json_object("
	    "'round', CASE r.undone WHEN 0 THEN r.num END, 'was', CASE "
	    "r.undone WHEN 1 THEN r.num END, 'kind', r.kind, 'undone', "
	    "json(CASE r.undone WHEN 1 THEN 'true' ELSE 'false' END), "
	    "'replaced', json(CASE r.replaced WHEN 1 THEN 'true' ELSE 'false' "
	    "END), 'winner', w.name, 'scores', ("
	    "SELECT json_group_object(p.name, e.score) FROM (SELECT * FROM entry "
	    "e JOIN seat s ON s.game_id = e.game_id AND s.player_id = "
	    "e.player_id WHERE e.round_id = r.id ORDER BY s.pos) e JOIN player "
	    "p ON p.id = e.player_id)) AS r FROM round r LEFT JOIN player w ON "
	    "w.id = r.winner_id WHERE r.game_id = g.id AND (r.undone = 0 OR "
	    "$all) ORDER BY r.num, r.id)), 'totals', (SELECT "
	    "json_group_object(name, "
	    "total) FROM (SELECT p.name, coalesce(t.total, 0) AS total FROM "
	    "seat s JOIN player p ON p.id = s.player_id LEFT JOIN tally t ON "
	    "t.game_id = s.game_id AND t.player_id = s.player_id WHERE "
	    "s.game_id = g.id ORDER BY s.pos)), 'end_rounds', nullif($rounds, "
	    "0), 'end_target', nullif($target, 0), 'ended', $ended) FROM "
	    "game g WHERE g.id = $game");
	q_text(st, "$rules", rules);
	q_int(st, "$rounds", g->end_rounds);
	q_int(st, "$target", g->end_target);
	if (ended != NULL)
		q_text(st, "$ended", ended);
	else
		q_null(st, "$ended");
	q_int(st, "$all", all);
	q_int(st, "$game", g->id);
	return store_json(st, json);
}

/* A player's running total in the game being exported. */
struct running {
	long long player, total;
};

/*
 * The rows come in the game's order (game, round, seat), so the running
 * totals are kept here, a game at a time, and the game's rules read once
 * a game: a window function over every entry (a sort of them all by game
 * and player) and the rules parsed again on each row made export --all
 * 1.85 times as slow as before the rules column.  A range on game_id, not
 * "$all OR game_id = $game", so that one game's export reads only its
 * entries (the index entry_game).
 */
int
store_export_each(sqlite3 *db, const struct game *g,
    int (*fn)(void *, const struct store_export_row *), void *arg)
{
	struct store_export_row x;
	struct running *run = NULL;
	sqlite3_stmt *st;
	long long v, game = -1, player;
	int rc, i, nrun = 0, caprun = 0;

	st = q_prepare(db, "SELECT gm.name, r.num, p.name, e.score, e.won, "
	    "e.rack, e.rack_value, e.tiles, e.never_melded, e.game_id, "
	    "e.player_id, gm.preset, gm.joker, gm.tokens, gm.exhausted, "
	    "gm.never_melded, gm.tiles, gm.meld FROM entry e JOIN round r ON "
	    "r.id = e.round_id JOIN player p ON p.id = e.player_id JOIN game gm "
	    "ON gm.id = e.game_id JOIN seat s ON s.game_id = e.game_id AND "
	    "s.player_id = e.player_id WHERE e.undone = 0 AND e.game_id "
	    "BETWEEN $lo AND $hi ORDER BY e.game_id, r.num, s.pos");
	q_int(st, "$lo", g != NULL ? g->id : LLONG_MIN);
	q_int(st, "$hi", g != NULL ? g->id : LLONG_MAX);
	memset(&x, 0, sizeof(x));
	while ((rc = q_step(st)) == SQLITE_ROW) {
		x.game = q_col_text(st, 0);
		x.player = q_col_text(st, 2);
		if (q_col_int(st, 1, 1, INT_MAX, "a round number", &v) < 0 ||
		    q_col_score(st, 3, "a score", &x.score) < 0) {
			rc = -1;
			break;
		}
		x.round = (int)v;
		x.won = sqlite3_column_int(st, 4) != 0;
		x.rack = sqlite3_column_type(st, 5) == SQLITE_NULL ? NULL :
		    q_col_text(st, 5);
		x.tiles = -1;
		x.has_value = 0;
		if (sqlite3_column_type(st, 6) != SQLITE_NULL) {
			if (q_col_score(st, 6, "a rack value", &x.value) < 0) {
				rc = -1;
				break;
			}
			x.has_value = 1;
		}
		if (sqlite3_column_type(st, 7) != SQLITE_NULL) {
			if (q_col_int(st, 7, 0, INT_MAX, "a count of tiles", &v) < 0) {
				rc = -1;
				break;
			}
			x.tiles = (int)v;
		}
		x.never_melded = sqlite3_column_int(st, 8) != 0;
		x.first = sqlite3_column_int64(st, 9) != game;
		if (x.first) {
			game = sqlite3_column_int64(st, 9);
			nrun = 0;
			if (store_rules_row(st, 11, &x.rules) < 0) {
				rc = -1;
				break;
			}
		}
		player = sqlite3_column_int64(st, 10);
		for (i = 0; i < nrun && run[i].player != player; i++)
			;
		if (i == nrun) {
			if (nrun == caprun) {
				struct running *grown;

				caprun = caprun ? 2 * caprun : 8;
				if ((grown = realloc(run, (size_t)caprun *
				    sizeof(*run))) == NULL) {
					store_seterr("out of memory");
					rc = -1;
					break;
				}
				run = grown;
			}
			run[nrun].player = player;
			run[nrun++].total = 0;
		}
		run[i].total += x.score;
		x.total = run[i].total;
		if (fn(arg, &x) != 0)
			break;
	}
	q_finalize(st);
	free(run);
	return rc < 0 ? STORE_ERR : STORE_OK;
}
