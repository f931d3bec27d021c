import { API_PREFIXES, SIGN_TABLE_AES, signPath, signingPath } from '@site/api-contract';
import type { ApiPrefix } from '@site/api-contract';
import { readItem } from '@site/ports';
import { aesDecrypt, aesEncrypt, parseJson } from './crypto';
import { SIGN_TABLE_STORAGE_KEY } from './local-contract';
import type { ReadOnlyStorage } from './ports';

/*
 * SIGN_TABLE_AES is a fixed key and iv that ship to every browser: obfuscation, not secrecy.
 * Nothing confidential may ever depend on it.
 */

export type PathSigner = (path: string) => string;

type SignTable = Readonly<Record<string, unknown>>;

/** The decrypted table, or null when the stored text is no table of the fixed key. */
function decryptSignTable(stored: string): SignTable | null {
  const table = parseJson(aesDecrypt(stored, SIGN_TABLE_AES.key, SIGN_TABLE_AES.iv));
  if (!table.ok || typeof table.value !== 'object' || table.value === null) return null;
  return table.value as SignTable;
}

function lookUp(table: SignTable | null, path: string): string {
  if (!table) return '';
  for (const key of [signingPath(path), path]) {
    const signature = Object.hasOwn(table, key) ? table[key] : undefined;
    if (typeof signature === 'string') return signature;
  }
  return '';
}

/**
 * SPEC §7 fallback: decrypt the stored signature table with the fixed key and iv and look the
 * path up (by its mapped signing path, then as written). Empty string when no table is stored,
 * when it cannot be read, or when it lacks the path. Never throws.
 */
export function signFromStoredTable(storage: ReadOnlyStorage, path: string): string {
  const stored = readItem(storage, SIGN_TABLE_STORAGE_KEY);
  if (stored === null || stored === '') return '';
  return lookUp(decryptSignTable(stored), path);
}

/** The stored form of a signature table (what signFromStoredTable reads). */
export function encryptSignTable(table: Readonly<Record<string, string>>): string {
  return aesEncrypt(JSON.stringify(table), SIGN_TABLE_AES.key, SIGN_TABLE_AES.iv);
}

export interface PathSignerPorts {
  storage: ReadOnlyStorage;
  /** The production signer; default: the contract's signPath (path mapping included). */
  signer?: PathSigner;
}

/**
 * The signed-path header value of a request path (SPEC §7): the production signer first; when it
 * fails (throws or gives no string), the stored table. Never throws.
 */
export function createPathSigner({ storage, signer = signPath }: PathSignerPorts): PathSigner {
  // Decrypting on every request would cost more than the request: keep the last table read.
  let memo: { stored: string; table: SignTable | null } | null = null;
  function fromTable(path: string): string {
    const stored = readItem(storage, SIGN_TABLE_STORAGE_KEY);
    if (stored === null || stored === '') return '';
    if (memo?.stored !== stored) memo = { stored, table: decryptSignTable(stored) };
    return lookUp(memo.table, path);
  }
  return (path) => {
    try {
      const signature: unknown = signer(path);
      if (typeof signature === 'string' && signature !== '') return signature;
    } catch {
      // Fall through to the stored table, as the spec's product does.
    }
    return fromTable(path);
  };
}

/**
 * SPEC §7: "a bulk helper for the six prefixes currently returns an empty string immediately".
 * Kept with that behaviour so callers have the seam; the prefixes are the contract's.
 */
export function signPrefixes(_prefixes: readonly ApiPrefix[] = API_PREFIXES): string {
  return '';
}
