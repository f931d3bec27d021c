import crypto from 'node:crypto';
import type { PlatformCategory, PlatformCount } from '@site/api-contract';
import { CONTRACT_MESSAGES, PLATFORM_CATEGORIES } from '@site/api-contract';
import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { commonError, memberRoute, route, success } from '../http/endpoint';
import { randomToken } from '../util';
import { MERCHANT_CODE } from '../venue/lobby';
import { venueOrigin } from '../venue/origin';
import { iconArt } from '../art';
import { exclusionRefusal } from '../responsible/store';
import { failure } from '../http/endpoint';

interface VenueRow {
  code: string;
  title: string;
  category: PlatformCategory;
  status: number;
  game_count: number;
}

export function registerVenueRoutes(app: Hono, ctx: SimContext): void {
  memberRoute(app, ctx, 'venueLaunch', (call) => {
    const code = call.body.enName;
    const venue = ctx.db.prepare('SELECT * FROM venues WHERE code = ?').get(code) as VenueRow | undefined;
    if (!venue) return commonError('场馆不存在');
    if (venue.status !== 1) return commonError(`${venue.title}维护中，请稍后再试`);
    const excluded = exclusionRefusal(ctx.db, call.member.id, call.now, '进入游戏场馆');
    if (excluded) return failure(excluded.code, excluded.message);
    const raw = randomToken(18);
    const requestId = code === 'OBTY' ? crypto.randomUUID() : '';
    const expiresAt = call.now + ctx.config.venueTokenTtlMs;
    ctx.db
      .prepare('INSERT INTO venue_sessions (token, member_id, venue_code, request_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(raw, call.member.id, code, requestId, call.now, expiresAt);
    const origin = venueOrigin(ctx, call.c);
    // A launch "at a match" (the sports centre) names the venue's match id in gameCode.
    const match = call.body.gameCode ? `&match=${encodeURIComponent(call.body.gameCode)}` : '';
    const lobby = `${origin}/lobby/${code}?token=${encodeURIComponent(raw)}${match}`;
    return success({
      url: lobby,
      h5Url: `${lobby}&h5=1`,
      // OBTY's token is the URL the client GETs with ?merchantCode and the requestId header.
      token: code === 'OBTY' ? `${origin}/obty/session/${raw}` : raw,
      apiUrl: origin,
      activityUrl: `${origin}/activity/${code}`,
      resource: `${origin}/resource/${code}`,
      requestId,
      merchantCode: MERCHANT_CODE,
      expiresAt,
    });
  });

  route(app, ctx, 'venueList', (call) => {
    const category = call.body?.category;
    const rows = (
      category
        ? ctx.db.prepare('SELECT * FROM venues WHERE category = ? ORDER BY sort').all(category)
        : ctx.db.prepare('SELECT * FROM venues ORDER BY sort').all()
    ) as VenueRow[];
    return success(rows.map((v) => ({ code: v.code, title: v.title, category: v.category, status: v.status, iconUrl: iconArt(v.title.slice(0, 1), '#1d3557') })));
  });

  memberRoute(app, ctx, 'platformCount', (call) => {
    const session = ctx.db
      .prepare("SELECT expires_at FROM venue_sessions WHERE request_id = ? AND member_id = ? AND venue_code = 'OBTY'")
      .get(call.body.requestId, call.member.id) as { expires_at: number } | undefined;
    // SPEC §4: no data and a message containing 已过期 makes the client relaunch OBTY.
    if (!session || session.expires_at <= call.now) return success(null, CONTRACT_MESSAGES.venueTokenExpired);
    return success(platformCounts(ctx, call.now));
  });
}

/** Live counts per category; sports and esports vary through the day like real fixtures. */
export function platformCounts(ctx: SimContext, now: number): PlatformCount {
  const rows = ctx.db.prepare('SELECT category, SUM(game_count) AS n FROM venues WHERE status = 1 GROUP BY category').all() as { category: string; n: number }[];
  const hour = new Date(now).getUTCHours();
  const counts = Object.fromEntries(PLATFORM_CATEGORIES.map((c) => [c, 0])) as PlatformCount;
  for (const r of rows) if ((PLATFORM_CATEGORIES as readonly string[]).includes(r.category)) counts[r.category as PlatformCategory] = r.n;
  counts.TY = 180 + ((hour * 37) % 120);
  counts.DJ = 24 + ((hour * 11) % 30);
  return counts;
}
