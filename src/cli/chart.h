/*
 * chart.h: show --html (a page with the sheet and a line chart of the
 * running totals) and show --chart (the totals on a terminal).
 */
#ifndef RKUB_CHART_H
#define RKUB_CHART_H

#include "game.h"

/* --html or --chart as the options of c say, for game g. */
int chart_show(struct cmd_ctx *c, const struct game *g, const char *rules,
    int all);

#endif
