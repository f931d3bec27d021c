import type { ApiReply } from '@site/api-contract';

export type Mail = ApiReply<'mailList'>['list'][number];

/**
 * The mail page's list as the member scrolls: the pages read so far, merged by id. The platform
 * pages by number over a list that deletions shift, so after a deletion the next page asked for
 * is the one that covers the first row not yet held, and the overlap is dropped by id: no mail is
 * skipped and none is shown twice.
 */
export interface MailList {
  items: readonly Mail[];
  total: number;
  pageSize: number;
}

export const MAIL_PAGE_SIZE = 15;

export function mailListFrom(page: ApiReply<'mailList'>, pageSize = MAIL_PAGE_SIZE): MailList {
  return mergePage({ items: [], total: page.total, pageSize }, page);
}

export function hasMore(list: MailList): boolean {
  return list.items.length < list.total;
}

/** The page number whose rows start at or before the first row not yet held. */
export function nextPageNum(list: MailList): number {
  return Math.floor(list.items.length / list.pageSize) + 1;
}

export function mergePage(list: MailList, page: ApiReply<'mailList'>): MailList {
  const seen = new Set(list.items.map((m) => m.id));
  const fresh = page.list.filter((m) => !seen.has(m.id));
  const items = [...list.items, ...fresh];
  // A page that brings nothing new ends the list even if the count says more (a racing change).
  const total = fresh.length === 0 && page.list.length < list.pageSize ? items.length : Math.max(page.total, items.length);
  return { ...list, items, total };
}

/** Of `ids`, the ones shown unread: what marking them read takes off the unread count. */
export function unreadAmong(list: MailList, ids: readonly number[]): number[] {
  const wanted = new Set(ids);
  return list.items.filter((m) => wanted.has(m.id) && !m.read).map((m) => m.id);
}

export function markRead(list: MailList, ids: readonly number[]): MailList {
  const done = new Set(ids);
  return { ...list, items: list.items.map((m) => (done.has(m.id) && !m.read ? { ...m, read: true } : m)) };
}

export function removeMails(list: MailList, ids: readonly number[]): MailList {
  const gone = new Set(ids);
  const items = list.items.filter((m) => !gone.has(m.id));
  return { ...list, items, total: Math.max(items.length, list.total - (list.items.length - items.length)) };
}
