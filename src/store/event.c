/*
 * event.c: events and their players in the store: create, load, list,
 * late entries, withdrawals.  The sittings, tables and standings are in
 * event_play.c.
 */
#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "event_int.h"
#include "store.h"

const char *const ev_method_names[] = {
	"random", "mixed", "standings", "cut"
};
const char *const ev_carry_names[] = { "", "clear", "keep", "halve" };

void
ev_warn(const char *fmt, ...)
{
	va_list ap;

	fputs("rkub: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

void *
ev_alloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p == NULL) {
		ev_warn("out of memory");
		abort();
	}
	return p;
}

char *
ev_strdup(const char *s)
{
	size_t len = strlen(s) + 1;

	return memcpy(ev_alloc(len, 1), s, len);
}

int
ev_current_sitting(const struct ev *e)
{
	return e->nsittings;
}

static int
damaged(const char *what)
{
	ev_warn("the database is damaged: %s: restore a backup or run "
	    "'sqlite3' on it to look", what);
	return EV_USAGE;
}

int
ev_create(sqlite3 *db, const struct ev_new *in)
{
	sqlite3_stmt *st;
	sqlite3_int64 id;
	char nm[32], list[EV_RANK_MAX * 12 + 4];
	size_t at = 0;
	int i, rc;

	st = q_prepare(db, "SELECT name FROM event WHERE name = $name");
	q_text(st, "$name", in->name);
	rc = q_step(st);
	if (rc == SQLITE_ROW)
		ev_warn("an event named '%s' exists already: pick another name, "
		    "or 'rkub event show %s'", q_col_text(st, 0),
		    q_col_text(st, 0));
	q_finalize(st);
	if (rc != SQLITE_DONE)
		return EV_USAGE;

	list[at++] = '[';
	for (i = 0; i < in->nrank; i++)
		at += (size_t)snprintf(list + at, sizeof(list) - at, "%s%d",
		    i ? "," : "", in->rank_points[i]);
	snprintf(list + at, sizeof(list) - at, "]");
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
		return EV_USAGE;
	id = sqlite3_last_insert_rowid(db);
	st = q_prepare(db, "INSERT INTO setting (key, value) VALUES ('event', "
	    "$event) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
	q_int(st, "$event", id);
	if (q_done(st) < 0)
		return EV_USAGE;
	{
		struct ev e;

		memset(&e, 0, sizeof(e));
		e.id = id;
		for (i = 0; i < in->nplayers; i++)
			if ((rc = ev_player_add(db, &e, in->player[i])) != 0)
				break;
		for (i = 0; i < e.nplayers; i++)
			free(e.player[i].name);
		free(e.player);
		return rc;
	}
}

static int
load_players(sqlite3 *db, struct ev *e)
{
	sqlite3_stmt *st;
	int rc, cap = 64;

	e->player = ev_alloc((size_t)cap, sizeof(*e->player));
	st = q_prepare(db, "SELECT n.num, p.id, p.name, n.active FROM entrant n "
	    "JOIN player p ON p.id = n.player_id WHERE n.event_id = $event "
	    "ORDER BY n.num");
	q_int(st, "$event", e->id);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		struct ev_player *p;

		if (sqlite3_column_int(st, 0) != e->nplayers + 1 ||
		    e->nplayers >= EV_PLAYERS_MAX) {
			q_finalize(st);
			return damaged("the players of an event are not numbered "
			    "1, 2, ...");
		}
		if (e->nplayers == cap) {
			cap *= 2;
			e->player = realloc(e->player, (size_t)cap *
			    sizeof(*e->player));
			if (e->player == NULL) {
				ev_warn("out of memory");
				abort();
			}
		}
		p = &e->player[e->nplayers++];
		p->id = sqlite3_column_int64(st, 1);
		p->name = ev_strdup(q_col_text(st, 2));
		p->active = sqlite3_column_int(st, 3) != 0;
		e->nactive += p->active;
	}
	q_finalize(st);
	return rc < 0 ? EV_USAGE : 0;
}

static int
load_sittings(sqlite3 *db, struct ev *e)
{
	sqlite3_stmt *st;
	int rc, m;

	e->sitting = ev_alloc(EV_SITTINGS_MAX + 1, sizeof(*e->sitting));
	st = q_prepare(db, "SELECT num, method, seed, coalesce(carry, ''), "
	    "repeats FROM sitting WHERE event_id = $event ORDER BY num");
	q_int(st, "$event", e->id);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		struct ev_sitting *s = &e->sitting[e->nsittings];
		const char *method = q_col_text(st, 1), *carry = q_col_text(st, 3);

		if (sqlite3_column_int(st, 0) != e->nsittings + 1 ||
		    e->nsittings >= EV_SITTINGS_MAX) {
			q_finalize(st);
			return damaged("the sittings are not numbered 1, 2, ...");
		}
		s->num = ++e->nsittings;
		for (m = 0; m < 4 && strcmp(ev_method_names[m], method) != 0; m++)
			;
		s->method = (enum ev_method)(m < 4 ? m : EV_RANDOM);
		s->seed = (uint64_t)sqlite3_column_int64(st, 2);
		for (m = 0; m < 4 && strcmp(ev_carry_names[m], carry) != 0; m++)
			;
		s->carry = (enum ev_carry)(m < 4 ? m : EV_CARRY_NONE);
		s->repeats = sqlite3_column_int(st, 4);
	}
	q_finalize(st);
	return rc < 0 ? EV_USAGE : 0;
}

/* Every seat of every sitting, ordered by sitting, table and seat, with
 * the deals each table has recorded; every value checked. */
static int
load_seats(sqlite3 *db, struct ev *e)
{
	sqlite3_stmt *st;
	int rc, cap = 256;

	e->seat = ev_alloc((size_t)cap, sizeof(*e->seat));
	st = q_prepare(db, "WITH played AS (SELECT r.game_id, count(*) AS n "
	    "FROM round r JOIN event_table t ON t.game_id = r.game_id "
	    "WHERE t.event_id = $event AND r.undone = 0 GROUP BY r.game_id) "
	    "SELECT t.sitting, t.num, s.pos, count(*) OVER (PARTITION BY "
	    "t.game_id), n.num, t.deals, coalesce(pl.n, 0), t.pin "
	    "FROM event_table t JOIN seat s ON s.game_id = t.game_id "
	    "LEFT JOIN entrant n ON n.event_id = t.event_id AND "
	    "n.player_id = s.player_id "
	    "LEFT JOIN played pl ON pl.game_id = t.game_id "
	    "WHERE t.event_id = $event ORDER BY t.sitting, t.num, s.pos");
	q_int(st, "$event", e->id);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		struct ev_seat *s, *prev;
		int player = sqlite3_column_int(st, 4) - 1;

		if (e->nseats == cap) {
			cap *= 2;
			e->seat = realloc(e->seat, (size_t)cap * sizeof(*e->seat));
			if (e->seat == NULL) {
				ev_warn("out of memory");
				abort();
			}
		}
		s = &e->seat[e->nseats];
		prev = e->nseats > 0 ? s - 1 : NULL;
		s->sitting = sqlite3_column_int(st, 0);
		s->table = sqlite3_column_int(st, 1);
		s->seat = sqlite3_column_int(st, 2) + 1;
		s->size = sqlite3_column_int(st, 3);
		s->player = player;
		s->deals = sqlite3_column_int(st, 5);
		s->played = sqlite3_column_int(st, 6);
		snprintf(s->pin, sizeof(s->pin), "%s", q_col_text(st, 7));
		if (s->sitting < 1 || s->sitting > e->nsittings || s->size < 2 ||
		    s->size > RK_MAX_PLAYERS || player < 0 ||
		    player >= e->nplayers || s->table < 1 ||
		    s->seat != (prev != NULL && prev->sitting == s->sitting &&
		    prev->table == s->table ? prev->seat + 1 : 1) ||
		    (prev != NULL && prev->sitting == s->sitting &&
		    prev->table != s->table && s->table != prev->table + 1) ||
		    ((prev == NULL || prev->sitting != s->sitting) &&
		    s->table != 1)) {
			q_finalize(st);
			return damaged("the seats of an event's tables are out of "
			    "order");
		}
		if (prev == NULL || prev->sitting != s->sitting)
			e->sitting[s->sitting - 1].first = e->nseats;
		e->sitting[s->sitting - 1].nseats++;
		if (s->seat == 1)
			e->sitting[s->sitting - 1].ntables++;
		e->nseats++;
	}
	q_finalize(st);
	return rc < 0 ? EV_USAGE : 0;
}

static int
rules_load(sqlite3_stmt *st, int c, struct rules *r)
{
	struct rk_diag d;

	rules_init(r);
	snprintf(r->preset, sizeof(r->preset), "%s", q_col_text(st, c));
	if (rules_set(r, "exhausted", q_col_text(st, c + 3), &d) < 0 ||
	    rules_set(r, "never-melded", q_col_text(st, c + 4), &d) < 0 ||
	    rules_set(r, "tiles", q_col_text(st, c + 5), &d) < 0) {
		ev_warn("the database holds rules this rkub does not know: %s",
		    d.detail);
		return -1;
	}
	r->joker = sqlite3_column_int(st, c + 1);
	r->tokens = sqlite3_column_int(st, c + 2);
	r->meld = sqlite3_column_int(st, c + 6);
	return 0;
}

int
ev_load(sqlite3 *db, const char *name, struct ev *e)
{
	static const char cols[] = "SELECT e.id, e.name, e.deals, e.sittings, "
	    "e.points, e.preset, e.joker, e.tokens, e.exhausted, "
	    "e.never_melded, e.tiles, e.meld FROM event e ";
	sqlite3_stmt *st;
	char *sql;
	int rc;

	memset(e, 0, sizeof(*e));
	sql = malloc(sizeof(cols) + 80);
	if (sql == NULL)
		abort();
	snprintf(sql, sizeof(cols) + 80, "%s%s", cols, name != NULL ?
	    "WHERE e.name = $name" : "JOIN setting s ON s.key = 'event' AND "
	    "s.value = e.id");
	st = q_prepare(db, sql);
	free(sql);
	if (name != NULL)
		q_text(st, "$name", name);
	rc = q_step(st);
	if (rc != SQLITE_ROW) {
		q_finalize(st);
		if (rc < 0)
			return EV_USAGE;
		if (name != NULL)
			ev_warn("no event named '%s': 'rkub event list' lists them",
			    name);
		else
			ev_warn("no current event: start one with 'rkub event new "
			    "EVENT --players A,B,...' or name one with --event");
		return EV_USAGE;
	}
	e->id = sqlite3_column_int64(st, 0);
	e->name = ev_strdup(q_col_text(st, 1));
	e->deals = sqlite3_column_int(st, 2);
	e->sittings = sqlite3_column_int(st, 3);
	e->rank = strcmp(q_col_text(st, 4), "rank") == 0;
	rc = rules_load(st, 5, &e->rules);
	q_finalize(st);
	if (rc < 0 || e->deals < 0 || e->deals > 99 || e->sittings < 1 ||
	    e->sittings > EV_SITTINGS_MAX) {
		ev_free(e);
		return rc < 0 ? EV_USAGE : damaged("an event's deals or sittings "
		    "are out of range");
	}
	st = q_prepare(db, "SELECT j.value FROM event e, json_each(e.rank_points) "
	    "j WHERE e.id = $event ORDER BY j.key");
	q_int(st, "$event", e->id);
	while ((rc = q_step(st)) == SQLITE_ROW) {
		if (e->nrank == EV_RANK_MAX ||
		    sqlite3_column_type(st, 0) != SQLITE_INTEGER) {
			q_finalize(st);
			ev_free(e);
			return damaged("an event's rank points are not a list of "
			    "whole numbers");
		}
		e->rank_points[e->nrank++] = sqlite3_column_int(st, 0);
	}
	q_finalize(st);
	if (rc < 0 || (rc = load_players(db, e)) != 0 ||
	    (rc = load_sittings(db, e)) != 0 || (rc = load_seats(db, e)) != 0) {
		ev_free(e);
		return rc < 0 ? EV_USAGE : rc;
	}
	return 0;
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
	int rc, cap = 16;

	*n = 0;
	*out = ev_alloc((size_t)cap, sizeof(**out));
	st = q_prepare(db, "SELECT e.name, (SELECT count(*) FROM entrant n "
	    "WHERE n.event_id = e.id), (SELECT count(*) FROM entrant n WHERE "
	    "n.event_id = e.id AND n.active), (SELECT count(*) FROM sitting s "
	    "WHERE s.event_id = e.id), e.sittings, coalesce((SELECT 1 FROM "
	    "setting WHERE key = 'event' AND value = e.id), 0) "
	    "FROM event e ORDER BY e.created, e.id");
	while ((rc = q_step(st)) == SQLITE_ROW) {
		struct ev_listing *l;

		if (*n == cap) {
			cap *= 2;
			*out = realloc(*out, (size_t)cap * sizeof(**out));
			if (*out == NULL)
				abort();
		}
		l = &(*out)[(*n)++];
		l->name = ev_strdup(q_col_text(st, 0));
		l->players = sqlite3_column_int(st, 1);
		l->active = sqlite3_column_int(st, 2);
		l->sittings = sqlite3_column_int(st, 3);
		l->planned = sqlite3_column_int(st, 4);
		l->current = sqlite3_column_int(st, 5);
	}
	q_finalize(st);
	return rc < 0 ? EV_USAGE : 0;
}

void
ev_list_free(struct ev_listing *l, int n)
{
	int i;

	for (i = 0; i < n; i++)
		free(l[i].name);
	free(l);
}

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

/* Registers name (the player row made when new) as entrant number
 * nplayers + 1, and appends it to e's players. */
int
ev_player_add(sqlite3 *db, struct ev *e, const char *name)
{
	sqlite3_stmt *st;
	struct ev_player *p;
	int rc;

	if (ev_find_player(e, name) >= 0) {
		ev_warn("%s is registered already", name);
		return EV_USAGE;
	}
	if (e->nplayers >= EV_PLAYERS_MAX) {
		ev_warn("an event takes at most %d players", EV_PLAYERS_MAX);
		return EV_RULE;
	}
	st = q_prepare(db, "INSERT INTO player (name) VALUES ($name) "
	    "ON CONFLICT (name) DO NOTHING");
	q_text(st, "$name", name);
	if (q_done(st) < 0)
		return EV_USAGE;
	st = q_prepare(db, "SELECT id, name FROM player WHERE name = $name");
	q_text(st, "$name", name);
	if ((rc = q_step(st)) != SQLITE_ROW) {
		q_finalize(st);
		return rc < 0 ? EV_USAGE : damaged("a player row went missing");
	}
	e->player = realloc(e->player, (size_t)(e->nplayers + 1) *
	    sizeof(*e->player));
	if (e->player == NULL)
		abort();
	p = &e->player[e->nplayers];
	p->id = sqlite3_column_int64(st, 0);
	p->name = ev_strdup(q_col_text(st, 1));
	p->active = 1;
	q_finalize(st);
	st = q_prepare(db, "INSERT INTO entrant (event_id, player_id, num) "
	    "VALUES ($event, $player, $num)");
	q_int(st, "$event", e->id);
	q_int(st, "$player", p->id);
	q_int(st, "$num", e->nplayers + 1);
	e->nplayers++;
	e->nactive++;
	return q_done(st) < 0 ? EV_USAGE : 0;
}

int
ev_player_active(sqlite3 *db, const struct ev *e, int player, int active)
{
	sqlite3_stmt *st;

	if (player < 0 || player >= e->nplayers)
		return EV_USAGE;
	st = q_prepare(db, "UPDATE entrant SET active = $active WHERE "
	    "event_id = $event AND player_id = $player");
	q_int(st, "$active", active);
	q_int(st, "$event", e->id);
	q_int(st, "$player", e->player[player].id);
	return q_done(st) < 0 ? EV_USAGE : 0;
}
