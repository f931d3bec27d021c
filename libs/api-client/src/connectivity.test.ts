import { FakeConnectivity } from '@site/ports/testing';
import { describe, expect, it } from 'vitest';
import { watchConnectivity } from './connectivity';
import { createEventHub } from './events';
import { clientWithEvents } from './test-fakes';

describe('watchConnectivity (issue #38 item 4)', () => {
  it('starts from the browser and follows its offline and online events, each change once', () => {
    const browser = new FakeConnectivity(true);
    const watch = watchConnectivity(browser, createEventHub());
    const heard: boolean[] = [];
    watch.subscribe((online) => heard.push(online));
    expect(watch.online()).toBe(true);
    browser.go(false);
    browser.go(false);
    expect(watch.online()).toBe(false);
    browser.go(true);
    expect(heard).toEqual([false, true]);
  });

  it('starts offline when the browser is offline', () => {
    expect(watchConnectivity(new FakeConnectivity(false), createEventHub()).online()).toBe(false);
  });

  it('a call that failed because the browser is offline makes it offline before the browser event', async () => {
    const browser = new FakeConnectivity(true);
    const cut = clientWithEvents(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { isOnline: () => false },
    );
    const watch = watchConnectivity(browser, cut.client.events);
    await cut.client.namingList().catch(() => undefined);
    expect(cut.events).toContainEqual({ type: 'network-lost' });
    expect(watch.online()).toBe(false);
    browser.go(true);
    expect(watch.online()).toBe(true);
  });

  it('a dropped connection while the browser is online is that call\'s error, not offline', async () => {
    const dropped = clientWithEvents(
      () => {
        throw new TypeError('socket hang up');
      },
      { isOnline: () => true },
    );
    const watch = watchConnectivity(new FakeConnectivity(true), dropped.client.events);
    await dropped.client.namingList().catch(() => undefined);
    expect(dropped.events).toEqual([]);
    expect(watch.online()).toBe(true);
  });

  it('stop unsubscribes from the browser and the client', () => {
    const browser = new FakeConnectivity(true);
    const hub = createEventHub();
    const watch = watchConnectivity(browser, hub);
    const heard: boolean[] = [];
    watch.subscribe((online) => heard.push(online));
    watch.stop();
    expect(browser.listening).toBe(0);
    hub.networkLost();
    browser.go(false);
    expect(heard).toEqual([]);
  });
});
