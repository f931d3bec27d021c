import { CACHE_TTL_MS, JSON_CACHE_AES } from '@site/api-contract';
import { aesDecrypt, aesEncrypt, parseJson } from './crypto';

/*
 * JSON_CACHE_AES is a fixed key and iv that ship to every browser: obfuscation, not secrecy.
 * Nothing confidential belongs in this cache.
 */

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
