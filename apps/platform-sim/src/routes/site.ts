import type { PreInfo, VvPrettyPlain } from '@site/api-contract';
import { BUSINESS_CODES, CONFIG_MAP_KEYS, PLATFORM_CATEGORIES, PLATFORM_CATEGORY_NAMES, SEC_PATH_PREFIX, secReplySchema, VENUE_CODE_LIST } from '@site/api-contract';
import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { aesEncrypt } from '../crypto';
import { getConfig } from '../db/index';
import { fail, ok } from '../envelope';
import { checkRequestHeaders } from '../http/checks';
import { commonError, memberRoute, route, success } from '../http/endpoint';
import { moneyInRefusal } from '../responsible/store';
import { toYuan } from '../util';
import { venueOrigin } from '../venue/origin';
import { bannerArt, iconArt } from '../art';

export function preInfo(ctx: SimContext, host: string, ip: string): PreInfo {
  const cfg = (k: string) => getConfig(ctx.db, k) ?? '';
  return {
    SiteBaseConfigVo: { title: cfg('title'), webLogoTitleUrl: cfg('webLogoTitleUrl') },
    address: cfg('address'),
    disablePhones: JSON.parse(cfg('disablePhones') || '[]') as string[],
    globePhoneNumber: cfg('globePhoneNumber'),
    ip,
    maintainConfig: { status: Number(cfg('maintainStatus') || 1), message: cfg('maintainMessage') },
    siteFestivalSkin: cfg('siteFestivalSkin'),
    siteVideoActiveUrl: cfg('siteVideoActiveUrl'),
    siteVideoSkinOpen: cfg('siteVideoSkinOpen') === '1',
    stopLogin: cfg('stopLogin') === '1',
    stopRegister: cfg('stopRegister') === '1',
    siteVideoVipMin: Number(cfg('siteVideoVipMin') || 0),
    siteVideoVipMax: Number(cfg('siteVideoVipMax') || 0),
    secret: cfg('secret'),
    // Entry 51 is the chat WebSocket host; it follows the host the browser used so the proxy works.
    configMap: { [CONFIG_MAP_KEYS.chatHost]: host },
  };
}

export function registerSiteRoutes(app: Hono, ctx: SimContext): void {
  route(app, ctx, 'preInfo', (call) => success(preInfo(ctx, call.host, call.c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? '127.0.0.1')));

  route(app, ctx, 'vvPretty', (call) => {
    const plain: VvPrettyPlain = {
      theme: 'dark-gold',
      festivalSkin: getConfig(ctx.db, 'siteFestivalSkin') ?? '',
      customerServiceUrl: '/customer/main',
      downloadUrl: '/download',
      venueOrigins: [venueOrigin(ctx, call.c)],
      excludedLeague: getConfig(ctx.db, 'excludedLeague') ?? '',
    };
    return success(aesEncrypt(JSON.stringify(plain), getConfig(ctx.db, 'secKey') ?? '', getConfig(ctx.db, 'secIv') ?? ''));
  });

  app.get(`${SEC_PATH_PREFIX}:secret`, (c) => {
    const rejected = checkRequestHeaders(c.req.path, (name) => c.req.header(name));
    if (rejected) return c.json(fail(rejected.code, rejected.message));
    if (c.req.param('secret') !== getConfig(ctx.db, 'secret')) return c.json(fail(BUSINESS_CODES.VALIDATION.code, '密钥不存在'));
    const data = secReplySchema.parse({ key: getConfig(ctx.db, 'secKey'), iv: getConfig(ctx.db, 'secIv') });
    return c.json(ok(data));
  });

  route(app, ctx, 'queryNoticeList', (call) => {
    const rows = ctx.db.prepare('SELECT id, category, title, content, created_at FROM notices WHERE category = ? ORDER BY created_at DESC').all(call.body.category) as {
      id: number; category: number; title: string; content: string; created_at: number;
    }[];
    return success(rows.map((r) => ({ id: r.id, category: r.category, title: r.title, content: r.content, createdAt: r.created_at })));
  });

  route(app, ctx, 'queryStationAdList', () =>
    success([
      { id: 1, title: '新春红包雨', imageUrl: bannerArt('新春红包雨', '#d4145a', '#fbb03b'), linkUrl: '/activity/discount', sort: 1 },
      { id: 2, title: '邀请好友赢彩金', imageUrl: bannerArt('邀请好友赢彩金', '#662d8c', '#ed1e79'), linkUrl: '/activity/friendInvitation', sort: 2 },
      { id: 3, title: '体育返水加码', imageUrl: bannerArt('体育返水加码', '#0b8793', '#360033'), linkUrl: '/game/sport', sort: 3 },
    ]),
  );

  route(app, ctx, 'suspensionIcon', (call) =>
    success(
      (call.body?.displayEquipment ?? '1') === '1'
        ? [
            { id: 1, name: '幸运翻翻乐', iconUrl: iconArt('翻', '#e4572e'), linkUrl: '/activity/luckyFlip' },
            { id: 2, name: '签到日历', iconUrl: iconArt('签', '#2f80ed'), linkUrl: '/activity/calendar' },
          ]
        : [],
    ),
  );

  memberRoute(app, ctx, 'dividendLead', (call) => {
    const n = (ctx.db.prepare('SELECT COUNT(*) AS n FROM dividends WHERE member_id = ? AND received_at IS NULL AND expires_at > ?').get(call.member.id, call.now) as { n: number }).n;
    return success({ show: n > 0, title: '分红待领取', content: n > 0 ? `您有 ${n} 笔分红待领取，请在有效期内领取。` : '' });
  });

  memberRoute(app, ctx, 'dividendCheck', (call) => {
    const rows = ctx.db.prepare('SELECT id, title, amount_cents, expires_at FROM dividends WHERE member_id = ? AND received_at IS NULL AND expires_at > ? ORDER BY id').all(call.member.id, call.now) as {
      id: number; title: string; amount_cents: number; expires_at: number;
    }[];
    return success({ list: rows.map((r) => ({ id: r.id, title: r.title, amount: toYuan(r.amount_cents), expiresAt: r.expires_at })) });
  });

  memberRoute(app, ctx, 'dividendReceive', (call) => {
    const blocked = moneyInRefusal(ctx.db, call.member.id, call.now, '领取分红');
    if (blocked) return blocked;
    const row = ctx.db.prepare('SELECT amount_cents, received_at, expires_at FROM dividends WHERE id = ? AND member_id = ?').get(call.body.id, call.member.id) as
      | { amount_cents: number; received_at: number | null; expires_at: number }
      | undefined;
    // Each refusal says why, in the member's words.
    if (!row) return commonError('该分红不存在');
    if (row.received_at !== null) return commonError('该分红已领取，请勿重复领取');
    if (row.expires_at <= call.now) return commonError('该分红已过期，无法领取');
    ctx.db.prepare('UPDATE dividends SET received_at = ? WHERE id = ?').run(call.now, call.body.id);
    const balance = credit(ctx, call.member.id, row.amount_cents, 'BONUS', '分红领取', call.now);
    return success({ id: call.body.id, amount: toYuan(row.amount_cents), balance: toYuan(balance) });
  });

  route(app, ctx, 'webTerminal', () => success({ received: true }));
  // The platform's display names of its venues and game categories; a `naming.<code>` config
  // entry (the control API's /__sim/config) renames one, as an operator would.
  route(app, ctx, 'namingList', () =>
    success(
      [
        ...VENUE_CODE_LIST.map((code) => ({ code, name: venueTitle(ctx, code) })),
        ...PLATFORM_CATEGORIES.map((code) => ({ code, name: PLATFORM_CATEGORY_NAMES[code] })),
      ].map((n) => ({ code: n.code, name: getConfig(ctx.db, `naming.${n.code}`) || n.name })),
    ),
  );
  // Config `popShow` = '0' is the operator switching the member pop-up off.
  route(app, ctx, 'popInfo', () =>
    success({
      show: getConfig(ctx.db, 'popShow') !== '0',
      id: 1,
      title: '首存加赠 100%',
      imageUrl: bannerArt('首存加赠 100%', '#7f00ff', '#e100ff', 600, 400),
      linkUrl: '/activity/discount?id=1',
    }),
  );
}

function venueTitle(ctx: SimContext, code: string): string {
  return (ctx.db.prepare('SELECT title FROM venues WHERE code = ?').get(code) as { title: string } | undefined)?.title ?? code;
}

/** Adds to the centre wallet and writes the transaction record; returns the new balance (cents). */
export function credit(ctx: SimContext, memberId: number, cents: number, type: string, remark: string, now: number): number {
  ctx.db.prepare("UPDATE wallets SET balance_cents = balance_cents + ? WHERE member_id = ? AND code = 'CENTER'").run(cents, memberId);
  const balance = (ctx.db.prepare("SELECT balance_cents FROM wallets WHERE member_id = ? AND code = 'CENTER'").get(memberId) as { balance_cents: number }).balance_cents;
  ctx.db
    .prepare('INSERT INTO transactions (member_id, order_no, type, amount_cents, balance_after_cents, status, remark, created_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?)')
    .run(memberId, `${type.slice(0, 1)}${now}${Math.floor(Math.random() * 9000 + 1000)}`, type, cents, balance, remark, now);
  return balance;
}
