// The package has no types; the reference carries ours into every project that compiles this
// file through `@site/session` (an import cannot name an ambient-module script).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./murmurhash3js-revisited.d.ts" />
import murmurHash3 from 'murmurhash3js-revisited';
import { FINGERPRINT_SEED } from './constants';

/**
 * The text that is hashed: one `name=value` line per attribute, sorted by name so the order
 * the collector produced them in does not matter, then the ip line.
 */
export function fingerprintSource(attributes: Readonly<Record<string, string>>, ip: string | null): string {
  const names = Object.keys(attributes).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lines = names.map((name) => `${name}=${String(attributes[name])}`);
  lines.push(`ip=${ip ?? ''}`);
  return lines.join('\n');
}

/** murmurhash3 x64 128-bit, seed 31, over the UTF-8 bytes: 32 lowercase hex characters. */
export function hashFingerprint(source: string): string {
  return murmurHash3.x64.hash128(new TextEncoder().encode(source), FINGERPRINT_SEED) ?? '';
}

export function computeFingerprint(attributes: Readonly<Record<string, string>>, ip: string | null): string {
  return hashFingerprint(fingerprintSource(attributes, ip));
}
