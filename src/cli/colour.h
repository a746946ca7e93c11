/*
 * colour.h: colour on a terminal.  --color=auto (the default) colours
 * what goes to a terminal, never when NO_COLOR is set; always and never
 * say so.  The same output without colour reads the same.
 */
#ifndef RKUB_COLOUR_H
#define RKUB_COLOUR_H

#include <stdio.h>

#define C_OFF   "\033[0m"
#define C_BOLD  "\033[1m"
#define C_RED   "\033[31m"
#define C_GREEN "\033[32m"

int colour_mode(const char *value);  /* auto, always, never: 0, or -1 */
int colour_on(int fd);               /* colour what goes to fd? */
/* The escape for a tile's colour letter (k, r, b, o, j), "" for none. */
const char *colour_tile(int letter);
/* s with each tile in its colour, when on; else a copy.  malloc'd. */
char *colour_tiles(const char *s, int on);
void print_tiles(const char *s);     /* to standard output */
const char *invalid_word(void);

#endif
