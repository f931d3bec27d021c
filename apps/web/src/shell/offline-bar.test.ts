import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineAtom } from '../state/money-gates';
import { mountOfflineBar } from './offline-bar';

let unmount: () => void = () => undefined;
afterEach(() => unmount());

describe('the offline bar (issue #38 item 4)', () => {
  it('says 网络已断开 and what waits while offline, and hides when back online', () => {
    const store = createStore();
    store.set(offlineAtom, true);
    unmount = mountOfflineBar(store);
    const bar = document.querySelector<HTMLElement>('.offline-bar');
    expect(bar?.getAttribute('role')).toBe('status');
    expect(bar?.hidden).toBe(false);
    expect(bar?.textContent).toContain('网络已断开');
    expect(bar?.textContent).toContain('存款、取款、转账');
    expect(document.documentElement.classList.contains('site-offline')).toBe(true);
    store.set(offlineAtom, false);
    expect(bar?.hidden).toBe(true);
    expect(document.documentElement.classList.contains('site-offline')).toBe(false);
    store.set(offlineAtom, true);
    expect(bar?.hidden).toBe(false);
  });

  it('is one bar, removed with its subscription', () => {
    const store = createStore();
    unmount = mountOfflineBar(store);
    expect(document.querySelectorAll('.offline-bar')).toHaveLength(1);
    unmount();
    expect(document.querySelector('.offline-bar')).toBeNull();
  });
});
