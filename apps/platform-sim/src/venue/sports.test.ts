import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_SCHEMAS, envelopeSchema, RELAUNCH_CODES, VENUE_API_PATHS } from '@site/api-contract';
import type { RunningSim } from '../index';
import { startSim } from '../index';
import { demoToken, postTo } from '../testing';
import { fixturesAt, listedBy, ODDS_STEP_MS } from './sports-schedule';

let sim: RunningSim;
let token = '';

const post = (path: string, body: unknown) => postTo(sim.port, path, body, token);
const launch = async (enName: string, gameCode = '') =>
  envelopeSchema(API_SCHEMAS.venueLaunch.reply).parse(await post(API_PATHS.venueLaunch, { enName, gameCode })).data;
const venue = async (url: string, headers: Record<string, string>, body: unknown = {}) =>
  (await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json()) as Record<string, unknown>;
const control = (path: string, body: unknown) => fetch(`http://127.0.0.1:${sim.port}${path}`, { method: 'POST', body: JSON.stringify(body) });

beforeEach(async () => {
  sim = await startSim({ dbFile: ':memory:', control: true });
  token = await demoToken(sim.port);
});
afterEach(async () => {
  await sim.close();
});

describe('the simulated sports providers', () => {
  it('IMTY answers its event list only with Token, the member code and a language; in European odds', async () => {
    const im = await launch('IMTY');
    const url = `${im.apiUrl}${VENUE_API_PATHS.imtyEvents}`;
    expect(await venue(url, {}, { Token: im.token, MemberCode: 'demo888', LanguageCode: 'CHS' })).toMatchObject({ StatusCode: 100, StatusDesc: 'Success' });
    const reply = await venue(url, { Token: im.token }, { MemberCode: 'demo888', LanguageCode: 'CHS', OddsType: 3 });
    const result = reply['Result'] as { OddsType: number; Events: { EventId: number; Markets: { Selections: { Odds: number }[] }[] }[] };
    expect(result.OddsType).toBe(3);
    expect(result.Events.length).toBeGreaterThan(10);
    for (const e of result.Events) for (const m of e.Markets) for (const s of m.Selections) expect(s.Odds).toBeGreaterThan(1);
    expect(await venue(url, {}, { Token: im.token, MemberCode: 'someone', LanguageCode: 'CHS' })).toMatchObject({ StatusCode: 402 });
    expect(await venue(url, {}, { Token: 'nope', MemberCode: 'demo888', LanguageCode: 'CHS' })).toMatchObject({ StatusCode: 401 });
  });

  it('OBTY wants the requestId and the cuid of its login flow, and says 400401 after its session ended', async () => {
    const ob = await launch('OBTY');
    const url = `${ob.apiUrl}${VENUE_API_PATHS.obtyMatches}`;
    const reply = await venue(url, { requestId: ob.requestId, cuid: 'ob10001' });
    expect(reply).toMatchObject({ code: '0000000', msg: 'success' });
    const list = (reply['data'] as { list: { mid: string; hps: { hl: { ol: { ov: number }[] }[] }[] }[] }).list;
    expect(list.length).toBeGreaterThan(10);
    expect(Number.isInteger(list[0]?.hps[0]?.hl[0]?.ol[0]?.ov)).toBe(true);
    expect(await venue(url, { requestId: ob.requestId, cuid: 'ob1' })).toMatchObject({ code: 400402 });
    await control('/__sim/venue/expire', { venue: 'OBTY' });
    expect(await venue(url, { requestId: ob.requestId, cuid: 'ob10001' })).toMatchObject({ code: RELAUNCH_CODES.OBTY, data: null });
  });

  it('FBTY wants Authorization and languageType CMN, and says 14010 after its session ended', async () => {
    const fb = await launch('FBTY');
    const url = `${fb.apiUrl}${VENUE_API_PATHS.fbtyMatches}`;
    const reply = await venue(url, { Authorization: fb.token }, { languageType: 'CMN' });
    expect(reply).toMatchObject({ success: true, code: 0 });
    expect((reply['data'] as { records: unknown[] }).records.length).toBeGreaterThan(5);
    expect(await venue(url, { Authorization: fb.token }, { languageType: 'ENG' })).toMatchObject({ success: false, code: 14001 });
    await control('/__sim/venue/expire', { venue: 'FBTY' });
    expect(await venue(url, { Authorization: fb.token }, { languageType: 'CMN' })).toMatchObject({ success: false, code: RELAUNCH_CODES.FBTY });
  });

  it('a forced code reaches a provider path too (one venue answering errors)', async () => {
    const fb = await launch('FBTY');
    await control('/__sim/force', { path: VENUE_API_PATHS.fbtyMatches, code: 10001, times: 1 });
    expect(await venue(`${fb.apiUrl}${VENUE_API_PATHS.fbtyMatches}`, { Authorization: fb.token }, { languageType: 'CMN' })).toMatchObject({ status_code: 10001 });
  });

  it('a launch at a match opens the lobby on that match', async () => {
    const fixture = fixturesAt(Date.now()).find((f) => listedBy(f).OBTY);
    const ob = await launch('OBTY', String(1_665_000_000_000 + (fixture?.n ?? 0)));
    expect(ob.url).toContain('&match=');
    const html = await (await fetch(ob.url)).text();
    expect(html).toContain(`已为您打开赛事：${fixture?.league ?? ''} ${fixture?.home ?? ''} 对 ${fixture?.away ?? ''}`);
  });
});

describe('the simulated fixtures follow the clock', () => {
  const T = Date.parse('2026-11-23T20:00:00+08:00');

  it('a day has in-play, later-today and next-day fixtures; finished ones leave the list', () => {
    const at = fixturesAt(T + 30 * 60_000);
    const live = at.filter((f) => f.live);
    expect(live.map((f) => [f.league, f.minute])).toContainEqual(['英超', 31]);
    expect(at.some((f) => !f.live && f.kickOff > T + 3600_000)).toBe(true);
    expect(at.every((f) => f.kickOff + 115 * 60_000 > T + 30 * 60_000)).toBe(true);
    // Half-time holds the minute at 45; the second half runs on.
    const half = fixturesAt(T + 50 * 60_000).find((f) => f.kickOff === T);
    expect(half?.minute).toBe(45);
    expect(fixturesAt(T + 80 * 60_000).find((f) => f.kickOff === T)?.minute).toBe(66);
    // Stoppage time reads 90 until the match leaves the list.
    expect(fixturesAt(T + 107 * 60_000).find((f) => f.kickOff === T)?.minute).toBe(90);
    expect(fixturesAt(T + 121 * 60_000).find((f) => f.kickOff === T)).toBeUndefined();
  });

  it('scores only grow during a match, and prices move from one 30 s step to the next', () => {
    const fixture = (t: number) => fixturesAt(t).find((f) => f.kickOff === T);
    let last = 0;
    for (let m = 0; m <= 105; m += 5) {
      const s = fixture(T + m * 60_000)?.score;
      const goals = (s?.home ?? 0) + (s?.away ?? 0);
      expect(goals).toBeGreaterThanOrEqual(last);
      last = goals;
    }
    const prices = new Set<string>();
    for (let i = 0; i < 8; i += 1) prices.add(JSON.stringify(fixture(T + 10 * 60_000 + i * ODDS_STEP_MS)?.odds));
    expect(prices.size).toBeGreaterThan(1);
  });

  it('each venue lists most fixtures, none lists all, and most fixtures are at two venues or more', () => {
    const all = fixturesAt(T);
    const by = (v: 'IMTY' | 'OBTY' | 'FBTY') => all.filter((f) => listedBy(f)[v]).length;
    for (const v of ['IMTY', 'OBTY', 'FBTY'] as const) {
      expect(by(v)).toBeGreaterThan(3);
      expect(by(v)).toBeLessThan(all.length);
    }
    const shared = all.filter((f) => Object.values(listedBy(f)).filter(Boolean).length >= 2).length;
    expect(shared / all.length).toBeGreaterThan(0.5);
  });
});
