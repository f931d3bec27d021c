import { VENUE_API_PATHS, VENUE_PATHS } from '@site/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMTY_PROXY_PREFIX, VENUE_RELAUNCH_DEBOUNCE_MS } from '../constants';
import { MESSAGES } from '../messages';
import { FakeCache, FakePlatform, FakeStorage, FakeVenueServer, VENUE_ORIGIN, fakeClock, json } from '../test-fakes';
import { VENUE_LOCAL_CODES } from '../venue-reply';
import { createVenues } from '../venues';
import { SPORTS_TIMEOUT_CODE, SPORTS_VENUE_TIMEOUT_MS, createSportsFeed } from './feed';
import { createSportsPoller } from './poller';
import type { SportsSnapshot } from './types';

const KICK_OFF = Date.parse('2026-11-23T20:00:00+08:00');

const imtyReply = {
  StatusCode: 100,
  StatusDesc: '',
  Result: { OddsType: 3, Events: [{ EventId: 1, CompetitionName: '西甲', HomeTeam: '皇马', AwayTeam: '巴萨', EventDate: '2026-11-23T20:00:00+08:00', IsLive: false, Markets: [] }] },
};
const obtyReply = { code: '0000000', msg: 'success', data: { list: [{ mid: '2', tn: '西甲', mhn: '皇马', man: '巴萨', mgt: String(KICK_OFF), ms: 0, hps: [] }] } };
const fbtyReply = { success: true, code: 0, message: '', data: { records: [{ id: 3, lg: { na: '意甲' }, ts: [{ na: '米兰' }, { na: '国米' }], bt: KICK_OFF, ms: 1, mg: [] }] } };

function setup() {
  const platform = new FakePlatform();
  const server = new FakeVenueServer();
  const replies: Record<'IMTY' | 'OBTY' | 'FBTY', () => Response | Promise<Response>> = {
    IMTY: () => json(imtyReply),
    OBTY: () => json(obtyReply),
    FBTY: () => json(fbtyReply),
  };
  server
    .on((u) => u.pathname.startsWith('/v1/token/'), () => json({ code: 100, data: { token: 'vt' } }))
    .on((u) => u.pathname === VENUE_PATHS.obtyUserInfo, () => json({ code: 0, data: { userId: 'cu-1' } }))
    .on((u) => u.pathname === `${IMTY_PROXY_PREFIX}${VENUE_API_PATHS.imtyEvents}`, () => replies.IMTY())
    .on((u) => u.pathname === VENUE_API_PATHS.obtyMatches, () => replies.OBTY())
    .on((u) => u.pathname === VENUE_API_PATHS.fbtyMatches, () => replies.FBTY());
  const venues = createVenues({
    launch: platform.launch,
    fetchCounts: platform.fetchCounts,
    cache: new FakeCache(),
    getToken: () => 'member-token',
    getMemberCode: () => 'demo888',
    http: server.fetch,
    storage: new FakeStorage(),
    clock: fakeClock(),
  });
  const feed = createSportsFeed({ venues: { launcher: venues.launcher, client: venues.client, obtyLogin: venues.obtyLogin }, clock: fakeClock() });
  return { platform, server, replies, feed };
}

/** Never answers: a venue whose feed hangs. */
const hanging = () => new Promise<Response>(() => undefined);

/** What the page was shown, in order: each snapshot's venues with matches and those still loading. */
function shown(snapshots: readonly SportsSnapshot[]): string[] {
  return snapshots.map((s) => `${[...new Set(s.matches.map((m) => m.venue))].join('+')}|loading:${s.pending.join('+')}|failed:${s.failures.map((f) => f.venue).join('+')}`);
}

const matchCalls = (server: FakeVenueServer) => server.seen.filter((r) => /GetSportEvents|matchesPB|getList/.test(r.url));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(KICK_OFF - 3600_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSportsFeed', () => {
  it('sends IMTY calls under the contract’s proxy prefix', () => {
    expect(IMTY_PROXY_PREFIX).toBe(VENUE_API_PATHS.imtyProxyPrefix);
  });

  it('launches each venue once and asks all three where SPEC §7 sends them, with their shared parameters', async () => {
    const { platform, server, feed } = setup();
    const snapshot = await feed.load();
    expect(snapshot.answered).toEqual(['IMTY', 'OBTY', 'FBTY']);
    expect(snapshot.failures).toEqual([]);
    expect(snapshot.matches.map((m) => `${m.venue}:${m.matchId}`)).toEqual(['IMTY:1', 'OBTY:2', 'FBTY:3']);

    const [imty, obty, fbty] = ['GetSportEvents', 'matchesPB', 'getList'].map((p) => matchCalls(server).find((r) => r.url.includes(p)));
    expect(imty?.url).toBe(`${IMTY_PROXY_PREFIX}${VENUE_API_PATHS.imtyEvents}`);
    expect(imty?.body).toMatchObject({ LanguageCode: 'CHS', OddsType: 3, TimeStamp: Date.now(), origin: VENUE_ORIGIN, Token: 'tok-IMTY-1', MemberCode: 'demo888' });
    expect(obty?.url).toBe(`${VENUE_ORIGIN}${VENUE_API_PATHS.obtyMatches}`);
    expect(obty?.body).toMatchObject({ cuid: 'cu-1', origin: VENUE_ORIGIN, requestId: 'req-2', resourceUrl: 'https://static.venue.test/res', resourceGamingUrl: 'https://static.venue.test/res' });
    expect(fbty?.url).toBe(`${VENUE_ORIGIN}${VENUE_API_PATHS.fbtyMatches}`);
    expect(fbty?.body).toMatchObject({ origin: VENUE_ORIGIN, languageType: 'CMN', Authorization: 'tok-FBTY-3' });

    await feed.load();
    expect(platform.launches.map((b) => b.enName).sort()).toEqual(['FBTY', 'IMTY', 'OBTY']);
  });

  it.each([
    ['an HTTP error', () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }), 502],
    ['a failure code', () => json({ StatusCode: 500, StatusDesc: '系统维护' }), 500],
    ['malformed data', () => json({ StatusCode: 100, Result: { Events: 'none' } }), VENUE_LOCAL_CODES.invalidReply],
    ['not JSON', () => new Response('<html>', { status: 200 }), VENUE_LOCAL_CODES.invalidReply],
  ])('IMTY answering %s drops out with a note; the other two stay', async (_name, reply, code) => {
    const { replies, feed } = setup();
    replies.IMTY = reply;
    const snapshot = await feed.load();
    expect(snapshot.answered).toEqual(['OBTY', 'FBTY']);
    expect(snapshot.failures).toEqual([expect.objectContaining({ venue: 'IMTY', code })]);
    expect(snapshot.matches.map((m) => m.venue)).toEqual(['OBTY', 'FBTY']);
  });

  it.each([
    ['HTTP 405', () => new Response('', { status: 405, statusText: 'Method Not Allowed' })],
    ['an English message of its own', () => json({ StatusCode: 500, StatusDesc: 'Method Not Allowed' })],
  ])('IMTY failing with %s: the note carries a Chinese reason, no English (issue #41 item 5)', async (_name, reply) => {
    const { replies, feed } = setup();
    replies.IMTY = reply;
    const snapshot = await feed.load();
    expect(snapshot.failures).toHaveLength(1);
    const [failure] = snapshot.failures;
    expect(failure?.venue).toBe('IMTY');
    expect(failure?.message).not.toMatch(/[A-Za-z]/);
    expect(failure?.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a venue that does not answer in time drops out; the round does not wait for it', async () => {
    const { replies, feed } = setup();
    replies.FBTY = () => new Promise<Response>(() => undefined);
    const round = feed.load();
    await vi.advanceTimersByTimeAsync(SPORTS_VENUE_TIMEOUT_MS);
    const snapshot = await round;
    expect(snapshot.answered).toEqual(['IMTY', 'OBTY']);
    expect(snapshot.failures).toEqual([{ venue: 'FBTY', code: SPORTS_TIMEOUT_CODE, message: MESSAGES.venueTimeout }]);
  });

  it('one hanging venue: the others\' matches come within 4 s, the late one marked loading, then 响应超时 (issue #41 item 4)', async () => {
    const { replies, feed } = setup();
    replies.OBTY = hanging;
    const poller = createSportsPoller({ feed, visibility: { isVisible: () => true, onChange: () => () => undefined }, clock: fakeClock() });
    const seen: SportsSnapshot[] = [];
    poller.subscribe((s) => seen.push(s));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(seen.at(-1)?.matches.map((m) => m.venue)).toEqual(['IMTY', 'FBTY']);
    expect(seen.at(-1)?.pending).toEqual(['OBTY']);
    expect(seen.at(-1)?.failures).toEqual([]);
    await vi.advanceTimersByTimeAsync(SPORTS_VENUE_TIMEOUT_MS - 4_000);
    expect(seen.at(-1)?.pending).toEqual([]);
    expect(seen.at(-1)?.failures).toEqual([{ venue: 'OBTY', code: SPORTS_TIMEOUT_CODE, message: MESSAGES.venueTimeout }]);
    expect(seen.at(-1)?.matches.map((m) => m.venue)).toEqual(['IMTY', 'FBTY']);
    poller.dispose();
  });

  it('each venue shows as it comes; a late venue is added when it answers, even after its timeout', async () => {
    const { replies, feed } = setup();
    let answerFbty: (r: Response) => void = () => undefined;
    replies.FBTY = () => new Promise<Response>((resolve) => (answerFbty = resolve));
    const seen: SportsSnapshot[] = [];
    const round = feed.load((s) => seen.push(s));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown(seen).at(-1)).toBe('IMTY+OBTY|loading:FBTY|failed:');
    await vi.advanceTimersByTimeAsync(SPORTS_VENUE_TIMEOUT_MS);
    expect(shown([await round])).toEqual(['IMTY+OBTY|loading:|failed:FBTY']);
    answerFbty(json(fbtyReply));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown(seen).at(-1)).toBe('IMTY+OBTY+FBTY|loading:|failed:');
  });

  it('a later round shows each venue\'s earlier result while it asks again: its list, not a blank; its failure, not 加载中 again', async () => {
    const { replies, feed } = setup();
    await feed.load();
    replies.FBTY = hanging;
    const seen: SportsSnapshot[] = [];
    const second = feed.load((s) => seen.push(s));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown(seen).at(-1)).toBe('IMTY+OBTY+FBTY|loading:|failed:');
    await vi.advanceTimersByTimeAsync(SPORTS_VENUE_TIMEOUT_MS);
    expect(shown([await second])).toEqual(['IMTY+OBTY|loading:|failed:FBTY']);
    const third: SportsSnapshot[] = [];
    void feed.load((s) => third.push(s));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown(third)).toEqual(['IMTY+OBTY|loading:|failed:FBTY', 'IMTY+OBTY|loading:|failed:FBTY']);
  });

  it('an expired OBTY token (400401) relaunches OBTY once, refreshes the cuid and asks again', async () => {
    const { platform, server, replies, feed } = setup();
    await feed.load();
    let expired = true;
    replies.OBTY = () => {
      if (!expired) return json(obtyReply);
      expired = false;
      return json({ code: 400401, msg: '令牌已过期' });
    };
    const round = feed.load();
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS);
    const snapshot = await round;
    expect(platform.launchesOf('OBTY')).toBe(2);
    expect(snapshot.answered).toEqual(['IMTY', 'OBTY', 'FBTY']);
    const obtyCalls = matchCalls(server).filter((r) => r.url.includes('matchesPB'));
    expect(obtyCalls.at(-1)?.body).toMatchObject({ requestId: 'req-4' });
  });

  it('FBTY 14010 twice in a row: one relaunch, then it drops out of this round', async () => {
    const { platform, replies, feed } = setup();
    replies.FBTY = () => json({ success: false, code: 14010, message: '登录失效' });
    const round = feed.load();
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS);
    const snapshot = await round;
    expect(platform.launchesOf('FBTY')).toBe(2);
    expect(snapshot.failures).toEqual([{ venue: 'FBTY', code: 14010, message: '登录失效' }]);
    expect(snapshot.answered).toEqual(['IMTY', 'OBTY']);
  });

  it('a venue whose launch fails drops out with the launch message', async () => {
    const { platform, feed } = setup();
    platform.launchScript = (body, serial) =>
      body.enName === 'IMTY' ? { status_code: 10001, message: 'IM体育维护中，请稍后再试' } : { ...new FakePlatform().launchScript(body, serial) };
    const snapshot = await feed.load();
    expect(snapshot.failures).toEqual([{ venue: 'IMTY', code: 10001, message: 'IM体育维护中，请稍后再试' }]);
    expect(snapshot.answered).toEqual(['OBTY', 'FBTY']);
  });
});
