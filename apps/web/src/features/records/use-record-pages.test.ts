import { BusinessError } from '@site/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageReply } from './paging';
import { useRecordPages } from './use-record-pages';

interface Row {
  id: number;
}
type Reply = PageReply<Row, { count: number }>;
const page = (pageNum: number, total = 70, size = 30): Reply => ({
  list: Array.from({ length: Math.max(0, Math.min(size, total - (pageNum - 1) * size)) }, (_, i) => ({ id: (pageNum - 1) * size + i + 1 })),
  total,
  pageNum,
  pageSize: size,
  summary: { count: total },
});

function deferred<T>() {
  let resolve: (v: T) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRecordPages', () => {
  it('shows the loader’s first page, then asks for the next ones one at a time', async () => {
    const fetchPage = vi.fn((n: number) => Promise.resolve(page(n)));
    const first = Promise.resolve(page(1));
    const { result } = renderHook(() => useRecordPages(first, fetchPage));
    await waitFor(() => expect(result.current.paging.items).toHaveLength(30));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith(2);
    await waitFor(() => expect(result.current.paging.items).toHaveLength(60));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.paging.status).toBe('done'));
    expect(result.current.paging.items).toHaveLength(70);
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('starts over for a new filter and drops the old filter’s late answers', async () => {
    const late = deferred<Reply>();
    const fetchPage = vi.fn(() => late.promise);
    const first = Promise.resolve(page(1));
    const { result, rerender } = renderHook(({ p }) => useRecordPages(p, fetchPage), { initialProps: { p: first } });
    await waitFor(() => expect(result.current.paging.items).toHaveLength(30));
    act(() => result.current.loadMore());
    const other = deferred<Reply>();
    rerender({ p: other.promise });
    expect(result.current.paging.items).toHaveLength(0);
    expect(result.current.paging.status).toBe('loading');
    await act(async () => {
      late.resolve(page(2));
      await late.promise;
    });
    expect(result.current.paging.items).toHaveLength(0);
    await act(async () => {
      other.resolve(page(1, 5));
      await other.promise;
    });
    expect(result.current.paging.items.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.paging.summary).toEqual({ count: 5 });
  });

  it('says why a page failed and asks for the same page again on retry', async () => {
    const fetchPage = vi.fn().mockRejectedValueOnce(new BusinessError(10001, '系统繁忙，请稍后再试')).mockResolvedValueOnce(page(2));
    const first = Promise.resolve(page(1));
    const { result } = renderHook(() => useRecordPages(first, fetchPage));
    await waitFor(() => expect(result.current.paging.items).toHaveLength(30));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.paging.status).toBe('error'));
    expect(result.current.paging.error).toBe('系统繁忙，请稍后再试');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.paging.items).toHaveLength(60));
    expect(fetchPage.mock.calls).toEqual([[2], [2]]);
  });

  it('offers a retry of the first page when the loader’s request failed', async () => {
    const failed = Promise.reject(new BusinessError(10001, '系统繁忙，请稍后再试'));
    failed.catch(() => undefined);
    const fetchPage = vi.fn((n: number) => Promise.resolve(page(n)));
    const { result } = renderHook(() => useRecordPages(failed, fetchPage));
    await waitFor(() => expect(result.current.paging.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.paging.items).toHaveLength(30));
    expect(fetchPage).toHaveBeenCalledWith(1);
  });
});
