/*
 * set.c: is a set of tiles, in table order, a valid run or group?
 *
 * Jokers stand where they lie: in r4 j r6 the joker is r5, in j r5 r6 it
 * is r4.  A run without jokers may be written descending.  A set that
 * reads both ways (r5 j j: a run r5-r7 or three 5s) gets both readings and
 * the lower value.  Rules: RULES.md "Sets on the table" (books 000-004).
 */
#include <stdio.h>
#include <string.h>

#include "rkub.h"

static void
name_tile(const struct tile *t, char *buf, size_t len)
{
	tile_format(t, buf, len);
}

static int
popcount4(unsigned m)
{
	return (int)((m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1));
}

/* The tile at written position i, read forwards or backwards. */
#define AT(i) (&t[rev ? n - 1 - (i) : (i)])

static int
run_try(const struct tile *t, size_t n, int rev, const struct tileset *ts,
    struct set_reading *r, int *errpos, struct rk_diag *d)
{
	size_t i, anchor = n;
	int colour = -1, start, prev = 0;
	char a[24], b[24];

	if (n > (size_t)ts->maxnum) {
		*errpos = (int)ts->maxnum;
		rk_diag_set(d, RK_E_RUN_TOO_LONG, 0, 0,
		    "%zu tiles: a run holds at most %d", n, ts->maxnum);
		return -1;
	}
	/* The colour and the start come from the first numbered tile, or
	 * from the first pinned joker when there is none. */
	for (i = 0; i < n && anchor == n; i++)
		if (!AT(i)->joker)
			anchor = i;
	for (i = 0; i < n && anchor == n; i++)
		if (AT(i)->pinned)
			anchor = i;
	colour = AT(anchor)->colour;
	start = AT(anchor)->num - (int)anchor;
	if (start < 1) {
		*errpos = rev ? (int)(n - 1) : 0;
		name_tile(AT(anchor), a, sizeof(a));
		rk_diag_set(d, RK_E_RUN_BELOW_1, 0, 0,
		    "%d joker%s before %s: a run starts at 1 at the lowest",
		    (int)anchor, anchor == 1 ? "" : "s", a);
		return -1;
	}
	memset(r, 0, sizeof(*r));
	r->kind = SET_RUN;
	for (i = 0; i < n; i++) {
		const struct tile *x = AT(i);
		int want = start + (int)i;
		int pos = rev ? (int)(n - 1 - i) : (int)i;

		if (x->joker && !x->pinned) {
			if (want > ts->maxnum) {
				*errpos = pos;
				rk_diag_set(d, RK_E_RUN_PAST_TOP, 0, 0,
				    "joker after %c%d: nothing comes after %d",
				    tile_colour_letter(colour), want - 1,
				    ts->maxnum);
				return -1;
			}
		} else if (x->joker) {
			if (x->colour != colour || x->num != want) {
				*errpos = pos;
				name_tile(x, a, sizeof(a));
				if (want > ts->maxnum)
					rk_diag_set(d, RK_E_PIN_MISMATCH, 0, 0,
					    "%s stands after %c%d, the end of the run",
					    a, tile_colour_letter(colour), want - 1);
				else
					rk_diag_set(d, RK_E_PIN_MISMATCH, 0, 0,
					    "%s stands where %c%d belongs", a,
					    tile_colour_letter(colour), want);
				return -1;
			}
		} else if (x->colour != colour) {
			*errpos = pos;
			name_tile(x, a, sizeof(a));
			rk_diag_set(d, RK_E_RUN_COLOUR, 0, 0,
			    "%s in a %s run: a run is one colour", a,
			    colour == RK_BLACK ? "black" : colour == RK_RED ?
			    "red" : colour == RK_BLUE ? "blue" : "orange");
			return -1;
		} else if (x->num != want) {
			*errpos = pos;
			name_tile(x, b, sizeof(b));
			if (i > 0 && AT(i - 1)->joker)
				snprintf(a, sizeof(a), "j (%c%d)",
				    tile_colour_letter(colour), prev);
			else if (i > 0)
				name_tile(AT(i - 1), a, sizeof(a));
			if (x->num > want)
				rk_diag_set(d, RK_E_RUN_GAP, 0, 0,
				    "gap between %s and %s", a, b);
			else if (x->num == 1 && prev == ts->maxnum)
				rk_diag_set(d, RK_E_RUN_WRAP, 0, 0,
				    "%s after %s: 1 is always the lowest", b, a);
			else
				rk_diag_set(d, RK_E_RUN_ORDER, 0, 0,
				    "%s after %s: a run goes up one by one", b, a);
			return -1;
		}
		r->stand[pos].colour = (uint8_t)colour;
		r->stand[pos].num = (uint8_t)want;
		r->stand[pos].joker = x->joker;
		r->stand[pos].pinned = x->joker;
		r->stand[pos].col = x->col;
		r->colours[pos] = (uint8_t)(1u << colour);
		r->value += want;
		prev = want;
	}
	return 0;
}
#undef AT

static int
group_try(const struct tile *t, size_t n, struct set_reading *r, int *errpos,
    struct rk_diag *d)
{
	unsigned used = 0, free_colours;
	int num = -1;
	size_t i;
	char a[16];

	if (n > RK_NCOLOURS) {
		*errpos = RK_NCOLOURS;
		rk_diag_set(d, RK_E_GROUP_SIZE, 0, 0,
		    "%zu tiles: a group holds at most %d, one of each colour",
		    n, RK_NCOLOURS);
		return -1;
	}
	for (i = 0; i < n && num < 0; i++)
		if (!t[i].joker)
			num = t[i].num;
	for (i = 0; i < n && num < 0; i++)
		if (t[i].pinned)
			num = t[i].num;
	memset(r, 0, sizeof(*r));
	r->kind = SET_GROUP;
	for (i = 0; i < n; i++) {
		if (t[i].joker && !t[i].pinned)
			continue;
		name_tile(&t[i], a, sizeof(a));
		if (t[i].num != num) {
			*errpos = (int)i;
			rk_diag_set(d, t[i].joker ? RK_E_PIN_MISMATCH :
			    RK_E_RUN_ORDER, 0, 0,
			    "%s in a group of %ds", a, num);
			return -1;
		}
		if (used & (1u << t[i].colour)) {
			*errpos = (int)i;
			rk_diag_set(d, RK_E_GROUP_COLOUR, 0, 0,
			    "%c%d twice: a group has each colour once",
			    tile_colour_letter(t[i].colour), num);
			return -1;
		}
		used |= 1u << t[i].colour;
	}
	free_colours = ~used & ((1u << RK_NCOLOURS) - 1);
	for (i = 0; i < n; i++) {
		r->stand[i] = t[i];
		r->stand[i].num = (uint8_t)num;
		if (t[i].joker && !t[i].pinned) {
			int c;

			r->colours[i] = (uint8_t)free_colours;
			r->stand[i].pinned = popcount4(free_colours) == 1;
			for (c = 0; c < RK_NCOLOURS; c++)
				if (free_colours & (1u << c))
					break;
			r->stand[i].colour = (uint8_t)c;
		} else {
			r->colours[i] = (uint8_t)(1u << t[i].colour);
		}
		r->value += num;
	}
	return 0;
}

static int
jokers_pinned(const struct tile *t, size_t n)
{
	size_t i;
	int k = 0;

	for (i = 0; i < n; i++)
		k += t[i].joker && t[i].pinned;
	return k;
}

int
set_check(const struct tile *t, size_t n, const struct tileset *ts,
    struct set_result *res, struct rk_diag *d)
{
	struct set_reading run, group;
	struct rk_diag rund, groupd;
	int runpos = -1, grouppos = -1, run_ok = 0, group_ok = 0;
	int same_num = 1, same_col = 1, known = 0, jokers = 0;
	const struct tile *first = NULL;
	size_t i;
	char a[16];

	memset(res, 0, sizeof(*res));
	res->errpos = -1;
	if (n == 0) {
		rk_diag_set(d, RK_E_EMPTY_SET, 0, 0, "no tiles");
		return -1;
	}
	for (i = 0; i < n; i++) {
		if (t[i].joker)
			jokers++;
		if (!tileset_holds(ts, &t[i])) {
			res->errpos = (int)i;
			name_tile(&t[i], a, sizeof(a));
			rk_diag_set(d, RK_E_NOT_IN_SET, 0, 0,
			    "%s: %s tiles are numbered 1 to %d", a, ts->name,
			    ts->maxnum);
			return -1;
		}
		if (t[i].joker && !t[i].pinned)
			continue;
		known++;
	}
	/* Numbered tiles say whether it is meant as a run or a group;
	 * pinned jokers only when there are none. */
	for (i = 0; i < n; i++) {
		if (!t[i].joker || (t[i].pinned && known == jokers_pinned(t, n))) {
			if (first == NULL)
				first = &t[i];
			if (t[i].num != first->num)
				same_num = 0;
			if (t[i].colour != first->colour)
				same_col = 0;
		}
	}
	if (ts->jokers_per_set > 0 && jokers > ts->jokers_per_set) {
		for (i = 0, jokers = 0; i < n; i++)
			if (t[i].joker && ++jokers > ts->jokers_per_set)
				break;
		res->errpos = (int)i;
		rk_diag_set(d, RK_E_JOKERS_PER_SET, 0, 0,
		    "%d jokers: %s tiles allow %d per set", jokers, ts->name,
		    ts->jokers_per_set);
		return -1;
	}
	if (n < 3) {
		rk_diag_set(d, RK_E_TOO_SHORT, 0, 0,
		    "%zu tile%s: a set needs at least 3", n, n == 1 ? "" : "s");
		return -1;
	}
	if (known == 0) {
		rk_diag_set(d, RK_E_ONLY_JOKERS, 0, 0,
		    "%zu jokers and no numbered tile: pin them, as in j=r6", n);
		return -1;
	}
	memset(&rund, 0, sizeof(rund));
	memset(&groupd, 0, sizeof(groupd));
	if (same_col || !same_num) {
		run_ok = run_try(t, n, 0, ts, &run, &runpos, &rund) == 0;
		if (!run_ok && rund.code == RK_E_RUN_ORDER) {
			struct set_reading back;
			int backpos = -1;
			struct rk_diag backd;

			if (run_try(t, n, 1, ts, &back, &backpos, &backd) == 0) {
				if (jokers == 0) {
					run = back;
					run_ok = 1;
				} else {
					runpos = 0;
					rk_diag_set(&rund, RK_E_RUN_JOKER_DESC, 0, 0,
					    "a run with a joker is written in "
					    "ascending order");
				}
			}
		}
	}
	if (same_num && !ts->runs_only)
		group_ok = group_try(t, n, &group, &grouppos, &groupd) == 0;
	if (run_ok)
		res->r[res->nreadings++] = run;
	if (group_ok)
		res->r[res->nreadings++] = group;
	if (res->nreadings > 0) {
		res->value = res->r[0].value;
		if (res->nreadings == 2 && res->r[1].value < res->value)
			res->value = res->r[1].value;
		return 0;
	}
	/* Neither: give the reason of the reading the tiles point at. */
	if (same_num && ts->runs_only && !same_col) {
		res->errpos = -1;
		rk_diag_set(d, RK_E_NO_GROUPS, 0, 0,
		    "a group of %ds: %s tiles make runs only", first->num,
		    ts->name);
	} else if (same_num && !ts->runs_only) {
		res->errpos = grouppos;
		if (d != NULL)
			*d = groupd;
	} else {
		res->errpos = runpos;
		if (d != NULL)
			*d = rund;
	}
	return -1;
}
