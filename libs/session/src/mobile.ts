import { readItem, writeItem, type StoragePort } from '@site/ports';
import { APP_TOKEN_QUERY_PARAM, DOWNLOAD_PAGE_PATH, SESSION_STORAGE_KEYS, STORAGE_KEYS } from './constants';
import type { DeviceTraits, LocationPort, SessionEffects } from './ports';
import { queryParam } from './values';

/**
 * The device test behind the mobile redirect (SPEC-NOTES 20), all three must hold:
 * 1. a mobile user agent (phones of the usual systems, or any agent saying "Mobile");
 * 2. a touch screen (`maxTouchPoints > 0`): rules out desktop browsers faking a phone agent;
 * 3. a small screen: the shorter side under 768 CSS pixels, so tablets (iPad: 768) stay on the
 *    site. A desktop agent never passes the first test, whatever its screen.
 */
export const MOBILE_USER_AGENT = /Android|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|HarmonyOS|\bMobile\b/i;
export const MOBILE_MAX_SHORT_SIDE = 767;

/**
 * The mobile app opens the site with an `appdown-token` parameter or adds this marker to its
 * user agent (SPEC-NOTES 20). The marker is this library's choice: the app must send it.
 */
export const APP_USER_AGENT_MARKER = 'SiteApp';

export function isMobileDevice(traits: DeviceTraits): boolean {
  if (typeof traits.userAgent !== 'string' || !MOBILE_USER_AGENT.test(traits.userAgent)) return false;
  if (!(traits.maxTouchPoints > 0)) return false;
  const shortSide = Math.min(traits.screenWidth, traits.screenHeight);
  return Number.isFinite(shortSide) && shortSide > 0 && shortSide <= MOBILE_MAX_SHORT_SIDE;
}

/** The traits of the running browser; read when called, never at import. */
export function browserDeviceTraits(env: Partial<Pick<typeof globalThis, 'navigator' | 'screen'>> = globalThis): DeviceTraits {
  return {
    userAgent: env.navigator?.userAgent ?? '',
    maxTouchPoints: env.navigator?.maxTouchPoints ?? 0,
    screenWidth: env.screen?.width ?? 0,
    screenHeight: env.screen?.height ?? 0,
  };
}

export interface AppContextPorts {
  location: Pick<LocationPort, 'search'>;
  sessionStorage: StoragePort;
  userAgent: () => string;
}

/**
 * Whether the page was opened by the mobile app. Remembered for the tab (session storage), since
 * the `appdown-token` parameter is gone after the first navigation.
 */
export function createAppContext({ location, sessionStorage, userAgent }: AppContextPorts): () => boolean {
  return () => {
    if (readItem(sessionStorage, SESSION_STORAGE_KEYS.appContext) === '1') return true;
    const fromUrl = queryParam(location.search, APP_TOKEN_QUERY_PARAM) !== null;
    let fromAgent = false;
    try {
      fromAgent = userAgent().includes(APP_USER_AGENT_MARKER);
    } catch {
      fromAgent = false;
    }
    if (fromUrl || fromAgent) writeItem(sessionStorage, SESSION_STORAGE_KEYS.appContext, '1');
    return fromUrl || fromAgent;
  };
}

export interface MobileRedirectPorts {
  traits: DeviceTraits;
  location: LocationPort;
  localStorage: StoragePort;
  navigate: SessionEffects['navigate'];
  isAppContext: () => boolean;
}

/**
 * On a mobile device stores `from` (the path the visitor asked for) and `href` (the full
 * address), then goes to /download-page. Not inside the app (it is the download), not when
 * already there. Says whether it redirected.
 */
export function redirectIfMobile({ traits, location, localStorage, navigate, isAppContext }: MobileRedirectPorts): boolean {
  if (!isMobileDevice(traits) || isAppContext()) return false;
  if (location.pathname === DOWNLOAD_PAGE_PATH) return false;
  writeItem(localStorage, STORAGE_KEYS.mobileFrom, `${location.pathname}${location.search}`);
  writeItem(localStorage, STORAGE_KEYS.mobileHref, location.href);
  navigate(DOWNLOAD_PAGE_PATH, { replace: true });
  return true;
}
