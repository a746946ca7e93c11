/*
 * seat.h: seating the sittings of an event, a pure function of the
 * players, their history and a seed (same inputs, same seating), as
 * pairing engines such as bbpPairings are pure functions of their input.
 *
 * Words:
 *   player   an index 0..n-1 into the caller's list of active players
 *   sitting  one seating of every active player at tables
 *   table    4 players; 3 when n does not divide by 4 ((4 - n % 4) % 4
 *            tables of 3); 2 only when n is 2 or 5 (5 = 3 + 2)
 *   seat     a place at a table, 0 starting the table's first deal; the
 *            start rotates deal by deal, so seat order is start order
 *   met      how many sittings two players have shared a table in
 *   repeat   a pair of players seated at one table again: every pair
 *            whose met count would exceed 1 counts once per extra meeting
 *
 * Callers own all memory: seat_work_size() says how many bytes of work
 * space seat_plan() needs; nothing here allocates.
 */
#ifndef RKUB_SEAT_H
#define RKUB_SEAT_H

#include <stddef.h>
#include <stdint.h>

#define SEAT_TABLE_MAX 4

enum seat_method {
	SEAT_RANDOM,     /* a shuffle from the seed */
	SEAT_MIXED,      /* fewest repeat opponents, then start seats spread;
	                    plans all the sittings asked for at once */
	SEAT_STANDINGS   /* by rank: the leaders at table 1 (table 0 here);
	                    any later planned sittings are seated mixed */
};

struct seat_input {
	int n;                    /* active players, 2 or more */
	int sittings;             /* sittings to plan, this one first, >= 1 */
	enum seat_method method;
	uint64_t seed;
	const uint16_t *met;      /* n * n, met[i * n + j]; NULL: none yet */
	const uint16_t *small;    /* n: sittings at a table of 3 or 2; NULL */
	const uint16_t *first;    /* n: sittings started in seat 0; NULL */
	const int *order;         /* SEAT_STANDINGS: players, best first */
	const int *apart;         /* napart pairs (2 * napart indexes) never */
	int napart;               /*   seated at one table, when possible */
};

struct seat_output {
	int ntables;              /* tables per sitting */
	int size[1024];           /* players at each table, table 0 first */
	/*
	 * sittings * n entries: for sitting s, seat[s * n + k] is the player
	 * in the k-th place when the tables are read in order, each table's
	 * seats in start order (table 0 holds places 0..size[0]-1, ...).
	 */
	int *seat;                /* caller-owned, sittings * n ints */
	int repeats;              /* repeats over the history and the plan */
	int apart_broken;         /* keep-apart pairs that had to meet */
};

/* The table sizes for n players: returns the number of tables and fills
 * size[]; -1 when n < 2. */
int seat_tables(int n, int *size);
size_t seat_work_size(int n, int sittings);
/* 0, or -1 when the input is out of range (n < 2 or over 4,096,
 * sittings < 1, n over what the work space was sized for, an apart index
 * out of range, SEAT_STANDINGS without an order[] that ranks every
 * player once). */
int seat_plan(const struct seat_input *, struct seat_output *, void *work,
    size_t worklen);

#endif
