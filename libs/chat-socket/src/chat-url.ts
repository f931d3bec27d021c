import { CHAT_WS_PATH } from '@site/api-contract';

/**
 * The socket URL from the host of site config entry 51 (SPEC-NOTES 9). The host may carry a
 * port; a scheme or trailing slash in the config is tolerated and replaced, because ws/wss
 * follows the page's scheme. Returns undefined when there is no usable host.
 */
export function chatSocketUrl(host: string | undefined, secure: boolean): string | undefined {
  if (typeof host !== 'string') return undefined;
  const bare = host
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/+$/, '');
  if (bare === '' || /[\s/?#]/.test(bare)) return undefined;
  return `${secure ? 'wss' : 'ws'}://${bare}${CHAT_WS_PATH}`;
}

/** Page scheme decides ws/wss; outside a browser there is no page, so plain ws. */
export function pageIsSecure(): boolean {
  return globalThis.location?.protocol === 'https:';
}
