import crypto from 'node:crypto';
import { AES_FORMAT } from '@site/api-contract';

/** AES-CBC PKCS7 with UTF-8 key/iv strings, base64 out — the contract's AES_FORMAT. */
export function aesEncrypt(plain: string, key: string, iv: string): string {
  const cipher = crypto.createCipheriv(`aes-${AES_FORMAT.keyLength * 8}-cbc`, Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** Returns null instead of throwing on a bad payload. */
export function aesDecrypt(payload: string, key: string, iv: string): string | null {
  try {
    const decipher = crypto.createDecipheriv(`aes-${AES_FORMAT.keyLength * 8}-cbc`, Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
    return Buffer.concat([decipher.update(Buffer.from(payload, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const b64url = (v: Buffer | string) => Buffer.from(v).toString('base64url');

/** A compact HS256 JWT; the chat server verifies it on login. */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export function verifyJwt(token: string, secret: string, now: number): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, sig] = parts as [string, string, string];
  const expected = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  const a = Buffer.from(sig);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof payload['exp'] !== 'number' || payload['exp'] * 1000 <= now) return null;
    return payload;
  } catch {
    return null;
  }
}
