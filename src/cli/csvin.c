/*
 * csvin.c: the score-sheet reader behind import and audit.  libcsv does
 * the CSV (RFC 4180, strict about quotes); this file checks the sheet:
 * names, one score per player per row, each row's balance under the
 * game's rules, and a printed totals row against the rounds.
 */
#include <csv.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "csvin.h"
#include "game.h"

#define CHUNK 65536

static void
trim(char *s)
{
	size_t b = 0, e = strlen(s);

	while (b < e && (s[b] == ' ' || s[b] == '\t'))
		b++;
	while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	memmove(s, s + b, e - b);
	s[e - b] = '\0';
}

static int
fail(struct scoresheet *s, int status, int field, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int
fail(struct scoresheet *s, int status, int field, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "rkub: %s:%d:", s->label, s->line);
	if (field > 0)
		fprintf(stderr, "%d:", field);
	fputc(' ', stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	s->status = status;
	return status;
}

static int
is_totals_label(const char *s)
{
	return strcasecmp(s, "total") == 0 || strcasecmp(s, "totals") == 0 ||
	    strcasecmp(s, "gesamt") == 0 || strcasecmp(s, "totaal") == 0;
}

static int
header(struct scoresheet *s)
{
	int i, k, first;

	for (i = 0; i < s->nf; i++)
		trim(s->f[i]);
	s->has_round = s->nf > 0 && strcasecmp(s->f[0], "round") == 0;
	first = s->has_round;
	s->n = s->nf - first;
	if (s->n > RK_MAX_PLAYERS)
		return fail(s, EXIT_USAGE, 0, "%d players: rkub reads at most %d",
		    s->n, RK_MAX_PLAYERS);
	if (s->n < 1)
		return fail(s, EXIT_USAGE, 0, "no player names in the header: "
		    "a score sheet starts with a row of names, as in "
		    "round,ann,ben,cleo");
	for (i = first; i < s->nf; i++) {
		char *name = s->f[i];

		/* export keeps a formula-looking name text with a leading '. */
		if (name[0] == '\'' && name[1] != '\0' &&
		    strchr("=+-@\t\r'", name[1]) != NULL)
			name++;
		if (name[0] == '\0')
			return fail(s, EXIT_USAGE, i + 1, "an empty player name "
			    "in the header");
		if (name_check("player", name, strlen(name)) < 0)
			return fail(s, EXIT_USAGE, i + 1, "a player name rkub "
			    "cannot take");
		for (k = 0; k < i - first; k++)
			if (strcasecmp(s->names[k], name) == 0)
				return fail(s, EXIT_USAGE, i + 1, "%s is named twice "
				    "in the header", name);
		snprintf(s->names[i - first], sizeof(s->names[0]), "%s", name);
	}
	return s->on_players != NULL ? s->on_players(s, s->data) : 0;
}

static int
round_row(struct scoresheet *s)
{
	int scores[RK_MAX_PLAYERS], i, rc, first = s->has_round;
	char label[CSV_CELL_MAX + 1];
	struct balance b;
	struct rk_diag d;

	for (i = 0; i < s->nf; i++)
		trim(s->f[i]);
	if (s->nf != s->n + first)
		return fail(s, EXIT_USAGE, 0, "%d fields, but the header has %d: "
		    "every row needs a score for each player", s->nf,
		    s->n + first);
	if (first)
		snprintf(label, sizeof(label), "%s", s->f[0]);
	else
		snprintf(label, sizeof(label), "%d", s->rounds + 1);
	if (s->totals_row)
		return fail(s, EXIT_USAGE, 0, "a row after the totals row");
	for (i = 0; i < s->n; i++) {
		const char *cell = s->f[first + i];

		if (cell[0] == '\0')
			return fail(s, EXIT_USAGE, first + i + 1, "no score for %s",
			    s->names[i]);
		if ((rc = parse_score(cell, &scores[i])) == SCORE_TOO_LARGE)
			return fail(s, EXIT_USAGE, first + i + 1, "%s's score '%s' "
			    "is too large: a score is at most %d either way",
			    s->names[i], cell, SCORE_MAX);
		if (rc < 0)
			return fail(s, EXIT_USAGE, first + i + 1, "%s's score '%s' "
			    "is not a number, such as +24 or -5", s->names[i], cell);
	}
	if (first && is_totals_label(label)) {
		s->totals_row = 1;
		for (i = 0; i < s->n; i++)
			if (scores[i] != s->totals[i]) {
				s->totals_wrong = 1;
				fprintf(stdout, "line %d: the total of %s is %+d on "
				    "the sheet, but the rounds add up to %+d\n",
				    s->line, s->names[i], scores[i], s->totals[i]);
			}
		return 0;
	}
	s->rounds++;
	for (i = 0; i < s->n; i++)
		s->totals[i] += scores[i];
	memset(&d, 0, sizeof(d));
	if (round_balance(s->rules, scores, s->n, &b, &d) < 0) {
		if (d.code == RK_E_BAD_VALUE)
			return fail(s, EXIT_USAGE, 0, "%s", d.detail);
		s->off_rounds++;
		return s->on_round(s, label, scores, &b, &d, s->data);
	}
	return s->on_round(s, label, scores, &b, NULL, s->data);
}

static void
cb_field(void *data, size_t len, void *v)
{
	struct scoresheet *s = v;

	if (s->status != 0)
		return;
	if (s->nf < CSV_COLS) {
		if (len > CSV_CELL_MAX) {
			s->too_long = s->nf + 1;
			len = CSV_CELL_MAX;
		}
		memcpy(s->f[s->nf], data, len);
		s->f[s->nf][len] = '\0';
	}
	s->nf++;
}

static void
cb_row(int c, void *v)
{
	struct scoresheet *s = v;

	(void)c;
	if (s->status != 0)
		return;
	s->row++;
	if (s->nf > CSV_COLS)
		fail(s, EXIT_USAGE, 0, "%d fields: rkub reads at most %d players "
		    "and a round column", s->nf, RK_MAX_PLAYERS);
	else if (s->too_long)
		fail(s, EXIT_USAGE, s->too_long, "a cell longer than %d bytes",
		    CSV_CELL_MAX);
	else if (s->row == 1)
		header(s);
	else
		round_row(s);
	s->nf = 0;
	s->too_long = 0;
}

/* Feed libcsv a line at a time, so that errors can name the line. */
static int
feed(struct scoresheet *s, struct csv_parser *p, const char *buf, size_t len)
{
	size_t b = 0, e;

	while (b < len && s->status == 0) {
		for (e = b; e < len && buf[e] != '\n'; e++)
			;
		if (e < len)
			e++;
		if (memchr(buf + b, '\0', e - b) != NULL)
			return fail(s, EXIT_USAGE, 0, "a NUL byte: this is not a "
			    "CSV score sheet");
		if (csv_parse(p, buf + b, e - b, cb_field, cb_row, s) != e - b)
			return fail(s, EXIT_USAGE, 0, "not CSV: %s",
			    csv_strerror(csv_error(p)));
		if (buf[e - 1] == '\n')
			s->line++;
		b = e;
	}
	return s->status;
}

static int
finish(struct scoresheet *s, struct csv_parser *p)
{
	if (s->status == 0 && csv_fini(p, cb_field, cb_row, s) != 0)
		fail(s, EXIT_USAGE, 0, "not CSV: %s", csv_strerror(csv_error(p)));
	csv_free(p);
	if (s->status == 0 && s->row == 0) {
		s->line = 1;
		fail(s, EXIT_USAGE, 0, "empty: a score sheet starts with a row "
		    "of player names");
	} else if (s->status == 0 && s->rounds == 0)
		fail(s, EXIT_USAGE, 0, "no rounds after the header");
	return s->status;
}

static int
start(struct scoresheet *s, struct csv_parser *p)
{
	s->line = 1;
	s->row = s->nf = s->status = 0;
	if (csv_init(p, CSV_STRICT | CSV_STRICT_FINI) != 0) {
		warnx_("out of memory");
		return EXIT_USAGE;
	}
	return 0;
}

int
scoresheet_parse_buf(struct scoresheet *s, const char *buf, size_t len)
{
	struct csv_parser p;

	if (s->label == NULL)
		s->label = "<buffer>";
	if (start(s, &p) != 0)
		return EXIT_USAGE;
	if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
		buf += 3, len -= 3;
	feed(s, &p, buf, len);
	return finish(s, &p);
}

int
scoresheet_read(struct scoresheet *s)
{
	struct csv_parser p;
	FILE *f;
	char *buf;
	size_t n;
	int first = 1;

	if (strcmp(s->path, "-") == 0) {
		f = stdin;
		s->label = "<stdin>";
	} else if ((f = fopen(s->path, "rb")) == NULL) {
		warnx_("cannot open %s: %s", s->path, strerror(errno));
		return EXIT_USAGE;
	} else
		s->label = s->path;
	if (start(s, &p) != 0) {
		if (f != stdin)
			fclose(f);
		return EXIT_USAGE;
	}
	buf = xmalloc(CHUNK);
	while (s->status == 0 && (n = fread(buf, 1, CHUNK, f)) > 0) {
		const char *b = buf;

		if (first && n >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
			b += 3, n -= 3;   /* the BOM spreadsheets write */
		first = 0;
		feed(s, &p, b, n);
	}
	if (s->status == 0 && ferror(f)) {
		warnx_("cannot read %s: %s", s->label, strerror(errno));
		s->status = EXIT_USAGE;
	}
	free(buf);
	if (f != stdin)
		fclose(f);
	return finish(s, &p);
}
