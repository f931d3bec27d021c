import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_SCHEMAS, envelopeSchema } from '@site/api-contract';
import type { ApiPathKey, ApiReply } from '@site/api-contract';
import { openDatabase } from '../db/index';
import { HISTORY_COUNTS, HISTORY_END } from '../db/seed-history-data';
import type { TestSim } from '../testing';
import { testSim } from '../testing';

// Issue 19: the demo member's six months of records, their filters and the totals of a range.

const DAY = 86_400_000;
/** A fixed "now" (2026-03-15 12:00 Shanghai), so the seed is the same on every run. */
const NOW = Date.UTC(2026, 2, 15, 4, 0, 0);

let sim: TestSim;
afterEach(() => {
  expect(sim.ctx.violations).toEqual([]);
  sim.close();
});

async function page<K extends ApiPathKey>(key: K, body: Record<string, unknown>): Promise<ApiReply<K>> {
  const r = await sim.call(API_PATHS[key], body);
  return envelopeSchema(API_SCHEMAS[key].reply).parse(r.raw).data as ApiReply<K>;
}

/** Every row of a filtered range, read a page of 100 at a time as a client would. */
async function allRows<K extends 'betRecords' | 'transactionRecords' | 'coinRecords' | 'giftRecords'>(key: K, body: Record<string, unknown>) {
  const rows: ApiReply<K>['list'][number][] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const p = await page(key, { ...body, pageNum, pageSize: 100 });
    rows.push(...(p.list as ApiReply<K>['list'][number][]));
    if (rows.length >= p.total || p.list.length === 0) return rows;
  }
}

const cents = (n: number) => Math.round(n * 100);

describe('the demo member’s history', () => {
  it('is the same for the same day, spans six months and ends at today’s balances', async () => {
    sim = testSim({}, () => NOW);
    await sim.login();
    const again = openDatabase(':memory:', { now: NOW });
    const fingerprint = (db: typeof again) => db.prepare('SELECT COUNT(*) AS n, SUM(bet_cents * id) AS s, MIN(created_at) AS first FROM bets').get();
    expect(fingerprint(again)).toEqual(fingerprint(sim.db));
    again.close();

    const bets = await page('betRecords', { pageNum: HISTORY_COUNTS.bets / 20, pageSize: 20 });
    expect(NOW - (bets.list.at(-1)?.createdAt ?? NOW)).toBeGreaterThan(170 * DAY);
    const tx = await page('transactionRecords', { pageSize: 1 });
    expect(tx.total).toBe(HISTORY_COUNTS.transactions);
    expect(cents(tx.list[0]?.balanceAfter ?? 0)).toBe(HISTORY_END.centerCents);
    const coins = await page('coinRecords', { pageSize: 1 });
    expect(coins.total).toBeGreaterThan(500);
    expect(coins.list[0]?.balanceAfter).toBe(HISTORY_END.points);
    const currency = await page('currencyRecords', { pageSize: 1 });
    expect(currency.total).toBeGreaterThan(500);
    expect(currency.list[0]?.balanceAfter).toBe(HISTORY_END.chatScore);
    expect((await page('welfareRecords', {})).total).toBe(HISTORY_COUNTS.welfare);
    expect((await page('giftRecords', {})).total).toBeGreaterThan(100);
  });

  it('writes each running balance from the one before it: no gaps, never below zero', async () => {
    sim = testSim({}, () => NOW);
    await sim.login();
    const rows = await allRows('coinRecords', {});
    for (let i = 0; i + 1 < rows.length; i += 1) {
      const newer = rows[i];
      const older = rows[i + 1];
      expect(newer && older && newer.balanceAfter - newer.change).toBe(older?.balanceAfter);
    }
    expect(Math.min(...rows.map((r) => r.balanceAfter))).toBeGreaterThanOrEqual(0);
  });
});

describe('totals of a filtered range', () => {
  it('sums the bets of the range in the reply, and a shorter range or a venue changes them', async () => {
    sim = testSim({}, () => NOW);
    await sim.login();
    const month = { startTime: NOW - 30 * DAY, endTime: NOW };
    const rows = await allRows('betRecords', month);
    const first = await page('betRecords', { ...month, pageSize: 20 });
    expect(first.list).toHaveLength(20);
    expect(first.summary.count).toBe(rows.length);
    expect(cents(first.summary.betAmount)).toBe(rows.reduce((s, r) => s + cents(r.betAmount), 0));
    expect(cents(first.summary.validAmount)).toBe(rows.reduce((s, r) => s + cents(r.validAmount), 0));
    expect(cents(first.summary.winLoss)).toBe(rows.reduce((s, r) => s + cents(r.winLoss), 0));
    // The same totals on every page of the range.
    expect((await page('betRecords', { ...month, pageNum: 3, pageSize: 20 })).summary).toEqual(first.summary);

    const week = await page('betRecords', { startTime: NOW - 7 * DAY, endTime: NOW });
    expect(week.summary.count).toBeLessThan(first.summary.count);
    expect(week.summary.betAmount).toBeLessThan(first.summary.betAmount);
    const im = await page('betRecords', { ...month, venueCode: 'IMTY', pageSize: 100 });
    expect(im.summary.count).toBe(rows.filter((r) => r.venueCode === 'IMTY').length);
    expect(im.list.every((r) => r.venueCode === 'IMTY')).toBe(true);
  });

  it('counts income and expense of successful transactions only, by type and status', async () => {
    sim = testSim({}, () => NOW);
    await sim.login();
    const month = { startTime: NOW - 30 * DAY, endTime: NOW };
    const rows = await allRows('transactionRecords', month);
    const ok = rows.filter((r) => r.status === 1);
    const summary = (await page('transactionRecords', month)).summary;
    expect(summary.count).toBe(rows.length);
    expect(cents(summary.income)).toBe(ok.filter((r) => r.amount > 0).reduce((s, r) => s + cents(r.amount), 0));
    expect(cents(summary.expense)).toBe(ok.filter((r) => r.amount < 0).reduce((s, r) => s - cents(r.amount), 0));

    const deposits = await page('transactionRecords', { ...month, type: 'DEPOSIT', pageSize: 100 });
    expect(deposits.list.length).toBeGreaterThan(0);
    expect(deposits.list.every((r) => r.type === 'DEPOSIT' && r.amount > 0)).toBe(true);
    expect(deposits.summary.expense).toBe(0);
    const refused = await page('transactionRecords', { status: 2, pageSize: 100 });
    expect(refused.total).toBeGreaterThan(0);
    expect(refused.list.every((r) => r.status === 2)).toBe(true);
    expect(refused.summary.income + refused.summary.expense).toBe(0);
  });

  it('filters gift money and welfare by kind, points by direction, and sums what was paid', async () => {
    sim = testSim({}, () => NOW);
    await sim.login();
    const weekly = await allRows('giftRecords', { type: 'WEEKLY' });
    expect(weekly.length).toBeGreaterThan(20);
    expect(weekly.every((g) => g.type === 'WEEKLY' && g.title === '周周红包')).toBe(true);
    const weeklySummary = (await page('giftRecords', { type: 'WEEKLY' })).summary;
    expect(cents(weeklySummary.amount)).toBe(weekly.filter((g) => g.status === 1).reduce((s, g) => s + cents(g.amount), 0));

    const checkins = await page('welfareRecords', { type: 'CHECKIN', pageSize: 100 });
    expect(checkins.list.every((w) => w.type === 'CHECKIN')).toBe(true);

    const spent = await allRows('coinRecords', { direction: 'out' });
    expect(spent.every((r) => r.change < 0 && r.title.startsWith('兑换'))).toBe(true);
    const out = (await page('coinRecords', { direction: 'out' })).summary;
    expect(out).toEqual({ count: spent.length, gained: 0, spent: -spent.reduce((s, r) => s + r.change, 0) });
    const earned = (await page('currencyRecords', { direction: 'in' })).summary;
    expect(earned.spent).toBe(0);
    expect(earned.gained).toBeGreaterThan(0);
  });
});

describe('the points mall', () => {
  it('refuses in Chinese what a member may not exchange: level too low, sold out, too few points', async () => {
    sim = testSim({}, () => NOW);
    await sim.login();
    const { items, points } = await page('mallItems', {});
    const buy = (name: string, key: string, quantity = 1) => {
      const item = items.find((i) => i.name === name);
      return sim.call(API_PATHS.mallBuy, { itemId: item?.id, quantity }, { idem: key });
    };
    expect(items.find((i) => i.name === '至尊会员专属礼盒')?.minGrade).toBe(8);
    expect((await buy('至尊会员专属礼盒', 'mall-grade-0001')).message).toBe('该商品仅限VIP8及以上会员兑换');
    expect((await buy('星耀定制保温杯', 'mall-stock-0001')).message).toBe('该商品已兑完');
    expect((await buy('智能手表', 'mall-stock-0002', 6)).message).toBe('库存不足，仅剩 5 件');
    expect((await buy('品牌蓝牙耳机', 'mall-point-0001')).message).toBe('积分不足');
    expect((await page('mallItems', {})).points).toBe(points);
    expect((await page('mallOrders', {})).total).toBe(HISTORY_COUNTS.mallOrders);
  });

  it('records one exchange in the orders and in the points history, however often the key is sent', async () => {
    sim = testSim({}, () => NOW);
    await sim.login();
    const { items, points } = await page('mallItems', {});
    const cup = items.find((i) => i.name === '视频会员月卡');
    const send = () => sim.call(API_PATHS.mallBuy, { itemId: cup?.id, quantity: 2 }, { idem: 'mall-twice-0001' });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.raw).toEqual(b.raw);
    expect(a.data).toMatchObject({ points: points - 5000 });
    const orders = await page('mallOrders', { pageSize: 2 });
    expect(orders.total).toBe(HISTORY_COUNTS.mallOrders + 1);
    expect(orders.list[0]).toMatchObject({ itemName: '视频会员月卡', quantity: 2, points: 5000, status: 1, createdAt: NOW });
    expect(orders.summary.points).toBeGreaterThanOrEqual(5000);
    const coins = await page('coinRecords', { pageSize: 1 });
    expect(coins.list[0]).toMatchObject({ title: '兑换 视频会员月卡 ×2', change: -5000, balanceAfter: points - 5000 });
    expect((await page('mallItems', {})).items.find((i) => i.id === cup?.id)?.stock).toBe((cup?.stock ?? 0) - 2);
  });
});
