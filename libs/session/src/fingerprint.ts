// The hash itself lives in fingerprint-hash.ts, loaded only when a fingerprint is computed.
import { STORAGE_KEYS } from './constants';
import { readItem, writeItem, type StoragePort } from '@site/ports';
import type { AttributeCollector } from './ports';

const HASH_SHAPE = /^[0-9a-f]{32}$/;

export interface FingerprintPorts {
  collectAttributes: AttributeCollector;
  /** The ip from the cached site config. */
  ip: () => string | null;
  localStorage: StoragePort;
}

/**
 * The device fingerprint (SPEC §4): computed once, kept in local storage, "" on any failure.
 * A failure is not kept, so a later call tries again.
 */
export function createFingerprint({ collectAttributes, ip, localStorage }: FingerprintPorts): () => Promise<string> {
  let pending: Promise<string> | null = null;

  async function compute(): Promise<string> {
    const stored = readItem(localStorage, STORAGE_KEYS.fingerprint);
    if (stored !== null && HASH_SHAPE.test(stored)) return stored;
    // The hash's code (murmurhash) loads here, after first paint, not with the page.
    const [attributes, { computeFingerprint }] = await Promise.all([collectAttributes(), import('./fingerprint-hash')]);
    const hash = computeFingerprint(attributes, ip());
    if (!HASH_SHAPE.test(hash)) throw new Error('fingerprint');
    writeItem(localStorage, STORAGE_KEYS.fingerprint, hash);
    return hash;
  }

  return () => {
    pending ??= compute().catch(() => {
      pending = null;
      return '';
    });
    return pending;
  };
}
