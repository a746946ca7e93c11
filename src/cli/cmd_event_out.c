/*
 * cmd_event_out.c: rkub event standings|export: the event standings
 * (ranked by SQLite in the store: points, then deals won, then the best
 * deal, then a shared rank; finalists of a cut first) and every deal of
 * the event as CSV.
 */
#include <stdlib.h>
#include <string.h>

#include "event.h"
#include "game.h"

static const struct opt_spec standings_opts[] = {
	{ "csv", 0, 0, 0 },
	{ "json", 0, 0, 0 },
	EVENT_OPT,
	{ NULL, 0, 0, 0 }
};

static void
standings_csv_write(const struct ev *e, const struct ev_standing *st, int n)
{
	char pts[32];
	int i;

	printf("rank,player,points,played,won,best,tables_won,status,cuts\r\n");
	for (i = 0; i < n; i++) {
		const struct ev_standing *s = &st[i];

		/* A number stays a number: no sign that a spreadsheet reads
		 * as a formula. */
		points_format(e, s->points, pts, sizeof(pts));
		printf("%d,", s->rank);
		csv_text(stdout, e->player[s->player].name);
		printf(",%s,%d,%d,", pts[0] == '+' ? pts + 1 : pts, s->played,
		    s->won);
		if (s->has_best)
			printf("%d", s->best);
		printf(",%d,%s,%d\r\n", s->tables_won, e->player[s->player].active ?
		    "active" : "withdrawn", s->finalist);
	}
}

static void
standings_json(const struct ev *e, const struct ev_standing *st, int n)
{
	char pts[32];
	int i;

	printf("{\"event\":");
	json_str(stdout, e->name);
	printf(",\"sittings\":%d,\"points\":\"%s\",\"standings\":[",
	    e->nsittings, e->rank ? "rank" : "score");
	for (i = 0; i < n; i++) {
		const struct ev_standing *s = &st[i];

		points_format(e, s->points, pts, sizeof(pts));
		printf("%s{\"rank\":%d,\"player\":", i ? "," : "", s->rank);
		json_str(stdout, e->player[s->player].name);
		printf(",\"points\":%s,\"played\":%d,\"won\":%d,\"best\":",
		    pts[0] == '+' ? pts + 1 : pts, s->played, s->won);
		if (s->has_best)
			printf("%d", s->best);
		else
			printf("null");
		printf(",\"tables_won\":%d,\"active\":%s,\"cuts\":%d}",
		    s->tables_won, e->player[s->player].active ? "true" : "false",
		    s->finalist);
	}
	printf("]}\n");
}

static void
standings_text(const struct ev *e, const struct ev_standing *st, int n)
{
	char pts[32], best[16];
	int i, w = 6;

	for (i = 0; i < n; i++)
		if ((int)utf8_width(e->player[st[i].player].name) > w)
			w = (int)utf8_width(e->player[st[i].player].name);
	printf("%s, after sitting %d", e->name, e->nsittings);
	if (e->nsittings <= e->sittings)
		printf(" of %d", e->sittings);
	printf("; points: %s\n", e->rank ? "table rank" : "score");
	printf("rank  ");
	print_padded(stdout, "player", w, 0);
	printf("  points  played  won  best  tables\n");
	for (i = 0; i < n; i++) {
		const struct ev_standing *s = &st[i];
		const struct ev_player *p = &e->player[s->player];

		points_format(e, s->points, pts, sizeof(pts));
		if (s->has_best)
			signed_str(s->best, best, sizeof(best));
		else
			snprintf(best, sizeof(best), "-");
		printf("%4d  ", s->rank);
		print_padded(stdout, p->name, w, 0);
		printf("  %6s  %6d  %3d  %4s  %6d", pts, s->played, s->won, best,
		    s->tables_won);
		if (s->finalist > 0)
			printf("  final");
		if (!p->active)
			printf("  withdrawn");
		putchar('\n');
	}
}

static int
standings_exec(struct cmd_ctx *c)
{
	struct ev_standing *st;
	struct ev e;
	int rc, n;

	if ((rc = event_open_part(c, NULL, EV_SEATS_NONE, &e)) != 0)
		return rc;
	if ((rc = ev_standings(c->db, &e, &st, &n)) != STORE_OK) {
		free(st);
		ev_free(&e);
		return event_fail(rc);
	}
	if (arg_get(c, "csv") != NULL)
		standings_csv_write(&e, st, n);
	else if (arg_get(c, "json") != NULL)
		standings_json(&e, st, n);
	else
		standings_text(&e, st, n);
	free(st);
	ev_free(&e);
	return 0;
}

const struct cmd_entry cmd_event_standings_entry = {
	.name = "event standings",
	.usage = "[--csv | --json] [--event EVENT]",
	.summary = "the event standings: points, deals played and won, best deal",
	.opts = standings_opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_READ,
	.exec = standings_exec,
};

static const struct opt_spec export_opts[] = {
	{ "output", 'o', 1, 0 },
	EVENT_OPT,
	{ NULL, 0, 0, 0 }
};

static int
export_exec(struct cmd_ctx *c)
{
	struct ev_deal *d;
	struct ev e;
	const char *path = arg_get(c, "output");
	char *tmp;
	FILE *f;
	int rc, n, i;

	if ((rc = event_open_part(c, NULL, EV_SEATS_NONE, &e)) != 0)
		return rc;
	if ((rc = ev_deals(c->db, &e, &d, &n)) != STORE_OK) {
		free(d);
		ev_free(&e);
		return event_fail(rc);
	}
	if ((f = out_open(c->cmd->name, path, &tmp)) == NULL)
		rc = EXIT_USAGE;
	else {
		fprintf(f, "event,sitting,table,deal,player,score\r\n");
		for (i = 0; i < n; i++) {
			csv_text(f, e.name);
			fprintf(f, ",%d,%d,%d,", d[i].sitting, d[i].table,
			    d[i].deal);
			csv_text(f, e.player[d[i].player].name);
			fprintf(f, ",%d\r\n", d[i].score);
		}
		rc = out_close(c->cmd->name, f, path, tmp, 0);
	}
	free(d);
	ev_free(&e);
	return rc;
}

const struct cmd_entry cmd_event_export_entry = {
	.name = "event export",
	.usage = "[-o FILE] [--event EVENT]",
	.summary = "every deal of the event as CSV: event, sitting, table, deal, player, "
	    "score",
	.opts = export_opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_READ,
	.exec = export_exec,
};
