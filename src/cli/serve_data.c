/*
 * serve_data.c: the event as rkub serve shows it: the current sitting's
 * tables (each an ordinary game), their PINs, their deals, and the
 * standings.  Called under the server's mutex.
 */
#include <stdlib.h>
#include <string.h>

#include "serve.h"
#include "../store/store.h"
#include "../store/live.h"

#define MAX_TABLES 1024

int
sv_event_load(struct srv *s, struct sv_event *ev)
{
	int tabs[MAX_TABLES], n, i, want = 1;
	char *name;

	memset(ev, 0, sizeof(*ev));
	n = store_event_tables(s->db, s->event, &name, &ev->sitting, tabs,
	    MAX_TABLES);
	if (n <= 0) {
		free(name);
		return -1;
	}
	ev->name = name;
	{
		char w[16];

		if (store_table_pin(s->db, "", w, sizeof(w)) == 0 && w[0])
			want = atoi(w);
	}
	ev->sittings = ev->sitting;
	ev->t = xcalloc((size_t)n, sizeof(*ev->t));
	for (i = 0; i < n; i++) {
		struct sv_table *t = &ev->t[ev->ntables];

		t->num = tabs[i];
		t->game = xasprintf("%s/%d/%d", name, ev->sitting, tabs[i]);
		if (game_load(s->db, t->game, &t->g) != 0 ||
		    store_table_pin(s->db, t->game, t->pin, sizeof(t->pin)) < 0) {
			free(t->game);
			continue;
		}
		t->want = t->g.n * want;
		ev->ntables++;
	}
	return 0;
}

void
sv_event_free(struct sv_event *ev)
{
	int i;

	for (i = 0; i < ev->ntables; i++) {
		free(ev->t[i].game);
		game_free(&ev->t[i].g);
	}
	free(ev->t);
	free(ev->name);
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
sv_deals(struct srv *s, const struct game *g, struct sv_deal **out, int *n)
{
	struct deals_acc a = { NULL, 0, 0 };

	if (store_game_rounds(s->db, g->id, on_round, &a) < 0) {
		free(a.d);
		return -1;
	}
	*out = a.d;
	*n = a.n;
	return 0;
}

struct st_acc {
	struct sv_standing *s;
	int n, cap;
};

static void
on_points(const char *player, long points, int played, int won, void *arg)
{
	struct st_acc *a = arg;
	struct sv_standing *r;

	if (a->n == a->cap) {
		a->cap = a->cap ? 2 * a->cap : 16;
		a->s = xrealloc(a->s, (size_t)a->cap * sizeof(*a->s));
	}
	r = &a->s[a->n];
	memset(r, 0, sizeof(*r));
	r->rank = a->n > 0 && a->s[a->n - 1].points == points ?
	    a->s[a->n - 1].rank : a->n + 1;
	snprintf(r->name, sizeof(r->name), "%s", player);
	r->points = points;
	r->played = played;
	r->won = won;
	a->n++;
}

int
sv_standings(struct srv *s, const struct sv_event *ev,
    struct sv_standing **out, int *n)
{
	struct st_acc a = { NULL, 0, 0 };

	if (store_event_points(s->db, ev->name, on_points, &a) < 0) {
		free(a.s);
		return -1;
	}
	*out = a.s;
	*n = a.n;
	return 0;
}
