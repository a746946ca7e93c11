/*
 * tile.c: tile notation.  A tile is a colour letter and a number (r5), a
 * joker j, J or * that may be pinned (j=r6); r4-7 and kro10 are
 * shorthands.  Tiles are separated by blanks or commas.
 */
#include <stdio.h>
#include <string.h>

#include "rkub.h"

static const char letters[RK_NCOLOURS] = { 'k', 'r', 'b', 'o' };

int
tile_colour_letter(int colour)
{
	return colour >= 0 && colour < RK_NCOLOURS ? letters[colour] : '?';
}

static int
colour_of(int c)
{
	switch (c) {
	case 'k': case 'K': return RK_BLACK;
	case 'r': case 'R': return RK_RED;
	case 'b': case 'B': return RK_BLUE;
	case 'o': case 'O': case 'y': case 'Y': return RK_ORANGE;
	default: return -1;
	}
}

static int
is_joker_char(int c)
{
	return c == 'j' || c == 'J' || c == '*';
}

static int
is_sep(int c)
{
	return c == ' ' || c == '\t' || c == ',' || c == '\r';
}

int
tile_kind(const struct tile *t)
{
	if (t->joker)
		return RK_JOKER_KIND;
	return t->colour * RK_MAXNUM + t->num - 1;
}

struct tile
tile_of_kind(int kind)
{
	struct tile t;

	memset(&t, 0, sizeof(t));
	if (kind == RK_JOKER_KIND)
		t.joker = 1;
	else {
		t.colour = (uint8_t)(kind / RK_MAXNUM);
		t.num = (uint8_t)(kind % RK_MAXNUM + 1);
	}
	return t;
}

size_t
tile_format(const struct tile *t, char *buf, size_t len)
{
	int n;

	if (t->joker && t->pinned)
		n = snprintf(buf, len, "j=%c%d", letters[t->colour], t->num);
	else if (t->joker)
		n = snprintf(buf, len, "j");
	else
		n = snprintf(buf, len, "%c%d", letters[t->colour], t->num);
	return n < 0 ? 0 : (size_t)n;
}

/* A number of one or two digits, 1-13.  Returns the number of bytes read. */
static int
parse_number(const char *s, size_t len, size_t i, int col0, int *num,
    struct rk_diag *d)
{
	size_t j = i;
	int v = 0;

	while (j < len && s[j] >= '0' && s[j] <= '9') {
		if (j - i < 3)
			v = v * 10 + (s[j] - '0');
		j++;
	}
	if (j == i) {
		rk_diag_set(d, RK_E_NO_NUMBER, 0, col0 + (int)i,
		    "expected a number from 1 to 13");
		return -1;
	}
	if (j - i > 2 || v < 1 || v > RK_MAXNUM) {
		rk_diag_set(d, RK_E_BAD_NUMBER, 0, col0 + (int)i,
		    "%.*s: tiles are numbered 1 to %d", (int)(j - i), s + i,
		    RK_MAXNUM);
		return -1;
	}
	*num = v;
	return (int)(j - i);
}

static int
push(struct tile *out, size_t cap, int *n, struct tile t, struct rk_diag *d)
{
	if ((size_t)*n >= cap) {
		rk_diag_set(d, RK_E_TOO_BIG, 0, t.col,
		    "more than %zu tiles", cap);
		return -1;
	}
	out[(*n)++] = t;
	return 0;
}

static int
token_end(const char *s, size_t len, size_t i)
{
	return i >= len || is_sep((unsigned char)s[i]);
}

static void
bad_after(const char *s, size_t len, size_t start, size_t i, int col0,
    struct rk_diag *d)
{
	unsigned char c = (unsigned char)s[i];

	(void)len;
	if (c >= 0x80)
		rk_diag_set(d, RK_E_BAD_TOKEN, 0, col0 + (int)i,
		    "unexpected non-ASCII character in tile '%.*s'",
		    (int)(i - start), s + start);
	else
		rk_diag_set(d, RK_E_BAD_TOKEN, 0, col0 + (int)i,
		    "unexpected '%c' after '%.*s': separate tiles by blanks "
		    "or commas", c, (int)(i - start), s + start);
}

int
tiles_parse(const char *s, size_t len, int col0, struct tile *out, size_t cap,
    struct rk_diag *d)
{
	size_t i = 0, start;
	int n = 0, k;

	while (i < len) {
		unsigned char c = (unsigned char)s[i];
		struct tile t;

		if (is_sep(c)) {
			i++;
			continue;
		}
		start = i;
		memset(&t, 0, sizeof(t));
		t.col = (uint16_t)(col0 + (int)i);
		if (is_joker_char(c)) {
			t.joker = 1;
			i++;
			if (i < len && s[i] == '=') {
				int colour, num;

				i++;
				colour = i < len ? colour_of((unsigned char)s[i]) : -1;
				if (colour < 0) {
					rk_diag_set(d, RK_E_BAD_PIN, 0, col0 + (int)i,
					    "expected a tile after 'j=', as in j=r6");
					return -1;
				}
				i++;
				if ((k = parse_number(s, len, i, col0, &num, d)) < 0)
					return -1;
				i += (size_t)k;
				t.pinned = 1;
				t.colour = (uint8_t)colour;
				t.num = (uint8_t)num;
			}
			if (!token_end(s, len, i)) {
				bad_after(s, len, start, i, col0, d);
				return -1;
			}
			if (push(out, cap, &n, t, d) < 0)
				return -1;
			continue;
		}
		if (colour_of(c) < 0) {
			if (c >= 0x80)
				rk_diag_set(d, RK_E_BAD_TOKEN, 0, col0 + (int)i,
				    "unexpected non-ASCII character: a tile is a "
				    "colour letter and a number, as in r5");
			else if (c >= '0' && c <= '9')
				rk_diag_set(d, RK_E_BAD_COLOUR, 0, col0 + (int)i,
				    "a number needs a colour before it: k, r, b "
				    "or o, as in r%c", c);
			else
				rk_diag_set(d, RK_E_BAD_COLOUR, 0, col0 + (int)i,
				    "'%c': use k, r, b, o (or y), or j for a "
				    "joker", c);
			return -1;
		}
		{
			int colours[RK_NCOLOURS], nc = 0, seen = 0, lo, hi, v;

			while (i < len && colour_of((unsigned char)s[i]) >= 0) {
				int col = colour_of((unsigned char)s[i]);

				if (seen & (1 << col)) {
					rk_diag_set(d, RK_E_BAD_COLOUR, 0,
					    col0 + (int)i, "colour '%c' given twice",
					    s[i]);
					return -1;
				}
				seen |= 1 << col;
				colours[nc++] = col;
				i++;
			}
			if (i < len && !(s[i] >= '0' && s[i] <= '9') &&
			    !token_end(s, len, i)) {
				if (is_joker_char((unsigned char)s[i]) ||
				    ((unsigned char)s[i] < 0x80 &&
				    ((s[i] | 0x20) >= 'a' && (s[i] | 0x20) <= 'z')))
					rk_diag_set(d, RK_E_BAD_COLOUR, 0,
					    col0 + (int)i, "'%c': use k, r, b, o "
					    "(or y)", s[i]);
				else
					bad_after(s, len, start, i, col0, d);
				return -1;
			}
			if ((k = parse_number(s, len, i, col0, &lo, d)) < 0)
				return -1;
			i += (size_t)k;
			hi = lo;
			if (i < len && s[i] == '-') {
				if (nc > 1) {
					rk_diag_set(d, RK_E_BAD_RANGE, 0,
					    col0 + (int)i, "a range takes one colour, "
					    "as in r4-7");
					return -1;
				}
				i++;
				if ((k = parse_number(s, len, i, col0, &hi, d)) < 0)
					return -1;
				i += (size_t)k;
			}
			if (!token_end(s, len, i)) {
				bad_after(s, len, start, i, col0, d);
				return -1;
			}
			for (v = 0; v < nc; v++) {
				int step = hi >= lo ? 1 : -1, x;

				for (x = lo;; x += step) {
					t.colour = (uint8_t)colours[v];
					t.num = (uint8_t)x;
					if (push(out, cap, &n, t, d) < 0)
						return -1;
					if (x == hi)
						break;
				}
			}
		}
	}
	return n;
}
