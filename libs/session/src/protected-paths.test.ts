import { describe, expect, it } from 'vitest';
import { guardPath, isProtectedPath } from './protected-paths.ts';

describe('isProtectedPath', () => {
  it.each([
    '/mine',
    '/mine/vip',
    '/mine/vip/details',
    '/mine/finance/deposit',
    '/mine/userInfo/authentication/bindBankCard',
    '/mine/vip/',
    '/mine/vip?tab=1',
    '/game/sport/V188',
    '/game/sport/im',
    '/game/sport/ob',
    '/game/gaming/ybdj',
    '/game/gaming/imdj',
    '/game/gaming/lhdj',
    '/game/sport/im?url=https%3A%2F%2Fvenue.test',
    '/registerGuide',
  ])('%s needs a member', (path) => {
    expect(isProtectedPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/user/login',
    '/user/register',
    '/game/sport',
    '/game/gaming',
    '/game/chess',
    '/game/sport/imx',
    '/activity/discount',
    '/help/kh',
    '/agent',
    '/sponsor/0',
    '/download',
    '/download-page',
    '/minesweeper',
    '/other/maintenance',
    '',
  ])('%s is public', (path) => {
    expect(isProtectedPath(path)).toBe(false);
  });
});

describe('guardPath', () => {
  it('sends a guest on a protected path home', () => {
    expect(guardPath('/mine/vip', false)).toBe('/');
    expect(guardPath('/registerGuide', false)).toBe('/');
  });

  it('lets members through and leaves public paths alone', () => {
    expect(guardPath('/mine/vip', true)).toBeNull();
    expect(guardPath('/activity/discount', false)).toBeNull();
  });
});
