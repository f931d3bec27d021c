// The encrypted payloads' fixed values, apart from the zod schemas in crypto-format.ts so that
// code needing only these does not bundle zod.
/**
 * Formats of the encrypted payloads. The AES itself runs in the api-client (crypto-js) and in the
 * simulator (node:crypto); this contract only fixes the format so both agree:
 *
 * - cipher AES-CBC, padding PKCS7, key and iv are UTF-8 strings of 16 characters (AES-128),
 * - ciphertext travels as standard base64 (with `=` padding),
 * - the plaintext is UTF-8 JSON.
 *
 * Every fixed key/iv below is OBFUSCATION, NOT SECRECY: it ships to every browser, so anyone can
 * read it. Never put anything confidential behind it.
 */
export const AES_FORMAT = {
  algorithm: 'AES-CBC',
  padding: 'PKCS7',
  keyLength: 16,
  ivLength: 16,
  encoding: 'base64',
} as const;

/** Fixed key/iv of the encrypted json cache. Obfuscation, not secrecy. */
export const JSON_CACHE_AES = { key: 'xy4002CacheKey16', iv: 'xy4002CacheIv016' } as const;
/** Fixed key/iv of the stored signature table (SPEC §7 signing fallback). Obfuscation, not secrecy. */
export const SIGN_TABLE_AES = { key: 'xy4002SignTab16K', iv: 'xy4002SignTab16I' } as const;

/** Default ttl of a cache entry (SPEC §9). */
export const CACHE_TTL_MS = 3_600_000;

export const JSON_CACHE_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
/** Largest accepted cache payload, in characters. */
export const JSON_CACHE_MAX_PAYLOAD = 256 * 1024;
