import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VENUE_RELAUNCH_DEBOUNCE_MS, VENUE_STORAGE_KEYS } from './constants';
import { createVenueLauncher, relaunchVenueForCode } from './launcher';
import { MESSAGES } from './messages';
import type { LaunchOutcome } from './ports';
import { BrokenStorage, FakePlatform, FakeStorage, VENUE_ORIGIN, fakeClock, launchData } from './test-fakes';

function setup() {
  const platform = new FakePlatform();
  const storage = new FakeStorage();
  const launcher = createVenueLauncher({ launch: platform.launch, storage, clock: fakeClock() });
  return { platform, storage, launcher };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('launch (POST /game/api/v1/venue/launch)', () => {
  it('sends every body field of SPEC §7 with the site id', async () => {
    const { platform, launcher } = setup();
    await launcher.launch('OBTY', { gameCode: 'football', isApp: 1 });
    expect(platform.launches).toEqual([
      {
        enName: 'OBTY',
        appSendMoney: 0,
        activity: '',
        gameCode: 'football',
        https: 1,
        isApp: 1,
        isSure: 1,
        isPreload: 0,
        isManualLaunch: 0,
        siteId: 4002,
        temporaryParam: '',
      },
    ]);
  });

  it('saves the result per venue, in memory and in local storage', async () => {
    const { storage, launcher } = setup();
    const im = await launcher.launch('IMTY');
    const fb = await launcher.launch('FBTY');
    expect(im).toEqual({ ok: true, venue: 'IMTY', result: launchData('IMTY', 1) });
    expect(fb.ok && fb.result.token).toBe('tok-FBTY-2');
    expect(launcher.result('IMTY')?.token).toBe('tok-IMTY-1');
    expect(JSON.parse(storage.getItem('venueLaunch:FBTY') ?? 'null')).toEqual(launchData('FBTY', 2));
    // A fresh launcher (a page reload) reads the saved results back.
    const reloaded = createVenueLauncher({ launch: new FakePlatform().launch, storage, clock: fakeClock() });
    expect(reloaded.result('IMTY')).toEqual(launchData('IMTY', 1));
    expect(reloaded.result('OBTY')).toBeNull();
  });

  it('stores the OBTY requestId for the counts', async () => {
    const { storage, launcher } = setup();
    await launcher.launch('OBTY');
    expect(storage.getItem(VENUE_STORAGE_KEYS.obtyRequestId)).toBe('req-1');
  });

  it('accepts a reply that is still the platform envelope', async () => {
    const { platform, launcher } = setup();
    platform.launchScript = (body, n) => ({ status_code: 6000, message: 'ok', data: launchData(body.enName, n) });
    const outcome = await launcher.launch('FBTY');
    expect(outcome.ok && outcome.result.url).toBe(`${VENUE_ORIGIN}/fbty/lobby?t=1`);
  });

  it('a launch without options repeats the member\'s last choice; explicit options replace it', async () => {
    const { platform, launcher } = setup();
    await launcher.launch('OBTY', { gameCode: 'basketball' });
    await launcher.launch('OBTY');
    await launcher.launch('OBTY', {});
    expect(platform.launches.map((b) => b.gameCode)).toEqual(['basketball', 'basketball', '']);
  });

  it('concurrent identical launches share one request', async () => {
    const { platform, launcher } = setup();
    const [a, b] = await Promise.all([launcher.launch('OBTY'), launcher.launch('OBTY')]);
    expect(platform.launches).toHaveLength(1);
    expect(a).toEqual(b);
  });

  it('stores the failure message under the launch key when the platform rejects', async () => {
    const { platform, storage, launcher } = setup();
    platform.launchScript = () => Promise.reject(Object.assign(new Error('场馆维护中'), { code: 10001 }));
    vi.setSystemTime(1_700_000_000_000);
    const outcome = await launcher.launch('IMTY');
    expect(outcome).toEqual({ ok: false, venue: 'IMTY', code: 10001, message: '场馆维护中' });
    expect(JSON.parse(storage.getItem(VENUE_STORAGE_KEYS.launchFailure) ?? 'null')).toEqual({
      venue: 'IMTY',
      code: 10001,
      message: '场馆维护中',
      time: 1_700_000_000_000,
    });
    expect(launcher.lastFailure()?.message).toBe('场馆维护中');
    expect(launcher.result('IMTY')).toBeNull();
  });

  it('treats a failure envelope, an empty message and an unreadable reply as failures with Chinese text', async () => {
    const { platform, launcher } = setup();
    platform.launchScript = () => ({ status_code: 10001, message: '', data: null });
    expect(await launcher.launch('IMTY')).toMatchObject({ ok: false, code: 10001, message: MESSAGES.launchFailed });
    platform.launchScript = () => ({ status_code: 6000, message: '', data: 'nonsense' });
    expect(await launcher.launch('IMTY')).toMatchObject({ ok: false, message: MESSAGES.launchReplyInvalid });
    platform.launchScript = () => Promise.reject('boom');
    expect(await launcher.launch('IMTY')).toMatchObject({ ok: false, code: null, message: MESSAGES.launchFailed });
  });

  it('clears the stored failure once that venue launches', async () => {
    const { platform, launcher } = setup();
    platform.launchScript = () => Promise.reject(new Error('失败'));
    await launcher.launch('OBTY');
    platform.launchScript = (body, n) => launchData(body.enName, n);
    await launcher.launch('OBTY');
    expect(launcher.lastFailure()).toBeNull();
  });

  it('keeps working when storage is disabled', async () => {
    const platform = new FakePlatform();
    const launcher = createVenueLauncher({ launch: platform.launch, storage: new BrokenStorage(), clock: fakeClock() });
    const outcome = await launcher.launch('OBTY');
    expect(outcome.ok).toBe(true);
    expect(launcher.result('OBTY')?.requestId).toBe('req-1');
  });

  it('tells listeners about every launch', async () => {
    const { platform, launcher } = setup();
    const heard: LaunchOutcome[] = [];
    launcher.onLaunch((o) => heard.push(o));
    await launcher.launch('IMTY');
    platform.launchScript = () => Promise.reject(new Error('不行'));
    await launcher.launch('FBTY');
    expect(heard.map((o) => [o.venue, o.ok])).toEqual([
      ['IMTY', true],
      ['FBTY', false],
    ]);
  });
});

describe('relaunch codes (400401 OBTY, 14010 FBTY), debounced 1000 ms', () => {
  it('maps each code to its venue, numbers or strings', () => {
    expect(relaunchVenueForCode(400401)).toBe('OBTY');
    expect(relaunchVenueForCode('14010')).toBe('FBTY');
    expect(relaunchVenueForCode(6000)).toBeNull();
    expect(relaunchVenueForCode(undefined)).toBeNull();
  });

  it('a burst of 400401 produces one relaunch, 1000 ms after the last code', async () => {
    const { platform, launcher } = setup();
    await launcher.launch('OBTY', { gameCode: 'g1' });
    const first = launcher.handleCode(400401, 'OBTY');
    await vi.advanceTimersByTimeAsync(600);
    const second = launcher.handleCode('400401');
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS - 1);
    expect(platform.launchesOf('OBTY')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(platform.launchesOf('OBTY')).toBe(2);
    // The relaunch repeats the last options and both callers get its outcome.
    expect(platform.launches[1]?.gameCode).toBe('g1');
    const outcomes = await Promise.all([first, second]);
    expect(outcomes.map((o) => o?.ok && o.result.requestId)).toEqual(['req-2', 'req-2']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(platform.launchesOf('OBTY')).toBe(2);
  });

  it('14010 relaunches FBTY; a code of another venue or no relaunch code does nothing', async () => {
    const { platform, launcher } = setup();
    expect(launcher.handleCode(14010, 'OBTY')).toBeNull();
    expect(launcher.handleCode(400401, 'FBTY')).toBeNull();
    expect(launcher.handleCode(10001)).toBeNull();
    void launcher.handleCode(14010, 'FBTY');
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS);
    expect(platform.launches.map((b) => b.enName)).toEqual(['FBTY']);
  });

  it('dispose cancels a pending relaunch', async () => {
    const { platform, launcher } = setup();
    const pending = launcher.relaunch('OBTY');
    launcher.dispose();
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS * 2);
    expect(platform.launches).toHaveLength(0);
    expect(await pending).toMatchObject({ ok: false, venue: 'OBTY' });
  });
});

describe('allowedOrigins', () => {
  it('lists the origins of every saved launch result, including after a reload', async () => {
    const { platform, storage, launcher } = setup();
    expect(launcher.allowedOrigins()).toEqual([]);
    platform.launchScript = (body, n) =>
      launchData(body.enName, n, body.enName === 'IMTY' ? { url: 'https://im.venue.test/lobby', apiUrl: '' } : {});
    await launcher.launch('OBTY');
    await launcher.launch('IMTY');
    const reloaded = createVenueLauncher({ launch: platform.launch, storage, clock: fakeClock() });
    expect(reloaded.allowedOrigins().sort()).toEqual(
      ['https://im.venue.test', 'https://static.venue.test', VENUE_ORIGIN].sort(),
    );
  });

  it('includes platform venues outside the spec list (PGDZ), after a reload too, and survives a garbled index', async () => {
    const { platform, storage, launcher } = setup();
    platform.launchScript = (body, n) => launchData(body.enName, n, { url: 'https://pg.venue.test/lobby', h5Url: '', apiUrl: '', resource: '' });
    await launcher.launch('PGDZ');
    expect(launcher.allowedOrigins()).toEqual(['https://pg.venue.test']);
    const reloaded = createVenueLauncher({ launch: platform.launch, storage, clock: fakeClock() });
    expect(reloaded.allowedOrigins()).toEqual(['https://pg.venue.test']);
    storage.setItem(VENUE_STORAGE_KEYS.launchedVenues, '{not json');
    expect(createVenueLauncher({ launch: platform.launch, storage, clock: fakeClock() }).allowedOrigins()).toEqual([]);
    storage.setItem(VENUE_STORAGE_KEYS.launchedVenues, JSON.stringify(['PGDZ', 42, 'NOPE']));
    expect(createVenueLauncher({ launch: platform.launch, storage, clock: fakeClock() }).allowedOrigins()).toEqual(['https://pg.venue.test']);
  });
});
