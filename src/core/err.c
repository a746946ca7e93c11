/*
 * err.c: the one catalogue of errors.  Every reason rkub gives for a bad
 * token or an invalid set comes from this table, so reasons read the same
 * everywhere and tests can name them.
 */
#include <stdarg.h>
#include <stdio.h>

#include "rkub.h"

/* whole: the detail is a sentence that says the message already. */
static const struct {
	const char *name;
	const char *message;
	int whole;
} catalogue[RK_E_NCODES] = {
	[RK_OK] = { "ok", "ok" },
	[RK_E_BAD_TOKEN] = { "bad-token", "not a tile" },
	[RK_E_BAD_COLOUR] = { "bad-colour", "bad colour" },
	[RK_E_NO_NUMBER] = { "no-number", "tile without a number" },
	[RK_E_BAD_NUMBER] = { "bad-number", "number out of range" },
	[RK_E_BAD_RANGE] = { "bad-range", "bad range" },
	[RK_E_BAD_PIN] = { "bad-pin", "bad pinned joker" },
	[RK_E_EMPTY_SET] = { "empty-set", "empty set" },
	[RK_E_EMPTY_RACK] = { "empty-rack", "empty rack" },
	[RK_E_BAD_NAME] = { "bad-name", "bad player name" },
	[RK_E_DUP_RACK] = { "duplicate-rack", "rack given twice" },
	[RK_E_TOO_MANY_RACKS] = { "too-many-racks", "too many racks" },
	[RK_E_LINE_TOO_LONG] = { "line-too-long", "line too long" },
	[RK_E_NOT_UTF8] = { "not-utf8", "invalid UTF-8" },
	[RK_E_NUL_BYTE] = { "nul-byte", "NUL byte in text" },
	[RK_E_TOO_BIG] = { "too-big", "text too large" },
	[RK_E_TOO_SHORT] = { "too-short", "set too short" },
	[RK_E_NOT_IN_SET] = { "not-in-tile-set", "tile not in this tile set" },
	[RK_E_ONLY_JOKERS] = { "only-jokers", "set of jokers only" },
	[RK_E_JOKERS_PER_SET] = { "jokers-per-set", "too many jokers in one set" },
	[RK_E_RUN_COLOUR] = { "run-colour", "colour changes in the run" },
	[RK_E_RUN_GAP] = { "gap", "gap in the run" },
	[RK_E_RUN_ORDER] = { "order", "run out of order" },
	[RK_E_RUN_WRAP] = { "wrap", "run wraps from 13 to 1" },
	[RK_E_RUN_PAST_TOP] = { "past-top", "run goes past the highest number" },
	[RK_E_RUN_BELOW_1] = { "below-one", "run goes below 1" },
	[RK_E_RUN_TOO_LONG] = { "run-too-long", "run too long" },
	[RK_E_RUN_JOKER_DESC] = { "joker-descending", "descending run with a joker" },
	[RK_E_GROUP_COLOUR] = { "colour-repeated", "colour repeated in the group" },
	[RK_E_GROUP_SIZE] = { "group-too-big", "group of more than 4" },
	[RK_E_NO_GROUPS] = { "no-groups", "group in a runs-only tile set" },
	[RK_E_PIN_MISMATCH] = { "pin-mismatch", "joker pinned to a tile that does not fit" },
	[RK_E_SUPPLY] = { "supply", "more tiles than the tile set holds" },
	[RK_E_MELD_LOW] = { "meld-too-low", "initial meld too low" },
	[RK_E_WINNER_TILES] = { "winner-has-tiles", "the player who went out holds tiles", 1 },
	[RK_E_TWO_OUT] = { "two-out", "more than one player went out", 1 },
	[RK_E_OUT_NEVER_MELDED] = { "out-never-melded", "the player who went out never melded", 1 },
	[RK_E_NOT_BALANCED] = { "not-balanced", "round does not balance" },
	[RK_E_TWO_WINNERS] = { "two-winners", "more than one winner" },
	[RK_E_WINNER_HINT] = { "winner-not-tied", "the named winner is not the rule's" },
	[RK_E_TIE] = { "tie", "tie" },
	[RK_E_NEED_TILES] = { "need-tiles", "the rule needs the tiles, not sums" },
	[RK_E_BAD_VALUE] = { "bad-value", "impossible rack value" },
	[RK_E_BAD_OPTION] = { "bad-option", "unknown option value" },
	[RK_E_PLAYERS] = { "players", "wrong number of players" },
	[RK_E_IMPOSSIBLE] = { "impossible", "impossible round" },
	[RK_E_TAKEN_BACK] = { "taken-back", "a tile went back from the table" },
	[RK_E_JOKER_KEPT] = { "joker-kept", "a freed joker was not played again" },
	[RK_E_NOT_FROM_RACK] = { "not-from-rack", "a tile that was not on the rack" },
	[RK_E_NOTHING_PLAYED] = { "nothing-played", "nothing played" },
	[RK_E_FIRST_TOUCHED] = { "meld-touched-table", "the initial meld changed the table" },
	[RK_E_JOKER_SET_CHANGED] = { "joker-set-changed", "a set with a joker was changed" },
	[RK_E_JOKER_NOT_NEW] = { "joker-not-in-new-set", "a swapped joker was not laid in a new set" },
};

const char *
rk_err_name(enum rk_err e)
{
	return e < RK_E_NCODES ? catalogue[e].name : "unknown";
}

const char *
rk_err_message(enum rk_err e)
{
	return e < RK_E_NCODES ? catalogue[e].message : "unknown error";
}

size_t
rk_diag_text(const struct rk_diag *d, char *buf, size_t len)
{
	int n;

	if (d->code < RK_E_NCODES && catalogue[d->code].whole &&
	    d->detail[0] != '\0')
		n = snprintf(buf, len, "%s", d->detail);
	else
		n = snprintf(buf, len, "%s%s%s", rk_err_message(d->code),
		    d->detail[0] ? ": " : "", d->detail);
	return n < 0 ? 0 : (size_t)n;
}

int
rk_err_is_syntax(enum rk_err e)
{
	return e >= RK_E_SYNTAX_FIRST && e <= RK_E_SYNTAX_LAST;
}

/* Input that cannot be used exits 2; a rule that is broken exits 1. */
int
rk_err_status(enum rk_err e)
{
	switch (e) {
	case RK_OK:
		return 0;
	case RK_E_TIE:
	case RK_E_NEED_TILES:
	case RK_E_BAD_VALUE:
	case RK_E_BAD_OPTION:
		return 2;
	default:
		return rk_err_is_syntax(e) ? 2 : 1;
	}
}

void
rk_diag_set(struct rk_diag *d, enum rk_err code, int line, int col,
    const char *fmt, ...)
{
	va_list ap;

	if (d == NULL)
		return;
	d->code = code;
	d->line = line;
	d->col = col;
	d->detail[0] = '\0';
	if (fmt != NULL) {
		va_start(ap, fmt);
		vsnprintf(d->detail, sizeof(d->detail), fmt, ap);
		va_end(ap);
	}
}
