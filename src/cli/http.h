/*
 * http.h: the pieces of rkub serve that know nothing of libmicrohttpd or
 * of the database: a growing text buffer that escapes for HTML and JSON,
 * a constant-time comparison, random tokens, the wrong-PIN limiter, the
 * director's sessions, and a small JSON reader for request bodies.
 */
#ifndef RKUB_HTTP_H
#define RKUB_HTTP_H

#include <stddef.h>
#include <time.h>

/* A text buffer that grows; never fails (dies on out of memory). */
struct sbuf {
	char *p;
	size_t n, cap;
};
void sb_init(struct sbuf *);
void sb_free(struct sbuf *);
void sb_putn(struct sbuf *, const char *, size_t);
void sb_puts(struct sbuf *, const char *);
void sb_printf(struct sbuf *, const char *, ...)
    __attribute__((format(printf, 2, 3)));
void sb_html(struct sbuf *, const char *);  /* & < > " ' escaped */
void sb_json(struct sbuf *, const char *);  /* a JSON string, quoted */
char *sb_take(struct sbuf *, size_t *len);  /* the text; the buffer empties */

/* 1 when the two strings are equal, in time that depends only on the
 * length of the expected one. */
int ct_equal(const char *given, const char *expected);

/* n random bytes from the system as 2n hex digits and a NUL; -1 when the
 * system gives none. */
int random_hex(char *out, size_t nbytes);

/* Wrong PINs: at most LIMIT_WRONG a minute per address and table. */
#define LIMIT_WRONG 5
#define LIMIT_WINDOW 60
int limit_blocked(const char *addr, int table, time_t now);
void limit_wrong(const char *addr, int table, time_t now);

/* The director's sessions: an unguessable id in an HttpOnly cookie and a
 * CSRF token of the session's own. */
#define SESSION_HEX 32
#define SESSION_TTL (12 * 3600)
int session_new(time_t now, char id[SESSION_HEX + 1],
    char csrf[SESSION_HEX + 1]);
int session_find(const char *id, time_t now, char csrf[SESSION_HEX + 1]);
void session_end(const char *id);

/*
 * The JSON reader: the whole text into a flat array of values, each with
 * its parent, its key in an object, and the column it starts at.  Strings
 * are unescaped (\uXXXX to UTF-8).  Depth and count are capped.
 */
enum jtype { J_NULL, J_FALSE, J_TRUE, J_NUM, J_STR, J_ARR, J_OBJ };
struct jval {
	enum jtype type;
	int parent;          /* -1 for the root */
	char *key;           /* in an object, else NULL */
	char *str;           /* J_STR's text, J_NUM's spelling */
	int col;             /* 1-based byte column in the text (line 1 only) */
	int line;
};
struct jdoc {
	struct jval *v;
	int n, cap;
};
#define JSON_MAX_DEPTH 8
#define JSON_MAX_VALUES 512
/* 0, or -1 with msg (what is wrong) and *line, *col set. */
int json_parse(const char *text, size_t len, struct jdoc *,
    char *msg, size_t msglen, int *line, int *col);
void json_free(struct jdoc *);
/* The member KEY of object at index obj, or -1. */
int json_get(const struct jdoc *, int obj, const char *key);

#endif
