/*
 * ask.c: questions at the table.  On a terminal, each answer is read with
 * libedit: arrow keys, Ctrl-A/E and the rest of its emacs bindings, the
 * history of answers typed this evening (kept in
 * $XDG_STATE_HOME/rkub/history), an answer given before offered again for
 * editing, and Tab completing from the words the question offers (player
 * names, tile colours).  Without a terminal the same questions read plain
 * lines, so that scripts and tests can answer them.  Ctrl-C and Ctrl-D
 * (or the end of the input) end the questions.
 *
 * libedit is loaded (dlopen) when a question is asked on a terminal, not
 * linked: loading it and the three libraries it needs cost every rkub
 * process ~0.5 ms before main, for the few that ask anything.  Where it
 * cannot be loaded, the questions read plain lines, as without a
 * terminal.
 */
#include <dlfcn.h>
#include <errno.h>
#include <histedit.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <wchar.h>

#include "ask.h"

#define HISTORY_MAX 500

#ifndef EDIT_SONAME
#define EDIT_SONAME "libedit.so.2"
#endif

/* libedit's functions, as histedit.h declares them. */
static struct {
	__typeof__(el_init) *init;
	__typeof__(el_end) *end;
	__typeof__(el_get) *get;
	__typeof__(el_set) *set;
	__typeof__(el_wset) *wset;
	__typeof__(el_gets) *gets;
	__typeof__(el_push) *push;
	__typeof__(el_line) *line;
	__typeof__(el_insertstr) *insertstr;
	__typeof__(el_deletestr) *deletestr;
	__typeof__(el_source) *source;
	__typeof__(history_init) *hinit;
	__typeof__(history_end) *hend;
	__typeof__(history) *history;
} ed;

/* 0 when libedit is loaded, every function found; -1 when not. */
static int
edit_load(void)
{
	static int state;             /* 0 not tried, 1 loaded, -1 missing */
	void *h;

	if (state != 0)
		return state > 0 ? 0 : -1;
	state = -1;
	if ((h = dlopen(EDIT_SONAME, RTLD_NOW | RTLD_LOCAL)) == NULL)
		return -1;
#define SYM(f, name) \
	if ((ed.f = (__typeof__(ed.f))dlsym(h, name)) == NULL) \
		return -1;
	SYM(init, "el_init") SYM(end, "el_end") SYM(get, "el_get")
	SYM(set, "el_set") SYM(wset, "el_wset") SYM(gets, "el_gets")
	SYM(push, "el_push") SYM(line, "el_line")
	SYM(insertstr, "el_insertstr") SYM(deletestr, "el_deletestr")
	SYM(source, "el_source") SYM(hinit, "history_init")
	SYM(hend, "history_end") SYM(history, "history")
#undef SYM
	state = 1;
	return 0;
}

struct ask {
	EditLine *el;                 /* NULL without a terminal */
	History *hist;
	char *histfile;
	const char *prompt;
	const struct ask_word *words; /* what Tab completes to */
};

static volatile sig_atomic_t interrupted;

static void
on_int(int sig)
{
	(void)sig;
	interrupted = 1;
}

static const char *
prompt_of(EditLine *el)
{
	struct ask *a;

	ed.get(el, EL_CLIENTDATA, &a);
	return a->prompt;
}

static int
lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* Does word begin with the len bytes of w, case aside? */
static int
begins(const char *word, const char *w, size_t len)
{
	size_t k;

	for (k = 0; k < len; k++)
		if (word[k] == '\0' || lower((unsigned char)word[k]) !=
		    lower((unsigned char)w[k]))
			return 0;
	return 1;
}

/* Tab: the word before the cursor becomes what the one word it begins
 * fills in, or the choices are listed under the line. */
static unsigned char
complete(EditLine *el, int ch)
{
	struct ask *a;
	const LineInfo *li = ed.line(el);
	const char *start = li->cursor;
	const char *fill = NULL;
	int i, n = 0, same = 1;
	size_t len;

	(void)ch;
	ed.get(el, EL_CLIENTDATA, &a);
	while (start > li->buffer && strchr(" ,=|", start[-1]) == NULL)
		start--;
	len = (size_t)(li->cursor - start);
	for (i = 0; a->words != NULL && a->words[i].word != NULL; i++)
		if (begins(a->words[i].word, start, len)) {
			if (n++ == 0)
				fill = a->words[i].fill;
			else if (strcmp(fill, a->words[i].fill) != 0)
				same = 0;
		}
	if (n == 0)
		return CC_REFRESH_BEEP;
	if (same) {
		ed.deletestr(el, (int)len);
		return ed.insertstr(el, fill) < 0 ? CC_ERROR : CC_REFRESH;
	}
	fputc('\n', stderr);
	for (i = 0; a->words[i].word != NULL; i++)
		if (begins(a->words[i].word, start, len))
			fprintf(stderr, "  %s", a->words[i].shown != NULL ?
			    a->words[i].shown : a->words[i].word);
	fputc('\n', stderr);
	return CC_REDISPLAY;
}

static char *
history_path(void)
{
	const char *s = getenv("XDG_STATE_HOME"), *h = getenv("HOME");
	char *dir;

	if (s != NULL && s[0] == '/')
		dir = xasprintf("%s/rkub", s);
	else if (h != NULL && h[0] != '\0')
		dir = xasprintf("%s/.local/state/rkub", h);
	else
		return NULL;
	/* mkdir -p, quietly: without a history the questions still work. */
	for (char *p = dir + 1; *p != '\0'; p++)
		if (*p == '/') {
			*p = '\0';
			mkdir(dir, 0700);
			*p = '/';
		}
	mkdir(dir, 0700);
	{
		char *path = xasprintf("%s/history", dir);

		free(dir);
		return path;
	}
}

struct ask *
ask_open(void)
{
	struct ask *a = xcalloc(1, sizeof(*a));
	struct sigaction sa;
	HistEvent ev;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_int;           /* no SA_RESTART: reads return */
	sigaction(SIGINT, &sa, NULL);
	interrupted = 0;
	if (!isatty(STDIN_FILENO) || !isatty(STDERR_FILENO) || edit_load() < 0)
		return a;
	/* Names are UTF-8: libedit must read and draw them as such. */
	if (setlocale(LC_CTYPE, "") == NULL || MB_CUR_MAX == 1)
		setlocale(LC_CTYPE, "C.UTF-8");
	if ((a->el = ed.init("rkub", stdin, stderr, stderr)) == NULL)
		return a;
	a->hist = ed.hinit();
	ed.history(a->hist, &ev, H_SETSIZE, HISTORY_MAX);
	ed.history(a->hist, &ev, H_SETUNIQUE, 1);
	if ((a->histfile = history_path()) != NULL)
		ed.history(a->hist, &ev, H_LOAD, a->histfile);
	ed.set(a->el, EL_CLIENTDATA, a);
	ed.set(a->el, EL_EDITOR, "emacs");
	ed.set(a->el, EL_HIST, ed.history, a->hist);
	ed.set(a->el, EL_PROMPT, prompt_of);
	/* The wide call: the narrow one copies the names and never frees
	 * them. */
	ed.wset(a->el, EL_ADDFN, L"rkub-complete",
	    L"complete a name or a colour", complete);
	ed.set(a->el, EL_BIND, "^I", "rkub-complete", NULL);
	ed.set(a->el, EL_BIND, "^U", "em-kill-line", NULL);  /* as in a shell */
	ed.source(a->el, NULL);           /* the user's ~/.editrc */
	return a;
}

void
ask_close(struct ask *a)
{
	HistEvent ev;

	if (a == NULL)
		return;
	if (a->el != NULL) {
		if (a->histfile != NULL)
			ed.history(a->hist, &ev, H_SAVE, a->histfile);
		ed.hend(a->hist);
		ed.end(a->el);
	}
	free(a->histfile);
	signal(SIGINT, SIG_DFL);
	free(a);
}

int
ask_line(struct ask *a, const char *prompt, const char *prefill,
    const struct ask_word *words, int keep, char *buf, size_t len)
{
	const char *line;
	size_t n;
	int count;

	if (interrupted)
		return ASK_INT;
	a->words = words;
	if (a->el == NULL) {
		fputs(prompt, stderr);
		fflush(stderr);
		errno = 0;
		if (fgets(buf, (int)len, stdin) == NULL) {
			if (!interrupted)
				fputc('\n', stderr);
			return interrupted ? ASK_INT : ASK_EOF;
		}
	} else {
		HistEvent ev;

		a->prompt = prompt;
		if (prefill != NULL && prefill[0] != '\0')
			ed.push(a->el, prefill);
		line = ed.gets(a->el, &count);
		if (interrupted)
			return ASK_INT;
		if (line == NULL || count <= 0) {
			fputc('\n', stderr);
			return ASK_EOF;
		}
		snprintf(buf, len, "%s", line);
		n = strcspn(buf, "\r\n");
		if (n > 0 && keep) {
			char *entry = xasprintf("%.*s", (int)n, buf);

			ed.history(a->hist, &ev, H_ENTER, entry);
			free(entry);
		}
	}
	n = strlen(buf);
	while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r' ||
	    buf[n - 1] == ' ' || buf[n - 1] == '\t'))
		buf[--n] = '\0';
	return ASK_OK;
}
