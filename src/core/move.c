/*
 * move.c: was this turn legal?  Compares the table before and after the
 * turn with the player's rack.  RULES.md "Manipulation and jokers" and
 * "Initial meld":
 *  - no tile goes back from the table to a rack (000); a joker freed from
 *    a set is played again in the same turn (000, 001, 003), except in
 *    the junior game (002);
 *  - every tile added came from the rack, and at least one was added;
 *  - at the end of the turn every set on the table is valid (all);
 *  - an initial meld leaves the sets on the table alone and is worth 30
 *    or more from the player's own tiles (000, 001, 003, 004);
 *  - optionally, the older French and Italian rule (004): a set that holds
 *    a joker may not be split or changed.
 */
#include <string.h>

#include "rkub.h"

static void
reason(struct move_result *r, enum rk_err code, int line, int col,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));

#include <stdarg.h>
#include <stdio.h>

static void
reason(struct move_result *r, enum rk_err code, int line, int col,
    const char *fmt, ...)
{
	struct rk_diag *d;
	va_list ap;

	r->legal = 0;
	if (r->nreasons == RK_MOVE_REASONS)
		return;
	d = &r->reasons[r->nreasons++];
	d->code = code;
	d->line = line;
	d->col = col;
	va_start(ap, fmt);
	vsnprintf(d->detail, sizeof(d->detail), fmt, ap);
	va_end(ap);
}

static void
count(const struct tile *t, int n, int *c)
{
	int i;

	for (i = 0; i < n; i++)
		c[tile_kind(&t[i])]++;
}

/* Two sets hold the same tiles (order aside)? */
static int
same_set(const struct layout *a, int i, const struct layout *b, int j)
{
	int ca[RK_NKINDS], cb[RK_NKINDS];

	if (a->sets[i].n != b->sets[j].n)
		return 0;
	memset(ca, 0, sizeof(ca));
	memset(cb, 0, sizeof(cb));
	count(a->tiles + a->sets[i].first, a->sets[i].n, ca);
	count(b->tiles + b->sets[j].first, b->sets[j].n, cb);
	return memcmp(ca, cb, sizeof(ca)) == 0;
}

static int
has_joker(const struct layout *l, int i)
{
	int k;

	for (k = 0; k < l->sets[i].n; k++)
		if (l->tiles[l->sets[i].first + k].joker)
			return 1;
	return 0;
}

int
move_check(const struct layout *before, const struct layout *after,
    const struct tile *rack, int nrack, const struct move_opts *o,
    struct move_result *r)
{
	int cb[RK_NKINDS], ca[RK_NKINDS], cr[RK_NKINDS], k, i, j;
	int matched[RK_LAYOUT_SETS], used[RK_LAYOUT_SETS];
	struct set_result sr;
	struct rk_diag d;
	char buf[16];

	memset(r, 0, sizeof(*r));
	r->legal = 1;
	memset(cb, 0, sizeof(cb));
	memset(ca, 0, sizeof(ca));
	memset(cr, 0, sizeof(cr));
	for (i = 0; i < before->nsets; i++)
		count(before->tiles + before->sets[i].first, before->sets[i].n, cb);
	for (i = 0; i < after->nsets; i++)
		count(after->tiles + after->sets[i].first, after->sets[i].n, ca);
	count(rack, nrack, cr);

	for (k = 0; k < RK_NKINDS; k++) {
		struct tile t = tile_of_kind(k);
		int diff = ca[k] - cb[k];

		tile_format(&t, buf, sizeof(buf));
		if (diff < 0 && k == RK_JOKER_KIND && !o->jokers_back)
			reason(r, RK_E_JOKER_KEPT, 0, 0, "%d joker%s on the table "
			    "before, %d after: a joker freed from a set is played "
			    "again in the same turn", cb[k], cb[k] == 1 ? "" : "s",
			    ca[k]);
		else if (diff < 0 && k != RK_JOKER_KIND)
			reason(r, RK_E_TAKEN_BACK, 0, 0, "%s: %d on the table before, "
			    "%d after: no tile goes back from the table to a rack",
			    buf, cb[k], ca[k]);
		else if (diff > cr[k])
			reason(r, RK_E_NOT_FROM_RACK, 0, 0, "%s: %d more on the table, "
			    "but the rack held %d", buf, diff, cr[k]);
		if (diff > 0)
			r->played += diff;
	}
	if (r->played == 0)
		reason(r, RK_E_NOTHING_PLAYED, 0, 0, "no tile came from the rack: "
		    "a player who plays nothing draws a tile");

	for (i = 0; i < after->nsets; i++) {
		const struct span *sp = &after->sets[i];

		if (set_check(after->tiles + sp->first, (size_t)sp->n, o->ts, &sr,
		    &d) < 0) {
			char t[256];
			size_t at = 0;

			for (k = 0; k < sp->n && at < sizeof(t) - 8; k++) {
				tile_format(&after->tiles[sp->first + k], buf,
				    sizeof(buf));
				at += (size_t)snprintf(t + at, sizeof(t) - at, "%s%s",
				    k ? " " : "", buf);
			}
			reason(r, d.code, sp->line, sr.errpos >= 0 ?
			    after->tiles[sp->first + sr.errpos].col : sp->col,
			    "%s: %s", t, d.detail);
		}
	}

	/* Which sets were left alone? */
	memset(used, 0, sizeof(used));
	for (i = 0; i < before->nsets; i++) {
		matched[i] = -1;
		for (j = 0; j < after->nsets && matched[i] < 0; j++)
			if (!used[j] && same_set(before, i, after, j)) {
				matched[i] = j;
				used[j] = 1;
			}
	}
	if (o->locked_jokers)
		for (i = 0; i < before->nsets; i++)
			if (matched[i] < 0 && has_joker(before, i))
				reason(r, RK_E_JOKER_SET_CHANGED, 0, 0, "the set on line "
				    "%d of the table before holds a "
				    "joker: under the older rule (004) it may not be split "
				    "or changed", before->sets[i].line);
	if (o->first) {
		for (i = 0; i < before->nsets; i++)
			if (matched[i] < 0)
				reason(r, RK_E_FIRST_TOUCHED, 0, 0, "the set on line %d "
				    "of the table before was changed: "
				    "an initial meld leaves the table alone",
				    before->sets[i].line);
		for (j = 0; j < after->nsets; j++) {
			const struct span *sp = &after->sets[j];

			if (used[j])
				continue;
			if (set_check(after->tiles + sp->first, (size_t)sp->n, o->ts,
			    &sr, &d) == 0)
				r->meld_value += sr.value;
		}
		if (r->meld_value < o->meld)
			reason(r, RK_E_MELD_LOW, 0, 0, "the new sets are worth %d, the "
			    "initial meld needs %d (a joker counts as the tile it "
			    "replaces)", r->meld_value, o->meld);
	}
	return r->legal ? 0 : -1;
}
