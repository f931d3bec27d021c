import type { ChatListItem } from '@site/chat-socket';
import { useEffect, useState } from 'react';
import { MessageRow } from './MessageRow';

/*
 * The first time a page draws text in a new font size or weight, Chromium asks the browser
 * process how to render that size and which installed font has the characters the named fonts
 * lack (CJK, emoji on most Linux and Android phones): synchronous calls, 1–2 ms each. A chat row
 * uses five such sizes and weights; the room's first frame paid all of them at once (about half
 * of a 25–45 ms layout on the 2-core bench machine). While the room is still connecting, the page
 * draws one invisible row of each kind when the main thread is idle, so the room's first frame
 * finds the fonts ready. The answers are cached per page, for every row that follows.
 */
const AT = Date.UTC(2026, 0, 1, 12, 0);
const sample = (id: number, kind: 'text' | 'gift', content: string) => ({
  id,
  roomId: 0,
  userId: 0,
  nickName: '会员',
  grade: 1,
  kind,
  content,
  bet: null,
  gift: kind === 'gift' ? { giftId: 0, giftName: '鲜花', count: 1 } : null,
  createdAt: AT,
});
const WARMUP_ROWS: readonly ChatListItem[] = [
  { key: 'warmup-text', kind: 'text', message: sample(-1, 'text', '大家好，今晚一起看球 🎉 2:1') },
  { key: 'warmup-join', kind: 'join', join: { roomId: 0, userId: 0, nickName: '会员', grade: 1 }, at: AT },
  { key: 'warmup-gift', kind: 'gift', message: sample(-2, 'gift', '') },
];

const ignore = (): void => undefined;

/** Invisible, inert sample rows, drawn once the page is idle; nothing for assistive technology or the keyboard. */
export function RowWarmup() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setDrawn(true), { timeout: 500 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setDrawn(true), 50);
    return () => clearTimeout(timer);
  }, []);
  if (!drawn) return null;
  return (
    <div className="chat-warmup" aria-hidden="true" inert data-testid="chat-warmup">
      {WARMUP_ROWS.map((item) => (
        <MessageRow key={item.key} item={item} selfId={undefined} onShield={ignore} />
      ))}
    </div>
  );
}
