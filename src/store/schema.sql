-- schema.sql: the rkub database, migration 1.
--
-- Every later change to the schema is a new migration appended in
-- store.c, never an edit here: PRAGMA user_version counts the migrations
-- applied, and a database with a higher version than this rkub knows is
-- refused.

-- A person, across all games.  Names compare without ASCII case, so
-- "Ann" at one table and "ann" at another are one player.
CREATE TABLE player (
	id      INTEGER PRIMARY KEY,
	name    TEXT NOT NULL UNIQUE COLLATE NOCASE
);

-- A game: its players (seats) play rounds under one set of rules.
CREATE TABLE game (
	id           INTEGER PRIMARY KEY,
	name         TEXT NOT NULL UNIQUE COLLATE NOCASE,
	created      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
	preset       TEXT NOT NULL,          -- '' when none was named
	joker        INTEGER NOT NULL,       -- what a joker on a rack costs
	tokens       INTEGER NOT NULL,       -- 1: junior, scores are tokens
	exhausted    TEXT NOT NULL CHECK (exhausted IN ('all-pay', 'difference', 'fewest-tiles')),
	never_melded TEXT NOT NULL,          -- none, double, fixed:N, plus:N
	tiles        TEXT NOT NULL CHECK (tiles IN ('standard', 'xp', 'junior')),
	meld         INTEGER NOT NULL        -- least value of an initial meld
);

CREATE TABLE seat (
	game_id   INTEGER NOT NULL REFERENCES game(id),
	player_id INTEGER NOT NULL REFERENCES player(id),
	pos       INTEGER NOT NULL,          -- 0, 1, ...: the column on the sheet
	PRIMARY KEY (game_id, player_id),
	UNIQUE (game_id, pos)
) WITHOUT ROWID;

-- A round.  An undone round stays, marked undone: nothing is lost.
CREATE TABLE round (
	id        INTEGER PRIMARY KEY,
	game_id   INTEGER NOT NULL REFERENCES game(id),
	num       INTEGER NOT NULL,          -- its row on the score sheet
	kind      TEXT NOT NULL CHECK (kind IN ('out', 'exhausted', 'scores', 'layout', 'tokens', 'import')),
	winner_id INTEGER REFERENCES player(id),
	layout    TEXT,                      -- the table, for --layout rounds
	undone    INTEGER NOT NULL DEFAULT 0,
	created   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX round_game ON round (game_id, undone, num);

-- One player's line in one round.
CREATE TABLE entry (
	round_id     INTEGER NOT NULL REFERENCES round(id),
	player_id    INTEGER NOT NULL REFERENCES player(id),
	game_id      INTEGER NOT NULL REFERENCES game(id),  -- the round's, for the indexes
	rack         TEXT,                  -- as typed; NULL when only a score was given
	rack_value   INTEGER,               -- tokens in a junior game
	tiles        INTEGER,               -- tiles left; NULL when given as a sum
	never_melded INTEGER NOT NULL DEFAULT 0,
	score        INTEGER NOT NULL,
	won          INTEGER NOT NULL DEFAULT 0,
	undone       INTEGER NOT NULL DEFAULT 0,  -- the round's, for the indexes
	PRIMARY KEY (round_id, player_id)
) WITHOUT ROWID;
CREATE INDEX entry_game ON entry (game_id, player_id, undone, score, won);

-- Running standings per game and player, kept by the triggers below so
-- that standings over a million entries read one row per game and player
-- instead of every entry.
CREATE TABLE tally (
	game_id   INTEGER NOT NULL REFERENCES game(id),
	player_id INTEGER NOT NULL REFERENCES player(id),
	total     INTEGER NOT NULL DEFAULT 0,
	played    INTEGER NOT NULL DEFAULT 0,
	won       INTEGER NOT NULL DEFAULT 0,
	best      INTEGER,
	worst     INTEGER,
	PRIMARY KEY (game_id, player_id)
) WITHOUT ROWID;
CREATE INDEX tally_player ON tally (player_id, total, played, won, best, worst);

CREATE TRIGGER entry_tally AFTER INSERT ON entry WHEN NEW.undone = 0
BEGIN
	INSERT INTO tally (game_id, player_id, total, played, won, best, worst)
	VALUES (NEW.game_id, NEW.player_id, NEW.score, 1, NEW.won, NEW.score, NEW.score)
	ON CONFLICT (game_id, player_id) DO UPDATE SET
		total = total + excluded.total,
		played = played + 1,
		won = won + excluded.won,
		best = max(coalesce(best, excluded.best), excluded.best),
		worst = min(coalesce(worst, excluded.worst), excluded.worst);
END;

-- Undoing a round: count that player's live entries of the game again.
CREATE TRIGGER entry_untally AFTER UPDATE OF undone ON entry
BEGIN
	UPDATE tally SET (total, played, won, best, worst) = (
		SELECT coalesce(sum(score), 0), count(*), coalesce(sum(won), 0),
		       max(score), min(score)
		FROM entry
		WHERE game_id = NEW.game_id AND player_id = NEW.player_id
		  AND undone = 0)
	WHERE game_id = NEW.game_id AND player_id = NEW.player_id;
END;

-- Small facts: the current game.
CREATE TABLE setting (
	key   TEXT PRIMARY KEY,
	value
) WITHOUT ROWID;
