/*
 * cmd_event_page.c: rkub event board|sheets: pages, each one
 * self-contained HTML file (inline CSS, no script, nothing fetched).
 *
 *   board    the standings in large type for the club room's screen
 *            (1920x1080 read from across the room), the current sitting's
 *            tables and which are done; it reloads itself every --refresh
 *            seconds (a meta refresh: no JavaScript)
 *   sheets   the score slips of a sitting, one a table and a printed page
 *            a slip: event, sitting, table, players in start order, an
 *            empty grid for the deals, signature lines
 */
#include <stdlib.h>
#include <string.h>

#include "event.h"
#include "game.h"

static const char board_css[] =
    ":root{color-scheme:dark}"
    "*{box-sizing:border-box}"
    "body{margin:0;font-family:'DejaVu Sans',Verdana,system-ui,sans-serif;"
    "background:#10151c;color:#f2f4f7}"
    "header{display:flex;justify-content:space-between;align-items:baseline;"
    "gap:2vw;padding:1.6vh 2vw;background:#1b2430;"
    "border-bottom:.5vh solid #e0a526}"
    "h1{font-size:5.6vh;margin:0}"
    "header p{font-size:3vh;margin:0;color:#c9d1db}"
    "#leader{color:#ffd45c}"
    "main{display:grid;grid-template-columns:11fr 9fr;gap:2vw;padding:2vh 2vw}"
    "h2{font-size:2.8vh;margin:0 0 1vh;color:#9aa7b6;font-weight:600;"
    "text-transform:uppercase;letter-spacing:.1em}"
    "table{width:100%;border-collapse:collapse;font-size:3.8vh}"
    "th{font-size:2.2vh;text-align:right;color:#9aa7b6;font-weight:600;"
    "border-bottom:.3vh solid #334155;padding:.4vh .6vw}"
    "th.p{text-align:left}"
    "td{padding:.5vh .6vw;border-bottom:.15vh solid #263140;text-align:right;"
    "font-variant-numeric:tabular-nums;white-space:nowrap}"
    "td.p{text-align:left;overflow:hidden;text-overflow:ellipsis;"
    "max-width:30vw}"
    "tr.lead td{color:#ffd45c;font-weight:700}"
    "tr.w td{color:#7d8794}"
    "tr.f td.p::after{content:' \\2605';color:#e0a526}"
    ".tables{display:grid;grid-template-columns:repeat(auto-fill,"
    "minmax(13.5vw,1fr));gap:1.2vh}"
    ".tb{background:#1b2430;border-radius:1vh;padding:1vh 1vw;"
    "border-left:.8vh solid #3f8cff}"
    ".tb.done{border-left-color:#2fbf71;background:#17261f}"
    ".tb h3{margin:0;font-size:2.8vh;display:flex;"
    "justify-content:space-between}"
    ".tb h3 span{font-size:2.2vh;color:#9aa7b6;font-weight:400}"
    ".tb.done h3 span{color:#2fbf71}"
    ".tb p{margin:.4vh 0 0;font-size:2vh;color:#c9d1db;line-height:1.3}"
    ".many{grid-template-columns:repeat(auto-fill,minmax(6.5vw,1fr));"
    "gap:.6vh}"
    ".many .tb{padding:.4vh .5vw;border-left-width:.5vh}"
    ".many .tb h3{font-size:1.6vh;display:block}"
    ".many .tb h3 span{display:block;font-size:1.4vh}"
    "footer{padding:0 2vw 2vh;font-size:1.8vh;color:#7d8794}"
    ".roll{height:78vh;overflow:hidden}"
    ".roll table{animation:roll linear infinite alternate}"
    "@keyframes roll{0%,8%{transform:translateY(0)}"
    "92%,100%{transform:translateY(calc(-100% + 78vh))}}"
    "@media (prefers-reduced-motion:reduce){.roll{height:auto}"
    ".roll table{animation:none}}"
    "@media (max-width:900px){main{grid-template-columns:1fr}"
    ".roll{height:auto}.roll table{animation:none}"
    "table{font-size:18px}th{font-size:13px}h1{font-size:26px}"
    "header p,h2{font-size:15px}.tables{grid-template-columns:1fr 1fr}"
    ".tb h3{font-size:17px}.tb h3 span,.tb p{font-size:14px}}";

#define BOARD_ROWS 16     /* standings rows a 1080-line screen shows */

static const struct opt_spec board_opts[] = {
	{ "output", 'o', 1, 0 },
	{ "refresh", 0, 1, 0 },
	EVENT_OPT,
	{ NULL, 0, 0, 0 }
};

static void
page_head(FILE *f, const struct ev *e, const char *what, int refresh,
    const char *css)
{
	fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
	    "content=\"width=device-width, initial-scale=1\">\n");
	if (refresh > 0)
		fprintf(f, "<meta http-equiv=\"refresh\" content=\"%d\">\n",
		    refresh);
	fprintf(f, "<title>");
	html_text(f, e->name);
	fprintf(f, ": %s</title>\n<style>%s</style>\n</head>\n<body>\n", what,
	    css);
}

static void
board_tables(FILE *f, const struct ev *e)
{
	const struct ev_sitting *s = &e->sitting[e->nsittings - 1];
	int k, a, done = 0;

	for (k = s->first; k < s->first + s->nseats; k += e->seat[k].size)
		done += e->seat[k].played >= e->seat[k].deals;
	/* Many tables: chips without names, so that all fit a screen. */
	fprintf(f, "<section>\n<h2>Sitting %d: %d of %d tables done</h2>\n"
	    "<div class=\"tables%s\">\n", s->num, done, s->ntables,
	    s->ntables > 24 ? " many" : "");
	for (k = s->first; k < s->first + s->nseats; k += e->seat[k].size) {
		const struct ev_seat *p = &e->seat[k];
		int fin = p->played >= p->deals;

		fprintf(f, "<div class=\"tb%s\" id=\"table-%d\"><h3>Table %d "
		    "<span>%s%d/%d</span></h3>", fin ? " done" : "", p->table,
		    p->table, fin ? "done " : "", p->played, p->deals);
		if (s->ntables > 24) {
			fprintf(f, "</div>\n");
			continue;
		}
		fprintf(f, "<p>");
		for (a = k; a < k + p->size; a++) {
			if (a > k)
				fputs(", ", f);
			html_text(f, e->player[e->seat[a].player].name);
		}
		fprintf(f, "</p></div>\n");
	}
	fprintf(f, "</div>\n</section>\n");
}

static void
board_write(FILE *f, const struct ev *e, const struct ev_standing *st, int n,
    int refresh)
{
	char pts[32], best[16];
	int i;

	page_head(f, e, "standings", refresh, board_css);
	fprintf(f, "<header><h1>");
	html_text(f, e->name);
	fprintf(f, "</h1><p>");
	if (n > 0 && st[0].played > 0) {
		fprintf(f, "Leader: <strong id=\"leader\">");
		html_text(f, e->player[st[0].player].name);
		fprintf(f, "</strong> &middot; ");
	}
	if (e->nsittings > 0 && e->nsittings <= e->sittings)
		fprintf(f, "sitting %d of %d", e->nsittings, e->sittings);
	else if (e->nsittings > 0)
		fprintf(f, "sitting %d", e->nsittings);
	else
		fprintf(f, "%d players registered", e->nplayers);
	fprintf(f, "</p></header>\n<main>\n<section>\n<h2>Standings</h2>\n");
	/* More rows than a screen holds: the table rolls up and back, with
	 * CSS only, a second and a half a row. */
	if (n > BOARD_ROWS)
		fprintf(f, "<div class=\"roll\"><table id=\"standings\" "
		    "style=\"animation-duration:%ds\">\n", 3 * n / 2 + 10);
	else
		fprintf(f, "<div><table id=\"standings\">\n");
	fprintf(f, "<thead><tr><th>#</th><th class=\"p\">Player</th>"
	    "<th>Points</th><th>Deals</th><th>Won</th><th>Best</th></tr>"
	    "</thead>\n<tbody>\n");
	for (i = 0; i < n; i++) {
		const struct ev_standing *s = &st[i];
		const struct ev_player *p = &e->player[s->player];
		const char *cls = !p->active ? "w" : s->rank == 1 &&
		    s->played > 0 ? "lead" : s->finalist ? "f" : "";

		points_format(e, s->points, pts, sizeof(pts));
		if (s->has_best)
			signed_str(s->best, best, sizeof(best));
		else
			snprintf(best, sizeof(best), "&ndash;");
		fprintf(f, "<tr%s%s%s><td>%d</td><td class=\"p\">", cls[0] ?
		    " class=\"" : "", cls, cls[0] ? "\"" : "", s->rank);
		html_text(f, p->name);
		fprintf(f, "%s</td><td>%s</td><td>%d</td><td>%d</td><td>%s</td>"
		    "</tr>\n", p->active ? "" : " (withdrawn)", pts, s->played,
		    s->won, best);
	}
	fprintf(f, "</tbody>\n</table></div>\n</section>\n");
	if (e->nsittings > 0)
		board_tables(f, e);
	fprintf(f, "</main>\n<footer>Points: %s. Ties go by deals won, then "
	    "the best deal.%s</footer>\n</body>\n</html>\n", e->rank ?
	    "table rank, ties share" : "the sum of the table games' scores",
	    refresh > 0 ? " This page reloads itself." : "");
}

static int
board_exec(struct cmd_ctx *c)
{
	struct ev_standing *st;
	struct ev e;
	const char *path = arg_get(c, "output"), *v;
	char *tmp;
	FILE *f;
	int rc, n, refresh = 30;

	if ((v = arg_get(c, "refresh")) != NULL &&
	    arg_int("event board: --refresh", v, 0, 86400, &refresh) < 0)
		return EXIT_USAGE;
	if ((rc = event_open_part(c, NULL, EV_SEATS_CURRENT, &e)) != 0)
		return rc;
	if ((rc = ev_standings(c->db, &e, &st, &n)) != STORE_OK) {
		free(st);
		ev_free(&e);
		return event_fail(rc);
	}
	if ((f = out_open(c->cmd->name, path, &tmp)) == NULL)
		rc = EXIT_USAGE;
	else {
		board_write(f, &e, st, n, refresh);
		rc = out_close(c->cmd->name, f, path, tmp, 0);
	}
	free(st);
	ev_free(&e);
	return rc;
}

const struct cmd_entry cmd_event_board_entry = {
	.name = "event board",
	.usage = "[-o FILE.html] [--refresh SECONDS] [--event EVENT]",
	.summary = "a standings board for the club room's screen, as one HTML page",
	.opts = board_opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_READ,
	.exec = board_exec,
};

static const char sheet_css[] =
    "*{box-sizing:border-box}"
    "body{margin:0;font-family:'DejaVu Sans',Verdana,system-ui,sans-serif;"
    "color:#000;background:#e8e8e8}"
    ".slip{background:#fff;width:277mm;min-height:180mm;margin:8mm auto;"
    "padding:8mm 10mm;box-shadow:0 0 3mm #999}"
    ".slip header{display:flex;justify-content:space-between;"
    "align-items:baseline;border-bottom:.6mm solid #000;padding-bottom:2mm}"
    "h1{font-size:16pt;margin:0}"
    ".slip header p{font-size:22pt;font-weight:700;margin:0}"
    ".order{font-size:12pt;margin:3mm 0}"
    "table{width:100%;border-collapse:collapse;font-size:12pt}"
    "th,td{border:.3mm solid #000;padding:1.6mm 2mm;height:10mm}"
    "th{background:#eee;text-align:center}"
    "td.d{text-align:center;width:14mm}"
    "td.s{width:34mm}"
    "tr.total td,tr.total th{border-top:.8mm solid #000}"
    ".sign{display:flex;gap:6mm;margin-top:10mm}"
    ".sign div{flex:1;border-top:.3mm solid #000;padding-top:1.5mm;"
    "font-size:10pt}"
    ".note{font-size:9pt;color:#444;margin-top:4mm}"
    "@page{size:A4 landscape;margin:10mm}"
    "@media print{body{background:#fff}.slip{margin:0;box-shadow:none;"
    "width:auto;min-height:0;break-after:page;page-break-after:always}"
    ".slip:last-child{break-after:auto;page-break-after:auto}}";

static const struct opt_spec sheets_opts[] = {
	{ "output", 'o', 1, 0 },
	EVENT_OPT,
	{ NULL, 0, 0, 0 }
};

static void
slip_write(FILE *f, const struct ev *e, const struct ev_seat *t)
{
	const char *pin;
	int a, d;

	fprintf(f, "<section class=\"slip\" id=\"table-%d\">\n<header><h1>",
	    t->table);
	html_text(f, e->name);
	fprintf(f, " &middot; sitting %d</h1><p>Table %d</p></header>\n"
	    "<p class=\"order\">Start order:", t->sitting, t->table);
	pin = t->pin;
	for (a = 0; a < t->size; a++) {
		fprintf(f, "%s %d ", a ? " &middot;" : "", a + 1);
		html_text(f, e->player[t[a].player].name);
	}
	fprintf(f, "</p>\n<table>\n<thead><tr><th>Deal</th><th>Starts</th>");
	for (a = 0; a < t->size; a++) {
		fprintf(f, "<th>");
		html_text(f, e->player[t[a].player].name);
		fprintf(f, "</th>");
	}
	fprintf(f, "<th>Went out</th></tr></thead>\n<tbody>\n");
	for (d = 1; d <= t->deals; d++) {
		fprintf(f, "<tr><td class=\"d\">%d</td><td class=\"s\">", d);
		html_text(f, e->player[t[(d - 1) % t->size].player].name);
		fprintf(f, "</td>");
		for (a = 0; a <= t->size; a++)
			fprintf(f, "<td></td>");
		fprintf(f, "</tr>\n");
	}
	fprintf(f, "<tr class=\"total\"><th colspan=\"2\">Total</th>");
	for (a = 0; a < t->size; a++)
		fprintf(f, "<td></td>");
	fprintf(f, "<td></td></tr>\n</tbody>\n</table>\n<div class=\"sign\">");
	for (a = 0; a < t->size; a++) {
		fprintf(f, "<div>");
		html_text(f, e->player[t[a].player].name);
		fprintf(f, "</div>");
	}
	fprintf(f, "</div>\n<p class=\"note\">Each deal: the winner's score "
	    "and every other player's rack, signed when the table is done. "
	    "Enter with: rkub round --table %d, or on the room's server "
	    "(rkub serve) at /t/%d with the table's PIN <b class=\"pin\">",
	    t->table, t->table);
	html_text(f, pin);
	fprintf(f, "</b></p>\n</section>\n");
}

static int
sheets_exec(struct cmd_ctx *c)
{
	const struct ev_sitting *s;
	struct ev e;
	const char *path = arg_get(c, "output");
	char *tmp, what[64];
	FILE *f;
	int rc, num, k;

	if ((rc = event_open(c, NULL, &e)) != 0)
		return rc;
	if ((rc = event_sitting_arg(c, &e, &num)) != 0) {
		ev_free(&e);
		return rc;
	}
	s = &e.sitting[num - 1];
	if ((f = out_open(c->cmd->name, path, &tmp)) == NULL)
		rc = EXIT_USAGE;
	else {
		snprintf(what, sizeof(what), "score slips, sitting %d", num);
		page_head(f, &e, what, 0, sheet_css);
		for (k = s->first; k < s->first + s->nseats; k += e.seat[k].size)
			slip_write(f, &e, &e.seat[k]);
		fprintf(f, "</body>\n</html>\n");
		rc = out_close(c->cmd->name, f, path, tmp, 0);
	}
	ev_free(&e);
	return rc;
}

const struct cmd_entry cmd_event_sheets_entry = {
	.name = "event sheets",
	.usage = "[SITTING] [-o FILE.html] [--event EVENT]",
	.summary = "printable score slips of a sitting, one a table, as one HTML page",
	.opts = sheets_opts,
	.minpos = 0,
	.maxpos = 1,
	.flags = CMD_DB_READ,
	.exec = sheets_exec,
};
