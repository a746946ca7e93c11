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
	{ "json", 0, 0, 0 },
	RULE_OPTIONS,
	{ NULL, 0, 0, 0 }
};

/* What the audit found, held until the sheet is read whole. */
struct audit {
	struct rules *rules;   /* NULL: the command line gave them */
	int json, n;
	FILE *f;
	char *buf;
	size_t len;
};

static int
on_round(struct scoresheet *s, const char *label, const int *scores,
    const struct balance *b, const struct rk_diag *off, void *data)
{
	struct audit *a = data;
	char buf[16];
	int i;

	(void)b;
	if (off == NULL)
		return 0;
	if (a->json) {
		fprintf(a->f, "%s{\"line\":%d,\"round\":", a->n++ ? "," : "",
		    s->line);
		json_str(a->f, label);
		fprintf(a->f, ",\"scores\":[");
		for (i = 0; i < s->n; i++)
			fprintf(a->f, s->present[i] ? "%s%d" : "%snull",
			    i ? "," : "", scores[i]);
		fprintf(a->f, "],\"error\":\"%s\",\"reason\":",
		    rk_err_name(off->code));
		json_str(a->f, off->detail);
		fputc('}', a->f);
		return 0;
	}
	fprintf(a->f, "line %d: round %s:", s->line, label);
	for (i = 0; i < s->n; i++)
		fprintf(a->f, " %s", s->present[i] ? signed_str(scores[i], buf,
		    sizeof(buf)) : "-");
	fprintf(a->f, ": %s\n", off->detail);
	return 0;
}

static void
on_total(struct scoresheet *s, int i, int said, void *data)
{
	struct audit *a = data;

	if (!a->json) {
		fprintf(a->f, "line %d: the total of %s is %+d on the sheet, "
		    "but the rounds add up to %+d\n", s->line, s->names[i],
		    said, s->totals[i]);
		return;
	}
	fprintf(a->f, "%s{\"line\":%d,\"total_of\":", a->n++ ? "," : "",
	    s->line);
	json_str(a->f, s->names[i]);
	fprintf(a->f, ",\"sheet\":%d,\"rounds\":%d}", said, s->totals[i]);
}

static int
on_rules(struct scoresheet *s, const char *spec, void *data)
{
	struct audit *a = data;

	return a->rules != NULL ? sheet_rules(s, spec, a->rules) : 0;
}

static int
audit_exec(struct cmd_ctx *c)
{
	struct scoresheet *s = xcalloc(1, sizeof(*s));
	struct audit a;
	struct rules r;
	char buf[16], rules[256];
	int rc, i;

	if ((rc = rules_options(c, &r)) != 0) {
		free(s);
		return rc;
	}
	memset(&a, 0, sizeof(a));
	a.rules = rules_given(c) ? NULL : &r;
	a.json = arg_get(c, "json") != NULL;
	if ((a.f = open_memstream(&a.buf, &a.len)) == NULL) {
		warnx_("out of memory");
		free(s);
		return EXIT_USAGE;
	}
	s->path = c->a.pos[0];
	s->rules = &r;
	s->on_round = on_round;
	s->on_rules = on_rules;
	s->on_total = on_total;
	s->data = &a;
	rc = scoresheet_read(s);
	fclose(a.f);
	if (rc == 0 && a.json) {
		rules_json(&r, rules, sizeof(rules));
		printf("{\"balanced\":%s,\"rounds\":%d,\"off\":[%s],"
		    "\"totals\":{", s->off_rounds || s->totals_wrong ? "false" :
		    "true", s->rounds, a.buf);
		for (i = 0; i < s->n; i++) {
			printf("%s", i ? "," : "");
			json_str(stdout, s->names[i]);
			printf(":%d", s->totals[i]);
		}
		printf("},\"rules\":%s}\n", rules);
		if (s->off_rounds || s->totals_wrong)
			rc = EXIT_RULE;
	} else if (rc == 0) {
		fputs(a.buf, stdout);
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
	free(a.buf);
	free(s);
	return rc;
}

const struct cmd_entry cmd_audit_entry = {
	.name = "audit",
	.usage = "FILE [--json] [--preset P] [--joker N] [--exhausted M] "
	    "[--never-melded M] [--tiles T] [--meld N]",
	.summary = "check a CSV score sheet without importing: each row that "
	    "does not balance",
	.opts = opts,
	.minpos = 1,
	.maxpos = 1,
	.flags = 0,
	.exec = audit_exec,
};
