/*
 * fuzz_csv: libFuzzer target for the CSV score-sheet reader behind import
 * and audit, both shapes, and the rules column's parser
 * (rules_parse_spec).  make fuzz builds and runs it.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../../src/cli/csvin.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
on_round(struct scoresheet *s, const char *label, const int *scores,
    const struct balance *b, const struct rk_diag *off, void *v)
{
	(void)s, (void)label, (void)scores, (void)b, (void)off, (void)v;
	return 0;
}

static int
on_rules(struct scoresheet *s, const char *spec, void *v)
{
	return sheet_rules(s, spec, v);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct scoresheet s;
	struct rules r;

	freopen("/dev/null", "w", stdout);
	rules_init(&r);
	memset(&s, 0, sizeof(s));
	s.rules = &r;
	s.on_round = on_round;
	s.on_rules = on_rules;
	s.data = &r;
	scoresheet_parse_buf(&s, (const char *)data, size);
	return 0;
}
