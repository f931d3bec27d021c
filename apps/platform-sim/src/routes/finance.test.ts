import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_SCHEMAS, envelopeSchema } from '@site/api-contract';
import type { TestSim } from '../testing';
import { testSim } from '../testing';

let sim: TestSim;
afterEach(() => {
  expect(sim.ctx.violations).toEqual([]);
  sim.close();
});

const balances = async () => envelopeSchema(API_SCHEMAS.walletBalances.reply).parse((await sim.call(API_PATHS.walletBalances, {})).raw).data;
const control = (path: string, body: unknown) => sim.app.request(path, { method: 'POST', body: JSON.stringify(body) });

describe('wallets and transfers', () => {
  it('lists the centre wallet and one wallet per venue', async () => {
    sim = testSim();
    await sim.login();
    const b = await balances();
    expect(b.center).toBe(12888.66);
    expect(b.wallets.map((w) => w.code)).toEqual(expect.arrayContaining(['IMTY', 'OBTY', 'FBTY', 'V188', 'YBDJ', 'IMDJ', 'LHDJ']));
    expect(b.total).toBe(12888.66 + 500 + 123.45);
  });

  it('moves money once per idempotency key, even when the request is repeated', async () => {
    sim = testSim();
    await sim.login();
    const body = { from: 'CENTER', to: 'FBTY', amount: 100.5 };
    const first = await sim.call(API_PATHS.walletTransfer, body, { idem: 'transfer-key-0001' });
    const again = await sim.call(API_PATHS.walletTransfer, body, { idem: 'transfer-key-0001' });
    expect(first.status_code).toBe(6000);
    expect(again.raw).toEqual(first.raw);
    const b = await balances();
    expect(b.center).toBe(12788.16);
    expect(b.wallets.find((w) => w.code === 'FBTY')?.balance).toBe(100.5);
    const reused = await sim.call(API_PATHS.walletTransfer, { ...body, amount: 1 }, { idem: 'transfer-key-0001' });
    expect(reused.status_code).toBe(10003);
  });

  it('names a transfer in its record in Chinese, as the seeded history does, never by wallet codes', async () => {
    sim = testSim();
    await sim.login();
    await sim.call(API_PATHS.walletTransfer, { from: 'CENTER', to: 'OBTY', amount: 100 }, { idem: 'transfer-key-0101' });
    await sim.call(API_PATHS.walletTransfer, { from: 'OBTY', to: 'CENTER', amount: 50 }, { idem: 'transfer-key-0102' });
    await sim.call(API_PATHS.walletTransfer, { from: 'IMTY', to: 'OBTY', amount: 20 }, { idem: 'transfer-key-0103' });
    const end = Date.now() + 60_000;
    const page = (await sim.call(API_PATHS.transactionRecords, { pageNum: 1, pageSize: 10, startTime: end - 86_400_000, endTime: end })).data as { list: { remark: string }[] };
    const remarks = page.list.map((r) => r.remark);
    expect(remarks).toEqual(expect.arrayContaining(['中心钱包转入YB体育', 'YB体育转回中心钱包', 'IM体育转入YB体育']));
    expect(remarks.join('')).not.toMatch(/CENTER|OBTY|IMTY/);
  });

  it('requires the idempotency key on money calls', async () => {
    sim = testSim();
    await sim.login();
    const r = await sim.call(API_PATHS.walletTransfer, { from: 'CENTER', to: 'FBTY', amount: 1 });
    expect(r.status_code).toBe(10003);
    expect((await balances()).center).toBe(12888.66);
  });

  it('never lets a balance go negative', async () => {
    sim = testSim();
    await sim.login();
    const r = await sim.call(API_PATHS.walletTransfer, { from: 'IMTY', to: 'CENTER', amount: 123.46 }, { idem: 'transfer-key-0002' });
    expect(r.status_code).toBe(10001);
    expect(r.message).toBe('余额不足');
    expect((await balances()).wallets.find((w) => w.code === 'IMTY')?.balance).toBe(123.45);
    const neg = await sim.call(API_PATHS.walletTransfer, { from: 'CENTER', to: 'IMTY', amount: -5 }, { idem: 'transfer-key-0003' });
    expect(neg.status_code).toBe(10003);
  });

  it('refuses an amount with more than two decimals or out of range, with its own Chinese reason, and rounds nothing', async () => {
    sim = testSim();
    await sim.login();
    const path = API_PATHS.walletTransfer;
    const send = (amount: string, idem: string) => sim.call(path, undefined, { idem, rawBody: `{"from":"CENTER","to":"FBTY","amount":${amount}}` });
    const noise = await send('0.30000000000000004', 'decimals-key-0001');
    expect(noise.status_code).toBe(10003);
    expect(noise.message).toContain('金额最多两位小数');
    const huge = await send('1e308', 'decimals-key-0002');
    expect(huge.status_code).toBe(10003);
    expect(huge.message).toContain('金额超出范围');
    expect(huge.message).not.toContain('两位小数');
    const infinite = await send('1e999', 'decimals-key-0003');
    expect(infinite.status_code).toBe(10003);
    expect(infinite.message).toContain('金额超出范围');
    expect(infinite.message).not.toContain('期望数字');
    expect((await balances()).center).toBe(12888.66);
    const exact = await send('0.3', 'decimals-key-0004');
    expect(exact.status_code).toBe(6000);
    expect((await balances()).center).toBe(12888.36);
  });

  it('recalls every venue balance to the centre wallet', async () => {
    sim = testSim();
    await sim.login();
    const r = await sim.call(API_PATHS.walletRecallAll, {}, { idem: 'recall-key-0001' });
    const data = envelopeSchema(API_SCHEMAS.walletRecallAll.reply).parse(r.raw).data;
    expect(data.recalled).toBe(623.45);
    expect(data.balances.center).toBe(13512.11);
    expect(data.balances.wallets.every((w) => w.balance === 0)).toBe(true);
  });
});

describe('deposit and withdrawal', () => {
  it('creates a deposit order that the simulated provider confirms after its settle time', async () => {
    sim = testSim({ depositSettleMs: 10_000 });
    await sim.login();
    const channels = envelopeSchema(API_SCHEMAS.depositChannels.reply).parse((await sim.call(API_PATHS.depositChannels, {})).raw).data;
    const bank = channels.find((c) => c.method === 'BANK');
    const tooSmall = await sim.call(API_PATHS.depositCreate, { channelId: bank?.id, amount: 1 }, { idem: 'deposit-key-0000' });
    expect(tooSmall.status_code).toBe(10003);
    const r = await sim.call(API_PATHS.depositCreate, { channelId: bank?.id, amount: 500 }, { idem: 'deposit-key-0001' });
    const order = envelopeSchema(API_SCHEMAS.depositCreate.reply).parse(r.raw).data;
    expect(order.status).toBe(0);
    expect((await balances()).center).toBe(12888.66);
    sim.ctx.clockOffsetMs += 10_000;
    expect((await balances()).center).toBe(13388.66);
    const tx = await sim.call(API_PATHS.transactionRecords, { type: 'DEPOSIT', pageSize: 1 });
    expect((tx.data as { list: { orderNo: string }[] }).list[0]?.orderNo).toBe(order.orderNo);
  });

  it('withdraws to a bound card only after the turnover audit is met, locking the money until paid', async () => {
    sim = testSim({ depositSettleMs: 0, withdrawSettleMs: 30_000 });
    await sim.login();
    await sim.call(API_PATHS.depositCreate, { channelId: 1, amount: 1000 }, { idem: 'deposit-key-0002' });
    const info = envelopeSchema(API_SCHEMAS.withdrawalInfo.reply).parse((await sim.call(API_PATHS.withdrawalInfo, {})).raw).data;
    expect(info.auditPassed).toBe(false);
    expect(info.auditRemaining).toBe(1000);
    const card = info.cards.find((c) => c.kind === 'BANK');
    const blocked = await sim.call(API_PATHS.withdrawalApply, { cardId: card?.id, amount: 200 }, { idem: 'withdraw-key-0001' });
    expect(blocked.status_code).toBe(10001);
    expect(blocked.message).toContain('1000.00');

    await control('/__sim/bet', { username: 'demo888', amount: 1000 });
    const foreign = await sim.call(API_PATHS.withdrawalApply, { cardId: 99999, amount: 200 }, { idem: 'withdraw-key-0002' });
    expect(foreign.status_code).toBe(10003);
    const tooMuch = await sim.call(API_PATHS.withdrawalApply, { cardId: card?.id, amount: 50000 }, { idem: 'withdraw-key-0003' });
    expect(tooMuch.message).toBe('余额不足');
    const ok = await sim.call(API_PATHS.withdrawalApply, { cardId: card?.id, amount: 200 }, { idem: 'withdraw-key-0004' });
    expect(ok.status_code).toBe(6000);
    let b = await balances();
    expect(b.center).toBe(13688.66);
    expect(b.lockMoney).toBe(200);
    sim.ctx.clockOffsetMs += 30_000;
    b = await balances();
    expect(b.lockMoney).toBe(0);
    expect(b.center).toBe(13688.66);
  });

  it('lists the audit items', async () => {
    sim = testSim();
    await sim.login();
    const audit = envelopeSchema(API_SCHEMAS.auditList.reply).parse((await sim.call(API_PATHS.auditList, {})).raw).data;
    expect(audit.passed).toBe(true);
    expect(audit.list.length).toBeGreaterThan(0);
  });
});

describe('cards and payment accounts', () => {
  it('binds each kind, masks the account and refuses a holder that is not the verified name', async () => {
    sim = testSim();
    await sim.login();
    const bank = await sim.call(API_PATHS.cardBind, { kind: 'BANK', bankCode: 'CMB', holder: '王晓明', account: '6214830100223344' });
    const card = envelopeSchema(API_SCHEMAS.cardBind.reply).parse(bank.raw).data;
    expect(card.accountMasked).toBe('6214********3344');
    const wrong = await sim.call(API_PATHS.cardBind, { kind: 'BANK', bankCode: 'CMB', holder: '李四', account: '6214830100223345' });
    expect(wrong.status_code).toBe(10003);
    for (const kind of ['EBPAY', 'KOIPAY', 'WECHAT', 'DIGITAL', 'SHARELIFE'])
      expect((await sim.call(API_PATHS.cardBind, { kind, holder: '王晓明', account: `${kind.toLowerCase()}-8888` })).status_code).toBe(6000);
    const coin = await sim.call(API_PATHS.cardBind, { kind: 'VIRTUAL', protocol: 'ERC20', account: `0x${'ab'.repeat(20)}` });
    expect(coin.status_code).toBe(6000);
    const list = envelopeSchema(API_SCHEMAS.cardList.reply).parse((await sim.call(API_PATHS.cardList, { kind: 'SHARELIFE' })).raw).data;
    expect(list).toHaveLength(1);
    expect((await sim.call(API_PATHS.cardDelete, { id: card.id })).status_code).toBe(6000);
    expect((await sim.call(API_PATHS.cardDelete, { id: card.id })).status_code).toBe(10003);
  });

  it('asks an unverified member to verify identity first', async () => {
    sim = testSim();
    const reg = await sim.call(API_PATHS.register, { username: 'newbie03', password: 'Newbie@2026', ...(await sim.captcha()) });
    sim.setToken((reg.data as { token: string }).token);
    const r = await sim.call(API_PATHS.cardBind, { kind: 'ALIPAY', holder: '张三', account: 'zs@example.com' });
    expect(r.message).toContain('实名认证');
    const v = await sim.call(API_PATHS.identityVerify, { realName: '张三', idNumber: '11010119900101123X' });
    expect(envelopeSchema(API_SCHEMAS.identityVerify.reply).parse(v.raw).data.verified).toBe(true);
    expect((await sim.call(API_PATHS.cardBind, { kind: 'ALIPAY', holder: '张三', account: 'zs@example.com' })).status_code).toBe(6000);
  });
});
