/*
 * csvin.c: the score-sheet reader behind import and audit.  libcsv does
 * the CSV (RFC 4180, strict about quotes); this file tells the wide shape
 * from the long one by the header and checks the sheet: names, one score
 * per player per round, each round's balance under the game's rules, and
 * a printed totals row (wide) or running total column (long) against the
 * rounds.
 */
#include <csv.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "csvin.h"
#include "game.h"

#define CHUNK 65536

const char *const sheet_col_names[] = {
	[COL_GAME] = "game", [COL_ROUND] = "round", [COL_PLAYER] = "player",
	[COL_SCORE] = "score", [COL_WON] = "won", [COL_RACK] = "rack",
	[COL_VALUE] = "rack_value", [COL_TILES] = "tiles_left",
	[COL_NM] = "never_melded", [COL_TOTAL] = "total", [COL_RULES] = "rules",
};

/* export keeps a formula-looking text with a leading ': take it off. */
static char *
unguard(char *s)
{
	if (s[0] == '\'' && s[1] != '\0' && strchr("=+-@\t\r'", s[1]) != NULL)
		return s + 1;
	return s;
}

static void
entries_reset(struct scoresheet *s)
{
	int i;

	for (i = 0; i < RK_MAX_PLAYERS; i++) {
		memset(&s->e[i], 0, sizeof(s->e[i]));
		s->e[i].tiles = -1;
		s->e[i].won = -1;
	}
}

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
	char msg[1024];

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (field > 0)
		warnx_("%s:%d:%d: %s", s->label, s->line, field, msg);
	else
		warnx_("%s:%d: %s", s->label, s->line, msg);
	s->status = status;
	return status;
}

/* A total on the sheet that the rounds do not add up to. */
static void
total_wrong(struct scoresheet *s, int i, int said)
{
	s->totals_wrong = 1;
	if (s->on_total != NULL)
		s->on_total(s, i, said, s->data);
	else
		printf("line %d: the total of %s is %+d on the sheet, but the "
		    "rounds add up to %+d\n", s->line, s->names[i], said,
		    s->totals[i]);
}

static int
is_totals_label(const char *s)
{
	return strcasecmp(s, "total") == 0 || strcasecmp(s, "totals") == 0 ||
	    strcasecmp(s, "gesamt") == 0 || strcasecmp(s, "totaal") == 0;
}

/* A long sheet's header: the export's column names, in any order. */
static int
long_header(struct scoresheet *s)
{
	int i, k;

	s->shape = SHEET_LONG;
	s->nhead = s->nf;
	for (k = 0; k < NSHEET_COLS; k++)
		s->col[k] = -1;
	for (i = 0; i < s->nf; i++) {
		for (k = 0; k < NSHEET_COLS; k++)
			if (strcasecmp(s->f[i], sheet_col_names[k]) == 0)
				break;
		if (k == NSHEET_COLS)
			return fail(s, EXIT_USAGE, i + 1, "unknown column '%s': "
			    "a sheet with a row per round and player has the "
			    "columns round, player, score and, as export "
			    "writes them, game, won, rack, rack_value, "
			    "tiles_left, never_melded, total, rules", s->f[i]);
		if (s->col[k] >= 0)
			return fail(s, EXIT_USAGE, i + 1, "the column %s twice",
			    sheet_col_names[k]);
		s->col[k] = i;
	}
	if (s->col[COL_ROUND] < 0)
		return fail(s, EXIT_USAGE, 0, "a sheet with a row per round and "
		    "player needs a round column");
	s->has_racks = s->col[COL_RACK] >= 0;
	return 0;
}

static int
header(struct scoresheet *s)
{
	int i, k, first, player = 0, score = 0;

	for (i = 0; i < s->nf; i++) {
		trim(s->f[i]);
		player |= strcasecmp(s->f[i], "player") == 0;
		score |= strcasecmp(s->f[i], "score") == 0;
	}
	if (player && score)
		return long_header(s);
	s->shape = SHEET_WIDE;
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
		char *name = unguard(s->f[i]);

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

/*
 * A whole round read: its balance under the rules (over the players at
 * the table, present[]), then on_round.
 */
static int
emit_round(struct scoresheet *s, const char *label, const int *scores)
{
	struct balance b;
	struct rk_diag d;
	char *names[RK_MAX_PLAYERS];
	int i, k = 0, sc[RK_MAX_PLAYERS], map[RK_MAX_PLAYERS];

	s->rounds++;
	for (i = 0; i < s->n; i++)
		if (s->present[i]) {
			s->totals[i] += scores[i];
			sc[k] = scores[i];
			names[k] = s->names[i];
			map[k++] = i;
		}
	memset(&d, 0, sizeof(d));
	if (round_balance(s->rules, sc, (const char *const *)names, k, &b,
	    &d) < 0) {
		if (b.winner >= 0)
			b.winner = map[b.winner];
		if (d.code == RK_E_BAD_VALUE)
			return fail(s, EXIT_USAGE, 0, "%s", d.detail);
		s->off_rounds++;
		return s->on_round(s, label, scores, &b, &d, s->data);
	}
	if (b.winner >= 0)
		b.winner = map[b.winner];
	return s->on_round(s, label, scores, &b, NULL, s->data);
}

/* Player i's score in the cell of field (1-based), as a wide or a long
 * sheet gives it: 0, or the status after the message. */
static int
score_cell(struct scoresheet *s, int field, int i, const char *cell,
    int *out)
{
	int rc = parse_score(cell, out);

	if (rc == SCORE_TOO_LARGE)
		return fail(s, EXIT_USAGE, field, "%s's score '%s' is too large: "
		    "a score is at most %d either way", s->names[i], cell,
		    SCORE_MAX);
	if (rc < 0)
		return fail(s, EXIT_USAGE, field, "%s's score '%s' is not a "
		    "number, such as +24 or -5", s->names[i], cell);
	return 0;
}

static int
round_row(struct scoresheet *s)
{
	int scores[RK_MAX_PLAYERS], i, k, rc, first = s->has_round;
	char label[CSV_CELL_MAX + 1];

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
	for (i = 0, k = 0; i < s->n; i++)
		k += s->f[first + i][0] != '\0';
	for (i = 0; i < s->n; i++) {
		const char *cell = s->f[first + i];

		/* An empty cell: the player was not at the table, as long as
		 * two were (a totals row has every total). */
		s->present[i] = cell[0] != '\0';
		scores[i] = 0;
		if (cell[0] == '\0' && k >= 2 && !is_totals_label(label))
			continue;
		if (cell[0] == '\0')
			return fail(s, EXIT_USAGE, first + i + 1, "no score for %s",
			    s->names[i]);
		if ((rc = score_cell(s, first + i + 1, i, cell, &scores[i])) !=
		    0)
			return rc;
	}
	if (first && is_totals_label(label)) {
		s->totals_row = 1;
		for (i = 0; i < s->n; i++)
			if (scores[i] != s->totals[i]) {
				total_wrong(s, i, scores[i]);
			}
		return 0;
	}
	entries_reset(s);
	return emit_round(s, label, scores);
}

/* A long sheet's round is whole: every player once, then emit it. */
static int
long_flush(struct scoresheet *s)
{
	int i, rc, line = s->line;

	s->line = s->cur_line;
	if (!s->players_known) {
		s->players_known = 1;
		if (s->on_players != NULL && (rc = s->on_players(s,
		    s->data)) != 0) {
			s->line = line;
			return s->status = rc;
		}
	}
	/* A player with no row was not at the table (seat add, drop). */
	for (i = 0; i < s->n; i++) {
		s->present[i] = s->got[i];
		if (!s->got[i])
			s->scores[i] = 0;
	}
	if (s->ngot < 2) {
		for (i = 0; i < s->n && !s->got[i]; i++)
			;
		rc = fail(s, EXIT_USAGE, 0, "round %s has a row for %s alone: a "
		    "round has two players at least", s->cur, s->names[i]);
		s->line = line;
		return rc;
	}
	if ((rc = emit_round(s, s->cur, s->scores)) == 0 && s->has_runtotal)
		for (i = 0; i < s->n; i++)
			if (s->got[i] && s->runtotal[i] != s->totals[i]) {
				total_wrong(s, i, s->runtotal[i]);
			}
	s->line = line;
	s->ngot = 0;
	s->has_runtotal = 0;
	memset(s->got, 0, sizeof(s->got));
	entries_reset(s);
	return rc != 0 ? rc : s->status;
}

/* A whole number from lo to hi in a long sheet's cell, or -1 if empty. */
static int
cell_int(struct scoresheet *s, enum sheet_col k, int lo, int hi, int *out)
{
	const char *c;
	int v;

	if (s->col[k] < 0 || *(c = s->f[s->col[k]]) == '\0')
		return -1;
	if (parse_score(c, &v) < 0 || v < lo || v > hi)
		return fail(s, EXIT_USAGE, s->col[k] + 1, "%s '%s' is not a "
		    "whole number from %d to %d", sheet_col_names[k], c, lo, hi);
	*out = v;
	return 0;
}

/* The same text in every row of a column (game, rules). */
static int
same_text(struct scoresheet *s, enum sheet_col k, char *kept)
{
	const char *c;

	if (s->col[k] < 0)
		return 0;
	c = unguard(s->f[s->col[k]]);
	if (s->row == 2) {
		snprintf(kept, CSV_CELL_MAX + 1, "%s", c);
		if (k == COL_RULES && c[0] != '\0' && s->on_rules != NULL)
			return s->status = s->on_rules(s, c, s->data);
		return 0;
	}
	if (strcasecmp(c, kept) != 0)
		return fail(s, EXIT_USAGE, s->col[k] + 1, k == COL_GAME ? "a "
		    "second game, '%s' after '%s': import one game at a time "
		    "(rkub export GAME)" : "the rules change to '%s' after "
		    "'%s': a game has one set of rules", c, kept);
	return 0;
}

static int
long_row(struct scoresheet *s)
{
	struct sheet_entry *e;
	char *name, *label, *rack;
	int i, idx, v, rc;

	for (i = 0; i < s->nf; i++)
		trim(s->f[i]);
	if (s->nf != s->nhead)
		return fail(s, EXIT_USAGE, 0, "%d fields, but the header has %d",
		    s->nf, s->nhead);
	if (same_text(s, COL_GAME, s->game) != 0 ||
	    same_text(s, COL_RULES, s->spec) != 0)
		return s->status;
	label = s->f[s->col[COL_ROUND]];
	if (parse_score(label, &v) < 0 || v < 1 || label[0] == '+')
		return fail(s, EXIT_USAGE, s->col[COL_ROUND] + 1, "round '%s' "
		    "is not a round number, 1 or more", label);
	if (s->ngot > 0 && strcmp(label, s->cur) != 0 && long_flush(s) != 0)
		return s->status;
	if (s->ngot == 0)
		snprintf(s->cur, sizeof(s->cur), "%s", label);
	s->cur_line = s->line;
	name = unguard(s->f[s->col[COL_PLAYER]]);
	for (idx = 0; idx < s->n; idx++)
		if (strcasecmp(s->names[idx], name) == 0)
			break;
	if (idx == s->n) {   /* round 1's players, or a late one */
		if (name[0] == '\0' || name_check("player", name,
		    strlen(name)) < 0)
			return fail(s, EXIT_USAGE, s->col[COL_PLAYER] + 1, "a "
			    "player name rkub cannot take");
		if (s->n == RK_MAX_PLAYERS)
			return fail(s, EXIT_USAGE, 0, "more than %d players: rkub "
			    "reads at most %d", RK_MAX_PLAYERS, RK_MAX_PLAYERS);
		snprintf(s->names[s->n++], sizeof(s->names[0]), "%s", name);
	} else if (s->got[idx])
		return fail(s, EXIT_USAGE, s->col[COL_PLAYER] + 1, "%s twice in "
		    "round %s", s->names[idx], label);
	s->got[idx] = 1;
	s->ngot++;
	if ((rc = score_cell(s, s->col[COL_SCORE] + 1, idx,
	    s->f[s->col[COL_SCORE]], &s->scores[idx])) != 0)
		return rc;
	e = &s->e[idx];
	if (cell_int(s, COL_VALUE, 0, 100000, &e->value) == 0)
		e->has_value = 1;
	if (s->status == 0 && cell_int(s, COL_TILES, 0, RK_LAYOUT_TILES,
	    &e->tiles) < 0)
		e->tiles = -1;
	if (s->status == 0 && cell_int(s, COL_NM, 0, 1, &e->never_melded) < 0)
		e->never_melded = 0;
	if (s->status == 0 && cell_int(s, COL_WON, 0, 1, &e->won) < 0)
		e->won = -1;
	if (s->status == 0 && cell_int(s, COL_TOTAL, -10000000, 10000000,
	    &s->runtotal[idx]) == 0)
		s->has_runtotal = 1;
	if (s->status != 0)
		return s->status;
	if (s->col[COL_RACK] >= 0) {
		rack = unguard(s->f[s->col[COL_RACK]]);
		/* An empty cell with a value is the empty rack of who went out. */
		snprintf(e->rackbuf, sizeof(e->rackbuf), "%s", rack[0] ? rack :
		    "-");
		e->rack = rack[0] != '\0' || e->has_value ? e->rackbuf : NULL;
	}
	return 0;
}

static void
cb_field(void *data, size_t len, void *v)
{
	struct scoresheet *s = v;

	if (s->status != 0)
		return;
	if (s->nf < CSV_FIELDS) {
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
	if (s->nf > CSV_FIELDS)
		fail(s, EXIT_USAGE, 0, "%d fields: a score sheet has at most %d "
		    "players and a round column, an export %d columns", s->nf,
		    RK_MAX_PLAYERS, NSHEET_COLS);
	else if (s->too_long)
		fail(s, EXIT_USAGE, s->too_long, "a cell longer than %d bytes",
		    CSV_CELL_MAX);
	else if (s->row == 1)
		header(s);
	else if (s->shape == SHEET_LONG)
		long_row(s);
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
	if (s->status == 0 && s->shape == SHEET_LONG && s->ngot > 0)
		long_flush(s);
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
	s->ngot = s->players_known = 0;
	entries_reset(s);
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

/* The rules column of an export: the rules a reader takes. */
int
sheet_rules(struct scoresheet *s, const char *spec, struct rules *r)
{
	struct rk_diag d;

	if (rules_parse_spec(r, spec, &d) < 0)
		return fail(s, EXIT_USAGE, s->col[COL_RULES] + 1, "rules: %s",
		    d.detail);
	return 0;
}

/* Did the command line give any rule option? */
int
rules_given(const struct cmd_ctx *c)
{
	static const char *const keys[] = {
		"preset", "tiles", "joker", "exhausted", "never-melded", "meld",
		NULL
	};
	int i;

	for (i = 0; keys[i] != NULL; i++)
		if (arg_get(c, keys[i]) != NULL)
			return 1;
	return 0;
}
