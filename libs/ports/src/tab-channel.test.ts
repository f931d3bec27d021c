import { describe, expect, it, vi } from 'vitest';
import { browserTabChannel, TAB_CHANNEL_STORAGE_PREFIX } from './tab-channel';
import type { TabChannelGlobals, TabMessage } from './tab-channel';
import { FakeTabs } from './testing';

/** A browser's BroadcastChannel between tabs of one origin: each instance hears the others. */
function broadcastWorld() {
  const all = new Set<FakeChannel>();
  class FakeChannel {
    private readonly listeners = new Set<(event: { data: unknown }) => void>();
    constructor(readonly name: string) {
      all.add(this);
    }
    postMessage(data: unknown) {
      const copy: unknown = structuredClone(data);
      for (const other of all) if (other !== this && other.name === this.name) queueMicrotask(() => other.listeners.forEach((l) => l({ data: copy })));
    }
    addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
      this.listeners.delete(listener);
    }
  }
  return { BroadcastChannel: FakeChannel };
}

/** Tabs without BroadcastChannel: local storage writes raise `storage` in every other tab. */
function storageWorld() {
  const tabs: { listeners: Set<(event: { key: string | null; newValue: string | null }) => void> }[] = [];
  const writes: string[] = [];
  function tab(): TabChannelGlobals {
    const me = { listeners: new Set<(event: { key: string | null; newValue: string | null }) => void>() };
    tabs.push(me);
    const raise = (key: string, newValue: string | null) => {
      for (const other of tabs) if (other !== me) other.listeners.forEach((l) => l({ key, newValue }));
    };
    return {
      localStorage: {
        setItem: (key, value) => {
          writes.push(key);
          raise(key, value);
        },
        removeItem: (key) => raise(key, null),
      },
      addEventListener: (_type, listener) => void me.listeners.add(listener),
      removeEventListener: (_type, listener) => void me.listeners.delete(listener),
    };
  }
  return { tab, writes };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('browserTabChannel', () => {
  it('over BroadcastChannel: every other tab hears each message, in order; the sender does not', async () => {
    const world = broadcastWorld();
    const a = browserTabChannel('site', world);
    const b = browserTabChannel('site', world);
    const c = browserTabChannel('site', world);
    const heard = { a: [] as TabMessage[], b: [] as TabMessage[], c: [] as TabMessage[] };
    a.subscribe((m) => heard.a.push(m));
    b.subscribe((m) => heard.b.push(m));
    c.subscribe((m) => heard.c.push(m));
    a.post({ type: 'member-left', code: 6001 });
    a.post({ type: 'member-in' });
    await flush();
    expect(heard.a).toEqual([]);
    expect(heard.b.map((m) => m.type)).toEqual(['member-left', 'member-in']);
    expect(heard.c).toEqual(heard.b);
  });

  it('a tab that stopped listening mid-way hears nothing after; others still do', async () => {
    const world = broadcastWorld();
    const a = browserTabChannel('site', world);
    const b = browserTabChannel('site', world);
    const c = browserTabChannel('site', world);
    const bHeard = vi.fn();
    const cHeard = vi.fn();
    const stopB = b.subscribe(bHeard);
    c.subscribe(cHeard);
    a.post({ type: 'one' });
    stopB();
    a.post({ type: 'two' });
    await flush();
    expect(bHeard).not.toHaveBeenCalled();
    expect(cHeard.mock.calls.map(([m]) => (m as TabMessage).type)).toEqual(['one', 'two']);
  });

  it('ignores what is not a message of the site (another script on the same channel name)', async () => {
    const world = broadcastWorld();
    const raw = new world.BroadcastChannel('site');
    const b = browserTabChannel('site', world);
    const heard = vi.fn();
    b.subscribe(heard);
    raw.postMessage('hello');
    raw.postMessage({ kind: 'x' });
    await flush();
    expect(heard).not.toHaveBeenCalled();
  });

  it('falls back to the storage event: in order, two equal messages are two, and the key is removed again', () => {
    const world = storageWorld();
    const a = browserTabChannel('site', world.tab());
    const b = browserTabChannel('site', world.tab());
    const heard: TabMessage[] = [];
    b.subscribe((m) => heard.push(m));
    a.post({ type: 'data-changed' });
    a.post({ type: 'data-changed' });
    a.post({ type: 'member-left' });
    expect(heard.map((m) => m.type)).toEqual(['data-changed', 'data-changed', 'member-left']);
    expect(new Set(world.writes)).toEqual(new Set([`${TAB_CHANNEL_STORAGE_PREFIX}site`]));
  });

  it('with neither, posting and listening do nothing and throw nothing', () => {
    const channel = browserTabChannel('site', {});
    expect(() => channel.post({ type: 'x' })).not.toThrow();
    expect(() => channel.subscribe(() => undefined)()).not.toThrow();
  });

  it('a storage that refuses writes loses the message, not the caller', () => {
    const channel = browserTabChannel('site', {
      localStorage: {
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => undefined,
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    expect(() => channel.post({ type: 'x' })).not.toThrow();
  });
});

describe('FakeTabs', () => {
  it('delivers to the other open tabs only, after the poster returns', async () => {
    const tabs = new FakeTabs();
    const a = tabs.tab();
    const b = tabs.tab();
    const c = tabs.tab();
    const heard = { b: vi.fn(), c: vi.fn() };
    b.subscribe(heard.b);
    c.subscribe(heard.c);
    a.post({ type: 'x' });
    c.close();
    expect(heard.b).not.toHaveBeenCalled();
    await flush();
    expect(heard.b).toHaveBeenCalledWith({ type: 'x' });
    expect(heard.c).not.toHaveBeenCalled();
  });
});

