/*
 * tileset.c: the tile sets rkub knows, one description each.  Every count
 * of tiles (106, 160, 44) is derived from these lines, never written down.
 */
#include <string.h>

#include "rkub.h"

const struct tileset rk_tilesets[] = {
	/* name      max copies jokers runs-only jokers/set players */
	{ "standard", 13, 2, 2, 0, 0, 2, 4 },  /* all books */
	{ "xp",       13, 3, 4, 0, 0, 2, 6 },  /* 003, Rummikub XP */
	{ "junior",   10, 1, 4, 1, 1, 1, 4 },  /* 002, German text */
};
const size_t rk_ntilesets = sizeof(rk_tilesets) / sizeof(rk_tilesets[0]);

const struct tileset *
tileset_find(const char *name)
{
	size_t i;

	for (i = 0; i < rk_ntilesets; i++)
		if (strcmp(rk_tilesets[i].name, name) == 0)
			return &rk_tilesets[i];
	return NULL;
}

int
tileset_total(const struct tileset *ts)
{
	return RK_NCOLOURS * ts->maxnum * ts->copies + ts->jokers;
}

/* Does the tile set have this tile at all (r11 is not a junior tile)? */
int
tileset_holds(const struct tileset *ts, const struct tile *t)
{
	if (t->joker && !t->pinned)
		return ts->jokers > 0;
	if (t->joker && ts->jokers == 0)
		return 0;
	return t->num >= 1 && t->num <= ts->maxnum;
}

/* 000, 001, 003, 004: an initial meld of 30 or more; 002 names no value,
 * the first turn lays one complete set. */
int
tileset_meld(const struct tileset *ts)
{
	return ts->runs_only ? 0 : 30;
}
