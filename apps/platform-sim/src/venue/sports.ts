import { ODDS_TYPE, RELAUNCH_CODES, VENUE_API_PATHS } from '@site/api-contract';
import type { Context, Hono } from 'hono';
import type { SimContext } from '../context';
import { memberById } from '../http/members';
import type { VenueSession } from './session';
import { venueSessionByToken } from './session';
import type { Fixture } from './sports-schedule';
import { fixturesAt, listedBy } from './sports-schedule';

/**
 * The three sports providers' match lists, each in its own shape, paths and auth, as real
 * providers differ (the site's @site/venues reads each one):
 * - IMTY `POST /api/mobile/GetSportEvents` (the site reaches it through its IMTY proxy prefix):
 *   Token + MemberCode + LanguageCode + OddsType; `{ StatusCode, StatusDesc, Result }`.
 * - OBTY `POST /yewu11/v1/m/matchesPB`: headers requestId + cuid of the OBTY login flow;
 *   `{ code, msg, data: { list } }`, prices × 100 000; 400401 when the session is over.
 * - FBTY `POST /v1/match/getList`: Authorization (the launch token), languageType CMN;
 *   `{ success, code, message, data: { records } }`; 14010 when the session is over.
 * Scores and prices follow the simulator clock (sports-schedule.ts).
 */

type Params = Record<string, unknown>;

/** The shared parameters arrive as headers and (POST) in the JSON body; either counts. */
async function params(c: Context): Promise<Params> {
  let body: Params = {};
  try {
    const parsed: unknown = await c.req.json();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Params;
  } catch {
    // No body or not JSON: headers only.
  }
  return body;
}

function pick(c: Context, body: Params, name: string): string {
  const fromBody = body[name];
  if (typeof fromBody === 'string' || typeof fromBody === 'number') return String(fromBody);
  return c.req.header(name) ?? '';
}

type SportsVenue = 'IMTY' | 'OBTY' | 'FBTY';

export function registerSportsRoutes(app: Hono, ctx: SimContext): void {
  const session = (token: string, venue: string): VenueSession | undefined => {
    if (token === '') return undefined;
    const row = venueSessionByToken(ctx, token);
    return row && row.venue_code === venue && row.expires_at > ctx.now() ? row : undefined;
  };
  const fixtures = (venue: SportsVenue) => fixturesAt(ctx.now()).filter((f) => listedBy(f)[venue]);

  app.post(VENUE_API_PATHS.imtyEvents, async (c) => {
    const body = await params(c);
    const s = session(pick(c, body, 'Token'), 'IMTY');
    if (!s) return c.json({ StatusCode: 401, StatusDesc: '会话已失效，请重新进入' });
    if (pick(c, body, 'MemberCode') !== (memberById(ctx.db, s.member_id)?.username ?? '')) return c.json({ StatusCode: 402, StatusDesc: '会员代码不符' });
    if (pick(c, body, 'LanguageCode') === '') return c.json({ StatusCode: 403, StatusDesc: '缺少语言参数' });
    const oddsType = Number(pick(c, body, 'OddsType')) === ODDS_TYPE.Hongkong ? ODDS_TYPE.Hongkong : ODDS_TYPE.Europe;
    const odds = (x: number) => (oddsType === ODDS_TYPE.Hongkong ? Math.round((x - 1) * 100) / 100 : x);
    return c.json({
      StatusCode: 100,
      StatusDesc: 'Success',
      Result: { OddsType: oddsType, Events: fixtures('IMTY').map((f) => imtyEvent(f, odds)) },
    });
  });

  app.post(VENUE_API_PATHS.obtyMatches, async (c) => {
    const body = await params(c);
    const requestId = pick(c, body, 'requestId');
    const row = requestId
      ? (ctx.db.prepare("SELECT * FROM venue_sessions WHERE request_id = ? AND venue_code = 'OBTY'").get(requestId) as VenueSession | undefined)
      : undefined;
    if (!row || row.expires_at <= ctx.now()) return c.json({ code: RELAUNCH_CODES.OBTY, msg: '令牌已过期，请重新进入', data: null });
    if (pick(c, body, 'cuid') !== `ob${String(row.member_id)}`) return c.json({ code: 400402, msg: '用户信息无效', data: null });
    return c.json({ code: '0000000', msg: 'success', data: { total: 0, list: fixtures('OBTY').map(obtyMatch) } });
  });

  app.post(VENUE_API_PATHS.fbtyMatches, async (c) => {
    const body = await params(c);
    const s = session(pick(c, body, 'Authorization').replace(/^Bearer\s+/i, ''), 'FBTY');
    if (!s) return c.json({ success: false, code: RELAUNCH_CODES.FBTY, message: '登录失效，请重新进入', data: null });
    if (pick(c, body, 'languageType') !== 'CMN') return c.json({ success: false, code: 14001, message: '不支持的语言', data: null });
    return c.json({ success: true, code: 0, message: '', data: { current: 1, total: 0, records: fixtures('FBTY').map(fbtyRecord) } });
  });
}

function imtyEvent(f: Fixture, odds: (x: number) => number) {
  return {
    EventId: VENUE_ID_BASE.IMTY + f.n,
    SportId: 1,
    CompetitionName: f.league,
    HomeTeam: f.home,
    AwayTeam: f.away,
    // IMTY writes local time with its offset.
    EventDate: new Date(f.kickOff + 8 * 3600_000).toISOString().replace('.000Z', '+08:00'),
    IsLive: f.live,
    LiveHomeScore: f.score?.home ?? null,
    LiveAwayScore: f.score?.away ?? null,
    RBTime: f.minute !== null ? `${String(f.minute)}'` : '',
    HasLiveStream: f.streamed,
    Markets: [
      { BetTypeId: 1, Selections: [{ Code: '1', Odds: odds(f.odds.home) }, { Code: 'X', Odds: odds(f.odds.draw) }, { Code: '2', Odds: odds(f.odds.away) }] },
      { BetTypeId: 2, Handicap: f.odds.handicap.line, Selections: [{ Code: 'H', Odds: odds(f.odds.handicap.home) }, { Code: 'A', Odds: odds(f.odds.handicap.away) }] },
      { BetTypeId: 3, Handicap: f.odds.total.line, Selections: [{ Code: 'O', Odds: odds(f.odds.total.over) }, { Code: 'U', Odds: odds(f.odds.total.under) }] },
    ],
  };
}

/** OBTY prices a little longer on the favourite (its own margin), in units of 1/100 000. */
function obtyMatch(f: Fixture) {
  const ov = (x: number) => Math.round(x * 100) * 1000;
  return {
    mid: String(VENUE_ID_BASE.OBTY + f.n),
    tn: f.league,
    mhn: f.home,
    man: f.away,
    mgt: String(f.kickOff),
    ms: f.live ? 1 : 0,
    msc: f.score ? [`S1|${String(f.score.home)}:${String(f.score.away)}`] : [],
    mst: f.minute !== null ? f.minute * 60 : 0,
    mvs: f.streamed ? 1 : 0,
    hps: [
      { hpid: '1', hl: [{ ol: [{ ot: '1', ov: ov(f.odds.home + 0.02) }, { ot: 'X', ov: ov(f.odds.draw) }, { ot: '2', ov: ov(f.odds.away - 0.03) }] }] },
      { hpid: '4', hl: [{ hv: String(f.odds.handicap.line), ol: [{ ot: '1', ov: ov(f.odds.handicap.home) }, { ot: '2', ov: ov(f.odds.handicap.away) }] }] },
      { hpid: '2', hl: [{ hv: String(f.odds.total.line), ol: [{ ot: 'Over', ov: ov(f.odds.total.over) }, { ot: 'Under', ov: ov(f.odds.total.under) }] }] },
    ],
  };
}

/** FBTY lists kick-offs a minute later than the others (its own data feed) and streams live matches only. */
function fbtyRecord(f: Fixture) {
  const od = (x: number) => x.toFixed(2);
  return {
    id: VENUE_ID_BASE.FBTY + f.n,
    lg: { id: f.league.length, na: f.league },
    ts: [{ na: f.home }, { na: f.away }],
    bt: f.kickOff + 60_000,
    ms: f.live ? 2 : 1,
    nsg: f.score ? [{ pe: 1001, sc: [f.score.home, f.score.away] }] : [],
    mc: { s: (f.minute ?? 0) * 60 },
    vs: { have: f.streamed && f.live },
    mg: [
      { mty: 1005, mks: [{ op: [{ ty: 1, od: od(f.odds.home - 0.01) }, { ty: 3, od: od(f.odds.draw + 0.05) }, { ty: 2, od: od(f.odds.away) }] }] },
      { mty: 1000, mks: [{ li: String(f.odds.handicap.line), op: [{ ty: 1, od: od(f.odds.handicap.home) }, { ty: 2, od: od(f.odds.handicap.away) }] }] },
      { mty: 1007, mks: [{ li: String(f.odds.total.line), op: [{ ty: 1, od: od(f.odds.total.over) }, { ty: 2, od: od(f.odds.total.under) }] }] },
    ],
  };
}

/** Each venue's own match id of a fixture (IMTY EventId, OBTY mid, FBTY id). */
const VENUE_ID_BASE = { IMTY: 800_000, OBTY: 1_665_000_000_000, FBTY: 50_000 } as const;

/** The fixture a venue's match id names (a launch at a match), or undefined. */
export function fixtureOfVenueMatch(venue: string, id: string, now: number): Fixture | undefined {
  const base = (VENUE_ID_BASE as Record<string, number>)[venue];
  if (base === undefined || !/^\d+$/.test(id)) return undefined;
  const n = Number(id) - base;
  return fixturesAt(now).find((f) => f.n === n && listedBy(f)[venue as keyof typeof VENUE_ID_BASE]);
}
