import { describe, expect, it } from 'vitest';
import { hasMore, mailListFrom, markRead, mergePage, nextPageNum, removeMails, unreadAmong } from './mail-list';
import type { Mail } from './mail-list';

/** The platform's 27 mails, newest first; ids 1–3 unread. */
const ALL: Mail[] = Array.from({ length: 27 }, (_, i) => ({ id: i + 1, title: `信${String(i + 1)}`, content: '', read: i >= 3, createdAt: 1000 - i }));
const page = (rows: Mail[], pageNum: number, size = 10) => ({
  list: rows.slice((pageNum - 1) * size, pageNum * size),
  total: rows.length,
  pageNum,
  pageSize: size,
});

describe('mail paging as the member scrolls', () => {
  it('asks for the next page until all are held', () => {
    let list = mailListFrom(page(ALL, 1), 10);
    expect(nextPageNum(list)).toBe(2);
    list = mergePage(list, page(ALL, 2));
    list = mergePage(list, page(ALL, 3));
    expect(list.items.map((m) => m.id)).toEqual(ALL.map((m) => m.id));
    expect(hasMore(list)).toBe(false);
  });

  it('after deleting, asks again for the page that covers the first missing row: nothing skipped, nothing twice', () => {
    let server = ALL;
    let list = mailListFrom(page(server, 1), 10);
    list = removeMails(list, [2, 4, 6]);
    server = server.filter((m) => ![2, 4, 6].includes(m.id));
    expect(list.total).toBe(24);
    expect(nextPageNum(list)).toBe(1);
    list = mergePage(list, page(server, nextPageNum(list)));
    list = mergePage(list, page(server, nextPageNum(list)));
    list = mergePage(list, page(server, nextPageNum(list)));
    expect(list.items.map((m) => m.id)).toEqual(server.map((m) => m.id));
    expect(hasMore(list)).toBe(false);
  });

  it('ends when a page brings nothing new', () => {
    const list = mergePage({ items: ALL.slice(0, 5), total: 9, pageSize: 10 }, { list: ALL.slice(0, 5), total: 9, pageNum: 1, pageSize: 10 });
    expect(hasMore(list)).toBe(false);
  });

  it('marks read and counts only the mails that were unread', () => {
    const list = mailListFrom(page(ALL, 1), 10);
    expect(unreadAmong(list, [1, 2, 5])).toEqual([1, 2]);
    const after = markRead(list, [1, 5]);
    expect(after.items.filter((m) => !m.read).map((m) => m.id)).toEqual([2, 3]);
  });
});
