/*
 * score.c: the rules of every edition for scoring a round and the presets
 * that bundle them (whether a round can be at all is round.c's).
 * RULES.md: "Scoring after someone goes out", "When the pool is exhausted",
 * "Player who never made the initial meld", "Junior scoring", "Presets".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rkub.h"

#define NAME(in, i) ((in)->p[i].name != NULL ? (in)->p[i].name : "a player")

struct preset {
	const char *name;
	int joker;
	int tokens;
	enum exhausted_rule exhausted;
	const char *tiles;
	int turn_seconds;
};

/* RULES.md "Presets": one line per rule book. */
static const struct preset presets[] = {
	{ "jumbo",    30, 0, EXH_ALL_PAY,      "standard", 60 },   /* 000 */
	{ "pressman", 30, 0, EXH_FEWEST_TILES, "standard", 0 },    /* 001 */
	{ "goliath",  25, 0, EXH_DIFFERENCE,   "standard", 120 },  /* 003 */
	{ "classic",  50, 0, EXH_DIFFERENCE,   "standard", 60 },   /* 004 */
	{ "junior",   0,  1, EXH_DIFFERENCE,   "junior",   0 },    /* 002 */
};
#define NPRESETS (sizeof(presets) / sizeof(presets[0]))

const char *const rk_presets[] = {
	"jumbo", "pressman", "goliath", "classic", "junior", NULL
};
const char *const rk_exhausted_names[] = {
	[EXH_ALL_PAY] = "all-pay",
	[EXH_DIFFERENCE] = "difference",
	[EXH_FEWEST_TILES] = "fewest-tiles",
	NULL
};

static void
apply(struct rules *r, const struct preset *p)
{
	snprintf(r->preset, sizeof(r->preset), "%s", p->name);
	r->joker = p->joker;
	r->tokens = p->tokens;
	r->exhausted = p->exhausted;
	r->tiles = tileset_find(p->tiles);
	r->meld = tileset_meld(r->tiles);
	r->turn_seconds = p->turn_seconds;
}

void
rules_init(struct rules *r)
{
	memset(r, 0, sizeof(*r));
	apply(r, &presets[0]);
	r->never_melded = NM_NONE;
}

int
rules_preset(struct rules *r, const char *name, struct rk_diag *d)
{
	size_t i;

	for (i = 0; i < NPRESETS; i++)
		if (strcmp(presets[i].name, name) == 0) {
			apply(r, &presets[i]);
			return 0;
		}
	rk_diag_set(d, RK_E_BAD_OPTION, 0, 0, "unknown preset '%s': use "
	    "jumbo, pressman, goliath, classic or junior", name);
	return -1;
}

/* A whole number in [lo, hi]. */
static int
number(const char *s, int lo, int hi, int *out)
{
	char *end;
	long v;

	if (s[0] < '0' || s[0] > '9')
		return -1;
	v = strtol(s, &end, 10);
	if (*end != '\0' || v < lo || v > hi)
		return -1;
	*out = (int)v;
	return 0;
}

static int
set_never_melded(struct rules *r, const char *v, struct rk_diag *d)
{
	int n;

	if (strcmp(v, "none") == 0 || strcmp(v, "double") == 0) {
		r->never_melded = v[0] == 'n' ? NM_NONE : NM_DOUBLE;
		r->nm_n = 0;
		return 0;
	}
	if (strncmp(v, "fixed:", 6) == 0 && number(v + 6, 0, 10000, &n) == 0) {
		r->never_melded = NM_FIXED;
		r->nm_n = n;
		return 0;
	}
	if (strncmp(v, "plus:", 5) == 0 && number(v + 5, 0, 10000, &n) == 0) {
		r->never_melded = NM_PLUS;
		r->nm_n = n;
		return 0;
	}
	rk_diag_set(d, RK_E_BAD_OPTION, 0, 0, "'%s': use none, "
	    "double, fixed:N or plus:N (N from 0 to 10000)", v);
	return -1;
}

int
rules_set(struct rules *r, const char *key, const char *v, struct rk_diag *d)
{
	int i, n;

	if (strcmp(key, "joker") == 0) {
		if (number(v, 0, 1000, &n) < 0) {
			rk_diag_set(d, RK_E_BAD_OPTION, 0, 0, "'%s' is not "
			    "a whole number from 0 to 1000 (25, 30 or 50 in the "
			    "books)", v);
			return -1;
		}
		r->joker = n;
		r->tokens = 0;
		return 0;
	}
	if (strcmp(key, "meld") == 0) {
		if (number(v, 0, 1000, &n) < 0) {
			rk_diag_set(d, RK_E_BAD_OPTION, 0, 0, "'%s' is not "
			    "a whole number from 0 to 1000", v);
			return -1;
		}
		r->meld = n;
		return 0;
	}
	if (strcmp(key, "exhausted") == 0) {
		for (i = 0; rk_exhausted_names[i] != NULL; i++)
			if (strcmp(rk_exhausted_names[i], v) == 0) {
				r->exhausted = (enum exhausted_rule)i;
				return 0;
			}
		rk_diag_set(d, RK_E_BAD_OPTION, 0, 0, "unknown rule "
		    "'%s': use all-pay, difference or fewest-tiles", v);
		return -1;
	}
	if (strcmp(key, "never-melded") == 0)
		return set_never_melded(r, v, d);
	if (strcmp(key, "tiles") == 0) {
		const struct tileset *ts = tileset_find(v);

		if (ts == NULL) {
			rk_diag_set(d, RK_E_BAD_OPTION, 0, 0, "unknown tile "
			    "set '%s': use standard, xp or junior", v);
			return -1;
		}
		r->tiles = ts;
		r->meld = tileset_meld(ts);   /* --meld, set after, wins */
		return 0;
	}
	rk_diag_set(d, RK_E_BAD_OPTION, 0, 0, "unknown rule '%s'", key);
	return -1;
}

size_t
nm_format(const struct rules *r, char *buf, size_t len)
{
	int n;

	switch (r->never_melded) {
	case NM_DOUBLE:
		n = snprintf(buf, len, "double");
		break;
	case NM_FIXED:
		n = snprintf(buf, len, "fixed:%d", r->nm_n);
		break;
	case NM_PLUS:
		n = snprintf(buf, len, "plus:%d", r->nm_n);
		break;
	default:
		n = snprintf(buf, len, "none");
	}
	return n < 0 ? 0 : (size_t)n;
}

/* joker 30, pool exhausted: all-pay, never melded: none, tiles: standard */
size_t
rules_format(const struct rules *r, char *buf, size_t len)
{
	char nm[32];
	int n;

	nm_format(r, nm, sizeof(nm));
	if (r->tokens)
		n = snprintf(buf, len, "tokens, tiles: %s", r->tiles->name);
	else
		n = snprintf(buf, len, "joker %d, pool exhausted: %s, never "
		    "melded: %s, tiles: %s", r->joker,
		    rk_exhausted_names[r->exhausted], nm, r->tiles->name);
	if (n >= 0 && (size_t)n < len && r->meld != tileset_meld(r->tiles))
		n += snprintf(buf + n, len - (size_t)n, ", initial meld %d",
		    r->meld);
	return n < 0 ? 0 : (size_t)n;
}

/*
 * The rules as key=value words that rules_parse_spec reads back:
 * "preset=jumbo joker=30 exhausted=all-pay never-melded=none
 * tiles=standard meld=30"; a junior (token) game has no joker price.
 */
size_t
rules_spec(const struct rules *r, char *buf, size_t len)
{
	char nm[32], joker[24] = "";
	int n;

	nm_format(r, nm, sizeof(nm));
	if (!r->tokens)
		snprintf(joker, sizeof(joker), " joker=%d", r->joker);
	n = snprintf(buf, len, "preset=%s%s exhausted=%s never-melded=%s "
	    "tiles=%s meld=%d", r->preset[0] ? r->preset : "jumbo", joker,
	    rk_exhausted_names[r->exhausted], nm, r->tiles->name, r->meld);
	return n < 0 ? 0 : (size_t)n;
}

/* {"preset":"jumbo","joker":30,"tokens":false,"exhausted":"all-pay",
 * "never_melded":"none","tiles":"standard","meld":30} */
size_t
rules_json(const struct rules *r, char *buf, size_t len)
{
	char nm[32];
	int n;

	nm_format(r, nm, sizeof(nm));
	n = snprintf(buf, len, "{\"preset\":\"%s\",\"joker\":%d,\"tokens\":%s,"
	    "\"exhausted\":\"%s\",\"never_melded\":\"%s\",\"tiles\":\"%s\","
	    "\"meld\":%d}", r->preset[0] ? r->preset : "jumbo", r->joker,
	    r->tokens ? "true" : "false", rk_exhausted_names[r->exhausted], nm,
	    r->tiles->name, r->meld);
	return n < 0 ? 0 : (size_t)n;
}

int
rules_parse_spec(struct rules *r, const char *spec, struct rk_diag *d)
{
	char word[64];
	const char *p = spec, *e;
	size_t n;

	rules_init(r);
	while (*p != '\0') {
		while (*p == ' ' || *p == ';')
			p++;
		if (*p == '\0')
			break;
		for (e = p; *e != '\0' && *e != ' ' && *e != ';'; e++)
			;
		n = (size_t)(e - p);
		if (n >= sizeof(word) || memchr(p, '=', n) == NULL) {
			rk_diag_set(d, RK_E_BAD_OPTION, 0, (int)(p - spec) + 1,
			    "'%.*s' is no rule: rules read as key=value, such as "
			    "joker=30", (int)(n > 40 ? 40 : n), p);
			return -1;
		}
		memcpy(word, p, n);
		word[n] = '\0';
		*strchr(word, '=') = '\0';
		if (strcmp(word, "preset") == 0) {
			if (rules_preset(r, word + 7, d) < 0)
				return -1;
		} else if (rules_set(r, word, word + strlen(word) + 1, d) < 0) {
			char why[sizeof(d->detail)];

			memcpy(why, d->detail, sizeof(why));
			rk_diag_set(d, d->code, d->line, d->col,
			    "%s: %s", word, why);
			return -1;
		}
		p = e;
	}
	return 0;
}

/* The whole box on one rack: no rack can be worth more. */
int
rules_max_rack(const struct rules *r)
{
	const struct tileset *ts = r->tiles;

	return RK_NCOLOURS * ts->copies * ts->maxnum * (ts->maxnum + 1) / 2 +
	    ts->jokers * r->joker;
}

int
rack_value(const struct tile *t, size_t n, int joker)
{
	size_t i;
	int v = 0;

	for (i = 0; i < n; i++)
		v += t[i].joker ? joker : t[i].num;
	return v;
}

/* What a rack costs its holder: the sum, or the never-melded charge. */
static int
charge(const struct rules *r, const struct player_in *p)
{
	if (!p->never_melded)
		return p->value;
	switch (r->never_melded) {
	case NM_DOUBLE:
		return 2 * p->value;
	case NM_FIXED:
		return r->nm_n;
	case NM_PLUS:
		return p->value + r->nm_n;
	default:
		return p->value;
	}
}

static void
tie_error(struct round_out *o, const char *why, struct rk_diag *d)
{
	rk_diag_set(d, RK_E_TIE, 0, 0, "%d players tie on %s: name the winner",
	    o->ntied, why);
}

/*
 * The winner of a round by the key order cmp (lower wins), the caller's
 * word settling a tie.  keys are pairs: primary, secondary.
 */
static int
pick_winner(const struct round_in *in, const int key[][2], struct round_out *o,
    const char *why, struct rk_diag *d)
{
	int i, best = 0;

	for (i = 1; i < in->n; i++)
		if (key[i][0] < key[best][0] || (key[i][0] == key[best][0] &&
		    key[i][1] < key[best][1]))
			best = i;
	o->ntied = 0;
	for (i = 0; i < in->n; i++)
		if (key[i][0] == key[best][0] && key[i][1] == key[best][1])
			o->tied[o->ntied++] = i;
	if (in->winner >= 0) {
		for (i = 0; i < o->ntied; i++)
			if (o->tied[i] == in->winner)
				return in->winner;
		rk_diag_set(d, RK_E_WINNER_HINT, 0, 0, "%s decides this round: "
		    "a named winner only settles a tie", why);
		o->winner = best;
		return -1;
	}
	if (o->ntied > 1) {
		o->tie_rule = why;
		tie_error(o, why, d);
		return -1;
	}
	return best;
}

static int
score_tokens(const struct round_in *in, struct round_out *o,
    struct rk_diag *d)
{
	int key[RK_MAX_PLAYERS][2], i;

	/* Most tokens wins; on equal tokens who went out first (002). */
	for (i = 0; i < in->n; i++) {
		key[i][0] = -in->p[i].value;
		key[i][1] = in->p[i].out_order > 0 ? in->p[i].out_order :
		    RK_MAX_PLAYERS + 1;
		o->score[i] = in->p[i].value;
		o->sum += in->p[i].value;
	}
	if ((o->winner = pick_winner(in, key, o,
	    "the most tokens and going out first", d)) < 0)
		return -1;
	return 0;
}

/* A tie for the lowest rack that tile counts must break, when a rack
 * was given as a plain sum. */
static int
low_tie_untold(const struct round_in *in, struct round_out *o,
    struct rk_diag *d)
{
	int i, low = in->p[0].value, first = -1;

	for (i = 1; i < in->n; i++)
		if (in->p[i].value < low)
			low = in->p[i].value;
	for (i = 0; i < in->n; i++) {
		if (in->p[i].value != low)
			continue;
		if (first < 0) {
			first = i;
			continue;
		}
		if (in->p[i].ntiles < 0 || in->p[first].ntiles < 0) {
			o->ntied = 2;
			o->tied[0] = first;
			o->tied[1] = i;
			o->tie_rule = "the lowest rack";
			rk_diag_set(d, RK_E_NEED_TILES, 0, 0, "%s and %s tie on "
			    "%d points: give their racks as tiles, or name the "
			    "winner", NAME(in, first), NAME(in, i), low);
			return -1;
		}
	}
	return 0;
}

int
round_score(const struct rules *r, const struct round_in *in,
    struct round_out *o, struct rk_diag *d)
{
	int key[RK_MAX_PLAYERS][2], i, w, total = 0;

	memset(o, 0, sizeof(*o));
	o->winner = -1;
	o->out = -1;
	if (round_check(r, in, d) < 0)
		return -1;
	if (r->tokens)
		return score_tokens(in, o, d);
	for (i = 0; i < in->n; i++)
		o->charged[i] = charge(r, &in->p[i]);
	if ((w = round_went_out(r, in)) >= 0) {
		/* Somebody went out: the others pay, the winner collects. */
		o->charged[w] = 0;
		for (i = 0; i < in->n; i++)
			if (i != w) {
				o->score[i] = -o->charged[i];
				total += o->charged[i];
			}
		o->score[w] = total;
		o->winner = o->out = w;
		return 0;
	}

	switch (r->exhausted) {
	case EXH_ALL_PAY:
		/* 000: lowest sum wins, then fewer tiles; everyone pays. */
	case EXH_DIFFERENCE:
		/* 004: lowest sum wins (tie-break of 000); the others pay
		 * the difference to the winner. */
		for (i = 0; i < in->n; i++) {
			key[i][0] = in->p[i].value;
			key[i][1] = in->p[i].ntiles;
		}
		if (in->winner < 0 && low_tie_untold(in, o, d) < 0)
			return -1;
		if ((w = pick_winner(in, key, o,
		    "the lowest rack, then the fewest tiles", d)) < 0)
			return -1;
		o->winner = w;
		if (r->exhausted == EXH_ALL_PAY) {
			for (i = 0; i < in->n; i++) {
				o->score[i] = -o->charged[i];
				o->sum += o->score[i];
			}
			return 0;
		}
		for (i = 0; i < in->n; i++)
			if (i != w) {
				int owe = o->charged[i] - in->p[w].value;

				o->score[i] = owe > 0 ? -owe : 0;
				total -= o->score[i];
			}
		o->score[w] = total;
		return 0;
	case EXH_FEWEST_TILES:
		/* 001: fewest tiles wins (then the lower sum); scored as if
		 * that player had gone out. */
		for (i = 0; i < in->n; i++) {
			if (in->p[i].ntiles < 0) {
				o->ntied = 1;
				o->tied[0] = i;
				o->tie_rule = "the fewest tiles";
				rk_diag_set(d, RK_E_NEED_TILES, 0, 0, "%s: "
				    "fewest-tiles counts tiles: give every rack "
				    "as tiles, not as a sum", NAME(in, i));
				return -1;
			}
			key[i][0] = in->p[i].ntiles;
			key[i][1] = in->p[i].value;
		}
		if ((w = pick_winner(in, key, o,
		    "the fewest tiles, then the lowest rack", d)) < 0)
			return -1;
		o->winner = w;
		for (i = 0; i < in->n; i++)
			if (i != w) {
				o->score[i] = -o->charged[i];
				total += o->charged[i];
			}
		o->score[w] = total;
		return 0;
	}
	return -1;
}
