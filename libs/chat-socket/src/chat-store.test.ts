import { describe, expect, it, vi } from 'vitest';
import { createChatStore, messageKey } from './chat-store';
import type { ChatListItem } from './chat-store';
import { CHAT_SCROLL_TYPE } from './constants';
import { message } from './test-fakes';

const item = (id: number, userId?: number): ChatListItem => {
  const m = message(id, userId === undefined ? {} : { userId });
  return { key: messageKey(m), kind: m.kind, message: m };
};

/** A frame scheduler the test runs by hand. */
function manualFrames() {
  const queue: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => {
      queue.push(flush);
      return () => {
        const at = queue.indexOf(flush);
        if (at >= 0) queue.splice(at, 1);
      };
    },
    pending: () => queue.length,
    run() {
      for (const flush of queue.splice(0)) flush();
    },
  };
}

describe('chat store', () => {
  it('starts with list empty and scrollType 1 (SPEC §3)', () => {
    const store = createChatStore(manualFrames().schedule);
    expect(store.getSnapshot()).toMatchObject({ list: [], scrollType: 1 });
  });

  it('a burst of 50 messages in one frame notifies once', () => {
    const frames = manualFrames();
    const store = createChatStore(frames.schedule);
    const listener = vi.fn();
    store.subscribe(listener);
    for (let id = 1; id <= 50; id += 1) store.append([item(id)]);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot().list).toHaveLength(0);
    expect(frames.pending()).toBe(1);
    frames.run();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().list).toHaveLength(50);
    expect(store.getSnapshot().scrollType).toBe(CHAT_SCROLL_TYPE.FollowBottom);
  });

  it('10,000 appended messages keep their row objects: each publication copies references, never rows', () => {
    const frames = manualFrames();
    const store = createChatStore(frames.schedule);
    const rows = Array.from({ length: 10_000 }, (_, i) => item(i + 1));
    for (const row of rows) store.append([row]);
    frames.run();
    const first = store.getSnapshot().list;
    expect(first).toHaveLength(10_000);
    expect(first.every((row, i) => row === rows[i])).toBe(true);

    // A burst afterwards: the 10,000 rows already published are the very same objects.
    for (let id = 10_001; id <= 10_050; id += 1) store.append([item(id)]);
    frames.run();
    const after = store.getSnapshot().list;
    expect(after).toHaveLength(10_050);
    expect(after.slice(0, 10_000).every((row, i) => row === first[i])).toBe(true);
    // History on top moves them down, still without copying a row.
    store.prepend([item(0)]);
    frames.run();
    expect(store.getSnapshot().list[1]).toBe(first[0]);
  });

  it('a published snapshot never changes afterwards', () => {
    const frames = manualFrames();
    const store = createChatStore(frames.schedule);
    store.append([item(1)]);
    frames.run();
    const before = store.getSnapshot();
    store.append([item(2)]);
    frames.run();
    expect(before.list).toHaveLength(1);
    expect(store.getSnapshot().list).toHaveLength(2);
    expect(store.getSnapshot().version).toBe(before.version + 1);
  });

  it('holds 10,000 messages and keeps them in order with later bursts', () => {
    const frames = manualFrames();
    const store = createChatStore(frames.schedule);
    store.reset(Array.from({ length: 10_000 }, (_, i) => item(i + 1)));
    for (let second = 0; second < 10; second += 1) {
      for (let n = 0; n < 50; n += 1) store.append([item(10_001 + second * 50 + n)]);
      frames.run();
    }
    const list = store.getSnapshot().list;
    expect(list).toHaveLength(10_500);
    expect(list[0]?.key).toBe('m:1');
    expect(list.at(-1)?.key).toBe('m:10500');
  });

  it('prepending history says keep position and how many rows came on top', () => {
    const frames = manualFrames();
    const store = createChatStore(frames.schedule);
    store.reset([item(10), item(11)]);
    store.prepend([item(8), item(9), item(10)]);
    frames.run();
    expect(store.getSnapshot()).toMatchObject({ scrollType: CHAT_SCROLL_TYPE.KeepPosition, prepended: 2 });
    expect(store.getSnapshot().list.map((row) => row.key)).toEqual(['m:8', 'm:9', 'm:10', 'm:11']);
    expect(store.oldestMessageId()).toBe(8);
    store.append([item(12)]);
    frames.run();
    expect(store.getSnapshot()).toMatchObject({ scrollType: CHAT_SCROLL_TYPE.FollowBottom, prepended: 0 });
  });

  it('removes a member’s rows and lets them be added again later', () => {
    const store = createChatStore(manualFrames().schedule);
    store.reset([item(1, 5), item(2, 6), item(3, 5)]);
    store.removeUsers(new Set([5]));
    store.flush();
    expect(store.getSnapshot().list.map((row) => row.key)).toEqual(['m:2']);
    store.append([item(1, 5)]);
    store.flush();
    expect(store.getSnapshot().list).toHaveLength(2);
  });

  it('clear publishes at once and cancels the pending frame', () => {
    const frames = manualFrames();
    const store = createChatStore(frames.schedule);
    store.append([item(1)]);
    expect(frames.pending()).toBe(1);
    store.clear();
    expect(frames.pending()).toBe(0);
    expect(store.getSnapshot().list).toEqual([]);
  });

  it('works with a scheduler that flushes synchronously', () => {
    const store = createChatStore((flush) => {
      flush();
      return () => undefined;
    });
    store.append([item(1)]);
    store.append([item(2)]);
    expect(store.getSnapshot().list).toHaveLength(2);
  });
});
