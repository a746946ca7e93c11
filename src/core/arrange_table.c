/*
 * arrange_table.c: the states of one step, in a hash table.  An entry is
 * a key with the least cost found for it, its parent (the entry in the
 * step before it came from) and opt (the choices on the way).  relax
 * keeps the cheaper of two ways to a key.  The depth-first search
 * (arrange_dfs.c) keeps its states here.
 * A step zeroed (calloc) is empty and has no table yet: it gets one at
 * its first state, so that a search that stops early (most do) makes
 * only the tables of the steps it reached.  Tables grow by doubling
 * (malloc); every function that can allocate returns ARR_NOMEM when
 * malloc fails.
 */
#include <stdlib.h>
#include <string.h>

#include "arrange_int.h"

/* A step's first table and entries, at its first state. */
static int
step_init(struct step *s)
{
	s->n = 0;
	s->cap = 64;
	s->tcap = 128;
	s->e = malloc(s->cap * sizeof(*s->e));
	s->table = malloc(s->tcap * sizeof(*s->table));
	if (s->e == NULL || s->table == NULL)
		return ARR_NOMEM;
	memset(s->table, 0xFF, s->tcap * sizeof(*s->table));
	return 0;
}

void
arr_step_free(struct step *s)
{
	free(s->e);
	free(s->table);
}

static size_t
hash(uint64_t k)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdULL;
	k ^= k >> 33;
	return (size_t)k;
}

static int
step_grow(struct step *s)
{
	size_t i, j;
	int32_t *t = malloc(s->tcap * 2 * sizeof(*t));

	if (t == NULL)
		return ARR_NOMEM;
	free(s->table);
	s->table = t;
	s->tcap *= 2;
	memset(t, 0xFF, s->tcap * sizeof(*t));
	for (i = 0; i < s->n; i++) {
		for (j = hash(s->e[i].key) & (s->tcap - 1); t[j] >= 0;
		    j = (j + 1) & (s->tcap - 1))
			;
		t[j] = (int32_t)i;
	}
	return 0;
}

/* Keep the cheaper way to reach key. */
int
arr_relax(struct step *s, uint64_t key, int64_t cost, int32_t parent,
    uint32_t opt)
{
	size_t j;

	if (s->table == NULL && step_init(s) < 0)
		return ARR_NOMEM;
	if (s->n * 2 >= s->tcap && step_grow(s) < 0)
		return ARR_NOMEM;
	for (j = hash(key) & (s->tcap - 1); s->table[j] >= 0;
	    j = (j + 1) & (s->tcap - 1)) {
		struct entry *e = &s->e[s->table[j]];

		if (e->key == key) {
			if (cost < e->cost) {
				e->cost = (int32_t)cost;
				e->parent = parent;
				e->opt = opt;
			}
			return 0;
		}
	}
	if (s->n == s->cap) {
		struct entry *ne = realloc(s->e, GROW(s->cap) * sizeof(*ne));

		if (ne == NULL)
			return ARR_NOMEM;
		s->e = ne;
		s->cap = GROW(s->cap);
	}
	s->e[s->n].key = key;
	s->e[s->n].cost = (int32_t)cost;
	s->e[s->n].parent = parent;
	s->e[s->n].opt = opt;
	s->table[j] = (int32_t)s->n++;
	return 0;
}

int32_t
arr_step_find(const struct step *s, uint64_t key)
{
	size_t j;

	if (s->table == NULL)
		return ARR_NOMEM;
	for (j = hash(key) & (s->tcap - 1); s->table[j] >= 0;
	    j = (j + 1) & (s->tcap - 1))
		if (s->e[s->table[j]].key == key)
			return s->table[j];
	return ARR_NOMEM;
}

/* Empty every step (a table with no state is empty already), and put
 * the start state in the first. */
int
arr_steps_reset(struct ctx *c, int nsteps)
{
	int s;

	for (s = 0; s <= nsteps; s++)
		if (c->steps[s].n > 0) {
			c->steps[s].n = 0;
			memset(c->steps[s].table, 0xFF,
			    c->steps[s].tcap * sizeof(*c->steps[s].table));
		}
	return arr_relax(&c->steps[0], 0, 0, -1, 0);
}
