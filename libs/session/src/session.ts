import type { PageInfo } from '@site/api-contract/pages';
import {
  browserStorage,
  globalClock,
  readItem,
  removeCookie,
  removeItem,
  writeItem,
  type CookiesPort,
  type StoragePort,
  type StoredValueOwner,
  type TabChannelPort,
  type TimerClock,
  type Unsubscribe,
} from '@site/ports';
import { browserCookies, browserFocus, browserLocation } from './browser-ports';
import { SESSION_STORED_VALUES, STORAGE_KEYS } from './constants';
import { createDeviceId } from './device-id';
import { createFingerprint } from './fingerprint';
import { watchTokenOnFocus } from './focus-reload';
import { enterMaintenanceIfDue } from './maintenance';
import { createMemberInfoLoader, type MemberInfoLoader } from './member-info';
import { browserDeviceTraits, createAppContext, redirectIfMobile } from './mobile';
import type {
  AttributeCollector,
  DeviceTraits,
  FocusPort,
  LocationPort,
  MemberInfo,
  SessionEffects,
  SessionEventSource,
  SiteConfig,
} from './ports';
import { guardPath } from './protected-paths';
import { createReferralStore, type ReferralCodes } from './referral';
import { handleSessionCodes } from './session-codes';
import { createSiteConfigStore, type SiteConfigStore } from './site-config';
import { createTokenStore, type LoginRecord, type TokenStore } from './token';
import type { TabFollowDeps } from './tab-sync';

export interface SessionPorts {
  /** /site/api/v1/user/member/info, adapted by the app from api-client. */
  memberInfo: () => Promise<MemberInfo>;
  /** /site/api/v1/configuration/preInfo. */
  preInfo: () => Promise<SiteConfig>;
  /** api-client's session-code events. */
  events: SessionEventSource;
  /** Router and dialogs, executed by the app. */
  effects: SessionEffects;
  cookies?: CookiesPort;
  localStorage?: StoragePort;
  sessionStorage?: StoragePort;
  location?: LocationPort;
  focus?: FocusPort;
  clock?: TimerClock;
  collectAttributes?: AttributeCollector;
  deviceTraits?: () => DeviceTraits;
  randomUUID?: () => string;
  /** The build/dev flag that turns the maintenance redirect off (SPEC-NOTES 2). */
  maintenanceRedirectDisabled?: boolean;
  /**
   * The token store and device id, when the composition root made them first (the api-client
   * reads both, and is made before the session); by default the session makes its own.
   */
  tokens?: TokenStore;
  deviceId?: () => string;
  /** The page table that decides the protected paths (default: the site's, SPEC §2). */
  pages?: readonly PageInfo[];
  /**
   * The site's other open tabs (issue #38): a member leaving, coming in, or maintenance in one tab
   * reaches the others. Default: none (each tab alone, SPEC §4's reload on focus still applies).
   */
  tabs?: (() => Promise<TabChannelPort>) | null;
}

export interface Session {
  /**
   * Reads the page's URL (token, referral codes, agent_verify, growCode), then listens to
   * session codes and to focus. Returns stop. Calling it again while started does nothing new.
   */
  start(): Unsubscribe;
  getToken(): string | null;
  isMember(): boolean;
  /**
   * After a successful login (or registration): records remember me, saves the token, writes the
   * `isCheck` and cache-id cookies, stores the username first (so the very first member/info
   * already carries the encrypted-user header, SPEC §7), and forgets old member info.
   */
  login(token: string, options: { rememberMe: boolean; username?: string; userId?: string | number }): void;
  /**
   * Clears every value SESSION_STORED_VALUES marks `member` (the token, the cache-id cookie, the
   * username), the cached site config (SPEC §3, §4) and the member info; then the member has left.
   */
  logout(): void;
  /**
   * Hears that the member left this device: logout, a session code that ends the session (6001,
   * 10004, 10102, 10104, 10105), or another member logging in over them. The session's own member
   * values are gone by then; a listener clears what its library keeps for the member. Returns stop.
   */
  onMemberLeft(listener: () => void): Unsubscribe;
  /** Where to send a visitor instead of `pathname` (home for a guest on a protected path), or null. */
  guard(pathname: string): string | null;
  /** Fetches and caches the site config, then applies the maintenance redirect. */
  loadSiteConfig(): Promise<SiteConfig | null>;
  /** Applies the maintenance redirect to the cached config; says whether it redirected. */
  checkMaintenance(): boolean;
  redirectIfMobile(): boolean;
  isAppContext(): boolean;
  isGo(): boolean;
  deviceId(): string;
  fingerprint(): Promise<string>;
  referralCodes(): ReferralCodes;
  agentVerify(): string | null;
  growCode(): string | null;
  readonly token: TokenStore;
  readonly siteConfig: SiteConfigStore;
  readonly memberInfo: MemberInfoLoader;
}

/** `isGo` is set by support staff or the app: any value but empty, "0" or "false" counts. */
function isFlagSet(value: string | null): boolean {
  return value !== null && value !== '' && value !== '0' && value !== 'false';
}

export function createSession(ports: SessionPorts): Session {
  const cookies = ports.cookies ?? browserCookies();
  const localStorage = ports.localStorage ?? browserStorage('localStorage');
  const sessionStorage = ports.sessionStorage ?? browserStorage('sessionStorage');
  const location = ports.location ?? browserLocation();
  const clock = ports.clock ?? globalClock;
  const deviceTraits = ports.deviceTraits ?? (() => browserDeviceTraits());
  const { effects } = ports;

  const token = ports.tokens ?? createTokenStore({ cookies, localStorage, location });
  const siteConfig = createSiteConfigStore({ preInfo: ports.preInfo, localStorage });
  const memberInfo = createMemberInfoLoader({ memberInfo: ports.memberInfo, localStorage, getToken: token.getToken });
  const referral = createReferralStore({ localStorage, sessionStorage, clock });
  const isAppContext = createAppContext({ location, sessionStorage, userAgent: () => deviceTraits().userAgent });
  const deviceId =
    ports.deviceId ?? createDeviceId({ localStorage, cookies, ...(ports.randomUUID ? { randomUUID: ports.randomUUID } : {}) });
  const fingerprint = createFingerprint({
    collectAttributes:
      ports.collectAttributes ?? (() => import('./browser-attributes').then(({ collectBrowserAttributes }) => collectBrowserAttributes())),
    ip: () => siteConfig.ip(),
    localStorage,
  });
  const isGo = () => isFlagSet(readItem(localStorage, STORAGE_KEYS.isGo));

  let stop: Unsubscribe | null = null;
  /** A code another tab had is being followed here (its clearing touches only this tab's memory). */
  let relaying = false;
  const memberLeftListeners = new Set<() => void>();
  // The session-code handler hears the platform's codes and those another tab relays (issue #38).

  // The cross-tab code (tab-sync.ts) loads on first use; every use waits on the same promise, so
  // messages keep their order. Without other tabs nothing loads.
  let tabSync: Promise<[typeof import('./tab-sync'), TabChannelPort]> | null = null;
  function toOtherTabs(use: (sync: typeof import('./tab-sync'), tabs: TabChannelPort) => void): void {
    const channel = ports.tabs;
    if (!channel) return;
    void (tabSync ??= Promise.all([import('./tab-sync'), channel()]))
      .then(([sync, tabs]) => use(sync, tabs))
      .catch(() => undefined);
  }

  /**
   * The member's values go first, the token last (token listeners hear one change, with nothing
   * of the member left to read), then the libraries that keep their own hear it (issue #35 item 6).
   */
  function memberLeft(cause: { code?: number; message?: string; switching?: boolean; fromOtherTab?: boolean } = {}): void {
    // A tab told by another one forgets only what it keeps in memory: the tab that ended the session
    // removed the shared values (and may already hold the next member's token).
    const here = !cause.fromOtherTab;
    const owned: Record<keyof typeof SESSION_STORED_VALUES, Record<string, StoredValueOwner>> = SESSION_STORED_VALUES;
    if (here) {
      for (const [key, owner] of Object.entries(owned.localStorage)) if (owner === 'member') removeItem(localStorage, key);
      for (const [key, owner] of Object.entries(owned.sessionStorage)) if (owner === 'member') removeItem(sessionStorage, key);
      for (const [name, owner] of Object.entries(owned.cookies)) if (owner === 'member') removeCookie(cookies, name);
    }
    memberInfo.reset();
    if (here) token.logout();
    else token.announce();
    for (const listener of [...memberLeftListeners]) {
      try {
        listener();
      } catch {
        // One library failing to forget must not keep the others from forgetting.
      }
    }
    if (here) toOtherTabs((sync, tabs) => sync.postMemberLeft(tabs, cause));
  }

  function checkMaintenance(): boolean {
    return enterMaintenanceIfDue(siteConfig.cached(), location, {
      isGo: isGo(),
      disabled: ports.maintenanceRedirectDisabled === true,
    });
  }

  function logout(cause: { code?: number; message?: string; fromOtherTab?: boolean } = {}): void {
    // SPEC §3: the cached site config is cleared on clear; the next load asks for it again.
    if (!cause.fromOtherTab) siteConfig.clear();
    memberLeft(cause);
  }

  const self: Session = {
    start() {
      if (stop) return stop;
      token.getToken();
      referral.capture(location.search);
      isAppContext();
      const offCodes = handleSessionCodes({
        events: ports.events,
        effects,
        location,
        clock,
        // SPEC §4 clears the token; with it goes every other value of the member (issue #35 item 6).
        clearToken: (code, message) => memberLeft({ code, message, fromOtherTab: relaying }),
        clearLoginState: (code, message) => logout({ code, message, fromOtherTab: relaying }),
        isAppContext,
        isGo,
        siteConfig: () => siteConfig.cached(),
        ...(ports.pages ? { pages: ports.pages } : {}),
      });
      const offFocus = watchTokenOnFocus(ports.focus ?? browserFocus(), token.getToken, () => effects.reload());
      // What another tab says is followed by tab-sync.ts (loaded once, each message in order).
      const deps: TabFollowDeps = {
        session: self,
        leftHere: () => memberLeft({ fromOtherTab: true }),
        relay: (code, message) => {
          // The shared token and stored values are gone already: this tab only follows.
          relaying = true;
          offCodes.relay(code, message);
          relaying = false;
        },
        location,
        effects,
      };
      let offTabs: Unsubscribe = () => undefined;
      toOtherTabs((sync, tabs) => {
        if (stop !== current) return;
        offTabs = tabs.subscribe((message) => {
          sync.followOtherTab(message, deps);
          // This tab has followed: its next focus need not reload for it (SPEC §4's fallback).
          offFocus.adopt();
        });
      });
      const current: Unsubscribe = () => {
        offCodes();
        offFocus();
        offTabs();
        if (stop === current) stop = null;
      };
      stop = current;
      return current;
    },
    getToken: token.getToken,
    isMember: token.isMember,
    login(newToken, { rememberMe, username, userId }) {
      // Another member logging in over one who never left (no logout, no session code) still
      // ends the first one's stay: the second must not inherit their venue sessions.
      const previous = memberInfo.username();
      if (previous !== null && username && username !== previous) memberLeft({ switching: true });
      // An unticked 记住我 leaves only the flag: nothing of an earlier remembered member stays.
      const record: LoginRecord = rememberMe ? { ...(token.getLoginRecord() ?? {}), isChecked: true } : { isChecked: false };
      token.setLoginRecord(record);
      if (username) writeItem(localStorage, STORAGE_KEYS.username, username);
      token.setToken(newToken);
      // Reading of SPEC §3/§9: `isCheck` carries the login's remember-me check for one day
      // ("1"/"0"); the cache id names the member whose encrypted cache entries this browser
      // holds (the user id), and logout clears it (§4).
      token.setIsCheck(rememberMe ? '1' : '0');
      if (userId !== undefined && userId !== '') token.setCacheId(String(userId));
      memberInfo.reset();
      toOtherTabs((sync, tabs) => tabs.post({ type: sync.SESSION_TAB_MESSAGES.memberIn }));
    },
    logout,
    onMemberLeft(listener) {
      memberLeftListeners.add(listener);
      return () => void memberLeftListeners.delete(listener);
    },
    guard: (pathname) => guardPath(pathname, token.isMember(), ports.pages),
    async loadSiteConfig() {
      const config = await siteConfig.load();
      // The platform said maintenance: the other tabs go too (they read the config this one cached).
      if (checkMaintenance()) toOtherTabs((sync, tabs) => tabs.post({ type: sync.SESSION_TAB_MESSAGES.maintenance }));
      return config;
    },
    checkMaintenance,
    redirectIfMobile: () =>
      redirectIfMobile({
        traits: deviceTraits(),
        location,
        localStorage,
        navigate: (path, options) => effects.navigate(path, options),
        isAppContext,
      }),
    isAppContext,
    isGo,
    deviceId,
    fingerprint,
    referralCodes: () => referral.referralCodes(),
    agentVerify: () => referral.agentVerify(),
    growCode: () => referral.growCode(),
    token,
    siteConfig,
    memberInfo,
  };
  return self;
}
