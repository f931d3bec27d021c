import {
  CACHE_TTL_MS,
  JSON_CACHE_AES,
  JSON_CACHE_KEY_PATTERN,
  JSON_CACHE_MAX_PAYLOAD,
  jsonCachePath,
} from '@site/api-contract';
import type { z } from 'zod';
import { GET_RETRIES } from './constants';
import { loadSchemas } from './lazy-schemas';
import { aesDecrypt, aesEncrypt, parseJson } from './crypto';
import type { CallOptions } from './calls';
import { ContractError } from './errors';
import { MESSAGES } from './messages';
import { parseReplyData } from './reply';
import type { Transport } from './transport';

/*
 * JSON_CACHE_AES is a fixed key and iv that ship to every browser: obfuscation, not secrecy.
 * Nothing confidential belongs in this cache.
 */

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

/** The encrypted payload of the contract's cache format: data plus ttl. */
export function encryptCachePayload(data: unknown, ttl: number = CACHE_TTL_MS): string | null {
  let text: string | undefined;
  try {
    text = JSON.stringify({ data, ttl });
  } catch {
    return null;
  }
  // JSON.stringify drops an undefined, function or symbol value: that is no JSON value to keep.
  if (text === undefined || !Object.hasOwn(JSON.parse(text) as object, 'data')) return null;
  return aesEncrypt(text, JSON_CACHE_AES.key, JSON_CACHE_AES.iv);
}

/** The data and ttl of a payload, or null when it is not one. Never throws. */
export function decryptCachePayload(payload: unknown): { data: unknown; ttl: number } | null {
  const plain = parseJson(aesDecrypt(payload, JSON_CACHE_AES.key, JSON_CACHE_AES.iv));
  if (!plain.ok) return null;
  // The contract's jsonCachePlainSchema, checked by hand to keep zod off the first load.
  const value = plain.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, 'data')) return null;
  const { data, ttl = CACHE_TTL_MS } = value as { data: unknown; ttl?: unknown };
  if (typeof ttl !== 'number' || !Number.isSafeInteger(ttl) || ttl <= 0) return null;
  return { data, ttl };
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
      const entry = decryptCachePayload(body.payload);
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
      const payload = encryptCachePayload(data, ttl);
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
