import type Database from 'better-sqlite3';

/** The simulator's database handle: a module of its own, so the seed and the opener need not import each other. */
export type Db = Database.Database;
