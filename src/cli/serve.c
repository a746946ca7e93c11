/*
 * serve.c: rkub serve: the event on the room's network through
 * libmicrohttpd.  A thread a connection (the live board's streams wait),
 * one database connection shared under a mutex, and a watcher that bumps
 * the board's version whenever anyone (this server or the command line)
 * commits.  Security by construction: only GET, HEAD and POST; bodies
 * capped at 16 KB and headers at 16 KB; idle connections dropped after
 * 10 s; every answer with a Content-Security-Policy without inline script;
 * no file is ever served.  SIGINT and SIGTERM stop it cleanly.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "serve.h"
#include "../store/store.h"
#include "../store/live.h"

static const char csp[] = "default-src 'none'; script-src 'self'; "
    "style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

static FILE *logf_;   /* the server's own messages: never a captured stderr */

/* Per request: the body as it arrives, refused past BODY_MAX. */
struct conn {
	struct sbuf body;
	size_t too_big;        /* bytes past the cap, read and dropped */
};

#define DISCARD_MAX (1024 * 1024)
#define PER_ADDRESS 64

/* The live board: one event at once, a keep-alive now and then. */
struct live {
	struct srv *s;
	unsigned long seen;
	time_t start, last;
	int sent;
};

#define LIVE_MAX 300       /* seconds a stream lasts; the browser reconnects */
#define LIVE_PING 15

static void
logmsg(void *cls, const char *fmt, va_list ap)
{
	(void)cls;
	fputs("rkub: serve: ", logf_);
	vfprintf(logf_, fmt, ap);
	fflush(logf_);
}

static ssize_t
live_read(void *cls, uint64_t pos, char *buf, size_t max)
{
	struct live *l = cls;
	struct srv *s = l->s;
	struct timespec until;
	int n;

	(void)pos;
	pthread_mutex_lock(&s->vmu);
	for (;;) {
		time_t now = time(NULL);

		if (s->stopping || now - l->start >= LIVE_MAX) {
			pthread_mutex_unlock(&s->vmu);
			return MHD_CONTENT_READER_END_OF_STREAM;
		}
		if (!l->sent || s->version != l->seen) {
			l->seen = s->version;
			n = snprintf(buf, max, "%sevent: board\nid: %lu\ndata: %lu\n\n",
			    l->sent ? "" : "retry: 3000\n", l->seen, l->seen);
			l->sent = 1;
			l->last = now;
			break;
		}
		if (now - l->last >= LIVE_PING) {
			n = snprintf(buf, max, ": ping\n\n");
			l->last = now;
			break;
		}
		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_sec += 1;
		pthread_cond_timedwait(&s->vcond, &s->vmu, &until);
	}
	pthread_mutex_unlock(&s->vmu);
	return n < 0 || (size_t)n >= max ? MHD_CONTENT_READER_END_WITH_ERROR : n;
}

/*
 * The board's version: the watcher's own connection sees PRAGMA
 * data_version change when any other connection commits (this server's
 * writer or the command line).  Looked at every 250 ms, and at once after
 * the server's own commits, under one mutex: one bump a change.
 */
static void
version_check(struct srv *s)
{
	long long v;

	pthread_mutex_lock(&s->wmu);
	if (s->wdb != NULL && store_data_version(s->wdb, &v) == 0 &&
	    v != s->wlast) {
		pthread_mutex_lock(&s->vmu);
		if (s->wlast != -1)
			s->version++;
		pthread_cond_broadcast(&s->vcond);
		pthread_mutex_unlock(&s->vmu);
		s->wlast = v;
	}
	pthread_mutex_unlock(&s->wmu);
}

static void *
watch(void *arg)
{
	struct srv *s = arg;

	while (!s->stopping) {
		version_check(s);
		nanosleep(&(struct timespec){ 0, 250 * 1000 * 1000 }, NULL);
	}
	return NULL;
}

void
serve_changed(struct srv *s)
{
	version_check(s);
}

static void
headers(struct MHD_Response *r, const char *type)
{
	MHD_add_response_header(r, "Content-Type", type);
	MHD_add_response_header(r, "Content-Security-Policy", csp);
	MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
	MHD_add_response_header(r, "X-Frame-Options", "DENY");
	MHD_add_response_header(r, "Referrer-Policy", "no-referrer");
	MHD_add_response_header(r, "Cache-Control", "no-store");
}

static enum MHD_Result
answer(struct MHD_Connection *c, struct resp *rs)
{
	struct MHD_Response *r;
	enum MHD_Result ret;
	size_t len;
	char *body = sb_take(&rs->body, &len);
	int i;

	r = MHD_create_response_from_buffer(len, body, MHD_RESPMEM_MUST_FREE);
	if (r == NULL) {
		free(body);
		return MHD_NO;
	}
	headers(r, rs->type != NULL ? rs->type : "text/plain; charset=utf-8");
	if (rs->location != NULL)
		MHD_add_response_header(r, "Location", rs->location);
	for (i = 0; i < 2; i++)
		if (rs->set_cookie[i] != NULL)
			MHD_add_response_header(r, "Set-Cookie", rs->set_cookie[i]);
	if (rs->status == 405)
		MHD_add_response_header(r, "Allow", "GET, HEAD, POST");
	if (rs->status == 413 || rs->status == 400)
		MHD_add_response_header(r, "Connection", "close");
	ret = MHD_queue_response(c, (unsigned)rs->status, r);
	MHD_destroy_response(r);
	return ret;
}

static void
resp_free(struct resp *rs)
{
	sb_free(&rs->body);
	free(rs->location);
	free(rs->set_cookie[0]);
	free(rs->set_cookie[1]);
}

static enum MHD_Result
simple(struct MHD_Connection *c, int status, const char *text)
{
	struct resp rs;
	enum MHD_Result ret;

	memset(&rs, 0, sizeof(rs));
	rs.status = status;
	sb_init(&rs.body);
	sb_printf(&rs.body, "%s\n", text);
	ret = answer(c, &rs);
	resp_free(&rs);
	return ret;
}

static enum MHD_Result
live_answer(struct srv *s, struct MHD_Connection *c)
{
	struct MHD_Response *r;
	struct live *l = xcalloc(1, sizeof(*l));
	enum MHD_Result ret;

	l->s = s;
	l->start = time(NULL);
	r = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 1024, live_read,
	    l, free);
	if (r == NULL) {
		free(l);
		return MHD_NO;
	}
	headers(r, "text/event-stream");
	ret = MHD_queue_response(c, MHD_HTTP_OK, r);
	MHD_destroy_response(r);
	return ret;
}

static void
client_addr(struct MHD_Connection *c, char *buf, size_t len)
{
	const union MHD_ConnectionInfo *ci =
	    MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
	const struct sockaddr *sa = ci != NULL ? ci->client_addr : NULL;

	snprintf(buf, len, "?");
	if (sa != NULL && sa->sa_family == AF_INET)
		inet_ntop(AF_INET, &((const struct sockaddr_in *)(const void *)sa)->
		    sin_addr, buf, (socklen_t)len);
	else if (sa != NULL && sa->sa_family == AF_INET6)
		inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)(const void *)sa)->
		    sin6_addr, buf, (socklen_t)len);
}

static enum MHD_Result
handle(void *cls, struct MHD_Connection *c, const char *url,
    const char *method, const char *version, const char *upload,
    size_t *upload_size, void **con_cls)
{
	struct srv *s = cls;
	struct conn *cn = *con_cls;
	struct req rq;
	struct resp rs;
	enum MHD_Result ret;
	char addr[64];
	int post = strcmp(method, "POST") == 0;

	(void)version;
	if (cn == NULL) {
		const char *cl;

		if (!post && strcmp(method, "GET") != 0 &&
		    strcmp(method, "HEAD") != 0)
			return simple(c, 405, "only GET, HEAD and POST");
		cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
		    "Content-Length");
		if (cl != NULL && (strlen(cl) > 9 || strtoul(cl, NULL, 10) >
		    BODY_MAX))
			return simple(c, 413, "the body is over 16 KB");
		if (!post && cl != NULL && strtoul(cl, NULL, 10) > 0)
			return simple(c, 400, "a body is for POST");
		cn = xcalloc(1, sizeof(*cn));
		sb_init(&cn->body);
		*con_cls = cn;
		return MHD_YES;
	}
	if (*upload_size > 0) {
		if (cn->too_big || cn->body.n + *upload_size > BODY_MAX) {
			/* Read on, keeping nothing, to answer 413; past
			 * DISCARD_MAX the connection is dropped instead. */
			cn->too_big += *upload_size;
			*upload_size = 0;
			return cn->too_big > DISCARD_MAX ? MHD_NO : MHD_YES;
		}
		sb_putn(&cn->body, upload, *upload_size);
		*upload_size = 0;
		return MHD_YES;
	}
	if (cn->too_big)
		return simple(c, 413, "the body is over 16 KB");
	client_addr(c, addr, sizeof(addr));
	memset(&rq, 0, sizeof(rq));
	rq.method = method;
	rq.url = url;
	rq.addr = addr;
	rq.body = cn->body.p != NULL ? cn->body.p : "";
	rq.blen = cn->body.n;
	rq.cookie_sid = MHD_lookup_connection_value(c, MHD_COOKIE_KIND, "sid");
	rq.cookie_csrf = MHD_lookup_connection_value(c, MHD_COOKIE_KIND, "csrf");
	rq.idem_key = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
	    "Idempotency-Key");
	rq.now = time(NULL);
	memset(&rs, 0, sizeof(rs));
	sb_init(&rs.body);
	page_route(s, &rq, &rs);
	if (rs.sse) {
		resp_free(&rs);
		return live_answer(s, c);
	}
	ret = answer(c, &rs);
	resp_free(&rs);
	return ret;
}

static void
completed(void *cls, struct MHD_Connection *c, void **con_cls,
    enum MHD_RequestTerminationCode why)
{
	struct conn *cn = *con_cls;

	(void)cls, (void)c, (void)why;
	if (cn != NULL) {
		sb_free(&cn->body);
		free(cn);
		*con_cls = NULL;
	}
}

/* ADDR:PORT, [V6]:PORT, or a bare port. */
static int
parse_listen(const char *arg, struct sockaddr_storage *ss, socklen_t *sl,
    int *v6)
{
	char host[64];
	const char *colon = strrchr(arg, ':'), *hs = arg;
	size_t hl;
	char *end;
	unsigned long port;

	memset(ss, 0, sizeof(*ss));
	*v6 = 0;
	if (colon == NULL) {
		hs = "127.0.0.1";
		hl = strlen(hs);
		colon = arg - 1;
	} else
		hl = (size_t)(colon - arg);
	if (hl >= 2 && hs[0] == '[' && hs[hl - 1] == ']') {
		hs++;
		hl -= 2;
		*v6 = 1;
	}
	errno = 0;
	port = strtoul(colon + 1, &end, 10);
	if (colon[1] == '\0' || *end != '\0' || errno != 0 || port > 65535 ||
	    hl == 0 || hl >= sizeof(host)) {
		warnx_("serve: --listen '%s': give ADDRESS:PORT, as in "
		    "127.0.0.1:8080 or 0.0.0.0:8080", arg);
		return -1;
	}
	memcpy(host, hs, hl);
	host[hl] = '\0';
	if (*v6) {
		struct sockaddr_in6 *a = (struct sockaddr_in6 *)ss;

		a->sin6_family = AF_INET6;
		a->sin6_port = htons((unsigned short)port);
		if (inet_pton(AF_INET6, host, &a->sin6_addr) == 1) {
			*sl = sizeof(*a);
			return 0;
		}
	} else {
		struct sockaddr_in *a = (struct sockaddr_in *)ss;

		a->sin_family = AF_INET;
		a->sin_port = htons((unsigned short)port);
		if (inet_pton(AF_INET, host, &a->sin_addr) == 1) {
			*sl = sizeof(*a);
			return 0;
		}
	}
	warnx_("serve: --listen '%s': '%s' is not an IP address: give one, as "
	    "in 127.0.0.1:8080 or [::1]:8080", arg, host);
	return -1;
}

/* The addresses of this machine a phone in the room could open. */
static void
print_urls(const char *scheme, const struct sockaddr_storage *ss,
    unsigned port)
{
	char host[INET6_ADDRSTRLEN];
	struct ifaddrs *ifs, *i;
	int any = 0;

	if (ss->ss_family == AF_INET) {
		const struct sockaddr_in *a = (const void *)ss;

		any = a->sin_addr.s_addr == htonl(INADDR_ANY);
		inet_ntop(AF_INET, &a->sin_addr, host, sizeof(host));
		if (!any)
			printf("rkub: serve: open %s://%s:%u/\n", scheme, host, port);
	} else {
		const struct sockaddr_in6 *a = (const void *)ss;

		any = memcmp(&a->sin6_addr, &in6addr_any, sizeof(in6addr_any)) == 0;
		inet_ntop(AF_INET6, &a->sin6_addr, host, sizeof(host));
		if (!any)
			printf("rkub: serve: open %s://[%s]:%u/\n", scheme, host,
			    port);
	}
	if (!any)
		return;
	printf("rkub: serve: listening on every address (%s): anyone on the "
	    "room's network can open the board; tables write only with their "
	    "PIN\n", host);
	if (getifaddrs(&ifs) < 0)
		return;
	for (i = ifs; i != NULL; i = i->ifa_next)
		if (i->ifa_addr != NULL && i->ifa_addr->sa_family == AF_INET &&
		    ss->ss_family == AF_INET) {
			inet_ntop(AF_INET, &((const struct sockaddr_in *)(const void *)
			    i->ifa_addr)->sin_addr, host, sizeof(host));
			printf("rkub: serve: open %s://%s:%u/\n", scheme, host, port);
		}
	freeifaddrs(ifs);
}

static int
read_secret(const char *path, const char *what, char **out)
{
	char *buf;
	size_t len;

	if (read_file(path, &buf, &len) < 0)
		return -1;
	if (what != NULL) {
		while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
			buf[--len] = '\0';
		if (len < 8 || strlen(buf) != len) {
			warnx_("serve: %s: the %s is shorter than 8 characters or "
			    "holds a NUL byte: write a longer one on the first line",
			    path, what);
			free(buf);
			return -1;
		}
	}
	*out = buf;
	return 0;
}

/* rkub serve's body, in rkub-serve (cmd_serve.c has the command's entry;
 * rkub itself runs this binary for it, serve_helper.c). */
int
serve_exec(struct cmd_ctx *c)
{
	struct srv s;
	struct sockaddr_storage ss;
	socklen_t sl;
	struct MHD_Daemon *d;
	struct MHD_OptionItem tls[3];
	const union MHD_DaemonInfo *di;
	sigset_t set;
	pthread_t watcher;
	char *cert = NULL, *key = NULL;
	const char *listen = arg_get(c, "listen");
	int v6, sig, rc = EXIT_USAGE, watching = 0, idle = IDLE_TIMEOUT, wal = 0;
	unsigned flags;

	memset(&s, 0, sizeof(s));
	/* The entry says CMD_DB_PATH so that rkub, which runs this binary,
	 * never opens the file; here it opens first, as it always did. */
	if (store_open(c->dbpath, &c->db, 0) < 0)
		return store_fail();
	if (parse_listen(listen != NULL ? listen : "127.0.0.1:8080", &ss, &sl,
	    &v6) < 0)
		return EXIT_USAGE;
	if (arg_get(c, "idle-timeout") != NULL && arg_int("--idle-timeout",
	    arg_get(c, "idle-timeout"), 1, 3600, &idle) < 0)
		return EXIT_USAGE;
	if ((arg_get(c, "tls-cert") != NULL) != (arg_get(c, "tls-key") != NULL)) {
		warnx_("serve: TLS needs both --tls-cert FILE and --tls-key FILE");
		return EXIT_USAGE;
	}
	if (arg_get(c, "director-pass-file") != NULL &&
	    read_secret(arg_get(c, "director-pass-file"), "passphrase",
	    &s.pass) < 0)
		return EXIT_USAGE;
	if (arg_get(c, "tls-cert") != NULL &&
	    (read_secret(arg_get(c, "tls-cert"), NULL, &cert) < 0 ||
	    read_secret(arg_get(c, "tls-key"), NULL, &key) < 0))
		goto done;
	if (cert != NULL && MHD_is_feature_supported(MHD_FEATURE_TLS) != MHD_YES) {
		warnx_("serve: this libmicrohttpd was built without TLS: serve "
		    "without --tls-cert, or behind a TLS proxy");
		goto done;
	}
	s.db = c->db;
	s.dbpath = c->dbpath;
	s.event = arg_get(c, "event");
	pthread_mutex_init(&s.mu, NULL);
	pthread_mutex_init(&s.rmu, NULL);
	pthread_mutex_init(&s.wmu, NULL);
	s.wlast = -1;
	pthread_mutex_init(&s.vmu, NULL);
	pthread_cond_init(&s.vcond, NULL);
	/* Refused before the file is switched to WAL: a refusal leaves it
	 * byte for byte as it was. */
	if (s.event != NULL) {
		struct sv_event ev;

		if (sv_event_load(s.db, s.event, &ev) < 0) {
			warnx_("serve: no event named '%s': 'rkub event list' lists "
			    "them", s.event);
			goto done;
		}
		sv_event_free(&ev);
	}
	wal = store_wal(s.db) == STORE_OK;
	if (!wal || store_open(s.dbpath, &s.rdb, 0) < 0 ||
	    store_open(s.dbpath, &s.wdb, 0) < 0)
		goto done;
	version_check(&s);
	logf_ = fdopen(dup(STDERR_FILENO), "w");
	if (logf_ == NULL)
		logf_ = stderr;

	/* The signals go to this thread alone, through sigwait. */
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGPIPE);
	pthread_sigmask(SIG_BLOCK, &set, NULL);

	flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION |
	    MHD_USE_ERROR_LOG | (v6 ? MHD_USE_IPv6 : 0) |
	    (cert != NULL ? MHD_USE_TLS : 0);
	/* TLS, when asked for, is two more options in the one call. */
	tls[0] = (struct MHD_OptionItem){ MHD_OPTION_HTTPS_MEM_CERT, 0, cert };
	tls[1] = (struct MHD_OptionItem){ MHD_OPTION_HTTPS_MEM_KEY, 0, key };
	tls[2] = (struct MHD_OptionItem){ MHD_OPTION_END, 0, NULL };
	d = MHD_start_daemon(flags, 0, NULL, NULL, handle, &s,
	    MHD_OPTION_EXTERNAL_LOGGER, logmsg, &s,
	    MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&ss,
	    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)idle,
	    MHD_OPTION_CONNECTION_LIMIT, 1000u,
	    MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned)PER_ADDRESS,
	    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)HEADER_MAX,
	    MHD_OPTION_THREAD_STACK_SIZE, (size_t)(1u << 20),
	    MHD_OPTION_NOTIFY_COMPLETED, completed, &s,
	    MHD_OPTION_ARRAY, cert != NULL ? tls : tls + 2,
	    MHD_OPTION_END);
	if (d == NULL) {
		warnx_("serve: cannot listen on %s: %s: is another server on that "
		    "port? give another with --listen", listen != NULL ? listen :
		    "127.0.0.1:8080", strerror(errno));
		goto done;
	}
	di = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
	print_urls(cert != NULL ? "https" : "http", &ss,
	    di != NULL ? di->port : 0);
	printf("rkub: serve: stop with Ctrl-C\n");
	fflush(stdout);
	watching = pthread_create(&watcher, NULL, watch, &s) == 0;
	do {
		if (sigwait(&set, &sig) != 0)
			break;
	} while (sig == SIGPIPE);
	pthread_mutex_lock(&s.vmu);
	s.stopping = 1;
	pthread_cond_broadcast(&s.vcond);
	pthread_mutex_unlock(&s.vmu);
	MHD_stop_daemon(d);
	if (watching)
		pthread_join(watcher, NULL);
	page_cache_free();
	printf("rkub: serve: stopped\n");
	rc = finish_stdout() < 0 ? EXIT_USAGE : 0;
done:
	if (s.rdb != NULL)
		store_close(s.rdb);
	if (s.wdb != NULL)
		store_close(s.wdb);
	/* Its own readers closed: the file goes back to the rollback
	 * journal (rkub(1), FILES). */
	if (wal)
		store_unwal(s.db);
	if (logf_ != NULL && logf_ != stderr)
		fclose(logf_);
	logf_ = NULL;
	free(cert);
	free(key);
	free(s.pass);
	return rc;
}

/*
 * A command of rkub's run inside the server, on the server's connection,
 * in the transaction the caller opened: its standard output and error
 * go to msg.  Called under s->mu, so one at a time.
 */
int
serve_run(struct srv *s, const struct cmd_entry *e, int argc,
    const char **argv, struct sbuf *msg)
{
	struct cmd_ctx c;
	FILE *out, *err, *saved_out = stdout, *saved_err = stderr;
	char *obuf = NULL, *ebuf = NULL;
	size_t olen = 0, elen = 0;
	int status;

	if ((out = open_memstream(&obuf, &olen)) == NULL)
		return EXIT_USAGE;
	if ((err = open_memstream(&ebuf, &elen)) == NULL) {
		fclose(out);
		free(obuf);
		return EXIT_USAGE;
	}
	fflush(stdout);
	fflush(stderr);
	stdout = out;
	stderr = err;
	memset(&c, 0, sizeof(c));
	c.cmd = e;
	c.db = s->db;
	c.dbpath = s->dbpath;
	c.out = out;
	if (args_parse(e, argc, (char **)(uintptr_t)argv, &c.a) < 0)
		status = EXIT_USAGE;
	else {
		status = e->check != NULL ? e->check(&c) : 0;
		if (status == 0)
			status = e->exec(&c);
	}
	args_free(&c.a);
	free(c.state);
	stdout = saved_out;
	stderr = saved_err;
	fclose(out);
	fclose(err);
	sb_putn(msg, ebuf, elen);
	free(obuf);
	free(ebuf);
	return status;
}

const struct cmd_entry *
serve_command(const char *name)
{
	if (strcmp(name, "undo") == 0)
		return &cmd_undo_entry;
	if (strcmp(name, "round") == 0)
		return &cmd_round_entry;
	if (strcmp(name, "event seat") == 0)
		return &cmd_event_seat_entry;
	if (strcmp(name, "event cut") == 0)
		return &cmd_event_cut_entry;
	return NULL;
}
