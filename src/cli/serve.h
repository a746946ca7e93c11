/*
 * serve.h: rkub serve's parts: the server (serve.c: listening, routing,
 * security headers, request bodies), the pages and the API (serve_page.c),
 * and the event data they show (serve_data.c).
 */
#ifndef RKUB_SERVE_H
#define RKUB_SERVE_H

#include <pthread.h>
#include <sqlite3.h>
#include <time.h>

#include "game.h"
#include "http.h"

#define BODY_MAX (16 * 1024)      /* the largest request body */
#define HEADER_MAX (16 * 1024)    /* the memory a connection's headers get */
#define IDLE_TIMEOUT 10           /* seconds a connection may say nothing */

struct srv {
	sqlite3 *db;                  /* the writer: every use under mu */
	pthread_mutex_t mu;
	sqlite3 *rdb;                 /* the pages' reader (WAL): under rmu */
	pthread_mutex_t rmu;
	sqlite3 *wdb;                 /* the watcher's: under wmu */
	pthread_mutex_t wmu;
	long long wlast;              /* its last data_version */
	const char *dbpath;
	const char *event;            /* --event, or NULL for the current one */
	char *pass;                   /* the director's passphrase, or NULL */
	volatile unsigned long version;  /* bumps when the database changes */
	volatile int stopping;
	pthread_mutex_t vmu;
	pthread_cond_t vcond;
};

/* A request, as the handlers see it. */
struct req {
	const char *method, *url, *addr;
	const char *body;
	size_t blen;
	const char *cookie_sid, *cookie_csrf, *idem_key, *accept;
	time_t now;
};

/* An answer: a status, a type, a body, and headers to add. */
struct resp {
	int status;
	const char *type;
	struct sbuf body;
	char *location;               /* for 303 */
	char *set_cookie[2];
	int sse;                      /* answer with the live stream */
};

/* serve_data.c: the event as the server shows it. */
struct sv_table {
	int num;
	char *game;                   /* the table's game: EVENT/SITTING/TABLE */
	char pin[8];
	int want;                     /* deals the table plays */
	struct game g;                /* players in start order, deals done */
};
struct ev;
struct sv_event {
	struct ev *raw;               /* the store's event (whole loads only) */
	char *name;
	int sitting, sittings, ntables;
	struct sv_table *t;
};
/* The event (event NULL: the current one) on the connection given. */
int sv_event_load(sqlite3 *, const char *event, struct sv_event *);
int sv_event_one(sqlite3 *, const char *event, struct sv_event *, int table);
void sv_event_free(struct sv_event *);
struct sv_table *sv_table_find(struct sv_event *, int num);
/* A round of a game: its number, a score per seat, who won. */
struct sv_deal {
	int num;
	char kind[16];
	int score[RK_MAX_PLAYERS];
	char rack[RK_MAX_PLAYERS][128];
	int winner;
};
int sv_deals(sqlite3 *, const struct game *, struct sv_deal **, int *n);
struct sv_standing {
	int rank;
	char name[RK_NAME_MAX + 1];
	double points;
	int played, won, withdrawn;
};
int sv_standings(sqlite3 *, const struct sv_event *, struct sv_standing **,
    int *n);

/* serve.c: the board's version moves on (after a commit of the server's) */
void serve_changed(struct srv *);
/* serve.c: a command of rkub's by name, for the director's actions */
const struct cmd_entry *serve_command(const char *name);

/* serve_page.c */
char *form_get(const char *body, size_t len, const char *name);
void page_route(struct srv *, const struct req *, struct resp *);
void page_cache_free(void);
/* Runs a command of rkub's inside the server's open transaction, its
 * messages into msg; the command's exit status. */
int serve_run(struct srv *, const struct cmd_entry *, int argc,
    const char **argv, struct sbuf *msg);

#endif
