import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_SCHEMAS, envelopeSchema } from '@site/api-contract';
import type { TestSim } from '../testing';
import { testSim } from '../testing';
import { HISTORY_COUNTS } from '../db/seed-history-data';

let sim: TestSim;
afterEach(() => {
  expect(sim.ctx.violations).toEqual([]);
  sim.close();
});

const DAY = 86_400_000;

describe('records', () => {
  it('pages bet records spanning months, newest first, with venue and time filters', async () => {
    sim = testSim();
    await sim.login();
    const first = envelopeSchema(API_SCHEMAS.betRecords.reply).parse((await sim.call(API_PATHS.betRecords, { pageNum: 1, pageSize: 20 })).raw).data;
    expect(first.total).toBe(HISTORY_COUNTS.bets);
    expect(first.list).toHaveLength(20);
    const times = first.list.map((b) => b.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = envelopeSchema(API_SCHEMAS.betRecords.reply).parse((await sim.call(API_PATHS.betRecords, { pageNum: HISTORY_COUNTS.bets / 20, pageSize: 20 })).raw).data;
    expect(sim.ctx.now() - (last.list.at(-1)?.createdAt ?? 0)).toBeGreaterThan(120 * DAY);

    const obty = envelopeSchema(API_SCHEMAS.betRecords.reply).parse((await sim.call(API_PATHS.betRecords, { venueCode: 'OBTY', pageSize: 100 })).raw).data;
    expect(obty.list.every((b) => b.venueCode === 'OBTY')).toBe(true);
    const week = sim.ctx.now() - 7 * DAY;
    const recent = envelopeSchema(API_SCHEMAS.betRecords.reply).parse((await sim.call(API_PATHS.betRecords, { startTime: week, pageSize: 100 })).raw).data;
    expect(recent.total).toBeLessThan(first.total);
    expect(recent.list.every((b) => b.createdAt >= week)).toBe(true);
  });

  it('filters transactions by type and rejects an unknown type', async () => {
    sim = testSim();
    await sim.login();
    const rebates = envelopeSchema(API_SCHEMAS.transactionRecords.reply).parse((await sim.call(API_PATHS.transactionRecords, { type: 'REBATE', pageSize: 100 })).raw).data;
    expect(rebates.list.length).toBeGreaterThan(0);
    expect(rebates.list.every((t) => t.type === 'REBATE')).toBe(true);
    expect((await sim.call(API_PATHS.transactionRecords, { type: 'STEAL' })).status_code).toBe(10003);
  });
});

describe('mail', () => {
  it('reads and deletes mail and keeps the unread count right', async () => {
    sim = testSim();
    await sim.login();
    const unread = async () => (await sim.call(API_PATHS.mailUnread, {})).data as { unread: number };
    expect((await unread()).unread).toBe(5);
    const page = envelopeSchema(API_SCHEMAS.mailList.reply).parse((await sim.call(API_PATHS.mailList, { read: false })).raw).data;
    const ids = page.list.map((m) => m.id);
    expect((await sim.call(API_PATHS.mailRead, { ids: [ids[0]] })).data).toEqual({ changed: 1 });
    expect((await sim.call(API_PATHS.mailRead, { ids: [ids[0]] })).data).toEqual({ changed: 0 });
    expect((await unread()).unread).toBe(4);
    expect((await sim.call(API_PATHS.mailDelete, { ids: [ids[1]] })).data).toEqual({ changed: 1 });
    expect((await unread()).unread).toBe(3);
    const all = envelopeSchema(API_SCHEMAS.mailList.reply).parse((await sim.call(API_PATHS.mailList, {})).raw).data;
    expect(all.total).toBe(27);
  });
});

describe('mall, rebate and activities', () => {
  it('buys a mall item once per idempotency key and records the order', async () => {
    sim = testSim();
    await sim.login();
    const before = envelopeSchema(API_SCHEMAS.mallItems.reply).parse((await sim.call(API_PATHS.mallItems, {})).raw).data;
    expect(before.points).toBe(12680);
    const item = before.items.find((i) => i.points === 1000);
    const buy = () => sim.call(API_PATHS.mallBuy, { itemId: item?.id, quantity: 2 }, { idem: 'mall-key-00001' });
    const a = await buy();
    const b = await buy();
    expect(b.raw).toEqual(a.raw);
    expect((a.data as { points: number }).points).toBe(10680);
    const orders = envelopeSchema(API_SCHEMAS.mallOrders.reply).parse((await sim.call(API_PATHS.mallOrders, {})).raw).data;
    expect(orders.total).toBe(HISTORY_COUNTS.mallOrders + 1);
    const big = before.items.find((i) => i.points === 88000);
    expect((await sim.call(API_PATHS.mallBuy, { itemId: big?.id, quantity: 1 }, { idem: 'mall-key-00002' })).message).toBe('积分不足');
  });

  it('pays rebate on valid bets once', async () => {
    sim = testSim();
    await sim.login();
    const info = envelopeSchema(API_SCHEMAS.rebateInfo.reply).parse((await sim.call(API_PATHS.rebateInfo, {})).raw).data;
    expect(info.available).toBeGreaterThan(0);
    const got = await sim.call(API_PATHS.rebateReceive, {}, { idem: 'rebate-key-0001' });
    expect((got.data as { received: number }).received).toBe(info.available);
    const again = await sim.call(API_PATHS.rebateReceive, {}, { idem: 'rebate-key-0002' });
    expect(again.message).toBe('暂无可领取的返水');
  });

  it('checks in once a day and flips cards while chances last', async () => {
    sim = testSim();
    await sim.login();
    const first = envelopeSchema(API_SCHEMAS.calendarCheckIn.reply).parse((await sim.call(API_PATHS.calendarCheckIn, {}, { idem: 'checkin-key-0001' })).raw).data;
    expect(first.streak).toBe(4);
    expect((await sim.call(API_PATHS.calendarCheckIn, {}, { idem: 'checkin-key-0002' })).message).toBe('今日已签到');
    const cal = envelopeSchema(API_SCHEMAS.calendarList.reply).parse((await sim.call(API_PATHS.calendarList, {})).raw).data;
    expect(cal.days.find((d) => d.date === first.date)?.checkedIn).toBe(true);
    for (let left = 2; left >= 0; left -= 1)
      expect(envelopeSchema(API_SCHEMAS.luckyFlipDraw.reply).parse((await sim.call(API_PATHS.luckyFlipDraw, { position: 0 }, { idem: `flip-key-000${left}` })).raw).data.chancesLeft).toBe(left);
    expect((await sim.call(API_PATHS.luckyFlipDraw, { position: 0 }, { idem: 'flip-key-0009' })).status_code).toBe(10003);
  });

  it('applies for a bonus activity once and adds its turnover audit', async () => {
    sim = testSim();
    await sim.login();
    const list = envelopeSchema(API_SCHEMAS.activityList.reply).parse((await sim.call(API_PATHS.activityList, { kind: 'discount' })).raw).data;
    const bonus = list[0];
    const r = envelopeSchema(API_SCHEMAS.activityApply.reply).parse((await sim.call(API_PATHS.activityApply, { id: bonus?.id }, { idem: 'apply-key-0001' })).raw).data;
    expect(r.bonus).toBe(888);
    expect((await sim.call(API_PATHS.activityApply, { id: bonus?.id }, { idem: 'apply-key-0002' })).message).toBe('您已申请过该活动');
    const info = envelopeSchema(API_SCHEMAS.withdrawalInfo.reply).parse((await sim.call(API_PATHS.withdrawalInfo, {})).raw).data;
    expect(info.auditRemaining).toBe(8880);
  });
});
