import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Opens (and on first use creates and seeds) the simulator's SQLite file. `reset` deletes the
 * file first; ':memory:' gives a throwaway database for tests.
 */
export function openDatabase(file: string, options: { reset?: boolean } = {}): Db {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (options.reset) for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS site_config (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );
  `);
  const seeded = db.prepare('SELECT value FROM site_config WHERE key = ?').get('seeded') as
    | { value: string }
    | undefined;
  if (!seeded) seed(db);
}

function seed(db: Db): void {
  const put = db.prepare('INSERT OR REPLACE INTO site_config (key, value) VALUES (?, ?)');
  const tx = db.transaction(() => {
    put.run('title', '星耀娱乐 - 会员中心');
    put.run('webLogoTitleUrl', '');
    put.run('maintainStatus', '1');
    put.run('stopLogin', '0');
    put.run('stopRegister', '0');
    put.run('seeded', new Date().toISOString());
  });
  tx();
}

export function getConfig(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM site_config WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setConfig(db: Db, key: string, value: string): void {
  db.prepare('INSERT OR REPLACE INTO site_config (key, value) VALUES (?, ?)').run(key, value);
}
