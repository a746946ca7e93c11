/*
 * event.c: events and their players in the store: create, load, list,
 * late entries, withdrawals.  The sittings, tables and standings are in
 * event_play.c.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "event.h"
#include "store.h"

const char *const ev_method_names[] = {
	"random", "mixed", "standings", "cut"
};
const char *const ev_carry_names[] = { "", "clear", "keep", "halve" };

static int
damaged(const char *what)
{
	store_seterr("the database is damaged: %s: see 'rkub doctor'", what);
	return STORE_ERR;
}

/* Room for one more of n elements of size in *p (capacity *cap):
 * STORE_OK, or STORE_ERR when memory runs out. */
static int
grow(void *p, int n, int *cap, size_t size)
{
	void **pp = p, *q;

	if (n < *cap && *pp != NULL)
		return STORE_OK;
	*cap = *cap > 0 ? *cap * 2 : 64;
	if ((q = realloc(*pp, (size_t)*cap * size)) == NULL) {
		store_seterr("out of memory");
		return STORE_ERR;
	}
	*pp = q;
	return STORE_OK;
}

/* The rank points as a JSON array: [4,3,1,0]. */
static void
rank_list(const int *pts, int n, char *buf, size_t len)
{
	size_t at = 0;
	int i;

	at += (size_t)snprintf(buf, len, "[");
	for (i = 0; i < n && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%d", i ? "," : "",
		    pts[i]);
	if (at < len)
		snprintf(buf + at, len - at, "]");
}

int
ev_create(sqlite3 *db, const struct ev_new *in, char taken[RK_NAME_MAX + 1])
{
	sqlite3_stmt *st;
	struct ev e;
	char nm[32], list[EV_RANK_MAX * 12 + 4];
	int i, rc;

	taken[0] = '\0';
	st = q_prepare(db, "SELECT name FROM event WHERE name = $name");
	q_text(st, "$name", in->name);
	if ((rc = q_step(st)) == SQLITE_ROW)
		snprintf(taken, RK_NAME_MAX + 1, "%s", q_col_text(st, 0));
	q_finalize(st);
	if (rc != SQLITE_DONE)
		return rc < 0 ? STORE_ERR : STORE_EXISTS;

	rank_list(in->rank_points, in->nrank, list, sizeof(list));
	nm_format(in->rules, nm, sizeof(nm));
	st = q_prepare(db, "INSERT INTO event (name, preset, joker, tokens, "
	    "exhausted, never_melded, tiles, meld, deals, sittings, points, "
	    "rank_points) VALUES ($name, $preset, $joker, $tokens, $exhausted, "
	    "$nm, $tiles, $meld, $deals, $sittings, $points, $list)");
	q_text(st, "$name", in->name);
	q_text(st, "$preset", in->rules->preset);
	q_int(st, "$joker", in->rules->joker);
	q_int(st, "$tokens", in->rules->tokens);
	q_text(st, "$exhausted", rk_exhausted_names[in->rules->exhausted]);
	q_text(st, "$nm", nm);
	q_text(st, "$tiles", in->rules->tiles->name);
	q_int(st, "$meld", in->rules->meld);
	q_int(st, "$deals", in->deals);
	q_int(st, "$sittings", in->sittings);
	q_text(st, "$points", in->rank ? "rank" : "score");
	q_text(st, "$list", list);
	if (q_done(st) < 0)
		return STORE_ERR;
	memset(&e, 0, sizeof(e));
	e.id = sqlite3_last_insert_rowid(db);
	st = q_prepare(db, "INSERT INTO setting (key, value) VALUES ('event', "
	    "$event) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
	q_int(st, "$event", e.id);
	if (q_done(st) < 0)
		return STORE_ERR;
	for (i = 0, rc = STORE_OK; i < in->nplayers && rc == STORE_OK; i++)
		rc = ev_player_add(db, &e, in->player[i]);
	ev_free(&e);
	return rc;
}

static int
load_players(sqlite3 *db, struct ev *e)
{
	sqlite3_stmt *st;
	int rc, cap = 0;

	st = q_prepare(db, "SELECT n.num, p.id, p.name, n.active FROM entrant n "
	    "JOIN player p ON p.id = n.player_id WHERE n.event_id = $event "
	    "ORDER BY n.num");
	q_int(st, "$event", e->id);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		struct ev_player *p;

		if (sqlite3_column_int64(st, 0) != e->nplayers + 1 ||
		    e->nplayers >= EV_PLAYERS_MAX) {
			q_finalize(st);
			return damaged("the players of an event are not numbered "
			    "1, 2, ...");
		}
		if (grow(&e->player, e->nplayers, &cap, sizeof(*e->player)) < 0) {
			q_finalize(st);
			return STORE_ERR;
		}
		p = &e->player[e->nplayers];
		p->id = sqlite3_column_int64(st, 1);
		p->active = sqlite3_column_int(st, 3) != 0;
		if ((p->name = store_strdup(q_col_text(st, 2))) == NULL) {
			q_finalize(st);
			return STORE_ERR;
		}
		e->nplayers++;
		e->nactive += p->active;
	}
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_OK;
}

static int
name_index(const char *const *names, int n, const char *s)
{
	int i;

	for (i = 0; i < n && strcmp(names[i], s) != 0; i++)
		;
	return i < n ? i : -1;
}

static int
load_sittings(sqlite3 *db, struct ev *e)
{
	sqlite3_stmt *st;
	int rc;

	e->sitting = calloc(EV_SITTINGS_MAX + 1, sizeof(*e->sitting));
	if (e->sitting == NULL) {
		store_seterr("out of memory");
		return STORE_ERR;
	}
	st = q_prepare(db, "SELECT num, method, seed, coalesce(carry, ''), "
	    "repeats FROM sitting WHERE event_id = $event ORDER BY num");
	q_int(st, "$event", e->id);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		struct ev_sitting *s = &e->sitting[e->nsittings];
		int m = name_index(ev_method_names, 4, q_col_text(st, 1));
		int carry = name_index(ev_carry_names, 4, q_col_text(st, 3));

		if (sqlite3_column_int64(st, 0) != e->nsittings + 1 ||
		    e->nsittings >= EV_SITTINGS_MAX || m < 0 || carry < 0) {
			q_finalize(st);
			return damaged("an event's sittings are not numbered 1, 2, "
			    "... or not of a known kind");
		}
		s->num = ++e->nsittings;
		s->method = (enum ev_method)m;
		s->seed = (uint64_t)sqlite3_column_int64(st, 2);
		s->carry = (enum ev_carry)carry;
		s->repeats = sqlite3_column_int(st, 4);
	}
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_OK;
}

/* A seat as read, against the one before it: sittings, tables and seats
 * numbered 1, 2, ... without a gap. */
static int
seat_in_order(const struct ev *e, const struct ev_seat *s,
    const struct ev_seat *prev)
{
	int same_sitting = prev != NULL && prev->sitting == s->sitting;
	int same_table = same_sitting && prev->table == s->table;

	if (s->sitting < 1 || s->sitting > e->nsittings || s->size < 2 ||
	    s->size > RK_MAX_PLAYERS || s->player < 0 ||
	    s->player >= e->nplayers || s->deals < 1 || s->played < 0)
		return 0;
	if (prev != NULL && s->sitting < prev->sitting)
		return 0;
	if (same_table)
		return s->seat == prev->seat + 1 && s->size == prev->size;
	if (prev != NULL && same_sitting && prev->seat != prev->size)
		return 0;
	return s->seat == 1 && s->table == (same_sitting ? prev->table + 1 : 1);
}

/* Every seat of every sitting, ordered by sitting, table and seat, with
 * the deals each table has recorded; every value checked. */
static int
load_seats(sqlite3 *db, struct ev *e, int from)
{
	sqlite3_stmt *st;
	int rc, cap = 0;

	st = q_prepare(db, "WITH played AS (SELECT r.game_id, count(*) AS n "
	    "FROM round r JOIN event_table t ON t.game_id = r.game_id "
	    "WHERE t.event_id = $event AND r.undone = 0 GROUP BY r.game_id) "
	    "SELECT t.sitting, t.num, s.pos, count(*) OVER (PARTITION BY "
	    "t.game_id), n.num, t.deals, coalesce(pl.n, 0), t.pin "
	    "FROM event_table t JOIN seat s ON s.game_id = t.game_id "
	    "LEFT JOIN entrant n ON n.event_id = t.event_id AND "
	    "n.player_id = s.player_id "
	    "LEFT JOIN played pl ON pl.game_id = t.game_id "
	    "WHERE t.event_id = $event AND t.sitting >= $from "
	    "ORDER BY t.sitting, t.num, s.pos");
	q_int(st, "$event", e->id);
	q_int(st, "$from", from);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		struct ev_seat *s;

		if (grow(&e->seat, e->nseats, &cap, sizeof(*e->seat)) < 0) {
			q_finalize(st);
			return STORE_ERR;
		}
		s = &e->seat[e->nseats];
		s->sitting = (int)sqlite3_column_int64(st, 0);
		s->table = (int)sqlite3_column_int64(st, 1);
		s->seat = (int)sqlite3_column_int64(st, 2) + 1;
		s->size = sqlite3_column_int(st, 3);
		s->player = sqlite3_column_type(st, 4) == SQLITE_INTEGER ?
		    (int)sqlite3_column_int64(st, 4) - 1 : -1;
		s->deals = (int)sqlite3_column_int64(st, 5);
		s->played = sqlite3_column_int(st, 6);
		snprintf(s->pin, sizeof(s->pin), "%s", q_col_text(st, 7));
		if (!seat_in_order(e, s, e->nseats > 0 ? s - 1 : NULL)) {
			q_finalize(st);
			return damaged("the seats of an event's tables are out of "
			    "order, or a seated player is not registered");
		}
		if (s->seat == 1 && s->table == 1)
			e->sitting[s->sitting - 1].first = e->nseats;
		e->sitting[s->sitting - 1].nseats++;
		if (s->seat == 1)
			e->sitting[s->sitting - 1].ntables++;
		e->nseats++;
	}
	q_finalize(st);
	return rc < 0 ? STORE_ERR : STORE_OK;
}

int
ev_load(sqlite3 *db, const char *name, struct ev *e)
{
	return ev_load_part(db, name, EV_SEATS_ALL, e);
}

int
ev_load_part(sqlite3 *db, const char *name, int seats, struct ev *e)
{
	sqlite3_stmt *st;
	long long v;
	int rc;

	memset(e, 0, sizeof(*e));
	if (name != NULL) {
		st = q_prepare(db, "SELECT e.id, e.name, e.deals, e.sittings, "
		    "e.points, e.preset, e.joker, e.tokens, e.exhausted, "
		    "e.never_melded, e.tiles, e.meld FROM event e "
		    "WHERE e.name = $name");
		q_text(st, "$name", name);
	} else
		st = q_prepare(db, "SELECT e.id, e.name, e.deals, e.sittings, "
		    "e.points, e.preset, e.joker, e.tokens, e.exhausted, "
		    "e.never_melded, e.tiles, e.meld FROM event e "
		    "JOIN setting s ON s.key = 'event' AND s.value = e.id");
	if ((rc = q_step(st)) != SQLITE_ROW) {
		q_finalize(st);
		return rc < 0 ? STORE_ERR : STORE_NONE;
	}
	e->id = sqlite3_column_int64(st, 0);
	e->rank = strcmp(q_col_text(st, 4), "rank") == 0;
	rc = (e->name = store_strdup(q_col_text(st, 1))) == NULL ? STORE_ERR :
	    q_col_int(st, 2, 0, 99, "an event's deals", &v);
	e->deals = (int)v;
	if (rc == STORE_OK)
		rc = q_col_int(st, 3, 1, EV_SITTINGS_MAX, "an event's sittings",
		    &v);
	e->sittings = (int)v;
	if (rc == STORE_OK)
		rc = store_rules_row(st, 5, &e->rules);
	q_finalize(st);
	if (rc != STORE_OK) {
		ev_free(e);
		return STORE_ERR;
	}
	st = q_prepare(db, "SELECT j.value FROM event e, json_each(e.rank_points) "
	    "j WHERE e.id = $event ORDER BY j.key");
	q_int(st, "$event", e->id);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		if (e->nrank == EV_RANK_MAX ||
		    q_col_int(st, 0, -9999, 9999, "a rank point", &v) < 0) {
			q_finalize(st);
			ev_free(e);
			return e->nrank == EV_RANK_MAX ?
			    damaged("an event lists too many rank points") :
			    STORE_ERR;
		}
		e->rank_points[e->nrank++] = (int)v;
	}
	q_finalize(st);
	if (rc < 0 || load_players(db, e) < 0 || load_sittings(db, e) < 0 ||
	    load_seats(db, e, seats == EV_SEATS_ALL ? 1 : seats ==
	    EV_SEATS_CURRENT ? e->nsittings : EV_SITTINGS_MAX + 1) < 0) {
		ev_free(e);
		return STORE_ERR;
	}
	return STORE_OK;
}

void
ev_free(struct ev *e)
{
	int i;

	for (i = 0; i < e->nplayers; i++)
		free(e->player[i].name);
	free(e->player);
	free(e->sitting);
	free(e->seat);
	free(e->name);
	memset(e, 0, sizeof(*e));
}

int
ev_list(sqlite3 *db, struct ev_listing **out, int *n)
{
	sqlite3_stmt *st;
	int rc, cap = 0;

	*n = 0;
	*out = NULL;
	st = q_prepare(db, "SELECT e.name, (SELECT count(*) FROM entrant n "
	    "WHERE n.event_id = e.id), (SELECT count(*) FROM entrant n WHERE "
	    "n.event_id = e.id AND n.active), (SELECT count(*) FROM sitting s "
	    "WHERE s.event_id = e.id), e.sittings, coalesce((SELECT 1 FROM "
	    "setting WHERE key = 'event' AND value = e.id), 0) "
	    "FROM event e ORDER BY e.created, e.id");
	while ((rc = q_step(st)) == SQLITE_ROW) {
		struct ev_listing *l;

		if (grow(out, *n, &cap, sizeof(**out)) < 0)
			break;
		l = &(*out)[*n];
		if ((l->name = store_strdup(q_col_text(st, 0))) == NULL)
			break;
		l->players = sqlite3_column_int(st, 1);
		l->active = sqlite3_column_int(st, 2);
		l->sittings = sqlite3_column_int(st, 3);
		l->planned = sqlite3_column_int(st, 4);
		l->current = sqlite3_column_int(st, 5);
		(*n)++;
	}
	q_finalize(st);
	return rc == SQLITE_DONE ? STORE_OK : STORE_ERR;
}

void
ev_list_free(struct ev_listing *l, int n)
{
	int i;

	for (i = 0; i < n; i++)
		free(l[i].name);
	free(l);
}

/* Names compare without ASCII case, as the player table's COLLATE
 * NOCASE does. */
static int
ascii_ieq(const char *a, const char *b)
{
	for (; *a != '\0' && *b != '\0'; a++, b++) {
		int x = (unsigned char)*a, y = (unsigned char)*b;

		if (x >= 'A' && x <= 'Z')
			x += 'a' - 'A';
		if (y >= 'A' && y <= 'Z')
			y += 'a' - 'A';
		if (x != y)
			return 0;
	}
	return *a == *b;
}

int
ev_find_player(const struct ev *e, const char *name)
{
	int i;

	for (i = 0; i < e->nplayers; i++)
		if (ascii_ieq(e->player[i].name, name))
			return i;
	return -1;
}

/* Registers name (a player row made when new) as entrant number
 * nplayers + 1, and appends it to e's players. */
int
ev_player_add(sqlite3 *db, struct ev *e, const char *name)
{
	sqlite3_stmt *st;
	struct ev_player *p, *grown;
	int rc;

	if (ev_find_player(e, name) >= 0)
		return STORE_EXISTS;
	if (store_player_add(db, name) < 0)
		return STORE_ERR;
	st = q_prepare(db, "SELECT id, name FROM player WHERE name = $name");
	q_text(st, "$name", name);
	if ((rc = q_step(st)) != SQLITE_ROW) {
		q_finalize(st);
		return rc < 0 ? STORE_ERR : damaged("a player row went missing");
	}
	grown = realloc(e->player, (size_t)(e->nplayers + 1) * sizeof(*p));
	if (grown == NULL) {
		q_finalize(st);
		store_seterr("out of memory");
		return STORE_ERR;
	}
	e->player = grown;
	p = &e->player[e->nplayers];
	p->id = sqlite3_column_int64(st, 0);
	p->active = 1;
	p->name = store_strdup(q_col_text(st, 1));
	q_finalize(st);
	if (p->name == NULL)
		return STORE_ERR;
	e->nplayers++;
	e->nactive++;
	st = q_prepare(db, "INSERT INTO entrant (event_id, player_id, num) "
	    "VALUES ($event, $player, $num)");
	q_int(st, "$event", e->id);
	q_int(st, "$player", p->id);
	q_int(st, "$num", e->nplayers);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}

int
ev_player_active(sqlite3 *db, const struct ev *e, int player, int active)
{
	sqlite3_stmt *st;

	if (player < 0 || player >= e->nplayers) {
		store_seterr("internal error: no player %d in the event", player);
		return STORE_ERR;
	}
	st = q_prepare(db, "UPDATE entrant SET active = $active WHERE "
	    "event_id = $event AND player_id = $player");
	q_int(st, "$active", active);
	q_int(st, "$event", e->id);
	q_int(st, "$player", e->player[player].id);
	return q_done(st) < 0 ? STORE_ERR : STORE_OK;
}
