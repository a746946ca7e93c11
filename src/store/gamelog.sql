-- gamelog.sql: migration 2, the game log of real evenings (issue 13).
-- Rounds corrected without losing anything, games removed and kept
-- recoverable, games with an end.

-- A round that rkub round --replace N replaced: undone, and marked so
-- (an undone round that is not replaced is one rkub undo took back).
ALTER TABLE round ADD COLUMN replaced INTEGER NOT NULL DEFAULT 0;

-- When rkub rm removed the game (UTC); NULL while it is live.  A removed
-- game keeps its rows until rkub rm --purge.
ALTER TABLE game ADD COLUMN removed TEXT;

-- The game's end: after end_rounds rounds, or when a total reaches
-- end_target points; NULL when the game has no such end.
ALTER TABLE game ADD COLUMN end_rounds INTEGER;
ALTER TABLE game ADD COLUMN end_target INTEGER;

-- Players during a game: a late player joins from round joined on (the
-- rounds before show them empty); a player who leaves keeps the rounds
-- up to left_after.  NULL: still at the table.
ALTER TABLE seat ADD COLUMN joined INTEGER NOT NULL DEFAULT 1;
ALTER TABLE seat ADD COLUMN left_after INTEGER;
