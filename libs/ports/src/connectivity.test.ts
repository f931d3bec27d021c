import { describe, expect, it } from 'vitest';
import { browserConnectivity } from './connectivity';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } });
}

describe('browserConnectivity', () => {
  it('reads navigator.onLine each time it is asked', () => {
    const win = fakeWindow(true);
    const port = browserConnectivity(win);
    expect(port.isOnline()).toBe(true);
    win.navigator.onLine = false;
    expect(port.isOnline()).toBe(false);
  });

  it('tells a listener of each offline and online event until it unsubscribes', () => {
    const win = fakeWindow(true);
    const heard: boolean[] = [];
    const stop = browserConnectivity(win).subscribe((online) => heard.push(online));
    win.dispatchEvent(new Event('offline'));
    win.dispatchEvent(new Event('online'));
    stop();
    win.dispatchEvent(new Event('offline'));
    expect(heard).toEqual([false, true]);
  });

  it('is online and silent without a window', () => {
    const port = browserConnectivity(undefined);
    expect(port.isOnline()).toBe(true);
    expect(() => port.subscribe(() => undefined)()).not.toThrow();
  });
});
