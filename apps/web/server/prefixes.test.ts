import { describe, expect, it } from 'vitest';
import { isPlatformPath } from './prefixes';

describe('which paths go to the platform', () => {
  it.each([
    '/site/api/v1/configuration/preInfo',
    '/act/api/v1/dividend/front/check',
    '/game/api/v1/venue/launch',
    '/fd/api/v1/finance/deposit',
    '/page-fd/api/v1/x/y',
    '/agent/api/v1/agent/info',
    '/stream/ws/v1/handshake',
    '/stream/api/v1/history',
    '/api/json-cache/counts',
  ])('%s is proxied', (p) => expect(isPlatformPath(p)).toBe(true));

  it.each(['/', '/game/sport', '/game/sport/ob', '/agent', '/activity/discount', '/site', '/mine/finance/deposit'])(
    '%s is a page of the site',
    (p) => expect(isPlatformPath(p)).toBe(false),
  );
});
