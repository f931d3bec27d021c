/**
 * The paging state of an endless record list, as plain data and pure steps (no React): which
 * rows are loaded, whether the next page may be asked for, the range's totals, and what the
 * member sees at the end (loading, a failure with retry, or the end of the list).
 *
 * Pages are numbered (the platform pages by offset). A row that moved onto the next page because
 * a new one arrived at the top meanwhile is shown once (rows are kept by id); an answer for
 * another filter, or for a page already applied, is dropped.
 */

export interface PageReply<T, S> {
  list: readonly T[];
  total: number;
  pageNum: number;
  pageSize: number;
  summary: S;
}

export type PagingStatus = 'loading' | 'ready' | 'error' | 'done';

export interface Paging<T, S> {
  /** The filter the rows belong to. */
  key: string;
  items: readonly T[];
  /** Ids of `items`: a repeated row is not shown twice. */
  ids: ReadonlySet<number>;
  /** Pages applied so far; the next request asks for `pages + 1`. */
  pages: number;
  total: number | null;
  summary: S | null;
  status: PagingStatus;
  /** The Chinese text of the last failure. */
  error: string | null;
}

/** A list whose first page is on its way. */
export function startPaging<T, S>(key: string): Paging<T, S> {
  return { key, items: [], ids: new Set(), pages: 0, total: null, summary: null, status: 'loading', error: null };
}

/** The page to ask for next, or null while one is in flight, after a failure or at the end. */
export function nextPage(p: Paging<unknown, unknown>): number | null {
  return p.status === 'ready' ? p.pages + 1 : null;
}

export function pageRequested<T, S>(p: Paging<T, S>): Paging<T, S> {
  return { ...p, status: 'loading', error: null };
}

export function pageArrived<T extends { id: number }, S>(p: Paging<T, S>, key: string, reply: PageReply<T, S>): Paging<T, S> {
  if (key !== p.key || reply.pageNum !== p.pages + 1) return p;
  const ids = new Set(p.ids);
  const fresh: T[] = [];
  for (const item of reply.list) {
    if (ids.has(item.id)) continue;
    ids.add(item.id);
    fresh.push(item);
  }
  const items = fresh.length > 0 ? [...p.items, ...fresh] : p.items;
  // The end: every row of the total is here, or the platform had fewer than a page left.
  const done = items.length >= reply.total || reply.list.length < reply.pageSize;
  return { ...p, items, ids, pages: reply.pageNum, total: reply.total, summary: reply.summary, status: done ? 'done' : 'ready', error: null };
}

export function pageFailed<T, S>(p: Paging<T, S>, key: string, message: string): Paging<T, S> {
  return key === p.key ? { ...p, status: 'error', error: message } : p;
}

/** What the end of the list shows. */
export type ListEnd = 'loading' | 'error' | 'more' | 'end' | 'empty';

export function listEnd(p: Paging<unknown, unknown>): ListEnd {
  if (p.status === 'loading') return 'loading';
  if (p.status === 'error') return 'error';
  if (p.items.length === 0) return 'empty';
  return p.status === 'done' ? 'end' : 'more';
}

/**
 * Whether the member has scrolled close enough to the end to fetch the next page: `lastVisible`
 * (index of the last row in view) within `threshold` rows of the last loaded row.
 */
export function wantsNextPage(p: Paging<unknown, unknown>, lastVisible: number, threshold: number): boolean {
  return nextPage(p) !== null && lastVisible >= p.items.length - 1 - threshold;
}
