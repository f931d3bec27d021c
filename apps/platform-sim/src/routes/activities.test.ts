import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_SCHEMAS, envelopeSchema } from '@site/api-contract';
import type { ApiPathKey, ApiReply } from '@site/api-contract';
import type { TestSim } from '../testing';
import { testSim } from '../testing';

let sim: TestSim;
afterEach(() => {
  expect(sim.ctx.violations).toEqual([]);
  sim.close();
});

const MINUTE = 60_000;
const DAY = 86_400_000;
let keyNo = 0;
const key = () => `act-test-key-${String((keyNo += 1)).padStart(4, '0')}`;

async function data<K extends ApiPathKey>(k: K, body: unknown = {}, opts: { idem?: string; token?: string | null } = {}): Promise<ApiReply<K>> {
  const r = await sim.call(API_PATHS[k], body, opts);
  expect(r.status_code, r.message).toBe(6000);
  // The schema table is indexed by a generic key, which TypeScript widens to every reply: the parse
  // above checks the shape, the cast only names it.
  return envelopeSchema(API_SCHEMAS[k].reply).parse(r.raw).data as ApiReply<K>;
}

/** A test clock the test moves by hand, standing in for the simulator's. */
function manualClock(startIso: string) {
  let now = Date.parse(startIso);
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('promotions', () => {
  it('lists every promotion with its tab, state at the platform time and whether one applies, running ones first', async () => {
    sim = testSim();
    const all = await data('activityList', {}, { token: null });
    expect(all.length).toBe(12);
    expect(all.map((a) => a.status)).toEqual([...all.map((a) => a.status)].sort((a, b) => ['ongoing', 'upcoming', 'ended'].indexOf(a) - ['ongoing', 'upcoming', 'ended'].indexOf(b)));
    expect(all.find((a) => a.title === '真人百家乐连赢奖金')?.status).toBe('upcoming');
    expect(all.find((a) => a.title === '欧冠竞猜 首注包赔')?.status).toBe('ended');
    expect(all.every((a) => a.imageUrl.startsWith('data:image/svg+xml'))).toBe(true);
    const vip = await data('activityList', { category: 'vip' }, { token: null });
    expect(vip.map((a) => a.title)).toEqual(['VIP6 专享周礼金', 'VIP 晋级礼金']);
    // Moving the platform clock past an activity's start changes its state.
    sim.ctx.clockOffsetMs = 4 * DAY;
    expect((await data('activityList', { category: 'live' }, { token: null }))[0]?.status).toBe('ongoing');
  });

  it('refuses applications with the platform reason in Chinese and pays an accepted one once per key', async () => {
    sim = testSim();
    await sim.login();
    const list = await data('activityList');
    const id = (title: string) => list.find((a) => a.title === title)?.id;
    const refused = async (title: string) => (await sim.call(API_PATHS.activityApply, { id: id(title) }, { idem: key() })).message;
    expect(await refused('新人注册彩金')).toBe('仅限注册 30 天内的新会员申请');
    expect(await refused('VIP6 专享周礼金')).toBe('VIP6 及以上会员方可申请');
    expect(await refused('周末返水加码')).toBe('本活动无需申请，达标后系统自动发放');
    expect(await refused('幸运翻翻乐')).toBe('请前往活动页面参与');
    expect(await refused('真人百家乐连赢奖金')).toBe('活动尚未开始，敬请期待');
    expect(await refused('欧冠竞猜 首注包赔')).toBe('活动已结束');

    const before = (await data('walletBalances')).center;
    const k = key();
    const first = await data('activityApply', { id: id('电子周周救援金') }, { idem: k });
    const repeat = await data('activityApply', { id: id('电子周周救援金') }, { idem: k });
    expect(first).toEqual({ id: id('电子周周救援金'), applied: true, bonus: 18.8 });
    expect(repeat).toEqual(first);
    expect((await data('walletBalances')).center).toBeCloseTo(before + 18.8, 2);
    expect(await refused('电子周周救援金')).toBe('您已申请过该活动');
    expect((await data('activityList', { category: 'egame' }))[0]?.applied).toBe(true);
  });
});

describe('check-in calendar (Asia/Shanghai days on the simulator clock)', () => {
  it('starts a new day at 00:00 China time, keeps the streak across midnight and restarts it after a missed day', async () => {
    // 23:58 on 1 March in Shanghai is 15:58 UTC; the seed checked in on the three days before.
    const clock = manualClock('2026-03-01T15:58:00Z');
    sim = testSim({}, clock.now);
    await sim.login();
    const first = await data('calendarCheckIn', {}, { idem: key() });
    expect(first).toMatchObject({ date: '2026-03-01', streak: 4 });
    clock.advance(1 * MINUTE); // 23:59
    expect((await sim.call(API_PATHS.calendarCheckIn, {}, { idem: key() })).message).toBe('今日已签到');
    clock.advance(2 * MINUTE); // 00:01 on 2 March
    const list = await data('calendarList', { month: '2026-03' });
    expect(list.today).toBe('2026-03-02');
    expect(list.checkedToday).toBe(false);
    expect(list.streak).toBe(4);
    const second = await data('calendarCheckIn', {}, { idem: key() });
    expect(second).toMatchObject({ date: '2026-03-02', streak: 5 });

    clock.advance(2 * DAY); // 4 March: 3 March was missed
    await sim.login();
    expect((await data('calendarList', { month: '2026-03' })).streak).toBe(0);
    expect(await data('calendarCheckIn', {}, { idem: key() })).toMatchObject({ date: '2026-03-04', streak: 1, reward: 2 });
  });

  it('pays the milestone reward on the day the streak reaches it', async () => {
    // Seeded streak of 3 ending yesterday: today is day 4, tomorrow … day 7 pays 2 + 58.
    const clock = manualClock('2026-03-10T04:00:00Z');
    sim = testSim({}, clock.now);
    await sim.login();
    const rewards: number[] = [];
    for (let day = 4; day <= 7; day += 1) {
      await sim.login();
      rewards.push((await data('calendarCheckIn', {}, { idem: key() })).reward);
      clock.advance(DAY);
    }
    expect(rewards).toEqual([2, 2, 2, 60]);
    await sim.login();
    const list = await data('calendarList', { month: '2026-03' });
    expect(list.milestones).toEqual([
      { days: 3, reward: 5 },
      { days: 7, reward: 58 },
      { days: 15, reward: 88 },
      { days: 30, reward: 288 },
    ]);
    expect(list.days.filter((d) => d.checkedIn).map((d) => d.date)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
  });

  it('lists what happens on each day of a month to guests too', async () => {
    sim = testSim({}, manualClock('2026-03-10T04:00:00Z').now);
    const march = await data('calendarEvents', { month: '2026-03' }, { token: null });
    expect(march.today).toBe('2026-03-10');
    const on = (date: string) => march.events.filter((e) => e.date === date).map((e) => e.title);
    expect(on('2026-03-07')).toContain('周末体育返水 1.2%'); // a Saturday
    expect(on('2026-03-09')).toContain('好友冲榜新一期开始'); // a Monday
    expect(on('2026-03-18')).toContain('会员日 存款加赠 8%');
    expect(on('2026-03-13')).toContain('真人百家乐连赢奖金 开始'); // three days after the seed
  });
});

describe('friend peak bet board', () => {
  it('ranks members by their friends’ valid bets of the China-time week, with the member’s own rank and a countdown base', async () => {
    // Wednesday 11 March 2026, 12:00 in Shanghai.
    const clock = manualClock('2026-03-11T04:00:00Z');
    sim = testSim({}, clock.now);
    const guest = await data('peakBetBoard', {}, { token: null });
    expect(guest.mine).toBeNull();
    expect(guest.periodStart).toBe(Date.parse('2026-03-08T16:00:00Z')); // Monday 00:00 +08:00
    expect(guest.periodEnd - guest.periodStart).toBe(7 * DAY);
    expect(guest.serverTime).toBe(clock.now());
    expect(guest.board.length).toBeGreaterThan(3);
    expect(guest.board.map((r) => r.validBet)).toEqual([...guest.board.map((r) => r.validBet)].sort((a, b) => b - a));
    expect(guest.board[0]).toMatchObject({ rank: 1, prize: 8888 });

    await sim.login();
    const before = await data('peakBetBoard');
    expect(before.mine?.validBet).toBeGreaterThan(0);
    // A friend of the demo member (player1001 was invited by them) bets 200,000 this week.
    await sim.app.request('/__sim/bet', { method: 'POST', body: JSON.stringify({ username: 'player1001', amount: 200_000 }) });
    const after = await data('peakBetBoard');
    expect(after.mine).toMatchObject({ rank: 1, prize: 8888 });
    expect(after.mine?.validBet).toBeCloseTo((before.mine?.validBet ?? 0) + 200_000, 2);

    // A new week starts at Monday 00:00 China time; last week's bets no longer count.
    clock.advance(Date.parse('2026-03-15T16:00:00Z') - clock.now() + 10 * DAY);
    await sim.login();
    const next = await data('peakBetBoard');
    expect(next.periodStart).toBe(Date.parse('2026-03-22T16:00:00Z'));
    expect(next.mine).toEqual({ rank: null, friends: 0, validBet: 0, prize: 0 });
  });
});

describe('lucky flip', () => {
  it('draws once per idempotency key and keeps the history, newest first', async () => {
    sim = testSim();
    await sim.login();
    const info = await data('luckyFlipInfo');
    expect(info.chancesLeft).toBe(3);
    expect(info.history).toHaveLength(3);
    const k = key();
    const draw = await data('luckyFlipDraw', { position: 4 }, { idem: k });
    expect(await data('luckyFlipDraw', { position: 4 }, { idem: k })).toEqual(draw);
    const after = await data('luckyFlipInfo');
    expect(after.chancesLeft).toBe(2);
    expect(after.history[0]).toMatchObject({ name: draw.name, amount: draw.amount });
    expect(after.history).toHaveLength(4);
  });
});

describe('agent centre', () => {
  it('tells an agent, a member with no application and one waiting for review apart', async () => {
    sim = testSim();
    await sim.login();
    expect(await data('agentInfo')).toMatchObject({ isAgent: true, applyStatus: 'approved', commissionRate: 30 });
    await sim.login('player1002', 'Player@2026');
    expect(await data('agentInfo')).toMatchObject({ isAgent: false, applyStatus: 'none' });
    await data('agentApply', { contact: 'xy_promoter', channel: 'wechat', realName: '李四', phone: '13812345678' });
    expect(await data('agentInfo')).toMatchObject({ isAgent: false, applyStatus: 'pending' });
    expect((await sim.call(API_PATHS.agentApply, { contact: 'xy_promoter' })).message).toBe('您已提交过代理申请');
  });
});
