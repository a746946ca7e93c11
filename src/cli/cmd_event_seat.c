/*
 * cmd_event_seat.c: rkub event seat|cut|status|tables: seating the next
 * sitting (by the seater in src/core/seat.c, a pure function of the
 * players, their history and a seed), the cut to seeded final tables,
 * which tables still play, and the seating by table and by name.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "event.h"
#include "game.h"
#include "../core/seat.h"

static const struct opt_spec seat_opts[] = {
	{ "by", 0, 1, 0 },
	{ "seed", 0, 1, 0 },
	{ "keep-apart", 0, 1, 1 },
	{ "dry-run", 'n', 0, 0 },
	{ "force", 'f', 0, 0 },
	EVENT_OPT,
	{ NULL, 0, 0, 0 }
};

/* The active players (indexes into e->player) and each player's index
 * among them (-1 when withdrawn). */
struct field {
	int n;
	int *act;
	int *inv;
};

static void
field_init(const struct ev *e, struct field *fl)
{
	int i;

	fl->n = 0;
	fl->act = xcalloc((size_t)e->nplayers + 1, sizeof(int));
	fl->inv = xcalloc((size_t)e->nplayers + 1, sizeof(int));
	for (i = 0; i < e->nplayers; i++) {
		fl->inv[i] = e->player[i].active ? fl->n : -1;
		if (e->player[i].active)
			fl->act[fl->n++] = i;
	}
}

static void
field_free(struct field *fl)
{
	free(fl->act);
	free(fl->inv);
}

/* The tables of the current sitting that lack deals, listed in buf: how
 * many. */
static int
unfinished(const struct ev *e, char *buf, size_t len)
{
	const struct ev_sitting *s;
	size_t at = 0;
	int k, n = 0;

	buf[0] = '\0';
	if (e->nsittings == 0)
		return 0;
	s = &e->sitting[e->nsittings - 1];
	for (k = s->first; k < s->first + s->nseats; k++) {
		const struct ev_seat *p = &e->seat[k];

		if (p->seat != 1 || p->played >= p->deals)
			continue;
		if (n++ < 12 && at < len)
			at += (size_t)snprintf(buf + at, len - at, "%stable %d (%d "
			    "of %d deals)", n > 1 ? ", " : "", p->table, p->played,
			    p->deals);
	}
	if (n > 12 && at < len)
		snprintf(buf + at, len - at, " and %d more", n - 12);
	return n;
}

static int
refuse_unfinished(const struct ev *e, const char *cmd)
{
	char list[1024];
	int n = unfinished(e, list, sizeof(list));

	if (n == 0)
		return 0;
	warnx_("event %s: sitting %d still plays: %s: enter their deals with "
	    "'rkub round --table T', or give --force", cmd, e->nsittings, list);
	return EXIT_RULE;
}

/* How often each pair of active players has shared a table, how often
 * each sat at a small table and in the first seat. */
static void
history(const struct ev *e, const struct field *fl, uint16_t *met,
    uint16_t *small, uint16_t *first)
{
	int k, a, b, n = fl->n;

	for (k = 0; k < e->nseats; k = a) {
		const struct ev_seat *s = &e->seat[k];

		for (a = k; a < k + s->size && a < e->nseats; a++) {
			int i = fl->inv[e->seat[a].player];

			if (i < 0)
				continue;
			if (s->size < 4)
				small[i]++;
			if (e->seat[a].seat == 1)
				first[i]++;
			for (b = k; b < a; b++) {
				int j = fl->inv[e->seat[b].player];

				if (j >= 0) {
					met[i * n + j]++;
					met[j * n + i]++;
				}
			}
		}
	}
}

/* Pairs seated together again: one a meeting beyond the first. */
static int
repeats_count(const uint16_t *met, int n, const int *size, int ntables,
    const int *place)
{
	int t, a, b, at = 0, r = 0;

	for (t = 0; t < ntables; t++) {
		for (a = 0; a < size[t]; a++)
			for (b = 0; b < a; b++)
				if (met[place[at + a] * n + place[at + b]] > 0)
					r++;
		at += size[t];
	}
	return r;
}

static int
apart_parse(const struct cmd_ctx *c, const struct ev *e,
    const struct field *fl, int **apart, int *napart)
{
	int k, m = arg_count(c, "keep-apart");

	*napart = 0;
	*apart = xcalloc((size_t)m * 2 + 1, sizeof(int));
	for (k = 0; k < m; k++) {
		const char *v = arg_nth(c, "keep-apart", k), *comma = strchr(v, ',');
		char name[2][RK_NAME_MAX + 1];
		int h, i;

		if (comma == NULL || strchr(comma + 1, ',') != NULL ||
		    comma == v || comma[1] == '\0' ||
		    (size_t)(comma - v) > RK_NAME_MAX ||
		    strlen(comma + 1) > RK_NAME_MAX) {
			warnx_("event seat: --keep-apart '%s': give two players, "
			    "as in ann,ben", v);
			return EXIT_USAGE;
		}
		snprintf(name[0], sizeof(name[0]), "%.*s", (int)(comma - v), v);
		snprintf(name[1], sizeof(name[1]), "%s", comma + 1);
		for (h = 0; h < 2; h++) {
			if ((i = ev_find_player(e, name[h])) < 0) {
				warnx_("event seat: --keep-apart: %s is not registered "
				    "in %s", name[h], e->name);
				return EXIT_USAGE;
			}
			if (fl->inv[i] < 0) {
				warnx_("event seat: --keep-apart: %s is withdrawn",
				    e->player[i].name);
				return EXIT_USAGE;
			}
			(*apart)[2 * k + h] = fl->inv[i];
		}
		if ((*apart)[2 * k] == (*apart)[2 * k + 1]) {
			warnx_("event seat: --keep-apart '%s': name two players", v);
			return EXIT_USAGE;
		}
		(*napart)++;
	}
	return 0;
}

/* The active players, best first by the event standings. */
static int
standings_order(struct cmd_ctx *c, const struct ev *e, const struct field *fl,
    int *order)
{
	struct ev_standing *st;
	int n, i, k = 0, rc;

	if ((rc = ev_standings(c->db, e, &st, &n)) != STORE_OK)
		return event_fail(rc);
	for (i = 0; i < n; i++)
		if (fl->inv[st[i].player] >= 0)
			order[k++] = fl->inv[st[i].player];
	free(st);
	return 0;
}

/* The seater's answer is checked like any input: sizes that add up,
 * every player once. */
static int
plan_check(const struct seat_output *o, int n)
{
	char *seen = xcalloc((size_t)n, 1);
	int t, k, sum = 0, ok = o->ntables >= 1 && o->ntables <= 1024;

	for (t = 0; ok && t < o->ntables; t++) {
		ok = o->size[t] >= 2 && o->size[t] <= SEAT_TABLE_MAX;
		sum += o->size[t];
	}
	ok = ok && sum == n;
	for (k = 0; ok && k < n; k++) {
		ok = o->seat[k] >= 0 && o->seat[k] < n && !seen[o->seat[k]];
		if (ok)
			seen[o->seat[k]] = 1;
	}
	free(seen);
	if (!ok)
		warnx_("event seat: internal error: the seater's plan does not "
		    "seat every player once");
	return ok ? 0 : EXIT_USAGE;
}

static void
print_plan(FILE *f, const struct ev *e, const struct ev_plan *p,
    const char *what)
{
	int t, k, at = 0;

	fprintf(f, "%s, sitting %d (%s", e->name, e->nsittings + 1, what);
	if (p->method != EV_CUT)
		fprintf(f, ", seed %llu", (unsigned long long)p->seed);
	else
		fprintf(f, ", carry %s", ev_carry_names[p->carry]);
	fprintf(f, "): %d table%s, %d repeat opponent%s\n", p->ntables,
	    p->ntables == 1 ? "" : "s", p->repeats, p->repeats == 1 ? "" : "s");
	for (t = 0; t < p->ntables; t++) {
		fprintf(f, "table %d (%d deals):", t + 1, p->deals > 0 ? p->deals :
		    p->size[t]);
		for (k = 0; k < p->size[t]; k++)
			fprintf(f, "%s %s", k ? "," : "",
			    e->player[p->player[at + k]].name);
		fputc('\n', f);
		at += p->size[t];
	}
}

static void
pins_make(char (*pin)[8], int n)
{
	int t;

	for (t = 0; t < n; t++) {
		uint64_t v;

		do
			v = random_u64() >> 40;     /* 24 bits */
		while (v >= 16000000);      /* a multiple of 10^6: unbiased */
		snprintf(pin[t], sizeof(pin[t]), "%06u",
		    (unsigned)(v % 1000000));
	}
}

/* Write the plan (or show it, with --dry-run), then print it. */
static int
plan_write(struct cmd_ctx *c, const struct ev *e, struct ev_plan *p,
    const char *what)
{
	char taken[RK_NAME_MAX + 16];
	FILE *f = c->out;
	int rc = 0;

	p->pin = xcalloc((size_t)p->ntables, sizeof(*p->pin));
	pins_make(p->pin, p->ntables);
	if (arg_get(c, "dry-run") == NULL &&
	    (rc = ev_sitting_add(c->db, e, p, taken)) == STORE_EXISTS) {
		warnx_("event: a game named '%s' is in the way of the tables of "
		    "sitting %d: nothing seated", taken, e->nsittings + 1);
		rc = EXIT_USAGE;
	} else
		rc = event_fail(rc);
	if (rc == 0) {
		print_plan(f, e, p, what);
		if (arg_get(c, "dry-run") == NULL)
			;
		else if (p->method != EV_CUT && arg_get(c, "seed") == NULL)
			/* The seed was drawn: say how to seat what was shown. */
			fprintf(f, "dry run: nothing written; add --seed %llu "
			    "to seat this one\n", (unsigned long long)p->seed);
		else
			fprintf(f, "dry run: nothing written\n");
	}
	free(p->pin);
	return rc;
}

static int
seat_exec(struct cmd_ctx *c)
{
	struct ev e;
	struct field fl;
	struct seat_input in;
	struct seat_output o;
	struct ev_plan p;
	uint16_t *met = NULL, *small = NULL, *first = NULL;
	int *order = NULL, *apart = NULL, *place = NULL;
	void *work = NULL;
	size_t wlen;
	const char *v;
	int rc, i;

	if ((rc = event_open(c, NULL, &e)) != 0)
		return rc;
	field_init(&e, &fl);
	memset(&in, 0, sizeof(in));
	memset(&o, 0, sizeof(o));
	memset(&p, 0, sizeof(p));
	in.method = e.nsittings == 0 ? SEAT_RANDOM : SEAT_MIXED;
	if ((v = arg_get(c, "by")) != NULL) {
		if (strcmp(v, "random") == 0)
			in.method = SEAT_RANDOM;
		else if (strcmp(v, "mixed") == 0)
			in.method = SEAT_MIXED;
		else if (strcmp(v, "standings") == 0)
			in.method = SEAT_STANDINGS;
		else {
			warnx_("event seat: --by '%s': give random, mixed or "
			    "standings", v);
			rc = EXIT_USAGE;
			goto done;
		}
	}
	in.seed = random_u64() >> 1;
	if ((v = arg_get(c, "seed")) != NULL) {
		char *end;
		unsigned long long s = strtoull(v, &end, 10);

		if (v[0] < '0' || v[0] > '9' || *end != '\0' || s > INT64_MAX) {
			warnx_("event seat: --seed '%s' is not a whole number from 0 "
			    "to %lld", v, (long long)INT64_MAX);
			rc = EXIT_USAGE;
			goto done;
		}
		in.seed = s;
	}
	if (fl.n < 2) {
		warnx_("event seat: %s has %d active player%s: a table needs 2; "
		    "register more with 'rkub event add'", e.name, fl.n,
		    fl.n == 1 ? "" : "s");
		rc = EXIT_RULE;
		goto done;
	}
	if ((rc = apart_parse(c, &e, &fl, &apart, &in.napart)) != 0)
		goto done;
	if (arg_get(c, "force") == NULL && arg_get(c, "dry-run") == NULL &&
	    (rc = refuse_unfinished(&e, "seat")) != 0)
		goto done;
	if (e.nsittings >= EV_SITTINGS_MAX) {
		warnx_("event seat: %s has its %d sittings: no more", e.name,
		    EV_SITTINGS_MAX);
		rc = EXIT_RULE;
		goto done;
	}
	met = xcalloc((size_t)fl.n * (size_t)fl.n, sizeof(*met));
	small = xcalloc((size_t)fl.n, sizeof(*small));
	first = xcalloc((size_t)fl.n, sizeof(*first));
	history(&e, &fl, met, small, first);
	if (in.method == SEAT_STANDINGS) {
		order = xcalloc((size_t)fl.n, sizeof(int));
		if ((rc = standings_order(c, &e, &fl, order)) != 0)
			goto done;
	}
	in.n = fl.n;
	in.sittings = in.method == SEAT_MIXED && e.sittings > e.nsittings + 1 ?
	    e.sittings - e.nsittings : 1;
	in.met = met;
	in.small = small;
	in.first = first;
	in.order = order;
	in.apart = apart;
	wlen = seat_work_size(fl.n, in.sittings);
	work = xmalloc(wlen);
	o.seat = xcalloc((size_t)fl.n * (size_t)in.sittings, sizeof(int));
	if (seat_plan(&in, &o, work, wlen) < 0 ||
	    (rc = plan_check(&o, fl.n)) != 0) {
		if (rc == 0)
			warnx_("event seat: internal error: the seater refused %d "
			    "players", fl.n);
		rc = EXIT_USAGE;
		goto done;
	}
	place = xcalloc((size_t)fl.n, sizeof(int));
	for (i = 0; i < fl.n; i++)
		place[i] = fl.act[o.seat[i]];
	p.method = in.method == SEAT_RANDOM ? EV_RANDOM :
	    in.method == SEAT_MIXED ? EV_MIXED : EV_STANDINGS;
	p.seed = in.seed;
	p.deals = e.deals;
	p.ntables = o.ntables;
	p.size = o.size;
	p.player = place;
	p.repeats = repeats_count(met, fl.n, o.size, o.ntables, o.seat);
	rc = plan_write(c, &e, &p, ev_method_names[p.method]);
	if (rc == 0 && o.apart_broken > 0)
		fprintf(c->out, "note: %d keep-apart pair%s had to meet\n",
		    o.apart_broken, o.apart_broken == 1 ? "" : "s");
done:
	free(met);
	free(small);
	free(first);
	free(order);
	free(apart);
	free(place);
	free(work);
	free(o.seat);
	field_free(&fl);
	ev_free(&e);
	return rc;
}

const struct cmd_entry cmd_event_seat_entry = {
	.name = "event seat",
	.usage = "[--by random|mixed|standings] [--seed N] "
	    "[--keep-apart A,B]... [--dry-run] [--force] [--event EVENT]",
	.summary = "seat the next sitting of the current event",
	.opts = seat_opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_READ | CMD_DB_WRITE,
	.exec = seat_exec,
};

static const struct opt_spec cut_opts[] = {
	{ "top", 0, 1, 0 },
	{ "tables", 0, 1, 0 },
	{ "carry", 0, 1, 0 },
	{ "deals", 0, 1, 0 },
	{ "dry-run", 'n', 0, 0 },
	{ "force", 'f', 0, 0 },
	EVENT_OPT,
	{ NULL, 0, 0, 0 }
};

static int
cut_exec(struct cmd_ctx *c)
{
	struct ev e;
	struct field fl;
	struct ev_plan p;
	struct ev_standing *st = NULL;
	uint16_t *met = NULL, *small = NULL, *first = NULL;
	int size[1024], *place = NULL, *seeded = NULL, *local = NULL;
	int rc, top, k = 0, t, i, n, at;
	const char *v;

	memset(&p, 0, sizeof(p));
	p.method = EV_CUT;
	p.carry = EV_CARRY_CLEAR;
	if ((v = arg_get(c, "top")) == NULL) {
		warnx_("event cut: how many go on? give --top N");
		usage_print(stderr, c->cmd);
		return EXIT_USAGE;
	}
	if (arg_int("event cut: --top", v, 2, EV_PLAYERS_MAX, &top) < 0)
		return EXIT_USAGE;
	if ((v = arg_get(c, "tables")) != NULL &&
	    arg_int("event cut: --tables", v, 1, 1024, &k) < 0)
		return EXIT_USAGE;
	if ((v = arg_get(c, "deals")) != NULL &&
	    arg_int("event cut: --deals", v, 1, 99, &p.deals) < 0)
		return EXIT_USAGE;
	if ((v = arg_get(c, "carry")) != NULL) {
		for (i = 1; i < 4 && strcmp(v, ev_carry_names[i]) != 0; i++)
			;
		if (i == 4) {
			warnx_("event cut: --carry '%s': give clear, keep or halve",
			    v);
			return EXIT_USAGE;
		}
		p.carry = (enum ev_carry)i;
	}
	if (k == 0)
		k = (top + 3) / 4;
	if (top / k < 2 || (top + k - 1) / k > SEAT_TABLE_MAX) {
		warnx_("event cut: %d players at %d table%s gives tables of %d%s: "
		    "a table seats 2 to %d", top, k, k == 1 ? "" : "s",
		    (top + k - 1) / k, top % k ? " and fewer" : "", SEAT_TABLE_MAX);
		return EXIT_RULE;
	}
	if ((rc = event_open(c, NULL, &e)) != 0)
		return rc;
	field_init(&e, &fl);
	if (top > fl.n) {
		warnx_("event cut: --top %d is more than the %d active player%s of "
		    "%s", top, fl.n, fl.n == 1 ? "" : "s", e.name);
		rc = EXIT_RULE;
		goto done;
	}
	if (arg_get(c, "force") == NULL && arg_get(c, "dry-run") == NULL &&
	    (rc = refuse_unfinished(&e, "cut")) != 0)
		goto done;
	if ((rc = event_fail(ev_standings(c->db, &e, &st, &n))) != 0)
		goto done;
	/* Alternate seeding: seed s (from 0) to table s mod k, in seed order. */
	seeded = xcalloc((size_t)top, sizeof(int));
	for (i = 0, t = 0; i < n && t < top; i++)
		if (fl.inv[st[i].player] >= 0)
			seeded[t++] = st[i].player;
	place = xcalloc((size_t)top, sizeof(int));
	local = xcalloc((size_t)top, sizeof(int));
	for (t = 0, at = 0; t < k; t++) {
		size[t] = 0;
		for (i = t; i < top; i += k) {
			local[at] = fl.inv[seeded[i]];
			place[at++] = seeded[i];
			size[t]++;
		}
	}
	met = xcalloc((size_t)fl.n * (size_t)fl.n, sizeof(*met));
	small = xcalloc((size_t)fl.n, sizeof(*small));
	first = xcalloc((size_t)fl.n, sizeof(*first));
	history(&e, &fl, met, small, first);
	p.seed = 0;
	p.ntables = k;
	p.size = size;
	p.player = place;
	if (p.deals == 0)
		p.deals = e.deals;
	p.repeats = repeats_count(met, fl.n, size, k, local);
	rc = plan_write(c, &e, &p, "cut");
done:
	free(st);
	free(seeded);
	free(place);
	free(local);
	free(met);
	free(small);
	free(first);
	field_free(&fl);
	ev_free(&e);
	return rc;
}

const struct cmd_entry cmd_event_cut_entry = {
	.name = "event cut",
	.usage = "--top N [--tables K] [--carry clear|keep|halve] "
	    "[--deals N] [--dry-run] [--force] [--event EVENT]",
	.summary = "seat the top N at seeded final tables, as the next sitting",
	.opts = cut_opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_READ | CMD_DB_WRITE,
	.exec = cut_exec,
};

static const struct opt_spec status_opts[] = {
	EVENT_OPT,
	{ NULL, 0, 0, 0 }
};

static int
status_exec(struct cmd_ctx *c)
{
	const struct ev_sitting *s;
	struct ev e;
	int rc, k, a, done = 0;

	if ((rc = event_open_part(c, NULL, EV_SEATS_CURRENT, &e)) != 0)
		return rc;
	if (e.nsittings == 0) {
		printf("%s: no sitting yet; %d active players: seat the first with "
		    "'rkub event seat'\n", e.name, e.nactive);
		ev_free(&e);
		return 0;
	}
	s = &e.sitting[e.nsittings - 1];
	for (k = s->first; k < s->first + s->nseats; k++)
		if (e.seat[k].seat == 1 && e.seat[k].played >= e.seat[k].deals)
			done++;
	printf("%s, sitting %d of %d: %d of %d table%s done\n", e.name,
	    s->num, e.sittings, done, s->ntables, s->ntables == 1 ? "" : "s");
	for (k = s->first; k < s->first + s->nseats; k += e.seat[k].size) {
		const struct ev_seat *p = &e.seat[k];

		if (p->played >= p->deals)
			continue;
		printf("table %d: %d of %d deals:", p->table, p->played, p->deals);
		for (a = k; a < k + p->size; a++)
			printf("%s %s", a > k ? "," : "",
			    e.player[e.seat[a].player].name);
		putchar('\n');
	}
	ev_free(&e);
	return 0;
}

const struct cmd_entry cmd_event_status_entry = {
	.name = "event status",
	.usage = "[--event EVENT]",
	.summary = "the tables of the current sitting still playing, and their deals",
	.opts = status_opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_READ,
	.exec = status_exec,
};

static const struct opt_spec tables_opts[] = {
	{ "csv", 0, 0, 0 },
	{ "json", 0, 0, 0 },
	{ "pins", 0, 0, 0 },
	EVENT_OPT,
	{ NULL, 0, 0, 0 }
};

static const struct ev *sort_event;

static int
seat_by_name(const void *a, const void *b)
{
	const struct ev_seat *x = *(const struct ev_seat *const *)a;
	const struct ev_seat *y = *(const struct ev_seat *const *)b;
	const char *nx = sort_event->player[x->player].name;
	const char *ny = sort_event->player[y->player].name;

	return strcasecmp(nx, ny) != 0 ? strcasecmp(nx, ny) : strcmp(nx, ny);
}

static void
tables_text(const struct ev *e, const struct ev_sitting *s, int pins)
{
	const struct ev_seat **sorted;
	char starts[64];
	int k, a, w = 4;

	printf("%s, sitting %d (%s", e->name, s->num, ev_method_names[s->method]);
	if (s->method != EV_CUT)
		printf(", seed %llu", (unsigned long long)s->seed);
	printf("): %d table%s\n", s->ntables, s->ntables == 1 ? "" : "s");
	for (k = s->first; k < s->first + s->nseats; k += e->seat[k].size) {
		const struct ev_seat *p = &e->seat[k];

		printf("table %d (%d deals", p->table, p->deals);
		if (pins)
			printf(", PIN %s", p->pin);
		printf("):");
		for (a = k; a < k + p->size; a++)
			printf("%s %s", a > k ? "," : "",
			    e->player[e->seat[a].player].name);
		putchar('\n');
	}
	sorted = xcalloc((size_t)s->nseats + 1, sizeof(*sorted));
	for (k = 0; k < s->nseats; k++) {
		sorted[k] = &e->seat[s->first + k];
		if ((int)utf8_width(e->player[sorted[k]->player].name) > w)
			w = (int)utf8_width(e->player[sorted[k]->player].name);
	}
	sort_event = e;
	qsort(sorted, (size_t)s->nseats, sizeof(*sorted), seat_by_name);
	printf("\nby name:\n");
	for (k = 0; k < s->nseats; k++) {
		const struct ev_seat *p = sorted[k];

		starts_format(p->seat, p->size, p->deals, starts, sizeof(starts));
		print_padded(stdout, e->player[p->player].name, w, 0);
		printf("  table %d, seat %d, starts deal%s %s\n", p->table, p->seat,
		    strchr(starts, ' ') ? "s" : "", starts[0] ? starts : "none");
	}
	free(sorted);
}

static int
tables_exec(struct cmd_ctx *c)
{
	const struct ev_sitting *s;
	struct ev e;
	char starts[64];
	int rc, k, num, pins;

	if ((rc = event_open(c, NULL, &e)) != 0)
		return rc;
	if ((rc = event_sitting_arg(c, &e, &num)) != 0) {
		ev_free(&e);
		return rc;
	}
	s = &e.sitting[num - 1];
	pins = arg_get(c, "pins") != NULL;
	if (arg_get(c, "csv") != NULL) {
		printf("sitting,table,seat,player,starts,deals,played%s\r\n",
		    pins ? ",pin" : "");
		for (k = s->first; k < s->first + s->nseats; k++) {
			const struct ev_seat *p = &e.seat[k];

			starts_format(p->seat, p->size, p->deals, starts,
			    sizeof(starts));
			printf("%d,%d,%d,", p->sitting, p->table, p->seat);
			csv_text(stdout, e.player[p->player].name);
			printf(",%s,%d,%d", starts, p->deals, p->played);
			if (pins)
				printf(",%s", p->pin);
			printf("\r\n");
		}
	} else if (arg_get(c, "json") != NULL) {
		printf("{\"event\":");
		json_str(stdout, e.name);
		printf(",\"sitting\":%d,\"method\":\"%s\",\"tables\":[", s->num,
		    ev_method_names[s->method]);
		for (k = s->first; k < s->first + s->nseats; k++) {
			const struct ev_seat *p = &e.seat[k];

			if (p->seat == 1)
				printf("%s{\"table\":%d,\"deals\":%d,\"played\":%d,"
				    "%s%s%s\"players\":[", k > s->first ? "," : "",
				    p->table, p->deals, p->played, pins ? "\"pin\":\"" :
				    "", pins ? p->pin : "", pins ? "\"," : "");
			starts_format(p->seat, p->size, p->deals, starts,
			    sizeof(starts));
			for (char *q = starts; *q != '\0'; q++)
				if (*q == ' ')
					*q = ',';
			printf("%s{\"seat\":%d,\"player\":", p->seat > 1 ? "," : "",
			    p->seat);
			json_str(stdout, e.player[p->player].name);
			printf(",\"starts\":[%s]}", starts);
			if (p->seat == p->size)
				printf("]}");
		}
		printf("]}\n");
	} else
		tables_text(&e, s, pins);
	ev_free(&e);
	return 0;
}

const struct cmd_entry cmd_event_tables_entry = {
	.name = "event tables",
	.usage = "[SITTING] [--csv | --json] [--pins] [--event EVENT]",
	.summary = "the seating of a sitting, by table and by name",
	.opts = tables_opts,
	.minpos = 0,
	.maxpos = 1,
	.flags = CMD_DB_READ,
	.exec = tables_exec,
};
