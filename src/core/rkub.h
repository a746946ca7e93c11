/*
 * rkub.h: the rules core of rkub (librkub.a).
 *
 * Tiles, tile sets, set validation, layouts, initial melds and round
 * scoring.  The core never touches stdio, exit(), SQLite or CSV: every
 * function returns a result and, on failure, fills a struct rk_diag that
 * the front end prints.  Callers own what they pass in and get back.
 * Nothing here allocates but arrange(), which takes its working memory
 * from malloc and frees it all before it returns, but for the moves of
 * the slots of each rule it meets (its tiles' copies and jokers), which
 * do not depend on the bag: it keeps those for the process's next bags,
 * some 40 KB a rule and a few KB a tuple of slots met.  It may be called
 * from several threads at once.
 */
#ifndef RKUB_H
#define RKUB_H

#include <stddef.h>
#include <stdint.h>

#define RK_VERSION "0.1.0"

enum rk_colour { RK_BLACK, RK_RED, RK_BLUE, RK_ORANGE, RK_NCOLOURS };

#define RK_MAXNUM 13          /* highest number of any tile set */
#define RK_SET_MAX 13         /* the longest possible set */
#define RK_NKINDS (RK_NCOLOURS * RK_MAXNUM + 1)  /* tile kinds, joker last */
#define RK_JOKER_KIND (RK_NKINDS - 1)
#define RK_LINE_MAX 4096      /* longest input line, in bytes */
#define RK_LAYOUT_TILES 1024  /* most tiles in one layout text */
#define RK_LAYOUT_SETS 512
#define RK_LAYOUT_RACKS 8
#define RK_NAME_MAX 64        /* longest player name, in bytes */

/*
 * A tile.  A joker has joker set; when pinned (j=r6) colour and num say
 * what it stands for.  col is the 1-based column it was read from, 0 when
 * it was not read from text.
 */
struct tile {
	uint8_t colour;
	uint8_t num;
	uint8_t joker;
	uint8_t pinned;
	uint16_t col;
};

/* A tile set: how many of each tile a box holds. */
struct tileset {
	const char *name;
	int maxnum;            /* numbers 1..maxnum */
	int copies;            /* copies of each numbered tile */
	int jokers;
	int runs_only;         /* junior: no groups */
	int jokers_per_set;    /* 0: any number */
	int min_players, max_players;
};

extern const struct tileset rk_tilesets[];
extern const size_t rk_ntilesets;
const struct tileset *tileset_find(const char *name);
int tileset_total(const struct tileset *);
int tileset_holds(const struct tileset *, const struct tile *);
/* The least value of an initial meld the set's book names: 30, or 0 for
 * the junior game, whose first turn lays one complete set (002). */
int tileset_meld(const struct tileset *);

/* The catalogue of errors: parse errors (status 2) and rule errors (1). */
enum rk_err {
	RK_OK = 0,
	/* parse errors */
	RK_E_SYNTAX_FIRST,
	RK_E_BAD_TOKEN = RK_E_SYNTAX_FIRST,
	RK_E_BAD_COLOUR,
	RK_E_NO_NUMBER,
	RK_E_BAD_NUMBER,
	RK_E_BAD_RANGE,
	RK_E_BAD_PIN,
	RK_E_EMPTY_SET,
	RK_E_EMPTY_RACK,
	RK_E_BAD_NAME,
	RK_E_DUP_RACK,
	RK_E_TOO_MANY_RACKS,
	RK_E_LINE_TOO_LONG,
	RK_E_NOT_UTF8,
	RK_E_NUL_BYTE,
	RK_E_TOO_BIG,
	RK_E_SYNTAX_LAST = RK_E_TOO_BIG,
	/* rule errors */
	RK_E_TOO_SHORT,
	RK_E_NOT_IN_SET,
	RK_E_ONLY_JOKERS,
	RK_E_JOKERS_PER_SET,
	RK_E_RUN_COLOUR,
	RK_E_RUN_GAP,
	RK_E_RUN_ORDER,
	RK_E_RUN_WRAP,
	RK_E_RUN_PAST_TOP,
	RK_E_RUN_BELOW_1,
	RK_E_RUN_TOO_LONG,
	RK_E_RUN_JOKER_DESC,
	RK_E_GROUP_COLOUR,
	RK_E_GROUP_SIZE,
	RK_E_NO_GROUPS,
	RK_E_PIN_MISMATCH,
	RK_E_SUPPLY,
	RK_E_MELD_LOW,
	/* scoring */
	RK_E_WINNER_TILES,     /* the player who went out holds tiles */
	RK_E_TWO_OUT,          /* a second empty rack: one player goes out */
	RK_E_OUT_NEVER_MELDED, /* the player who went out never melded */
	RK_E_NOT_BALANCED,     /* a round given as scores does not sum up */
	RK_E_TWO_WINNERS,
	RK_E_WINNER_HINT,      /* --winner names another than the rule */
	RK_E_TIE,              /* a tie the rule leaves: name the winner */
	RK_E_NEED_TILES,       /* the rule needs tile counts, not sums */
	RK_E_BAD_VALUE,        /* a negative or impossible rack value */
	RK_E_BAD_OPTION,       /* unknown preset or mode */
	RK_E_PLAYERS,          /* too few or too many players */
	RK_E_IMPOSSIBLE,       /* a round no game can end in */
	/* moves */
	RK_E_TAKEN_BACK,
	RK_E_JOKER_KEPT,
	RK_E_NOT_FROM_RACK,
	RK_E_NOTHING_PLAYED,
	RK_E_FIRST_TOUCHED,
	RK_E_JOKER_SET_CHANGED,
	RK_E_JOKER_NOT_NEW,    /* 004: a swapped joker starts a new set */
	RK_E_NCODES
};

struct rk_diag {
	enum rk_err code;
	int line;              /* 0: not from a line of text */
	int col;
	char detail[160];
};

const char *rk_err_name(enum rk_err);     /* short id: "gap", "too-short" */
const char *rk_err_message(enum rk_err);  /* "gap in the run" */
/* The one wording of a diag, without its place: "message: detail", or
 * the detail alone where it says the message already (a whole sentence,
 * as "ann went out, so ann has melded"). */
size_t rk_diag_text(const struct rk_diag *, char *buf, size_t len);
int rk_err_is_syntax(enum rk_err);
int rk_err_status(enum rk_err);           /* exit status: 1 rule, 2 input */
void rk_diag_set(struct rk_diag *, enum rk_err, int line, int col,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* Tiles. */
int tile_kind(const struct tile *);           /* 0..RK_NKINDS-1 */
struct tile tile_of_kind(int kind);
int tile_colour_letter(int colour);
size_t tile_format(const struct tile *, char *buf, size_t len);
/*
 * Parse tile notation: tiles separated by blanks or commas, with the
 * shorthands r4-7 and kro10.  col0 is the column of s[0].  Returns the
 * number of tiles, or -1 with d filled (d->col set, d->line left alone).
 */
int tiles_parse(const char *s, size_t len, int col0, struct tile *out,
    size_t cap, struct rk_diag *d);

/* Sets. */
enum set_kind { SET_INVALID = 0, SET_RUN = 1, SET_GROUP = 2 };

struct set_reading {
	enum set_kind kind;
	int value;                      /* each joker at the tile it replaces */
	struct tile stand[RK_SET_MAX];  /* what each position stands for */
	uint8_t colours[RK_SET_MAX];    /* group jokers: bit mask of colours */
};

struct set_result {
	int nreadings;                  /* 0: invalid, 1, or 2 (run and group) */
	struct set_reading r[2];
	int value;                      /* meld value: the lower reading */
	int errpos;                     /* index of the offending tile, or -1 */
};

int set_check(const struct tile *, size_t n, const struct tileset *,
    struct set_result *, struct rk_diag *);

/* Layouts: sets on the table and players' racks. */
struct span {
	int first, n;          /* tiles[first .. first+n-1] */
	int line, col;
};

struct rack {
	char name[RK_NAME_MAX + 1];
	struct span s;
};

struct layout {
	struct tile tiles[RK_LAYOUT_TILES];
	int ntiles;
	struct span sets[RK_LAYOUT_SETS];
	int nsets;
	struct rack racks[RK_LAYOUT_RACKS];
	int nracks;
};

void layout_init(struct layout *);
/* Parse one line (without its newline) into l.  0, or -1 with d filled. */
int layout_parse_line(struct layout *, const char *s, size_t len, int lineno,
    struct rk_diag *);
/* Parse a whole text. */
int layout_parse(struct layout *, const char *s, size_t len, struct rk_diag *);

/* Supply: tiles that appear more often than the tile set holds. */
struct supply_excess {
	struct tile t;         /* a joker stands for every joker */
	int count, holds;
};
int supply_check(const struct tile *, size_t n, const struct tileset *,
    struct supply_excess *out, size_t cap);
/* The one report of a supply overflow: RK_E_SUPPLY with every tile beyond
 * the supply in the detail ("r5 3 times, the standard set holds 2; ...").
 * Returns how many kinds of tile are over, 0 when none (d untouched). */
int supply_diag(const struct tile *, size_t n, const struct tileset *,
    struct rk_diag *);

/*
 * The one report of a layout's sets: is set i valid?  set_check's answer,
 * with d placed where the set goes wrong: its line, and the column of the
 * tile at fault (else of the set).  0, or -1 with d filled.
 */
int layout_set_check(const struct layout *, int i, const struct tileset *,
    struct set_result *, struct rk_diag *);

/* Initial meld: the value of a meld given as a layout's sets. */
int meld_value(const struct layout *, const struct tileset *,
    struct set_result *results, int *bad);

/* Scoring: RULES.md "Scoring", "When the pool is exhausted", "Player who
 * never made the initial meld", "Junior scoring", "Presets". */
#define RK_MAX_PLAYERS 8
#define RK_JUNIOR_TOKENS 58   /* reward tokens in the junior box (002) */

enum exhausted_rule { EXH_ALL_PAY, EXH_DIFFERENCE, EXH_FEWEST_TILES };
enum nm_mode { NM_NONE, NM_DOUBLE, NM_FIXED, NM_PLUS };

struct rules {
	char preset[16];            /* "" when none was named */
	int joker;                  /* a joker left on a rack costs this */
	int tokens;                 /* junior: scores are reward tokens */
	enum exhausted_rule exhausted;
	enum nm_mode never_melded;
	int nm_n;                   /* N of fixed:N and plus:N */
	const struct tileset *tiles;
	int meld;                   /* least value of an initial meld */
	int turn_seconds;           /* 0: no limit (informational) */
};

extern const char *const rk_presets[];      /* NULL-ended */
extern const char *const rk_exhausted_names[];
void rules_init(struct rules *);            /* the jumbo preset */
int rules_preset(struct rules *, const char *name, struct rk_diag *);
/* key: joker, exhausted, never-melded, tiles, meld */
int rules_set(struct rules *, const char *key, const char *value,
    struct rk_diag *);
size_t rules_format(const struct rules *, char *buf, size_t len);
size_t nm_format(const struct rules *, char *buf, size_t len);
/* "preset=jumbo joker=30 exhausted=all-pay never-melded=none
 * tiles=standard meld=30", and back (a missing key keeps the preset's). */
size_t rules_spec(const struct rules *, char *buf, size_t len);
/* The rules as a JSON object (the preset is named: jumbo by default). */
size_t rules_json(const struct rules *, char *buf, size_t len);
int rules_parse_spec(struct rules *, const char *spec, struct rk_diag *);
int rules_max_rack(const struct rules *);   /* the highest rack value */

int rack_value(const struct tile *, size_t n, int joker);

struct player_in {
	int value;          /* rack value; tokens under junior rules */
	int ntiles;         /* tiles on the rack; -1 when given as a sum */
	int never_melded;
	int out_order;      /* junior: 1 went out first, 0 did not */
	const char *name;   /* what messages call the player; NULL: "a player" */
	const struct tile *t;  /* the rack's ntiles tiles, or NULL */
	int unknown;        /* not given yet (a question still to come):
	                     * round_check leaves the rack alone */
	int line;           /* where the rack was read (the caller's count:
	                     * a line of a layout, an operand), or 0 */
};

#define RK_OUT_FROM_RACKS (-2)  /* who went out: whoever has an empty rack */

struct round_in {
	int n;
	struct player_in p[RK_MAX_PLAYERS];
	int out;            /* who went out, -1: the pool ran out, or
	                     * RK_OUT_FROM_RACKS (a final table); junior:
	                     * who went out first, or -1 */
	int winner;         /* the caller's word on a tie, or -1 */
	const struct layout *table;   /* the final table's sets, or NULL */
};

/*
 * The rules of a round, in one place: is this a round a game can end in?
 * Every rule that does not need the scoring: the number of players; the
 * final table's sets (when given); no rack beyond the tile set, below 0 or
 * above the whole box; the player who went out holds no tile and has
 * melded; one player goes out, and any other holds a tile (an empty rack
 * when the pool ran out is a player who went out); the tiles of the table
 * and the racks within the supply; junior tokens within the box.  Racks
 * marked unknown are not judged.  0, or -1 with d filled: d->line is the
 * rack's line where the rule is about one rack given as text, or the
 * table's line.  Messages name players by name.
 */
int round_check(const struct rules *, const struct round_in *,
    struct rk_diag *);
/* Who went out: in->out, or with RK_OUT_FROM_RACKS the first player
 * with no tile; -1 when nobody did (the pool ran out). */
int round_went_out(const struct rules *, const struct round_in *);

struct round_out {
	int out;                      /* who went out, or -1 */
	int score[RK_MAX_PLAYERS];
	int charged[RK_MAX_PLAYERS];  /* what the rack cost, before the rule */
	int winner;
	int sum;                      /* 0 unless all-pay or tokens */
	int ntied;
	int tied[RK_MAX_PLAYERS];     /* with RK_E_TIE: who is tied */
	const char *tie_rule;         /* and what they tie on */
};

/*
 * Scores a round from its racks, after round_check: what no game ends in
 * is refused with its diag, and a tie the rule leaves (RK_E_TIE,
 * RK_E_NEED_TILES, with o->tied) needs the caller's word.
 */
int round_score(const struct rules *, const struct round_in *,
    struct round_out *, struct rk_diag *);

struct balance {
	int sum;            /* of all scores */
	int winner;         /* the one positive score, or -1 */
	int off;            /* how far from balancing; 0 when it does */
};
/* A round given as scores (a copied score pad): does it balance?  Also
 * refuses (RK_E_IMPOSSIBLE) a pad of all zeros, a 0 in an all-pay round
 * where the pool ran out (every player pays), junior tokens beyond 58.
 * names[i] is what messages call player i (NULL: "a player"). */
int round_balance(const struct rules *, const int *scores,
    const char *const *names, int n, struct balance *, struct rk_diag *);

/* How a game with an end set at its start (after end_rounds rounds, or
 * when a total reaches end_target; 0: no such end) stands after rounds
 * rounds with these totals; *best is the seat with the highest total. */
enum rk_end { RK_GOING_ON, RK_END_ROUNDS, RK_END_TARGET };
enum rk_end game_end(int end_rounds, int end_target, int rounds,
    const int *totals, int n, int *best);

/* Arrangement: the tiles of a bag in valid sets, the fewest (then the
 * lowest) left over.  "must" tiles (a table) are never left over.  Exact
 * for bags the tile set can hold (supply_check): a tile beyond its
 * copies may be reported left over when it need not be. */
#define RK_ARRANGE_SETS 96

struct bag {
	uint8_t must[RK_NCOLOURS][RK_MAXNUM + 1];
	uint8_t may[RK_NCOLOURS][RK_MAXNUM + 1];
	int jokers_must, jokers_may;
};

struct arrangement {
	int feasible;                   /* 0: the must tiles cannot be laid */
	int nsets;
	struct {
		int n;
		struct tile t[RK_SET_MAX + 1];   /* jokers pinned */
	} sets[RK_ARRANGE_SETS];
	int nleft;
	struct tile left[RK_LAYOUT_TILES];   /* by colour, then number,
	                                      * jokers last */
	int left_value;
	long states;                    /* DP states visited */
};

void bag_init(struct bag *);
void bag_add(struct bag *, const struct tile *, int must);
/* A joker left over is worth joker_value, 0 to 1000 (the rules' range).
 * Its working memory is freed before it returns, but for the moves of
 * the slots it keeps (above).
 * 0, or -1 when malloc fails, joker_value is out of range, or the bag
 * holds a tile more often than the set or one it does not hold (out is
 * then not an answer). */
int arrange(const struct bag *, const struct tileset *, int joker_value,
    int by_value, struct arrangement *);

/* A turn: was it legal?  Every reason it was not, in order. */
#define RK_MOVE_REASONS 32

struct move_opts {
	const struct tileset *ts;
	int first;             /* an initial meld */
	int meld;              /* its least value */
	int locked_jokers;     /* 004: sets with a joker stay as they are */
	int jokers_back;       /* 002: a freed joker may go back to the rack */
};

struct move_result {
	int legal;
	int played;            /* tiles from the rack */
	int meld_value;        /* with first: the new sets' value */
	int nreasons;
	struct rk_diag reasons[RK_MOVE_REASONS];
	int set[RK_MOVE_REASONS];      /* the set of the table after that a
	                                * reason is about, or -1 */
};

int move_check(const struct layout *before, const struct layout *after,
    const struct tile *rack, int nrack, const struct move_opts *,
    struct move_result *);

#endif
