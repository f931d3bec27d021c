import {
  CACHE_TIMEOUT_BROWSER_MS,
  CACHE_TIMEOUT_OTHER_MS,
  REQUEST_TIMEOUT_BROWSER_MS,
  REQUEST_TIMEOUT_OTHER_MS,
} from './constants';
import { createJsonCache } from './cache';
import type { JsonCacheClient } from './cache';
import { createCalls, defaultIdempotencyKey } from './calls';
import type { Calls } from './calls';
import { createEventHub } from './events';
import type { ApiClientEvents } from './events';
import { resolvePorts } from './ports';
import type { ApiClientPorts } from './ports';
import { createLazyPathSigner } from './lazy-signer';
import type { PathSigner } from './signing';
import { createTransport } from './transport';
import { loadSchemas } from './lazy-schemas';

export interface ApiClient extends Calls {
  /** The encrypted cache of `/api/json-cache/{key}`. */
  cache: JsonCacheClient;
  /** Typed global-handling events (session codes, debounced 350 ms per code). */
  events: ApiClientEvents;
  /** The signed-path header value of a request path. */
  sign: PathSigner;
  /** The common request headers of SPEC §7 for a path (for callers that open their own requests). */
  headers(path: string): Record<string, string>;
  /** Drops pending events and listeners. */
  dispose(): void;
}

/**
 * The platform client: one per app, created at start-up with the session's token and device id.
 * Same-origin relative paths only; the reverse proxy decides which platform answers.
 */
export function createApiClient(options: ApiClientPorts): ApiClient {
  const ports = resolvePorts(options);
  // Start fetching the schemas now, in parallel with the app's first render. If this early start
  // fails, the first call that needs them loads them again (lazy-schemas.ts).
  loadSchemas().catch(() => undefined);
  const events = createEventHub();
  const signer = createLazyPathSigner(
    options.signer ? { storage: ports.storage, signer: options.signer } : { storage: ports.storage },
  );
  const sign = signer.sign;
  const transport = createTransport(ports, sign, events, signer.ready);
  const calls = createCalls({
    transport,
    storage: ports.storage,
    requestTimeout: ports.isBrowser ? REQUEST_TIMEOUT_BROWSER_MS : REQUEST_TIMEOUT_OTHER_MS,
    newIdempotencyKey: options.newIdempotencyKey ?? defaultIdempotencyKey,
    yieldToMain: ports.yieldToMain,
  });
  const cache = createJsonCache({
    transport,
    timeout: ports.isBrowser ? CACHE_TIMEOUT_BROWSER_MS : CACHE_TIMEOUT_OTHER_MS,
    yieldToMain: ports.yieldToMain,
  });
  return {
    ...calls,
    cache,
    events: { on: events.on },
    sign,
    headers: transport.headers,
    dispose: events.dispose,
  };
}
