/*
 * chart.c: the evening drawn.  show --html: one self-contained page (inline
 * CSS and SVG, no script, nothing fetched) with the score sheet and a line
 * chart of each player's running total by round, the leader's line on
 * top, each line labelled at its end and in a legend.  show --chart: the
 * same on a terminal, a bar a player for the total beside a sparkline of
 * the running total.
 *
 * Words: a "series" is one player's running total after round 0 (nothing
 * played, 0) to round R; "live" rounds are those not undone.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "chart.h"
#include "colour.h"

struct chart {
	const struct game *g;
	int all;
	int nrows, cap;
	struct store_sheet_row *rows;   /* as the sheet lists them */
	int nlive;
	int *run;                       /* (nlive + 1) x n running totals */
	int totals[RK_MAX_PLAYERS];
	int order[RK_MAX_PLAYERS];      /* seats, lowest total first */
};

static int
take_row(void *arg, const struct store_sheet_row *r)
{
	struct chart *ch = arg;

	if (ch->nrows == ch->cap) {
		ch->cap = ch->cap ? 2 * ch->cap : 16;
		ch->rows = xrealloc(ch->rows, sizeof(*ch->rows) *
		    (size_t)ch->cap);
	}
	ch->rows[ch->nrows++] = *r;
	return 0;
}

static int
chart_load(struct cmd_ctx *c, const struct game *g, int all,
    struct chart *ch)
{
	int i, k, r, n = g->n;

	memset(ch, 0, sizeof(*ch));
	ch->g = g;
	ch->all = all;
	if (store_sheet_each(c->db, g, 1, take_row, ch) < 0 ||
	    store_totals(c->db, g, ch->totals) < 0) {
		free(ch->rows);
		return store_fail();
	}
	for (i = 0; i < ch->nrows; i++)
		ch->nlive += !ch->rows[i].undone;
	ch->run = xcalloc((size_t)(ch->nlive + 1) * (size_t)n, sizeof(int));
	for (i = 0, r = 0; i < ch->nrows; i++) {
		if (ch->rows[i].undone)
			continue;
		r++;
		for (k = 0; k < n; k++)
			ch->run[r * n + k] = ch->run[(r - 1) * n + k] +
			    ch->rows[i].scores[k];
	}
	/* Lowest total first, so that the leader is drawn last, on top. */
	for (k = 0; k < n; k++)
		ch->order[k] = k;
	for (k = 1; k < n; k++)
		for (i = k; i > 0 && ch->totals[ch->order[i - 1]] >
		    ch->totals[ch->order[i]]; i--) {
			int t = ch->order[i];

			ch->order[i] = ch->order[i - 1];
			ch->order[i - 1] = t;
		}
	return 0;
}

static void
chart_free(struct chart *ch)
{
	free(ch->rows);
	free(ch->run);
}

static void
html_text(FILE *f, const char *s)
{
	for (; *s != '\0'; s++)
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&#39;", f); break;
		default: fputc(*s, f);
		}
}

/* Okabe and Ito's colours, which colour-blind eyes tell apart. */
static const char *const palette[RK_MAX_PLAYERS] = {
	"#0072b2", "#d55e00", "#009e73", "#cc79a7",
	"#e69f00", "#56b4e9", "#000000", "#8c6d00"
};

/* A step of 1, 2 or 5 times a power of ten giving 4 to 10 grid lines. */
static int
grid_step(int span)
{
	int step = 1;

	for (;;) {
		if (span / step <= 8)
			return step;
		if (span / (step * 2) <= 8)
			return step * 2;
		if (span / (step * 5) <= 8)
			return step * 5;
		step *= 10;
	}
}

#define W 800
#define H 420
#define LEFT 56
#define RIGHT (W - 150)
#define TOP 16
#define BOTTOM (H - 40)

static void
svg(FILE *f, const struct chart *ch)
{
	const struct game *g = ch->g;
	int n = g->n, R = ch->nlive, lo = 0, hi = 0, i, k, step, v;
	double xs, ys, ly[RK_MAX_PLAYERS];
	char buf[32];

	for (i = 0; i < (R + 1) * n; i++) {
		if (ch->run[i] < lo)
			lo = ch->run[i];
		if (ch->run[i] > hi)
			hi = ch->run[i];
	}
	if (hi == lo)
		hi = lo + 10;
	step = grid_step(hi - lo);
	lo = lo >= 0 ? lo / step * step : -((-lo + step - 1) / step * step);
	hi = hi >= 0 ? (hi + step - 1) / step * step : -(-hi / step * step);
	xs = (double)(RIGHT - LEFT) / (R > 0 ? R : 1);
	ys = (double)(BOTTOM - TOP) / (hi - lo);
#define X(r) (LEFT + (r) * xs)
#define Y(val) (TOP + (hi - (val)) * ys)
	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d "
	    "%d\" role=\"img\" aria-label=\"running totals by round\">\n", W, H);
	for (v = lo; v <= hi; v += step) {
		fprintf(f, "<line class=\"grid%s\" data-value=\"%d\" x1=\"%d\" "
		    "x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\"/>\n", v == 0 ? " zero" : "",
		    v, LEFT, RIGHT, Y(v), Y(v));
		fprintf(f, "<text class=\"axis\" x=\"%d\" y=\"%.1f\" "
		    "text-anchor=\"end\">%s</text>\n", LEFT - 8, Y(v) + 5,
		    signed_str(v, buf, sizeof(buf)));
	}
	k = R > 20 ? (R + 19) / 20 : 1;         /* at most 20 round labels */
	for (i = 0; i <= R; i += k)
		fprintf(f, "<text class=\"axis\" x=\"%.1f\" y=\"%d\" "
		    "text-anchor=\"middle\">%d</text>\n", X(i), BOTTOM + 22, i);
	fprintf(f, "<text class=\"axis\" x=\"%d\" y=\"%d\" text-anchor=\"end\">"
	    "round</text>\n", RIGHT, H - 2);
	for (k = 0; k < n; k++) {
		int p = ch->order[k], lead = k == n - 1;

		fprintf(f, "<polyline class=\"player%s\" data-player=\"",
		    lead ? " leader" : "");
		html_text(f, g->player[p]);
		fprintf(f, "\" data-total=\"%d\" stroke=\"%s\" stroke-width=\"%s\" "
		    "points=\"", ch->totals[p], palette[p], lead ? "5" : "3");
		for (i = 0; i <= R; i++)
			fprintf(f, "%s%.1f,%.1f", i ? " " : "", X(i),
			    Y(ch->run[i * n + p]));
		fprintf(f, "\"><title>");
		html_text(f, g->player[p]);
		fprintf(f, ": %s</title></polyline>\n",
		    signed_str(ch->totals[p], buf, sizeof(buf)));
		if (R <= 40)
			for (i = 1; i <= R; i++)
				fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%s\" "
				    "fill=\"%s\"/>\n", X(i), Y(ch->run[i * n + p]),
				    lead ? "4.5" : "3.5", palette[p]);
	}
	/* The labels at the lines' ends, 26 apart (a line of the phone's
	 * larger font), top to bottom. */
	for (k = 0; k < n; k++)
		ly[k] = Y(ch->run[R * n + ch->order[k]]) + 5;
	for (k = n - 2; k >= 0; k--)          /* order: lowest first */
		if (ly[k] < ly[k + 1] + 26)
			ly[k] = ly[k + 1] + 26;
	for (k = 0; k < n; k++)
		if (ly[k] > H - 4) {
			double d = ly[k] - (H - 4);

			for (i = 0; i < n; i++)
				ly[i] -= d;
		}
	for (k = 0; k < n; k++) {
		int p = ch->order[k];

		fprintf(f, "<text class=\"end%s\" x=\"%d\" y=\"%.1f\" "
		    "fill=\"%s\">", k == n - 1 ? " leader" : "", RIGHT + 10,
		    ly[k], palette[p]);
		html_text(f, g->player[p]);
		fprintf(f, " %s</text>\n", signed_str(ch->totals[p], buf,
		    sizeof(buf)));
	}
	fprintf(f, "</svg>\n");
#undef X
#undef Y
}

static const char css[] =
    "body{font:17px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;"
    "margin:1.5em auto;max-width:56em;padding:0 1em;color:#1b1b1b;"
    "background:#fff}\n"
    "h1{font-size:1.7em;margin:0}\n"
    "p.rules{color:#555;margin:.2em 0 1em}\n"
    "figure{margin:0}\n"
    "svg{width:100%;height:auto;font-size:15px}\n"
    "svg .grid{stroke:#e4e4e4;stroke-width:1}\n"
    "svg .grid.zero{stroke:#888;stroke-width:1.5}\n"
    "svg .axis{fill:#555}\n"
    "svg polyline{fill:none;stroke-linejoin:round;stroke-linecap:round}\n"
    "svg .end{font-weight:600}\n"
    "svg .end.leader{font-weight:800}\n"
    "ul.legend{list-style:none;padding:0;margin:.5em 0 1.5em;display:flex;"
    "flex-wrap:wrap;gap:.3em 1.6em}\n"
    "ul.legend li{white-space:nowrap}\n"
    "ul.legend i{display:inline-block;width:1.6em;height:.35em;"
    "vertical-align:middle;margin-right:.45em;border-radius:.2em}\n"
    "table{border-collapse:collapse;font-variant-numeric:tabular-nums}\n"
    "th,td{padding:.3em .9em;text-align:right;border-bottom:1px solid #ddd}\n"
    "th:first-child,td:first-child{text-align:left}\n"
    "tfoot td{font-weight:700;border-top:2px solid #333;border-bottom:0}\n"
    "td.pos{color:#11772f}\n"
    "td.won{font-weight:700}\n"
    "tr.undone td{color:#999;text-decoration:line-through}\n"
    "@media (max-width:40em){svg{font-size:24px}svg polyline{"
    "stroke-width:4}svg polyline.leader{stroke-width:6}th,td{padding:"
    ".3em .5em}}\n"
    "@media print{body{margin:0;max-width:none}}\n";

static void
html(FILE *f, const struct chart *ch, const char *rules)
{
	const struct game *g = ch->g;
	int n = g->n, i, k;
	char buf[32];

	fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\""
	    "width=device-width, initial-scale=1\">\n<title>");
	html_text(f, g->name);
	fprintf(f, ": score sheet</title>\n<style>\n%s</style>\n</head>\n"
	    "<body>\n<h1>", css);
	html_text(f, g->name);
	fprintf(f, "</h1>\n<p class=\"rules\">");
	html_text(f, rules);
	fprintf(f, "; %d round%s</p>\n<figure>\n", ch->nlive,
	    ch->nlive == 1 ? "" : "s");
	svg(f, ch);
	fprintf(f, "<figcaption><ul class=\"legend\">\n");
	for (k = n - 1; k >= 0; k--) {
		int p = ch->order[k];

		fprintf(f, "<li><i style=\"background:%s\"></i>", palette[p]);
		html_text(f, g->player[p]);
		fprintf(f, " %s</li>\n", signed_str(ch->totals[p], buf,
		    sizeof(buf)));
	}
	fprintf(f, "</ul></figcaption>\n</figure>\n<table>\n<thead><tr>"
	    "<th>round</th>");
	for (k = 0; k < n; k++) {
		fprintf(f, "<th>");
		html_text(f, g->player[k]);
		fprintf(f, "</th>");
	}
	fprintf(f, "</tr></thead>\n<tbody>\n");
	for (i = 0; i < ch->nrows; i++) {
		const struct store_sheet_row *r = &ch->rows[i];
		int best = 0;

		if (r->undone && !ch->all)
			continue;
		for (k = 1; k < n; k++)
			if (r->scores[k] > r->scores[best])
				best = k;
		fprintf(f, "<tr%s><td>%d%s</td>", r->undone ? " class=\"undone\"" :
		    "", r->num, r->undone ? " (undone)" : "");
		for (k = 0; k < n; k++)
			fprintf(f, "<td class=\"%s%s\">%s</td>", r->scores[k] > 0 ?
			    "pos" : "", k == best && r->scores[k] > 0 ? " won" : "",
			    signed_str(r->scores[k], buf, sizeof(buf)));
		fprintf(f, "</tr>\n");
	}
	fprintf(f, "</tbody>\n<tfoot><tr><td>total</td>");
	for (k = 0; k < n; k++)
		fprintf(f, "<td class=\"%s\">%s</td>", ch->totals[k] > 0 ? "pos" :
		    "", signed_str(ch->totals[k], buf, sizeof(buf)));
	fprintf(f, "</tr></tfoot>\n</table>\n</body>\n</html>\n");
}

#define BAR 24          /* cells for the largest total */
#define SPARK 24        /* the last rounds a sparkline shows */

static void
terminal(FILE *f, const struct chart *ch, int on)
{
	static const char *const ticks[] = {
		"\u2581", "\u2582", "\u2583", "\u2584", "\u2585", "\u2586",
		"\u2587", "\u2588"
	};
	const struct game *g = ch->g;
	int n = g->n, R = ch->nlive, first = R > SPARK ? R - SPARK : 0;
	int lo = 0, hi = 0, maxabs = 0, neg = 0, w = 6, i, k;
	char buf[32];

	for (i = first; i <= R; i++)
		for (k = 0; k < n; k++) {
			int v = ch->run[i * n + k];

			lo = v < lo ? v : lo;
			hi = v > hi ? v : hi;
		}
	for (k = 0; k < n; k++) {
		int a = abs(ch->totals[k]);

		maxabs = a > maxabs ? a : maxabs;
		neg |= ch->totals[k] < 0;
		if ((int)utf8_width(g->player[k]) > w)
			w = (int)utf8_width(g->player[k]);
	}
	fprintf(f, "%s: running totals after %d round%s%s\n", g->name, R,
	    R == 1 ? "" : "s", first > 0 ? " (the sparkline: the last 24)" :
	    "");
	for (k = n - 1; k >= 0; k--) {
		int p = ch->order[k], t = ch->totals[p];
		int cells = maxabs ? (abs(t) * BAR + maxabs / 2) / maxabs : 0;
		int lead = k == n - 1 && t > 0;

		if (on && lead)
			fputs(C_BOLD C_GREEN, f);
		print_padded(f, g->player[p], w, 0);
		if (on && lead)
			fputs(C_OFF, f);
		fputs("  ", f);
		for (i = first + 1; i <= R; i++) {
			int v = ch->run[i * n + p];

			fputs(ticks[hi > lo ? (v - lo) * 7 / (hi - lo) : 0], f);
		}
		fputs("  ", f);
		if (on && t > 0)
			fputs(C_GREEN, f);
		print_padded(f, signed_str(t, buf, sizeof(buf)), 6, 1);
		fputs("  ", f);
		if (neg) {
			fprintf(f, "%*s", t < 0 ? BAR - cells : BAR, "");
			for (i = 0; t < 0 && i < cells; i++)
				fputs("\u2588", f);
			fputs("\u2502", f);
		}
		for (i = 0; t > 0 && i < cells; i++)
			fputs("\u2588", f);
		if (on && t > 0)
			fputs(C_OFF, f);
		fputc('\n', f);
	}
}

int
chart_show(struct cmd_ctx *c, const struct game *g, const char *rules,
    int all)
{
	struct chart ch;
	const char *out = arg_get(c, "output");
	char *tmp;
	FILE *f;
	int rc;

	if ((rc = chart_load(c, g, all, &ch)) != 0)
		return rc;
	if (arg_get(c, "chart") != NULL) {
		terminal(c->out, &ch, colour_on(STDOUT_FILENO));
		chart_free(&ch);
		return 0;
	}
	if ((f = out_open("show", out, &tmp)) == NULL) {
		chart_free(&ch);
		return EXIT_USAGE;
	}
	html(f == stdout ? c->out : f, &ch, rules);
	chart_free(&ch);
	return out_close("show", f, out, tmp, 0);
}
