-- events.sql: tournaments (issue 12), a migration of its own.
--
-- An event registers players under one set of rules; each sitting seats
-- the active players at tables; each table at a sitting is an ordinary
-- game named EVENT/SITTING/TABLE (game, seat, round, entry, tally as for
-- any game), so that round, undo, show and export work on it unchanged.
-- Its seat.pos is the start order: pos 0 starts the first deal, and the
-- start moves one seat on each deal.

-- An event and its rules: the rule columns are game's, copied into every
-- table's game when a sitting is seated.
CREATE TABLE event (
	id           INTEGER PRIMARY KEY,
	name         TEXT NOT NULL UNIQUE COLLATE NOCASE,
	created      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
	preset       TEXT NOT NULL,
	joker        INTEGER NOT NULL,
	tokens       INTEGER NOT NULL,
	exhausted    TEXT NOT NULL,
	never_melded TEXT NOT NULL,
	tiles        TEXT NOT NULL,
	meld         INTEGER NOT NULL,
	deals        INTEGER NOT NULL CHECK (deals BETWEEN 0 AND 99),  -- 0: the table's size
	sittings     INTEGER NOT NULL CHECK (sittings BETWEEN 1 AND 99),  -- planned
	points       TEXT NOT NULL CHECK (points IN ('score', 'rank')),
	rank_points  TEXT NOT NULL DEFAULT '[]'  -- JSON array: points for 1st, 2nd, ...
);

-- A registered player: num is the order of registration; a withdrawn
-- player keeps the results played so far.
CREATE TABLE entrant (
	event_id  INTEGER NOT NULL REFERENCES event(id),
	player_id INTEGER NOT NULL REFERENCES player(id),
	num       INTEGER NOT NULL,
	active    INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
	PRIMARY KEY (event_id, player_id),
	UNIQUE (event_id, num)
) WITHOUT ROWID;

-- A sitting: how it was seated (random with its seed, mixed, standings,
-- or a cut of the top players, whose points start as carry says).
CREATE TABLE sitting (
	event_id  INTEGER NOT NULL REFERENCES event(id),
	num       INTEGER NOT NULL CHECK (num >= 1),
	method    TEXT NOT NULL CHECK (method IN ('random', 'mixed', 'standings', 'cut')),
	seed      INTEGER NOT NULL,
	carry     TEXT CHECK (carry IN ('clear', 'keep', 'halve')),  -- cuts only
	repeats   INTEGER NOT NULL DEFAULT 0,  -- repeat opponents the seating made
	created   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
	PRIMARY KEY (event_id, num)
) WITHOUT ROWID;

-- A table at a sitting: its game, the deals it plays, and the PIN that
-- lets a table's own device enter its deals (rkub serve).
CREATE TABLE event_table (
	event_id  INTEGER NOT NULL,
	sitting   INTEGER NOT NULL,
	num       INTEGER NOT NULL CHECK (num >= 1),
	game_id   INTEGER NOT NULL UNIQUE REFERENCES game(id),
	deals     INTEGER NOT NULL CHECK (deals BETWEEN 1 AND 99),
	pin       TEXT NOT NULL CHECK (length(pin) = 6),
	PRIMARY KEY (event_id, sitting, num),
	FOREIGN KEY (event_id, sitting) REFERENCES sitting(event_id, num)
) WITHOUT ROWID;
