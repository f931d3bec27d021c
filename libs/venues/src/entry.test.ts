import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VENUE_RELAUNCH_DEBOUNCE_MS } from './constants';
import { launchKind, launchWithRelaunch, venueOfRoute, windowTarget } from './entry';
import { createVenueLauncher } from './launcher';
import { MESSAGES } from './messages';
import type { LaunchOutcome } from './ports';
import { FakePlatform, FakeStorage, VENUE_ORIGIN, fakeClock, launchData } from './test-fakes';

describe('launchKind', () => {
  it('sends the six venues with a launch page to their page', () => {
    expect(launchKind('OBTY')).toEqual({ kind: 'page', venue: 'OBTY', route: '/game/sport/ob' });
    expect(launchKind('V188')).toEqual({ kind: 'page', venue: 'V188', route: '/game/sport/V188' });
    expect(launchKind('LHDJ')).toEqual({ kind: 'page', venue: 'LHDJ', route: '/game/gaming/lhdj' });
  });
  it('opens every other venue the platform lists in a window: FBTY and the egame, live, lottery and chess venues', () => {
    for (const code of ['FBTY', 'PGDZ', 'AGZR', 'TCCP', 'KYQP']) expect(launchKind(code)).toEqual({ kind: 'window', venue: code });
  });
  it('refuses codes of the wrong shape, the YBTY alias and junk', () => {
    for (const code of ['NOPE', 'YBTY', '', 'obty', 'PG DZ', null, 42, undefined, {}]) expect(launchKind(code)).toEqual({ kind: 'unavailable' });
  });
});

describe('venueOfRoute', () => {
  it('maps a launch page path back to its venue', () => {
    expect(venueOfRoute('/game/sport/im')).toBe('IMTY');
    expect(venueOfRoute('/game/gaming/ybdj')).toBe('YBDJ');
    expect(venueOfRoute('/game/sport')).toBeNull();
  });
});

describe('windowTarget (a venue without a launch page opens in a new window)', () => {
  const launched = (overrides = {}): LaunchOutcome => ({ ok: true, venue: 'PGDZ', result: launchData('PGDZ', 1, overrides) });

  it('gives the lobby url when its origin is on the platform list (h5Url on a small screen)', () => {
    expect(windowTarget(launched(), [`${VENUE_ORIGIN}/any/path`])).toEqual({ ok: true, url: `${VENUE_ORIGIN}/pgdz/lobby?t=1` });
    expect(windowTarget(launched(), [VENUE_ORIGIN], { mobile: true })).toEqual({ ok: true, url: `${VENUE_ORIGIN}/pgdz/h5?t=1` });
  });

  it('refuses a lobby on another origin even though the launch reply names that origin itself', () => {
    const evil = launched({ url: 'https://evil.example/lobby', h5Url: '', apiUrl: 'https://evil.example' });
    expect(windowTarget(evil, [VENUE_ORIGIN])).toEqual({ ok: false, message: MESSAGES.venueOriginRefused });
    // A look-alike with credentials is no venue origin either.
    const lookAlike = launched({ url: `https://x@${VENUE_ORIGIN.slice(8)}/lobby`, h5Url: '' });
    expect(windowTarget(lookAlike, [VENUE_ORIGIN])).toEqual({ ok: false, message: MESSAGES.launchReplyInvalid });
  });

  it('opens nothing while the platform list is unknown or unusable', () => {
    expect(windowTarget(launched(), [])).toEqual({ ok: false, message: MESSAGES.venueOriginsUnknown });
    expect(windowTarget(launched(), ['javascript:alert(1)', 3])).toEqual({ ok: false, message: MESSAGES.venueOriginsUnknown });
  });

  it("passes on a failed launch's own message (maintenance) and reports a blocked window", () => {
    const refused: LaunchOutcome = { ok: false, venue: 'PGDZ', code: 10001, message: 'PG电子维护中，请稍后再试' };
    expect(windowTarget(refused, [VENUE_ORIGIN])).toEqual({ ok: false, message: 'PG电子维护中，请稍后再试' });
    expect(windowTarget(launched(), [VENUE_ORIGIN], { windowOpened: false })).toEqual({ ok: false, message: MESSAGES.popupBlocked });
  });

  it('refuses a launch without an http(s) lobby', () => {
    expect(windowTarget(launched({ url: 'javascript:alert(1)', h5Url: '' }), [VENUE_ORIGIN])).toEqual({ ok: false, message: MESSAGES.launchReplyInvalid });
  });
});

describe('launchWithRelaunch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const platform = new FakePlatform();
    const launcher = createVenueLauncher({ launch: platform.launch, storage: new FakeStorage(), clock: fakeClock() });
    return { platform, launcher };
  }

  it('relaunches FBTY once, 1000 ms after a 14010, and gives the second result', async () => {
    const { platform, launcher } = setup();
    platform.launchScript = (body, serial) => (serial === 1 ? { status_code: 14010, message: '令牌已过期' } : launchData(body.enName, serial));
    let outcome: LaunchOutcome | undefined;
    void launchWithRelaunch(launcher, 'FBTY').then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS - 1);
    expect(platform.launchesOf('FBTY')).toBe(1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(platform.launchesOf('FBTY')).toBe(2);
    expect(outcome).toMatchObject({ ok: true, venue: 'FBTY', result: { url: `${VENUE_ORIGIN}/fbty/lobby?t=2` } });
  });

  it('relaunches only once: a second relaunch code is the answer', async () => {
    const { platform, launcher } = setup();
    platform.launchScript = () => ({ status_code: 400401, message: '令牌已过期' });
    const pending = launchWithRelaunch(launcher, 'OBTY');
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS * 5);
    expect(await pending).toMatchObject({ ok: false, code: 400401 });
    expect(platform.launchesOf('OBTY')).toBe(2);
  });

  it("does not relaunch for another venue's code or another failure", async () => {
    const { platform, launcher } = setup();
    platform.launchScript = () => ({ status_code: 400401, message: '令牌已过期' });
    const pending = launchWithRelaunch(launcher, 'PGDZ');
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS * 2);
    expect(await pending).toMatchObject({ ok: false, code: 400401 });
    expect(platform.launchesOf('PGDZ')).toBe(1);
  });
});
