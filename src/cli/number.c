/*
 * number.c: numbers as the user types them: a score with its sign.
 */
#include "cli.h"

/* A whole number with an optional sign, as on a score pad: +24, -5, 24.
 * 0; SCORE_NAN when it is no number; SCORE_TOO_LARGE past SCORE_MAX
 * either way. */
int
parse_score(const char *s, int *out)
{
	const char *p = s;
	long v = 0;
	int big = 0;

	if (*p == '+' || *p == '-')
		p++;
	if (*p == '\0')
		return SCORE_NAN;
	for (; *p != '\0'; p++) {
		if (*p < '0' || *p > '9')
			return SCORE_NAN;
		if (v > SCORE_MAX)
			big = 1;
		else
			v = v * 10 + (*p - '0');
	}
	if (big || v > SCORE_MAX)
		return SCORE_TOO_LARGE;
	*out = (int)(s[0] == '-' ? -v : v);
	return 0;
}
