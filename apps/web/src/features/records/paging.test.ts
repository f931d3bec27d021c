import { describe, expect, it } from 'vitest';
import { listEnd, nextPage, pageArrived, pageFailed, pageRequested, startPaging, wantsNextPage } from './paging';
import type { PageReply } from './paging';

interface Row {
  id: number;
}
const rows = (from: number, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i }));
const reply = (pageNum: number, list: Row[], total: number, pageSize = 30): PageReply<Row, { count: number }> => ({
  list, total, pageNum, pageSize, summary: { count: total },
});

describe('record list paging', () => {
  it('appends pages in order and ends when the total is loaded', () => {
    let p = startPaging<Row, { count: number }>('7d');
    expect(listEnd(p)).toBe('loading');
    expect(nextPage(p)).toBeNull();
    p = pageArrived(p, '7d', reply(1, rows(1, 30), 70));
    expect(p.items).toHaveLength(30);
    expect(p.summary).toEqual({ count: 70 });
    expect(nextPage(p)).toBe(2);
    expect(listEnd(p)).toBe('more');
    p = pageArrived(pageRequested(p), '7d', reply(2, rows(31, 30), 70));
    p = pageArrived(pageRequested(p), '7d', reply(3, rows(61, 10), 70));
    expect(p.items.map((r) => r.id)).toEqual(rows(1, 70).map((r) => r.id));
    expect(nextPage(p)).toBeNull();
    expect(listEnd(p)).toBe('end');
  });

  it('shows a row once when a new one at the top pushed it onto the next page', () => {
    let p = pageArrived(startPaging<Row, { count: number }>('k'), 'k', reply(1, rows(2, 30), 100));
    // Row 0 arrived at the top meanwhile: page 2 starts with row 31, already shown.
    p = pageArrived(pageRequested(p), 'k', reply(2, rows(31, 30), 101));
    expect(p.items).toHaveLength(59);
    expect(new Set(p.items.map((r) => r.id)).size).toBe(59);
    expect(nextPage(p)).toBe(3);
  });

  it('drops an answer for another filter or a page already applied', () => {
    const p = pageArrived(startPaging<Row, { count: number }>('30d'), '30d', reply(1, rows(1, 30), 90));
    expect(pageArrived(p, '7d', reply(2, rows(100, 30), 90))).toBe(p);
    expect(pageArrived(p, '30d', reply(1, rows(1, 30), 90))).toBe(p);
    expect(pageFailed(p, '7d', '网络异常')).toBe(p);
  });

  it('stops on a failure and asks for the same page again on retry', () => {
    let p = pageArrived(startPaging<Row, { count: number }>('k'), 'k', reply(1, rows(1, 30), 90));
    p = pageFailed(pageRequested(p), 'k', '网络异常,请您稍后重试');
    expect(listEnd(p)).toBe('error');
    expect(p.error).toBe('网络异常,请您稍后重试');
    expect(nextPage(p)).toBeNull();
    expect(wantsNextPage(p, 29, 10)).toBe(false);
    p = pageRequested(p);
    expect(p.error).toBeNull();
    p = pageArrived(p, 'k', reply(2, rows(31, 30), 90));
    expect(p.items).toHaveLength(60);
  });

  it('is empty for a range without rows, and ends on a short page even if the total says more', () => {
    expect(listEnd(pageArrived(startPaging<Row, { count: number }>('k'), 'k', reply(1, [], 0)))).toBe('empty');
    const short = pageArrived(startPaging<Row, { count: number }>('k'), 'k', reply(1, rows(1, 12), 40));
    expect(listEnd(short)).toBe('end');
  });

  it('asks for the next page when the member scrolls within the threshold of the last row', () => {
    const p = pageArrived(startPaging<Row, { count: number }>('k'), 'k', reply(1, rows(1, 30), 90));
    expect(wantsNextPage(p, 18, 10)).toBe(false);
    expect(wantsNextPage(p, 19, 10)).toBe(true);
    expect(wantsNextPage(pageRequested(p), 25, 10)).toBe(false);
  });
});
