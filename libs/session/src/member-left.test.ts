import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORED_VALUES } from './constants';
import type { MemberInfo, SiteConfig } from './ports';
import { createSession } from './session';
import { FakeCookies, FakeEffects, FakeEvents, FakeFocus, FakeLocation, FakeStorage, fakeClock } from './test-fakes';

// Issue #35 item 6: when the member leaves, nothing of theirs stays in this browser; what belongs
// to the device does.

const INFO: MemberInfo = { username: 'alice01', userId: 42, grade: 3 };
const PHONE = { userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148', maxTouchPoints: 5, screenWidth: 390, screenHeight: 844 };
/** Every value the session can be made to write, from the address the visitor arrived by. */
const ARRIVAL = '/game/chess?token=T0&i_code=I1&r_code=R1&r_bet=B1&invite_code=V1&agent_verify=A1&growCode=G1';

function setup(url = ARRIVAL) {
  const cookies = new FakeCookies();
  const localStorage = new FakeStorage();
  const sessionStorage = new FakeStorage();
  const events = new FakeEvents();
  const effects = new FakeEffects();
  let info = INFO;
  const session = createSession({
    memberInfo: async () => info,
    preInfo: async (): Promise<SiteConfig> => ({ maintainConfig: { status: 1 }, ip: '203.0.113.7' }),
    events,
    effects,
    cookies,
    localStorage,
    sessionStorage,
    location: new FakeLocation(url),
    focus: new FakeFocus(),
    clock: fakeClock(),
    collectAttributes: async () => ({ screen: '390x844' }),
    deviceTraits: () => PHONE,
  });
  const left = vi.fn();
  session.onMemberLeft(left);
  return {
    session,
    cookies,
    localStorage,
    sessionStorage,
    events,
    effects,
    left,
    becomes: (next: MemberInfo) => {
      info = next;
    },
  };
}

type Setup = ReturnType<typeof setup>;

/** A member's full stay: arrival, remembered login, member info, site config, fingerprint, mobile redirect. */
async function memberStay(s: Setup): Promise<void> {
  s.session.start();
  s.session.token.setLoginRecord({ isChecked: true, username: 'alice01' });
  s.session.login('T1', { rememberMe: true, username: 'alice01', userId: 42 });
  await s.session.memberInfo.get();
  await s.session.loadSiteConfig();
  await s.session.fingerprint();
  s.session.deviceId();
  s.session.redirectIfMobile();
  s.session.isAppContext();
}

function stored(s: Setup) {
  return {
    localStorage: [...s.localStorage.items.keys()].sort(),
    sessionStorage: [...s.sessionStorage.items.keys()].sort(),
    cookies: [...s.cookies.jar.keys()].sort(),
  };
}

function keysOf(owner: 'member' | 'device', where: keyof typeof SESSION_STORED_VALUES): string[] {
  return Object.entries(SESSION_STORED_VALUES[where])
    .filter(([, o]) => o === owner)
    .map(([key]) => key);
}

/** What must stay after the member leaves: the device's values, as a member's stay wrote them. */
const DEVICE_VALUES_LEFT = {
  // preInfo is the device's, but logout drops it (SPEC §3); the codes leave it.
  localStorage: ['X-API-UUID', 'agent_verify', 'fingerprint', 'from', 'href', 'i_code', 'invite_code', 'loginInfo', 'r_bet', 'r_code'],
  sessionStorage: ['growCode'],
  cookies: ['X-API-UUID', 'isCheck'],
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session lists whose every stored value is (SESSION_STORED_VALUES)', () => {
  it('every key a member stay writes is classified, and the member keys are the token, the username and the cache id', async () => {
    const s = setup();
    await memberStay(s);
    s.localStorage.setItem('isGo', '1');
    const now = stored(s);
    for (const where of ['localStorage', 'sessionStorage', 'cookies'] as const) {
      expect(now[where].filter((key) => !(key in SESSION_STORED_VALUES[where])), `${where} 中未分类的键`).toEqual([]);
    }
    expect(keysOf('member', 'localStorage').sort()).toEqual(['X-API-TOKEN', 'username']);
    expect(keysOf('member', 'sessionStorage')).toEqual([]);
    expect(keysOf('member', 'cookies').sort()).toEqual(['X-API-TOKEN', 'cacheId']);
    // The member's values were really there before they left.
    expect(now.localStorage).toEqual(expect.arrayContaining(['X-API-TOKEN', 'username']));
    expect(now.cookies).toEqual(expect.arrayContaining(['X-API-TOKEN', 'cacheId']));
  });
});

describe('logout leaves nothing of the member and keeps the device (issue #35 item 6)', () => {
  it('removes the token, the username and the cache id; the device id, remembered login, referral codes and settings stay', async () => {
    const s = setup();
    await memberStay(s);
    s.session.logout();
    expect(stored(s)).toEqual(DEVICE_VALUES_LEFT);
    expect(s.session.isMember()).toBe(false);
    expect(s.session.memberInfo.username()).toBeNull();
    // The remembered login is the member's own choice for this device: the form still offers the name.
    expect(s.session.token.getLoginRecord()).toEqual({ isChecked: true, username: 'alice01' });
    expect(s.left).toHaveBeenCalledTimes(1);
  });

  it('tells onMemberLeft listeners after the member values are gone; a stopped listener hears nothing more', async () => {
    const s = setup();
    await memberStay(s);
    const seen: (string | null)[] = [];
    const stop = s.session.onMemberLeft(() => seen.push(s.localStorage.getItem('username') ?? s.session.getToken()));
    s.session.logout();
    expect(seen).toEqual([null]);
    stop();
    s.session.login('T2', { rememberMe: false, username: 'alice01' });
    s.session.logout();
    expect(seen).toEqual([null]);
    expect(s.left).toHaveBeenCalledTimes(2);
  });

  it('a listener that throws does not keep the others from hearing', async () => {
    const s = setup();
    await memberStay(s);
    s.session.onMemberLeft(() => {
      throw new Error('broken');
    });
    const after = vi.fn();
    s.session.onMemberLeft(after);
    expect(() => s.session.logout()).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
  });
});

describe('the session codes that end the session leave nothing of the member either', () => {
  for (const code of [6001, 10004, 10104, 10105]) {
    it(`${code}: the member's values go, the device's (and the site config) stay, and the member has left`, async () => {
      const s = setup();
      await memberStay(s);
      s.events.emit(code, '会话已结束');
      vi.advanceTimersByTime(350);
      expect(stored(s)).toEqual({ ...DEVICE_VALUES_LEFT, localStorage: [...DEVICE_VALUES_LEFT.localStorage, 'preInfo'].sort() });
      expect(s.left).toHaveBeenCalledTimes(1);
    });
  }

  it('10102 logs out: the same as logout, site config included', async () => {
    const s = setup();
    await memberStay(s);
    s.events.emit(10102, '设备异常');
    vi.advanceTimersByTime(350);
    expect(stored(s)).toEqual(DEVICE_VALUES_LEFT);
    expect(s.left).toHaveBeenCalledTimes(1);
  });
});

describe('another member logging in', () => {
  it('over a member who never left: the first one leaves first, then the second is stored', async () => {
    const s = setup('/');
    s.session.login('TA', { rememberMe: false, username: 'alice01', userId: 42 });
    await s.session.memberInfo.get();
    s.becomes({ username: 'bob02', userId: 43 });
    s.session.login('TB', { rememberMe: false, username: 'bob02', userId: 43 });
    expect(s.left).toHaveBeenCalledTimes(1);
    expect(s.session.getToken()).toBe('TB');
    expect(s.localStorage.getItem('username')).toBe('bob02');
    expect(s.cookies.get('cacheId')).toBe('43');
  });

  it('the same member logging in again has not left', () => {
    const s = setup('/');
    s.session.login('TA', { rememberMe: false, username: 'alice01' });
    s.session.login('TA2', { rememberMe: true, username: 'alice01' });
    expect(s.left).not.toHaveBeenCalled();
  });

  it('an unticked 记住我 leaves only the flag in the login record: no earlier remembered name stays', () => {
    const s = setup('/');
    s.session.token.setLoginRecord({ isChecked: true, username: 'alice01' });
    s.session.login('TB', { rememberMe: false, username: 'bob02' });
    expect(s.session.token.getLoginRecord()).toEqual({ isChecked: false });
    s.session.token.setLoginRecord({ isChecked: true, username: 'bob02' });
    s.session.login('TB2', { rememberMe: true, username: 'bob02' });
    expect(s.session.token.getLoginRecord()).toEqual({ isChecked: true, username: 'bob02' });
  });
});
