import type { PageInfo } from '@site/api-contract/pages';
import {
  browserStorage,
  globalClock,
  NO_OTHER_TABS,
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
import { guardPath, isProtectedPath } from './protected-paths';
import { createReferralStore, type ReferralCodes } from './referral';
import { handleSessionCodes, isSessionCode, type DialogLock } from './session-codes';
import { createSiteConfigStore, type SiteConfigStore } from './site-config';
import { createTokenStore, type LoginRecord, type TokenStore } from './token';
import { HOME_PATH } from './constants';
import { SESSION_TAB_MESSAGES, isMemberLeft, memberLeftMessage } from './tab-sync';

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
  tabs?: TabChannelPort;
  /** One session dialog across the tabs (browserDialogLock); default: each tab its own. */
  dialogLock?: DialogLock;
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
  /**
   * Hears that a member came in: a login in this tab or another (issue #38), after the token is
   * saved. Returns stop.
   */
  onMemberIn(listener: (where: 'here' | 'other-tab') => void): Unsubscribe;
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
  const memberLeftListeners = new Set<() => void>();
  const memberInListeners = new Set<(where: 'here' | 'other-tab') => void>();
  const tabs = ports.tabs ?? NO_OTHER_TABS;
  // The session-code handler hears the platform's codes and those another tab relays (issue #38).
  const relayedCodeListeners = new Set<Parameters<SessionEventSource['on']>[0]>();
  const codeEvents: SessionEventSource = {
    on(listener) {
      const off = ports.events.on(listener);
      relayedCodeListeners.add(listener);
      return () => {
        off();
        relayedCodeListeners.delete(listener);
      };
    },
  };

  function tell<T>(listeners: Set<(value: T) => void>, value: T): void {
    for (const listener of [...listeners]) {
      try {
        listener(value);
      } catch {
        // One library failing to follow must not keep the others from following.
      }
    }
  }

  /**
   * The member's values go first, the token last (token listeners hear one change, with nothing
   * of the member left to read), then the libraries that keep their own hear it (issue #35 item 6).
   */
  function memberLeft(cause: { code?: number; message?: string; switching?: boolean; fromOtherTab?: boolean } = {}): void {
    if (cause.fromOtherTab) {
      // The tab that ended the session removed the shared values (and may already hold the next
      // member's token): this tab forgets what it keeps in memory and tells its listeners.
      memberInfo.reset();
      token.announce();
      tell(memberLeftListeners, undefined);
      return;
    }
    const owned: Record<keyof typeof SESSION_STORED_VALUES, Record<string, StoredValueOwner>> = SESSION_STORED_VALUES;
    for (const [key, owner] of Object.entries(owned.localStorage)) if (owner === 'member') removeItem(localStorage, key);
    for (const [key, owner] of Object.entries(owned.sessionStorage)) if (owner === 'member') removeItem(sessionStorage, key);
    for (const [name, owner] of Object.entries(owned.cookies)) if (owner === 'member') removeCookie(cookies, name);
    memberInfo.reset();
    token.logout();
    tell(memberLeftListeners, undefined);
    tabs.post(memberLeftMessage(cause.code ?? null, cause.message ?? null, cause.switching === true));
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

  /** What another tab said (issue #38): this tab follows as if it had happened here. */
  function heardFromOtherTab(message: Parameters<Parameters<TabChannelPort['subscribe']>[0]>[0], adopt: () => void): void {
    if (isMemberLeft(message)) {
      if (message.code !== null && isSessionCode(message.code)) {
        // The code's own rule, here too (home or login, one dialog across the tabs).
        const event = { type: 'session-code' as const, code: message.code, message: message.message ?? '', fromOtherTab: true };
        tell(relayedCodeListeners, event);
      } else {
        memberLeft({ fromOtherTab: true });
        if (!message.switching && isProtectedPath(location.pathname, ports.pages)) effects.navigate(HOME_PATH, { replace: true });
      }
    } else if (message.type === SESSION_TAB_MESSAGES.memberIn) {
      memberInfo.reset();
      token.announce();
      tell(memberInListeners, 'other-tab');
    } else if (message.type === SESSION_TAB_MESSAGES.maintenance) {
      checkMaintenance();
    }
    // This tab has followed: its next focus need not reload for the change (SPEC §4's fallback).
    adopt();
  }

  return {
    start() {
      if (stop) return stop;
      token.getToken();
      referral.capture(location.search);
      isAppContext();
      const offCodes = handleSessionCodes({
        events: codeEvents,
        effects,
        location,
        clock,
        // SPEC §4 clears the token; with it goes every other value of the member (issue #35 item 6).
        clearToken: (code, message, fromOtherTab) => memberLeft({ code, message, fromOtherTab }),
        clearLoginState: (code, message, fromOtherTab) => logout({ code, message, fromOtherTab }),
        ...(ports.dialogLock ? { dialogLock: ports.dialogLock } : {}),
        isAppContext,
        isGo,
        siteConfig: () => siteConfig.cached(),
        ...(ports.pages ? { pages: ports.pages } : {}),
      });
      const offFocus = watchTokenOnFocus(ports.focus ?? browserFocus(), token.getToken, () => effects.reload());
      const offTabs = tabs.subscribe((message) => heardFromOtherTab(message, offFocus.adopt));
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
      tell(memberInListeners, 'here');
      tabs.post({ type: SESSION_TAB_MESSAGES.memberIn });
    },
    logout: () => logout(),
    onMemberIn(listener) {
      memberInListeners.add(listener);
      return () => void memberInListeners.delete(listener);
    },
    onMemberLeft(listener) {
      memberLeftListeners.add(listener);
      return () => void memberLeftListeners.delete(listener);
    },
    guard: (pathname) => guardPath(pathname, token.isMember(), ports.pages),
    async loadSiteConfig() {
      const config = await siteConfig.load();
      // The platform said maintenance: the other tabs go too (they read the config this one cached).
      if (checkMaintenance()) tabs.post({ type: SESSION_TAB_MESSAGES.maintenance });
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
}
