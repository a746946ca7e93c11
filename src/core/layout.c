/*
 * layout.c: layout text, a photo of the table typed in.
 *
 *   # comment                    to the end of the line
 *   r4 r5 r6 r7                  one set per line
 *   b8 k8 o8 | r1 r2 r3          or several, split by |
 *   ben: r5 b13 j                a rack; "-" for none
 *
 * Also the supply check (no tile more often than the box holds) and the
 * value of an initial meld.
 */
#include <stdio.h>
#include <string.h>

#include "rkub.h"

void
layout_init(struct layout *l)
{
	l->ntiles = 0;
	l->nsets = 0;
	l->nracks = 0;
}

/* Column (1-based, in characters) of byte offset off. */
static int
char_col(const char *s, size_t off)
{
	size_t i;
	int col = 1;

	for (i = 0; i < off; i++)
		if (((unsigned char)s[i] & 0xC0) != 0x80)
			col++;
	return col;
}

/* Length of the valid UTF-8 sequence at s[i], or 0. */
static size_t
utf8_len(const unsigned char *s, size_t len, size_t i)
{
	unsigned char c = s[i];
	size_t n, k;
	unsigned long cp;

	if (c < 0x80)
		return 1;
	if (c >= 0xC2 && c <= 0xDF)
		n = 2, cp = c & 0x1F;
	else if (c >= 0xE0 && c <= 0xEF)
		n = 3, cp = c & 0x0F;
	else if (c >= 0xF0 && c <= 0xF4)
		n = 4, cp = c & 0x07;
	else
		return 0;
	if (i + n > len)
		return 0;
	for (k = 1; k < n; k++) {
		if ((s[i + k] & 0xC0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i + k] & 0x3F);
	}
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
	    cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
		return 0;
	return n;
}

static int
check_text(const char *s, size_t len, int lineno, struct rk_diag *d)
{
	size_t i = 0, k;

	while (i < len) {
		if (s[i] == '\0') {
			rk_diag_set(d, RK_E_NUL_BYTE, lineno, char_col(s, i),
			    "a NUL byte: is this a binary file?");
			return -1;
		}
		if ((k = utf8_len((const unsigned char *)s, len, i)) == 0) {
			rk_diag_set(d, RK_E_NOT_UTF8, lineno, char_col(s, i),
			    "byte 0x%02X is not UTF-8: save the text as UTF-8",
			    (unsigned char)s[i]);
			return -1;
		}
		i += k;
	}
	return 0;
}

static int
is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

static void
trim(const char *s, size_t *b, size_t *e)
{
	while (*b < *e && is_blank((unsigned char)s[*b]))
		(*b)++;
	while (*e > *b && is_blank((unsigned char)s[*e - 1]))
		(*e)--;
}

/*
 * The column of byte off, counted on from the last one asked for on the
 * line: the sets of a line are parsed left to right, so a line of many
 * sets is counted once, not once a set.
 */
struct colpos {
	size_t off;
	int col;
};

static int
col_at(const char *s, struct colpos *cp, size_t off)
{
	size_t i = cp->off;
	int col = cp->col;

	if (off < i) {
		i = 0;
		col = 1;
	}
	for (; i < off; i++)
		if (((unsigned char)s[i] & 0xC0) != 0x80)
			col++;
	cp->off = off;
	cp->col = col;
	return col;
}

/* Parse s[b..e) as the tiles of one span. */
static int
parse_span(struct layout *l, const char *s, size_t b, size_t e, int lineno,
    struct colpos *cp, struct span *sp, struct rk_diag *d)
{
	int n;

	sp->first = l->ntiles;
	sp->line = lineno;
	sp->col = col_at(s, cp, b);
	n = tiles_parse(s + b, e - b, sp->col, l->tiles + l->ntiles,
	    (size_t)(RK_LAYOUT_TILES - l->ntiles), d);
	if (n < 0 && d->code == RK_E_TOO_BIG) {
		/* The room left is no limit a user knows: name the layout's. */
		rk_diag_set(d, RK_E_TOO_BIG, lineno, d->col, "more than %d "
		    "tiles: a layout holds at most %d", RK_LAYOUT_TILES,
		    RK_LAYOUT_TILES);
		return -1;
	}
	if (n < 0) {
		d->line = lineno;
		return -1;
	}
	sp->n = n;
	l->ntiles += n;
	return 0;
}

static int
parse_rack(struct layout *l, const char *s, size_t b, size_t colon, size_t e,
    int lineno, struct rk_diag *d)
{
	size_t nb = b, ne = colon, tb = colon + 1, te = e, i;
	struct rack *r;
	int k;

	trim(s, &nb, &ne);
	trim(s, &tb, &te);
	if (nb == ne) {
		rk_diag_set(d, RK_E_BAD_NAME, lineno, char_col(s, colon),
		    "a rack needs a player name before the colon");
		return -1;
	}
	if (ne - nb > RK_NAME_MAX) {
		rk_diag_set(d, RK_E_BAD_NAME, lineno, char_col(s, nb),
		    "player name longer than %d bytes", RK_NAME_MAX);
		return -1;
	}
	for (i = nb; i < ne; i++)
		if (strchr("|,=:", s[i]) != NULL) {
			rk_diag_set(d, RK_E_BAD_NAME, lineno, char_col(s, i),
			    "'%c' in a player name", s[i]);
			return -1;
		}
	for (k = 0; k < l->nracks; k++)
		if (strlen(l->racks[k].name) == ne - nb &&
		    memcmp(l->racks[k].name, s + nb, ne - nb) == 0) {
			rk_diag_set(d, RK_E_DUP_RACK, lineno, char_col(s, nb),
			    "%.*s has a rack on line %d already", (int)(ne - nb),
			    s + nb, l->racks[k].s.line);
			return -1;
		}
	if (l->nracks == RK_LAYOUT_RACKS) {
		rk_diag_set(d, RK_E_TOO_MANY_RACKS, lineno, char_col(s, nb),
		    "more than %d racks", RK_LAYOUT_RACKS);
		return -1;
	}
	if (tb == te) {
		rk_diag_set(d, RK_E_EMPTY_RACK, lineno, char_col(s, colon) + 1,
		    "no tiles after '%.*s:': write - for an empty rack",
		    (int)(ne - nb), s + nb);
		return -1;
	}
	r = &l->racks[l->nracks];
	memcpy(r->name, s + nb, ne - nb);
	r->name[ne - nb] = '\0';
	if (te - tb == 1 && s[tb] == '-') {
		r->s.first = l->ntiles;
		r->s.n = 0;
		r->s.line = lineno;
		r->s.col = char_col(s, tb);
	} else {
		struct colpos cp = { 0, 1 };

		if (parse_span(l, s, tb, te, lineno, &cp, &r->s, d) < 0)
			return -1;
	}
	l->nracks++;
	return 0;
}

int
layout_parse_line(struct layout *l, const char *s, size_t len, int lineno,
    struct rk_diag *d)
{
	size_t e = len, b = 0, i, colon = len;
	struct colpos cp = { 0, 1 };

	if (len > RK_LINE_MAX) {
		rk_diag_set(d, RK_E_LINE_TOO_LONG, lineno, RK_LINE_MAX + 1,
		    "longer than %d bytes", RK_LINE_MAX);
		return -1;
	}
	if (check_text(s, len, lineno, d) < 0)
		return -1;
	for (i = 0; i < len; i++)
		if (s[i] == '#') {
			e = i;
			break;
		}
	trim(s, &b, &e);
	if (b == e)
		return 0;
	for (i = b; i < e; i++)
		if (s[i] == ':') {
			colon = i;
			break;
		}
	if (colon < e)
		return parse_rack(l, s, b, colon, e, lineno, d);
	for (i = b; i <= e; i++) {
		size_t sb = b, se = i;
		struct span sp;

		if (i < e && s[i] != '|')
			continue;
		trim(s, &sb, &se);
		if (sb == se) {
			rk_diag_set(d, RK_E_EMPTY_SET, lineno,
			    char_col(s, i < e || b == 0 ? i : b - 1),
			    "no tiles in this set: remove the extra '|'");
			return -1;
		}
		if (l->nsets == RK_LAYOUT_SETS) {
			rk_diag_set(d, RK_E_TOO_BIG, lineno, char_col(s, sb),
			    "more than %d sets", RK_LAYOUT_SETS);
			return -1;
		}
		if (parse_span(l, s, sb, se, lineno, &cp, &sp, d) < 0)
			return -1;
		l->sets[l->nsets++] = sp;
		b = i + 1;
	}
	return 0;
}

int
layout_parse(struct layout *l, const char *s, size_t len, struct rk_diag *d)
{
	size_t b = 0, e;
	int lineno = 1;

	if (len >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0)
		b = 3;
	while (b < len) {
		for (e = b; e < len && s[e] != '\n'; e++)
			;
		if (layout_parse_line(l, s + b, e - b, lineno, d) < 0)
			return -1;
		lineno++;
		b = e + 1;
	}
	return 0;
}

int
supply_check(const struct tile *t, size_t n, const struct tileset *ts,
    struct supply_excess *out, size_t cap)
{
	int count[RK_NKINDS];
	int k, nout = 0;
	size_t i;

	memset(count, 0, sizeof(count));
	for (i = 0; i < n; i++)
		count[tile_kind(&t[i])]++;
	for (k = 0; k < RK_NKINDS; k++) {
		struct tile x = tile_of_kind(k);
		int holds = k == RK_JOKER_KIND ? ts->jokers :
		    x.num <= ts->maxnum ? ts->copies : 0;

		if (count[k] <= holds)
			continue;
		if ((size_t)nout < cap) {
			out[nout].t = x;
			out[nout].count = count[k];
			out[nout].holds = holds;
		}
		nout++;
	}
	return nout;
}

int
supply_diag(const struct tile *t, size_t n, const struct tileset *ts,
    struct rk_diag *d)
{
	struct supply_excess ex[RK_NKINDS];
	char buf[16];
	size_t at = 0;
	int i, nex = supply_check(t, n, ts, ex, RK_NKINDS);

	if (nex == 0)
		return 0;
	rk_diag_set(d, RK_E_SUPPLY, 0, 0, NULL);
	for (i = 0; i < nex && at + 1 < sizeof(d->detail); i++) {
		tile_format(&ex[i].t, buf, sizeof(buf));
		at += (size_t)snprintf(d->detail + at, sizeof(d->detail) - at,
		    "%s%s %d times, the %s set holds %d", i ? "; " : "", buf,
		    ex[i].count, ts->name, ex[i].holds);
	}
	return nex;
}

int
layout_set_check(const struct layout *l, int i, const struct tileset *ts,
    struct set_result *res, struct rk_diag *d)
{
	const struct span *sp = &l->sets[i];

	if (set_check(l->tiles + sp->first, (size_t)sp->n, ts, res, d) == 0)
		return 0;
	d->line = sp->line;
	d->col = res->errpos >= 0 ? l->tiles[sp->first + res->errpos].col :
	    sp->col;
	return -1;
}

int
meld_value(const struct layout *l, const struct tileset *ts,
    struct set_result *results, int *bad)
{
	int i, total = 0;
	struct rk_diag d;

	*bad = -1;
	for (i = 0; i < l->nsets; i++) {
		const struct span *sp = &l->sets[i];

		if (set_check(l->tiles + sp->first, (size_t)sp->n, ts,
		    &results[i], &d) < 0) {
			if (*bad < 0)
				*bad = i;
			continue;
		}
		total += results[i].value;
	}
	return total;
}
