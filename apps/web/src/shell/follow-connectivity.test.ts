import { BusinessError, ConnectionError } from '@site/api-client';
import { FakeConnectivity } from '@site/ports/testing';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../app/services';
import { followConnectivity } from './follow-connectivity';
import { offlineAtom } from '../state/money-gates';
import { servicesAtom } from '../state/services';
import { sharedResource } from '../state/shared-resource';

function setup() {
  const browser = new FakeConnectivity(true);
  const store = createStore();
  store.set(servicesAtom, {} as Services);
  const router = { invalidate: vi.fn(async () => undefined) };
  const showBar = vi.fn();
  const stop = followConnectivity(store, router, { port: browser, showBar });
  return { browser, store, router, showBar, stop };
}

describe('followConnectivity (issue #38 item 4)', () => {
  it('offline: the site is offline and the bar is shown once, however many times it goes offline', () => {
    const { browser, store, showBar } = setup();
    expect(store.get(offlineAtom)).toBe(false);
    expect(showBar).not.toHaveBeenCalled();
    browser.go(false);
    expect(store.get(offlineAtom)).toBe(true);
    browser.go(true);
    browser.go(false);
    expect(showBar).toHaveBeenCalledTimes(1);
  });

  it('the same state twice is one change: back online reloads once', () => {
    const { browser, router } = setup();
    browser.go(false);
    browser.go(true);
    browser.go(true);
    expect(router.invalidate).toHaveBeenCalledTimes(1);
  });

  it('back online: the page\'s loaders run again and every figure whose read failed is read again', async () => {
    const read = vi.fn().mockRejectedValueOnce(new ConnectionError({ kind: 'offline', status: 0, detail: 'Failed to fetch' })).mockResolvedValueOnce(12);
    const refused = vi.fn().mockRejectedValue(new BusinessError(10001, '查询失败'));
    const failedOffline = sharedResource<number>(read);
    const { browser, store, router } = setup();
    const otherFailure = sharedResource<number>(refused);
    await failedOffline.ensure(store).catch(() => undefined);
    await otherFailure.ensure(store).catch(() => undefined);
    browser.go(false);
    expect(router.invalidate).not.toHaveBeenCalled();
    browser.go(true);
    expect(store.get(offlineAtom)).toBe(false);
    expect(router.invalidate).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(store.get(failedOffline.state)).toMatchObject({ data: 12, error: null }));
    // Every failed read is tried again: the connection may have been why.
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it('stopped, it follows nothing', () => {
    const { browser, store, stop } = setup();
    stop();
    browser.go(false);
    expect(store.get(offlineAtom)).toBe(false);
    expect(browser.listening).toBe(0);
  });
});
