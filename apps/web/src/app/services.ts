import { createApiClient } from '@site/api-client';
import type { ApiClient } from '@site/api-client';
import type { ChatSocket } from '@site/chat-socket';
import type { DialogManager } from '@site/dialogs';
import { browserStorage } from '@site/ports';
import type { TabChannelPort } from '@site/ports';
import { browserCookies, browserLocation, createDeviceId, createSession, createTokenStore } from '@site/session';
import type { Session, SessionDialog, SessionPorts } from '@site/session';
import type { Venues } from '@site/venues';
import type { RouterHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { lazyDialogManager } from './lazy-dialogs';

/**
 * The composition root: the one place that creates library instances, in dependency order —
 * token store → api-client → session → venues → chat. Each is handed what it needs, so nothing
 * reaches back for an instance made later. The router is made after this, from the same
 * `history`: the session navigates by writing to the history, and the router follows it.
 */
export interface Services {
  client: ApiClient;
  session: Session;
  dialogs: DialogManager<ReactNode>;
  /**
   * The one venues instance (launcher, counts poller, venue clients), made on first use. Its code
   * (and the contract schemas it validates with) loads then, not with the entry: the pages that
   * use it already carry it, so the promise settles at once there.
   */
  venues(): Promise<Venues>;
  /**
   * The chat socket of the member logged in now, made on first use (its code loads then, as the
   * venues'); logout closes it (SPEC §4 explicit close) and the next member gets a new one.
   */
  chat(): Promise<ChatSocket>;
  /**
   * The site's other open tabs (issue #38): the session tells them who is in; the app tells them
   * that money moved, so they read their balances again.
   */
  tabs: (() => Promise<TabChannelPort>) | null;
  /**
   * Logs the member out: tells the platform (best effort) and clears the session. As on every
   * "member left" (a session code, another tab's logout, another member logging in), the values
   * the venues and the app keep for the member go, the chat socket closes and the `onLogout` hooks
   * run. One place, so nothing is forgotten. Resolves once nothing of the member is stored any more.
   */
  logout(): Promise<void>;
  /** Runs whenever the member leaves, in this tab or another (not only on the logout button). */
  onLogout(hook: () => void): () => void;
}

export interface ServicePorts {
  history: Pick<RouterHistory, 'push' | 'replace'>;
  reload?: () => void;
  /** The dev flag that turns the maintenance redirect off (SPEC-NOTES 2). */
  maintenanceRedirectDisabled?: boolean;
  /**
   * The browser's storage, address and network, by default the real ones. The build's prerender
   * (src/prerender) hands in memory stand-ins and a network that never answers: it draws a page's
   * first view without a browser and without platform data.
   */
  browser?: BrowserPorts;
}

export interface BrowserPorts {
  cookies: NonNullable<SessionPorts['cookies']>;
  localStorage: NonNullable<SessionPorts['localStorage']>;
  location: NonNullable<SessionPorts['location']>;
  fetch?: Parameters<typeof createApiClient>[0]['fetch'];
  /** The timers of the platform calls (their timeouts), by default the global ones. */
  clock?: Parameters<typeof createApiClient>[0]['clock'];
  /** The other tabs of the site, loaded on first use (the real browser's by default; none with stand-in ports). */
  tabs?: () => Promise<TabChannelPort>;
}

export function createServices({
  history,
  reload = () => window.location.reload(),
  maintenanceRedirectDisabled = false,
  browser = {
    cookies: browserCookies(),
    localStorage: browserStorage('localStorage'),
    location: browserLocation(),
    // The channel's code loads beside the first page, not in it (it is needed only once another
    // tab says something; what this tab says before then waits for it).
    tabs: () => import('./tab-channel-chunk').then(({ siteTabChannel }) => siteTabChannel()),
  },
}: ServicePorts): Services {
  // The manager's code loads on first use (the dialog host subscribes once the app has mounted).
  const dialogs = lazyDialogManager<ReactNode>(() => import('./dialogs-chunk').then(({ createAppDialogs }) => createAppDialogs()));

  // Session dialogs resolve on the confirm button and reject on any other dismissal, as the
  // session's ports expect.
  const ask = (kind: 'confirm' | 'alert', d: SessionDialog) =>
    new Promise<void>((resolve, reject) => {
      const handle = dialogs.open({
        kind,
        title: d.title,
        content: d.message,
        buttons: [{ text: d.confirmText, variant: 'primary' }],
        maskClosable: false,
      });
      void handle.closed.then((r) => (r.reason === 'button' ? resolve() : reject(new Error(r.reason))));
    });

  const siteLock = (show: () => Promise<void>) => import('./dialog-lock').then(({ underSiteLock }) => underSiteLock(show));
  const { cookies, localStorage, location } = browser;
  // Stand-in ports (the prerender, tests) come without other tabs unless they bring their own.
  const tabs = browser.tabs ?? null;
  const tokens = createTokenStore({ cookies, localStorage, location });
  const deviceId = createDeviceId({ localStorage, cookies });
  const client = createApiClient({
    getToken: tokens.getToken,
    getDeviceId: deviceId,
    isBrowser: true,
    ...(browser.fetch ? { fetch: browser.fetch } : {}),
    ...(browser.clock ? { clock: browser.clock } : {}),
  });
  const session = createSession({
    tokens,
    deviceId,
    cookies,
    localStorage,
    memberInfo: () => client.memberInfo(),
    preInfo: () => client.preInfo(),
    events: client.events,
    effects: {
      navigate: (path, options) => (options?.replace ? history.replace(path) : history.push(path)),
      // One session dialog across the site's tabs (issue #38): the lock's code loads when one is due.
      showModal: (d) => siteLock(() => ask('confirm', d)),
      showAlert: (d) => siteLock(() => ask('alert', d)),
      reload,
    },
    maintenanceRedirectDisabled,
    tabs,
  });

  let venues: Promise<Venues> | null = null;
  // The venues get the storage the session has, so one place accounts for every member value in it.
  const appVenues = () => (venues ??= import('./venues-chunk').then(({ createAppVenues }) => createAppVenues(client, session, localStorage)));
  let chat: Promise<ChatSocket> | null = null;
  const logoutHooks = new Set<() => void>();

  // Issue #35 item 6: whenever the member leaves (logout, a session code that ends the session,
  // another member logging in over them), what the venues and the app's pages keep for them goes
  // too; the session has removed its own by then. The venues are made for it if this page never
  // needed them: their values may be from an earlier page. Each library clears its own keys.
  let forgetting: Promise<void> = Promise.resolve();
  session.onMemberLeft(() => {
    void chat?.then((socket) => socket.close());
    chat = null;
    for (const hook of [...logoutHooks]) hook();
    forgetting = Promise.all([
      appVenues().then((made) => made.forgetMember()),
      import('../stored-values').then(({ forgetAppMemberValues }) => forgetAppMemberValues(localStorage)),
    ]).then(
      () => undefined,
      // A chunk that failed to load leaves its values for the next leaving; logout still ends.
      () => undefined,
    );
  });

  return {
    client,
    session,
    dialogs,
    venues: appVenues,
    tabs,
    chat: () => (chat ??= import('./chat-chunk').then(({ createAppChat }) => createAppChat(client, session))),
    async logout() {
      try {
        await client.request('logout');
      } catch {
        // The token is dropped on this device whatever the platform answered.
      }
      session.logout();
      await forgetting;
    },
    onLogout(hook) {
      logoutHooks.add(hook);
      return () => logoutHooks.delete(hook);
    },
  };
}
