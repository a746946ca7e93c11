/*
 * serve_data.c: the event as rkub serve shows it, through the store's
 * event API: the current sitting's tables (each an ordinary game), their
 * PINs, their deals, and the event standings.  Called under the server's
 * mutex; a value read back is checked like any input.
 */
#include <stdlib.h>
#include <string.h>

#include "serve.h"
#include "../store/event.h"
#include "../store/live.h"

static void
table_players(struct sv_table *t, const struct ev *e, int first)
{
	int k;

	for (k = 0; k < RK_MAX_PLAYERS && first + k < e->nseats; k++) {
		const struct ev_seat *st = &e->seat[first + k];

		if (st->sitting != e->seat[first].sitting ||
		    st->table != e->seat[first].table)
			break;
		if (st->player < 0 || st->player >= e->nplayers)
			break;
		t->g.player[t->g.n++] = xstrdup(e->player[st->player].name);
	}
}

int
sv_event_load(sqlite3 *db, const char *event, struct sv_event *out)
{
	struct ev *e = xcalloc(1, sizeof(*e));
	const struct ev_sitting *si;
	int i;

	memset(out, 0, sizeof(*out));
	if (ev_load(db, event, e) != STORE_OK) {
		free(e);
		return -1;
	}
	out->raw = e;
	out->name = xstrdup(e->name);
	out->sittings = e->sittings;
	out->sitting = e->nsittings;
	if (e->nsittings == 0)
		return 0;
	si = &e->sitting[e->nsittings - 1];
	out->t = xcalloc((size_t)si->ntables + 1, sizeof(*out->t));
	for (i = si->first; i < si->first + si->nseats && i < e->nseats; i++) {
		const struct ev_seat *st = &e->seat[i];
		struct sv_table *t;

		if (st->seat != 1 || out->ntables >= si->ntables)
			continue;
		t = &out->t[out->ntables++];
		t->num = st->table;
		t->game = xasprintf("%s/%d/%d", e->name, st->sitting, st->table);
		snprintf(t->pin, sizeof(t->pin), "%s", st->pin);
		t->want = st->deals;
		t->g.rounds = st->played;
		table_players(t, e, i);
	}
	return 0;
}

/* Table num of the current sitting alone, its game loaded: what a deal,
 * a table's page and the director's correction need. */
int
sv_event_one(sqlite3 *db, const char *event, struct sv_event *out, int num)
{
	struct ev_table_ref r;
	struct sv_table *t;

	memset(out, 0, sizeof(*out));
	if (ev_table_find(db, event, num, &r) != STORE_OK)
		return -1;
	out->name = xstrdup(r.event);
	out->sitting = r.sitting;
	if (r.sitting == 0 || !r.found)
		return 0;
	out->t = xcalloc(1, sizeof(*out->t));
	t = &out->t[0];
	if (store_game_load(db, r.game, &t->g) != STORE_OK)
		return -1;
	out->ntables = 1;
	t->num = num;
	t->game = xstrdup(r.game);
	snprintf(t->pin, sizeof(t->pin), "%s", r.pin);
	t->want = r.deals;
	/* the deals the sheet holds: the same count, read from the game */
	return 0;
}

void
sv_event_free(struct sv_event *ev)
{
	int i;

	for (i = 0; i < ev->ntables; i++) {
		free(ev->t[i].game);
		store_game_free(&ev->t[i].g);
	}
	free(ev->t);
	free(ev->name);
	if (ev->raw != NULL) {
		ev_free(ev->raw);
		free(ev->raw);
	}
	memset(ev, 0, sizeof(*ev));
}

struct sv_table *
sv_table_find(struct sv_event *ev, int num)
{
	int i;

	for (i = 0; i < ev->ntables; i++)
		if (ev->t[i].num == num)
			return &ev->t[i];
	return NULL;
}

struct deals_acc {
	struct sv_deal *d;
	int n, cap;
};

static void
on_round(const struct live_row *r, void *arg)
{
	struct deals_acc *a = arg;
	struct sv_deal *d;

	if (a->n == 0 || a->d[a->n - 1].num != r->num) {
		if (a->n == a->cap) {
			a->cap = a->cap ? 2 * a->cap : 8;
			a->d = xrealloc(a->d, (size_t)a->cap * sizeof(*a->d));
		}
		d = &a->d[a->n++];
		memset(d, 0, sizeof(*d));
		d->num = r->num;
		d->winner = -1;
		snprintf(d->kind, sizeof(d->kind), "%s", r->kind);
	}
	d = &a->d[a->n - 1];
	if (r->pos < 0 || r->pos >= RK_MAX_PLAYERS)
		return;
	d->score[r->pos] = r->score;
	snprintf(d->rack[r->pos], sizeof(d->rack[r->pos]), "%s", r->rack);
	if (r->won)
		d->winner = r->pos;
}

int
sv_deals(sqlite3 *db, const struct game *g, struct sv_deal **out, int *n)
{
	struct deals_acc a = { NULL, 0, 0 };

	if (store_game_rounds(db, g->id, on_round, &a) != STORE_OK) {
		free(a.d);
		return -1;
	}
	*out = a.d;
	*n = a.n;
	return 0;
}

int
sv_standings(sqlite3 *db, const struct sv_event *ev,
    struct sv_standing **out, int *n)
{
	struct ev_standing *rows = NULL;
	struct sv_standing *st;
	int i, nr = 0;

	*out = NULL;
	*n = 0;
	if (ev->raw == NULL || ev_standings(db, ev->raw, &rows, &nr) !=
	    STORE_OK)
		return -1;
	st = xcalloc((size_t)nr + 1, sizeof(*st));
	for (i = 0; i < nr; i++) {
		int p = rows[i].player;

		if (p < 0 || p >= ev->raw->nplayers)
			continue;
		st[*n].rank = rows[i].rank;
		snprintf(st[*n].name, sizeof(st[*n].name), "%s",
		    ev->raw->player[p].name);
		st[*n].points = rows[i].points;
		st[*n].played = rows[i].played;
		st[*n].won = rows[i].won;
		st[*n].withdrawn = !ev->raw->player[p].active;
		(*n)++;
	}
	free(rows);
	*out = st;
	return 0;
}
