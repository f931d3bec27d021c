/** The simulator's database handle: a module of its own, so the seed and the opener need not import each other. */
export type { Db, SqlValue, Statement } from './sqlite';
