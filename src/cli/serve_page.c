/*
 * serve_page.c: what rkub serve answers: the pages (/, /tables, /t/N,
 * /director), the live stream and its script, and the JSON API.  Every
 * name and message is escaped where it lands (sb_html, sb_json); every
 * form carries a CSRF token; a deal is recorded by rkub round itself,
 * inside one transaction, so the checks and the messages are the command
 * line's.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "serve.h"
#include "../store/store.h"

extern const struct cmd_entry cmd_round_entry;

/* A deal as a table sends it, from the JSON API or the table's form. */
struct deal_in {
	const char *pin, *out, *key;
	int exhausted;
	int n;
	const char *name[RK_MAX_PLAYERS * 2];
	const char *rack[RK_MAX_PLAYERS * 2];
};

/* Retried POSTs: the answer to a key already seen, given again. */
#define IDEM_SLOTS 1024
static struct {
	int status;
	char game[RK_NAME_MAX + 16];  /* the table's game: its sitting's own */
	char key[65];
	char *body;
} idem[IDEM_SLOTS];
static int idem_next;

static char *
idem_find(const char *game, const char *key, int *status)
{
	int i;

	for (i = 0; i < IDEM_SLOTS; i++)
		if (idem[i].body != NULL && strcmp(idem[i].game, game) == 0 &&
		    strcmp(idem[i].key, key) == 0) {
			*status = idem[i].status;
			return idem[i].body;
		}
	return NULL;
}

static void
idem_keep(const char *game, const char *key, int status, const char *body)
{
	free(idem[idem_next].body);
	snprintf(idem[idem_next].game, sizeof(idem[idem_next].game), "%s",
	    game);
	idem[idem_next].status = status;
	snprintf(idem[idem_next].key, sizeof(idem[idem_next].key), "%s", key);
	idem[idem_next].body = xstrdup(body);
	idem_next = (idem_next + 1) % IDEM_SLOTS;
}

static int
key_ok(const char *k)
{
	size_t i, n = strlen(k);

	if (n == 0 || n > 64)
		return 0;
	for (i = 0; i < n; i++)
		if (!isalnum((unsigned char)k[i]) && k[i] != '-' && k[i] != '_')
			return 0;
	return 1;
}

/* "/t/12" and the like: the number after prefix, then rest. */
static int
url_num(const char *url, const char *prefix, const char *rest)
{
	size_t pl = strlen(prefix), dl;
	const char *p = url + pl;

	if (strncmp(url, prefix, pl) != 0)
		return -1;
	dl = strspn(p, "0123456789");
	if (dl == 0 || dl > 4 || (p[0] == '0') || strcmp(p + dl, rest) != 0)
		return -1;
	return atoi(p);
}

static void
json_error(struct resp *rs, int status, const char *msg, int line, int col)
{
	rs->status = status;
	rs->type = "application/json";
	sb_puts(&rs->body, "{\"status\":");
	sb_printf(&rs->body, "%d,\"error\":", status);
	sb_json(&rs->body, msg);
	if (col > 0)
		sb_printf(&rs->body, ",\"line\":%d,\"column\":%d", line, col);
	sb_puts(&rs->body, "}\n");
}

/* The messages of a command without "rkub: " and the last newline; the
 * column of the first FILE:LINE:COL: in them, if any. */
static void
tidy_messages(struct sbuf *m, int *line, int *col)
{
	struct sbuf t;
	char *p = m->p != NULL ? m->p : (char *)"", *nl;

	sb_init(&t);
	sb_puts(&t, "");
	*line = *col = 0;
	while (*p != '\0') {
		nl = strchr(p, '\n');
		if (strncmp(p, "rkub: ", 6) == 0)
			p += 6;
		if (t.n > 0)
			sb_puts(&t, "; ");
		sb_putn(&t, p, nl != NULL ? (size_t)(nl - p) : strlen(p));
		if (*col == 0) {
			const char *q = p;
			int l, c, k;

			/* PLAYER=RACK:LINE:COL: from the tile reader */
			while ((q = strchr(q, ':')) != NULL && (nl == NULL || q < nl)) {
				if (sscanf(q, ":%d:%d:%n", &l, &c, &k) == 2 && k > 0) {
					*line = l;
					*col = c;
					break;
				}
				q++;
			}
		}
		p = nl != NULL ? nl + 1 : p + strlen(p);
	}
	sb_free(m);
	*m = t;
}

/*
 * Record a deal at table num: the PIN (rate-limited, constant-time), the
 * idempotency key, the table's count of deals, then rkub round, all in
 * one transaction.  The status to answer; the JSON answer in out, or the
 * message in msg.
 */
static int
deal_post(struct srv *s, const struct req *rq, int num,
    const struct deal_in *in, struct sbuf *out, struct sbuf *msg, int *line,
    int *col)
{
	struct sv_event ev;
	struct sv_table *t;
	struct sv_deal *deals = NULL;
	const char *argv[8 + RK_MAX_PLAYERS * 2];
	char *args[RK_MAX_PLAYERS * 2], *outarg = NULL;
	int argc = 0, i, status, nd = 0, k, na = 0;
	char *seen;

	*line = *col = 0;
	if (limit_blocked(rq->addr, num, rq->now)) {
		sb_printf(msg, "too many wrong PINs for table %d from this "
		    "address: wait a minute", num);
		return 429;
	}
	if (in->key != NULL && !key_ok(in->key)) {
		sb_puts(msg, "the idempotency key is 1 to 64 letters, digits, "
		    "'-' or '_'");
		return 400;
	}
	pthread_mutex_lock(&s->mu);
	if (store_begin(s->db) < 0) {
		pthread_mutex_unlock(&s->mu);
		sb_puts(msg, "the database is busy: try again");
		return 503;
	}
	if (sv_event_one(s->db, s->event, &ev, num) < 0) {
		status = 404;
		sb_puts(msg, "no event to enter deals in");
		goto out;
	}
	if ((t = sv_table_find(&ev, num)) == NULL) {
		status = 404;
		sb_printf(msg, "no table %d at sitting %d of %s", num, ev.sitting,
		    ev.name);
		goto out_ev;
	}
	if (in->pin == NULL || !ct_equal(in->pin, t->pin)) {
		limit_wrong(rq->addr, num, rq->now);
		status = 403;
		sb_printf(msg, "wrong PIN for table %d: the PIN is on the table's "
		    "slip", num);
		goto out_ev;
	}
	if (in->key != NULL &&
	    (seen = idem_find(t->game, in->key, &status)) != NULL) {
		sb_puts(out, seen);
		goto out_ev;
	}
	if (t->g.rounds >= t->want) {
		status = 409;
		sb_printf(msg, "table %d has all its %d deals: the director "
		    "corrects a deal", num, t->want);
		goto out_ev;
	}
	if (in->exhausted == (in->out != NULL && in->out[0] != '\0')) {
		status = 400;
		sb_puts(msg, "say who went out (\"out\") or that the pool ran out "
		    "(\"exhausted\": true), one of them");
		goto out_ev;
	}
	argv[argc++] = "--game";
	argv[argc++] = t->game;
	if (in->exhausted)
		argv[argc++] = "--exhausted";
	else
		argv[argc++] = outarg = xasprintf("--out=%s", in->out);
	argv[argc++] = "--";
	for (i = 0; i < in->n; i++)
		argv[argc++] = args[na++] = xasprintf("%s=%s", in->name[i],
		    in->rack[i]);
	status = serve_run(s, &cmd_round_entry, argc, argv, msg);
	free(outarg);
	for (i = 0; i < na; i++)
		free(args[i]);
	if (status != 0) {
		tidy_messages(msg, line, col);
		status = status == EXIT_RULE ? 422 : 400;
		goto out_ev;
	}
	if (store_commit(s->db) < 0) {
		status = 503;
		sb_puts(msg, "the deal could not be written: try again");
		goto out_ev;
	}
	serve_changed(s);
	/* Read back what was recorded. */
	status = 201;
	if (sv_deals(s->db, &t->g, &deals, &nd) == 0 && nd > 0) {
		struct sv_deal *d = &deals[nd - 1];

		sb_printf(out, "{\"table\":%d,\"game\":", num);
		sb_json(out, t->game);
		sb_printf(out, ",\"deal\":%d,\"kind\":", d->num);
		sb_json(out, d->kind);
		sb_puts(out, ",\"scores\":{");
		for (k = 0; k < t->g.n; k++) {
			sb_puts(out, k ? "," : "");
			sb_json(out, t->g.player[k]);
			sb_printf(out, ":%d", d->score[k]);
		}
		sb_puts(out, "},\"winner\":");
		if (d->winner >= 0)
			sb_json(out, t->g.player[d->winner]);
		else
			sb_puts(out, "null");
		sb_printf(out, ",\"deals\":%d,\"want\":%d}\n", nd, t->want);
	} else
		sb_printf(out, "{\"table\":%d}\n", num);
	free(deals);
	if (in->key != NULL)
		idem_keep(t->game, in->key, status, out->p);
out_ev:
	sv_event_free(&ev);
out:
	store_rollback(s->db);
	pthread_mutex_unlock(&s->mu);
	return status;
}

/* POST /api/tables/N/deals: the body as JSON. */
static void
api_deal(struct srv *s, const struct req *rq, int num, struct resp *rs)
{
	struct jdoc d;
	struct deal_in in;
	struct sbuf out, msg;
	char err[128];
	int line, col, racks, i, status;

	if (json_parse(rq->body, rq->blen, &d, err, sizeof(err), &line,
	    &col) < 0) {
		char *m = xasprintf("the body is not JSON: %s at line %d, column "
		    "%d", err, line, col);

		json_error(rs, 400, m, line, col);
		free(m);
		return;
	}
	memset(&in, 0, sizeof(in));
	if (d.n == 0 || d.v[0].type != J_OBJ) {
		json_error(rs, 400, "the body is a JSON object: {\"pin\": ..., "
		    "\"out\": ..., \"racks\": {...}}", 1, 1);
		goto done;
	}
	for (i = 1; i < d.n; i++) {
		const struct jval *jv = &d.v[i];

		if (jv->parent != 0)
			continue;
		if (strcmp(jv->key, "pin") == 0 || strcmp(jv->key, "out") == 0 ||
		    strcmp(jv->key, "key") == 0) {
			if (jv->type != J_STR) {
				char *m = xasprintf("\"%s\" is a string", jv->key);

				json_error(rs, 400, m, jv->line, jv->col);
				free(m);
				goto done;
			}
			if (jv->key[0] == 'p')
				in.pin = jv->str;
			else if (jv->key[0] == 'o')
				in.out = jv->str;
			else
				in.key = jv->str;
		} else if (strcmp(jv->key, "exhausted") == 0) {
			if (jv->type != J_TRUE && jv->type != J_FALSE) {
				json_error(rs, 400, "\"exhausted\" is true or false",
				    jv->line, jv->col);
				goto done;
			}
			in.exhausted = jv->type == J_TRUE;
		} else if (strcmp(jv->key, "racks") != 0) {
			char *m = xasprintf("unknown member \"%s\": the members are "
			    "pin, out, exhausted, racks and key", jv->key);

			json_error(rs, 400, m, jv->line, jv->col);
			free(m);
			goto done;
		}
	}
	if ((racks = json_get(&d, 0, "racks")) < 0 ||
	    d.v[racks].type != J_OBJ) {
		json_error(rs, 400, "\"racks\" is an object of PLAYER: RACK, as "
		    "in {\"ben\": \"r5 b13 j\", \"cleo\": \"12\"}", racks < 0 ? 1 :
		    d.v[racks].line, racks < 0 ? 1 : d.v[racks].col);
		goto done;
	}
	for (i = racks + 1; i < d.n; i++) {
		const struct jval *jv = &d.v[i];

		if (jv->parent != racks)
			continue;
		if (jv->type != J_STR && jv->type != J_NUM) {
			json_error(rs, 400, "a rack is a string of tiles (\"r5 b13 "
			    "j\") or a sum of points", jv->line, jv->col);
			goto done;
		}
		if (in.n == RK_MAX_PLAYERS * 2) {
			json_error(rs, 400, "more racks than a table has players",
			    jv->line, jv->col);
			goto done;
		}
		in.name[in.n] = jv->key;
		in.rack[in.n++] = jv->str;
	}
	if (in.key == NULL && rq->idem_key != NULL)
		in.key = rq->idem_key;
	sb_init(&out);
	sb_init(&msg);
	status = deal_post(s, rq, num, &in, &out, &msg, &line, &col);
	if (status == 201 || (status == 200 && out.n > 0)) {
		rs->status = status;
		rs->type = "application/json";
		sb_putn(&rs->body, out.p, out.n);
	} else
		json_error(rs, status, msg.p != NULL ? msg.p : "refused", line,
		    col);
	sb_free(&out);
	sb_free(&msg);
done:
	json_free(&d);
}

/* Form fields (application/x-www-form-urlencoded), decoded. */
static int
hexval(int c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ?
	    c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

char *
form_get(const char *body, size_t len, const char *name)
{
	const char *p = body, *end = body + len;
	size_t nl = strlen(name);

	while (p < end) {
		const char *amp = memchr(p, '&', (size_t)(end - p));
		const char *fe = amp != NULL ? amp : end;
		const char *eq = memchr(p, '=', (size_t)(fe - p));

		if (eq != NULL && (size_t)(eq - p) == nl &&
		    memcmp(p, name, nl) == 0) {
			struct sbuf b;
			const char *q;

			sb_init(&b);
			sb_puts(&b, "");
			for (q = eq + 1; q < fe; q++) {
				char ch = *q;

				if (ch == '+')
					ch = ' ';
				else if (ch == '%' && fe - q >= 3 &&
				    hexval(q[1]) >= 0 && hexval(q[2]) >= 0) {
					ch = (char)(hexval(q[1]) * 16 + hexval(q[2]));
					q += 2;
				}
				if (ch == '\0')
					continue;
				sb_putn(&b, &ch, 1);
			}
			return sb_take(&b, NULL);
		}
		p = fe + 1;
	}
	return NULL;
}

/* The page around the content. */
static const char css[] =
    "*{box-sizing:border-box}"
    "body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#f6f4ef;"
    "color:#1d1d1b}"
    "header{background:#1f4e79;color:#fff;padding:.5em 1em;display:flex;"
    "flex-wrap:wrap;gap:.5em 1.5em;align-items:baseline}"
    "header h1{font-size:1.3em;margin:0}header a{color:#fff}"
    "main{padding:1em;max-width:1800px;margin:0 auto}"
    "table{border-collapse:collapse;width:100%;background:#fff}"
    "th,td{padding:.35em .6em;border-bottom:1px solid #ddd;text-align:left}"
    "td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}"
    ".grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(15em,"
    "1fr));gap:.8em}"
    ".card{background:#fff;border:2px solid #ccc;border-radius:.5em;"
    "padding:.6em .8em}.card.done{border-color:#2e7d32}"
    ".card h3{margin:0 0 .3em}.done .st{color:#2e7d32;font-weight:bold}"
    ".msg{padding:.6em;border-radius:.4em;margin:.6em 0}"
    ".err{background:#fde2e1;border:1px solid #c62828}"
    ".ok{background:#e3f4e4;border:1px solid #2e7d32}"
    "form label{display:block;margin:.5em 0 .2em;font-weight:bold}"
    "input,select,button,textarea{font:inherit;padding:.45em;width:100%;"
    "max-width:28em}button{display:block;background:#1f4e79;color:#fff;border:0;"
    "border-radius:.3em;margin-top:.8em;cursor:pointer}"
    ".cols{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);"
    "gap:1.5em}section{min-width:0;overflow-x:auto}"
    "@media(max-width:900px){.cols{grid-template-columns:minmax(0,1fr)}"
    "main{padding:.6em}th,td{padding:.3em .35em}}"
    "@media(min-width:1600px){body{font-size:30px}"
    ".grid{grid-template-columns:repeat(auto-fill,minmax(13em,1fr))}}";

static void
page_start(struct srv *s, struct resp *rs, const char *title,
    const char *event, int live)
{
	unsigned long v;

	pthread_mutex_lock(&s->vmu);
	v = s->version;
	pthread_mutex_unlock(&s->vmu);
	rs->status = rs->status ? rs->status : 200;
	rs->type = "text/html; charset=utf-8";
	sb_puts(&rs->body, "<!DOCTYPE html>\n<html lang=\"en\"><head>"
	    "<meta charset=\"utf-8\"><meta name=\"viewport\" "
	    "content=\"width=device-width, initial-scale=1\"><title>");
	sb_html(&rs->body, title);
	sb_puts(&rs->body, "</title><style>");
	sb_puts(&rs->body, css);
	sb_puts(&rs->body, "</style>");
	if (live)
		sb_puts(&rs->body, "<noscript><meta http-equiv=\"refresh\" "
		    "content=\"30\"></noscript>");
	sb_printf(&rs->body, "</head><body data-version=\"%lu\"><header><h1>",
	    v);
	sb_html(&rs->body, event != NULL ? event : "rkub");
	sb_puts(&rs->body, "</h1><a href=\"/\">board</a> <a href=\"/tables\">"
	    "tables</a> <a href=\"/director\">director</a></header><main>");
}

static void
page_end(struct resp *rs, int live)
{
	sb_puts(&rs->body, "</main>");
	if (live)
		sb_puts(&rs->body, "<script src=\"/live.js\"></script>");
	sb_puts(&rs->body, "</body></html>\n");
}

/* The live script: reload the page when the board's version moves; when
 * the stream fails for good, reload every 30 s instead. */
static const char live_js[] =
    "(function(){\n"
    "var v=document.body.getAttribute('data-version'),fails=0;\n"
    "function poll(){setTimeout(function(){location.reload();},30000);}\n"
    "if(!window.EventSource){poll();return;}\n"
    "var es=new EventSource('/live');\n"
    "es.addEventListener('board',function(e){fails=0;"
    "if(e.data!==v){location.reload();}});\n"
    "es.onerror=function(){if(++fails>3){es.close();poll();}};\n"
    "})();\n";

static void
no_event(struct srv *s, struct resp *rs)
{
	rs->status = 404;
	page_start(s, rs, "rkub", NULL, 1);
	sb_puts(&rs->body, "<p>No event yet: start one with <code>rkub event "
	    "new</code>, then reload.</p>");
	page_end(rs, 1);
}

static void
table_cards(struct sbuf *b, const struct sv_event *ev)
{
	int i, k;

	sb_puts(b, "<div class=\"grid\">");
	for (i = 0; i < ev->ntables; i++) {
		const struct sv_table *t = &ev->t[i];
		int done = t->g.rounds >= t->want;

		sb_printf(b, "<div class=\"card%s\"><h3><a href=\"/t/%d\">Table "
		    "%d</a></h3>", done ? " done" : "", t->num, t->num);
		for (k = 0; k < t->g.n; k++) {
			sb_puts(b, k ? ", " : "");
			sb_html(b, t->g.player[k]);
		}
		sb_printf(b, "<div class=\"st\">%s: %d of %d deals</div></div>",
		    done ? "done" : "playing", t->g.rounds, t->want);
	}
	sb_puts(b, "</div>");
}

/* Points are whole but for a halved carry: 1 decimal then. */
static int
decimals(double p)
{
	return p == (double)(long long)p ? 0 : 1;
}

static void
page_board(struct srv *s, struct resp *rs)
{
	struct sv_event ev;
	struct sv_standing *st = NULL;
	int i, n = 0, done = 0;
	char title[160];

	pthread_mutex_lock(&s->rmu);
	if (sv_event_load(s->rdb, s->event, &ev) < 0) {
		pthread_mutex_unlock(&s->rmu);
		no_event(s, rs);
		return;
	}
	if (sv_standings(s->rdb, &ev, &st, &n) < 0)
		n = 0;
	store_rollback(s->rdb);
	pthread_mutex_unlock(&s->rmu);
	for (i = 0; i < ev.ntables; i++)
		done += ev.t[i].g.rounds >= ev.t[i].want;
	snprintf(title, sizeof(title), "%s: board", ev.name);
	page_start(s, rs, title, ev.name, 1);
	sb_printf(&rs->body, "<p>Sitting %d of %d: %d of %d tables done.</p>"
	    "<div class=\"cols\"><section><h2>Standings</h2><table><thead><tr>"
	    "<th class=\"n\">#</th><th>player</th><th class=\"n\">points</th>"
	    "<th class=\"n\">deals</th><th class=\"n\">won</th></tr></thead>"
	    "<tbody>", ev.sitting, ev.sittings, done, ev.ntables);
	for (i = 0; i < n; i++) {
		sb_printf(&rs->body, "<tr><td class=\"n\">%d</td><td>", st[i].rank);
		sb_html(&rs->body, st[i].name);
		sb_printf(&rs->body, "%s</td><td class=\"n\">%.*f</td><td "
		    "class=\"n\">%d</td><td class=\"n\">%d</td></tr>",
		    st[i].withdrawn ? " (withdrawn)" : "", decimals(st[i].points),
		    st[i].points, st[i].played, st[i].won);
	}
	sb_puts(&rs->body, "</tbody></table></section><section><h2>Tables</h2>");
	table_cards(&rs->body, &ev);
	sb_puts(&rs->body, "</section></div>");
	page_end(rs, 1);
	free(st);
	sv_event_free(&ev);
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void
page_tables(struct srv *s, struct resp *rs)
{
	struct sv_event ev;
	char **rows, title[160];
	int i, k, n = 0;

	pthread_mutex_lock(&s->rmu);
	i = sv_event_load(s->rdb, s->event, &ev);
	store_rollback(s->rdb);
	pthread_mutex_unlock(&s->rmu);
	if (i < 0) {
		no_event(s, rs);
		return;
	}
	snprintf(title, sizeof(title), "%s: tables", ev.name);
	page_start(s, rs, title, ev.name, 1);
	sb_printf(&rs->body, "<h2>Sitting %d: by table</h2><table><thead><tr>"
	    "<th>table</th><th>players in start order</th></tr></thead><tbody>",
	    ev.sitting);
	rows = xcalloc((size_t)ev.ntables * RK_MAX_PLAYERS, sizeof(*rows));
	for (i = 0; i < ev.ntables; i++) {
		sb_printf(&rs->body, "<tr><td><a href=\"/t/%d\">%d</a></td><td>",
		    ev.t[i].num, ev.t[i].num);
		for (k = 0; k < ev.t[i].g.n; k++) {
			sb_puts(&rs->body, k ? ", " : "");
			sb_html(&rs->body, ev.t[i].g.player[k]);
			rows[n++] = xasprintf("%s\t%d\t%d", ev.t[i].g.player[k],
			    ev.t[i].num, k + 1);
		}
		sb_puts(&rs->body, "</td></tr>");
	}
	sb_puts(&rs->body, "</tbody></table><h2>By name</h2><table><thead><tr>"
	    "<th>player</th><th class=\"n\">table</th><th class=\"n\">seat</th>"
	    "</tr></thead><tbody>");
	qsort(rows, (size_t)n, sizeof(*rows), by_name);
	for (i = 0; i < n; i++) {
		char *tab = strchr(rows[i], '\t');
		int tn = 0, seat = 0;

		*tab = '\0';
		sscanf(tab + 1, "%d\t%d", &tn, &seat);
		sb_puts(&rs->body, "<tr><td>");
		sb_html(&rs->body, rows[i]);
		sb_printf(&rs->body, "</td><td class=\"n\"><a href=\"/t/%d\">%d</a>"
		    "</td><td class=\"n\">%d</td></tr>", tn, tn, seat);
		free(rows[i]);
	}
	free(rows);
	sb_puts(&rs->body, "</tbody></table>");
	page_end(rs, 1);
	sv_event_free(&ev);
}

/* The double-submit CSRF token of a browser: its cookie, or a new one. */
static const char *
csrf_token(const struct req *rq, struct resp *rs, char *buf)
{
	if (rq->cookie_csrf != NULL && strlen(rq->cookie_csrf) == SESSION_HEX &&
	    strspn(rq->cookie_csrf, "0123456789abcdef") == SESSION_HEX)
		return rq->cookie_csrf;
	if (random_hex(buf, SESSION_HEX / 2) < 0)
		return "";
	rs->set_cookie[0] = xasprintf("csrf=%s; Path=/; HttpOnly; "
	    "SameSite=Strict", buf);
	return buf;
}

static int
csrf_ok(const struct req *rq, const char *field)
{
	return rq->cookie_csrf != NULL && field != NULL &&
	    strlen(rq->cookie_csrf) == SESSION_HEX &&
	    ct_equal(field, rq->cookie_csrf);
}

static void
page_table(struct srv *s, const struct req *rq, struct resp *rs, int num,
    const char *note, int note_ok, const struct deal_in *prev)
{
	struct sv_event ev;
	struct sv_table *t;
	struct sv_deal *d = NULL;
	int i, k, nd = 0, total[RK_MAX_PLAYERS];
	char tok[SESSION_HEX + 1], key[33], title[200];
	const char *csrf;

	pthread_mutex_lock(&s->rmu);
	if (sv_event_one(s->rdb, s->event, &ev, num) < 0) {
		store_rollback(s->rdb);
		pthread_mutex_unlock(&s->rmu);
		no_event(s, rs);
		return;
	}
	if ((t = sv_table_find(&ev, num)) == NULL) {
		store_rollback(s->rdb);
		pthread_mutex_unlock(&s->rmu);
		rs->status = 404;
		page_start(s, rs, "no such table", ev.name, 0);
		sb_printf(&rs->body, "<p>No table %d at sitting %d: see <a "
		    "href=\"/tables\">the tables</a>.</p>", num, ev.sitting);
		page_end(rs, 0);
		sv_event_free(&ev);
		return;
	}
	if (sv_deals(s->rdb, &t->g, &d, &nd) < 0)
		nd = 0;
	store_rollback(s->rdb);
	pthread_mutex_unlock(&s->rmu);
	snprintf(title, sizeof(title), "%s: table %d", ev.name, num);
	/* never live: a reload would wipe what the table is typing */
	page_start(s, rs, title, ev.name, 0);
	sb_printf(&rs->body, "<h2>Table %d, sitting %d</h2>", num, ev.sitting);
	if (note != NULL) {
		sb_printf(&rs->body, "<div class=\"msg %s\" role=\"alert\">",
		    note_ok ? "ok" : "err");
		sb_html(&rs->body, note);
		sb_puts(&rs->body, "</div>");
	}
	sb_puts(&rs->body, "<table><thead><tr><th>deal</th>");
	for (k = 0; k < t->g.n; k++) {
		sb_puts(&rs->body, "<th class=\"n\">");
		sb_html(&rs->body, t->g.player[k]);
		sb_puts(&rs->body, "</th>");
		total[k] = 0;
	}
	sb_puts(&rs->body, "</tr></thead><tbody>");
	for (i = 0; i < nd; i++) {
		sb_printf(&rs->body, "<tr><td>%d</td>", d[i].num);
		for (k = 0; k < t->g.n; k++) {
			sb_printf(&rs->body, "<td class=\"n\">%+d%s</td>",
			    d[i].score[k], d[i].winner == k ? " &#9733;" : "");
			total[k] += d[i].score[k];
		}
		sb_puts(&rs->body, "</tr>");
	}
	sb_puts(&rs->body, "<tr><th>total</th>");
	for (k = 0; k < t->g.n; k++)
		sb_printf(&rs->body, "<th class=\"n\">%+d</th>", total[k]);
	sb_printf(&rs->body, "</tr></tbody></table><p>%d of %d deals.",
	    t->g.rounds, t->want);
	if (t->g.rounds < t->want) {
		sb_printf(&rs->body, " Deal %d starts with ", t->g.rounds + 1);
		sb_html(&rs->body, t->g.player[t->g.rounds % t->g.n]);
		sb_puts(&rs->body, ".</p>");
		csrf = csrf_token(rq, rs, tok);
		if (random_hex(key, 16) < 0)
			key[0] = '\0';
		sb_printf(&rs->body, "<form method=\"post\" action=\"/t/%d\">"
		    "<input type=\"hidden\" name=\"csrf\" value=\"%s\">"
		    "<input type=\"hidden\" name=\"key\" value=\"%s\">"
		    "<label for=\"out\">Who went out?</label><select id=\"out\" "
		    "name=\"out\">", num, csrf, key);
		for (k = 0; k < t->g.n; k++) {
			sb_printf(&rs->body, "<option value=\"%d\"%s>", k,
			    prev != NULL && prev->out != NULL &&
			    strcmp(prev->out, t->g.player[k]) == 0 ? " selected" : "");
			sb_html(&rs->body, t->g.player[k]);
			sb_puts(&rs->body, "</option>");
		}
		sb_printf(&rs->body, "<option value=\"x\"%s>nobody: the pool ran "
		    "out</option></select>", prev != NULL && prev->exhausted ?
		    " selected" : "");
		for (k = 0; k < t->g.n; k++) {
			const char *v = "";

			for (i = 0; prev != NULL && i < prev->n; i++)
				if (strcmp(prev->name[i], t->g.player[k]) == 0)
					v = prev->rack[i];
			sb_printf(&rs->body, "<label for=\"r%d\">", k);
			sb_html(&rs->body, t->g.player[k]);
			sb_printf(&rs->body, "'s rack</label><input id=\"r%d\" "
			    "name=\"r%d\" autocomplete=\"off\" placeholder=\"tiles "
			    "(r5 b13 j) or points; empty if out\" value=\"", k, k);
			sb_html(&rs->body, v);
			sb_puts(&rs->body, "\">");
		}
		sb_puts(&rs->body, "<label for=\"pin\">Table PIN</label><input "
		    "id=\"pin\" name=\"pin\" inputmode=\"numeric\" "
		    "autocomplete=\"off\" maxlength=\"6\" required>"
		    "<button type=\"submit\">Record the deal</button></form>");
	} else
		sb_puts(&rs->body, " The table is done.</p>");
	page_end(rs, 0);
	free(d);
	sv_event_free(&ev);
}

/* POST /t/N: the table's form. */
static void
form_deal(struct srv *s, const struct req *rq, struct resp *rs, int num)
{
	struct sv_event ev;
	struct sv_table *t;
	struct deal_in in;
	struct sbuf out, msg;
	char *f[RK_MAX_PLAYERS], *pin, *outf, *key, *csrf, name[16];
	char *names[RK_MAX_PLAYERS];
	int k, n = 0, np, line, col, status;

	csrf = form_get(rq->body, rq->blen, "csrf");
	if (!csrf_ok(rq, csrf)) {
		free(csrf);
		rs->status = 403;
		page_table(s, rq, rs, num, "the form had expired: it is fresh "
		    "now, fill it in again", 0, NULL);
		return;
	}
	free(csrf);
	pthread_mutex_lock(&s->rmu);
	k = sv_event_one(s->rdb, s->event, &ev, num);
	store_rollback(s->rdb);
	pthread_mutex_unlock(&s->rmu);
	if (k < 0) {
		no_event(s, rs);
		return;
	}
	if ((t = sv_table_find(&ev, num)) == NULL) {
		sv_event_free(&ev);
		page_table(s, rq, rs, num, NULL, 0, NULL);
		return;
	}
	memset(&in, 0, sizeof(in));
	pin = form_get(rq->body, rq->blen, "pin");
	outf = form_get(rq->body, rq->blen, "out");
	key = form_get(rq->body, rq->blen, "key");
	in.pin = pin;
	in.key = key != NULL && key[0] != '\0' ? key : NULL;
	if (outf != NULL && strcmp(outf, "x") == 0)
		in.exhausted = 1;
	else if (outf != NULL && strlen(outf) == 1 && outf[0] >= '0' &&
	    outf[0] - '0' < t->g.n)
		in.out = t->g.player[outf[0] - '0'];
	np = t->g.n;
	for (k = 0; k < np; k++) {
		snprintf(name, sizeof(name), "r%d", k);
		f[k] = form_get(rq->body, rq->blen, name);
		names[k] = xstrdup(t->g.player[k]);
		if (f[k] == NULL || f[k][0] == '\0')
			continue;
		/* the one who went out holds nothing */
		if (in.out != NULL && strcmp(in.out, t->g.player[k]) == 0 &&
		    strcmp(f[k], "-") == 0)
			continue;
		in.name[n] = names[k];
		in.rack[n++] = f[k];
	}
	in.n = n;
	if (in.out != NULL)
		in.out = names[outf[0] - '0'];
	sv_event_free(&ev);
	sb_init(&out);
	sb_init(&msg);
	status = deal_post(s, rq, num, &in, &out, &msg, &line, &col);
	if (status == 201 || status == 200) {
		rs->status = 303;
		rs->location = xasprintf("/t/%d", num);
		sb_puts(&rs->body, "recorded\n");
	} else {
		rs->status = status;
		page_table(s, rq, rs, num, msg.p != NULL ? msg.p : "refused", 0,
		    &in);
	}
	sb_free(&out);
	sb_free(&msg);
	for (k = 0; k < np; k++) {
		free(f[k]);
		free(names[k]);
	}
	free(pin);
	free(outf);
	free(key);
}

/* The director's page: behind the passphrase, a session cookie and the
 * session's CSRF token on every form. */
static int
director_session(const struct req *rq, char csrf[SESSION_HEX + 1])
{
	return session_find(rq->cookie_sid, rq->now, csrf);
}

static void
page_director(struct srv *s, const struct req *rq, struct resp *rs,
    const char *note, int note_ok)
{
	struct sv_event ev;
	char csrf[SESSION_HEX + 1], tok[SESSION_HEX + 1];
	int i, loaded;

	if (s->pass == NULL) {
		rs->status = rs->status ? rs->status : 403;
		page_start(s, rs, "director", NULL, 0);
		sb_puts(&rs->body, "<p>The director's page is off: start the "
		    "server with <code>rkub serve --director-pass-file "
		    "FILE</code>.</p>");
		page_end(rs, 0);
		return;
	}
	if (!director_session(rq, csrf)) {
		page_start(s, rs, "director", NULL, 0);
		if (note != NULL) {
			sb_printf(&rs->body, "<div class=\"msg %s\" role=\"alert\">",
			    note_ok ? "ok" : "err");
			sb_html(&rs->body, note);
			sb_puts(&rs->body, "</div>");
		}
		sb_printf(&rs->body, "<h2>Director</h2><form method=\"post\" "
		    "action=\"/director/login\"><input type=\"hidden\" "
		    "name=\"csrf\" value=\"%s\"><label for=\"pass\">Passphrase"
		    "</label><input id=\"pass\" name=\"pass\" type=\"password\" "
		    "autocomplete=\"current-password\" required><button "
		    "type=\"submit\">Sign in</button></form>",
		    csrf_token(rq, rs, tok));
		page_end(rs, 0);
		return;
	}
	pthread_mutex_lock(&s->rmu);
	loaded = sv_event_load(s->rdb, s->event, &ev);
	store_rollback(s->rdb);
	pthread_mutex_unlock(&s->rmu);
	page_start(s, rs, "director", loaded == 0 ? ev.name : NULL, 0);
	if (note != NULL) {
		sb_printf(&rs->body, "<div class=\"msg %s\" role=\"alert\">",
		    note_ok ? "ok" : "err");
		sb_html(&rs->body, note);
		sb_puts(&rs->body, "</div>");
	}
	sb_puts(&rs->body, "<h2>Director</h2>");
	if (loaded == 0) {
		sb_printf(&rs->body, "<p>Sitting %d of %d.</p><table><thead><tr>"
		    "<th>table</th><th>players</th><th class=\"n\">deals</th>"
		    "<th>PIN</th></tr></thead><tbody>", ev.sitting, ev.sittings);
		for (i = 0; i < ev.ntables; i++) {
			int k;

			sb_printf(&rs->body, "<tr><td><a href=\"/t/%d\">%d</a></td>"
			    "<td>", ev.t[i].num, ev.t[i].num);
			for (k = 0; k < ev.t[i].g.n; k++) {
				sb_puts(&rs->body, k ? ", " : "");
				sb_html(&rs->body, ev.t[i].g.player[k]);
			}
			sb_printf(&rs->body, "</td><td class=\"n\">%d of %d</td>"
			    "<td><code>%s</code></td></tr>", ev.t[i].g.rounds,
			    ev.t[i].want, ev.t[i].pin);
		}
		sb_puts(&rs->body, "</tbody></table>");
		sv_event_free(&ev);
	}
	sb_printf(&rs->body, "<h3>Correct a deal</h3><p>Takes back a table's "
	    "last deal; the table enters it again.</p><form method=\"post\" "
	    "action=\"/director/undo\"><input type=\"hidden\" name=\"csrf\" "
	    "value=\"%s\"><label for=\"ut\">Table</label><input id=\"ut\" "
	    "name=\"table\" inputmode=\"numeric\" required><button "
	    "type=\"submit\">Take back its last deal</button></form>"
	    "<p>Or replace it at once:</p><form method=\"post\" "
	    "action=\"/director/replace\"><input type=\"hidden\" "
	    "name=\"csrf\" value=\"%s\"><label for=\"rt\">Table</label>"
	    "<input id=\"rt\" name=\"table\" inputmode=\"numeric\" "
	    "required><label for=\"ro\">Who went out (empty: the pool ran "
	    "out)</label><input id=\"ro\" name=\"out\"><label for=\"rr\">"
	    "Racks, PLAYER=RACK a line</label><textarea id=\"rr\" "
	    "name=\"racks\" rows=\"4\"></textarea><button type=\"submit\">"
	    "Replace its last deal</button></form>"
	    "<h3>Seat the next sitting</h3><form method=\"post\" "
	    "action=\"/director/seat\"><input type=\"hidden\" name=\"csrf\" "
	    "value=\"%s\"><label for=\"by\">Seat by</label><select id=\"by\" "
	    "name=\"by\"><option>mixed</option><option>standings</option>"
	    "<option>random</option></select><button type=\"submit\">Seat"
	    "</button></form><h3>The cut</h3><form method=\"post\" "
	    "action=\"/director/cut\"><input type=\"hidden\" name=\"csrf\" "
	    "value=\"%s\"><label for=\"top\">Top</label><input id=\"top\" "
	    "name=\"top\" inputmode=\"numeric\" required><label for=\"kt\">"
	    "Final tables</label><input id=\"kt\" name=\"tables\" "
	    "inputmode=\"numeric\" value=\"1\"><button type=\"submit\">Cut"
	    "</button></form><form method=\"post\" action=\"/director/logout\">"
	    "<input type=\"hidden\" name=\"csrf\" value=\"%s\"><button "
	    "type=\"submit\">Sign out</button></form>", csrf, csrf, csrf, csrf,
	    csrf);
	page_end(rs, 0);
}

static void
director_login(struct srv *s, const struct req *rq, struct resp *rs)
{
	char *csrf = form_get(rq->body, rq->blen, "csrf");
	char *pass = form_get(rq->body, rq->blen, "pass");
	char id[SESSION_HEX + 1], sc[SESSION_HEX + 1];

	if (s->pass == NULL) {
		page_director(s, rq, rs, NULL, 0);
	} else if (!csrf_ok(rq, csrf)) {
		rs->status = 403;
		page_director(s, rq, rs, "the form had expired: sign in again", 0);
	} else if (limit_blocked(rq->addr, 0, rq->now)) {
		rs->status = 429;
		page_director(s, rq, rs, "too many wrong passphrases from this "
		    "address: wait a minute", 0);
	} else if (pass == NULL || !ct_equal(pass, s->pass)) {
		limit_wrong(rq->addr, 0, rq->now);
		rs->status = 403;
		page_director(s, rq, rs, "wrong passphrase", 0);
	} else if (session_new(rq->now, id, sc) < 0) {
		rs->status = 503;
		sb_puts(&rs->body, "no random numbers: try again\n");
	} else {
		rs->status = 303;
		rs->location = xstrdup("/director");
		rs->set_cookie[1] = xasprintf("sid=%s; Path=/; HttpOnly; "
		    "SameSite=Strict; Max-Age=%d", id, SESSION_TTL);
		sb_puts(&rs->body, "signed in\n");
	}
	free(csrf);
	free(pass);
}

/* A director's action: one command of rkub's, or two (a deal taken back
 * and entered again), in one transaction: both or nothing. */
static int
director_cmds(struct srv *s, const char *name, int argc, const char **argv,
    const char *name2, int argc2, const char **argv2, struct sbuf *msg)
{
	const struct cmd_entry *e = serve_command(name);
	const struct cmd_entry *e2 = name2 != NULL ? serve_command(name2) : NULL;
	int status, line, col;

	if (e == NULL || (name2 != NULL && e2 == NULL)) {
		sb_printf(msg, "this rkub has no %s command", e == NULL ? name :
		    name2);
		return EXIT_USAGE;
	}
	pthread_mutex_lock(&s->mu);
	if (store_begin(s->db) < 0) {
		pthread_mutex_unlock(&s->mu);
		sb_puts(msg, "the database is busy: try again");
		return EXIT_USAGE;
	}
	status = serve_run(s, e, argc, argv, msg);
	if (status == 0 && e2 != NULL)
		status = serve_run(s, e2, argc2, argv2, msg);
	if (status == 0 && store_commit(s->db) < 0)
		status = EXIT_USAGE;
	if (status == 0)
		serve_changed(s);
	store_rollback(s->db);
	pthread_mutex_unlock(&s->mu);
	tidy_messages(msg, &line, &col);
	return status;
}

/* The usual action: one command, in a transaction of its own. */
static int
director_cmd(struct srv *s, const char *name, int argc, const char **argv,
    struct sbuf *msg)
{
	return director_cmds(s, name, argc, argv, NULL, 0, NULL, msg);
}

/* The replacement deal of the director's form: who went out (empty: the
 * pool ran out) and a PLAYER=RACK a line, as rkub round takes them. */
static int
replace_args(const char *game, const char *out, char *racks,
    const char **argv, char **outarg, int max)
{
	int argc = 0;
	char *line, *save = NULL;

	argv[argc++] = "--game";
	argv[argc++] = game;
	if (out == NULL || out[0] == '\0')
		argv[argc++] = "--exhausted";
	else
		argv[argc++] = *outarg = xasprintf("--out=%s", out);
	argv[argc++] = "--";
	for (line = strtok_r(racks, "\r\n", &save); line != NULL &&
	    argc < max; line = strtok_r(NULL, "\r\n", &save))
		if (line[0] != '\0')
			argv[argc++] = line;
	return argc;
}

static int
small_num(const char *v, int lo, int hi)
{
	int n;

	if (v == NULL || v[0] == '\0' || strspn(v, "0123456789") != strlen(v) ||
	    strlen(v) > 4)
		return -1;
	n = atoi(v);
	return n < lo || n > hi ? -1 : n;
}

static void
director_post(struct srv *s, const struct req *rq, struct resp *rs,
    const char *what)
{
	char csrf[SESSION_HEX + 1], *f = form_get(rq->body, rq->blen, "csrf");
	struct sbuf msg;
	const char *argv[8];
	char *v1 = NULL, *v2 = NULL, *v3 = NULL, *game = NULL;
	int argc = 0, status = EXIT_USAGE, n;

	sb_init(&msg);
	if (s->pass == NULL || !director_session(rq, csrf)) {
		free(f);
		rs->status = 403;
		page_director(s, rq, rs, "sign in first", 0);
		return;
	}
	if (f == NULL || !ct_equal(f, csrf)) {
		free(f);
		rs->status = 403;
		page_director(s, rq, rs, "the form had expired: it is fresh now", 0);
		return;
	}
	free(f);
	if (strcmp(what, "logout") == 0) {
		session_end(rq->cookie_sid);
		rs->status = 303;
		rs->location = xstrdup("/director");
		rs->set_cookie[1] = xstrdup("sid=; Path=/; HttpOnly; "
		    "SameSite=Strict; Max-Age=0");
		return;
	}
	if (strcmp(what, "undo") == 0 || strcmp(what, "replace") == 0) {
		struct sv_event ev;
		struct sv_table *t;

		v1 = form_get(rq->body, rq->blen, "table");
		n = small_num(v1, 1, 9999);
		pthread_mutex_lock(&s->mu);
		if (sv_event_one(s->db, s->event, &ev, n) == 0) {
			if ((t = sv_table_find(&ev, n)) != NULL)
				game = xstrdup(t->game);
			sv_event_free(&ev);
		}
		store_rollback(s->db);
		pthread_mutex_unlock(&s->mu);
		if (game == NULL)
			sb_printf(&msg, "no table '%s' at this sitting", v1 ? v1 : "");
		else if (what[0] == 'u') {
			argv[argc++] = "--game";
			argv[argc++] = game;
			status = director_cmd(s, "undo", argc, argv, &msg);
		} else {
			const char *rargv[8 + RK_MAX_PLAYERS * 2];
			char *outarg = NULL;
			int rargc;

			v2 = form_get(rq->body, rq->blen, "out");
			v3 = form_get(rq->body, rq->blen, "racks");
			rargc = replace_args(game, v2, v3 != NULL ? v3 : (char *)"",
			    rargv, &outarg, 8 + RK_MAX_PLAYERS * 2);
			argv[argc++] = "--game";
			argv[argc++] = game;
			status = director_cmds(s, "undo", argc, argv, "round", rargc,
			    rargv, &msg);
			free(outarg);
		}
	} else if (strcmp(what, "seat") == 0) {
		v1 = form_get(rq->body, rq->blen, "by");
		argv[argc++] = "--by";
		argv[argc++] = v1 != NULL ? v1 : "mixed";
		if (s->event != NULL) {
			argv[argc++] = "--event";
			argv[argc++] = s->event;
		}
		status = director_cmd(s, "event seat", argc, argv, &msg);
	} else if (strcmp(what, "cut") == 0) {
		v1 = form_get(rq->body, rq->blen, "top");
		v2 = form_get(rq->body, rq->blen, "tables");
		argv[argc++] = "--top";
		argv[argc++] = v1 != NULL ? v1 : "";
		argv[argc++] = "--tables";
		argv[argc++] = v2 != NULL && v2[0] != '\0' ? v2 : "1";
		if (s->event != NULL) {
			argv[argc++] = "--event";
			argv[argc++] = s->event;
		}
		status = director_cmd(s, "event cut", argc, argv, &msg);
	}
	rs->status = status == 0 ? 200 : status == EXIT_RULE ? 422 : 400;
	page_director(s, rq, rs, status == 0 ? "done" : msg.p != NULL ? msg.p :
	    "refused", status == 0);
	sb_free(&msg);
	free(v1);
	free(v2);
	free(v3);
	free(game);
}

/* The JSON API's reads. */
static void
api_event(struct srv *s, struct resp *rs, int standings)
{
	struct sv_event ev;
	struct sv_standing *st = NULL;
	int i, k, n = 0;
	unsigned long v;

	pthread_mutex_lock(&s->rmu);
	if (sv_event_load(s->rdb, s->event, &ev) < 0) {
		store_rollback(s->rdb);
		pthread_mutex_unlock(&s->rmu);
		json_error(rs, 404, "no event", 0, 0);
		return;
	}
	if (standings && sv_standings(s->rdb, &ev, &st, &n) < 0)
		n = 0;
	store_rollback(s->rdb);
	pthread_mutex_unlock(&s->rmu);
	pthread_mutex_lock(&s->vmu);
	v = s->version;
	pthread_mutex_unlock(&s->vmu);
	rs->status = 200;
	rs->type = "application/json";
	sb_puts(&rs->body, "{\"event\":");
	sb_json(&rs->body, ev.name);
	sb_printf(&rs->body, ",\"sitting\":%d,\"sittings\":%d,\"version\":%lu,",
	    ev.sitting, ev.sittings, v);
	if (standings) {
		sb_puts(&rs->body, "\"standings\":[");
		for (i = 0; i < n; i++) {
			sb_printf(&rs->body, "%s{\"rank\":%d,\"player\":", i ? "," : "",
			    st[i].rank);
			sb_json(&rs->body, st[i].name);
			sb_printf(&rs->body, ",\"points\":%.*f,\"played\":%d,"
			    "\"won\":%d,\"withdrawn\":%s}", decimals(st[i].points),
			    st[i].points,
			    st[i].played, st[i].won, st[i].withdrawn ? "true" :
			    "false");
		}
	} else {
		sb_puts(&rs->body, "\"tables\":[");
		for (i = 0; i < ev.ntables; i++) {
			const struct sv_table *t = &ev.t[i];

			sb_printf(&rs->body, "%s{\"table\":%d,\"game\":", i ? "," : "",
			    t->num);
			sb_json(&rs->body, t->game);
			sb_puts(&rs->body, ",\"players\":[");
			for (k = 0; k < t->g.n; k++) {
				sb_puts(&rs->body, k ? "," : "");
				sb_json(&rs->body, t->g.player[k]);
			}
			sb_printf(&rs->body, "],\"deals\":%d,\"want\":%d,\"done\":%s}",
			    t->g.rounds, t->want, t->g.rounds >= t->want ? "true" :
			    "false");
		}
	}
	sb_puts(&rs->body, "]}\n");
	free(st);
	sv_event_free(&ev);
}

static void
api_table(struct srv *s, struct resp *rs, int num)
{
	struct sv_event ev;
	struct sv_table *t;
	struct sv_deal *d = NULL;
	int i, k, nd = 0;

	pthread_mutex_lock(&s->rmu);
	if (sv_event_one(s->rdb, s->event, &ev, num) < 0) {
		store_rollback(s->rdb);
		pthread_mutex_unlock(&s->rmu);
		json_error(rs, 404, "no event", 0, 0);
		return;
	}
	if ((t = sv_table_find(&ev, num)) == NULL) {
		store_rollback(s->rdb);
		pthread_mutex_unlock(&s->rmu);
		sv_event_free(&ev);
		json_error(rs, 404, "no such table at this sitting", 0, 0);
		return;
	}
	if (sv_deals(s->rdb, &t->g, &d, &nd) < 0)
		nd = 0;
	store_rollback(s->rdb);
	pthread_mutex_unlock(&s->rmu);
	rs->status = 200;
	rs->type = "application/json";
	sb_printf(&rs->body, "{\"table\":%d,\"sitting\":%d,\"game\":", num,
	    ev.sitting);
	sb_json(&rs->body, t->game);
	sb_puts(&rs->body, ",\"players\":[");
	for (k = 0; k < t->g.n; k++) {
		sb_puts(&rs->body, k ? "," : "");
		sb_json(&rs->body, t->g.player[k]);
	}
	sb_printf(&rs->body, "],\"want\":%d,\"deals\":[", t->want);
	for (i = 0; i < nd; i++) {
		sb_printf(&rs->body, "%s{\"deal\":%d,\"kind\":", i ? "," : "",
		    d[i].num);
		sb_json(&rs->body, d[i].kind);
		sb_puts(&rs->body, ",\"scores\":{");
		for (k = 0; k < t->g.n; k++) {
			sb_puts(&rs->body, k ? "," : "");
			sb_json(&rs->body, t->g.player[k]);
			sb_printf(&rs->body, ":%d", d[i].score[k]);
		}
		sb_puts(&rs->body, "},\"winner\":");
		if (d[i].winner >= 0)
			sb_json(&rs->body, t->g.player[d[i].winner]);
		else
			sb_puts(&rs->body, "null");
		sb_puts(&rs->body, "}");
	}
	sb_puts(&rs->body, "]}\n");
	free(d);
	sv_event_free(&ev);
}

static void
not_found(struct resp *rs, int json)
{
	if (json)
		json_error(rs, 404, "no such resource: see rkub(1), SERVE", 0, 0);
	else {
		rs->status = 404;
		sb_puts(&rs->body, "not found\n");
	}
}

/*
 * The pages every screen polls, kept per version of the database: 200
 * phones reloading the board cost one rendering a change, not 200.
 */
#define CACHED 4
static const char *const cached_url[CACHED] = {
	"/", "/tables", "/api/event", "/api/standings"
};
static struct {
	unsigned long version;
	int valid, status;
	const char *type;
	char *body;
	size_t len;
} cache[CACHED];
static pthread_mutex_t cache_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t render_mu[CACHED] = {
	PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
	PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER
};

static int
cache_get(struct srv *s, const char *url, struct resp *rs, int *slot,
    unsigned long *v)
{
	int i, hit = 0;

	for (i = 0; i < CACHED && strcmp(url, cached_url[i]) != 0; i++)
		;
	*slot = i;
	if (i == CACHED)
		return 0;
	pthread_mutex_lock(&s->vmu);
	*v = s->version;
	pthread_mutex_unlock(&s->vmu);
	pthread_mutex_lock(&cache_mu);
	if (cache[i].valid && cache[i].version == *v) {
		rs->status = cache[i].status;
		rs->type = cache[i].type;
		sb_putn(&rs->body, cache[i].body, cache[i].len);
		hit = 1;
	}
	pthread_mutex_unlock(&cache_mu);
	return hit;
}

static void
cache_put(int slot, unsigned long v, const struct resp *rs)
{
	if (slot >= CACHED)
		return;
	pthread_mutex_lock(&cache_mu);
	free(cache[slot].body);
	cache[slot].body = xmalloc(rs->body.n + 1);
	memcpy(cache[slot].body, rs->body.p != NULL ? rs->body.p : "",
	    rs->body.n);
	cache[slot].len = rs->body.n;
	cache[slot].status = rs->status;
	cache[slot].type = rs->type;
	cache[slot].version = v;
	cache[slot].valid = 1;
	pthread_mutex_unlock(&cache_mu);
}

void
page_cache_free(void)
{
	int i;

	pthread_mutex_lock(&cache_mu);
	for (i = 0; i < CACHED; i++) {
		free(cache[i].body);
		cache[i].body = NULL;
		cache[i].valid = 0;
	}
	pthread_mutex_unlock(&cache_mu);
	for (i = 0; i < IDEM_SLOTS; i++) {
		free(idem[i].body);
		idem[i].body = NULL;
	}
}

static void route(struct srv *, const struct req *, struct resp *);

void
page_route(struct srv *s, const struct req *rq, struct resp *rs)
{
	unsigned long v = 0;
	int slot = CACHED;

	if (strcmp(rq->method, "POST") == 0 || (!cache_get(s, rq->url, rs,
	    &slot, &v) && slot == CACHED)) {
		route(s, rq, rs);
		return;
	}
	if (rs->status != 0)
		return;
	/* One rendering a version: the others wait for it, then take it. */
	pthread_mutex_lock(&render_mu[slot]);
	if (!cache_get(s, rq->url, rs, &slot, &v)) {
		route(s, rq, rs);
		if (rs->set_cookie[0] == NULL && rs->set_cookie[1] == NULL)
			cache_put(slot, v, rs);
	}
	pthread_mutex_unlock(&render_mu[slot]);
}

static void
route(struct srv *s, const struct req *rq, struct resp *rs)
{
	const char *u = rq->url;
	int post = strcmp(rq->method, "POST") == 0, n;
	int api = strncmp(u, "/api/", 5) == 0;

	if (post) {
		if ((n = url_num(u, "/api/tables/", "/deals")) > 0)
			api_deal(s, rq, n, rs);
		else if ((n = url_num(u, "/t/", "")) > 0)
			form_deal(s, rq, rs, n);
		else if (strcmp(u, "/director/login") == 0)
			director_login(s, rq, rs);
		else if (strcmp(u, "/director/logout") == 0 ||
		    strcmp(u, "/director/undo") == 0 ||
		    strcmp(u, "/director/replace") == 0 ||
		    strcmp(u, "/director/seat") == 0 ||
		    strcmp(u, "/director/cut") == 0)
			director_post(s, rq, rs, u + 10);
		else if (strcmp(u, "/") == 0 || strcmp(u, "/tables") == 0 ||
		    strcmp(u, "/director") == 0 || strncmp(u, "/api/", 5) == 0) {
			rs->status = 405;
			sb_puts(&rs->body, "this address is read with GET\n");
		} else
			not_found(rs, api);
		return;
	}
	if (url_num(u, "/api/tables/", "/deals") > 0 ||
	    strncmp(u, "/director/", 10) == 0) {
		rs->status = 405;
		sb_puts(&rs->body, "this address takes a POST\n");
	} else if (strcmp(u, "/") == 0)
		page_board(s, rs);
	else if (strcmp(u, "/tables") == 0)
		page_tables(s, rs);
	else if ((n = url_num(u, "/t/", "")) > 0)
		page_table(s, rq, rs, n, NULL, 0, NULL);
	else if (strcmp(u, "/director") == 0)
		page_director(s, rq, rs, NULL, 0);
	else if (strcmp(u, "/live") == 0)
		rs->sse = 1;
	else if (strcmp(u, "/live.js") == 0) {
		rs->status = 200;
		rs->type = "text/javascript; charset=utf-8";
		sb_puts(&rs->body, live_js);
	} else if (strcmp(u, "/api/event") == 0)
		api_event(s, rs, 0);
	else if (strcmp(u, "/api/standings") == 0)
		api_event(s, rs, 1);
	else if ((n = url_num(u, "/api/tables/", "")) > 0)
		api_table(s, rs, n);
	else
		not_found(rs, api);
}
