import { createCipheriv, createDecipheriv } from 'node:crypto';
import { JSON_CACHE_AES } from '@site/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aesDecrypt, aesEncrypt } from './crypto';
import { anyTextString } from './test-fakes';

const { key, iv } = JSON_CACHE_AES;

describe('AES in the contract format (AES-128-CBC, PKCS7, UTF-8 key/iv, base64)', () => {
  it('crypto-js output decrypts with node:crypto, as the simulator does', () => {
    const text = aesEncrypt('{"data":"你好","ttl":3600000}', key, iv);
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
    const plain = Buffer.concat([decipher.update(Buffer.from(text, 'base64')), decipher.final()]).toString('utf8');
    expect(plain).toBe('{"data":"你好","ttl":3600000}');
  });

  it('node:crypto output decrypts with crypto-js', () => {
    const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
    const text = Buffer.concat([cipher.update('{"theme":"红"}', 'utf8'), cipher.final()]).toString('base64');
    expect(aesDecrypt(text, key, iv)).toBe('{"theme":"红"}');
  });

  it('round-trips any string', () => {
    fc.assert(
      fc.property(anyTextString({ minLength: 1 }), (plain) => {
        expect(aesDecrypt(aesEncrypt(plain, key, iv), key, iv)).toBe(plain);
      }),
    );
  });

  it('gives null, never throws, for text that is not its ciphertext', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = aesDecrypt(value, key, iv);
        expect(result === null || typeof result === 'string').toBe(true);
      }),
    );
    expect(aesDecrypt('', key, iv)).toBeNull();
    expect(aesDecrypt(42, key, iv)).toBeNull();
  });
});
