/*
 * event_util.c: what the event commands share: the event a command
 * names, the game of a table (round and undo --table), and small formats
 * (-o FILE is output.c's).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "event.h"
#include "game.h"

int
event_fail(int rc)
{
	return rc == STORE_ERR ? store_fail() : rc == STORE_OK ? 0 : EXIT_USAGE;
}

int
event_open(struct cmd_ctx *c, const char *name, struct ev *e)
{
	return event_open_part(c, name, EV_SEATS_ALL, e);
}

int
event_open_part(struct cmd_ctx *c, const char *name, int seats,
    struct ev *e)
{
	int rc;

	if (name == NULL)
		name = arg_get(c, "event");
	if ((rc = ev_load_part(c->db, name, seats, e)) != STORE_NONE)
		return event_fail(rc);
	if (name != NULL)
		warnx_("no event named '%s': 'rkub event list' lists them", name);
	else
		warnx_("no current event: start one with 'rkub event new EVENT "
		    "--players A,B,...' or name one with --event");
	return EXIT_USAGE;
}

int
table_or_game_open(struct cmd_ctx *c, int deal, struct game *g)
{
	const char *cmd = c->cmd->name, *v = arg_get(c, "table");
	struct ev_table_ref r;
	int t, rc;

	if (v == NULL && arg_get(c, "event") == NULL)
		return game_open(c, arg_get(c, "game"), g);
	if (v == NULL) {
		warnx_("%s: --event goes with --table T, the table of that "
		    "event's current sitting", cmd);
		return EXIT_USAGE;
	}
	if (arg_get(c, "game") != NULL) {
		warnx_("%s: give --table or --game, not both", cmd);
		return EXIT_USAGE;
	}
	if (arg_int(deal ? "round: --table" : "undo: --table", v, 1, 1024,
	    &t) < 0)
		return EXIT_USAGE;
	if ((rc = ev_table_find(c->db, arg_get(c, "event"), t, &r)) ==
	    STORE_NONE) {
		if (arg_get(c, "event") != NULL)
			warnx_("%s: no event named '%s': 'rkub event list' lists "
			    "them", cmd, arg_get(c, "event"));
		else
			warnx_("%s: --table: no current event: start one with "
			    "'rkub event new', or give --game", cmd);
		return EXIT_USAGE;
	}
	if (rc != STORE_OK)
		return event_fail(rc);
	if (r.sitting == 0) {
		warnx_("%s: --table: event %s has no sitting yet: seat one with "
		    "'rkub event seat'", cmd, r.event);
		return EXIT_USAGE;
	}
	if (!r.found) {
		warnx_("%s: --table: no table %d at sitting %d of %s: the "
		    "tables are 1 to %d", cmd, t, r.sitting, r.event, r.tables);
		return EXIT_USAGE;
	}
	if (deal && r.played >= r.deals) {
		warnx_("round: table %d has played its %d deal%s: nothing "
		    "recorded; to correct one, 'rkub undo --table %d' first", t,
		    r.deals, r.deals == 1 ? "" : "s", t);
		return EXIT_RULE;
	}
	return game_open(c, r.game, g);
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
