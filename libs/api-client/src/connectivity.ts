import type { ConnectivityPort, Unsubscribe } from '@site/ports';
import type { ApiClientEvents } from './events';

/** Whether the site can reach the network now, as the browser and the client's calls tell it. */
export interface Connectivity {
  online(): boolean;
  /** Hears each change (never the same state twice in a row). */
  subscribe(listener: (online: boolean) => void): Unsubscribe;
  stop(): void;
}

/**
 * Issue #38 item 4: one answer to "are we offline?" for the whole site, so one bar says so and the
 * money buttons wait, instead of every failed call showing its own error.
 * - Offline: the browser's `offline` event, or a call that failed because the browser is offline
 *   (status 0 while navigator.onLine is false — it can come before the event).
 * - Online again: the browser's `online` event.
 * A call failing with status 0 while the browser says it is online (the platform dropped the
 * connection, a proxy timed out) is that call's own error, not "offline": the member's network
 * works, and another call may well succeed.
 */
export function watchConnectivity(port: ConnectivityPort, events: ApiClientEvents): Connectivity {
  let online = port.isOnline();
  const listeners = new Set<(online: boolean) => void>();
  function set(next: boolean): void {
    if (next === online) return;
    online = next;
    for (const listener of [...listeners]) listener(next);
  }
  const offPort = port.subscribe(set);
  const offEvents = events.on((event) => {
    if (event.type === 'network-lost') set(false);
  });
  return {
    online: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop() {
      offPort();
      offEvents();
      listeners.clear();
    },
  };
}
