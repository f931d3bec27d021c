/**
 * @site/ports — the shapes of the outside world that the domain libraries take as arguments, their
 * one browser default each, and the one way to touch storage and cookies without letting their
 * failures out. Test doubles are at `@site/ports/testing`.
 */

// Shapes a library's ports are made of.
export type {
  ClockPort,
  CookiesPort,
  FetchPort,
  IntervalHandle,
  StoragePort,
  StoredValueOwner,
  TimerClock,
  TimerHandle,
  Unsubscribe,
} from './ports';

// The browser defaults a library falls back to when it is not handed a port.
export { globalClock } from './clock';
export { globalFetch } from './fetch';
export { browserStorage, browserStorageOrMemory } from './browser-storage';
export type { StorageKind } from './browser-storage';

// The site's other open tabs (issue #38): the shapes here; the browser's channel at
// `@site/ports/tab-channel`, a module of its own so that an app can load it on first use.
export { NO_OTHER_TABS } from './tab-channel-shape';
export type { TabChannelPort, TabMessage } from './tab-channel-shape';

// The browser's network state (issue #38 item 4).
export { browserConnectivity } from './connectivity';
export type { ConnectivityPort } from './connectivity';

export { randomUUID, loadUuidFallback, isUuid, isUuidV4 } from './random-uuid';
export type { UuidCrypto } from './random-uuid';

// Storage and cookies that never throw.
export { readItem, writeItem, removeItem, readJson, writeJson, memoryStorage } from './safe-storage';
export { readCookie, writeCookie, removeCookie } from './safe-storage';
