import type { AppStore } from './store';
import type { RouteSource } from './field-data';
import type { Reloadable } from '../shell/follow-connectivity';
import type { Services } from './services';
import { reportWebTerminal } from './web-terminal';

/**
 * What the app starts once the first page has painted and the browser is idle, from a chunk of its
 * own (the start-up's preload table names this one chunk, not everything it loads):
 * - SPEC §7 webTerminal: the platform hears once per start-up that a web terminal runs (#25 item 7);
 * - #38: the app's side of one site across tabs (the session's side runs from its start);
 * - #36 item 5: field data (RUM), sampled;
 * - #38 item 4: offline, honestly (one bar, money waits, reads again when the connection returns).
 */
export function afterFirstPaint(store: AppStore, services: Services, router: RouteSource & Reloadable): void {
  void reportWebTerminal(services.client);
  void import('../state/other-tabs').then(({ followOtherTabs }) => followOtherTabs(store, services)).catch(() => undefined);
  void import('../shell/follow-connectivity').then(({ followConnectivity }) => followConnectivity(store, router));
  void import('./field-data').then(({ startFieldData }) => startFieldData(router));
}
