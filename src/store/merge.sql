-- merge.sql: identities that hold across devices, for rkub merge (issue
-- 12), a migration of its own.
--
-- A game and a round get a uid that no other device gives: a table's
-- laptop that got a copy of the director's database and the director
-- both number their new rounds from the same integer id, but never draw
-- the same random bits at the same millisecond.  A game or round that existed before this
-- migration gets a uid made from what it holds (a game: its created time
-- and name; a round: its game's uid, its row on the sheet, its created
-- time and its place among rounds of that row), so that two copies of
-- one file, upgraded apart, still name their old rows alike.

ALTER TABLE game ADD COLUMN uid TEXT;
ALTER TABLE round ADD COLUMN uid TEXT;

UPDATE game SET uid = 'g/' || created || '/' || lower(name);
UPDATE round SET uid = r.uid
FROM (SELECT round.id AS id, game.uid || '/' || round.num || '/' ||
             round.created || '/' || row_number() OVER (
                 PARTITION BY round.game_id, round.num ORDER BY round.id) AS uid
      FROM round JOIN game ON game.id = round.game_id) AS r
WHERE round.id = r.id;

CREATE UNIQUE INDEX game_uid ON game (uid);
CREATE UNIQUE INDEX round_uid ON round (uid);

-- Every writer of a game or a round (new, import, round, event seat, and
-- what comes) gets a fresh uid without naming the column; merge names it.
-- A uid is the time in milliseconds, then 64 random bits: no two devices
-- draw the same, and one device's uids grow with time, so that each goes
-- in at the end of the index (an import of 100,000 rounds would
-- otherwise write all over it).
CREATE TRIGGER game_uid_new AFTER INSERT ON game WHEN NEW.uid IS NULL
BEGIN
	UPDATE game SET uid = printf('%012x', CAST((julianday('now') -
	    2440587.5) * 86400000 AS INTEGER)) || lower(hex(randomblob(8)))
	WHERE id = NEW.id;
END;
CREATE TRIGGER round_uid_new AFTER INSERT ON round WHEN NEW.uid IS NULL
BEGIN
	UPDATE round SET uid = printf('%012x', CAST((julianday('now') -
	    2440587.5) * 86400000 AS INTEGER)) || lower(hex(randomblob(8)))
	WHERE id = NEW.id;
END;
