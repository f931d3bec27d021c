import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, failureEnvelopeSchema, HEADERS } from '@site/api-contract';
import type { TestSim } from '../testing';
import { clientHeaders, testSim } from '../testing';

let sim: TestSim;
afterEach(() => sim.close());

const chinese = /[\u4e00-\u9fa5]/;

describe('bad input never crashes and writes nothing', () => {
  it('answers malformed JSON with 10003', async () => {
    sim = testSim();
    const r = await sim.call(API_PATHS.login, undefined, { rawBody: '{"username": ' });
    expect(r.status).toBe(200);
    expect(r.status_code).toBe(10003);
    expect(r.message).toMatch(chinese);
    expect(failureEnvelopeSchema.safeParse(r.raw).success).toBe(true);
  });

  it('answers missing and wrong-typed fields with 10003 in Chinese', async () => {
    sim = testSim();
    const before = (sim.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n;
    const r = await sim.call(API_PATHS.register, { username: 12345, password: true });
    expect(r.status_code).toBe(10003);
    expect(r.message).toMatch(chinese);
    expect((sim.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n).toBe(before);
  });

  it('answers an oversized body with 10003', async () => {
    sim = testSim();
    const r = await sim.call(API_PATHS.webTerminal, { blob: 'x'.repeat(70 * 1024) });
    expect(r.status_code).toBe(10003);
    expect(r.message).toBe('请求内容过大');
  });

  it('refuses a body that is not declared JSON with 415 and a Chinese message, and moves no money', async () => {
    sim = testSim();
    await sim.login();
    const path = API_PATHS.walletTransfer;
    const body = JSON.stringify({ from: 'CENTER', to: 'FBTY', amount: 5 });
    const center = () => (sim.db.prepare("SELECT balance_cents FROM wallets WHERE member_id = 10001 AND code = 'CENTER'").get() as { balance_cents: number }).balance_cents;
    const before = center();
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const headers = { ...clientHeaders(path, { token: sim.token ?? '', idem: `media-type-${type.length}-key` }), 'content-type': type };
      if (type === '') delete (headers as Record<string, string>)['content-type'];
      const res = await sim.app.request(path, { method: 'POST', headers, body });
      expect(res.status, type).toBe(415);
      const reply = (await res.json()) as { status_code: number; message: string };
      expect(reply.status_code, type).toBe(10003);
      expect(reply.message, type).toBe('请求内容类型须为 application/json');
    }
    expect(center()).toBe(before);
    // JSON with a charset passes; an empty body may leave the type out.
    const charset = await sim.call(API_PATHS.preInfo, {}, { headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(charset.status_code).toBe(6000);
    const { 'content-type': _type, ...untyped } = clientHeaders(API_PATHS.preInfo);
    const empty = await sim.app.request(API_PATHS.preInfo, { method: 'POST', headers: untyped });
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as { status_code: number }).status_code).toBe(6000);
  });

  it('refuses a text/plain write to the encrypted cache with 415', async () => {
    sim = testSim();
    const res = await sim.app.request('/api/json-cache/platformCount', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"payload":"x"}' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toMatch(chinese);
  });

  it('answers a bad or missing token with 10004', async () => {
    sim = testSim();
    expect((await sim.call(API_PATHS.memberInfo, {}, { token: 'nope' })).status_code).toBe(10004);
    expect((await sim.call(API_PATHS.memberInfo, {}, { token: null })).status_code).toBe(10004);
  });

  it('checks the common headers: site, client, version, signature, device', async () => {
    sim = testSim();
    const path = API_PATHS.preInfo;
    const send = async (headers: Record<string, string>) => {
      const res = await sim.app.request(path, { method: 'POST', headers, body: '{}' });
      return (await res.json()) as { status_code: number; message: string };
    };
    const good = clientHeaders(path);
    expect((await send(good)).status_code).toBe(6000);
    expect((await send({ ...good, [HEADERS.siteId]: '1' })).status_code).toBe(10108);
    expect((await send({ ...good, [HEADERS.clientType]: 'ios' })).status_code).toBe(10108);
    expect((await send({ ...good, [HEADERS.version]: '1.9.9' })).status_code).toBe(10009);
    expect((await send({ ...good, [HEADERS.signedPath]: 's1.0000000000000000' })).status_code).toBe(10108);
    const { [HEADERS.uuid]: _drop, ...noUuid } = good;
    expect((await send(noUuid)).status_code).toBe(22007);
  });

  it('keeps the control API off unless started for tests', async () => {
    sim = testSim({ control: false });
    const res = await sim.app.request('/__sim/reset', { method: 'POST' });
    expect(res.status).toBe(404);
  });
});

describe('control API', () => {
  it('forces the next reply of a path to a code, once', async () => {
    sim = testSim();
    await sim.app.request('/__sim/force', { method: 'POST', body: JSON.stringify({ path: API_PATHS.preInfo, code: 6032 }) });
    const forced = await sim.call(API_PATHS.preInfo, {});
    expect(forced.status_code).toBe(6032);
    expect(forced.message).toMatch(chinese);
    expect((await sim.call(API_PATHS.preInfo, {})).status_code).toBe(6000);
  });

  it('delays a reply', async () => {
    sim = testSim();
    await sim.app.request('/__sim/force', { method: 'POST', body: JSON.stringify({ path: API_PATHS.preInfo, delayMs: 120 }) });
    const t = Date.now();
    expect((await sim.call(API_PATHS.preInfo, {})).status_code).toBe(6000);
    expect(Date.now() - t).toBeGreaterThanOrEqual(110);
  });

  it('toggles maintenance (status 0) and resets the database', async () => {
    sim = testSim();
    await sim.app.request('/__sim/maintenance', { method: 'POST', body: JSON.stringify({ on: true }) });
    expect(((await sim.call(API_PATHS.preInfo, {})).data as { maintainConfig: { status: number } }).maintainConfig.status).toBe(0);
    sim.db.prepare("UPDATE members SET nick_name = 'x' WHERE id = 10001").run();
    await sim.app.request('/__sim/reset', { method: 'POST' });
    expect(((await sim.call(API_PATHS.preInfo, {})).data as { maintainConfig: { status: number } }).maintainConfig.status).toBe(1);
    expect((sim.db.prepare('SELECT nick_name FROM members WHERE id = 10001').get() as { nick_name: string }).nick_name).toBe('星耀会员');
  });
});
