import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fnv1a32, hashUsername, pathOf, signingPath, signPath, verifySignedPath } from './signing';

describe('request signing', () => {
  it('uses FNV-1a 32 with its published test vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('maps component to the site api path and page-fd to the fd api path', () => {
    expect(signingPath('/component/api/v1/user/login')).toBe('/site/api/v1/user/login');
    expect(signingPath('/page-fd/api/v1/record/bets')).toBe('/fd/api/v1/record/bets');
    expect(signingPath('/act/api/v1/vip/info')).toBe('/act/api/v1/vip/info');
  });

  it('signs the path only: origin, query and hash do not change the signature', () => {
    const s = signPath('/site/api/v1/user/member/info');
    expect(s).toMatch(/^s1\.[0-9a-f]{16}$/);
    expect(signPath('https://m.example.com:8443/site/api/v1/user/member/info?x=1#h')).toBe(s);
    expect(signPath('/site/api/v1/user/member/jwt')).not.toBe(s);
    expect(signPath('/page-fd/api/v1/record/bets')).toBe(signPath('/fd/api/v1/record/bets'));
  });

  it('verifies its own signatures and rejects others', () => {
    const path = '/fd/api/v1/wallet/transfer';
    expect(verifySignedPath(path, signPath(path))).toBe(true);
    expect(verifySignedPath(path, signPath('/fd/api/v1/wallet/balances'))).toBe(false);
    expect(verifySignedPath(path, undefined)).toBe(false);
    expect(verifySignedPath(path, '')).toBe(false);
  });

  it('never throws and always yields a well-formed value (property)', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        expect(signPath(url)).toMatch(/^s1\.[0-9a-f]{16}$/);
        expect(pathOf(url).startsWith('/')).toBe(true);
      }),
    );
  });

  it('derives the encrypted-user header from the username, case and spaces aside', () => {
    expect(hashUsername('Demo888 ')).toBe(hashUsername('demo888'));
    expect(hashUsername('demo888')).toMatch(/^[0-9a-f]{16}$/);
    expect(hashUsername('demo889')).not.toBe(hashUsername('demo888'));
  });
});
