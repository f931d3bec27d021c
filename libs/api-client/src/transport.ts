import {
  API_VERSION,
  CLIENT_TYPE,
  CLIENT_TYPE_HEADER,
  SIGNED_PATH_HEADER,
  SITE_ID,
  SITE_ID_HEADER,
  TOKEN_HEADER,
  UUID_HEADER,
  isMoneyPath,
  VERSION_HEADER,
} from '@site/api-contract';
import { RETRYABLE_STATUSES, TIMEOUT_DETAIL } from './constants';
import { BusinessError, CancelError, ConnectionError, ContractError, connectionKindOf, isApiError } from './errors';
import type { $Fetch } from 'ofetch';
import type { EventHub } from './events';
import type { ResolvedPorts } from './ports';
import { settleEnvelope } from './reply';

export interface SendOptions {
  method: 'GET' | 'POST';
  /** JSON body of a POST. */
  body?: unknown;
  /** Headers of this call only (encrypted user, idempotency key); the common ones win. */
  headers?: Record<string, string>;
  timeout: number;
  /** The caller's cancel signal: aborting it rejects with a CancelError. */
  signal?: AbortSignal;
  /** Extra tries after a network failure or a retryable status (idempotent GETs only). */
  retries: number;
}

export interface Transport {
  /** The common headers of SPEC §7 for a request path. */
  headers(path: string): Record<string, string>;
  /** Sends one call and settles its reply: the envelope's data, or an ApiError. */
  send(path: string, options: SendOptions): Promise<unknown>;
  /** As send, keeping the success's message beside its data. */
  sendEnvelope(path: string, options: SendOptions): Promise<{ data: unknown; message: string }>;
}

/** Same-origin relative paths only: no scheme, no host (ARCHITECTURE "no host in the client"). */
export function isSameOriginPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The reply body as JSON when it is JSON, else the text, so a non-JSON body never throws here. */
function readBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The JSON text of a POST body; a value JSON cannot carry (BigInt, a cycle) is the caller's error. */
function serialise(path: string, body: unknown): string {
  try {
    return JSON.stringify(body ?? {});
  } catch {
    throw new ContractError('request', path, [{ path: '', message: '请求内容无法转为 JSON' }]);
  }
}

function isRetryable(error: unknown): boolean {
  if (!(error instanceof ConnectionError) || error.kind === 'timeout') return false;
  return error.status === 0 || RETRYABLE_STATUSES.includes(error.status);
}

/**
 * ofetch (with ufo and destr) loads as its own chunk when the transport is made, and the first
 * request waits for it: the app's first paint does not. One load per page, shared by transports.
 */
let ofetchModule: Promise<typeof import('ofetch')> | undefined;
const loadOfetch = () => (ofetchModule ??= import('ofetch'));

/**
 * `signReady(path)`, when it gives a promise, is awaited before the path's headers are built: the
 * signer's fallback code is loading (lazy-signer.ts).
 */
export function createTransport(
  ports: ResolvedPorts,
  sign: (path: string) => string,
  events: EventHub,
  signReady: (path: string) => Promise<unknown> | undefined = () => undefined,
): Transport {
  let fetcher: Promise<$Fetch> | undefined;
  // A chunk that failed to load (a dropped connection) is asked for again by the next request.
  const getFetcher = () =>
    (fetcher ??= loadOfetch().then(
      ({ createFetch }) =>
        createFetch({
          fetch: (input, init) => ports.fetch(input, init),
          Headers: globalThis.Headers,
          AbortController: globalThis.AbortController,
        }),
      (error: unknown) => {
        fetcher = undefined;
        ofetchModule = undefined;
        throw error;
      },
    ));
  void getFetcher().catch(() => undefined);

  function headers(path: string): Record<string, string> {
    const common: Record<string, string> = {
      [CLIENT_TYPE_HEADER]: CLIENT_TYPE,
      [SITE_ID_HEADER]: String(SITE_ID),
      [VERSION_HEADER]: API_VERSION,
      [SIGNED_PATH_HEADER]: sign(path),
      [UUID_HEADER]: ports.getDeviceId(),
    };
    const token = ports.getToken();
    if (typeof token === 'string' && token !== '') common[TOKEN_HEADER] = token;
    return common;
  }

  async function attempt(path: string, options: SendOptions, body: string | undefined): Promise<unknown> {
    if (options.signal?.aborted) throw new CancelError();
    const controller = new AbortController();
    let timedOut = false;
    const timer = ports.clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeout);
    const cancel = (): void => controller.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });
    try {
      // ofetch's retry, timeout and response errors are off on purpose (ofetch 1.5): its timeout
      // acts only when no signal is given (every call here has one, for cancel) and runs on the
      // global timers, not the clock port; its retry also retries a timeout, a 409 and, once a
      // timeout is set, a cancelled call, where SPEC §8/§9 retry only idempotent GETs after a
      // network failure or 408/425/429/5xx; its response error is a FetchError, where SPEC §8
      // wants a ConnectionError with the status text ("timeout", status 0 for a timeout). So
      // `attempt` and `sendEnvelope` do those three, and ofetch builds the request and reads the body.
      const [$fetch] = await Promise.all([getFetcher(), signReady(path)]);
      if (timedOut) throw new ConnectionError({ kind: 'timeout', status: 0, detail: TIMEOUT_DETAIL });
      if (controller.signal.aborted) throw new CancelError();
      const response = await $fetch.raw(path, {
        method: options.method,
        headers: { ...options.headers, ...headers(path) },
        ...(body === undefined ? {} : { body }),
        signal: controller.signal,
        // The platform hears the site's origin, never the page's address: a venue launch page's
        // `?url=` carries the venue token until the page cleans it, and start-up calls leave
        // before that (issue #35 item 9).
        referrerPolicy: 'strict-origin',
        retry: false,
        ignoreResponseError: true,
        parseResponse: readBody,
      });
      // SPEC §8: a non-OK status gives an error with the status text.
      if (!response.ok) {
        throw new ConnectionError({
          kind: connectionKindOf(response.status, ports.isOnline()),
          status: response.status,
          detail: response.statusText,
        });
      }
      return response._data;
    } catch (error) {
      if (isApiError(error)) throw error;
      if (timedOut) throw new ConnectionError({ kind: 'timeout', status: 0, detail: TIMEOUT_DETAIL });
      if (controller.signal.aborted) throw new CancelError();
      const detail = error instanceof Error ? error.message : String(error);
      throw new ConnectionError({ kind: connectionKindOf(0, ports.isOnline()), status: 0, detail });
    } finally {
      ports.clock.clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  async function sendEnvelope(path: string, options: SendOptions): Promise<{ data: unknown; message: string }> {
    if (!isSameOriginPath(path)) {
      throw new ContractError('request', path, [{ path: '', message: '只允许同源相对路径' }]);
    }
    const body = options.method === 'POST' ? serialise(path, options.body) : undefined;
    let retriesLeft = options.retries;
    let reply: unknown;
    // The member the call is for: a session code on a reply for a member since replaced is stale.
    const token = ports.getToken() || null;
    for (;;) {
      try {
        reply = await attempt(path, options, body);
        break;
      } catch (error) {
        if (retriesLeft > 0 && isRetryable(error)) {
          retriesLeft -= 1;
          continue;
        }
        throw error;
      }
    }
    try {
      const settled = settleEnvelope(path, reply);
      if (isMoneyPath(path)) events.moneyMoved(path);
      return settled;
    } catch (error) {
      if (error instanceof BusinessError && typeof error.code === 'number') {
        events.report(error.code, error.message, token !== (ports.getToken() || null));
      }
      throw error;
    }
  }

  return {
    headers,
    sendEnvelope,
    send: async (path, options) => (await sendEnvelope(path, options)).data,
  };
}
