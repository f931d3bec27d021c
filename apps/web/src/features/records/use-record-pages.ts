import { errorText } from '@site/api-client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { nextPage, pageArrived, pageFailed, pageRequested, startPaging } from './paging';
import type { PageReply, Paging } from './paging';

export interface RecordPages<T, S> {
  paging: Paging<T, S>;
  /** Asks for the next page unless one is in flight, the list failed or it has ended. */
  loadMore: () => void;
  /** After a failure: asks again for the page that failed. */
  retry: () => void;
}

/**
 * The endless list of one filter: the first page comes from the route's loader (started before
 * the page drew), the next ones from `fetchPage` as the member scrolls. A new filter (a new
 * `first`) starts over; answers for an old filter are dropped by the paging rules.
 */
export function useRecordPages<T extends { id: number }, S>(
  first: Promise<PageReply<T, S>>,
  fetchPage: (pageNum: number) => Promise<PageReply<T, S>>,
): RecordPages<T, S> {
  const [state, setState] = useState(() => ({ first, paging: startPaging<T, S>(keyOf(first)) }));
  // A new promise (another filter, or the loader ran again) starts over in the same render.
  const paging = state.first === first ? state.paging : startPaging<T, S>(keyOf(first));
  // What loadMore reads: the state as last drawn. Synced in a layout effect, which runs before
  // any passive effect of the list below (which asks for the next page from one).
  const current = useRef(paging);
  const fetchRef = useRef(fetchPage);
  useLayoutEffect(() => {
    current.current = paging;
    fetchRef.current = fetchPage;
  });

  const settle = useCallback((key: string, request: Promise<PageReply<T, S>>) => {
    request.then(
      (reply) => setState((s) => (s.paging.key === key ? { ...s, paging: pageArrived(s.paging, key, reply) } : s)),
      (error: unknown) => setState((s) => (s.paging.key === key ? { ...s, paging: pageFailed(s.paging, key, errorText(error)) } : s)),
    );
  }, []);

  useEffect(() => {
    const key = keyOf(first);
    setState((s) => (s.first === first ? s : { first, paging: startPaging<T, S>(key) }));
    settle(key, first);
  }, [first, settle]);

  const request = useCallback(
    (pageNum: number) => {
      const key = current.current.key;
      const loading = pageRequested(current.current);
      current.current = loading;
      setState((s) => (s.paging.key === key ? { ...s, paging: pageRequested(s.paging) } : s));
      settle(key, fetchRef.current(pageNum));
    },
    [settle],
  );

  const loadMore = useCallback(() => {
    const n = nextPage(current.current);
    if (n !== null) request(n);
  }, [request]);

  const retry = useCallback(() => {
    if (current.current.status === 'error') request(current.current.pages + 1);
  }, [request]);

  return { paging, loadMore, retry };
}

/** Each first-page promise is its own filter: a key per promise. */
const keys = new WeakMap<object, string>();
let counter = 0;
function keyOf(promise: object): string {
  let key = keys.get(promise);
  if (key === undefined) {
    counter += 1;
    key = `filter-${String(counter)}`;
    keys.set(promise, key);
  }
  return key;
}
