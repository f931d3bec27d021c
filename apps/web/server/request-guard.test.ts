// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isUnsafeTarget, originFormTarget } from './request-guard';

// Both servers' answers to these are compared in nginx/nginx.test.ts; here the two rules alone.
describe('the request target', () => {
  it.each([
    '/venue-proxy/imty/api/mobile/../../yewu12/api/user/getUserInfo',
    '/venue-proxy/imty/api/mobile/%2e%2e/x',
    '/venue-proxy/imty/api/mobile/%2E./x',
    '/venue-proxy/imty/api/mobile/%252E%252e/x',
    '/a/.',
    '/a/..?x=1',
    '/site/api/v1/..;/..;/__sim/health',
    '/site/api/v1/x;a=b',
    '/site/api/v1/a%2Fb',
    '/site/api/v1/a%5cb',
    '/site/api/v1/a%252fb',
    '/site/api/v1/a\\b',
  ])('%s is refused', (target) => {
    expect(isUnsafeTarget(target)).toBe(true);
  });

  it.each(['/', '/mine/finance/deposit', '/a..b/c', '/.well-known/x', '/x?next=../..;/%2f', '/help/%E5%B8%AE%E5%8A%A9', '/a/...'])('%s is not', (target) => {
    expect(isUnsafeTarget(target)).toBe(false);
  });

  it('reads the absolute form as its path; `*` and an authority name none', () => {
    expect(originFormTarget('/x?y')).toBe('/x?y');
    expect(originFormTarget('http://evil.example/site/api/v1/x?y')).toBe('/site/api/v1/x?y');
    expect(originFormTarget('https://evil.example')).toBe('/');
    expect(originFormTarget('*')).toBeNull();
    expect(originFormTarget('127.0.0.1:443')).toBeNull();
  });
});
