import { RELAUNCH_CODES, VENUE_PATHS, venueDisplayName } from '@site/api-contract';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { SimContext } from '../context';
import { memberById } from '../http/members';
import { toYuan } from '../util';
import { GAMES_BY_CATEGORY } from '../db/seed-data';
import { forcedReplies } from '../http/forced';
import type { VenueSession } from './session';
import { venueSessionByToken } from './session';
import { fixtureOfVenueMatch, registerSportsRoutes } from './sports';

/** The merchant code the OBTY provider knows the site by; the launch reply hands it to the client. */
export const MERCHANT_CODE = 'XY4002';

const EXPIRED = '令牌已过期，请重新进入';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The venue providers' origin: a small lobby page per venue and the venue APIs the site calls
 * directly (OBTY token/getUserInfo, FBTY /v1, IMTY /api/mobile). Served on its own port so the
 * browser sees a different origin, as in production; CORS is open like the real providers'.
 */
export function createVenueApp(ctx: SimContext): Hono {
  const app = new Hono();
  const session = (token: string | undefined) => (token ? venueSessionByToken(ctx, token) : undefined);
  const live = (s: VenueSession | undefined): s is VenueSession => !!s && s.expires_at > ctx.now();

  app.use('*', async (c, next) => {
    c.header('Access-Control-Allow-Origin', c.req.header('origin') ?? '*');
    // Every shared parameter of SPEC §3 rides as a header (cuid, resourceUrl, LanguageCode, …):
    // open CORS reflects what the preflight asks for, as the real providers do.
    c.header(
      'Access-Control-Allow-Headers',
      c.req.header('access-control-request-headers') ??
        'content-type, requestId, Authorization, Token, MemberCode, cuid, resourceUrl, resourceGamingUrl, LanguageCode, OddsType, TimeStamp, languageType',
    );
    c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    c.header('Vary', 'Origin, Access-Control-Request-Headers');
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    await next();
  });

  // The control API's forced replies (/__sim/force) reach the venue providers' paths too.
  app.use('*', forcedReplies(ctx, () => '场馆系统异常'));

  registerSportsRoutes(app, ctx);

  app.get('/lobby/:code', (c) => {
    const code = c.req.param('code');
    const s = session(c.req.query('token'));
    const venue = ctx.db.prepare('SELECT title, category FROM venues WHERE code = ?').get(code) as { title: string; category: string } | undefined;
    const name = venueDisplayName(code, venue?.title);
    if (!live(s) || s.venue_code !== code) return c.html(page(name, `<p class="warn">${EXPIRED}</p>`), 200);
    const m = memberById(ctx.db, s.member_id);
    const bal = ctx.db.prepare('SELECT balance_cents FROM wallets WHERE member_id = ? AND code = ?').get(s.member_id, code) as { balance_cents: number } | undefined;
    const fixture = fixtureOfVenueMatch(code, c.req.query('match') ?? '', ctx.now());
    const opened = fixture ? `<p class="match">已为您打开赛事：${escapeHtml(fixture.league)} ${escapeHtml(fixture.home)} 对 ${escapeHtml(fixture.away)}</p>` : '';
    const body = `${opened}<p>欢迎，${escapeHtml(m?.nick_name ?? '')}</p><p>场馆余额：<b>${toYuan(bal?.balance_cents ?? 0).toFixed(2)}</b> 元</p>
      <ul>${(GAMES_BY_CATEGORY[venue?.category ?? 'TY'] ?? []).slice(0, 3).map((g) => `<li>${g}<span>1.95 / 3.40 / 2.10</span></li>`).join('')}</ul>`;
    return c.html(page(name, body));
  });

  app.get('/activity/:code', (c) => c.html(page('场馆活动', '<p>本场馆暂无进行中的活动</p>')));
  app.get('/resource/:code', (c) => c.json({ status_code: 0, message: '', data: { theme: 'dark', logo: '' } }));

  const venueJson = (c: Context, status_code: number | string, message: string, data: unknown) => c.json({ status_code, message, data });

  // OBTY: GET {token}?merchantCode with header requestId.
  app.get('/obty/session/:token', (c) => {
    const s = session(c.req.param('token'));
    if (c.req.query('merchantCode') !== MERCHANT_CODE) return venueJson(c, 400400, '商户号错误', null);
    if (!live(s) || s.venue_code !== 'OBTY' || c.req.header('requestId') !== s.request_id)
      return venueJson(c, RELAUNCH_CODES.OBTY, EXPIRED, null);
    return venueJson(c, 0, '', { token: s.token, merchantCode: MERCHANT_CODE });
  });

  app.get(VENUE_PATHS.obtyUserInfo, (c) => {
    const s = session(c.req.query('token'));
    if (!live(s) || s.venue_code !== 'OBTY') return venueJson(c, RELAUNCH_CODES.OBTY, EXPIRED, null);
    const m = memberById(ctx.db, s.member_id);
    return venueJson(c, 0, '', { userId: `ob${s.member_id}`, userName: m?.username ?? '' });
  });

  // FBTY: /v1 calls with the Authorization header (the launch token).
  app.all('/v1/*', (c) => {
    const s = session((c.req.header('Authorization') ?? '').replace(/^Bearer\s+/i, ''));
    if (!live(s) || s.venue_code !== 'FBTY') return venueJson(c, RELAUNCH_CODES.FBTY, EXPIRED, null);
    return venueJson(c, 0, '', { userId: `fb${s.member_id}`, languageType: c.req.query('languageType') ?? 'CMN' });
  });

  // IMTY: /api/mobile calls carry Token.
  app.all(`${VENUE_PATHS.imtyMobilePrefix}/*`, (c) => {
    const s = session(c.req.header('Token') ?? c.req.query('Token'));
    if (!live(s) || s.venue_code !== 'IMTY') return venueJson(c, 401, EXPIRED, null);
    return venueJson(c, 100, '', { memberCode: `im${s.member_id}`, oddsType: Number(c.req.query('OddsType') ?? 3) });
  });

  app.notFound((c) => venueJson(c, 404, '接口不存在', null));
  app.onError((_e, c) => venueJson(c, 500, '场馆系统异常', null));
  return app;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;background:#0f1a2b;color:#e8edf5;margin:0;padding:16px}
h1{font-size:20px;color:#f5c451}li{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #24344f}
.warn{color:#ff8a80}.match{color:#f5c451}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
