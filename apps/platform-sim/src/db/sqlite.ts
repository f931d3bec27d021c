import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The simulator's one SQLite handle, whichever driver runs under it: Node's built-in `node:sqlite`
 * where the running Node has it (Node 24; 22.13+ prints an ExperimentalWarning the first time,
 * left as it is), else better-sqlite3 (Node 20). better-sqlite3 12 aborts Node 24 when it frees a
 * statement (WiseLibs/better-sqlite3#1515) and 13 crashes Node 20, so no one version of it serves
 * both. The choice is made once, by asking the running Node for the module (never by its version);
 * the rest of the simulator sees only {@link Db}.
 */

/**
 * What a statement binds. `undefined` binds NULL (better-sqlite3 does so; node:sqlite would throw,
 * so the adapter turns it into null). Booleans are left out: better-sqlite3 refuses them.
 */
export type SqlValue = string | number | bigint | Uint8Array | null | undefined;

export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

export interface Statement {
  run(...params: SqlValue[]): RunResult;
  /** The first row (an object of column → value; node:sqlite's have no prototype), or undefined. */
  get(...params: SqlValue[]): unknown;
  all(...params: SqlValue[]): unknown[];
}

export type SqliteDriver = 'node:sqlite' | 'better-sqlite3';

export interface Db {
  /** Which driver runs under this handle (for logs and tests; nothing else should branch on it). */
  readonly driver: SqliteDriver;
  /** A compiled statement; the same SQL text gets the same statement back (compiled once). */
  prepare(sql: string): Statement;
  /** Runs one or more SQL statements without results. */
  exec(sql: string): void;
  /** `PRAGMA <setting>` and its rows (`journal_mode = WAL` → [{ journal_mode: 'wal' }]). */
  pragma(setting: string): unknown[];
  /**
   * better-sqlite3's transaction(): a function that runs `fn` in BEGIN … COMMIT (a SAVEPOINT when a
   * transaction is already open), rolls back and rethrows when `fn` throws; `fn` may not be async.
   */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
  close(): void;
}

// ── What the adapter needs of a driver ────────────────────────────────────────────────────────
interface RawStatement {
  run(...params: SqlValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get(...params: SqlValue[]): unknown;
  all(...params: SqlValue[]): unknown[];
}

interface RawDatabase {
  prepare(sql: string): RawStatement;
  exec(sql: string): void;
  pragma(setting: string): unknown[];
  close(): void;
  /** Whether SQLite has a transaction open (false again after SQLite rolled one back by itself). */
  readonly inTransaction: boolean;
}

/** The part of `node:sqlite` used here (the machine's @types/node is Node 20's, without it). */
type NodeSqliteValue = string | number | bigint | Uint8Array | null;
interface NodeSqliteStatement {
  run(...params: NodeSqliteValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get(...params: NodeSqliteValue[]): unknown;
  all(...params: NodeSqliteValue[]): unknown[];
}
interface NodeSqliteDatabase {
  prepare(sql: string): NodeSqliteStatement;
  exec(sql: string): void;
  close(): void;
  /** Node 22.16 / 24.0 and later. */
  readonly isTransaction?: boolean;
}
interface NodeSqliteModule {
  DatabaseSync: new (path: string, options?: { timeout?: number }) => NodeSqliteDatabase;
}

/** better-sqlite3's default busy timeout; node:sqlite's is 0 (fail at once on a locked file). */
const BUSY_TIMEOUT_MS = 5000;

let detected: NodeSqliteModule | null | undefined;

/**
 * node:sqlite when the running Node has it with what the adapter needs (`isTransaction`), else
 * null. On Node 20 `process.getBuiltinModule('node:sqlite')` is undefined; 22.5–22.12 have it only
 * behind --experimental-sqlite.
 */
function nodeSqlite(): NodeSqliteModule | null {
  if (detected !== undefined) return detected;
  detected = null;
  try {
    const candidate: unknown = process.getBuiltinModule('node:sqlite');
    if (isNodeSqlite(candidate)) {
      const probe = new candidate.DatabaseSync(':memory:');
      const usable = typeof probe.isTransaction === 'boolean';
      probe.close();
      if (usable) detected = candidate;
    }
  } catch {
    // Not there (or not loadable without a flag): better-sqlite3 below.
    detected = null;
  }
  return detected;
}

function isNodeSqlite(value: unknown): value is NodeSqliteModule {
  return typeof value === 'object' && value !== null && 'DatabaseSync' in value && typeof value.DatabaseSync === 'function';
}

/** The driver `openSqlite` uses on this Node. */
export function sqliteDriver(): SqliteDriver {
  return nodeSqlite() ? 'node:sqlite' : 'better-sqlite3';
}

const nullForUndefined = (params: SqlValue[]): NodeSqliteValue[] => params.map((v) => (v === undefined ? null : v));

function openNodeSqlite(module: NodeSqliteModule, file: string): RawDatabase {
  const db = new module.DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
  return {
    prepare(sql) {
      const s = db.prepare(sql);
      return {
        run: (...params) => s.run(...nullForUndefined(params)),
        get: (...params) => s.get(...nullForUndefined(params)),
        all: (...params) => s.all(...nullForUndefined(params)),
      };
    },
    exec: (sql) => db.exec(sql),
    pragma: (setting) => db.prepare(`PRAGMA ${setting}`).all(),
    close: () => db.close(),
    get inTransaction() {
      return db.isTransaction === true;
    },
  };
}

function openBetterSqlite3(file: string): RawDatabase {
  // Loaded only here: on a Node whose ABI its addon was not built for, loading it would throw.
  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  return {
    prepare: (sql) => db.prepare<SqlValue[]>(sql),
    exec: (sql) => void db.exec(sql),
    // Its own pragma(): a prepared PRAGMA that sets something returns no rows, and all() refuses those.
    pragma: (setting) => db.pragma(setting) as unknown[],
    close: () => void db.close(),
    get inTransaction() {
      return db.inTransaction;
    },
  };
}

/** Opens (creating) a SQLite file, or ':memory:', with the driver this Node has. */
export function openSqlite(file: string): Db {
  const module = nodeSqlite();
  const raw = module ? openNodeSqlite(module, file) : openBetterSqlite3(file);
  return new SqliteDb(raw, module ? 'node:sqlite' : 'better-sqlite3');
}

class SqliteDb implements Db {
  private readonly statements = new Map<string, Statement>();
  private control: { begin: RawStatement; commit: RawStatement; rollback: RawStatement; savepoint: RawStatement; release: RawStatement; rollbackTo: RawStatement } | undefined;

  constructor(
    private readonly raw: RawDatabase,
    readonly driver: SqliteDriver,
  ) {}

  prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      const s = this.raw.prepare(sql);
      statement = {
        run: (...params) => {
          const r = s.run(...params);
          return { changes: Number(r.changes), lastInsertRowid: r.lastInsertRowid };
        },
        get: (...params) => s.get(...params),
        all: (...params) => s.all(...params),
      };
      this.statements.set(sql, statement);
    }
    return statement;
  }

  exec(sql: string): void {
    this.raw.exec(sql);
  }

  pragma(setting: string): unknown[] {
    return this.raw.pragma(setting);
  }

  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    return (...args: A): R => {
      const c = (this.control ??= {
        begin: this.raw.prepare('BEGIN'),
        commit: this.raw.prepare('COMMIT'),
        rollback: this.raw.prepare('ROLLBACK'),
        savepoint: this.raw.prepare('SAVEPOINT "sim_tx"'),
        release: this.raw.prepare('RELEASE "sim_tx"'),
        rollbackTo: this.raw.prepare('ROLLBACK TO "sim_tx"'),
      });
      const nested = this.raw.inTransaction;
      const [before, after, undo] = nested ? [c.savepoint, c.release, c.rollbackTo] : [c.begin, c.commit, c.rollback];
      before.run();
      try {
        const result = fn(...args);
        if (isThenable(result)) throw new TypeError('Transaction function cannot return a promise');
        after.run();
        return result;
      } catch (error) {
        // SQLite may have rolled the whole transaction back itself (a full disk, for instance).
        if (this.raw.inTransaction) {
          undo.run();
          if (nested) after.run();
        }
        throw error;
      }
    };
  }

  close(): void {
    this.statements.clear();
    this.control = undefined;
    this.raw.close();
  }
}

function isThenable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';
}
