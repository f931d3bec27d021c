import {
  CACHE_TTL_MS,
  JSON_CACHE_KEY_PATTERN,
  JSON_CACHE_MAX_PAYLOAD,
  jsonCachePath,
} from '@site/api-contract';
import type { z } from 'zod';
import { GET_RETRIES } from './constants';
import { loadSchemas } from './lazy-schemas';
import type { CallOptions } from './calls';
import { ContractError } from './errors';
import { MESSAGES } from './messages';
import { parseReplyData } from './reply';
import type { Transport } from './transport';

/*
 * The payload's encryption (cache-payload.ts, with crypto-js) loads on the cache's first use: no
 * page needs it before its first paint.
 */
const loadPayload = () => import('./cache-payload');

export interface CacheGetOptions<T> extends CallOptions {
  /** Checks the stored data; an entry that does not match reads as a miss. */
  schema?: z.ZodType<T>;
}

export interface CacheSetOptions extends CallOptions {
  /** Lifetime of the entry; default 3600000 ms (SPEC §7, §9). */
  ttl?: number;
}

export interface JsonCacheClient {
  /** The stored data, or null when absent, expired, unreadable or not matching `schema`. */
  get<T = unknown>(key: string, options?: CacheGetOptions<T>): Promise<T | null>;
  /** Stores `data` (any JSON value) for `ttl` ms; resolves with the server's expiry time. */
  set(key: string, data: unknown, options?: CacheSetOptions): Promise<{ expiresAt: number }>;
}

export interface CacheDeps {
  transport: Transport;
  /** 20000 ms in the browser, 600 ms otherwise (SPEC §9). */
  timeout: number;
  /** Awaited before each request is sent (see ApiClientPorts.yieldToMain). */
  yieldToMain?: () => Promise<void>;
}

export function createJsonCache({ transport, timeout, yieldToMain = () => Promise.resolve() }: CacheDeps): JsonCacheClient {
  function pathOf(key: string): string {
    if (typeof key !== 'string' || !JSON_CACHE_KEY_PATTERN.test(key)) {
      throw new ContractError(
        'request',
        jsonCachePath(String(key)),
        [{ path: 'key', message: MESSAGES.invalidCacheKey }],
        MESSAGES.invalidCacheKey,
      );
    }
    return jsonCachePath(key);
  }

  return {
    async get<T = unknown>(key: string, options: CacheGetOptions<T> = {}): Promise<T | null> {
      const path = pathOf(key);
      // Several keys read together (the platform counts) each go out in their own task.
      await yieldToMain();
      const reply = await transport.send(path, {
        method: 'GET',
        timeout: options.timeout ?? timeout,
        ...(options.signal ? { signal: options.signal } : {}),
        retries: GET_RETRIES,
      });
      const body = parseReplyData(path, (await loadSchemas()).jsonCacheReadReplySchema, reply);
      if (body === null) return null;
      const entry = (await loadPayload()).decryptCachePayload(body.payload);
      if (entry === null) return null;
      if (!options.schema) return entry.data as T;
      const checked = options.schema.safeParse(entry.data);
      return checked.success ? checked.data : null;
    },

    async set(key, data, options = {}) {
      const path = pathOf(key);
      const ttl = options.ttl ?? CACHE_TTL_MS;
      if (!Number.isInteger(ttl) || ttl <= 0) {
        throw new ContractError('request', path, [{ path: 'ttl', message: '缓存时长须为正整数毫秒' }]);
      }
      const payload = (await loadPayload()).encryptCachePayload(data, ttl);
      if (payload === null) {
        throw new ContractError('request', path, [{ path: 'data', message: '缓存内容须为 JSON 值' }]);
      }
      if (payload.length > JSON_CACHE_MAX_PAYLOAD) {
        throw new ContractError(
          'request',
          path,
          [{ path: 'payload', message: MESSAGES.cachePayloadTooLarge }],
          MESSAGES.cachePayloadTooLarge,
        );
      }
      await yieldToMain();
      const reply = await transport.send(path, {
        method: 'POST',
        body: { payload },
        timeout: options.timeout ?? timeout,
        ...(options.signal ? { signal: options.signal } : {}),
        retries: 0,
      });
      return parseReplyData(path, (await loadSchemas()).jsonCacheWriteReplySchema, reply);
    },
  };
}
