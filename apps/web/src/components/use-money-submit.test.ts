import { BusinessError, ConnectionError } from '@site/api-client';
import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { memberEpochAtom, offlineAtom } from '../state/money-gates';
import { useMoneySubmit } from './use-money-submit';

describe('useMoneySubmit', () => {
  it('sends one request for two submits started together', async () => {
    const { result } = renderHook(() => useMoneySubmit());
    let release: (v: string) => void = () => undefined;
    const run = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit('a', run);
      second = result.current.submit('a', run);
    });
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      release('done');
      await first;
    });
    expect(await second).toEqual({ ok: false, outcome: 'busy' });
    expect(await first).toEqual({ ok: true, reply: 'done' });
    expect(run).toHaveBeenCalledTimes(1);
    expect(result.current.submitting).toBe(false);
  });

  it('offers a retry with the same key after a network error, and shows the Chinese text', async () => {
    const { result } = renderHook(() => useMoneySubmit());
    const keys: string[] = [];
    const failing = (key: string) => {
      keys.push(key);
      return Promise.reject(new ConnectionError({ kind: 'timeout', status: 0, detail: 'timeout' }));
    };
    await act(async () => {
      await result.current.submit('OBTY|100', failing);
    });
    expect(result.current.canRetry).toBe(true);
    expect(result.current.error).toMatch(/[\u4e00-\u9fff]/);
    await act(async () => {
      await result.current.submit('OBTY|100', (key) => {
        keys.push(key);
        return Promise.resolve('ok');
      });
    });
    expect(keys[1]).toBe(keys[0]);
    expect(result.current.error).toBeNull();
  });

  it('shows the server refusal, offers no retry, and uses a new key next time', async () => {
    const { result } = renderHook(() => useMoneySubmit());
    const keys: string[] = [];
    await act(async () => {
      await result.current.submit('a', (key) => {
        keys.push(key);
        return Promise.reject(new BusinessError(10001, '余额不足'));
      });
    });
    expect(result.current.error).toBe('余额不足');
    expect(result.current.canRetry).toBe(false);
    await act(async () => {
      await result.current.submit('a', (key) => {
        keys.push(key);
        return Promise.resolve(1);
      });
    });
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('useMoneySubmit when the member leaves', () => {
  it('a key kept for a retry is not sent again once the member has left (another member would send it)', async () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    const { result } = renderHook(() => useMoneySubmit(), { wrapper });
    const keys: string[] = [];
    const failing = (key: string) => {
      keys.push(key);
      return Promise.reject(new ConnectionError({ kind: 'timeout', status: 0, detail: 'timeout' }));
    };
    await act(async () => {
      await result.current.submit('OBTY|100', failing);
    });
    expect(result.current.canRetry).toBe(true);
    act(() => store.set(memberEpochAtom, (n) => n + 1));
    expect(result.current.canRetry).toBe(false);
    await act(async () => {
      await result.current.submit('OBTY|100', failing);
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('useMoneySubmit while offline (issue #38 item 4)', () => {
  function offlineSetup() {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    const { result } = renderHook(() => useMoneySubmit(), { wrapper });
    return { store, result };
  }

  it('sends nothing and says why; back online, the same press sends', async () => {
    const { store, result } = offlineSetup();
    const run = vi.fn(async () => 'ok');
    act(() => store.set(offlineAtom, true));
    expect(result.current.offline).toBe(true);
    expect(result.current.error).toBe('网络已断开，请检查网络后重试');
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.submit('OBTY|100', run);
    });
    expect(outcome).toEqual({ ok: false, outcome: 'offline' });
    expect(run).not.toHaveBeenCalled();
    act(() => store.set(offlineAtom, false));
    expect(result.current.error).toBeNull();
    await act(async () => {
      outcome = await result.current.submit('OBTY|100', run);
    });
    expect(outcome).toEqual({ ok: true, reply: 'ok' });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a failure whose outcome is unknown keeps its text and its key through the offline spell', async () => {
    const { store, result } = offlineSetup();
    const keys: string[] = [];
    await act(async () => {
      await result.current.submit('OBTY|100', (key) => {
        keys.push(key);
        return Promise.reject(new ConnectionError({ kind: 'timeout', status: 0, detail: 'timeout' }));
      });
    });
    const failure = result.current.error;
    act(() => store.set(offlineAtom, true));
    expect(result.current.error).toBe(failure);
    expect(result.current.canRetry).toBe(true);
    act(() => store.set(offlineAtom, false));
    await act(async () => {
      await result.current.submit('OBTY|100', (key) => {
        keys.push(key);
        return Promise.resolve('ok');
      });
    });
    expect(keys).toEqual([keys[0], keys[0]]);
  });
});
