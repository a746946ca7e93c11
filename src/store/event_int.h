/*
 * event_int.h: what src/store/event*.c share and nobody else needs.
 */
#ifndef RKUB_STORE_EVENT_INT_H
#define RKUB_STORE_EVENT_INT_H

#include <stddef.h>

#include "event.h"

#define EV_USAGE 2
#define EV_RULE 1

void ev_warn(const char *, ...) __attribute__((format(printf, 1, 2)));
void *ev_alloc(size_t n, size_t size);   /* zeroed; dies when out of memory */
char *ev_strdup(const char *);
int ev_current_sitting(const struct ev *);   /* 0 before the first */

#endif
