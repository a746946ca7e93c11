/*
 * cmd_round.c: rkub round: record one round of the current game.
 *
 *   --out P Q=RACK ...        P went out; every other rack as tiles or a sum
 *   --exhausted Q=RACK ...    the pool ran out: every rack; --winner P
 *   --scores P=+24 Q=-5 ...   a copied score pad, refused unless it balances
 *   --layout FILE             the final table and the racks
 *   --tokens P=9 Q=7 ...      a junior game: token counts; --out P went
 *                             out first
 *
 * With none of them, on a terminal, it asks.  The round is scored by the
 * core under the game's rules and written in one transaction.  With
 * --replace N it takes round N's place; the old round N is kept, marked
 * replaced.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "event.h"
#include "round.h"

static const struct opt_spec opts[] = {
	{ "out", 0, 1, 0 },
	{ "exhausted", 0, 0, 0 },
	{ "scores", 0, 0, 0 },
	{ "layout", 0, 1, 0 },
	{ "tokens", 0, 0, 0 },
	{ "winner", 0, 1, 0 },
	{ "never-melded", 0, 1, 1 },
	{ "game", 'g', 1, 0 },
	{ "replace", 0, 1, 0 },
	{ "json", 0, 0, 0 },
	{ "table", 't', 1, 0 },
	{ "event", 'e', 1, 0 },
	{ NULL, 0, 0, 0 }
};

static const char *const kind_names[] = {
	"", "out", "exhausted", "scores", "layout", "tokens"
};

void
state_free(struct round_state *s)
{
	int i;

	for (i = 0; i < RK_MAX_PLAYERS; i++)
		free(s->r[i].text);
	free(s->layout);
	free(s->table);
	if (s->compact)
		store_game_free(&s->full);
	else
		store_game_free(&s->g);
}

/* Only the players at the table play the round: g becomes their view,
 * its strings borrowed from full. */
static void
seat_view(struct round_state *s)
{
	int i, k = 0;

	for (i = 0; i < s->g.n; i++)
		if (!s->g.seated[i])
			break;
	if (i == s->g.n)
		return;
	s->compact = 1;
	s->full = s->g;
	for (i = 0; i < s->full.n; i++)
		if (s->full.seated[i]) {
			s->map[k] = i;
			s->g.player[k] = s->full.player[i];
			s->g.pid[k] = s->full.pid[i];
			s->g.seated[k++] = 1;
		}
	s->g.n = k;
}

/* opt: the option that named the player, or NULL. */
static int
no_player_for(const struct game *g, const char *opt, const char *name,
    size_t len)
{
	char list[RK_MAX_PLAYERS * (RK_NAME_MAX + 2)];

	game_players_list(g, list, sizeof(list));
	warnx_("round: %s%sno player '%.*s' in game %s: the players are %s",
	    opt != NULL ? opt : "", opt != NULL ? ": " : "", (int)len, name,
	    g->name, list);
	return EXIT_USAGE;
}

static int
no_player(const struct game *g, const char *name, size_t len)
{
	return no_player_for(g, NULL, name, len);
}

/*
 * One player's rack, as tiles ("r5 b13 j"), "-" for none, or a plain
 * sum; label and col0 place errors in what the user typed.
 */
int
rack_parse(const struct game *g, int seat, const char *label, int col0,
    struct prack *r)
{
	struct rk_diag d;
	const char *s = r->text;
	int n, v;

	if (s[0] == '\0') {
		warnx_("round: %s: no rack for %s: give tiles, a sum of points, "
		    "or - for none", label, g->player[seat]);
		return EXIT_USAGE;
	}
	if (strcmp(s, "-") == 0) {
		r->ntiles = 0;
		r->value = 0;
		return 0;
	}
	if (strspn(s, "0123456789") == strlen(s)) {
		/* how much a rack may hold is the core's to say */
		if (parse_score(s, &v) < 0) {
			warnx_("round: %s: '%s' is too large a number of points",
			    label, s);
			return EXIT_USAGE;
		}
		r->ntiles = -1;
		r->value = v;
		return 0;
	}
	if (s[0] == '-' || s[0] == '+') {
		warnx_("round: %s: a rack is worth 0 or more points, not %s "
		    "(scores go with --scores)", label, s);
		return EXIT_USAGE;
	}
	n = tiles_parse(s, strlen(s), col0, r->t, RACK_TILES, &d);
	if (n < 0) {
		d.line = 1;
		diag_print(label, &d);
		return EXIT_USAGE;
	}
	r->ntiles = n;
	r->value = rack_value(r->t, (size_t)n, g->rules.joker);
	return 0;
}

/* The operands PLAYER=VALUE, each player once. */
static int
take_assignments(struct cmd_ctx *c, struct round_state *s)
{
	int k;

	for (k = 0; k < c->a.npos; k++) {
		const char *a = c->a.pos[k], *eq = strchr(a, '=');
		int seat, rc;
		struct prack *r;

		if (eq == NULL) {
			warnx_("round: '%s': give PLAYER=RACK, as in "
			    "ben='r5 b13 j' or ben=27", a);
			return EXIT_USAGE;
		}
		if ((seat = game_player(&s->g, a, (size_t)(eq - a))) < 0)
			return no_player(&s->g, a, (size_t)(eq - a));
		r = &s->r[seat];
		if (r->given) {
			warnx_("round: %s is given twice", s->g.player[seat]);
			return EXIT_USAGE;
		}
		r->given = 1;
		r->text = xstrdup(eq + 1);
		if (s->mode == M_SCORES || s->mode == M_TOKENS) {
			if ((rc = parse_score(r->text, &r->value)) ==
			    SCORE_TOO_LARGE) {
				warnx_("round: %s: '%s' is too large: a %s is at most "
				    "%d", a, r->text, s->mode == M_SCORES ? "score" :
				    "token count", SCORE_MAX);
				return EXIT_USAGE;
			}
			if (rc < 0) {
				warnx_("round: %s: '%s' is not a %s, such as %s", a,
				    r->text, s->mode == M_SCORES ? "score" :
				    "token count", s->mode == M_SCORES ? "+24 or -5" :
				    "7");
				return EXIT_USAGE;
			}
			r->ntiles = -1;
			continue;
		}
		r->line = k + 1;
		if ((rc = rack_parse(&s->g, seat, a, (int)(eq - a) + 2, r)) != 0)
			return rc;
	}
	return 0;
}

static int
need_all(struct round_state *s)
{
	int i;

	for (i = 0; i < s->g.n; i++)
		if (!s->r[i].given && !(s->mode == M_OUT && i == s->out)) {
			warnx_("round: no %s for %s: give %s=%s",
			    s->mode == M_SCORES ? "score" : s->mode == M_TOKENS ?
			    "token count" : "rack", s->g.player[i], s->g.player[i],
			    s->mode == M_SCORES ? "-5" : s->mode == M_TOKENS ? "7" :
			    "'r5 b13 j'");
			return EXIT_USAGE;
		}
	return 0;
}

/* The table and the racks of a layout, each rack its player's. */
static int
take_layout(struct cmd_ctx *c, struct round_state *s)
{
	struct layout *l = xmalloc(sizeof(*l));
	struct round_in in;
	struct rk_diag d;
	char *buf, tbuf[1024];
	size_t len;
	int i;

	layout_init(l);
	if (read_layout_arg(arg_get(c, "layout"), &buf, &len, &s->label) < 0) {
		free(l);
		return EXIT_USAGE;
	}
	if (layout_parse(l, buf, len, &d) < 0) {
		diag_print(s->label, &d);
		free(buf);
		free(l);
		return EXIT_USAGE;
	}
	s->layout = buf;
	s->table = l;
	/* The table first, no rack known yet: the core judges it alone. */
	round_in_of(s, &in);
	if (round_check(&s->g.rules, &in, &d) < 0) {
		round_refusal(s, &d);
		return rk_err_status(d.code);
	}
	for (i = 0; i < l->nracks; i++) {
		const struct rack *lr = &l->racks[i];
		int seat = game_player(&s->g, lr->name, strlen(lr->name));
		struct prack *r;

		if (seat < 0)
			return no_player(&s->g, lr->name, strlen(lr->name));
		r = &s->r[seat];
		if (r->given) {
			warnx_("%s:%d: %s has two racks", s->label, lr->s.line,
			    s->g.player[seat]);
			return EXIT_USAGE;
		}
		if (lr->s.n > RACK_TILES) {
			warnx_("%s:%d: %s's rack: more than %d tiles: is this a "
			    "rack?", s->label, lr->s.line, s->g.player[seat],
			    RACK_TILES);
			return EXIT_USAGE;
		}
		r->given = 1;
		r->line = lr->s.line;
		tiles_format(l->tiles + lr->s.first, lr->s.n, tbuf, sizeof(tbuf));
		r->text = xstrdup(lr->s.n ? tbuf : "-");
		memcpy(r->t, l->tiles + lr->s.first,
		    sizeof(struct tile) * (size_t)lr->s.n);
		r->ntiles = lr->s.n;
		r->value = rack_value(r->t, (size_t)lr->s.n, s->g.rules.joker);
	}
	for (i = 0; i < s->g.n; i++)
		if (!s->r[i].given) {
			warnx_("%s: no rack for %s: add a line '%s: TILES' (- for "
			    "none)", s->label, s->g.player[i], s->g.player[i]);
			return EXIT_USAGE;
		}
	return 0;
}

static int
pick_mode(struct cmd_ctx *c, struct round_state *s)
{
	static const char *const forms[] = {
		"out", "exhausted", "scores", "layout", "tokens", NULL
	};
	const char *first = NULL;
	int k;

	s->mode = M_NONE;
	for (k = 0; forms[k] != NULL; k++) {
		if (arg_get(c, forms[k]) == NULL)
			continue;
		/* --tokens takes --out: who went out first */
		if (first != NULL && !(k == 4 && strcmp(first, "out") == 0)) {
			warnx_("round: --%s and --%s conflict: give one of --out, "
			    "--exhausted, --scores, --layout or --tokens", first,
			    forms[k]);
			return EXIT_USAGE;
		}
		first = forms[k];
		s->mode = (enum mode)(k + 1);
	}
	if (s->g.rules.tokens && s->mode != M_TOKENS && s->mode != M_NONE) {
		warnx_("round: %s is a junior game, scored with tokens: give "
		    "--tokens P=N ... [--out FIRST]", s->g.name);
		return EXIT_USAGE;
	}
	if (!s->g.rules.tokens && s->mode == M_TOKENS) {
		warnx_("round: --tokens is for junior games; %s scores points",
		    s->g.name);
		return EXIT_USAGE;
	}
	if (s->mode == M_NONE) {
		warnx_("round: what happened? give --out P, --exhausted, "
		    "--scores, --layout FILE%s", s->g.rules.tokens ?
		    " or --tokens" : "");
		usage_print(stderr, c->cmd);
		return EXIT_USAGE;
	}
	if (s->mode == M_LAYOUT && c->a.npos > 0) {
		warnx_("round: --layout takes the racks from the layout, not "
		    "from '%s'", c->a.pos[0]);
		return EXIT_USAGE;
	}
	return 0;
}

static int
find_named(struct round_state *s, const char *name, const char *opt)
{
	int seat = game_player(&s->g, name, strlen(name));

	if (seat < 0)
		no_player_for(&s->g, opt, name, strlen(name));
	return seat;
}

static int
take_never_melded(struct cmd_ctx *c, struct round_state *s)
{
	int k;

	for (k = 0; k < arg_count(c, "never-melded"); k++) {
		const char *p = arg_nth(c, "never-melded", k);

		while (*p != '\0') {
			const char *e = strchr(p, ',');
			size_t len = e ? (size_t)(e - p) : strlen(p);
			int seat = game_player(&s->g, p, len);

			if (seat < 0)
				return no_player(&s->g, p, len);
			if (s->mode == M_SCORES || s->mode == M_TOKENS) {
				warnx_("round: --never-melded changes how a rack is "
				    "charged; with --%s the scores are given",
				    kind_names[s->mode]);
				return EXIT_USAGE;
			}
			s->nm[seat] = 1;
			p += len + (e != NULL);
		}
	}
	return 0;
}

/* A game that has ended takes no more rounds (a replacement it does). */
static int
not_ended(struct cmd_ctx *c, const struct game *g)
{
	int totals[RK_MAX_PLAYERS];
	char said[512];

	if (g->end_rounds == 0 && g->end_target == 0)
		return 0;
	if (store_totals(c->db, g, totals) < 0)
		return store_fail();
	if (!game_ended(g, totals, said, sizeof(said)))
		return 0;
	warnx_("round: %s: no round after the end; start another game with "
	    "'rkub new'", said);
	return EXIT_RULE;
}

/* The round, as the one writer stores it; printed once committed. */
static int
record(struct cmd_ctx *c, struct round_state *s, const int *scores,
    const int *won, int winner, const char *suffix)
{
	struct store_round r;
	struct sheet sh;
	struct game *g = s->compact ? &s->full : &s->g;
	int i, k, num, totals[RK_MAX_PLAYERS], all[RK_MAX_PLAYERS];
	int has[RK_MAX_PLAYERS];
	char label[16], label2[512];

	memset(&r, 0, sizeof(r));
	memset(all, 0, sizeof(all));
	r.kind = kind_names[s->mode];
	r.winner = winner >= 0 && s->compact ? s->map[winner] : winner;
	r.layout = s->layout;
	r.replace = s->replace;
	for (i = 0; i < g->n; i++) {
		r.e[i].absent = 1;
		has[i] = 0;
	}
	for (k = 0; k < s->g.n; k++) {
		const struct prack *p = &s->r[k];
		struct store_entry *e;

		i = s->compact ? s->map[k] : k;
		e = &r.e[i];
		e->absent = 0;
		has[i] = 1;
		all[i] = scores[k];
		e->tiles = -1;
		if (s->mode == M_OUT && k == s->out) {   /* empty: the core said */
			e->rack = "-";
			e->value = 0;
			e->tiles = 0;
		} else if (s->mode != M_SCORES) {
			e->rack = p->text;
			e->value = p->value;
			e->tiles = p->ntiles >= 0 ? p->ntiles : -1;
		}
		e->never_melded = s->nm[k];
		e->score = scores[k];
		e->won = won[k];
	}
	if ((i = store_round_add(c->db, g, &r, &num)) == STORE_NONE) {
		warnx_("round: --replace: %s has no round %d: it has %d", g->name,
		    s->replace, g->rounds);
		return EXIT_USAGE;
	}
	if (i != STORE_OK || store_totals(c->db, g, totals) < 0)
		return store_fail();
	if (!s->replace)
		g->rounds++;
	if (arg_get(c, "json") != NULL) {
		json_round(c->out, g, s->replace ? "replaced" : "recorded", num,
		    r.kind, r.winner, all, totals);
		return 0;
	}
	fprintf(c->out, "%s, round %d%s\n", g->name, num, s->replace ?
	    " (replaced; the old one is kept, marked replaced)" : "");
	sheet_header(&sh, c->out, g);
	snprintf(label, sizeof(label), "%d", num);
	sheet_row_has(&sh, label, all, has, suffix);
	sheet_row(&sh, "total", totals, NULL);
	if (game_ended(g, totals, label2, sizeof(label2)))
		fprintf(c->out, "%s\n", label2);
	return 0;
}

/* "ann and ben", the players who tie. */
const char *
tied_list(const struct round_state *s, const struct round_out *o, char *buf,
    size_t len)
{
	size_t at = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < o->ntied && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s", i ? (i + 1 ==
		    o->ntied ? " and " : ", ") : "", s->g.player[o->tied[i]]);
	return buf;
}

/* What was checked: the winner's plus is the others' minus, as
 * "+24 = 5 + 16 + 3". */
static void
check_text(const struct game *g, const int *score, int winner, char *buf,
    size_t len)
{
	size_t at;
	int i, k = 0;

	at = (size_t)snprintf(buf, len, "%+d =", score[winner]);
	for (i = 0; i < g->n && at < len; i++)
		if (i != winner)
			at += (size_t)snprintf(buf + at, len - at, "%s %d",
			    k++ ? " +" : "", -score[i]);
}

void
round_in_of(const struct round_state *s, struct round_in *in)
{
	int i, out;

	memset(in, 0, sizeof(*in));
	in->n = s->g.n;
	in->out = s->mode == M_TOKENS ? -1 : s->mode == M_LAYOUT ?
	    RK_OUT_FROM_RACKS : s->out;
	in->winner = s->winner;
	in->table = s->table;
	for (i = 0; i < s->g.n; i++) {
		const struct prack *r = &s->r[i];
		struct player_in *p = &in->p[i];

		out = s->mode == M_OUT && i == s->out;
		p->name = s->g.player[i];
		p->value = r->value;
		p->ntiles = r->ntiles;
		p->t = r->ntiles > 0 ? r->t : NULL;
		p->never_melded = s->nm[i];
		p->out_order = s->mode == M_TOKENS && i == s->out;
		p->line = r->line;
		p->unknown = !r->given && !out;
		if (out && !r->given) {          /* no rack: an empty one */
			p->value = 0;
			p->ntiles = 0;
		}
	}
}

/* The final table's report, when it is what the core refused: every
 * invalid set, then the supply; 0 when the table is not at fault. */
static int
table_refusal(const struct round_state *s)
{
	const struct layout *l = s->table;
	struct set_result res;
	struct rk_diag d;
	char text[512];
	int i, bad = 0;

	for (i = 0; i < l->nsets; i++)
		if (layout_set_check(l, i, s->g.rules.tiles, &res, &d) < 0) {
			set_report(REPORT_REFUSAL, s->label, l, i, &d);
			bad++;
		}
	if (supply_diag(l->tiles, (size_t)l->ntiles, s->g.rules.tiles,
	    &d) > 0) {
		rk_diag_text(&d, text, sizeof(text));
		warnx_("%s: %s", s->label, text);
		bad++;
	}
	if (bad > 0)
		warnx_("round: the table is not valid: nothing recorded");
	return bad;
}

/* Is line a line of the table's sets (not of a rack)? */
static int
on_table(const struct layout *l, int line)
{
	int i;

	for (i = 0; i < l->nsets; i++)
		if (l->sets[i].line == line)
			return 1;
	return 0;
}

/*
 * The core's refusal, where it was typed: a rack operand (B=r14:1:3:,
 * C=-:), a layout's line, or nothing at the questions.
 */
void
round_refusal(const struct round_state *s, const struct rk_diag *d)
{
	char text[512];
	const char *where;

	if (s->table != NULL && (d->code == RK_E_SUPPLY || (d->code >=
	    RK_E_TOO_SHORT && d->code < RK_E_SUPPLY && on_table(s->table,
	    d->line))) && table_refusal(s) > 0)
		return;
	rk_diag_text(d, text, sizeof(text));
	if (d->line <= 0)
		warnx_("round: %s", text);
	else if (s->table != NULL && d->col > 0)
		warnx_("%s:%d:%d: %s", s->label, d->line, d->col, text);
	else if (s->table != NULL)
		warnx_("%s:%d: %s", s->label, d->line, text);
	else if ((where = s->operands != NULL ? s->operands[d->line - 1] :
	    NULL) == NULL)
		warnx_("round: %s", text);
	else if (d->col > 0)
		warnx_("%s:1:%d: %s", where, d->col, text);
	else
		warnx_("round: %s: %s", where, text);
}

int
round_result(struct round_state *s, struct round_result *res, int quiet)
{
	struct round_in in;
	struct rk_diag d;
	char check[160], list[256];
	int i;

	memset(res, 0, sizeof(*res));
	res->winner = -1;
	round_in_of(s, &in);
	if (round_score(&s->g.rules, &in, &res->o, &d) < 0) {
		res->code = d.code;
		tied_list(s, &res->o, list, sizeof(list));
		if (quiet && (d.code == RK_E_TIE || d.code == RK_E_NEED_TILES))
			;
		else if (d.code == RK_E_TIE)
			warnx_("round: %s tie on %s: say who won with --winner",
			    list, res->o.tie_rule);
		else if (d.code == RK_E_NEED_TILES && res->o.ntied > 1)
			warnx_("round: %s tie on %s and their racks are sums: "
			    "give them as tiles, or say who won with --winner",
			    list, res->o.tie_rule);
		else if (d.code == RK_E_NEED_TILES)
			warnx_("round: %s's rack is a sum: %s counts tiles, so "
			    "give every rack as tiles", list,
			    rk_exhausted_names[s->g.rules.exhausted]);
		else
			round_refusal(s, &d);
		return rk_err_status(d.code);
	}
	res->winner = res->o.winner;
	for (i = 0; i < s->g.n; i++)
		res->score[i] = res->o.score[i];
	res->won[res->winner] = 1;
	check_text(&s->g, res->score, res->winner, check, sizeof(check));
	if (s->mode == M_TOKENS)
		snprintf(res->suffix, sizeof(res->suffix), "%s won on tokens",
		    s->g.player[res->winner]);
	else if (res->o.out >= 0)
		snprintf(res->suffix, sizeof(res->suffix), "%s went out: %s",
		    s->g.player[res->winner], check);
	else if (s->g.rules.exhausted == EXH_ALL_PAY)
		snprintf(res->suffix, sizeof(res->suffix), "pool exhausted, %s "
		    "won; all-pay: %d in all", s->g.player[res->winner],
		    res->o.sum);
	else
		snprintf(res->suffix, sizeof(res->suffix), "pool exhausted, %s "
		    "won (%s): %s", s->g.player[res->winner],
		    rk_exhausted_names[s->g.rules.exhausted], check);
	return 0;
}

/* A copied score pad: refused unless it adds up under the game's rule. */
static int
scores_result(struct round_state *s, struct round_result *res)
{
	struct balance b;
	struct rk_diag d;
	char check[160];
	int i;

	memset(res, 0, sizeof(*res));
	for (i = 0; i < s->g.n; i++)
		res->score[i] = s->r[i].value;
	if (round_balance(&s->g.rules, res->score,
	    (const char *const *)s->g.player, s->g.n, &b, &d) < 0) {
		warnx_("round: %s: %s: nothing recorded",
		    rk_err_message(d.code), d.detail);
		return rk_err_status(d.code);
	}
	res->winner = b.winner;
	if (b.winner >= 0) {
		res->won[b.winner] = 1;
		check_text(&s->g, res->score, b.winner, check, sizeof(check));
		snprintf(res->suffix, sizeof(res->suffix), "%s won: %s",
		    s->g.player[b.winner], check);
	} else if (b.sum != 0)
		snprintf(res->suffix, sizeof(res->suffix), "pool exhausted, "
		    "all-pay: %d in all", b.sum);
	else
		snprintf(res->suffix, sizeof(res->suffix), "every score 0");
	return 0;
}

/*
 * No form given, nothing else on the line: ask, before the database is
 * opened for writing, so that nobody waits on the lock while racks are
 * typed.  The answers go to exec in c->state.
 */
static int
round_ask_first(struct cmd_ctx *c)
{
	static const char *const forms[] = {
		"out", "exhausted", "scores", "layout", "tokens", "winner",
		"never-melded", NULL
	};
	struct round_state *s;
	int i, rc;

	for (i = 0; forms[i] != NULL; i++)
		if (arg_get(c, forms[i]) != NULL)
			return 0;
	if (c->a.npos > 0)
		return 0;
	s = xcalloc(1, sizeof(*s));
	s->out = -1;
	s->winner = -1;
	if (store_open(c->dbpath, &c->db, 0) < 0) {
		free(s);
		return store_fail();
	}
	rc = table_or_game_open(c, 1, &s->g);
	if (rc == 0 && store_totals(c->db, &s->g, s->totals) < 0)
		rc = store_fail();
	if (rc == 0)
		seat_view(s);
	store_close(c->db);
	c->db = NULL;
	if (rc == 0 && s->g.rules.tokens) {
		state_free(s);          /* exec says what to give */
		free(s);
		return 0;
	}
	if (rc == 0)
		rc = round_dialog(s);
	if (rc != 0) {
		state_free(s);
		free(s);
		return rc;
	}
	c->state = s;
	return 0;
}

/* The game the answers were given for, as it is now, in the transaction. */
static int
same_game(struct cmd_ctx *c, const struct round_state *s)
{
	const struct game *was = s->compact ? &s->full : &s->g;
	struct game now;
	int i, rc, same;

	if ((rc = store_game_load(c->db, s->g.name, &now)) == STORE_ERR)
		return store_fail();
	same = rc == STORE_OK && now.id == was->id && now.n == was->n;
	for (i = 0; same && i < now.n; i++)
		same = now.pid[i] == was->pid[i] && now.seated[i] == was->seated[i];
	store_game_free(&now);
	if (same)
		return 0;
	warnx_("round: game %s changed while the racks were typed: nothing "
	    "recorded", s->g.name);
	return EXIT_USAGE;
}

static int
round_exec(struct cmd_ctx *c)
{
	struct round_state *s = c->state;
	struct round_result res;
	int rc;
	const char *v;

	if (s != NULL) {                /* the answers to the questions */
		if ((rc = same_game(c, s)) == 0 &&
		    (rc = round_result(s, &res, 0)) == 0)
			rc = record(c, s, res.score, res.won, res.winner,
			    res.suffix);
		state_free(s);
		return rc;
	}
	s = xcalloc(1, sizeof(*s));
	s->out = -1;
	s->winner = -1;
	if ((rc = table_or_game_open(c, 1, &s->g)) != 0)
		goto done;
	seat_view(s);
	if ((rc = pick_mode(c, s)) != 0)
		goto done;
	if (arg_get(c, "replace") == NULL &&
	    (rc = not_ended(c, s->compact ? &s->full : &s->g)) != 0)
		goto done;
	if ((v = arg_get(c, "replace")) != NULL && arg_int("round: --replace",
	    v, 1, s->g.rounds > 0 ? s->g.rounds : 1, &s->replace) < 0) {
		rc = EXIT_USAGE;
		goto done;
	}
	if ((v = arg_get(c, "out")) != NULL &&
	    (s->out = find_named(s, v, "--out")) < 0) {
		rc = EXIT_USAGE;
		goto done;
	}
	if ((v = arg_get(c, "winner")) != NULL) {
		if (s->mode != M_EXHAUSTED && s->mode != M_LAYOUT) {
			warnx_("round: --winner settles a tie when the pool ran "
			    "out; with --%s the winner is known",
			    kind_names[s->mode]);
			rc = EXIT_USAGE;
			goto done;
		}
		if ((s->winner = find_named(s, v, "--winner")) < 0) {
			rc = EXIT_USAGE;
			goto done;
		}
	}
	s->operands = c->a.pos;
	if (s->mode == M_LAYOUT)
		rc = take_layout(c, s);
	else if ((rc = take_assignments(c, s)) == 0)
		rc = need_all(s);
	if (rc == 0)
		rc = take_never_melded(c, s);
	if (rc != 0)
		goto done;
	if (s->mode == M_SCORES)
		rc = scores_result(s, &res);
	else
		rc = round_result(s, &res, 0);
	if (rc == 0)
		rc = record(c, s, res.score, res.won, res.winner, res.suffix);
done:
	state_free(s);
	free(s);
	return rc;
}

const struct cmd_entry cmd_round_entry = {
	.name = "round",
	.usage = "--out P Q=RACK ... | --exhausted Q=RACK ... [--winner P] | "
	    "--scores P=N ... | --layout FILE | --tokens P=N ... "
	    "[--never-melded Q] [--replace N] [--game GAME | --table T [--event EVENT]] "
	    "[--json]",
	.summary = "record a round of the current game",
	.opts = opts,
	.minpos = 0,
	.maxpos = -1,
	.flags = CMD_DB_READ | CMD_DB_WRITE,
	.check = round_ask_first,
	.exec = round_exec,
};
