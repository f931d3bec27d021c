import { FakeTabs } from '@site/ports/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo, SiteConfig } from './ports';
import { createSession } from './session';
import { SESSION_TAB_MESSAGES } from './tab-sync';
import { FakeCookies, FakeEffects, FakeEvents, FakeFocus, FakeLocation, FakeStorage, fakeClock } from './test-fakes';

/**
 * Issue #38 item 1: one session across the site's tabs. Two (or three) tabs of one browser share
 * its cookies and local storage; each has its own page, dialogs and platform replies.
 */
const RUNNING: SiteConfig = { maintainConfig: { status: 1 } };

/**
 * The app's session dialogs under Web Locks as the browser gives them (apps/web/src/app/dialog-lock.ts):
 * one holder; a tab that cannot take the lock resolves at once, as if confirmed.
 */
function sharedDialogLock(): (show: () => Promise<void>) => Promise<void> {
  let held = false;
  return async (show) => {
    if (held) return;
    held = true;
    try {
      await show();
    } finally {
      held = false;
    }
  };
}

function browser() {
  const cookies = new FakeCookies();
  const localStorage = new FakeStorage();
  const tabs = new FakeTabs();
  const dialogLock = sharedDialogLock();
  let member: MemberInfo = { username: 'demo888', userId: 1 };
  const infoCalls = vi.fn(async () => member);
  function tab(url: string, preInfo: () => Promise<SiteConfig> = async () => RUNNING) {
    const location = new FakeLocation(url);
    const focus = new FakeFocus();
    const events = new FakeEvents();
    const effects = new FakeEffects();
    const own = { modal: effects.showModal.bind(effects), alert: effects.showAlert.bind(effects) };
    effects.showModal = (d) => dialogLock(() => own.modal(d));
    effects.showAlert = (d) => dialogLock(() => own.alert(d));
    const channel = tabs.tab();
    const session = createSession({
      memberInfo: infoCalls,
      preInfo,
      events,
      effects,
      cookies,
      localStorage,
      sessionStorage: new FakeStorage(),
      location,
      focus,
      clock: fakeClock(),
      deviceTraits: () => ({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', maxTouchPoints: 0, screenWidth: 1440, screenHeight: 900 }),
      tabs: async () => channel,
    });
    session.start();
    const left = vi.fn();
    const tokenChanges = vi.fn();
    session.onMemberLeft(left);
    session.token.subscribe(tokenChanges);
    return { session, location, focus, events, effects, channel, left, tokenChanges };
  }
  return {
    tabs,
    tab,
    infoCalls,
    switchTo(next: MemberInfo) {
      member = next;
    },
  };
}

/** Lets posted messages arrive (microtasks) without moving the clock. */
const delivered = async () => {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one session across tabs', () => {
  it('a logout in A: B leaves its member page for home at once, hears it once, and does not tell it back', async () => {
    const world = browser();
    const a = world.tab('/mine');
    a.session.login('T1', { rememberMe: true, username: 'demo888' });
    const b = world.tab('/mine/vip');
    expect(b.session.isMember()).toBe(true);

    a.session.logout();
    await delivered();
    expect(b.session.isMember()).toBe(false);
    expect(b.tokenChanges).toHaveBeenCalled();
    expect(b.left).toHaveBeenCalledTimes(1);
    expect(b.effects.navigations).toEqual([{ path: '/', replace: true }]);
    // Only A told the others; B's own leaving is not sent again.
    expect(world.tabs.posted.filter((m) => m.type === SESSION_TAB_MESSAGES.memberLeft)).toHaveLength(1);
  });

  it('a tab on a public page stays where it is, as a guest', async () => {
    const world = browser();
    const a = world.tab('/mine');
    a.session.login('T1', { rememberMe: false, username: 'demo888' });
    const b = world.tab('/game/sport');
    a.session.logout();
    await delivered();
    expect(b.session.isMember()).toBe(false);
    expect(b.effects.navigations).toEqual([]);
  });

  it('6001 in A: one modal across both tabs within 1 s, and both end on the login page', async () => {
    const world = browser();
    const a = world.tab('/mine/finance/transfer');
    a.session.login('T1', { rememberMe: true, username: 'demo888' });
    const b = world.tab('/mine');
    a.events.emit(6001, '您的账号已在其他设备登录');
    await vi.advanceTimersByTimeAsync(349);
    expect(b.session.isMember()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.effects.dialogs).toHaveLength(1);
    // B hears the code once A's 350 ms debounce has passed and acts on it at once: well within 1 s.
    await delivered();
    expect(b.session.isMember()).toBe(false);
    expect(b.effects.dialogs).toHaveLength(0);
    expect(b.effects.paths).toEqual(['/user/login?redirect=%2Fmine']);
    a.effects.dialogs[0]?.confirm();
    await delivered();
    expect(a.effects.paths).toEqual(['/user/login?redirect=%2Fmine%2Ffinance%2Ftransfer']);
  });

  it('10102 in A: one alert at a time across the site, not per tab', async () => {
    const world = browser();
    const a = world.tab('/mine');
    a.session.login('T1', { rememberMe: true, username: 'demo888' });
    const b = world.tab('/activity/discount');
    const c = world.tab('/chat');
    a.events.emit(10102, '设备已被限制');
    await vi.advanceTimersByTimeAsync(700);
    const all = [a, b, c].flatMap((t) => t.effects.dialogs);
    expect(all.map((d) => d.kind)).toEqual(['alert']);
    expect(b.effects.paths).toEqual(['/user/login?redirect=%2Factivity%2Fdiscount']);
    expect(c.effects.paths).toEqual(['/user/login?redirect=%2Fchat']);
    // Once A's alert is closed (and B's own 700 ms guard has passed), a later 10102 in B shows its own.
    a.effects.dialogs[0]?.confirm();
    await vi.advanceTimersByTimeAsync(700);
    b.events.emit(10102, '设备已被限制');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(b.effects.dialogs).toHaveLength(1);
  });

  it('10004 in A: B on a protected page goes home, on a public page stays', async () => {
    const world = browser();
    const a = world.tab('/mine/vip');
    a.session.login('T1', { rememberMe: true, username: 'demo888' });
    const b = world.tab('/mine/record/betRecord');
    const c = world.tab('/help');
    a.events.emit(10004, '登录已失效，请重新登录');
    await vi.advanceTimersByTimeAsync(700);
    expect(b.effects.navigations).toEqual([{ path: '/', replace: true }]);
    expect(c.effects.navigations).toEqual([]);
    expect([b, c].every((t) => !t.session.isMember())).toBe(true);
  });

  it('a login in A shows the member in B without a reload: its member info is read again', async () => {
    const world = browser();
    const a = world.tab('/user/login');
    const b = world.tab('/');
    expect(b.session.isMember()).toBe(false);
    b.focus.fireBlur();
    a.session.login('T1', { rememberMe: true, username: 'demo888' });
    await delivered();
    expect(b.session.isMember()).toBe(true);
    expect(b.tokenChanges).toHaveBeenCalled();
    await b.session.memberInfo.get();
    expect(world.infoCalls).toHaveBeenCalled();
    // SPEC §4's reload on focus is the fallback for tabs that cannot tell each other: not needed here.
    b.focus.fireFocus();
    expect(b.effects.reloads).toBe(0);
  });

  it('another member logging in over A: B forgets the first member and follows the second, without going home', async () => {
    const world = browser();
    const a = world.tab('/mine');
    a.session.login('T1', { rememberMe: true, username: 'demo888' });
    await a.session.memberInfo.get();
    const b = world.tab('/mine/vip');
    await b.session.memberInfo.get();
    expect(b.session.memberInfo.username()).toBe('demo888');

    world.switchTo({ username: 'other01', userId: 2 });
    a.session.login('T2', { rememberMe: true, username: 'other01' });
    await delivered();
    expect(b.left).toHaveBeenCalledTimes(1);
    expect(b.effects.navigations).toEqual([]);
    expect(b.session.getToken()).toBe('T2');
    expect((await b.session.memberInfo.get())?.username).toBe('other01');
  });

  it('maintenance found by A sends B to the maintenance page too', async () => {
    const world = browser();
    const a = world.tab('/game/chess', async () => ({ maintainConfig: { status: 0 } }));
    const b = world.tab('/activity/discount');
    await a.session.loadSiteConfig();
    await delivered();
    expect(a.location.replaced).toEqual(['/other/maintenance']);
    expect(b.location.replaced).toEqual(['/other/maintenance']);
  });

  it('a tab closed before a message arrives misses it; the others do not', async () => {
    const world = browser();
    const a = world.tab('/mine');
    a.session.login('T1', { rememberMe: true, username: 'demo888' });
    const b = world.tab('/mine');
    const c = world.tab('/mine');
    a.session.logout();
    b.channel.close();
    await delivered();
    expect(b.left).not.toHaveBeenCalled();
    expect(c.left).toHaveBeenCalledTimes(1);
  });
});
