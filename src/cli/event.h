/*
 * event.h: what the event commands (cmd_event*.c) share: loading the
 * event a command names, the table of round --table, and the small
 * formats (points, start deals, HTML escapes).
 */
#ifndef RKUB_CLI_EVENT_H
#define RKUB_CLI_EVENT_H

#include <stdint.h>
#include <stdio.h>

#include "cli.h"
#include "../store/event.h"

#define EVENT_OPT { "event", 'e', 1, 0 }

/* The event of --event (or name), else the current one: 0 or a status
 * after a message. */
int event_open(struct cmd_ctx *, const char *name, struct ev *);
int event_open_part(struct cmd_ctx *, const char *name, int seats,
    struct ev *);
/* A store's answer that is no outcome the command words: its status. */
int event_fail(int rc);
/* The game round and undo play: with --table T, the game of table T at
 * the current sitting (of --event), refused when there is none, or, for a
 * new deal, when the table has played its deals; else --game's, or the
 * current game. */
struct game;
int table_or_game_open(struct cmd_ctx *, int deal, struct game *);

/* event_parse.c */
void event_trim(const char **, size_t *);
int event_names_parse(const char *text, size_t len, const char *label,
    int (*add)(void *, const char *, size_t, const char *), void *);
int event_points_parse(const char *, struct ev_new *);

void points_format(const struct ev *, double, char *, size_t);
void starts_format(int seat, int size, int deals, char *, size_t);
void html_text(FILE *, const char *);
uint64_t random_u64(void);
int event_sitting_arg(const struct cmd_ctx *, const struct ev *, int *);

#endif
