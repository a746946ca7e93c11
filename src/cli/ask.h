/*
 * ask.h: questions at the table, with line editing and completion on a
 * terminal (libedit), plain lines otherwise.
 */
#ifndef RKUB_ASK_H
#define RKUB_ASK_H

#include "cli.h"

#define ASK_OK 0
#define ASK_EOF 1       /* Ctrl-D, or the end of the input */
#define ASK_INT 2       /* Ctrl-C */

/* What Tab completes: a word the user may begin, what it fills in, and
 * how it is listed among others (NULL: the word). */
struct ask_word {
	const char *word;
	const char *fill;
	const char *shown;
};

struct ask;
struct ask *ask_open(void);
void ask_close(struct ask *);
/* The answer, without its line end and trailing blanks, in buf.  prefill
 * is offered for editing; words is what Tab completes (NULL-ended); keep:
 * the answer goes into the history. */
int ask_line(struct ask *, const char *prompt, const char *prefill,
    const struct ask_word *words, int keep, char *buf, size_t len);

#endif
