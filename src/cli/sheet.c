/*
 * sheet.c: the score sheet as printed: a row per round, a column per
 * player, right-aligned under names of any UTF-8; the standings as CSV.
 */
#include <stdio.h>

#include "game.h"

/* Columns on a terminal: code points, less combining marks. */
size_t
utf8_width(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t w = 0;

	for (; *p != '\0'; p++) {
		if ((*p & 0xC0) == 0x80)
			continue;
		if (p[0] == 0xCC || (p[0] == 0xCD && p[1] < 0xB0))
			continue;   /* U+0300..U+036F combining marks */
		w++;
	}
	return w;
}

void
print_padded(FILE *f, const char *s, int width, int right)
{
	int pad = width - (int)utf8_width(s);

	if (right)
		fprintf(f, "%*s%s", pad > 0 ? pad : 0, "", s);
	else
		fprintf(f, "%s%*s", s, pad > 0 ? pad : 0, "");
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

		sh->width[i] = w < 5 ? 5 : w;
		fprintf(f, "  ");
		print_padded(f, g->player[i], sh->width[i], 1);
	}
	fputc('\n', f);
}

void
sheet_row(const struct sheet *sh, const char *label, const int *scores,
    const char *suffix)
{
	char buf[32];
	int i;

	print_padded(sh->f, label, 5, 1);
	for (i = 0; i < sh->n; i++) {
		fprintf(sh->f, "  ");
		print_padded(sh->f, scores ? signed_str(scores[i], buf,
		    sizeof(buf)) : "", sh->width[i], 1);
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
