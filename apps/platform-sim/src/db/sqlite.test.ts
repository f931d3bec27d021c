import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './sqlite';
import { openSqlite, sqliteDriver } from './sqlite';

// The same queries through the adapter, whichever driver this Node gives it: better-sqlite3 under
// `npm test` (Node 20), node:sqlite under `npm run test:node24`.
const open: Db[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function memory(): Db {
  const db = openSqlite(':memory:');
  open.push(db);
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE, cents INTEGER NOT NULL DEFAULT 0 CHECK (cents >= 0), note TEXT, ratio REAL, data BLOB)');
  return db;
}

const count = (db: Db) => (db.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n;

describe('the SQLite adapter', () => {
  it('picks the driver this Node has', () => {
    const major = Number(process.versions.node.split('.')[0]);
    const driver = sqliteDriver();
    if (major >= 24) expect(driver).toBe('node:sqlite');
    if (major <= 20) expect(driver).toBe('better-sqlite3');
    const db = openSqlite(':memory:');
    open.push(db);
    expect(db.driver).toBe(driver);
  });

  it('runs, gets and lists rows with positional parameters', () => {
    const db = memory();
    const insert = db.prepare('INSERT INTO t (name, cents, note, ratio) VALUES (?, ?, ?, ?)');
    expect(insert.run('甲', 100, '备注', 0.5)).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(insert.run('乙', 200, null, 1.25)).toEqual({ changes: 1, lastInsertRowid: 2 });
    // undefined binds NULL with either driver, as better-sqlite3 always did.
    expect(insert.run('丙', 9007199254740991n, undefined, undefined).lastInsertRowid).toBe(3);
    expect(db.prepare('SELECT name, cents, note, ratio FROM t WHERE id = ?').get(1)).toEqual({ name: '甲', cents: 100, note: '备注', ratio: 0.5 });
    expect(db.prepare('SELECT name, note, ratio FROM t WHERE id = ?').get(3)).toEqual({ name: '丙', note: null, ratio: null });
    expect(db.prepare('SELECT name FROM t WHERE id = ?').get(99)).toBeUndefined();
    expect(db.prepare('SELECT id, name FROM t WHERE cents >= ? ORDER BY id LIMIT ? OFFSET ?').all(100, 2, 0)).toEqual([
      { id: 1, name: '甲' },
      { id: 2, name: '乙' },
    ]);
    expect(db.prepare('SELECT id FROM t WHERE cents > ?').all(1e18)).toEqual([]);
    const sum = db.prepare('SELECT SUM(cents) AS s, COUNT(*) AS n, AVG(ratio) AS r FROM t WHERE id < 3').get() as { s: number; n: number; r: number };
    expect(sum).toEqual({ s: 300, n: 2, r: 0.875 });
    expect(typeof sum.s).toBe('number');
    expect(db.prepare('UPDATE t SET cents = cents + ? WHERE cents < ?').run(1, 1000)).toMatchObject({ changes: 2 });
    expect(db.prepare('DELETE FROM t WHERE id = ?').run(99).changes).toBe(0);
  });

  it('keeps blobs and compiles each SQL text once', () => {
    const db = memory();
    db.prepare('INSERT INTO t (name, data) VALUES (?, ?)').run('blob', new Uint8Array([0, 1, 255]));
    const row = db.prepare('SELECT data FROM t WHERE name = ?').get('blob') as { data: Uint8Array };
    expect([...row.data]).toEqual([0, 1, 255]);
    expect(db.prepare('SELECT 1')).toBe(db.prepare('SELECT 1'));
    expect(db.prepare('SELECT 1')).not.toBe(db.prepare('SELECT 2'));
  });

  it('throws SQLite constraint errors with their message', () => {
    const db = memory();
    db.prepare('INSERT INTO t (name) VALUES (?)').run('甲');
    expect(() => db.prepare('INSERT INTO t (name) VALUES (?)').run('甲')).toThrow(/UNIQUE constraint failed: t\.name/);
    expect(() => db.prepare('UPDATE t SET cents = ? WHERE name = ?').run(-1, '甲')).toThrow(/CHECK constraint failed/);
    expect(() => db.prepare('SELECT nope FROM t').get()).toThrow(/no such column: nope/);
  });

  it('sets pragmas and enforces foreign keys when asked', () => {
    const db = memory();
    expect(db.pragma('foreign_keys = ON')).toEqual([]);
    expect(db.pragma('foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    db.exec('CREATE TABLE child (id INTEGER PRIMARY KEY, t_id INTEGER NOT NULL REFERENCES t (id))');
    expect(() => db.prepare('INSERT INTO child (t_id) VALUES (?)').run(42)).toThrow(/FOREIGN KEY constraint failed/);
    db.pragma('foreign_keys = OFF');
    expect(db.prepare('INSERT INTO child (t_id) VALUES (?)').run(42).changes).toBe(1);
  });

  it('commits a transaction, rolls it back when its function throws, and passes arguments and the result', () => {
    const db = memory();
    const add = db.transaction((a: string, b: string) => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run(a);
      db.prepare('INSERT INTO t (name) VALUES (?)').run(b);
      return count(db);
    });
    expect(add('甲', '乙')).toBe(2);
    expect(() => add('丙', '甲')).toThrow(/UNIQUE/);
    expect(count(db)).toBe(2); // 丙 went with the failed transaction
    const boom = new Error('业务失败');
    expect(() =>
      db.transaction(() => {
        db.prepare('INSERT INTO t (name) VALUES (?)').run('丁');
        throw boom;
      })(),
    ).toThrow(boom);
    expect(count(db)).toBe(2);
    // After a rollback the handle is usable and not left inside a transaction.
    db.transaction(() => db.prepare('INSERT INTO t (name) VALUES (?)').run('戊'))();
    expect(count(db)).toBe(3);
  });

  it('nests transactions as savepoints: an inner failure caught by the outer keeps the outer writes', () => {
    const db = memory();
    const inner = db.transaction((name: string) => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run(name);
      throw new Error('inner');
    });
    db.transaction(() => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('外');
      expect(() => inner('内')).toThrow('inner');
      db.transaction(() => db.prepare('INSERT INTO t (name) VALUES (?)').run('内二'))();
    })();
    expect((db.prepare('SELECT name FROM t ORDER BY id').all() as { name: string }[]).map((r) => r.name)).toEqual(['外', '内二']);
    // An outer failure takes the committed inner savepoint with it.
    expect(() =>
      db.transaction(() => {
        db.transaction(() => db.prepare('INSERT INTO t (name) VALUES (?)').run('内三'))();
        throw new Error('outer');
      })(),
    ).toThrow('outer');
    expect(count(db)).toBe(2);
  });

  it('refuses an async transaction function and rolls its synchronous writes back', () => {
    const db = memory();
    const tx = db.transaction(async () => {
      db.prepare('INSERT INTO t (name) VALUES (?)').run('异步');
      await Promise.resolve();
    });
    expect(() => tx()).toThrow(/cannot return a promise/);
    expect(count(db)).toBe(0);
  });

  it('keeps a WAL file database across close and reopen', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-sqlite-'));
    dirs.push(dir);
    const file = path.join(dir, 'a.sqlite');
    const db = openSqlite(file);
    expect(db.pragma('journal_mode = WAL')).toEqual([{ journal_mode: 'wal' }]);
    db.exec('CREATE TABLE kv (k TEXT PRIMARY KEY, v TEXT)');
    db.transaction(() => db.prepare('INSERT INTO kv VALUES (?, ?)').run('title', '星耀'))();
    db.close();
    const again = openSqlite(file);
    open.push(again);
    expect(again.prepare('SELECT v FROM kv WHERE k = ?').get('title')).toEqual({ v: '星耀' });
  });
});
