/*
 * serve_load: a bounded load on rkub serve, on loopback only.  READERS
 * clients poll the board (GET /, one request a second each, kept-alive
 * connections) while TABLES clients post deals to their tables (a deal
 * every 0.7 s, some 85 a table a minute: an event plays 99 at most), each
 * deal with an
 * idempotency key, and every fifth deal sent twice, as a phone that
 * retries after a timeout would.  Stops after SECONDS.  Prints requests
 * served, errors, deals accepted, p50/p99/max latency, and the server's
 * memory (VmRSS, VmHWM from /proc).  The caller checks the database for
 * deals lost or doubled against the keys this prints.
 *
 *   serve_load PORT SECONDS READERS TABLES SERVER_PID PINFILE KEYFILE
 *
 * PINFILE: a line "TABLE PIN PLAYER..." per table.  Each client binds to
 * its own 127.0.0.x source address (50 a address): a room of phones, not
 * one machine.  Never connects anywhere but 127.0.0.1.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define MAXLAT 200000
#define TABLE_PAUSE 700     /* ms between a table's deals: 99 fit in 60 s */

struct client {
	int id, table, reader;
	char pin[16];
	char player[4][64];
	int np;
	/* results */
	long requests, errors, deals, refused;
	double *lat, *wlat;      /* board reads, deal posts */
	int nlat, nwlat;
	char (*keys)[32];
	int nkeys;
	int fd;
};

static int port;
static volatile int stop;
static struct timespec t_end;

static double
now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int
connect_from(int id)
{
	struct sockaddr_in src, dst;
	int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;
	struct timeval tv = { 10, 0 };

	if (fd < 0)
		return -1;
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
	setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	memset(&src, 0, sizeof(src));
	src.sin_family = AF_INET;
	src.sin_addr.s_addr = htonl(0x7f000000u + 2 + (unsigned)id / 50);
	if (bind(fd, (struct sockaddr *)&src, sizeof(src)) < 0) {
		close(fd);
		return -1;
	}
	memset(&dst, 0, sizeof(dst));
	dst.sin_family = AF_INET;
	dst.sin_port = htons((unsigned short)port);
	dst.sin_addr.s_addr = htonl(INADDR_LOOPBACK);   /* 127.0.0.1 only */
	if (connect(fd, (struct sockaddr *)&dst, sizeof(dst)) < 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* One request on the client's connection; the status, or -1. */
static int
request(struct client *c, const char *req, size_t len)
{
	static __thread char buf[1 << 17];
	size_t got = 0, want = 0, hl = 0;
	int attempt, status = -1;

	for (attempt = 0; attempt < 2; attempt++) {
		if (c->fd < 0 && (c->fd = connect_from(c->id)) < 0)
			return -1;
		if (send(c->fd, req, len, MSG_NOSIGNAL) != (ssize_t)len) {
			close(c->fd);
			c->fd = -1;
			continue;
		}
		got = 0;
		want = 0;
		for (;;) {
			ssize_t r;
			char *e;

			if (got == sizeof(buf) - 1)
				break;
			r = recv(c->fd, buf + got, sizeof(buf) - 1 - got, 0);
			if (r <= 0)
				break;
			got += (size_t)r;
			buf[got] = '\0';
			if (want == 0 && (e = strstr(buf, "\r\n\r\n")) != NULL) {
				char *cl = strstr(buf, "Content-Length: ");

				hl = (size_t)(e + 4 - buf);
				want = hl + (cl != NULL ? strtoul(cl + 16, NULL, 10) : 0);
			}
			if (want > 0 && got >= want)
				break;
		}
		if (want > 0 && got >= want) {
			status = atoi(buf + 9);
			if (strstr(buf, "Connection: close") != NULL) {
				close(c->fd);
				c->fd = -1;
			}
			return status;
		}
		/* closed by the server (idle) before an answer: once more */
		close(c->fd);
		c->fd = -1;
		if (got > 0)
			break;
	}
	return -1;
}

static void
lat_add(struct client *c, double ms)
{
	if (c->reader && c->nlat < MAXLAT)
		c->lat[c->nlat++] = ms;
	else if (!c->reader && c->nwlat < MAXLAT)
		c->wlat[c->nwlat++] = ms;
}

static void
sleep_ms(int ms)
{
	struct timespec t = { ms / 1000, (ms % 1000) * 1000000L };

	nanosleep(&t, NULL);
}

static void *
run(void *arg)
{
	struct client *c = arg;
	char req[2048], body[1024];
	int seq = 0;

	sleep_ms(c->id * 5);   /* a ramp: not every client in the same ms */
	while (!stop) {
		double t0 = now_ms();
		int st, n, again;

		if (c->reader) {
			n = snprintf(req, sizeof(req), "GET / HTTP/1.1\r\nHost: "
			    "127.0.0.1\r\n\r\n");
			st = request(c, req, (size_t)n);
			lat_add(c, now_ms() - t0);
			c->requests++;
			if (st != 200)
				c->errors++;
			sleep_ms(1000);
			continue;
		}
		seq++;
		snprintf(c->keys[c->nkeys], sizeof(c->keys[0]), "t%d-%d", c->table,
		    seq);
		/* the first player goes out; the others hold a rack */
		n = snprintf(body, sizeof(body), "{\"pin\":\"%s\",\"key\":\"%s\","
		    "\"out\":\"%s\",\"racks\":{", c->pin, c->keys[c->nkeys],
		    c->player[0]);
		for (int k = 1; k < c->np; k++)
			n += snprintf(body + n, sizeof(body) - (size_t)n,
			    "%s\"%s\":\"%s\"", k > 1 ? "," : "", c->player[k],
			    k == 1 ? "r5 b13 j" : k == 2 ? "12" : "k1 k2 o7");
		n += snprintf(body + n, sizeof(body) - (size_t)n, "}}");
		for (again = 0; again < (seq % 5 == 0 ? 2 : 1); again++) {
			int m = snprintf(req, sizeof(req), "POST /api/tables/%d/deals "
			    "HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
			    "application/json\r\nContent-Length: %d\r\n\r\n%s",
			    c->table, n, body);

			t0 = now_ms();
			st = request(c, req, (size_t)m);
			lat_add(c, now_ms() - t0);
			c->requests++;
			if (st == 201) {
				if (again == 0)
					c->deals++;
			} else if (st == 409)
				c->refused++;
			else
				c->errors++;
		}
		if (st == 201)
			c->nkeys++;
		if (st == 409)
			break;
		sleep_ms(TABLE_PAUSE);
	}
	if (c->fd >= 0)
		close(c->fd);
	return NULL;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void
memory(const char *pid)
{
	char path[64], line[256];
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%s/status", pid);
	if ((f = fopen(path, "r")) == NULL)
		return;
	while (fgets(line, sizeof(line), f) != NULL)
		if (strncmp(line, "VmRSS:", 6) == 0 ||
		    strncmp(line, "VmHWM:", 6) == 0 ||
		    strncmp(line, "Threads:", 8) == 0)
			printf("server %s", line);
	fclose(f);
}

int
main(int argc, char **argv)
{
	struct client *cl;
	pthread_t *th;
	pthread_attr_t at;
	FILE *pf, *kf;
	int seconds, readers, tables, n, i, k;
	long req = 0, err = 0, deals = 0, refused = 0;
	double *all, *rd, *wr, t0;
	size_t nall = 0, nrd = 0, nwr = 0;

	if (argc != 8) {
		fprintf(stderr, "usage: serve_load PORT SECONDS READERS TABLES "
		    "SERVER_PID PINFILE KEYFILE\n");
		return 2;
	}
	port = atoi(argv[1]);
	seconds = atoi(argv[2]);
	readers = atoi(argv[3]);
	tables = atoi(argv[4]);
	if (port <= 0 || seconds <= 0 || seconds > 600 || readers < 0 ||
	    readers > 1000 || tables < 0 || tables > 200) {
		fprintf(stderr, "serve_load: bounds: 1-600 s, 0-1000 readers, "
		    "0-200 tables\n");
		return 2;
	}
	n = readers + tables;
	cl = calloc((size_t)n, sizeof(*cl));
	th = calloc((size_t)n, sizeof(*th));
	if ((pf = fopen(argv[6], "r")) == NULL) {
		perror(argv[6]);
		return 2;
	}
	for (i = 0; i < n; i++) {
		cl[i].id = i;
		cl[i].fd = -1;
		cl[i].lat = malloc(sizeof(double) * MAXLAT);
		cl[i].wlat = malloc(sizeof(double) * MAXLAT);
		if (i < readers) {
			cl[i].reader = 1;
			continue;
		}
		cl[i].keys = calloc(100000, sizeof(cl[i].keys[0]));
		if (fscanf(pf, "%d %15s %63s %63s %63s", &cl[i].table, cl[i].pin,
		    cl[i].player[0], cl[i].player[1], cl[i].player[2]) != 5) {
			fprintf(stderr, "serve_load: %s: fewer tables than %d\n",
			    argv[6], tables);
			return 2;
		}
		cl[i].np = 3;
		if (fscanf(pf, " %63[^\n]", cl[i].player[3]) == 1)
			cl[i].np = 4;
	}
	fclose(pf);
	clock_gettime(CLOCK_MONOTONIC, &t_end);
	pthread_attr_init(&at);
	pthread_attr_setstacksize(&at, 256 * 1024);
	t0 = now_ms();
	for (i = 0; i < n; i++)
		pthread_create(&th[i], &at, run, &cl[i]);
	sleep((unsigned)seconds);
	memory(argv[5]);
	stop = 1;
	for (i = 0; i < n; i++)
		pthread_join(th[i], NULL);
	all = malloc(sizeof(double) * (size_t)n * MAXLAT * 2);
	rd = malloc(sizeof(double) * (size_t)n * MAXLAT);
	wr = malloc(sizeof(double) * (size_t)n * MAXLAT);
	if ((kf = fopen(argv[7], "w")) == NULL) {
		perror(argv[7]);
		return 2;
	}
	for (i = 0; i < n; i++) {
		req += cl[i].requests;
		err += cl[i].errors;
		deals += cl[i].deals;
		refused += cl[i].refused;
		memcpy(all + nall, cl[i].lat, sizeof(double) * (size_t)cl[i].nlat);
		nall += (size_t)cl[i].nlat;
		memcpy(all + nall, cl[i].wlat, sizeof(double) * (size_t)cl[i].nwlat);
		nall += (size_t)cl[i].nwlat;
		memcpy(rd + nrd, cl[i].lat, sizeof(double) * (size_t)cl[i].nlat);
		nrd += (size_t)cl[i].nlat;
		memcpy(wr + nwr, cl[i].wlat, sizeof(double) * (size_t)cl[i].nwlat);
		nwr += (size_t)cl[i].nwlat;
		for (k = 0; k < cl[i].nkeys; k++)
			fprintf(kf, "%d %s\n", cl[i].table, cl[i].keys[k]);
	}
	fclose(kf);
	qsort(all, nall, sizeof(double), cmp);
	qsort(rd, nrd, sizeof(double), cmp);
	qsort(wr, nwr, sizeof(double), cmp);
	printf("clients: %d polling the board, %d tables posting deals, %.0f s\n",
	    readers, tables, (now_ms() - t0) / 1e3);
	printf("requests served: %ld (%.0f a second)\n", req - err,
	    (double)(req - err) / seconds);
	printf("errors: %ld\n", err);
	printf("deals accepted: %ld; tables full (409): %ld\n", deals, refused);
	if (nall > 0)
		printf("latency, all: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
		    all[nall / 2], all[(size_t)(nall * 0.99)], all[nall - 1]);
	if (nrd > 0)
		printf("latency, board GET: p50 %.2f ms, p99 %.2f ms\n",
		    rd[nrd / 2], rd[(size_t)(nrd * 0.99)]);
	if (nwr > 0)
		printf("latency, deal POST: p50 %.2f ms, p99 %.2f ms\n",
		    wr[nwr / 2], wr[(size_t)(nwr * 0.99)]);
	return 0;
}
