/** The part of `crypto` a uuid is made from. */
export type UuidCrypto = Pick<Crypto, 'randomUUID'> | undefined;

let fallback: (() => string) | null = null;

/** The uuid library's own pattern (versions 1–8, the nil and the max uuid), so nothing loads it to check one. */
const UUID_PATTERN = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

/** Whether `value` is a uuid, as the uuid library's `validate` decides. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** Whether `value` is a version 4 (random) uuid: `validate(value) && version(value) === 4` of the uuid library. */
export function isUuidV4(value: unknown): value is string {
  return isUuid(value) && value[14] === '4';
}

const native = (c: UuidCrypto): c is Pick<Crypto, 'randomUUID'> => typeof c?.randomUUID === 'function';

/**
 * A random v4 uuid: the browser's `crypto.randomUUID` where it has one (secure contexts: https
 * and localhost; every test runtime), else uuid's v4, which `loadUuidFallback` must have loaded
 * first. So the uuid library's generator is fetched only by a page that lacks the built-in.
 */
export function randomUUID(c: UuidCrypto = globalThis.crypto): string {
  if (native(c)) return c.randomUUID();
  if (fallback) return fallback();
  throw new Error('crypto.randomUUID is missing and loadUuidFallback() has not settled');
}

/**
 * Loads uuid's v4 where `crypto.randomUUID` is missing (a page served over plain http); settles at
 * once elsewhere, without fetching it. Awaited once at start-up, before anything makes a uuid.
 */
export async function loadUuidFallback(c: UuidCrypto = globalThis.crypto): Promise<void> {
  if (native(c) || fallback) return;
  const { v4 } = await import('uuid');
  fallback = () => v4();
}
