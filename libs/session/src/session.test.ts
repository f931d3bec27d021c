import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, type SessionPorts } from './session';
import type { MemberInfo, SiteConfig } from './ports';
import { FakeCookies, FakeEffects, FakeEvents, FakeFocus, FakeLocation, FakeStorage, fakeClock } from './test-fakes';

const INFO: MemberInfo = { username: 'demo01', userId: 42, grade: 3 };
const RUNNING: SiteConfig = { SiteBaseConfigVo: { title: '站点' }, maintainConfig: { status: 1 }, ip: '203.0.113.7' };
const DESKTOP = { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', maxTouchPoints: 0, screenWidth: 1920, screenHeight: 1080 };

function setup(url = '/', overrides: Partial<SessionPorts> = {}) {
  const cookies = new FakeCookies();
  const localStorage = new FakeStorage();
  const sessionStorage = new FakeStorage();
  const location = new FakeLocation(url);
  const focus = new FakeFocus();
  const events = new FakeEvents();
  const effects = new FakeEffects();
  const memberInfo = vi.fn(async () => INFO);
  const preInfo = vi.fn(async () => RUNNING);
  const session = createSession({
    memberInfo,
    preInfo,
    events,
    effects,
    cookies,
    localStorage,
    sessionStorage,
    location,
    focus,
    clock: fakeClock(),
    collectAttributes: async () => ({ screen: '1920x1080' }),
    deviceTraits: () => DESKTOP,
    ...overrides,
  });
  return { session, cookies, localStorage, sessionStorage, location, focus, events, effects, memberInfo, preInfo };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSession', () => {
  it('can be created with browser defaults in Node without touching the DOM', () => {
    const events = new FakeEvents();
    expect(() =>
      createSession({ memberInfo: async () => INFO, preInfo: async () => RUNNING, events, effects: new FakeEffects() }),
    ).not.toThrow();
    expect(events.listenerCount).toBe(0);
  });

  it('start reads the URL: token, referral codes, agent_verify, growCode', () => {
    const { session, cookies, sessionStorage } = setup('/?token=T1&i_code=I9&agent_verify=A1&growCode=G1');
    session.start();
    expect(cookies.get('X-API-TOKEN')).toBe('T1');
    expect(session.isMember()).toBe(true);
    expect(session.referralCodes()).toEqual({ i_code: 'I9' });
    expect(session.agentVerify()).toBe('A1');
    expect(session.growCode()).toBe('G1');
    expect(sessionStorage.getItem('growCode')).toBe('G1');
  });

  it('login with remember me gives a 365-day cookie; without it a session cookie', () => {
    const { session, cookies } = setup();
    session.login('T1', { rememberMe: true });
    expect(cookies.jar.get('X-API-TOKEN')).toEqual({ value: 'T1', expires: 365 });
    session.login('T2', { rememberMe: false });
    expect(cookies.jar.get('X-API-TOKEN')).toEqual({ value: 'T2', expires: undefined });
    expect(session.token.getLoginRecord()?.isChecked).toBe(false);
  });

  it('a guest opening /mine/vip is sent home; a member is not', () => {
    const { session } = setup('/mine/vip');
    expect(session.guard('/mine/vip')).toBe('/');
    session.login('T', { rememberMe: false });
    expect(session.guard('/mine/vip')).toBeNull();
  });

  it('a reply for the member before, arriving after another member logged in, leaves the new member in (issue #38 item 5)', () => {
    const { session, events, effects } = setup('/mine');
    session.login('T-demo', { rememberMe: true, username: 'demo888' });
    session.start();
    session.login('T-player', { rememberMe: true, username: 'player1001' });
    events.emit(10004, '接口鉴权失败', true);
    vi.advanceTimersByTime(350);
    expect(session.isMember()).toBe(true);
    expect(session.getToken()).toBe('T-player');
    expect(effects.paths).toEqual([]);
    events.emit(10004, '接口鉴权失败', false);
    vi.advanceTimersByTime(350);
    expect(session.isMember()).toBe(false);
  });

  it('a forced 6001 clears the token, shows the modal once and lands on /user/login', async () => {
    const { session, events, effects, memberInfo } = setup('/mine/vip');
    session.login('T', { rememberMe: true });
    session.start();
    await session.memberInfo.get();
    events.emit(6001, '您的账号已在其他地方登录');
    events.emit(6001, '您的账号已在其他地方登录');
    vi.advanceTimersByTime(350);
    expect(session.isMember()).toBe(false);
    expect(effects.dialogs).toHaveLength(1);
    expect(effects.dialogs[0]).toMatchObject({ title: '提示', confirmText: '确定', message: '您的账号已在其他地方登录' });
    effects.dialogs[0]?.confirm();
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.paths).toEqual(['/user/login?redirect=%2Fmine%2Fvip']);
    await expect(session.memberInfo.get()).resolves.toBeNull();
    expect(memberInfo).toHaveBeenCalledTimes(1);
  });

  it('10102 logs out (token and cache id) and shows the alert', () => {
    const { session, events, effects } = setup('/');
    session.login('T', { rememberMe: false });
    session.token.setCacheId('C1');
    session.start();
    events.emit(10102, '设备异常');
    vi.advanceTimersByTime(350);
    expect(session.isMember()).toBe(false);
    expect(session.token.getCacheId()).toBeNull();
    expect(effects.dialogs.map((d) => d.kind)).toEqual(['alert']);
  });

  it('every token loss is announced at once: 10102 before its alert, the clearing codes, logout (issue #25 item 11)', () => {
    const { session, events, effects } = setup('/');
    const seen: { member: boolean; dialogs: number }[] = [];
    session.login('T', { rememberMe: false });
    session.token.subscribe(() => seen.push({ member: session.isMember(), dialogs: effects.dialogs.length }));
    session.start();
    events.emit(10102, '设备异常');
    vi.advanceTimersByTime(350);
    // The page heard that the member is gone no later than the alert appeared.
    expect(seen).toEqual([{ member: false, dialogs: 0 }]);

    session.login('T2', { rememberMe: false });
    expect(seen.at(-1)).toEqual({ member: true, dialogs: 1 });
    vi.advanceTimersByTime(700);
    events.emit(10004, '登录失效');
    vi.advanceTimersByTime(350);
    expect(seen.at(-1)?.member).toBe(false);

    session.login('T3', { rememberMe: false });
    session.logout();
    expect(seen.at(-1)?.member).toBe(false);
    expect(seen).toHaveLength(5);
  });

  it('6032 reads maintainConfig from the loaded site config and the isGo flag', async () => {
    const down = setup('/', { preInfo: async () => ({ maintainConfig: { status: 0 } }) });
    down.session.start();
    await down.session.loadSiteConfig();
    down.events.emit(6032);
    vi.advanceTimersByTime(350);
    expect(down.effects.paths).toEqual([]);

    const up = setup('/');
    up.session.start();
    await up.session.loadSiteConfig();
    up.events.emit(6032);
    vi.advanceTimersByTime(350);
    expect(up.effects.paths).toEqual(['/other/restrictionIp?name=access-alert']);

    const go = setup('/');
    go.localStorage.setItem('isGo', '1');
    go.session.start();
    go.events.emit(6032);
    vi.advanceTimersByTime(350);
    expect(go.effects.paths).toEqual([]);
  });

  it('6031 does nothing inside the mobile app (opened with appdown-token)', () => {
    const { session, events, effects } = setup('/?appdown-token=T');
    session.start();
    expect(session.isAppContext()).toBe(true);
    events.emit(6031);
    vi.advanceTimersByTime(350);
    expect(effects.paths).toEqual([]);
  });

  it('loading a site config under maintenance replaces the location, unless isGo or the flag', async () => {
    const maintenance = async () => ({ maintainConfig: { status: 0 } });
    const down = setup('/game/chess', { preInfo: maintenance });
    await down.session.loadSiteConfig();
    expect(down.location.replaced).toEqual(['/other/maintenance']);

    const go = setup('/game/chess', { preInfo: maintenance });
    go.localStorage.setItem('isGo', 'true');
    await go.session.loadSiteConfig();
    expect(go.location.replaced).toEqual([]);

    const dev = setup('/game/chess', { preInfo: maintenance, maintenanceRedirectDisabled: true });
    await dev.session.loadSiteConfig();
    expect(dev.location.replaced).toEqual([]);

    const zero = setup('/game/chess', { preInfo: maintenance });
    zero.localStorage.setItem('isGo', '0');
    await zero.session.loadSiteConfig();
    expect(zero.location.replaced).toEqual(['/other/maintenance']);
  });

  it('reloads on focus when another tab changed the token', () => {
    const { session, focus, cookies, effects } = setup('/');
    session.login('T', { rememberMe: false });
    session.start();
    focus.fireBlur();
    cookies.set('X-API-TOKEN', 'OTHER');
    focus.fireFocus();
    expect(effects.reloads).toBe(1);
  });

  it('the fingerprint includes the ip of the cached site config', async () => {
    const { session } = setup('/');
    const before = await setup('/').session.fingerprint();
    await session.loadSiteConfig();
    const after = await session.fingerprint();
    expect(after).toMatch(/^[0-9a-f]{32}$/);
    expect(after).not.toBe(before);
  });

  it('start is idempotent and stop unsubscribes everything', () => {
    const { session, events, focus, effects } = setup('/mine/vip');
    const stop = session.start();
    expect(session.start()).toBe(stop);
    expect(events.listenerCount).toBe(1);
    stop();
    expect(events.listenerCount).toBe(0);
    expect(focus.listenerCount).toBe(0);
    events.emit(10004);
    vi.advanceTimersByTime(350);
    expect(effects.paths).toEqual([]);
  });

  it('never redirects a desktop to the download page; a phone goes there', () => {
    expect(setup('/').session.redirectIfMobile()).toBe(false);
    const phone = setup('/game/chess', {
      deviceTraits: () => ({ userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148', maxTouchPoints: 5, screenWidth: 390, screenHeight: 844 }),
    });
    expect(phone.session.redirectIfMobile()).toBe(true);
    expect(phone.effects.paths).toEqual(['/download-page']);
    expect(phone.localStorage.getItem('from')).toBe('/game/chess');
  });

  it('the device id is kept across sessions on the same storage', () => {
    const first = setup('/');
    const id = first.session.deviceId();
    const again = createSession({
      memberInfo: async () => INFO,
      preInfo: async () => RUNNING,
      events: new FakeEvents(),
      effects: new FakeEffects(),
      cookies: new FakeCookies(),
      localStorage: first.localStorage,
      sessionStorage: new FakeStorage(),
      location: new FakeLocation('/'),
      focus: new FakeFocus(),
      clock: fakeClock(),
    });
    expect(again.deviceId()).toBe(id);
  });
});

describe('login and logout storage (SPEC §3, §4, §9)', () => {
  it('login stores the username before anything else can call member/info, and writes isCheck (1 day) and the cache id', () => {
    const { session, cookies, localStorage } = setup('/');
    session.login('T', { rememberMe: true, username: 'demo888', userId: 7 });
    expect(localStorage.getItem('username')).toBe('demo888');
    expect(session.memberInfo.usernameHash()).not.toBeNull();
    expect(cookies.jar.get('isCheck')).toEqual({ value: '1', expires: 1 });
    expect(cookies.jar.get('cacheId')?.value).toBe('7');
    session.login('T2', { rememberMe: false, username: 'demo888', userId: 7 });
    expect(cookies.jar.get('isCheck')?.value).toBe('0');
  });

  it('logout clears the token, the cache id and the cached site config, so the next load asks for it again', async () => {
    const { session, cookies, localStorage, preInfo } = setup('/');
    await session.loadSiteConfig();
    expect(localStorage.getItem('preInfo')).not.toBeNull();
    session.login('T', { rememberMe: false, username: 'demo888', userId: 7 });
    session.logout();
    expect(session.isMember()).toBe(false);
    expect(cookies.jar.has('cacheId')).toBe(false);
    expect(localStorage.getItem('preInfo')).toBeNull();
    expect(session.siteConfig.cached()).toBeNull();
    await session.loadSiteConfig();
    expect(preInfo).toHaveBeenCalledTimes(2);
  });
});
