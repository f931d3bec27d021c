import type { ResponsibleInfo, ResponsibleSession } from '@site/api-contract';
import { createDialogManager } from '@site/dialogs';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealityCheckPorts } from './reality-check';
import { ensureRealityCheck, stopRealityCheck } from './reality-check';

const MIN = 60_000;
const START = Date.UTC(2026, 10, 23, 2, 0);

function setup(options: { minutes?: 0 | 15 | 30 | 60; serverAhead?: number; loggedInFor?: number } = {}) {
  const { minutes = 15, serverAhead = 0, loggedInFor = 0 } = options;
  vi.setSystemTime(START + loggedInFor);
  let token: string | null = 'token-1';
  const hooks = new Set<() => void>();
  const dialogs = createDialogManager<ReactNode>({ scrollLock: { lock: vi.fn(), unlock: vi.fn() }, viewportHeight: () => 800 });
  const request = vi.fn((key: string): Promise<ResponsibleInfo | ResponsibleSession> => {
    const serverTime = Date.now() + serverAhead;
    if (key === 'responsibleInfo') return Promise.resolve({ limits: [], realityCheckMinutes: minutes, sessionStartedAt: START, serverTime });
    return Promise.resolve({ sessionStartedAt: START, serverTime, deposits: 80, withdrawals: 0, bets: 50, payouts: 20, net: -30 });
  });
  const logout = vi.fn(() => {
    token = null;
    for (const hook of hooks) hook();
    return Promise.resolve();
  });
  const ports = {
    services: {
      client: { request },
      session: { getToken: () => token },
      dialogs,
      logout,
      onLogout: (hook: () => void) => {
        hooks.add(hook);
        return () => hooks.delete(hook);
      },
    },
    navigate: vi.fn(),
  } as unknown as RealityCheckPorts; // only the parts the check uses are faked
  const open = () => dialogs.getDialogs().filter((d) => !d.leaving);
  return { ports, dialogs, open, request, logout, clearToken: () => (token = null) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  stopRealityCheck();
  vi.useRealTimers();
});

describe('reality check (issue #22)', () => {
  it('opens at 15 minutes from the login and not a moment before, then at 30 after 继续', async () => {
    const t = setup();
    ensureRealityCheck(t.ports);
    await vi.advanceTimersByTimeAsync(15 * MIN - 1);
    expect(t.open()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.open()).toHaveLength(1);
    expect(t.open()[0]?.title).toBe('现实检查');
    expect(t.open()[0]?.buttons.map((b) => b.text)).toEqual(['退出登录', '查看记录', '继续']);
    t.dialogs.press(t.open()[0]?.id ?? '', 2);
    await vi.advanceTimersByTimeAsync(15 * MIN - 1);
    expect(t.open()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.open()).toHaveLength(1);
  });

  it('keeps the rhythm of the platform login after a reload (started 20 minutes in: next at 30)', async () => {
    const t = setup({ loggedInFor: 20 * MIN });
    ensureRealityCheck(t.ports);
    await vi.advanceTimersByTimeAsync(10 * MIN - 1);
    expect(t.open()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.open()).toHaveLength(1);
  });

  it('times by the platform clock when the page clock is off', async () => {
    // The page thinks it is 5 minutes earlier than the platform: the check still comes at 15 platform minutes.
    const t = setup({ serverAhead: 5 * MIN, loggedInFor: -5 * MIN });
    ensureRealityCheck(t.ports);
    await vi.advanceTimersByTimeAsync(15 * MIN - 1);
    expect(t.open()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.open()).toHaveLength(1);
  });

  it('does nothing when off, and runs once per login however often it is asked', async () => {
    const off = setup({ minutes: 0 });
    ensureRealityCheck(off.ports);
    await vi.advanceTimersByTimeAsync(120 * MIN);
    expect(off.open()).toHaveLength(0);
    stopRealityCheck();

    const t = setup();
    ensureRealityCheck(t.ports);
    ensureRealityCheck(t.ports);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.request.mock.calls.filter(([k]) => k === 'responsibleInfo')).toHaveLength(1);
  });

  it('stops on logout and when the token is gone', async () => {
    const t = setup();
    ensureRealityCheck(t.ports);
    await vi.advanceTimersByTimeAsync(MIN);
    await t.ports.services.logout();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(t.open()).toHaveLength(0);

    const u = setup();
    ensureRealityCheck(u.ports);
    await vi.advanceTimersByTimeAsync(MIN);
    u.clearToken();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(u.open()).toHaveLength(0);
  });

  it('退出登录 logs out and goes home', async () => {
    const t = setup();
    ensureRealityCheck(t.ports);
    await vi.advanceTimersByTimeAsync(15 * MIN);
    t.dialogs.press(t.open()[0]?.id ?? '', 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.logout).toHaveBeenCalledTimes(1);
    expect(t.ports.navigate).toHaveBeenCalledWith('/');
  });
});
