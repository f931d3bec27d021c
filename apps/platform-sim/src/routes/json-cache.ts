import { BUSINESS_CODES, JSON_CACHE_AES, JSON_CACHE_KEY_PATTERN, JSON_CACHE_MAX_PAYLOAD, JSON_CACHE_PATH_PREFIX, jsonCacheBodySchema, jsonCachePlainSchema } from '@site/api-contract';
import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { aesDecrypt } from '../crypto';
import { fail, ok } from '../envelope';
import { readJson } from '../http/endpoint';

/**
 * `GET/POST /api/json-cache/{key}`: stores the client's encrypted payload as is, with the expiry
 * its ttl asks for (default 3600000 ms). The simulator decrypts only to read the ttl.
 */
export function registerJsonCacheRoutes(app: Hono, ctx: SimContext): void {
  const path = `${JSON_CACHE_PATH_PREFIX}:key`;
  const badKey = () => fail(BUSINESS_CODES.VALIDATION.code, '缓存键格式不正确');

  app.get(path, (c) => {
    const key = c.req.param('key');
    if (!JSON_CACHE_KEY_PATTERN.test(key)) return c.json(badKey());
    const row = ctx.db.prepare('SELECT payload, expires_at FROM json_cache WHERE key = ?').get(key) as { payload: string; expires_at: number } | undefined;
    if (!row || row.expires_at <= ctx.now()) return c.json(ok(null));
    return c.json(ok({ payload: row.payload }));
  });

  app.post(path, async (c) => {
    const key = c.req.param('key');
    if (!JSON_CACHE_KEY_PATTERN.test(key)) return c.json(badKey());
    const read = await readJson(c, JSON_CACHE_MAX_PAYLOAD + 1024, { jsonOnly: true });
    if (!read.ok) return c.json(fail(BUSINESS_CODES.VALIDATION.code, read.message), read.status ?? 200);
    const body = jsonCacheBodySchema.safeParse(read.value);
    if (!body.success) return c.json(fail(BUSINESS_CODES.VALIDATION.code, '缓存内容缺失'));
    const plain = aesDecrypt(body.data.payload, JSON_CACHE_AES.key, JSON_CACHE_AES.iv);
    let parsed: ReturnType<typeof jsonCachePlainSchema.safeParse> | null = null;
    try {
      parsed = plain === null ? null : jsonCachePlainSchema.safeParse(JSON.parse(plain));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return c.json(fail(BUSINESS_CODES.VALIDATION.code, '缓存内容无法解密'));
    const expiresAt = ctx.now() + parsed.data.ttl;
    ctx.db.prepare('INSERT OR REPLACE INTO json_cache (key, payload, expires_at) VALUES (?, ?, ?)').run(key, body.data.payload, expiresAt);
    return c.json(ok({ expiresAt }));
  });
}
