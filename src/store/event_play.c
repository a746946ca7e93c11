/*
 * event_play.c: the sittings of an event in the store: writing a seated
 * sitting (a game per table), finding the game of a table for a deal,
 * the event standings and every deal of the event.
 *
 * Words: a player's event points at a sitting are the total of their
 * table's game (--points score), or the points of their place at the
 * table (--points rank: the list, 1st place first; players who tie on the
 * table's total share the points of the places they cover, and a table
 * that has played no deal gives none).  A cut sitting's carry weighs the
 * points of the sittings before it for the players it seats: clear 0,
 * keep 1, halve 1/2; the players a later cut seats rank first.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "event.h"
#include "store.h"

static int
step_release(sqlite3_stmt *st)
{
	int rc = q_step(st);

	q_release(st);
	return rc == SQLITE_DONE ? STORE_OK : STORE_ERR;
}

static const char game_sql[] = "INSERT INTO game (name, preset, joker, "
    "tokens, exhausted, never_melded, tiles, meld) SELECT $name, preset, "
    "joker, tokens, exhausted, never_melded, tiles, meld FROM event "
    "WHERE id = $event";
static const char seat_sql[] = "INSERT INTO seat (game_id, player_id, pos) "
    "VALUES ($game, $player, $pos)";
static const char table_sql[] = "INSERT INTO event_table (event_id, "
    "sitting, num, game_id, deals, pin) VALUES ($event, $sitting, $num, "
    "$game, $deals, $pin)";

/* A game named EVENT/NUM/... already: taken holds its name. */
static int
in_the_way(sqlite3 *db, const struct ev *e, int num, char *taken)
{
	sqlite3_stmt *st;
	char prefix[2 * RK_NAME_MAX + 32], *q = prefix;
	const char *s;
	int rc;

	for (s = e->name; *s != '\0' && q < prefix + 2 * RK_NAME_MAX; s++) {
		if (*s == '%' || *s == '_' || *s == '\\')
			*q++ = '\\';
		*q++ = *s;
	}
	snprintf(q, 32, "/%d/%%", num);
	st = q_prepare(db, "SELECT name FROM game WHERE name LIKE $prefix "
	    "ESCAPE '\\' LIMIT 1");
	q_text(st, "$prefix", prefix);
	if ((rc = q_step(st)) == SQLITE_ROW)
		snprintf(taken, RK_NAME_MAX + 16, "%s", q_col_text(st, 0));
	q_finalize(st);
	return rc == SQLITE_ROW ? STORE_EXISTS : rc < 0 ? STORE_ERR : STORE_OK;
}

int
ev_sitting_add(sqlite3 *db, const struct ev *e, const struct ev_plan *p,
    char taken[RK_NAME_MAX + 16])
{
	sqlite3_stmt *st;
	int num = e->nsittings + 1, t, k, at = 0, rc;

	taken[0] = '\0';
	if (num > EV_SITTINGS_MAX || p->ntables < 1) {
		store_seterr("internal error: sitting %d of %d tables", num,
		    p->ntables);
		return STORE_ERR;
	}
	if ((rc = in_the_way(db, e, num, taken)) != STORE_OK)
		return rc;
	st = q_prepare(db, "INSERT INTO sitting (event_id, num, method, seed, "
	    "carry, repeats) VALUES ($event, $num, $method, $seed, $carry, "
	    "$repeats)");
	q_int(st, "$event", e->id);
	q_int(st, "$num", num);
	q_text(st, "$method", ev_method_names[p->method]);
	q_int(st, "$seed", (sqlite3_int64)p->seed);
	if (p->carry != EV_CARRY_NONE)
		q_text(st, "$carry", ev_carry_names[p->carry]);
	else
		q_null(st, "$carry");
	q_int(st, "$repeats", p->repeats);
	if (q_done(st) < 0)
		return STORE_ERR;
	for (t = 0; t < p->ntables; t++) {
		char name[RK_NAME_MAX + 16];
		sqlite3_int64 gid;

		snprintf(name, sizeof(name), "%s/%d/%d", e->name, num, t + 1);
		st = q_keep(db, game_sql);
		q_text(st, "$name", name);
		q_int(st, "$event", e->id);
		if (step_release(st) < 0)
			return STORE_ERR;
		gid = sqlite3_last_insert_rowid(db);
		for (k = 0; k < p->size[t]; k++) {
			int pl = p->player[at + k];

			if (pl < 0 || pl >= e->nplayers) {
				store_seterr("internal error: no player %d", pl);
				return STORE_ERR;
			}
			st = q_keep(db, seat_sql);
			q_int(st, "$game", gid);
			q_int(st, "$player", e->player[pl].id);
			q_int(st, "$pos", k);
			if (step_release(st) < 0)
				return STORE_ERR;
		}
		at += p->size[t];
		st = q_keep(db, table_sql);
		q_int(st, "$event", e->id);
		q_int(st, "$sitting", num);
		q_int(st, "$num", t + 1);
		q_int(st, "$game", gid);
		q_int(st, "$deals", p->deals > 0 ? p->deals : p->size[t]);
		q_text(st, "$pin", p->pin[t]);
		if (step_release(st) < 0)
			return STORE_ERR;
	}
	return STORE_OK;
}

int
ev_table_find(sqlite3 *db, const char *event, int table,
    struct ev_table_ref *r)
{
	sqlite3_stmt *st;
	int rc;

	memset(r, 0, sizeof(*r));
	r->table = table;
	st = q_prepare(db, "WITH cur AS (SELECT e.id, e.name, coalesce((SELECT "
	    "max(num) FROM sitting WHERE event_id = e.id), 0) AS sitting "
	    "FROM event e WHERE CASE WHEN $event IS NULL THEN e.id = (SELECT "
	    "value FROM setting WHERE key = 'event') ELSE e.name = $event END) "
	    "SELECT cur.name, cur.sitting, (SELECT count(*) FROM event_table "
	    "WHERE event_id = cur.id AND sitting = cur.sitting), g.name, g.id, "
	    "t.deals, (SELECT count(*) FROM round WHERE game_id = t.game_id AND "
	    "undone = 0), t.pin FROM cur LEFT JOIN event_table t ON "
	    "t.event_id = cur.id AND t.sitting = cur.sitting AND t.num = $table "
	    "LEFT JOIN game g ON g.id = t.game_id");
	if (event != NULL)
		q_text(st, "$event", event);
	else
		q_null(st, "$event");
	q_int(st, "$table", table);
	if ((rc = q_step(st)) != SQLITE_ROW) {
		q_finalize(st);
		return rc < 0 ? STORE_ERR : STORE_NONE;
	}
	snprintf(r->event, sizeof(r->event), "%s", q_col_text(st, 0));
	r->sitting = sqlite3_column_int(st, 1);
	r->tables = sqlite3_column_int(st, 2);
	if (sqlite3_column_type(st, 3) != SQLITE_NULL) {
		r->found = 1;
		snprintf(r->game, sizeof(r->game), "%s", q_col_text(st, 3));
		r->game_id = sqlite3_column_int64(st, 4);
		r->deals = sqlite3_column_int(st, 5);
		r->played = sqlite3_column_int(st, 6);
		snprintf(r->pin, sizeof(r->pin), "%s", q_col_text(st, 7));
	}
	q_finalize(st);
	return STORE_OK;
}

/*
 * The standings: a row per (sitting, table, player) with the table's
 * rank, its event points and the weight that later cuts give them, then
 * summed per player and ranked: cuts reached, points, deals won, best deal.
 */
static const char standings_sql[] =
    "WITH ts AS (SELECT t.sitting, t.game_id, s.player_id AS pid, "
    "  coalesce(a.total, 0) AS total, coalesce(a.played, 0) AS played, "
    "  coalesce(a.won, 0) AS won, a.best AS best, "
    "  rank() OVER (PARTITION BY t.game_id ORDER BY coalesce(a.total, 0) "
    "    DESC) AS rk, "
    "  count(*) OVER (PARTITION BY t.game_id, coalesce(a.total, 0)) AS tied "
    " FROM event_table t JOIN seat s ON s.game_id = t.game_id "
    " LEFT JOIN tally a ON a.game_id = t.game_id AND a.player_id = s.player_id "
    " WHERE t.event_id = $event), "
    "cutp AS (SELECT cs.player_id AS pid, c.num, c.carry FROM sitting c "
    " JOIN event_table ct ON ct.event_id = c.event_id AND ct.sitting = c.num "
    " JOIN seat cs ON cs.game_id = ct.game_id "
    " WHERE c.event_id = $event AND c.method = 'cut'), "
    "pts AS (SELECT ts.*, "
    "  CASE WHEN ts.played = 0 THEN 0.0 WHEN $rank THEN "
    "   coalesce((SELECT sum(j.value) FROM json_each($list) j WHERE j.key "
    "    BETWEEN ts.rk - 1 AND ts.rk + ts.tied - 2), 0) * 1.0 / ts.tied "
    "  ELSE ts.total END * "
    "  (SELECT CASE WHEN total(c.carry = 'clear') > 0 THEN 0.0 "
    "   ELSE 1.0 / (1 << CAST(total(c.carry = 'halve') AS INTEGER)) END "
    "   FROM cutp c WHERE c.pid = ts.pid AND c.num > ts.sitting) AS p "
    " FROM ts), "
    "agg AS (SELECT pid, round(sum(p), 6) AS points, sum(played) AS played, "
    "  sum(won) AS won, max(best) AS best, "
    "  sum(rk = 1 AND played > 0) AS tables_won FROM pts GROUP BY pid), "
    "stage AS (SELECT pid, count(*) AS cuts FROM cutp GROUP BY pid) "
    "SELECT rank() OVER (ORDER BY coalesce(st.cuts, 0) DESC, "
    "  coalesce(agg.points, 0) DESC, coalesce(agg.won, 0) DESC, "
    "  agg.best DESC NULLS LAST) AS rank, n.num, coalesce(agg.points, 0), "
    " coalesce(agg.played, 0), coalesce(agg.won, 0), "
    " coalesce(agg.tables_won, 0), agg.best, coalesce(st.cuts, 0) "
    "FROM entrant n LEFT JOIN agg ON agg.pid = n.player_id "
    "LEFT JOIN stage st ON st.pid = n.player_id "
    "WHERE n.event_id = $event ORDER BY 1, n.num";

int
ev_standings(sqlite3 *db, const struct ev *e, struct ev_standing **out,
    int *n)
{
	sqlite3_stmt *st;
	char list[EV_RANK_MAX * 12 + 4];
	size_t at = 0;
	int i, rc;

	*n = 0;
	if ((*out = calloc((size_t)e->nplayers + 1, sizeof(**out))) == NULL) {
		store_seterr("out of memory");
		return STORE_ERR;
	}
	list[at++] = '[';
	for (i = 0; i < e->nrank; i++)
		at += (size_t)snprintf(list + at, sizeof(list) - at, "%s%d",
		    i ? "," : "", e->rank_points[i]);
	snprintf(list + at, sizeof(list) - at, "]");
	st = q_prepare(db, standings_sql);
	q_int(st, "$event", e->id);
	q_int(st, "$rank", e->rank);
	q_text(st, "$list", list);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		struct ev_standing *s;
		int player = sqlite3_column_int(st, 1) - 1;

		if (*n >= e->nplayers || player < 0 || player >= e->nplayers) {
			q_finalize(st);
			store_seterr("the database is damaged: an event's players "
			    "are not numbered 1, 2, ...: see 'rkub doctor'");
			return STORE_ERR;
		}
		s = &(*out)[(*n)++];
		s->rank = sqlite3_column_int(st, 0);
		s->player = player;
		s->points = sqlite3_column_double(st, 2);
		s->played = sqlite3_column_int(st, 3);
		s->won = sqlite3_column_int(st, 4);
		s->tables_won = sqlite3_column_int(st, 5);
		s->has_best = sqlite3_column_type(st, 6) != SQLITE_NULL;
		s->best = sqlite3_column_int(st, 6);
		s->finalist = sqlite3_column_int(st, 7);
	}
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_OK;
}

int
ev_deals(sqlite3 *db, const struct ev *e, struct ev_deal **out, int *n)
{
	sqlite3_stmt *st;
	int rc, cap = 256;

	*n = 0;
	if ((*out = malloc((size_t)cap * sizeof(**out))) == NULL) {
		store_seterr("out of memory");
		return STORE_ERR;
	}
	st = q_prepare(db, "SELECT t.sitting, t.num, r.num, n.num, x.score "
	    "FROM event_table t JOIN round r ON r.game_id = t.game_id AND "
	    "r.undone = 0 JOIN entry x ON x.round_id = r.id "
	    "JOIN seat s ON s.game_id = t.game_id AND s.player_id = x.player_id "
	    "JOIN entrant n ON n.event_id = t.event_id AND "
	    "n.player_id = x.player_id WHERE t.event_id = $event "
	    "ORDER BY t.sitting, t.num, r.num, s.pos");
	q_int(st, "$event", e->id);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		struct ev_deal *d;

		if (*n == cap) {
			struct ev_deal *grown = realloc(*out, (size_t)cap * 2 *
			    sizeof(**out));

			if (grown == NULL) {
				q_finalize(st);
				store_seterr("out of memory");
				return STORE_ERR;
			}
			*out = grown;
			cap *= 2;
		}
		d = &(*out)[*n];
		d->sitting = sqlite3_column_int(st, 0);
		d->table = sqlite3_column_int(st, 1);
		d->deal = sqlite3_column_int(st, 2);
		d->player = sqlite3_column_int(st, 3) - 1;
		d->score = sqlite3_column_int(st, 4);
		if (d->player < 0 || d->player >= e->nplayers) {
			q_finalize(st);
			store_seterr("the database is damaged: a deal's player is "
			    "not registered: see 'rkub doctor'");
			return STORE_ERR;
		}
		(*n)++;
	}
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_OK;
}
