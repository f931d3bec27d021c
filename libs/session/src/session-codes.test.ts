import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CODES, handleSessionCodes } from './session-codes';
import type { SiteConfig } from './ports';
import { FakeEffects, FakeEvents, FakeLocation, fakeClock } from './test-fakes';

interface Options {
  url?: string;
  app?: boolean;
  isGo?: boolean;
  config?: SiteConfig | null;
}

function setup({ url = '/', app = false, isGo = false, config = null }: Options = {}) {
  const events = new FakeEvents();
  const effects = new FakeEffects();
  const location = new FakeLocation(url);
  const state = { tokenClears: 0, loginStateClears: 0 };
  const stop = handleSessionCodes({
    events,
    effects,
    location,
    clock: fakeClock(),
    clearToken: () => {
      state.tokenClears += 1;
    },
    clearLoginState: () => {
      state.loginStateClears += 1;
    },
    isAppContext: () => app,
    isGo: () => isGo,
    siteConfig: () => config,
  });
  return { events, effects, location, state, stop };
}

/** Lets resolved dialog promises run their continuations. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('6001 logged in elsewhere', () => {
  it('after 350 ms clears the token and shows one 提示 / 确定 modal with the server message', async () => {
    const { events, effects, state } = setup({ url: '/mine/vip' });
    events.emit(6001, '您的账号已在其他地方登录');
    vi.advanceTimersByTime(349);
    expect(effects.dialogs).toHaveLength(0);
    expect(state.tokenClears).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.tokenClears).toBe(1);
    expect(effects.dialogs).toHaveLength(1);
    expect(effects.dialogs[0]).toMatchObject({
      kind: 'modal',
      title: '提示',
      confirmText: '确定',
      message: '您的账号已在其他地方登录',
    });
    expect(effects.paths).toEqual([]);
  });

  it('goes to /user/login once the modal is confirmed, to come back to the page after logging in', async () => {
    const { events, effects } = setup({ url: '/mine/vip' });
    events.emit(6001, 'x');
    vi.advanceTimersByTime(350);
    effects.dialogs[0]?.confirm();
    await settle();
    expect(effects.paths).toEqual(['/user/login?redirect=%2Fmine%2Fvip']);
  });

  it('from home, or from the login page itself, login carries no way back', async () => {
    for (const url of ['/', '/user/login?redirect=%2Fmine']) {
      const { events, effects, stop } = setup({ url });
      events.emit(6001, 'x');
      vi.advanceTimersByTime(350);
      effects.dialogs[0]?.confirm();
      await settle();
      expect(effects.paths.every((p) => p === '/user/login')).toBe(true);
      stop();
    }
  });

  it('the way back keeps the page\'s query (a record list\'s filter)', async () => {
    const { events, effects } = setup({ url: '/mine/record/betRecord?range=today&status=1' });
    events.emit(6001, 'x');
    vi.advanceTimersByTime(350);
    effects.dialogs[0]?.confirm();
    await settle();
    expect(effects.paths).toEqual([`/user/login?redirect=${encodeURIComponent('/mine/record/betRecord?range=today&status=1')}`]);
  });

  it('a burst of 6001s within the debounce gives one modal (debounce restarts on each)', async () => {
    const { events, effects } = setup();
    events.emit(6001, 'first');
    vi.advanceTimersByTime(300);
    events.emit(6001, 'second');
    vi.advanceTimersByTime(300);
    events.emit(6001, 'last');
    vi.advanceTimersByTime(349);
    expect(effects.dialogs).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(effects.dialogs.map((d) => d.message)).toEqual(['last']);
  });

  it('a 6001 arriving while the modal is open shows no second modal', async () => {
    const { events, effects, state } = setup();
    events.emit(6001, 'one');
    vi.advanceTimersByTime(350);
    events.emit(6001, 'two');
    vi.advanceTimersByTime(5000);
    expect(effects.dialogs).toHaveLength(1);
    expect(state.tokenClears).toBe(2);
    effects.dialogs[0]?.confirm();
    await settle();
    expect(effects.paths).toEqual(['/user/login']);
  });

  it('falls back to a Chinese message when the server sent none', () => {
    const { events, effects } = setup();
    events.emit(6001, '  ');
    vi.advanceTimersByTime(350);
    expect(effects.dialogs[0]?.message).toBe('您的登录状态已失效，请重新登录');
  });
});

describe('10105, 10004, 10104', () => {
  it.each([10105, 10004, 10104])('%i clears the token and sends a protected path home', (code) => {
    const { events, effects, state } = setup({ url: '/mine/finance/deposit' });
    events.emit(code);
    vi.advanceTimersByTime(349);
    expect(state.tokenClears).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.tokenClears).toBe(1);
    expect(effects.navigations).toEqual([{ path: '/', replace: true }]);
    expect(effects.dialogs).toHaveLength(0);
  });

  it.each([10105, 10004, 10104])('%i on a public path clears the token and stays', (code) => {
    const { events, effects, state } = setup({ url: '/activity/discount' });
    events.emit(code);
    vi.advanceTimersByTime(350);
    expect(state.tokenClears).toBe(1);
    expect(effects.navigations).toEqual([]);
  });

  it('a venue launch path and /registerGuide count as protected', () => {
    for (const url of ['/game/sport/im?url=x', '/registerGuide']) {
      const { events, effects } = setup({ url });
      events.emit(10004);
      vi.advanceTimersByTime(350);
      expect(effects.paths).toEqual(['/']);
    }
  });
});

describe('10102 session invalid', () => {
  it('clears the login state and shows one 提示 alert whose OK goes to login', async () => {
    const { events, effects, state } = setup({ url: '/mine/vip' });
    events.emit(10102, '设备已被封禁');
    vi.advanceTimersByTime(350);
    expect(state.loginStateClears).toBe(1);
    expect(effects.dialogs).toEqual([
      expect.objectContaining({ kind: 'alert', title: '提示', confirmText: '确定', message: '设备已被封禁' }),
    ]);
    effects.dialogs[0]?.confirm();
    await settle();
    expect(effects.paths).toEqual(['/user/login?redirect=%2Fmine%2Fvip']);
  });

  it('shows only one alert at a time, however long it stays open', async () => {
    const { events, effects } = setup();
    events.emit(10102, 'a');
    vi.advanceTimersByTime(350);
    for (let i = 0; i < 5; i += 1) {
      events.emit(10102, `again ${i}`);
      vi.advanceTimersByTime(1000);
    }
    expect(effects.dialogs).toHaveLength(1);
  });

  it('after the alert closes, the guard still blocks a new one until 700 ms after it was set', async () => {
    const { events, effects } = setup();
    events.emit(10102, 'a');
    vi.advanceTimersByTime(350); // alert shown, guard set at t=350
    effects.dialogs[0]?.confirm();
    await settle();
    events.emit(10102, 'b'); // acts at t=350+350=700 → 350 ms after the guard was set
    vi.advanceTimersByTime(350);
    expect(effects.dialogs).toHaveLength(1);
    vi.advanceTimersByTime(350); // guard released at 700 ms after being set
    events.emit(10102, 'c');
    vi.advanceTimersByTime(350);
    expect(effects.dialogs.map((d) => d.message)).toEqual(['a', 'c']);
  });

  it('a dismissed alert does not go to login', async () => {
    const { events, effects } = setup();
    events.emit(10102, 'a');
    vi.advanceTimersByTime(350);
    effects.dialogs[0]?.dismiss();
    await settle();
    expect(effects.paths).toEqual([]);
  });
});

describe('6031, 6033 access caveat', () => {
  it.each([6031, 6033])('%i goes to /other/restrictionIp?name=access-caveat after 350 ms', (code) => {
    const { events, effects } = setup({ url: '/game/chess' });
    events.emit(code);
    vi.advanceTimersByTime(349);
    expect(effects.paths).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(effects.navigations).toEqual([{ path: '/other/restrictionIp?name=access-caveat', replace: true }]);
  });

  it.each([6031, 6033])('%i does nothing in the mobile-app context', (code) => {
    const { events, effects } = setup({ app: true });
    events.emit(code);
    vi.advanceTimersByTime(350);
    expect(effects.paths).toEqual([]);
  });

  it('does not navigate again when already on the caveat page', () => {
    const { events, effects } = setup({ url: '/other/restrictionIp?name=access-caveat' });
    events.emit(6031);
    vi.advanceTimersByTime(350);
    expect(effects.paths).toEqual([]);
  });
});

describe('6032 access alert', () => {
  it('goes to access-alert when maintainConfig.status is not 0', () => {
    const { events, effects } = setup({ config: { maintainConfig: { status: 1 } } });
    events.emit(6032);
    vi.advanceTimersByTime(349);
    expect(effects.paths).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(effects.paths).toEqual(['/other/restrictionIp?name=access-alert']);
  });

  it('stays when maintainConfig.status is 0', () => {
    const { events, effects } = setup({ config: { maintainConfig: { status: 0 } } });
    events.emit(6032);
    vi.advanceTimersByTime(350);
    expect(effects.paths).toEqual([]);
  });

  it('stays when isGo is set or in the app context', () => {
    for (const options of [{ isGo: true }, { app: true }]) {
      const { events, effects } = setup({ ...options, config: { maintainConfig: { status: 1 } } });
      events.emit(6032);
      vi.advanceTimersByTime(350);
      expect(effects.paths).toEqual([]);
    }
  });
});

describe('subscription', () => {
  it('ignores codes it does not handle', () => {
    const { events, effects, state } = setup({ url: '/mine/vip' });
    for (const code of [0, 6000, 10001, 10003, 6013, 6014, 10009]) events.emit(code);
    vi.advanceTimersByTime(1000);
    expect(effects.navigations).toEqual([]);
    expect(effects.dialogs).toEqual([]);
    expect(state).toEqual({ tokenClears: 0, loginStateClears: 0 });
  });

  it('different codes in one burst are each handled', () => {
    const { events, effects, state } = setup({ url: '/mine/vip', config: { maintainConfig: { status: 1 } } });
    events.emit(10004);
    events.emit(6032);
    vi.advanceTimersByTime(350);
    expect(state.tokenClears).toBe(1);
    expect(effects.paths).toContain('/');
    expect(effects.paths).toContain('/other/restrictionIp?name=access-alert');
  });

  it('after stop, pending and later events do nothing', () => {
    const { events, effects, state, stop } = setup({ url: '/mine/vip' });
    events.emit(10004);
    stop();
    vi.advanceTimersByTime(1000);
    events.emit(6001);
    vi.advanceTimersByTime(1000);
    expect(events.listenerCount).toBe(0);
    expect(effects.navigations).toEqual([]);
    expect(state.tokenClears).toBe(0);
  });
});

describe('SESSION_CODES', () => {
  it('are the spec numbers', () => {
    expect(Object.values(SESSION_CODES).sort((a, b) => a - b)).toEqual([6001, 6031, 6032, 6033, 10004, 10102, 10104, 10105]);
  });
});

describe('robustness', () => {
  it('a dialog port that throws does not break later codes', async () => {
    const events = new FakeEvents();
    const effects = new FakeEffects();
    let calls = 0;
    const throwingOnce = {
      ...effects,
      navigate: (path: string, options?: { replace?: boolean }) => effects.navigate(path, options),
      reload: () => effects.reload(),
      showModal: () => {
        calls += 1;
        throw new Error('no dialog host yet');
      },
      showAlert: (d: Parameters<FakeEffects['showAlert']>[0]) => effects.showAlert(d),
    };
    handleSessionCodes({
      events,
      effects: throwingOnce,
      location: new FakeLocation('/'),
      clock: fakeClock(),
      clearToken: () => undefined,
      clearLoginState: () => undefined,
      isAppContext: () => false,
      isGo: () => false,
      siteConfig: () => null,
    });
    events.emit(6001, 'a');
    vi.advanceTimersByTime(350);
    await settle();
    // The failed modal still ends the session on the login page, and the next 6001 tries again.
    expect(effects.paths).toEqual(['/user/login']);
    events.emit(6001, 'b');
    vi.advanceTimersByTime(350);
    expect(calls).toBe(2);
  });
});

describe('a code for a session already replaced (issue #38 item 5)', () => {
  it.each([6001, 10105, 10004, 10104])('%i on a call that carried another token than the one now ends nothing', (code) => {
    const { events, effects, state } = setup({ url: '/mine' });
    events.emit(code, '旧会话', true);
    vi.advanceTimersByTime(350);
    expect(state.tokenClears).toBe(0);
    expect(effects.dialogs).toEqual([]);
    expect(effects.paths).toEqual([]);
  });

  it('the same code on a call that carried the token now acts', () => {
    const { events, effects, state } = setup({ url: '/mine' });
    events.emit(6001, '您的账号已在其他设备登录', false);
    vi.advanceTimersByTime(350);
    expect(state.tokenClears).toBe(1);
    expect(effects.dialogs).toHaveLength(1);
  });

  it('10102 is the device\'s, whoever\'s token the call carried: it still acts', () => {
    const { events, state } = setup({ url: '/mine' });
    events.emit(10102, '设备已被限制', true);
    vi.advanceTimersByTime(350);
    expect(state.loginStateClears).toBe(1);
  });
});
