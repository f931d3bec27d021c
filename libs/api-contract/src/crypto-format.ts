import { z } from 'zod';
import { AES_FORMAT, CACHE_TTL_MS } from './crypto-constants';

export { AES_FORMAT, CACHE_TTL_MS, JSON_CACHE_AES, JSON_CACHE_KEY_PATTERN, JSON_CACHE_MAX_PAYLOAD, SIGN_TABLE_AES } from './crypto-constants';

/** `GET /site/api/v1/sec/{secret}` reply data: the vvPretty key and iv. */
export const secReplySchema = z.object({
  key: z.string().length(AES_FORMAT.keyLength),
  iv: z.string().length(AES_FORMAT.ivLength),
});
export type SecReply = z.infer<typeof secReplySchema>;

/** vvPretty reply data: base64 ciphertext of a JSON document (decrypted with the sec key/iv). */
export const vvPrettyReplySchema = z.string().min(1);
/** What vvPretty decrypts to: display settings the site reads after preInfo. */
export const vvPrettyPlainSchema = z.object({
  theme: z.string(),
  festivalSkin: z.string(),
  customerServiceUrl: z.string(),
  downloadUrl: z.string(),
  venueOrigins: z.array(z.string()),
  excludedLeague: z.string(),
});
export type VvPrettyPlain = z.infer<typeof vvPrettyPlainSchema>;

/** The cache's plaintext: the data plus its ttl (SPEC §7). */
export const jsonCachePlainSchema = z.object({
  data: z.unknown(),
  ttl: z.number().int().positive().default(CACHE_TTL_MS),
});
export type JsonCachePlain = z.input<typeof jsonCachePlainSchema>;

/** `POST /api/json-cache/{key}` body, and `GET` reply data (null when absent or expired). */
export const jsonCacheBodySchema = z.object({ payload: z.string().min(1) });
export type JsonCacheBody = z.infer<typeof jsonCacheBodySchema>;
export const jsonCacheReadReplySchema = jsonCacheBodySchema.nullable();
export const jsonCacheWriteReplySchema = z.object({ expiresAt: z.number().int() });

