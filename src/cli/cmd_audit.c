/*
 * cmd_audit.c: rkub audit FILE: check a CSV score sheet without importing
 * it: each row that does not balance, by how much, a printed totals row
 * against the rounds, and the totals.  Status 1 when anything is off.
 */
#include <stdlib.h>
#include <string.h>

#include "csvin.h"
#include "game.h"

static const struct opt_spec opts[] = {
	RULE_OPTIONS,
	{ NULL, 0, 0, 0 }
};

static int
on_round(struct scoresheet *s, const char *label, const int *scores,
    const struct balance *b, const struct rk_diag *off, void *data)
{
	char buf[16];
	int i;

	(void)b;
	(void)data;
	if (off == NULL)
		return 0;
	printf("line %d: round %s:", s->line, label);
	for (i = 0; i < s->n; i++)
		printf(" %s", signed_str(scores[i], buf, sizeof(buf)));
	printf(": %s\n", off->detail);
	return 0;
}

static int
on_rules(struct scoresheet *s, const char *spec, void *data)
{
	return data != NULL ? sheet_rules(s, spec, data) : 0;
}

static int
audit_exec(struct cmd_ctx *c)
{
	struct scoresheet *s = xcalloc(1, sizeof(*s));
	struct rules r;
	char buf[16], rules[256];
	int rc, i;

	if ((rc = rules_options(c, &r)) != 0) {
		free(s);
		return rc;
	}
	s->path = c->a.pos[0];
	s->rules = &r;
	s->on_round = on_round;
	s->on_rules = on_rules;
	s->data = rules_given(c) ? NULL : &r;
	rc = scoresheet_read(s);
	if (rc == 0) {
		rules_format(&r, rules, sizeof(rules));
		printf("totals:");
		for (i = 0; i < s->n; i++)
			printf(" %s %s%s", s->names[i],
			    signed_str(s->totals[i], buf, sizeof(buf)),
			    i + 1 < s->n ? "," : "");
		printf("\n%s: %d round%s, %d off%s; rules: %s\n",
		    s->off_rounds || s->totals_wrong ? "off" : "balanced",
		    s->rounds, s->rounds == 1 ? "" : "s", s->off_rounds,
		    s->totals_wrong ? ", totals row wrong" : "", rules);
		if (s->off_rounds || s->totals_wrong)
			rc = EXIT_RULE;
	}
	free(s);
	return rc;
}

const struct cmd_entry cmd_audit_entry = {
	.name = "audit",
	.usage = "FILE [--preset P] [--joker N] [--exhausted M] "
	    "[--never-melded M] [--tiles T] [--meld N]",
	.summary = "check a CSV score sheet without importing: each row that "
	    "does not balance",
	.opts = opts,
	.minpos = 1,
	.maxpos = 1,
	.flags = 0,
	.exec = audit_exec,
};
