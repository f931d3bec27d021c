import crypto from 'node:crypto';

export const toYuan = (cents: number): number => Math.round(cents) / 100;
export const toCents = (yuan: number): number => Math.round(yuan * 100);

/** Small deterministic PRNG so the seed data is the same on every fresh start. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rand: () => number, list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function randomToken(bytes = 24): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function orderNo(prefix: string, now: number): string {
  return `${prefix}${now}${crypto.randomInt(1000, 9999)}`;
}

/**
 * scrypt with a deliberately low cost (about 2 ms): the simulator must take 200 concurrent logins
 * on 2 cores; it guards demo data, not real secrets. Changing it needs a SCHEMA_VERSION bump.
 */
export function hashPassword(password: string, salt: string): string {
  return crypto.scryptSync(password, salt, 32, { N: 256, r: 8, p: 1 }).toString('hex');
}

export function checkPassword(password: string, salt: string, hash: string): boolean {
  const a = Buffer.from(hashPassword(password, salt), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** Masks all but the first `head` and last `tail` characters, one `*` per hidden character. */
export function mask(value: string, head: number, tail: number): string {
  if (value.length <= head + tail) return value.slice(0, 1) + '*'.repeat(Math.max(0, value.length - 1));
  return value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(value.length - tail);
}

export function dateKey(ms: number): string {
  // China time (UTC+8) so "today" matches what a member in the target market sees.
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}
