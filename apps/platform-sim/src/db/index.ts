import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './database';
import { RESPONSIBLE_SCHEMA_SQL } from '../responsible/schema';
import { SCHEMA_SQL } from './schema';
import { seed } from './seed';
import { openSqlite } from './sqlite';

export type { Db } from './database';

/**
 * Bumped whenever tables, seed or password hashing change incompatibly; an older file (for example
 * one from the workspace skeleton) is then rebuilt from the seed instead of half-working.
 */
export const SCHEMA_VERSION = '5';

/**
 * Opens (and on first use creates and seeds) the simulator's SQLite file. `reset` deletes the
 * file first; ':memory:' gives a throwaway database for tests.
 */
export function openDatabase(file: string, options: { reset?: boolean; now?: number } = {}): Db {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (options.reset) for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  }
  // node:sqlite where this Node has it, else better-sqlite3 (db/sqlite.ts); statements are compiled once per SQL text.
  const db = openSqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db, options.now ?? Date.now());
  return db;
}

function migrate(db: Db, now: number): void {
  const hasConfig = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'site_config'").get();
  if (hasConfig && getConfig(db, 'schemaVersion') !== SCHEMA_VERSION) dropAll(db);
  db.exec(SCHEMA_SQL);
  db.exec(RESPONSIBLE_SCHEMA_SQL);
  if (!getConfig(db, 'seeded')) {
    seed(db, now);
    setConfig(db, 'schemaVersion', SCHEMA_VERSION);
  }
}

function dropAll(db: Db): void {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const t of tables) db.exec(`DROP TABLE IF EXISTS "${t.name}"`);
  })();
  db.pragma('foreign_keys = ON');
}

/** Drops every table and seeds again: the control API's "reset the database". */
export function resetDatabase(db: Db, now: number): void {
  dropAll(db);
  migrate(db, now);
}

export function getConfig(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM site_config WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setConfig(db: Db, key: string, value: string): void {
  db.prepare('INSERT OR REPLACE INTO site_config (key, value) VALUES (?, ?)').run(key, value);
}
