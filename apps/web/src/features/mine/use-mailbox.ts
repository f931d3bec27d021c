import { errorText } from '@site/api-client';
import type { ApiReply } from '@site/api-contract';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { unreadMailResource } from '../../state/mail';
import { servicesAtom } from '../../state/services';
import { hasMore, mailListFrom, markRead, mergePage, nextPageNum, removeMails, unreadAmong } from './mail-list';
import type { MailList } from './mail-list';

/**
 * Takes `by` mails off the shared unread count after the platform confirmed them read or deleted:
 * from the count held at that moment (not the one a render saw), never below zero. With no count
 * held yet, it is read afresh. Kept here, not in state/: only this page changes the count, and the
 * home page, which shows the dot, need not load it.
 */
export const lowerUnreadAtom = atom(null, (get, set, by: number) => {
  const held = get(unreadMailResource.state).data;
  if (!held) {
    void set(unreadMailResource.refresh);
    return;
  }
  if (by > 0) set(unreadMailResource.set, { unread: Math.max(0, held.unread - by) });
});

/**
 * The mail page's list and what the member does to it. Every change the platform confirms also
 * lowers the shared unread count, so the tab bar's dot and the member centre follow at once.
 */
export function useMailbox(first: ApiReply<'mailList'>, unreadOnly: boolean) {
  const { client } = useAtomValue(servicesAtom);
  const unreadState = useAtomValue(unreadMailResource.state);
  const lowerUnread = useSetAtom(lowerUnreadAtom);
  const [held, setHeld] = useState(() => ({ first, list: mailListFrom(first) }));
  // The loader ran again (a new filter, a retry): start over from its first page.
  if (held.first !== first) setHeld({ first, list: mailListFrom(first) });
  const list = held.first === first ? held.list : mailListFrom(first);
  const setList = useCallback((change: (list: MailList) => MailList) => setHeld((h) => ({ ...h, list: change(h.list) })), []);
  const [loading, setLoading] = useState(false);
  const [pageFailed, setPageFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  // The latest list for the callbacks below, which the virtual list keeps between renders.
  const current = useRef(list);
  current.current = list;

  const loadMore = useCallback(() => {
    if (loading || !hasMore(current.current)) return;
    setLoading(true);
    setPageFailed(false);
    client
      .request('mailList', { pageNum: nextPageNum(current.current), pageSize: current.current.pageSize, ...(unreadOnly ? { read: false } : {}) })
      .then(
        (page) => setList((l) => mergePage(l, page)),
        () => setPageFailed(true),
      )
      .finally(() => setLoading(false));
  }, [client, loading, setList, unreadOnly]);

  /** Runs one change at a time: a double tap sends one request. */
  const once = async (run: () => Promise<void>): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await run();
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const read = (ids: readonly number[]) =>
    once(async () => {
      const unread = unreadAmong(current.current, ids);
      if (unread.length === 0) return;
      const { changed } = await client.request('mailRead', { ids: unread });
      setList((l) => markRead(l, unread));
      lowerUnread(changed);
    });

  const remove = (ids: readonly number[]) =>
    once(async () => {
      const unread = unreadAmong(current.current, ids).length;
      await client.request('mailDelete', { ids: [...ids] });
      setList((l) => removeMails(l, ids));
      lowerUnread(unread);
    });

  return {
    list,
    loading,
    pageFailed,
    busy,
    error,
    clearError: () => setError(null),
    loadMore,
    read,
    remove,
    unread: unreadState.data?.unread,
  };
}
