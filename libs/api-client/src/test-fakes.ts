/** Fakes shared by this library's tests: a scripted fetch, a client over it, and in-memory storage. */
import fc from 'fast-check';
import { SUCCESS_CODE } from '@site/api-contract';
import { createApiClient } from './client';
import type { ApiClientEvent } from './events';
import type { ApiClientPorts } from './ports';

export { memoryStorage } from '@site/ports';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  /** Parsed JSON body, or undefined when none was sent. */
  body: unknown;
  signal: AbortSignal | undefined;
  referrerPolicy: ReferrerPolicy | undefined;
}

/** What the fake server does with a request: a Response, or 'hang' until the request is aborted. */
export type FakeHandler = (request: RecordedRequest) => Response | 'hang' | Promise<Response | 'hang'>;

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

export function ok(data: unknown, message = '成功'): Response {
  return json({ status_code: SUCCESS_CODE, message, data });
}

export function fail(code: number | string, message: string): Response {
  return json({ status_code: code, message, data: null });
}

export function fakeFetch(handler: FakeHandler): {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      url,
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      signal: init.signal ?? undefined,
      referrerPolicy: init.referrerPolicy,
    };
    requests.push(request);
    const signal = init.signal;
    if (signal?.aborted) throw signal.reason;
    const outcome = await handler(request);
    if (outcome !== 'hang') return outcome;
    return new Promise<Response>((_resolve, reject) => {
      if (!signal) return;
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  };
  return { fetch, requests };
}

/** The device id the test clients send (X-API-UUID). */
export const TEST_DEVICE_ID = '2b1c4a62-7f0e-4d2a-9a57-3c1d2e4f5a6b';

/** A client over a scripted fetch, as outside a browser (short timeouts), and what it sent. */
export function fakeClient(handler: FakeHandler, ports: Partial<ApiClientPorts> = {}) {
  const fake = fakeFetch(handler);
  const client = createApiClient({ fetch: fake.fetch, getDeviceId: () => TEST_DEVICE_ID, isBrowser: false, ...ports });
  return { ...fake, client };
}

/** A client over a scripted fetch, and the global-handling events it raises. */
export function clientWithEvents(handler: FakeHandler, ports: Partial<ApiClientPorts> = {}) {
  const { client } = fakeClient(handler, ports);
  const events: ApiClientEvent[] = [];
  client.events.on((event) => events.push(event));
  return { client, events };
}

/** Answers each path with its data; anything else is a test bug. */
export function byPath(replies: Record<string, unknown>): FakeHandler {
  return (request) => {
    if (!(request.url in replies)) throw new Error(`unexpected ${request.url}`);
    return ok(replies[request.url]);
  };
}

/**
 * Cheap "any string" arbitraries. fast-check's own 'binary' and 'grapheme' units build large
 * tables on first use (seconds on a busy machine), so the units are drawn directly.
 */
export const anyCodeUnitString = (): fc.Arbitrary<string> =>
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) });

/** Well-formed text: any code point except lone surrogates (what UTF-8 can carry). */
export const anyTextString = (options: { minLength?: number } = {}): fc.Arbitrary<string> =>
  fc.string({
    ...options,
    unit: fc
      .integer({ min: 0, max: 0x10ffff })
      .filter((point) => point < 0xd800 || point > 0xdfff)
      .map((point) => String.fromCodePoint(point)),
  });
