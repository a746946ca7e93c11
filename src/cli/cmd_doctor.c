/*
 * cmd_doctor.c: rkub doctor: is the database whole?  SQLite's integrity
 * and foreign-key checks, then rkub's: the tally recounted from the
 * entries, the seats, the entries against their rounds, the numbering of
 * the rounds.  A line per check, a line per finding; status 1 when
 * something was found.
 */
#include "game.h"

static const struct opt_spec opts[] = {
	{ NULL, 0, 0, 0 }
};

static int
finding(void *arg, const char *check, const char *what)
{
	FILE *f = arg;

	if (what == NULL)
		fprintf(f, "%s: ok\n", check);
	else
		fprintf(f, "%s: %s\n", check, what);
	return 0;
}

static int
doctor_exec(struct cmd_ctx *c)
{
	int n;

	if (store_doctor(c->db, finding, c->out, &n) < 0)
		return store_fail();
	if (n == 0) {
		fprintf(c->out, "%s: no damage found\n", c->dbpath);
		return 0;
	}
	fprintf(c->out, "%s: %d problem%s found: restore a backup ('rkub "
	    "backup' makes one), or repair with sqlite3(1)\n", c->dbpath, n,
	    n == 1 ? "" : "s");
	return EXIT_RULE;
}

const struct cmd_entry cmd_doctor_entry = {
	.name = "doctor",
	.usage = "",
	.summary = "check the database: SQLite's integrity and keys, the "
	    "tally against the entries",
	.opts = opts,
	.minpos = 0,
	.maxpos = 0,
	.flags = CMD_DB_READ,
	.exec = doctor_exec,
};
