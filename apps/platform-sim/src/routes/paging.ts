import type { Db } from '../db/index';

export interface PageQuery {
  pageNum: number;
  pageSize: number;
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/** The WHERE clause of a member's rows in the request's time range with equality filters. */
export function whereOf(
  memberId: number,
  q: Pick<PageQuery, 'startTime' | 'endTime'>,
  filters: Record<string, string | number | undefined> = {},
  extraWhere = '',
): { clause: string; params: (string | number)[] } {
  const where = ['member_id = ?'];
  const params: (string | number)[] = [memberId];
  if (q.startTime !== undefined) {
    where.push('created_at >= ?');
    params.push(q.startTime);
  }
  if (q.endTime !== undefined) {
    where.push('created_at <= ?');
    params.push(q.endTime);
  }
  for (const [col, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    where.push(`${col} = ?`);
    params.push(value);
  }
  if (extraWhere) where.push(extraWhere);
  return { clause: where.join(' AND '), params };
}

/**
 * One page of `table` rows for a member, newest first, with the time range of the request and
 * any extra equality filters. Column names come from code, never from the request.
 */
export function pageRows<R>(
  db: Db,
  table: string,
  memberId: number,
  q: PageQuery,
  filters: Record<string, string | number | undefined> = {},
  extraWhere = '',
): { rows: R[]; total: number; pageNum: number; pageSize: number } {
  const { clause, params } = whereOf(memberId, q, filters, extraWhere);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${clause}`).get(...params) as { n: number }).n;
  const rows = db
    .prepare(`SELECT * FROM ${table} WHERE ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...params, q.pageSize, (q.pageNum - 1) * q.pageSize) as R[];
  return { rows, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/**
 * Aggregates (`select`: SQL of code, e.g. `SUM(bet_cents) AS bet`) over the same rows a page
 * request filters, in SQL: the totals of a range never load its rows.
 */
export function sumRows<R>(
  db: Db,
  table: string,
  select: string,
  memberId: number,
  q: Pick<PageQuery, 'startTime' | 'endTime'>,
  filters: Record<string, string | number | undefined> = {},
  extraWhere = '',
): R {
  const { clause, params } = whereOf(memberId, q, filters, extraWhere);
  return db.prepare(`SELECT ${select} FROM ${table} WHERE ${clause}`).get(...params) as R;
}
