/*
 * tiles_text.c: tiles and sets as text, the way rkub prints them: a
 * joker shows the tile it stands for (j=r6), or the colours it may take in
 * a group (j=[bo]5).
 */
#include <string.h>

#include "cli.h"

const char *
set_kind_name(enum set_kind k)
{
	return k == SET_RUN ? "run" : k == SET_GROUP ? "group" : "invalid";
}

static size_t
append(char *buf, size_t len, size_t at, const char *s)
{
	size_t n = strlen(s);

	if (at + n + 1 > len)
		n = at + 1 < len ? len - at - 1 : 0;
	memcpy(buf + at, s, n);
	buf[at + n] = '\0';
	return at + n;
}

void
tiles_format(const struct tile *t, int n, char *buf, size_t len)
{
	size_t at = 0;
	char one[16];
	int i;

	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		tile_format(&t[i], one, sizeof(one));
		if (i > 0)
			at = append(buf, len, at, " ");
		at = append(buf, len, at, one);
	}
}

void
set_reading_format(const struct set_reading *r, const struct tile *t, int n,
    char *buf, size_t len)
{
	size_t at = 0;
	char one[24];
	int i, c;

	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		const struct tile *s = &r->stand[i];

		if (i > 0)
			at = append(buf, len, at, " ");
		if (!t[i].joker) {
			tile_format(&t[i], one, sizeof(one));
		} else if (r->kind == SET_GROUP && !t[i].pinned &&
		    (r->colours[i] & (r->colours[i] - 1)) != 0) {
			size_t k = 0;

			one[k++] = 'j';
			one[k++] = '=';
			one[k++] = '[';
			for (c = 0; c < RK_NCOLOURS; c++)
				if (r->colours[i] & (1u << c))
					one[k++] = (char)tile_colour_letter(c);
			snprintf(one + k, sizeof(one) - k, "]%d", s->num);
		} else {
			snprintf(one, sizeof(one), "j=%c%d",
			    tile_colour_letter(s->colour), s->num);
		}
		at = append(buf, len, at, one);
	}
}
