/*
 * round_ask.c: rkub round with no form: the questions at the table.
 *
 * It shows the game, the round's number and the running totals, then
 * asks who went out (a name, a unique prefix, a seat number, or nothing
 * when the pool ran out), each other rack (tiles or a sum), and, when the
 * game charges a player who never melded, whether each loser had melded.
 * A tie the game's rule leaves is asked about.  Then one review line with
 * every score and "record? [Y/n/e]": e goes back to any answer, which is
 * offered again for editing.  A typo is asked again with the text as
 * typed; nothing typed is lost.  Nothing is written before the yes, and
 * Ctrl-C or Ctrl-D writes nothing and says so.
 *
 * Everything goes to standard error: standard output keeps the score
 * sheet's rows that round prints once the round is stored.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ask.h"
#include "colour.h"
#include "round.h"

#define LINE 1024

/* What Tab completes in a rack: the colours by name. */
static const struct ask_word colours[] = {
	{ "black", "k", "k black" },
	{ "red", "r", "r red" },
	{ "blue", "b", "b blue" },
	{ "orange", "o", "o orange" },
	{ "yellow", "o", "o (yellow) orange" },
	{ "joker", "j", "j joker" },
	{ NULL, NULL, NULL }
};

struct dialog {
	struct round_state *s;
	struct ask *a;
	struct ask_word names[RK_MAX_PLAYERS + 2];
	char list[RK_MAX_PLAYERS * (RK_NAME_MAX + 2)];
	char line[LINE];
};

/* An answer; a status after Ctrl-C or Ctrl-D. */
static int
answer(struct dialog *dl, const char *prompt, const char *prefill,
    const struct ask_word *words)
{
	/* The history keeps racks, the answers worth typing again. */
	switch (ask_line(dl->a, prompt, prefill, words, words == colours,
	    dl->line, sizeof(dl->line))) {
	case ASK_OK:
		return 0;
	case ASK_INT:
		fputc('\n', stderr);
		warnx_("round: interrupted: nothing recorded");
		return EXIT_USAGE;
	default:
		warnx_("round: no answer: nothing recorded");
		return EXIT_USAGE;
	}
}

/* A player by name (case aside), unique prefix or seat number; -1. */
static int
player_of(const struct game *g, const char *s)
{
	char *end;
	long n = strtol(s, &end, 10);
	size_t len = strlen(s);
	int i, found = -1, matches = 0;

	if (s[0] >= '0' && s[0] <= '9' && *end == '\0')
		return n >= 1 && n <= g->n ? (int)n - 1 : -1;
	if ((i = game_player(g, s, len)) >= 0)
		return i;
	for (i = 0; i < g->n; i++)
		if (strncasecmp(g->player[i], s, len) == 0) {
			found = i;
			matches++;
		}
	return matches == 1 ? found : -1;
}

static void
header(struct dialog *dl)
{
	const struct game *g = &dl->s->g;
	char buf[32];
	int i, on = colour_on(2);

	fprintf(stderr, "%s, round %d; the totals:", g->name, g->rounds + 1);
	for (i = 0; i < g->n; i++)
		fprintf(stderr, "%s %s %s%s%s", i ? "," : "", g->player[i],
		    on && dl->s->totals[i] > 0 ? C_GREEN : "",
		    signed_str(dl->s->totals[i], buf, sizeof(buf)),
		    on && dl->s->totals[i] > 0 ? C_OFF : "");
	fputc('\n', stderr);
}

static int
ask_out(struct dialog *dl)
{
	struct round_state *s = dl->s;
	char *prompt, pre[RK_NAME_MAX + 1];
	int rc, seat;

	prompt = xasprintf("who went out? (%s; nothing if the pool ran out) ",
	    dl->list);
	snprintf(pre, sizeof(pre), "%s", s->mode == M_OUT ?
	    s->g.player[s->out] : "");
	for (;;) {
		if ((rc = answer(dl, prompt, pre, dl->names)) != 0)
			break;
		if (dl->line[0] == '\0') {
			s->mode = M_EXHAUSTED;
			s->out = -1;
			break;
		}
		if ((seat = player_of(&s->g, dl->line)) >= 0) {
			s->mode = M_OUT;
			s->out = seat;
			s->nm[seat] = 0;
			s->r[seat].given = 0;     /* who went out holds no rack */
			break;
		}
		warnx_("round: no player '%s': give a name, a seat from 1 to %d, "
		    "or nothing if the pool ran out", dl->line, s->g.n);
		snprintf(pre, sizeof(pre), "%s", "");
	}
	free(prompt);
	return rc;
}

/* The racks given so far, as the core judges them: 0, or -1 after the
 * core's reason, so that the rack is asked again. */
static int
rack_fits(const struct round_state *s)
{
	struct round_in in;
	struct rk_diag d;

	round_in_of(s, &in);
	if (round_check(&s->g.rules, &in, &d) == 0)
		return 0;
	round_refusal(s, &d);
	return -1;
}

static int
ask_rack(struct dialog *dl, int i)
{
	struct round_state *s = dl->s;
	struct prack *r = &s->r[i];
	char *prompt = xasprintf("%s's rack: ", s->g.player[i]);
	char *pre = xstrdup(r->text != NULL ? r->text : "");
	int rc;

	for (;;) {
		if ((rc = answer(dl, prompt, pre, colours)) != 0)
			break;
		free(pre);
		pre = xstrdup(dl->line);        /* a typo comes back to fix */
		free(r->text);
		r->text = xstrdup(dl->line);
		r->given = 0;
		if (rack_parse(&s->g, i, s->g.player[i], 1, r) != 0)
			continue;
		r->given = 1;
		if (rack_fits(s) == 0)
			break;
		r->given = 0;
	}
	free(prompt);
	free(pre);
	return rc;
}

static int
ask_melded(struct dialog *dl, int i)
{
	struct round_state *s = dl->s;
	char *prompt;
	int rc;

	if (s->g.rules.never_melded == NM_NONE ||
	    (s->mode == M_OUT && i == s->out))
		return 0;
	prompt = xasprintf("did %s make the initial meld? [Y/n] ",
	    s->g.player[i]);
	for (;;) {
		if ((rc = answer(dl, prompt, NULL, NULL)) != 0)
			break;
		if (dl->line[0] == '\0' || strchr("yY", dl->line[0]) != NULL) {
			s->nm[i] = 0;
			break;
		}
		if (strchr("nN", dl->line[0]) != NULL) {
			s->nm[i] = 1;
			break;
		}
		warnx_("round: answer y or n");
	}
	free(prompt);
	return rc;
}

/* Every rack not yet given, and the meld questions, in seat order. */
static int
ask_missing(struct dialog *dl, int melded)
{
	struct round_state *s = dl->s;
	int i, rc;

	for (i = 0; i < s->g.n; i++) {
		if (s->mode == M_OUT && i == s->out)
			continue;
		if (!s->r[i].given && (rc = ask_rack(dl, i)) != 0)
			return rc;
		if (melded && (rc = ask_melded(dl, i)) != 0)
			return rc;
	}
	return 0;
}

/* e: which answer again? */
static int
edit(struct dialog *dl)
{
	struct round_state *s = dl->s;
	char *prompt;
	int rc, seat;

	prompt = xasprintf("edit which? (out: who went out; or whose rack: "
	    "%s) ", dl->list);
	for (;;) {
		if ((rc = answer(dl, prompt, NULL, dl->names)) != 0 ||
		    dl->line[0] == '\0')
			break;
		if (strcmp(dl->line, "out") == 0) {
			if ((rc = ask_out(dl)) == 0)
				rc = ask_missing(dl, 1);
			break;
		}
		if ((seat = player_of(&s->g, dl->line)) < 0) {
			warnx_("round: no player '%s': give a name, a seat from 1 "
			    "to %d, or out", dl->line, s->g.n);
			continue;
		}
		if (s->mode == M_OUT && seat == s->out) {
			warnx_("round: %s went out, with no rack: give out to "
			    "change who went out", s->g.player[seat]);
			continue;
		}
		if ((rc = ask_rack(dl, seat)) == 0)
			rc = ask_melded(dl, seat);
		break;
	}
	free(prompt);
	return rc;
}

/* A tie the rule leaves: who won, or e to change the racks. */
static int
ask_tie(struct dialog *dl, const struct round_result *res)
{
	struct round_state *s = dl->s;
	char *prompt, list[256];
	int rc, seat, i;

	tied_list(s, &res->o, list, sizeof(list));
	if (res->code == RK_E_NEED_TILES && res->o.ntied < 2) {
		warnx_("round: %s's rack is a sum: %s counts tiles, so give "
		    "every rack as tiles", list,
		    rk_exhausted_names[s->g.rules.exhausted]);
		return edit(dl);
	}
	prompt = xasprintf("%s tie on %s%s: who won? (%s; or e to edit the "
	    "racks) ", list, res->o.tie_rule, res->code == RK_E_NEED_TILES ?
	    " and their racks are sums" : "", list);
	for (;;) {
		if ((rc = answer(dl, prompt, NULL, dl->names)) != 0)
			break;
		if (strcmp(dl->line, "e") == 0) {
			s->winner = -1;
			rc = edit(dl);
			break;
		}
		seat = player_of(&s->g, dl->line);
		for (i = 0; i < res->o.ntied && res->o.tied[i] != seat; i++)
			;
		if (seat >= 0 && i < res->o.ntied) {
			s->winner = seat;
			break;
		}
		warnx_("round: give one of %s, or e", list);
	}
	free(prompt);
	return rc;
}

static void
review(struct dialog *dl, const struct round_result *res)
{
	const struct game *g = &dl->s->g;
	char buf[32];
	int i, on = colour_on(2);

	fprintf(stderr, "round %d:", g->rounds + 1);
	for (i = 0; i < g->n; i++)
		fprintf(stderr, "%s %s %s%s%s%s", i ? "," : "", g->player[i],
		    on && res->score[i] > 0 ? C_GREEN : "",
		    signed_str(res->score[i], buf, sizeof(buf)),
		    on && res->score[i] > 0 ? C_OFF : "",
		    dl->s->nm[i] ? " (never melded)" : "");
	fprintf(stderr, "; %s\n", res->suffix);
}

int
round_dialog(struct round_state *s)
{
	struct dialog *dl = xcalloc(1, sizeof(*dl));
	struct round_result res;
	int i, rc;

	dl->s = s;
	for (i = 0; i < s->g.n; i++) {
		dl->names[i].word = s->g.player[i];
		dl->names[i].fill = s->g.player[i];
	}
	game_players_list(&s->g, dl->list, sizeof(dl->list));
	dl->a = ask_open();
	header(dl);
	if ((rc = ask_out(dl)) == 0)
		rc = ask_missing(dl, 1);
	while (rc == 0) {
		if (round_result(s, &res, 1) != 0) {
			if (res.code == RK_E_TIE || res.code == RK_E_NEED_TILES)
				rc = ask_tie(dl, &res);
			else {
				s->winner = -1;
				rc = edit(dl);      /* the message is out */
			}
			continue;
		}
		review(dl, &res);
		if ((rc = answer(dl, "record? [Y/n/e] ", NULL, NULL)) != 0)
			break;
		if (dl->line[0] == '\0' || strchr("yY", dl->line[0]) != NULL)
			break;
		if (strchr("nN", dl->line[0]) != NULL) {
			warnx_("round: not recorded");
			rc = EXIT_USAGE;
			break;
		}
		if (strchr("eE", dl->line[0]) == NULL)
			warnx_("round: answer y (record), n (do not) or e (edit)");
		else {
			s->winner = -1;
			rc = edit(dl);
		}
	}
	ask_close(dl->a);
	free(dl);
	return rc;
}
