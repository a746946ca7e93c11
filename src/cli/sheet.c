/*
 * sheet.c: the score sheet as printed: a row per round, a column per
 * player, right-aligned under names of any UTF-8; the standings as CSV.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "colour.h"
#include "game.h"

/* The widest a name's column gets on the sheet; longer names are cut. */
#define NAME_COLS 16

/* One code point of UTF-8 at p (checked by the name rules): its length
 * in bytes in *len. */
static unsigned long
utf8_next(const unsigned char *p, int *len)
{
	if (p[0] < 0x80 || (p[0] & 0xC0) == 0x80) {
		*len = 1;
		return p[0];
	}
	if (p[0] < 0xE0 && p[1] != 0) {
		*len = 2;
		return ((p[0] & 0x1Fu) << 6) | (p[1] & 0x3Fu);
	}
	if (p[0] < 0xF0 && p[1] != 0 && p[2] != 0) {
		*len = 3;
		return ((p[0] & 0x0Fu) << 12) | ((p[1] & 0x3Fu) << 6) |
		    (p[2] & 0x3Fu);
	}
	if (p[1] != 0 && p[2] != 0 && p[3] != 0) {
		*len = 4;
		return ((p[0] & 0x07u) << 18) | ((p[1] & 0x3Fu) << 12) |
		    ((p[2] & 0x3Fu) << 6) | (p[3] & 0x3Fu);
	}
	*len = 1;
	return p[0];
}

/* Columns a code point takes on a terminal: 0 for combining marks and
 * zero-width characters, 2 for East Asian wide and full-width ones (CJK,
 * Hangul, kana, full-width forms, emoji), else 1. */
static int
cp_width(unsigned long c)
{
	if ((c >= 0x300 && c <= 0x36F) || (c >= 0x200B && c <= 0x200F) ||
	    (c >= 0xFE00 && c <= 0xFE0F))
		return 0;
	if ((c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF &&
	    c != 0x303F) || (c >= 0xAC00 && c <= 0xD7A3) ||
	    (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
	    (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) ||
	    (c >= 0x1F300 && c <= 0x1F64F) || (c >= 0x1F900 && c <= 0x1F9FF) ||
	    (c >= 0x20000 && c <= 0x3FFFD))
		return 2;
	return 1;
}

/* Columns on a terminal. */
size_t
utf8_width(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t w = 0;
	int len;

	while (*p != '\0') {
		w += (size_t)cp_width(utf8_next(p, &len));
		p += len;
	}
	return w;
}

/* s in width columns, padded; a wider s is cut, its last column an
 * ellipsis, so that tables stay tabular. */
void
print_padded(FILE *f, const char *s, int width, int right)
{
	const unsigned char *p = (const unsigned char *)s;
	int pad = width - (int)utf8_width(s), w = 0, cw, len;

	if (pad >= 0) {
		if (right)
			fprintf(f, "%*s%s", pad, "", s);
		else
			fprintf(f, "%s%*s", s, pad, "");
		return;
	}
	while (*p != '\0') {
		cw = cp_width(utf8_next(p, &len));
		if (w + cw > width - 1)
			break;
		fwrite(p, 1, (size_t)len, f);
		w += cw;
		p += len;
	}
	fprintf(f, "%*s\u2026", width - 1 - w, "");
}

const char *
signed_str(long long v, char *buf, size_t len)
{
	snprintf(buf, len, v > 0 ? "%+lld" : "%lld", v);
	return buf;
}

void
sheet_header(struct sheet *sh, FILE *f, const struct game *g)
{
	int i;

	sh->f = f;
	sh->n = g->n;
	fprintf(f, "round");
	for (i = 0; i < g->n; i++) {
		int w = (int)utf8_width(g->player[i]);

		sh->width[i] = w < 5 ? 5 : w > NAME_COLS ? NAME_COLS : w;
		fprintf(f, "  ");
		print_padded(f, g->player[i], sh->width[i], 1);
	}
	fputc('\n', f);
}

void
sheet_row(const struct sheet *sh, const char *label, const int *scores,
    const char *suffix)
{
	sheet_row_has(sh, label, scores, NULL, suffix);
}

/* has[i] 0: player i was not at the table (an empty cell). */
void
sheet_row_has(const struct sheet *sh, const char *label, const int *scores,
    const int *has, const char *suffix)
{
	char buf[32];
	int i, on = colour_on(STDOUT_FILENO);

	print_padded(sh->f, label, 5, 1);
	for (i = 0; i < sh->n; i++) {
		int green = on && scores != NULL && scores[i] > 0 &&
		    (has == NULL || has[i]);

		fprintf(sh->f, "  ");
		if (green)   /* the winner and plus scores */
			fprintf(sh->f, "%*s" C_GREEN "%s" C_OFF, sh->width[i] -
			    (int)strlen(signed_str(scores[i], buf, sizeof(buf))),
			    "", buf);
		else
			print_padded(sh->f, scores && (has == NULL || has[i]) ?
			    signed_str(scores[i], buf, sizeof(buf)) : "",
			    sh->width[i], 1);
	}
	if (suffix != NULL && suffix[0] != '\0')
		fprintf(sh->f, "  %s", suffix);
	fputc('\n', sh->f);
}

static const char *const columns[] = {
	"rank", "player", "total", "played", "won", "best", "worst", "games"
};

struct csv_out {
	FILE *f;
	int ncol;
};

static int
standing_csv(void *arg, const struct store_standing *s)
{
	struct csv_out *o = arg;

	csv_int(o->f, s->rank);
	csv_sep(o->f);
	csv_text(o->f, s->player);
	csv_sep(o->f);
	csv_int(o->f, s->total);
	csv_sep(o->f);
	csv_int(o->f, s->played);
	csv_sep(o->f);
	csv_int(o->f, s->won);
	csv_sep(o->f);
	if (s->has_best)
		csv_int(o->f, s->best);
	csv_sep(o->f);
	if (s->has_worst)
		csv_int(o->f, s->worst);
	if (o->ncol == 8) {
		csv_sep(o->f);
		csv_int(o->f, s->games);
	}
	csv_eol(o->f);
	return 0;
}

/* The standings as CSV: a header row, then a player a row, best first;
 * every game's when g is NULL. */
int
standings_csv(struct cmd_ctx *c, const struct game *g, FILE *f)
{
	struct csv_out o = { f, g == NULL ? 8 : 7 };
	int i;

	for (i = 0; i < o.ncol; i++) {
		if (i)
			csv_sep(f);
		csv_text(f, columns[i]);
	}
	csv_eol(f);
	if (store_standings_each(c->db, g, standing_csv, &o) < 0)
		return store_fail();
	return 0;
}

/* {"ann":5,"ben":-5}: a number per player, in seat order. */
void
json_scores(FILE *f, const struct game *g, const int *v)
{
	int i;

	fputc('{', f);
	for (i = 0; i < g->n; i++) {
		if (i)
			fputc(',', f);
		json_str(f, g->player[i]);
		fprintf(f, ":%d", v[i]);
	}
	fputc('}', f);
}

/* A round just written or taken back, as JSON: what --json prints; what
 * is its status: recorded, replaced (it replaced the round), undone. */
void
json_round(FILE *f, const struct game *g, const char *what, int num,
    const char *kind, int winner, const int *scores, const int *totals)
{
	char rules[256], said[512];

	rules_json(&g->rules, rules, sizeof(rules));
	fprintf(f, "{\"game\":");
	json_str(f, g->name);
	fprintf(f, ",\"round\":%d,\"status\":\"%s\"", num, what);
	if (kind != NULL) {
		fprintf(f, ",\"kind\":");
		json_str(f, kind);
	}
	fprintf(f, ",\"winner\":");
	if (winner >= 0)
		json_str(f, g->player[winner]);
	else
		fputs("null", f);
	fprintf(f, ",\"scores\":");
	json_scores(f, g, scores);
	fprintf(f, ",\"totals\":");
	json_scores(f, g, totals);
	fprintf(f, ",\"rules\":%s,\"ended\":", rules);
	if (game_ended(g, totals, said, sizeof(said)))
		json_str(f, said);
	else
		fputs("null", f);
	fputs("}\n", f);
}
