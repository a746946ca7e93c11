/*
 * unit.h: helpers shared by the cmocka unit tests of the rules core.
 */
#ifndef RKUB_UNIT_H
#define RKUB_UNIT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "rkub.h"

static inline const struct tileset *
ts_std(void)
{
	return tileset_find("standard");
}

/* The rules of a preset, as a book bundles them. */
static inline struct rules
preset(const char *name)
{
	struct rules r;
	struct rk_diag d;

	rules_init(&r);
	if (rules_preset(&r, name, &d) < 0)
		fail_msg("preset %s: %s", name, d.detail);
	return r;
}

static inline int
parse_tiles(const char *s, struct tile *t, size_t cap)
{
	struct rk_diag d;
	int n = tiles_parse(s, strlen(s), 1, t, cap, &d);

	if (n < 0)
		fail_msg("'%s' does not parse: %s", s, d.detail);
	return n;
}

/* The set s under tile set tsname is valid with this kind and value. */
static inline void
set_ok(const char *s, const char *tsname, int kind, int value)
{
	struct tile t[32];
	struct set_result r;
	struct rk_diag d;
	int n = parse_tiles(s, t, 32);

	memset(&d, 0, sizeof(d));
	if (set_check(t, (size_t)n, tileset_find(tsname), &r, &d) != 0)
		fail_msg("'%s' (%s) refused: %s", s, tsname, d.detail);
	assert_int_equal(r.r[0].kind | (r.nreadings > 1 ? r.r[1].kind : 0),
	    kind);
	assert_int_equal(r.value, value);
}

/* The set s under tile set tsname is invalid for this reason. */
static inline void
set_bad(const char *s, const char *tsname, enum rk_err code)
{
	struct tile t[32];
	struct set_result r;
	struct rk_diag d;
	int n = parse_tiles(s, t, 32);

	memset(&d, 0, sizeof(d));
	if (set_check(t, (size_t)n, tileset_find(tsname), &r, &d) == 0)
		fail_msg("'%s' (%s) accepted, expected %s", s, tsname,
		    rk_err_name(code));
	if (d.code != code)
		fail_msg("'%s' (%s): %s (%s), expected %s", s, tsname,
		    rk_err_name(d.code), d.detail, rk_err_name(code));
	assert_int_equal(r.nreadings, 0);
}

#endif
