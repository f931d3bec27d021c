import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_SCHEMAS, envelopeSchema } from '@site/api-contract';
import type { TestSim } from '../testing';
import { testSim } from '../testing';

let sim: TestSim;
afterEach(() => {
  expect(sim.ctx.violations).toEqual([]);
  sim.close();
});

const check = async () => envelopeSchema(API_SCHEMAS.dividendCheck.reply).parse((await sim.call(API_PATHS.dividendCheck, {})).raw).data.list;
const center = async () => envelopeSchema(API_SCHEMAS.walletBalances.reply).parse((await sim.call(API_PATHS.walletBalances, {})).raw).data.center;

describe('dividends (issue #25 item 6)', () => {
  it('receiving credits the centre wallet once per idempotency key and leaves the list', async () => {
    sim = testSim();
    await sim.login();
    const [first] = await check();
    expect(first).toMatchObject({ title: '11 月股东分红', amount: 288 });
    const before = await center();
    const reply = await sim.call(API_PATHS.dividendReceive, { id: first?.id }, { idem: 'dividend-key-0001' });
    const again = await sim.call(API_PATHS.dividendReceive, { id: first?.id }, { idem: 'dividend-key-0001' });
    expect(reply.status_code).toBe(6000);
    expect(again.raw).toEqual(reply.raw);
    expect(await center()).toBe(before + 288);
    expect((await check()).map((d) => d.title)).toEqual(['周末红包']);
    const lead = envelopeSchema(API_SCHEMAS.dividendLead.reply).parse((await sim.call(API_PATHS.dividendLead, {})).raw).data;
    expect(lead.content).toContain('1 笔');
  });

  it('refuses with the reason: already received, expired, unknown; and without an idempotency key', async () => {
    sim = testSim();
    await sim.login();
    const [first, second] = await check();
    await sim.call(API_PATHS.dividendReceive, { id: first?.id }, { idem: 'dividend-key-0002' });
    const twice = await sim.call(API_PATHS.dividendReceive, { id: first?.id }, { idem: 'dividend-key-0003' });
    expect([twice.status_code, twice.message]).toEqual([10001, '该分红已领取，请勿重复领取']);

    // Its validity ran out (the member's login did not).
    sim.ctx.db.prepare('UPDATE dividends SET expires_at = ? WHERE id = ?').run(sim.ctx.now() - 1, second?.id);
    const late = await sim.call(API_PATHS.dividendReceive, { id: second?.id }, { idem: 'dividend-key-0004' });
    expect([late.status_code, late.message]).toEqual([10001, '该分红已过期，无法领取']);

    const unknown = await sim.call(API_PATHS.dividendReceive, { id: 999 }, { idem: 'dividend-key-0005' });
    expect(unknown.message).toBe('该分红不存在');
    const keyless = await sim.call(API_PATHS.dividendReceive, { id: second?.id });
    expect(keyless.status_code).toBe(10003);
  });
});
