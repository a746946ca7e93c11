/*
 * event_util.c: what the event commands share: the event a command
 * names, commit-then-print output, -o FILE, and small formats.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "event.h"
#include "../store/store.h"

int
event_open(struct cmd_ctx *c, struct ev *e)
{
	return ev_load(c->db, arg_get(c, "event"), e);
}

/* What a writing command prints, held until its commit. */
static char *held;
static size_t nheld;

FILE *
event_begin(struct cmd_ctx *c, int *rc)
{
	FILE *f;

	*rc = 0;
	if (store_begin(c->db) < 0) {
		*rc = EXIT_USAGE;
		return NULL;
	}
	if ((f = open_memstream(&held, &nheld)) == NULL) {
		warnx_("out of memory");
		exit(EXIT_USAGE);
	}
	return f;
}

int
event_end(struct cmd_ctx *c, FILE *f, int rc)
{
	if (f == NULL)
		return rc != 0 ? rc : EXIT_USAGE;
	if (fclose(f) != 0 && rc == 0) {
		warnx_("out of memory");
		rc = EXIT_USAGE;
	}
	if (rc == 0 && store_commit(c->db) < 0)
		rc = EXIT_USAGE;
	if (rc != 0)
		store_rollback(c->db);
	else
		fwrite(held, 1, nheld, stdout);
	free(held);
	held = NULL;
	if (rc == 0 && finish_stdout() < 0)
		rc = EXIT_USAGE;
	return rc;
}

/* Event points: a whole number as such (signed when they are scores),
 * else with two decimals at most. */
void
points_format(const struct ev *e, double p, char *buf, size_t len)
{
	long long whole = (long long)(p < 0 ? p - 0.5 : p + 0.5);
	size_t n;

	if ((double)whole - p < 1e-6 && p - (double)whole < 1e-6) {
		snprintf(buf, len, !e->rank && whole > 0 ? "+%lld" : "%lld",
		    whole);
		return;
	}
	snprintf(buf, len, !e->rank && p > 0 ? "%+.2f" : "%.2f", p);
	n = strlen(buf);
	while (n > 0 && buf[n - 1] == '0')
		buf[--n] = '\0';
}

/* The deals that seat (from 1) starts at a table of size players playing
 * deals deals: "1", "2, 6". */
void
starts_format(int seat, int size, int deals, char *buf, size_t len)
{
	size_t at = 0;
	int d;

	buf[0] = '\0';
	for (d = seat; d <= deals && at < len; d += size)
		at += (size_t)snprintf(buf + at, len - at, "%s%d", d > seat ?
		    " " : "", d);
}

void
html_text(FILE *f, const char *s)
{
	for (; *s != '\0'; s++)
		switch (*s) {
		case '<':
			fputs("&lt;", f);
			break;
		case '>':
			fputs("&gt;", f);
			break;
		case '&':
			fputs("&amp;", f);
			break;
		case '"':
			fputs("&quot;", f);
			break;
		case '\'':
			fputs("&#39;", f);
			break;
		default:
			fputc(*s, f);
		}
}

/* From the system's random source: getrandom(), else /dev/urandom. */
uint64_t
random_u64(void)
{
	uint64_t v = 0;
	ssize_t n;
	int fd;

	n = getrandom(&v, sizeof(v), 0);
	if (n == (ssize_t)sizeof(v))
		return v;
	if ((fd = open("/dev/urandom", O_RDONLY)) >= 0) {
		n = read(fd, &v, sizeof(v));
		close(fd);
		if (n == (ssize_t)sizeof(v))
			return v;
	}
	warnx_("cannot read the system's random source: %s", strerror(errno));
	exit(EXIT_USAGE);
}

/* The SITTING operand, or the current sitting: 0 or a status. */
int
event_sitting_arg(const struct cmd_ctx *c, const struct ev *e, int *s)
{
	*s = e->nsittings;
	if (c->a.npos > 0) {
		if (e->nsittings == 0) {
			warnx_("event %s has no sitting yet: seat one with 'rkub "
			    "event seat'", e->name);
			return EXIT_USAGE;
		}
		if (arg_int("sitting", c->a.pos[0], 1, e->nsittings, s) < 0)
			return EXIT_USAGE;
	}
	if (*s == 0) {
		warnx_("event %s has no sitting yet: seat one with 'rkub event "
		    "seat'", e->name);
		return EXIT_USAGE;
	}
	return 0;
}
