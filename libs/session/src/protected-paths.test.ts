import { describe, expect, it } from 'vitest';
import { PAGES } from '@site/api-contract/pages';
import { guardPath, isProtectedPath } from './protected-paths';

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

describe('the page table decides', () => {
  it('a page the table marks as member is protected, and stops being so when the table changes', () => {
    const flipped = PAGES.map((page) => (page.path === '/download' ? { ...page, access: 'member' as const } : page));
    expect(isProtectedPath('/download')).toBe(false);
    expect(isProtectedPath('/download', flipped)).toBe(true);
    expect(guardPath('/download', false, flipped)).toBe('/');
    const opened = PAGES.map((page) => (page.path === '/registerGuide' ? { ...page, access: 'public' as const } : page));
    expect(isProtectedPath('/registerGuide', opened)).toBe(false);
  });

  it('the chat rooms, a member page of the table, are protected', () => {
    expect(isProtectedPath('/chat')).toBe(true);
    expect(isProtectedPath('/chat/3')).toBe(true);
  });

  it('the member-area segment protects a path the table does not list', () => {
    expect(isProtectedPath('/mine/not-a-page')).toBe(true);
    expect(isProtectedPath('/x/mine')).toBe(true);
  });
});

describe('where a guest goes', () => {
  it('home from member pages (SPEC §4), login from the chat rooms, whose table entry says so', () => {
    expect(guardPath('/mine/mail', false)).toBe('/');
    expect(guardPath('/game/sport/im', false)).toBe('/');
    expect(guardPath('/chat', false)).toBe('/user/login');
    expect(guardPath('/chat/12', false)).toBe('/user/login');
    expect(guardPath('/chat/12', true)).toBeNull();
  });
});
