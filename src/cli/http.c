/*
 * http.c: text buffers with escaping, constant-time comparison, random
 * tokens, the wrong-PIN limiter, director sessions, and the JSON reader
 * of request bodies.  Shared state is guarded by one mutex each: the
 * server answers on several threads.
 */
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "cli.h"
#include "http.h"

void
sb_init(struct sbuf *b)
{
	b->p = NULL;
	b->n = b->cap = 0;
}

void
sb_free(struct sbuf *b)
{
	free(b->p);
	sb_init(b);
}

static void
sb_room(struct sbuf *b, size_t more)
{
	if (b->n + more + 1 <= b->cap)
		return;
	if (b->cap == 0)
		b->cap = 256;
	while (b->n + more + 1 > b->cap)
		b->cap *= 2;
	b->p = xrealloc(b->p, b->cap);
}

void
sb_putn(struct sbuf *b, const char *s, size_t n)
{
	sb_room(b, n);
	memcpy(b->p + b->n, s, n);
	b->n += n;
	b->p[b->n] = '\0';
}

void
sb_puts(struct sbuf *b, const char *s)
{
	sb_putn(b, s, strlen(s));
}

void
sb_printf(struct sbuf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	sb_room(b, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(b->p + b->n, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->n += (size_t)n;
}

void
sb_html(struct sbuf *b, const char *s)
{
	for (; *s != '\0'; s++)
		switch (*s) {
		case '&': sb_puts(b, "&amp;"); break;
		case '<': sb_puts(b, "&lt;"); break;
		case '>': sb_puts(b, "&gt;"); break;
		case '"': sb_puts(b, "&quot;"); break;
		case '\'': sb_puts(b, "&#39;"); break;
		default: sb_putn(b, s, 1);
		}
}

void
sb_json(struct sbuf *b, const char *s)
{
	sb_putn(b, "\"", 1);
	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			sb_printf(b, "\\%c", c);
		else if (c == '\n')
			sb_puts(b, "\\n");
		else if (c == '<')      /* never "</script>" in a page */
			sb_puts(b, "\\u003c");
		else if (c < 0x20 || c == 0x7f)
			sb_printf(b, "\\u%04x", c);
		else
			sb_putn(b, s, 1);
	}
	sb_putn(b, "\"", 1);
}

char *
sb_take(struct sbuf *b, size_t *len)
{
	char *p;

	sb_room(b, 0);
	p = b->p;
	if (len != NULL)
		*len = b->n;
	sb_init(b);
	return p;
}

int
ct_equal(const char *given, const char *expected)
{
	size_t n = strlen(expected), g = strlen(given), i;
	unsigned char d = (unsigned char)(g != n);

	/* Read as many bytes of given as expected has, wrapping: the time
	 * says nothing about how much of it matched. */
	for (i = 0; i < n; i++)
		d |= (unsigned char)(given[g ? i % g : 0] ^ expected[i]);
	return d == 0 && g == n;
}

int
random_hex(char *out, size_t nbytes)
{
	unsigned char raw[64];
	size_t i, got = 0;

	if (nbytes > sizeof(raw))
		return -1;
	while (got < nbytes) {
		ssize_t r = getrandom(raw + got, nbytes - got, 0);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		got += (size_t)r;
	}
	for (i = 0; i < nbytes; i++)
		snprintf(out + 2 * i, 3, "%02x", raw[i]);
	return 0;
}

/* The limiter: a small table of (address, table) windows; when full, the
 * oldest window makes room. */
#define LIMIT_SLOTS 4096
static struct {
	char addr[48];
	int table;
	time_t start;
	int wrong;
} slot[LIMIT_SLOTS];
static pthread_mutex_t limit_mu = PTHREAD_MUTEX_INITIALIZER;

static int
limit_find(const char *addr, int table, time_t now, int make)
{
	int i, oldest = 0;

	for (i = 0; i < LIMIT_SLOTS; i++) {
		if (slot[i].addr[0] != '\0' && slot[i].table == table &&
		    strcmp(slot[i].addr, addr) == 0) {
			if (now - slot[i].start >= LIMIT_WINDOW) {
				slot[i].start = now;
				slot[i].wrong = 0;
			}
			return i;
		}
		if (slot[i].start < slot[oldest].start)
			oldest = i;
	}
	if (!make)
		return -1;
	snprintf(slot[oldest].addr, sizeof(slot[oldest].addr), "%s", addr);
	slot[oldest].table = table;
	slot[oldest].start = now;
	slot[oldest].wrong = 0;
	return oldest;
}

int
limit_blocked(const char *addr, int table, time_t now)
{
	int i, blocked;

	pthread_mutex_lock(&limit_mu);
	i = limit_find(addr, table, now, 0);
	blocked = i >= 0 && slot[i].wrong >= LIMIT_WRONG;
	pthread_mutex_unlock(&limit_mu);
	return blocked;
}

void
limit_wrong(const char *addr, int table, time_t now)
{
	int i;

	pthread_mutex_lock(&limit_mu);
	i = limit_find(addr, table, now, 1);
	slot[i].wrong++;
	pthread_mutex_unlock(&limit_mu);
}

#define SESSIONS 64
static struct {
	char id[SESSION_HEX + 1];
	char csrf[SESSION_HEX + 1];
	time_t expires;
} sess[SESSIONS];
static pthread_mutex_t sess_mu = PTHREAD_MUTEX_INITIALIZER;

int
session_new(time_t now, char id[SESSION_HEX + 1], char csrf[SESSION_HEX + 1])
{
	int i, pick = 0;

	if (random_hex(id, SESSION_HEX / 2) < 0 ||
	    random_hex(csrf, SESSION_HEX / 2) < 0)
		return -1;
	pthread_mutex_lock(&sess_mu);
	for (i = 0; i < SESSIONS; i++)
		if (sess[i].expires < sess[pick].expires)
			pick = i;
	memcpy(sess[pick].id, id, SESSION_HEX + 1);
	memcpy(sess[pick].csrf, csrf, SESSION_HEX + 1);
	sess[pick].expires = now + SESSION_TTL;
	pthread_mutex_unlock(&sess_mu);
	return 0;
}

int
session_find(const char *id, time_t now, char csrf[SESSION_HEX + 1])
{
	int i, found = 0;

	if (id == NULL || strlen(id) != SESSION_HEX)
		return 0;
	pthread_mutex_lock(&sess_mu);
	for (i = 0; i < SESSIONS; i++)
		if (sess[i].expires > now && ct_equal(id, sess[i].id)) {
			memcpy(csrf, sess[i].csrf, SESSION_HEX + 1);
			found = 1;
		}
	pthread_mutex_unlock(&sess_mu);
	return found;
}

void
session_end(const char *id)
{
	int i;

	if (id == NULL)
		return;
	pthread_mutex_lock(&sess_mu);
	for (i = 0; i < SESSIONS; i++)
		if (sess[i].expires != 0 && ct_equal(id, sess[i].id))
			memset(&sess[i], 0, sizeof(sess[i]));
	pthread_mutex_unlock(&sess_mu);
}

/* The JSON reader. */
struct jp {
	const char *s, *end, *line0;
	int line;
	struct jdoc *d;
	char *msg;
	size_t msglen;
	int eline, ecol;
};

static int
jp_col(const struct jp *p, const char *at)
{
	return (int)(at - p->line0) + 1;
}

static int
jp_fail(struct jp *p, const char *at, const char *what)
{
	snprintf(p->msg, p->msglen, "%s", what);
	p->eline = p->line;
	p->ecol = jp_col(p, at);
	return -1;
}

static void
jp_ws(struct jp *p)
{
	while (p->s < p->end && (*p->s == ' ' || *p->s == '\t' ||
	    *p->s == '\n' || *p->s == '\r')) {
		if (*p->s == '\n') {
			p->line++;
			p->line0 = p->s + 1;
		}
		p->s++;
	}
}

static int
jp_new(struct jp *p, enum jtype t, int parent, const char *at)
{
	struct jdoc *d = p->d;
	struct jval *v;

	if (d->n >= JSON_MAX_VALUES)
		return jp_fail(p, at, "too many values");
	if (d->n == d->cap) {
		d->cap = d->cap ? d->cap * 2 : 16;
		d->v = xrealloc(d->v, (size_t)d->cap * sizeof(*d->v));
	}
	v = &d->v[d->n];
	memset(v, 0, sizeof(*v));
	v->type = t;
	v->parent = parent;
	v->line = p->line;
	v->col = jp_col(p, at);
	return d->n++;
}

static void
put_utf8(struct sbuf *b, unsigned long c)
{
	char u[4];

	if (c < 0x80) {
		u[0] = (char)c;
		sb_putn(b, u, 1);
	} else if (c < 0x800) {
		u[0] = (char)(0xc0 | (c >> 6));
		u[1] = (char)(0x80 | (c & 0x3f));
		sb_putn(b, u, 2);
	} else if (c < 0x10000) {
		u[0] = (char)(0xe0 | (c >> 12));
		u[1] = (char)(0x80 | ((c >> 6) & 0x3f));
		u[2] = (char)(0x80 | (c & 0x3f));
		sb_putn(b, u, 3);
	} else {
		u[0] = (char)(0xf0 | (c >> 18));
		u[1] = (char)(0x80 | ((c >> 12) & 0x3f));
		u[2] = (char)(0x80 | ((c >> 6) & 0x3f));
		u[3] = (char)(0x80 | (c & 0x3f));
		sb_putn(b, u, 4);
	}
}

static int
hex4(const char *s, unsigned long *v)
{
	int i;

	*v = 0;
	for (i = 0; i < 4; i++) {
		int c = s[i], h;

		if (c >= '0' && c <= '9')
			h = c - '0';
		else if (c >= 'a' && c <= 'f')
			h = c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			h = c - 'A' + 10;
		else
			return -1;
		*v = *v * 16 + (unsigned long)h;
	}
	return 0;
}

/* A string at p->s (the opening quote); the text into *out. */
static int
jp_string(struct jp *p, char **out)
{
	struct sbuf b;
	const char *start = p->s;

	sb_init(&b);
	sb_puts(&b, "");
	p->s++;
	for (;;) {
		unsigned char c;

		if (p->s >= p->end) {
			sb_free(&b);
			return jp_fail(p, start, "a string without its closing "
			    "quote");
		}
		c = (unsigned char)*p->s;
		if (c == '"')
			break;
		if (c < 0x20) {
			sb_free(&b);
			return jp_fail(p, p->s, "a control character in a string");
		}
		if (c != '\\') {
			sb_putn(&b, p->s++, 1);
			continue;
		}
		if (p->end - p->s < 2) {
			sb_free(&b);
			return jp_fail(p, p->s, "an escape cut short");
		}
		switch (p->s[1]) {
		case '"': case '\\': case '/':
			sb_putn(&b, p->s + 1, 1);
			break;
		case 'b': sb_puts(&b, "\b"); break;
		case 'f': sb_puts(&b, "\f"); break;
		case 'n': sb_puts(&b, "\n"); break;
		case 'r': sb_puts(&b, "\r"); break;
		case 't': sb_puts(&b, "\t"); break;
		case 'u': {
			unsigned long u, lo;

			if (p->end - p->s < 6 || hex4(p->s + 2, &u) < 0) {
				sb_free(&b);
				return jp_fail(p, p->s, "\\u needs four hex digits");
			}
			if (u >= 0xd800 && u < 0xdc00) {
				if (p->end - p->s < 12 || p->s[6] != '\\' ||
				    p->s[7] != 'u' || hex4(p->s + 8, &lo) < 0 ||
				    lo < 0xdc00 || lo >= 0xe000) {
					sb_free(&b);
					return jp_fail(p, p->s, "a lone surrogate");
				}
				u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
				p->s += 6;
			} else if ((u >= 0xdc00 && u < 0xe000) || u == 0) {
				sb_free(&b);
				return jp_fail(p, p->s, u ? "a lone surrogate" :
				    "a NUL character in a string");
			}
			put_utf8(&b, u);
			p->s += 4;
			break;
		}
		default:
			sb_free(&b);
			return jp_fail(p, p->s, "an unknown escape");
		}
		p->s += 2;
	}
	p->s++;
	*out = sb_take(&b, NULL);
	return 0;
}

static int jp_value(struct jp *, int parent, char *key, int depth);

static int
jp_container(struct jp *p, int me, int depth, int obj)
{
	char close = obj ? '}' : ']';

	p->s++;
	jp_ws(p);
	if (p->s < p->end && *p->s == close) {
		p->s++;
		return 0;
	}
	for (;;) {
		char *key = NULL;

		jp_ws(p);
		if (obj) {
			if (p->s >= p->end || *p->s != '"')
				return jp_fail(p, p->s, "a key in quotes expected");
			if (jp_string(p, &key) < 0)
				return -1;
			jp_ws(p);
			if (p->s >= p->end || *p->s != ':') {
				free(key);
				return jp_fail(p, p->s, "':' expected after a key");
			}
			p->s++;
		}
		if (jp_value(p, me, key, depth + 1) < 0)
			return -1;
		jp_ws(p);
		if (p->s < p->end && *p->s == ',') {
			p->s++;
			continue;
		}
		if (p->s < p->end && *p->s == close) {
			p->s++;
			return 0;
		}
		return jp_fail(p, p->s, obj ? "',' or '}' expected" :
		    "',' or ']' expected");
	}
}

static int
jp_value(struct jp *p, int parent, char *key, int depth)
{
	const char *at;
	int me;

	jp_ws(p);
	at = p->s;
	if (depth > JSON_MAX_DEPTH) {
		free(key);
		return jp_fail(p, at, "nested too deep");
	}
	if (p->s >= p->end) {
		free(key);
		return jp_fail(p, at, "a value expected");
	}
	switch (*p->s) {
	case '{': case '[':
		if ((me = jp_new(p, *p->s == '{' ? J_OBJ : J_ARR, parent, at)) < 0)
			break;
		p->d->v[me].key = key;
		return jp_container(p, me, depth, *at == '{');
	case '"':
		if ((me = jp_new(p, J_STR, parent, at)) < 0)
			break;
		p->d->v[me].key = key;
		return jp_string(p, &p->d->v[me].str);
	default: {
		static const struct { const char *w; enum jtype t; } lit[] = {
			{ "true", J_TRUE }, { "false", J_FALSE }, { "null", J_NULL }
		};
		size_t i, n;

		for (i = 0; i < 3; i++) {
			n = strlen(lit[i].w);
			if ((size_t)(p->end - p->s) >= n &&
			    memcmp(p->s, lit[i].w, n) == 0) {
				if ((me = jp_new(p, lit[i].t, parent, at)) < 0)
					goto fail;
				p->d->v[me].key = key;
				p->s += n;
				return 0;
			}
		}
		n = 0;
		if (p->s < p->end && *p->s == '-')
			n++;
		while (p->s + n < p->end && (strchr("0123456789.eE+-",
		    p->s[n]) != NULL) && p->s[n] != '\0')
			n++;
		if (n == 0 || (n == 1 && *p->s == '-') || n > 32) {
			free(key);
			return jp_fail(p, at, "a value expected (a string, a "
			    "number, true, false, null, an object or a list)");
		}
		if ((me = jp_new(p, J_NUM, parent, at)) < 0)
			break;
		p->d->v[me].key = key;
		p->d->v[me].str = xmalloc(n + 1);
		memcpy(p->d->v[me].str, p->s, n);
		p->d->v[me].str[n] = '\0';
		p->s += n;
		return 0;
	}
	}
fail:
	free(key);
	return -1;
}

int
json_parse(const char *text, size_t len, struct jdoc *d, char *msg,
    size_t msglen, int *line, int *col)
{
	struct jp p;

	memset(d, 0, sizeof(*d));
	p.s = p.line0 = text;
	p.end = text + len;
	p.line = 1;
	p.d = d;
	p.msg = msg;
	p.msglen = msglen;
	p.eline = p.ecol = 0;
	if (memchr(text, '\0', len) != NULL)
		jp_fail(&p, (const char *)memchr(text, '\0', len),
		    "a NUL byte in the text");
	else if (jp_value(&p, -1, NULL, 0) == 0) {
		jp_ws(&p);
		if (p.s == p.end)
			return 0;
		jp_fail(&p, p.s, "text after the value");
	}
	*line = p.eline;
	*col = p.ecol;
	json_free(d);
	return -1;
}

void
json_free(struct jdoc *d)
{
	int i;

	for (i = 0; i < d->n; i++) {
		free(d->v[i].key);
		free(d->v[i].str);
	}
	free(d->v);
	memset(d, 0, sizeof(*d));
}

int
json_get(const struct jdoc *d, int obj, const char *key)
{
	int i;

	for (i = obj + 1; i < d->n; i++)
		if (d->v[i].parent == obj && d->v[i].key != NULL &&
		    strcmp(d->v[i].key, key) == 0)
			return i;
	return -1;
}
