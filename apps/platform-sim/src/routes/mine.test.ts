import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_SCHEMAS, INFO_AUDIT_STATUS, PLATFORM_CATEGORIES, envelopeSchema } from '@site/api-contract';
import type { ApiPathKey, ApiReply } from '@site/api-contract';
import type { TestSim } from '../testing';
import { testSim } from '../testing';

let sim: TestSim;
afterEach(() => {
  expect(sim.ctx.violations).toEqual([]);
  sim.close();
});

/** A still clock: a time the simulator stamps can be compared exactly. */
const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const stillSim = () => testSim({}, () => NOW);

/** A reply's data, checked against the contract (the indexed schema loses its type: hence the cast). */
function parse<K extends ApiPathKey>(key: K, raw: unknown): ApiReply<K> {
  return envelopeSchema(API_SCHEMAS[key].reply).parse(raw).data as ApiReply<K>;
}
const cents = (yuan: number) => Math.round(yuan * 100);

async function control(path: string, body: unknown) {
  const res = await sim.app.request(`/__sim/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { status_code: number; data: unknown };
}

describe('资料审核 (infoAudit)', () => {
  it('lists what the demo member submitted, newest first: a card under review, a rejected account with its reason, approved identity', async () => {
    sim = testSim();
    await sim.login();
    const { list } = parse('infoAudit', (await sim.call(API_PATHS.infoAudit, {})).raw);
    const times = list.map((i) => i.submittedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list[0]).toMatchObject({ kind: 'CARD', cardKind: 'BANK', status: INFO_AUDIT_STATUS.pending, reason: '', reviewedAt: null });
    const rejected = list.filter((i) => i.status === INFO_AUDIT_STATUS.rejected);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ kind: 'CARD', cardKind: 'WECHAT' });
    expect(rejected[0]?.reason).toContain('实名');
    expect(list.find((i) => i.kind === 'IDENTITY')).toMatchObject({ status: INFO_AUDIT_STATUS.approved, cardKind: null });
    expect(list.some((i) => i.kind === 'PROFILE')).toBe(true);
  });

  it('is a member call: without a token it answers 10004, and a new member has nothing under review', async () => {
    sim = testSim();
    expect((await sim.call(API_PATHS.infoAudit, {}, { token: null })).status_code).toBe(10004);
    const reg = await sim.call(API_PATHS.register, { username: 'fresh0001', password: 'Fresh@2026', ...(await sim.captcha()) }, { token: null });
    const token = (reg.data as { token: string }).token;
    expect(parse('infoAudit', (await sim.call(API_PATHS.infoAudit, {}, { token })).raw).list).toEqual([]);
  });
});

describe('self-service rebate per category', () => {
  it('lists every category; receiving one pays that category only, once per key, and the rest stays', async () => {
    sim = stillSim();
    await sim.login();
    const info = parse('rebateInfo', (await sim.call(API_PATHS.rebateInfo, {})).raw);
    expect(info.items.map((i) => i.category)).toEqual([...PLATFORM_CATEGORIES]);
    const paying = info.items.filter((i) => i.amount > 0);
    expect(paying.length).toBeGreaterThanOrEqual(2);
    expect(info.items.some((i) => i.amount === 0)).toBe(true);
    expect(cents(info.available)).toBe(paying.reduce((s, i) => s + cents(i.amount), 0));
    const one = paying[0];
    if (!one) throw new Error('no category to receive');

    const before = parse('walletBalances', (await sim.call(API_PATHS.walletBalances, {})).raw).center;
    const receive = () => sim.call(API_PATHS.rebateReceive, { category: one.category }, { idem: 'rebate-one-0001' });
    const first = await receive();
    const again = await receive();
    expect(again.raw).toEqual(first.raw);
    expect(first.data).toEqual({ received: one.amount, balance: (cents(before) + cents(one.amount)) / 100 });

    const after = parse('rebateInfo', (await sim.call(API_PATHS.rebateInfo, {})).raw);
    expect(after.items.find((i) => i.category === one.category)?.amount).toBe(0);
    expect(cents(after.available)).toBe(cents(info.available) - cents(one.amount));
    expect(after.lastReceivedAt).toBe(NOW);
    const twice = await sim.call(API_PATHS.rebateReceive, { category: one.category }, { idem: 'rebate-one-0002' });
    expect(twice.message).toBe('该类别暂无可领取的返水');

    const all = await sim.call(API_PATHS.rebateReceive, {}, { idem: 'rebate-all-0001' });
    expect((all.data as { received: number }).received).toBe(after.available);
    expect(parse('rebateInfo', (await sim.call(API_PATHS.rebateInfo, {})).raw).available).toBe(0);
    const records = parse('transactionRecords', (await sim.call(API_PATHS.transactionRecords, { type: 'REBATE', pageSize: 2 })).raw).list;
    expect(records.map((r) => r.amount)).toEqual([after.available, one.amount]);
  });

  it('refuses an unknown category', async () => {
    sim = testSim();
    await sim.login();
    expect((await sim.call(API_PATHS.rebateReceive, { category: 'XX' }, { idem: 'rebate-bad-0001' })).status_code).toBe(10003);
  });
});

describe('feedback with a contact and the platform reply', () => {
  it('keeps the contact, lists the new feedback unanswered, then with the reply', async () => {
    sim = stillSim();
    await sim.login();
    const sent = parse('feedbackSubmit', (await sim.call(API_PATHS.feedbackSubmit, { type: 'WITHDRAW', content: '  提款到账时间能否再快一些？  ', contact: ' 微信 wx888 ' })).raw);
    expect(sent).toMatchObject({ type: 'WITHDRAW', content: '提款到账时间能否再快一些？', contact: '微信 wx888', reply: '', repliedAt: null });
    let list = parse('feedbackList', (await sim.call(API_PATHS.feedbackList, {})).raw).list;
    expect(list[0]).toMatchObject({ id: sent.id, reply: '' });
    expect(list.filter((f) => f.reply !== '').every((f) => f.repliedAt !== null && f.repliedAt > f.createdAt)).toBe(true);
    expect((await control('feedback/reply', { id: sent.id, reply: '已为您加急处理' })).status_code).toBe(6000);
    list = parse('feedbackList', (await sim.call(API_PATHS.feedbackList, {})).raw).list;
    expect(list[0]).toMatchObject({ id: sent.id, reply: '已为您加急处理', repliedAt: NOW });
  });

  it('refuses text shorter than 5 characters once trimmed', async () => {
    sim = testSim();
    await sim.login();
    expect((await sim.call(API_PATHS.feedbackSubmit, { type: 'OTHER', content: '  好  ' })).status_code).toBe(10003);
  });
});

describe('VIP levels and mail sent by the platform', () => {
  it('gives each level a daily withdrawal limit that rises with the level', async () => {
    sim = testSim();
    const levels = parse('vipLevels', (await sim.call(API_PATHS.vipLevels, {})).raw);
    const limits = levels.map((l) => l.dailyWithdrawLimit);
    expect(limits[0]).toBe(50_000);
    expect(limits.every((n, i) => i === 0 || n > (limits[i - 1] ?? 0))).toBe(true);
  });

  it('a mail the platform sends arrives unread, its text as it was sent', async () => {
    sim = testSim();
    await sim.login();
    const unread = async () => (await sim.call(API_PATHS.mailUnread, {})).data as { unread: number };
    const before = (await unread()).unread;
    expect((await control('mail', { username: 'demo888', title: '测试', content: '<b>不是标签</b>' })).status_code).toBe(6000);
    expect((await unread()).unread).toBe(before + 1);
    const first = parse('mailList', (await sim.call(API_PATHS.mailList, { pageSize: 1 })).raw).list[0];
    expect(first).toMatchObject({ title: '测试', content: '<b>不是标签</b>', read: false });
  });
});
