/*
 * event.h: what the event commands (cmd_event*.c) share: loading the
 * event a command names, output that is printed only after the commit,
 * and the small formats (points, start deals, HTML escapes).
 */
#ifndef RKUB_CLI_EVENT_H
#define RKUB_CLI_EVENT_H

#include <stdint.h>
#include <stdio.h>

#include "cli.h"
#include "../store/event.h"

#define EVENT_OPT { "event", 'e', 1, 0 }

/* The event of --event, else the current one: 0 or a status. */
int event_open(struct cmd_ctx *, struct ev *);

/*
 * Writing commands: event_begin opens the transaction and a buffer that
 * the command prints into; event_end commits when rc is 0 and only then
 * prints the buffer; it returns the final status.
 */
FILE *event_begin(struct cmd_ctx *, int *rc);
int event_end(struct cmd_ctx *, FILE *, int rc);

void points_format(const struct ev *, double, char *, size_t);
void starts_format(int seat, int size, int deals, char *, size_t);
void html_text(FILE *, const char *);
uint64_t random_u64(void);
int event_sitting_arg(const struct cmd_ctx *, const struct ev *, int *);

#endif
