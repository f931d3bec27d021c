import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { API_PATHS, API_SCHEMAS, CHAT_MSG_ID, CHAT_WS_PATH, envelopeSchema } from '@site/api-contract';
import type { RunningSim } from '../index';
import { startSim } from '../index';
import type { TestSim } from '../testing';
import { DAY_MS, HOUR_MS, RESPONSIBLE_T0, clientHeaders, testSim } from '../testing';

const [HOUR, DAY, T0] = [HOUR_MS, DAY_MS, RESPONSIBLE_T0];

let sim: TestSim;
afterEach(() => {
  expect(sim.ctx.violations).toEqual([]);
  sim.close();
});

let n = 0;
const idem = () => `resp-key-${String((n += 1)).padStart(6, '0')}`;
/** WeChat pay (channel 3) takes 10 yuan and up. */
const deposit = (amount: number) => sim.call(API_PATHS.depositCreate, { channelId: 3, amount }, { idem: idem() });
const info = async () => envelopeSchema(API_SCHEMAS.responsibleInfo.reply).parse((await sim.call(API_PATHS.responsibleInfo, {})).raw).data;
const setLimit = (period: string, limit: number | null) => sim.call(API_PATHS.depositLimitSet, { period, limit });
const advance = (ms: number) => {
  sim.ctx.clockOffsetMs += ms;
};

describe('deposit limits (issue #22)', () => {
  it('refuses 30 after 80 under a 24-hour limit of 100, naming the limit and when room frees up', async () => {
    sim = testSim({}, () => T0);
    await sim.login();
    expect((await setLimit('day', 100)).status_code).toBe(6000);
    expect((await deposit(80)).status_code).toBe(6000);
    advance(HOUR);
    const refused = await deposit(30);
    expect(refused.status_code).toBe(6041);
    expect(refused.message).toBe('已超出您设置的24小时存款限额 100.00 元，当前剩余可存 20.00 元；2026-11-24 10:00（北京时间）起可再存入 30.00 元');
    // The room left still takes 20.
    expect((await deposit(20)).status_code).toBe(6000);
    const day = (await info()).limits.find((l) => l.period === 'day');
    expect(day).toMatchObject({ limit: 100, used: 100, remaining: 0, pending: null, nextFreeAt: T0 + DAY });
  });

  it('keeps the old limit for 24 hours after a raise (待生效), to the millisecond', async () => {
    sim = testSim({}, () => T0);
    await sim.login();
    await setLimit('day', 100);
    await deposit(80);
    const raised = await setLimit('day', 500);
    expect(raised.message).toContain('24小时后生效');
    expect((await info()).limits[0]).toMatchObject({ limit: 100, pending: { limit: 500, effectiveAt: T0 + DAY } });
    advance(DAY - 1);
    expect((await deposit(30)).status_code).toBe(6041);
    advance(1);
    // The session token lives 24 hours too: sign in again. The 80 has left the window at the same
    // instant, and the 500 applies.
    await sim.login();
    expect((await info()).limits[0]).toMatchObject({ limit: 500, pending: null, used: 0 });
    expect((await deposit(30)).status_code).toBe(6000);
  });

  it('lowers at once and refuses a deposit over the 7-day limit too', async () => {
    sim = testSim({}, () => T0);
    await sim.login();
    await setLimit('week', 1000);
    await setLimit('week', 50);
    expect((await info()).limits.find((l) => l.period === 'week')).toMatchObject({ limit: 50, pending: null });
    const r = await deposit(60);
    expect(r.status_code).toBe(6041);
    expect(r.message).toContain('7天存款限额 50.00 元');
    expect(r.message).toContain('单笔金额超过7天限额');
  });
});

describe('time-out and self-exclusion (issue #22)', () => {
  const login = () => sim.login();

  it('logs every session out and refuses login until the time-out ends, in Beijing time', async () => {
    sim = testSim({}, () => T0);
    await login();
    const token = sim.token;
    const r = await sim.call(API_PATHS.timeOutTake, { period: '24h' });
    expect(r.status_code).toBe(6000);
    expect(r.data).toEqual({ kind: 'timeOut', until: T0 + DAY });
    expect((await sim.call(API_PATHS.walletBalances, {}, { token: token ?? null })).status_code).toBe(10004);
    const refused = await login();
    expect(refused.status_code).toBe(6042);
    expect(refused.message).toBe('您的账号处于冷静期，2026-11-24 10:00（北京时间）前无法登录');
    advance(DAY - 1);
    expect((await login()).status_code).toBe(6042);
    advance(1);
    expect((await login()).status_code).toBe(6000);
  });

  it('holds a 7-day time-out for all 7 days', async () => {
    sim = testSim({}, () => T0);
    await login();
    await sim.call(API_PATHS.timeOutTake, { period: '7d' });
    advance(7 * DAY - 1);
    expect((await login()).message).toContain('2026-11-30 10:00（北京时间）');
    advance(1);
    expect((await login()).status_code).toBe(6000);
  });

  it('self-exclusion refuses login for 6 months and refuses venue launch for a live session', async () => {
    sim = testSim({}, () => T0);
    await login();
    const r = await sim.call(API_PATHS.selfExclude, { period: '6m' });
    expect(r.data).toMatchObject({ kind: 'exclusion' });
    const refused = await login();
    expect(refused.status_code).toBe(6043);
    expect(refused.message).toBe('您已申请自我排除，2027-05-23 10:00（北京时间）前无法登录');

    // An exclusion recorded elsewhere while a session is live: launch is refused too.
    const other = testSim({}, () => T0);
    await other.login();
    await other.app.request('/__sim/responsible/block', { method: 'POST', body: JSON.stringify({ username: 'demo888', kind: 'exclusion', period: '1y' }) });
    const launch = await other.call(API_PATHS.venueLaunch, { enName: 'OBTY' });
    expect(launch.status_code).toBe(6043);
    expect(launch.message).toBe('您已申请自我排除，2027-11-23 10:00（北京时间）前无法进入游戏场馆');
    other.close();
  });
});

describe('18+ (issue #22)', () => {
  it('refuses a registration that says it is not 18 and an identity check of a minor', async () => {
    sim = testSim({}, () => T0);
    const reg = await sim.call(API_PATHS.register, { username: 'young0001', password: 'Young@2026', adultConfirmed: false, ...(await sim.captcha()) }, { token: null });
    expect(reg.status_code).toBe(6044);
    const ok = await sim.call(API_PATHS.register, { username: 'adult0001', password: 'Adult@2026', adultConfirmed: true, ...(await sim.captcha()) }, { token: null });
    expect(ok.status_code).toBe(6000);
    sim.setToken((ok.data as { token: string }).token);
    // Born 2008-11-24: 17 on 2026-11-23 in Beijing.
    const minor = await sim.call(API_PATHS.identityVerify, { realName: '李小明', idNumber: '110105200811240016' });
    expect(minor.status_code).toBe(6044);
    expect(minor.message).toContain('未满18周岁');
  });
});

describe('reality check and session summary (issue #22)', () => {
  it('stores the interval and sums the session since login', async () => {
    sim = testSim({}, () => T0);
    await sim.login();
    expect((await sim.call(API_PATHS.realityCheckSet, { minutes: 15 })).status_code).toBe(6000);
    const i = await info();
    expect(i).toMatchObject({ realityCheckMinutes: 15, sessionStartedAt: T0, serverTime: T0 });
    await deposit(80);
    advance(20_000);
    await sim.call(API_PATHS.walletBalances, {});
    const s = envelopeSchema(API_SCHEMAS.responsibleSession.reply).parse((await sim.call(API_PATHS.responsibleSession, {})).raw).data;
    expect(s).toMatchObject({ sessionStartedAt: T0, deposits: 80, withdrawals: 0 });
  });
});

describe('chat join during self-exclusion', () => {
  let running: RunningSim;
  afterEach(async () => {
    await running.close();
  });

  it('refuses to join a room with the exclusion message', async () => {
    sim = testSim();
    running = await startSim({ dbFile: ':memory:', control: true });
    const base = `http://127.0.0.1:${running.port}`;
    const post = async (path: string, body: unknown, extra: { token?: string; uuid?: string } = {}) =>
      (await (await fetch(base + path, { method: 'POST', headers: clientHeaders(path, extra), body: JSON.stringify(body) })).json()) as { status_code: number; data: unknown };
    const cap = (await post(API_PATHS.captcha, {})).data as { captchaId: string };
    const answer = ((await (await fetch(`${base}/__sim/captcha/${cap.captchaId}`)).json()) as { data: { answer: string } }).data.answer;
    const token = ((await post(API_PATHS.login, { username: 'demo888', password: 'Demo@2026', captchaId: cap.captchaId, captchaCode: answer })).data as { token: string }).token;
    const jwt = (await post(API_PATHS.memberJwt, {}, { token })).data;
    await fetch(`${base}/__sim/responsible/block`, { method: 'POST', body: JSON.stringify({ username: 'demo888', kind: 'exclusion', period: '5y' }) });

    const ws = new WebSocket(`ws://127.0.0.1:${running.port}${CHAT_WS_PATH}`);
    const frames: { msgId: number; msgData: { code: number; message: string } }[] = [];
    ws.on('message', (raw) => frames.push(JSON.parse(String(raw)) as (typeof frames)[number]));
    await new Promise((resolve) => ws.once('open', resolve));
    const next = async (msgId: number) => {
      for (let i = 0; i < 100; i += 1) {
        const f = frames.find((x) => x.msgId === msgId);
        if (f) return f;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no frame ${msgId}`);
    };
    ws.send(JSON.stringify({ msgId: CHAT_MSG_ID.Login, msgData: jwt }));
    expect((await next(CHAT_MSG_ID.Login)).msgData.code).toBe(6000);
    ws.send(JSON.stringify({ msgId: CHAT_MSG_ID.JoinRoom, msgData: { roomId: 1 } }));
    const join = await next(CHAT_MSG_ID.JoinRoom);
    expect(join.msgData.code).toBe(6043);
    expect(join.msgData.message).toMatch(/^您已申请自我排除，\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）前无法进入聊天室$/);
    ws.close();
  });
});
