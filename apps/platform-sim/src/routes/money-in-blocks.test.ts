import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_SCHEMAS, RESPONSIBLE_CODES, envelopeSchema } from '@site/api-contract';
import type { ApiPathKey, ApiReply } from '@site/api-contract';
import type { TestSim } from '../testing';
import { DAY_MS, RESPONSIBLE_T0, testSim } from '../testing';

// Issue #41 item 3: a time-out or self-exclusion recorded while a session is live (customer
// service, another device) refuses every call that puts money into the member's account.

const [DAY, T0] = [DAY_MS, RESPONSIBLE_T0];

let sim: TestSim;
afterEach(() => {
  expect(sim.ctx.violations).toEqual([]);
  sim.close();
});

let n = 0;
const idem = () => `money-in-key-${String((n += 1)).padStart(6, '0')}`;

async function data<K extends ApiPathKey>(k: K, body: unknown = {}): Promise<ApiReply<K>> {
  const r = await sim.call(API_PATHS[k], body);
  expect(r.status_code, r.message).toBe(6000);
  // The parse checks the shape; the cast only names it (the schema table widens a generic key).
  return envelopeSchema(API_SCHEMAS[k].reply).parse(r.raw).data as ApiReply<K>;
}

interface MoneyIn {
  key: ApiPathKey;
  /** What the refusal says cannot be done ("…前无法{what}"). */
  what: string;
  body: () => Promise<unknown>;
}

/** Every route that credits the centre wallet (grep the simulator for balance_cents + ?), and deposit. */
const MONEY_IN: readonly MoneyIn[] = [
  // WeChat pay (channel 3) takes 10 yuan and up.
  { key: 'depositCreate', what: '存款', body: async () => ({ channelId: 3, amount: 100 }) },
  { key: 'dividendReceive', what: '领取分红', body: async () => ({ id: (await data('dividendCheck')).list[0]?.id }) },
  { key: 'rebateReceive', what: '领取返水', body: async () => ({}) },
  {
    key: 'activityApply',
    what: '申请活动彩金',
    body: async () => ({ id: (await data('activityList')).find((a) => a.title === '电子周周救援金')?.id }),
  },
  { key: 'luckyFlipDraw', what: '参与幸运翻牌', body: async () => ({ position: 4 }) },
  { key: 'calendarCheckIn', what: '签到领取奖励', body: async () => ({}) },
];

async function block(kind: 'timeOut' | 'exclusion', period: string): Promise<void> {
  const r = await sim.app.request('/__sim/responsible/block', { method: 'POST', body: JSON.stringify({ username: 'demo888', kind, period }) });
  expect(((await r.json()) as { status_code: number }).status_code).toBe(6000);
}

/** What a refused call must have left alone: the money, the draw chances, the dividend, the day's check-in. */
async function untouched() {
  return {
    center: (await data('walletBalances')).center,
    chances: (await data('luckyFlipInfo')).chancesLeft,
    dividends: (await data('dividendCheck')).list.length,
    checkedToday: (await data('calendarList')).checkedToday,
    transactions: (await data('transactionRecords', { pageNum: 1, pageSize: 1 })).total,
  };
}

describe('money-in calls during a time-out or self-exclusion (issue #41)', () => {
  it('each would pay without a block (so a refusal below is the block’s)', async () => {
    sim = testSim({}, () => T0);
    await sim.login();
    for (const call of MONEY_IN) {
      const reply = await sim.call(API_PATHS[call.key], await call.body(), { idem: idem() });
      expect(reply.status_code, `${call.key}: ${reply.message}`).toBe(6000);
    }
  });

  const cases = [
    { kind: 'timeOut', period: '24h', code: RESPONSIBLE_CODES.TIME_OUT_ACTIVE.code, text: '您的账号处于冷静期，2026-11-24 10:00（北京时间）前无法' },
    { kind: 'exclusion', period: '1y', code: RESPONSIBLE_CODES.SELF_EXCLUDED.code, text: '您已申请自我排除，2027-11-23 10:00（北京时间）前无法' },
  ] as const;

  for (const c of cases) {
    it(`${c.kind}: refuses deposit and every reward that credits money, with ${c.code} and its end in Beijing time`, async () => {
      sim = testSim({}, () => T0);
      await sim.login();
      const bodies = await Promise.all(MONEY_IN.map((call) => call.body()));
      const before = await untouched();
      await block(c.kind, c.period);
      for (const [i, call] of MONEY_IN.entries()) {
        const reply = await sim.call(API_PATHS[call.key], bodies[i], { idem: idem() });
        expect({ key: call.key, code: reply.status_code, message: reply.message }).toEqual({ key: call.key, code: c.code, message: `${c.text}${call.what}` });
      }
      expect(await untouched()).toEqual(before);
      // Money out stays open: the member may still see and take back what is theirs.
      expect((await sim.call(API_PATHS.withdrawalInfo, {})).status_code).toBe(6000);
    });
  }

  it('takes deposits again once the time-out has ended', async () => {
    let now = T0;
    sim = testSim({}, () => now);
    await sim.login();
    await block('timeOut', '24h');
    expect((await sim.call(API_PATHS.depositCreate, { channelId: 3, amount: 100 }, { idem: idem() })).status_code).toBe(RESPONSIBLE_CODES.TIME_OUT_ACTIVE.code);
    now = T0 + DAY;
    // The session token lives 24 hours too: sign in again.
    await sim.login();
    expect((await sim.call(API_PATHS.depositCreate, { channelId: 3, amount: 100 }, { idem: idem() })).status_code).toBe(6000);
  });
});
