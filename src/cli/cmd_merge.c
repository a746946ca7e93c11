/*
 * cmd_merge.c: rkub merge OTHER: the games recorded on another device (a
 * table's laptop holding a copy of this database, or one of its own)
 * brought into this database (--dry-run: what would come in, nothing
 * written).  OTHER is read and checked before this
 * database opens; the store merges in one transaction of its own and
 * says what it brought only once that has committed.
 */
#include <stdlib.h>
#include <string.h>

#include "game.h"

static const struct opt_spec opts[] = {
	{ "dry-run", 'n', 0, 0 },
	{ NULL, 0, 0, 0 }
};

static void
other_free(void *p)
{
	store_other_free(p);
}

static int
merge_check(struct cmd_ctx *c)
{
	struct store_other *o;

	if (store_other_load(c->a.pos[0], &o) < 0)
		return store_fail();
	c->state = o;
	c->state_free = other_free;
	return 0;
}

static const char *
plural(int n)
{
	return n == 1 ? "" : "s";
}

static void
refused(const char *path, const struct store_merge *m)
{
	const char *g = m->conflict.game;
	int n = m->conflict.round;

	if (n == 0)
		warnx_("cannot merge %s: game %s here is another game than %s "
		    "there", path, g, g);
	else
		warnx_("cannot merge %s: game %s was changed on both sides: "
		    "round %d differs", path, g, n);
	fprintf(stderr, "  here: %s\n  %s: %s\n", m->conflict.here, path,
	    m->conflict.there);
	if (n == 0)
		warnx_("nothing merged: two games cannot share a name; keep "
		    "the game on one device only");
	else if (strcmp(m->conflict.here, m->conflict.there) == 0)
		warnx_("nothing merged: round %d was recorded on both sides, "
		    "alike: take it back here ('rkub undo --game %s'), then "
		    "merge again", n, g);
	else
		warnx_("nothing merged: take round %d and those after it back "
		    "on one side ('rkub undo --game %s'), then merge again",
		    n, g);
}

static int
merge_exec(struct cmd_ctx *c)
{
	const char *path = c->a.pos[0];
	struct store_merge m;
	int i, rc, rounds = 0, back = 0, dry = arg_get(c, "dry-run") != NULL;

	rc = store_merge(c->db, c->state, dry, &m);
	if (rc == STORE_DIVERGED) {
		refused(path, &m);
		store_merge_free(&m);
		return EXIT_RULE;
	}
	if (rc != STORE_OK) {
		store_merge_free(&m);
		return store_fail();
	}
	/* Committed (or, for a dry run, rolled back): now say what came in. */
	if (m.ngames == 0)
		fprintf(c->out, "nothing to merge: this database holds "
		    "everything in %s\n", path);
	for (i = 0; i < m.ngames; i++) {
		const struct store_merged *g = &m.games[i];

		fprintf(c->out, "%s: ", g->name);
		if (g->is_new)
			fprintf(c->out, "new game, %d round%s", g->added,
			    plural(g->added));
		else
			fprintf(c->out, "%d round%s added", g->added,
			    plural(g->added));
		if (g->taken_back > 0)
			fprintf(c->out, ", %d taken back", g->taken_back);
		if (g->event != NULL)
			fprintf(c->out, " (a table of event %s there, not seated "
			    "here: its standings leave it out)", g->event);
		fprintf(c->out, "\n");
		rounds += g->added;
		back += g->taken_back;
	}
	if (m.ngames > 0) {
		fprintf(c->out, "%s %s: %d game%s, %d round%s", dry ?
		    "would merge" : "merged", path, m.ngames, plural(m.ngames),
		    rounds, plural(rounds));
		if (back > 0)
			fprintf(c->out, ", %d taken back", back);
		if (m.players > 0)
			fprintf(c->out, ", %d new player%s", m.players,
			    plural(m.players));
		fprintf(c->out, "%s\n", dry ? "; nothing written (--dry-run)" :
		    "");
	}
	store_merge_free(&m);
	return 0;
}

const struct cmd_entry cmd_merge_entry = {
	.name = "merge",
	.usage = "OTHER.db [--dry-run]",
	.summary = "bring in the games recorded on another device",
	.opts = opts,
	.minpos = 1,
	.maxpos = 1,
	.flags = CMD_DB_READ | CMD_DB_CREATE,
	.check = merge_check,
	.exec = merge_exec,
};
