import type { OddsType, VenueCode } from '@site/api-contract';
import { browserStorageOrMemory, globalClock, globalFetch, readItem, type StoragePort, type TimerClock } from '@site/ports';
import { IMTY_PROXY_PREFIX, VENUE_STORAGE_KEYS } from './constants';
import type { VenueLauncher } from './launcher';
import { MESSAGES, venueHttpMessage } from './messages';
import { httpOrigin, venueApiOrigin } from './origins';
import type { HttpPort, MemberCodePort, VenueReply } from './ports';
import { sharedParams } from './shared-params';
import type { SharedParams } from './shared-params';
import { VENUE_LOCAL_CODES, failureReply, normaliseVenueReply } from './venue-reply';

export interface VenueClientPorts {
  venue: VenueCode;
  launcher: VenueLauncher;
  http?: HttpPort;
  storage?: StoragePort;
  clock?: TimerClock;
  getMemberCode?: MemberCodePort;
  /** The member's odds and language choices; absent means the SPEC defaults. */
  preferences?: () => { oddsType?: OddsType; languageCode?: string; languageType?: string };
  imtyProxyPrefix?: string;
}

export interface VenueRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A JSON object; the shared parameters are merged in (the caller's fields win). */
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export type ResolvedUrl = { ok: true; url: string } | { ok: false; reply: VenueReply<never> };

export interface VenueClient {
  readonly venue: VenueCode;
  /** The venue's shared parameters now, or null before it was launched. */
  params(): SharedParams | null;
  /** Where a path goes (SPEC §7 request rewriting), or why it may not go anywhere. */
  resolve(path: string): ResolvedUrl;
  /** Calls the venue; always resolves with `{ status_code, message, data }`, never rejects. */
  request<T = unknown>(path: string, init?: VenueRequest): Promise<VenueReply<T>>;
}

function isAbsolute(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//');
}

/** Header values must be ISO-8859-1; anything else (Chinese text) is sent percent-encoded. */
function headerValue(value: unknown): string {
  const text = String(value);
  return /^[\x20-\x7e]*$/.test(text) ? text : encodeURIComponent(text);
}

function withQuery(url: string, query: VenueRequest['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  if (text === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

export function createVenueClient(ports: VenueClientPorts): VenueClient {
  const { venue, launcher } = ports;
  const http = ports.http ?? globalFetch;
  const storage = ports.storage ?? browserStorageOrMemory();
  const clock = ports.clock ?? globalClock;
  const proxyPrefix = ports.imtyProxyPrefix ?? IMTY_PROXY_PREFIX;

  function params(): SharedParams | null {
    const preferences = ports.preferences?.() ?? {};
    return sharedParams(venue, {
      launch: launcher.result(venue),
      now: clock.now(),
      memberCode: ports.getMemberCode?.() ?? '',
      cuid: venue === 'OBTY' ? readItem(storage, VENUE_STORAGE_KEYS.obtyCuid) : null,
      ...preferences,
    });
  }

  function resolve(path: string): ResolvedUrl {
    if (typeof path !== 'string' || path.trim() === '') {
      return { ok: false, reply: failureReply(VENUE_LOCAL_CODES.refused, MESSAGES.venueOriginRefused) };
    }
    const origin = venueApiOrigin(launcher.result(venue));
    if (isAbsolute(path)) {
      // Shared params carry the venue token: they may only travel to the venue's own origin.
      const target = httpOrigin(path);
      return target !== null && target === origin
        ? { ok: true, url: path }
        : { ok: false, reply: failureReply(VENUE_LOCAL_CODES.refused, MESSAGES.venueOriginRefused) };
    }
    if (venue === 'IMTY' && path.startsWith('/api/mobile')) return { ok: true, url: `${proxyPrefix}${path}` };
    if (path.includes('yewu') || path.startsWith('/v1')) {
      if (origin === null) return { ok: false, reply: failureReply(VENUE_LOCAL_CODES.notLaunched, MESSAGES.venueNotLaunched) };
      return { ok: true, url: `${origin}${path.startsWith('/') ? '' : '/'}${path}` };
    }
    return { ok: true, url: path };
  }

  async function request<T>(path: string, init: VenueRequest = {}): Promise<VenueReply<T>> {
    const resolved = resolve(path);
    if (!resolved.ok) return resolved.reply;
    const shared = (params() ?? {}) as Record<string, unknown>;
    const method = init.method ?? (init.body ? 'POST' : 'GET');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(shared)) {
      if (value !== '' && value !== null && value !== undefined) headers[name] = headerValue(value);
    }
    Object.assign(headers, init.headers);
    const requestInit: RequestInit = { method, headers };
    if (method !== 'GET') {
      headers['content-type'] = 'application/json';
      requestInit.body = JSON.stringify({ ...shared, ...init.body });
    }
    let reply: VenueReply<T>;
    try {
      const response = await http(withQuery(resolved.url, init.query), requestInit);
      if (!response.ok) {
        // The status, not statusText: that is the protocol's English reason (issue #41 item 5).
        reply = failureReply(response.status, venueHttpMessage(response.status));
      } else {
        let raw: unknown;
        try {
          raw = await response.json();
        } catch {
          raw = null;
        }
        reply = normaliseVenueReply<T>(raw);
      }
    } catch {
      reply = failureReply(VENUE_LOCAL_CODES.network, MESSAGES.networkError);
    }
    // 400401 / 14010 from this venue: its session ended; the launcher relaunches (debounced).
    void launcher.handleCode(reply.status_code, venue);
    return reply;
  }

  return { venue, params, resolve, request };
}
