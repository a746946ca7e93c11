/*
 * seat_int.h: what the seating files (seat.c, seat_search.c,
 * seat_design.c) share and nobody else sees.  The words are seat.c's.
 */
#ifndef RKUB_SEAT_INT_H
#define RKUB_SEAT_INT_H

#include <stddef.h>
#include <stdint.h>

#include "seat.h"

#define SEAT_TABLES_MAX 1024	/* struct seat_output's size[] */
#define SEAT_PLAYERS_MAX 4096	/* 1,024 tables of 4 */
#define MET_APART 0x8000	/* in the work copy of met: keep these apart */
#define MET_COUNT 0x7FFF	/* the meetings, capped */

struct seat_work {
	int n, sittings;
	int ntables, nlarge;	/* tables 0..nlarge-1 seat 4 */
	int *size;		/* the output's size[] */
	int *start;		/* ntables + 1: each table's first place */
	uint16_t *met;		/* n * n: history, then the plan so far */
	int *small, *first;	/* n: the counts of seat.h, then the plan's */
	int *rank;		/* n: standings rank, 0 best; all 0 otherwise */
	int *tab, *at, *pos;	/* the layout */
	int *tmp;		/* n: scratch */
	uint64_t *key;		/* n: scratch for sorting */
	int *plan;		/* sittings * n: the seating, as out->seat */
	unsigned char *search;	/* seat_search_size() bytes for the search */
	uint64_t rng;
};

uint64_t seat_rand(uint64_t *);
int seat_below(uint64_t *, int);
void seat_shuffle(uint64_t *, int *, int);
int seat_met(const struct seat_work *, int, int);
int seat_apart(const struct seat_work *, int, int);
int seat_may_swap(const struct seat_work *, int, int);
void seat_swap(struct seat_work *, int, int);
void seat_lay_random(struct seat_work *);
void seat_record(struct seat_work *);
void seat_lay_plan(struct seat_work *, int);

/* seat_search.c */
size_t seat_search_size(int n, int sittings);
void seat_mixed_one(struct seat_work *);
void seat_improve(struct seat_work *, int from);

/* seat_design.c */
int seat_design(struct seat_work *, const struct seat_input *);

#endif
