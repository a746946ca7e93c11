/*
 * arrange_dfs.c: can everything be laid, nothing left over?  A depth-first
 * search over the steps (a colour of a number at a time), fewest jokers
 * first, that stops at the first layout: each state's children are the
 * transitions of the colour's slots, the tiles that are left going into
 * groups.  A bag that can be laid is usually found without visiting the
 * rest.  Its states go in the hash tables of arrange_table.c; one that an
 * already seen state dominates has failed too.  Words: debt, the jokers
 * that runs too short to end will need; groups fit, when the group tiles
 * of a number make groups of 3 or 4 of distinct colours, each with a real
 * tile.
 */
#include <stdint.h>

#include "arrange_int.h"

/*
 * Is there a state in s that dominates key at no more cost: the same but
 * for one colour's slots, one upgrade up (only that colour, or any when
 * only < 0)?  Dropped states count only when seen_failed: in the
 * depth-first pass every state seen has failed, dropped ones too.
 */
static int
dominated(struct ctx *c, const struct step *s, uint64_t key, int64_t cost,
    int only, int seen_failed)
{
	int colour, x;

	for (colour = 0; colour < RK_NCOLOURS; colour++) {
		const uint16_t *l;

		if (only >= 0 && colour != only)
			continue;
		l = arr_up_tuples(c, key_slots(key, colour));
		for (x = 1; x <= l[0]; x++) {
			int32_t f = arr_step_find(s, key_with_slots(key, colour,
			    l[x]));

			if (f >= 0 && s->e[f].cost <= cost &&
			    (seen_failed || s->e[f].cost >= 0))
				return 1;
		}
	}
	return 0;
}

/*
 * The key after gr real tiles of this colour went to groups, and gj
 * jokers: key already holds the colour's new slots and the jokers used
 * before the group jokers.  Group jokers take no colour until the groups
 * are dealt: they are added with the last colour, which closes the
 * number; the groups must fit (0 when they do not), and their counts
 * leave the key.  more: the most group tiles the later colours of the
 * number can still bring, jokers included.  (k groups hold any jokers
 * that fill their free places, so only the real tiles of a colour are
 * bound to differ by group.)
 */
static int
group_key(uint64_t key, int colour, int jokers, unsigned gr, unsigned gj,
    unsigned more, uint64_t *out, unsigned *ngroups)
{
	unsigned sumg = key_get(key, K_SUMG) + gr + gj;
	unsigned mg = key_get(key, K_MAXG);
	unsigned sr = key_get(key, K_SUMR) + gr;

	if (mg < gr)
		mg = gr;
	if (sr > 7)
		sr = 7;
	*ngroups = 0;
	key = key_put(key, K_JOKERS, (unsigned)jokers + gj);
	if (colour == RK_NCOLOURS - 1) {
		if (!arr_groups_fit(sumg, mg, sr, ngroups))
			return 0;
		*out = key_end_number(key);
		return 1;
	}
	/* groups begun that the colours still to come cannot fill */
	if (sumg > 0 && sumg + more < 3 * (mg > 0 ? mg : 1))
		return 0;
	key = key_put(key, K_SUMG, sumg);
	key = key_put(key, K_MAXG, mg);
	*out = key_put(key, K_SUMR, sr);
	return 1;
}

/* The jokers the short runs of the other colours will need: those
 * before this colour meet number v + 1 next, those after it v. */
static int
debt_others(const struct ctx *c, uint64_t key, int v, int colour)
{
	int other, debt = 0;

	for (other = 0; other < RK_NCOLOURS; other++) {
		int w = other < colour ? v + 1 : v;
		int avail = w <= c->ts->maxnum ? c->bag->must[other][w] +
		    c->bag->may[other][w] : 0;

		if (other != colour)
			debt += arr_shortfall(key_slots(key, other), avail);
	}
	return debt;
}

/*
 * Nothing left over: a depth-first search, fewest jokers first, that
 * stops at the first arrangement.  Every state it has seen and left has
 * failed, so a state dominated by one of them fails too.  Returns
 * ARR_FOUND and the final state in *found, ARR_OK when there is none,
 * or ARR_NOMEM.
 */
static int
dfs(struct ctx *c, int s, int nsteps, int32_t i, int32_t *found)
{
	const struct entry *e = &c->steps[s].e[i];
	uint64_t ekey = e->key;
	int v = s / RK_NCOLOURS + 1, colour = s % RK_NCOLOURS, gj;
	const struct trans *t;
	struct walk w;
	int n, later, next, base, maxg = c->ts->runs_only ? 0 : 4;
	int gjmax = maxg > 0 && colour == RK_NCOLOURS - 1 ? 7 : 0;
	int used = (int)key_get(ekey, K_JOKERS);
	const struct tlist *l;
	struct step *to = &c->steps[s + 1];

	if (s == nsteps) {
		int k;

		for (colour = 0; colour < RK_NCOLOURS; colour++)
			for (k = 0; k < c->slots; k++) {
				unsigned len = key_slot(ekey, colour, k) & 7;

				if (len != S_EMPTY && len != S_R3)
					return 0;
			}
		if (used != c->jokers)
			return 0;
		*found = i;
		return ARR_FOUND;
	}
	n = c->bag->must[colour][v] + c->bag->may[colour][v];
	later = arr_later_tiles(c->bag, v, colour);
	next = v < c->ts->maxnum ? c->bag->must[colour][v + 1] +
	    c->bag->may[colour][v + 1] : 0;
	base = debt_others(c, ekey, v, colour);
	if ((l = arr_transitions(c, key_slots(ekey, colour))) == NULL)
		return ARR_NOMEM;
	arr_walk_init(&w, n - maxg, n, c->jokers - used);
	while ((t = arr_walk_next(l, &w)) != NULL) {
		int gr = n - t->real, jok = used + t->joker;
		uint64_t key;

		int debt = base + arr_shortfall(t->to, next);

		if (gr < 0 || gr > maxg || jok + debt > c->jokers || t->lead >= v)
			continue;
		key = key_with_slots(ekey, colour, t->to);
		for (gj = 0; gj <= gjmax && jok + gj + debt <= c->jokers; gj++) {
			unsigned ngroups;
			uint64_t k2;
			size_t seen;
			int r;

			if (!group_key(key, colour, jok, (unsigned)gr, (unsigned)gj,
			    (unsigned)(later + c->jokers - jok - gj), &k2, &ngroups))
				continue;
			seen = to->n;
			if (arr_relax(to, k2, 0, i, OPT(t->acts, 0, gj, gr, ngroups)) < 0)
				return ARR_NOMEM;
			/* seen before, or as good as one seen: it failed */
			if (to->n == seen)
				continue;
			if (dominated(c, to, k2, 0, colour, 1)) {
				to->e[to->n - 1].cost = -1;
				continue;
			}
			if (++c->states > c->dfs_limit)
				return ARR_GIVEUP;
			if ((r = dfs(c, s + 1, nsteps, (int32_t)to->n - 1, found)) != 0)
				return r;
		}
	}
	return 0;
}

/* The search with nothing left over, depth first: ARR_GIVEUP after
 * limit states (arr_dfs_limit, mostly), the sweep being the surer way on
 * such bags. */
int
arr_search0(struct ctx *c, int nsteps, long limit, int32_t *besti)
{
	int r;

	*besti = -1;
	if (arr_steps_reset(c, nsteps) < 0)
		return ARR_NOMEM;
	c->dfs_limit = c->states + limit;
	r = dfs(c, 0, nsteps, 0, besti);
	if (r == ARR_GIVEUP) {
		*besti = -1;
		return ARR_GIVEUP;
	}
	return r < 0 ? r : ARR_OK;
}
