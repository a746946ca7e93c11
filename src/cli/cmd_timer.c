/*
 * cmd_timer.c: rkub timer [SECONDS]: a turn timer for the table.  The
 * whole terminal counts down for the player whose turn it is, in digits
 * large enough to read across the table; space or Enter passes the turn
 * to the next player in seat order, p pauses, q ends and prints each
 * player's turns, overruns and average turn.  The last 10 seconds ring
 * the bell; at 0 the turn has overrun, and the screen says the books'
 * penalty (RULES.md "End of a round": the tiles go back, the player
 * draws 3).
 *
 * The screen is /dev/tty, so that standard output keeps only the summary.
 * A turn's time is the monotonic clock's, less the time paused.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "game.h"

static const struct opt_spec opts[] = {
	{ "seconds", 's', 1, 0 },
	{ "players", 'p', 1, 0 },
	{ "quiet", 'q', 0, 0 },
	{ "game", 'g', 1, 0 },
	{ NULL, 0, 0, 0 }
};

#define TURN_MAX 3600
#define WARN_SECONDS 10

struct timer {
	int fd;                          /* the terminal */
	int n;
	char player[RK_MAX_PLAYERS][RK_NAME_MAX + 1];
	char title[RK_NAME_MAX + 32];
	int seconds, quiet, colour;
	int cur, paused;
	double start, pause_at, paused_for;
	int turns[RK_MAX_PLAYERS], overruns[RK_MAX_PLAYERS];
	double spent[RK_MAX_PLAYERS];
	int overran;                     /* this turn has been counted */
	int rang;                        /* the last second the bell rang */
	int rows, cols;
};

static volatile sig_atomic_t resized, stop;

static void
on_winch(int sig)
{
	(void)sig;
	resized = 1;
}

static void
on_stop(int sig)
{
	(void)sig;
	stop = 1;
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * The big digits: 5 rows, '#' lit.  Each lit cell is drawn as a block
 * of the scale's size, two columns to a row, so that digits are square.
 */
struct glyph {
	char c;
	const char *row[5];
};
static const struct glyph font[] = {
	{ '0', { "####", "#  #", "#  #", "#  #", "####" } },
	{ '1', { " ## ", "  # ", "  # ", "  # ", " ###" } },
	{ '2', { "####", "   #", "####", "#   ", "####" } },
	{ '3', { "####", "   #", " ###", "   #", "####" } },
	{ '4', { "#  #", "#  #", "####", "   #", "   #" } },
	{ '5', { "####", "#   ", "####", "   #", "####" } },
	{ '6', { "####", "#   ", "####", "#  #", "####" } },
	{ '7', { "####", "   #", "   #", "   #", "   #" } },
	{ '8', { "####", "#  #", "####", "#  #", "####" } },
	{ '9', { "####", "#  #", "####", "   #", "####" } },
	{ ':', { " ", "#", " ", "#", " " } },
	{ '+', { "   ", " # ", "###", " # ", "   " } },
};

static const struct glyph *
glyph(char c)
{
	size_t i;

	for (i = 0; i < sizeof(font) / sizeof(font[0]); i++)
		if (font[i].c == c)
			return &font[i];
	return NULL;
}

/* Width of s in font cells, a cell between glyphs. */
static int
text_cells(const char *s)
{
	int w = 0;

	for (; *s != '\0'; s++)
		w += (int)strlen(glyph(*s)->row[0]) + (s[1] != '\0');
	return w;
}

static void
big(FILE *f, const char *s, int top, int cols, int scale)
{
	int w = text_cells(s) * 2 * scale, left = (cols - w) / 2 + 1;
	int r, k, y;

	for (r = 0; r < 5; r++)
		for (y = 0; y < scale; y++) {
			fprintf(f, "\033[%d;%dH", top + r * scale + y, left);
			for (const char *p = s; *p != '\0'; p++) {
				const char *row = glyph(*p)->row[r];

				for (; *row != '\0'; row++)
					for (k = 0; k < 2 * scale; k++)
						fputs(*row == '#' ? "\u2588" : " ", f);
				if (p[1] != '\0')
					fprintf(f, "%*s", 2 * scale, "");
			}
		}
}

/* Columns of s on the screen: UTF-8 less the escape sequences. */
static int
screen_width(const char *s)
{
	char plain[512];
	size_t n = 0;

	while (*s != '\0' && n + 1 < sizeof(plain)) {
		if (s[0] == '\033' && s[1] == '[') {
			for (s += 2; *s != '\0' && !(*s >= '@' && *s <= '~'); s++)
				;
			s += *s != '\0';
			continue;
		}
		plain[n++] = *s++;
	}
	plain[n] = '\0';
	return (int)utf8_width(plain);
}

static void
centre(FILE *f, int row, int cols, const char *s)
{
	int w = screen_width(s);

	fprintf(f, "\033[%d;%dH%s", row, w < cols ? (cols - w) / 2 + 1 : 1, s);
}

static void
mmss(double secs, char *buf, size_t len)
{
	int s = (int)secs;

	snprintf(buf, len, "%d:%02d", s / 60, s % 60);
}

static double
elapsed(const struct timer *t, double at)
{
	return (t->paused ? t->pause_at : at) - t->start - t->paused_for;
}

static void
draw(struct timer *t, double at)
{
	struct winsize ws;
	char *buf = NULL, digits[16], line[256];
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	double e = elapsed(t, at);
	int left = t->seconds - (int)e, over = left <= 0, scale, i, row, w;
	const char *red = t->colour ? "\033[1;31m" : "\033[1m";
	const char *off = "\033[0m";

	if (f == NULL)
		return;
	t->rows = 24;
	t->cols = 80;
	if (ioctl(t->fd, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0 &&
	    ws.ws_col > 0) {
		t->rows = ws.ws_row;
		t->cols = ws.ws_col;
	}
	if (over)
		snprintf(digits, sizeof(digits), "+%d:%02d", (int)(e -
		    t->seconds) / 60, (int)(e - t->seconds) % 60);
	else
		snprintf(digits, sizeof(digits), "%d:%02d", left / 60, left % 60);
	/* The largest scale that fits beside the 9 lines of text. */
	for (scale = 4; scale > 1; scale--)
		if (text_cells(digits) * 2 * scale <= t->cols - 2 &&
		    5 * scale + 9 + t->n <= t->rows)
			break;
	fputs("\033[H\033[2J", f);
	fprintf(f, "\033[1;1H%s", t->title);
	snprintf(line, sizeof(line), "space next  p pause  q end");
	fprintf(f, "\033[1;%dH%s", t->cols - (int)strlen(line) + 1 > 1 ?
	    t->cols - (int)strlen(line) + 1 : 1, line);
	snprintf(line, sizeof(line), "\033[1m%s\033[0m%s", t->player[t->cur],
	    t->paused ? ": paused" : "");
	centre(f, 3, t->cols, line);
	if (over || left <= WARN_SECONDS)
		fputs(red, f);
	if (t->cols >= 20 && t->rows >= 12)
		big(f, digits, 5, t->cols, scale);
	else
		centre(f, 5, t->cols, digits);
	fputs(off, f);
	row = t->cols >= 20 && t->rows >= 12 ? 5 + 5 * scale + 1 : 7;
	if (over) {
		snprintf(line, sizeof(line), "%s\033[7m time is up \033[0m  the "
		    "tiles go back, %s draws 3", red, t->player[t->cur]);
		centre(f, row, t->cols, line);
	} else if (left <= WARN_SECONDS) {
		snprintf(line, sizeof(line), "%s%d seconds left%s", red, left,
		    off);
		centre(f, row, t->cols, line);
	}
	row += 2;
	for (i = 0; i < t->n && row + i <= t->rows; i++) {
		char avg[16];

		if (t->turns[i] > 0)
			mmss(t->spent[i] / t->turns[i], avg, sizeof(avg));
		else
			snprintf(avg, sizeof(avg), "-");
		w = (int)utf8_width(t->player[i]);
		snprintf(line, sizeof(line), "%s %s%*s %3d turn%s  %d overrun%s  "
		    "average %s", i == t->cur ? ">" : " ", t->player[i],
		    w < 12 ? 12 - w : 0, "", t->turns[i],
		    t->turns[i] == 1 ? " " : "s", t->overruns[i],
		    t->overruns[i] == 1 ? " " : "s", avg);
		fprintf(f, "\033[%d;%dH%s", row + i, t->cols > 60 ?
		    (t->cols - 60) / 2 + 1 : 1, line);
	}
	fclose(f);
	if (buf != NULL && write(t->fd, buf, len) < 0)
		stop = 1;
	free(buf);
}

/* The time passes: count an overrun once, ring the last seconds. */
static void
tick(struct timer *t, double at)
{
	double e = elapsed(t, at);
	int left = t->seconds - (int)e;

	if (t->paused)
		return;
	if (left <= 0 && !t->overran) {
		t->overran = 1;
		t->overruns[t->cur]++;
	}
	if (left <= WARN_SECONDS && left >= 0 && left != t->rang) {
		t->rang = left;
		if (!t->quiet && write(t->fd, "\a", 1) < 0)
			stop = 1;
	}
}

static void
pass(struct timer *t, double at)
{
	t->spent[t->cur] += elapsed(t, at);
	t->turns[t->cur]++;
	t->cur = (t->cur + 1) % t->n;
	t->start = at;
	t->paused = 0;
	t->paused_for = 0;
	t->overran = 0;
	t->rang = -1;
}

static void
summary(FILE *out, const struct timer *t)
{
	int i, turns = 0, w = 6;
	char avg[16];

	for (i = 0; i < t->n; i++) {
		turns += t->turns[i];
		if ((int)utf8_width(t->player[i]) > w)
			w = (int)utf8_width(t->player[i]);
	}
	fprintf(out, "%s: %d turn%s\n", t->title, turns, turns == 1 ? "" : "s");
	print_padded(out, "player", w, 0);
	fprintf(out, "  turns  overruns  average\n");
	for (i = 0; i < t->n; i++) {
		if (t->turns[i] > 0)
			mmss(t->spent[i] / t->turns[i], avg, sizeof(avg));
		else
			snprintf(avg, sizeof(avg), "-");
		print_padded(out, t->player[i], w, 0);
		fprintf(out, "  %5d  %8d  %7s%s\n", t->turns[i], t->overruns[i], avg,
		    t->overruns[i] ? "  (drew 3 tiles each time)" : "");
	}
}

/* Seconds a turn under the game's book: RULES.md "Presets". */
static int
book_seconds(const struct rules *r)
{
	struct rules b;
	struct rk_diag d;

	rules_init(&b);
	if (r->preset[0] == '\0' || rules_preset(&b, r->preset, &d) < 0)
		return 60;              /* the default rules are jumbo's */
	return b.turn_seconds > 0 ? b.turn_seconds : 120;
}

static int
players_from_game(struct cmd_ctx *c, struct timer *t)
{
	struct game g;
	int rc, i;

	if (store_open(c->dbpath, &c->db, 0) < 0) {
		store_fail();
		warnx_("timer: name the players with --players A,B,...");
		return EXIT_USAGE;
	}
	rc = game_open(c, arg_get(c, "game"), &g);
	store_close(c->db);
	c->db = NULL;
	if (rc != 0)
		return rc;
	t->n = g.n;
	for (i = 0; i < g.n; i++)
		snprintf(t->player[i], sizeof(t->player[i]), "%s", g.player[i]);
	t->seconds = book_seconds(&g.rules);
	snprintf(t->title, sizeof(t->title), "%s", g.name);
	store_game_free(&g);
	return 0;
}

static int
timer_exec(struct cmd_ctx *c)
{
	struct timer *t = xcalloc(1, sizeof(*t));
	struct termios saved, raw;
	struct sigaction sa;
	const char *v = arg_get(c, "seconds"), *nc = getenv("NO_COLOR");
	int rc = 0, secs = 0;
	char title[64];

	if (v != NULL && c->a.npos > 0) {
		warnx_("timer: give the seconds once, as SECONDS or --seconds");
		rc = EXIT_USAGE;
		goto done;
	}
	if (v == NULL && c->a.npos > 0)
		v = c->a.pos[0];
	if (v != NULL && arg_int("timer", v, 1, TURN_MAX, &secs) < 0) {
		rc = EXIT_USAGE;
		goto done;
	}
	if (arg_get(c, "players") != NULL && arg_get(c, "game") != NULL) {
		warnx_("timer: --players or --game, not both");
		rc = EXIT_USAGE;
		goto done;
	}
	if (arg_get(c, "players") != NULL) {
		if ((rc = players_split("timer", arg_get(c, "players"),
		    t->player, &t->n)) != 0)
			goto done;
		t->seconds = 60;
		snprintf(t->title, sizeof(t->title), "timer");
	} else if ((rc = players_from_game(c, t)) != 0)
		goto done;
	if (secs > 0)
		t->seconds = secs;
	snprintf(title, sizeof(title), ": %d s a turn", t->seconds);
	strncat(t->title, title, sizeof(t->title) - strlen(t->title) - 1);
	t->quiet = arg_get(c, "quiet") != NULL;
	t->colour = nc == NULL || nc[0] == '\0';

	if ((t->fd = open("/dev/tty", O_RDWR | O_NOCTTY)) < 0 ||
	    tcgetattr(t->fd, &saved) < 0) {
		warnx_("timer: no terminal (%s): run it in one",
		    strerror(errno));
		if (t->fd >= 0)
			close(t->fd);
		rc = EXIT_USAGE;
		goto done;
	}
	raw = saved;
	raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	raw.c_cc[VMIN] = 0;
	raw.c_cc[VTIME] = 0;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_winch;
	sigaction(SIGWINCH, &sa, NULL);
	sa.sa_handler = on_stop;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	tcsetattr(t->fd, TCSAFLUSH, &raw);
	if (write(t->fd, "\033[?1049h\033[?25l", 14) < 0)
		stop = 1;

	t->start = now();
	t->rang = -1;
	while (!stop) {
		struct pollfd p = { t->fd, POLLIN, 0 };
		char keys[32];
		ssize_t n, k;
		double at;

		at = now();
		tick(t, at);
		draw(t, at);
		resized = 0;
		/* Wake at the next whole second of the turn, or on a key. */
		k = 1000 - (ssize_t)((elapsed(t, at) - (int)elapsed(t, at)) *
		    1000);
		if (poll(&p, 1, t->paused ? -1 : (int)k + 5) < 0 &&
		    errno != EINTR)
			break;
		if (!(p.revents & POLLIN))
			continue;
		if ((n = read(t->fd, keys, sizeof(keys))) <= 0)
			break;
		at = now();
		for (k = 0; k < n && !stop; k++) {
			if (keys[k] == ' ' || keys[k] == '\r' || keys[k] == '\n')
				pass(t, at);
			else if (keys[k] == 'q' || keys[k] == 'Q')
				stop = 1;
			else if ((keys[k] == 'p' || keys[k] == 'P') && t->paused) {
				t->paused = 0;
				t->paused_for += at - t->pause_at;
			} else if (keys[k] == 'p' || keys[k] == 'P') {
				t->paused = 1;
				t->pause_at = at;
			}
		}
	}
	if (write(t->fd, "\033[?25h\033[?1049l", 14) < 0)
		rc = EXIT_USAGE;
	tcsetattr(t->fd, TCSAFLUSH, &saved);
	close(t->fd);
	summary(c->out, t);
done:
	free(t);
	return rc;
}

const struct cmd_entry cmd_timer_entry = {
	.name = "timer",
	.usage = "[SECONDS] [--seconds N] [--players A,B[,...] | --game GAME] "
	    "[--quiet]",
	.summary = "a turn timer: the whole terminal counts down each "
	    "player's turn",
	.opts = opts,
	.minpos = 0,
	.maxpos = 1,
	.flags = CMD_DB_PATH,
	.exec = timer_exec,
};
