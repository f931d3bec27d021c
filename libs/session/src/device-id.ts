import { DEVICE_ID_COOKIE, DEVICE_ID_COOKIE_DAYS, STORAGE_KEYS } from './constants';
import { isUuid, randomUUID as defaultRandomUUID, readCookie, readItem, writeCookie, writeItem, type CookiesPort, type StoragePort } from '@site/ports';

export interface DeviceIdPorts {
  localStorage: StoragePort;
  cookies: CookiesPort;
  /** Defaults to the browser's crypto.randomUUID (uuid's v4 where it is missing: @site/ports). */
  randomUUID?: () => string;
}

/**
 * The device id sent as `X-API-UUID` (SPEC §3): a random v4 uuid created on first use and kept
 * in local storage, mirrored to the cookie of the same name. A stored value that is not a uuid
 * (hand-edited, truncated) is replaced. Without storage the id still lives for the page.
 */
export function createDeviceId({ localStorage, cookies, randomUUID = defaultRandomUUID }: DeviceIdPorts): () => string {
  let current: string | null = null;
  return () => {
    if (current !== null) return current;
    const stored = readItem(localStorage, STORAGE_KEYS.deviceId) ?? readCookie(cookies, DEVICE_ID_COOKIE);
    current = stored && isUuid(stored) ? stored : randomUUID();
    writeItem(localStorage, STORAGE_KEYS.deviceId, current);
    if (readCookie(cookies, DEVICE_ID_COOKIE) !== current) {
      writeCookie(cookies, DEVICE_ID_COOKIE, current, DEVICE_ID_COOKIE_DAYS);
    }
    return current;
  };
}
