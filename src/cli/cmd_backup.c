/*
 * cmd_backup.c: rkub backup FILE: a copy of the database, taken with
 * SQLite's online backup API while others go on using it, checked, and
 * put in place whole or not at all.
 */
#include "game.h"

static const struct opt_spec opts[] = {
	{ NULL, 0, 0, 0 }
};

static int
backup_exec(struct cmd_ctx *c)
{
	int pages;

	if (store_backup(c->db, c->a.pos[0], &pages) < 0)
		return store_fail();
	fprintf(c->out, "backed up %s to %s: %d page%s, checked\n", c->dbpath,
	    c->a.pos[0], pages, pages == 1 ? "" : "s");
	return 0;
}

const struct cmd_entry cmd_backup_entry = {
	.name = "backup",
	.usage = "FILE",
	.summary = "copy the database to FILE, safely while others use it",
	.opts = opts,
	.minpos = 1,
	.maxpos = 1,
	.flags = CMD_DB_READ,
	.exec = backup_exec,
};
