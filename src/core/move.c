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
 *    a joker may not be split or changed, but a player who holds the tile
 *    the joker stands for may swap it in, and must then lay the joker at
 *    once in a new set ("si le joueur détient la plaque remplacée par le
 *    joker, il peut l'échanger ... doit l'utiliser immédiatement pour
 *    former un nouveau groupe ou une nouvelle série").
 *  - the junior game (002) names no value for the first turn: one complete
 *    set opens (tileset_meld gives 0).
 *
 * Words: a set is "matched" when the table after holds it unchanged; a
 * "swap" lays the tile a joker stands for in the joker's place; a "new"
 * set after the turn holds no whole set of the table before.
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
	r->set[r->nreasons] = -1;
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

/* Does set b of the table before hold every tile of set a? */
static int
holds_set(const struct layout *big, int j, const struct layout *small, int i)
{
	int cs[RK_NKINDS], cb[RK_NKINDS], k;

	memset(cs, 0, sizeof(cs));
	memset(cb, 0, sizeof(cb));
	count(small->tiles + small->sets[i].first, small->sets[i].n, cs);
	count(big->tiles + big->sets[j].first, big->sets[j].n, cb);
	for (k = 0; k < RK_NKINDS; k++)
		if (cs[k] > cb[k])
			return 0;
	return 1;
}

/* Does the joker at position p of this reading stand for tile t? */
static int
stands_for(const struct set_reading *r, int p, const struct tile *t)
{
	if (r->kind == SET_GROUP)
		return r->stand[p].num == t->num &&
		    (r->colours[p] & (1u << t->colour)) != 0;
	return r->stand[p].num == t->num && r->stand[p].colour == t->colour;
}

/*
 * 004: set i of the table before became set j after by laying, for one
 * or more of its jokers, the tile the joker stands for.  Returns how many
 * jokers that freed, or 0 when set j is not such a swap.
 */
static int
joker_swap(const struct layout *b, int i, const struct layout *a, int j,
    const struct tileset *ts)
{
	int cb[RK_NKINDS], ca[RK_NKINDS], k, m, added = 0, x, p, q;
	const struct span *sp = &b->sets[i];
	struct set_result sr;
	struct rk_diag d;

	memset(cb, 0, sizeof(cb));
	memset(ca, 0, sizeof(ca));
	count(b->tiles + sp->first, sp->n, cb);
	count(a->tiles + a->sets[j].first, a->sets[j].n, ca);
	m = cb[RK_JOKER_KIND] - ca[RK_JOKER_KIND];
	if (m < 1)
		return 0;
	for (k = 0; k < RK_JOKER_KIND; k++) {
		if (ca[k] < cb[k])
			return 0;
		added += ca[k] - cb[k];
	}
	if (added != m || set_check(b->tiles + sp->first, (size_t)sp->n, ts,
	    &sr, &d) < 0)
		return 0;
	/* Each added tile takes the place of a distinct joker. */
	for (x = 0; x < sr.nreadings; x++) {
		int taken[RK_SET_MAX] = { 0 }, ok = 1;

		for (k = 0; k < RK_JOKER_KIND && ok; k++) {
			struct tile t = tile_of_kind(k);

			for (q = 0; q < ca[k] - cb[k] && ok; q++) {
				ok = 0;
				for (p = 0; p < sp->n && !ok; p++)
					if (b->tiles[sp->first + p].joker &&
					    !taken[p] && stands_for(&sr.r[x], p,
					    &t))
						ok = taken[p] = 1;
			}
		}
		if (ok)
			return m;
	}
	return 0;
}

/*
 * 004: sets that hold a joker stay as they are, but for a swap; every
 * joker a swap frees is laid in a new set.
 */
static void
locked_jokers(const struct layout *before, const struct layout *after,
    const int *matched, const int *used, const struct tileset *ts,
    struct move_result *r)
{
	int swapped[RK_LAYOUT_SETS], i, j, k, m, freed = 0, placed = 0;

	memset(swapped, 0, sizeof(swapped));
	for (i = 0; i < before->nsets; i++) {
		if (matched[i] >= 0 || !has_joker(before, i))
			continue;
		for (j = 0, m = 0; j < after->nsets && m == 0; j++)
			if (!used[j] && !swapped[j] &&
			    (m = joker_swap(before, i, after, j, ts)) > 0)
				swapped[j] = 1;
		if (m > 0) {
			freed += m;
			continue;
		}
		reason(r, RK_E_JOKER_SET_CHANGED, 0, 0, "line %d of the table "
		    "before holds a joker: under the older rule (004) only its "
		    "joker may be swapped for the tile it stands for",
		    before->sets[i].line);
	}
	if (freed == 0)
		return;
	for (j = 0; j < after->nsets; j++) {
		int is_new = !used[j] && !swapped[j];

		for (i = 0; i < before->nsets && is_new; i++)
			if (matched[i] < 0 && holds_set(after, j, before, i))
				is_new = 0;
		for (k = 0; k < after->sets[j].n && is_new; k++)
			placed += after->tiles[after->sets[j].first + k].joker;
	}
	if (placed < freed)
		reason(r, RK_E_JOKER_NOT_NEW, 0, 0, "%d joker%s swapped from a "
		    "set, %d laid in new sets: under the older rule (004) a "
		    "swapped joker starts a new set at once", freed,
		    freed == 1 ? "" : "s", placed);
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
		/* the one report of a set: the caller words it */
		if (layout_set_check(after, i, o->ts, &sr, &d) < 0) {
			k = r->nreasons;
			reason(r, d.code, d.line, d.col, "%s", d.detail);
			if (r->nreasons > k)
				r->set[k] = i;
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
		locked_jokers(before, after, matched, used, o->ts, r);
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
