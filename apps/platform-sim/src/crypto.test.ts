import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';
import { describe, expect, it } from 'vitest';
import { JSON_CACHE_AES } from '@site/api-contract';
import { aesDecrypt, aesEncrypt, signJwt, verifyJwt } from './crypto';

// CBC and PKCS7 are crypto-js's defaults, as the contract's AES_FORMAT says.
const opts = { iv: Utf8.parse(JSON_CACHE_AES.iv) };

describe('AES format interoperates with crypto-js (the api-client side)', () => {
  it('decrypts what crypto-js encrypted and the other way round', () => {
    const plain = JSON.stringify({ data: { TY: 12, 名称: '体育' }, ttl: 3600000 });
    const fromClient = AES.encrypt(plain, Utf8.parse(JSON_CACHE_AES.key), opts).ciphertext.toString(Base64);
    expect(aesDecrypt(fromClient, JSON_CACHE_AES.key, JSON_CACHE_AES.iv)).toBe(plain);
    const fromSim = aesEncrypt(plain, JSON_CACHE_AES.key, JSON_CACHE_AES.iv);
    expect(AES.decrypt(fromSim, Utf8.parse(JSON_CACHE_AES.key), opts).toString(Utf8)).toBe(plain);
    expect(fromSim).toBe(fromClient);
  });

  it('returns null for garbage instead of throwing', () => {
    expect(aesDecrypt('not base64 at all', JSON_CACHE_AES.key, JSON_CACHE_AES.iv)).toBeNull();
    expect(aesDecrypt('', JSON_CACHE_AES.key, JSON_CACHE_AES.iv)).toBeNull();
  });
});

describe('chat JWT', () => {
  it('verifies its own tokens until they expire and rejects tampering', () => {
    const now = 1_800_000_000_000;
    const token = signJwt({ sub: 1, exp: Math.floor(now / 1000) + 60 }, 'secret');
    expect(verifyJwt(token, 'secret', now)).toMatchObject({ sub: 1 });
    expect(verifyJwt(token, 'secret', now + 61_000)).toBeNull();
    expect(verifyJwt(token, 'other', now)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 2, exp: 9e9 })).toString('base64url')}.${s}`;
    expect(verifyJwt(forged, 'secret', now)).toBeNull();
  });
});
