/**
 * Responsible-play tables (issue #22), apart from schema.ts so parallel work on it merges cleanly.
 * Times are simulator-clock epoch ms, so tests move them with `/__sim/clock`.
 */
export const RESPONSIBLE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS deposit_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  limit_cents INTEGER CHECK (limit_cents IS NULL OR limit_cents > 0),
  has_pending INTEGER NOT NULL DEFAULT 0,
  pending_cents INTEGER CHECK (pending_cents IS NULL OR pending_cents > 0),
  pending_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, period)
);

CREATE TABLE IF NOT EXISTS play_blocks (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('timeOut', 'exclusion')),
  period TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  until_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS play_blocks_member ON play_blocks(member_id, until_at);

CREATE TABLE IF NOT EXISTS reality_checks (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  minutes INTEGER NOT NULL CHECK (minutes IN (0, 15, 30, 60)),
  updated_at INTEGER NOT NULL
);
`;
