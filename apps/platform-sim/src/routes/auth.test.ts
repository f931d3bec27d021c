import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_SCHEMAS, envelopeSchema, failureEnvelopeSchema, HEADERS, hashUsername } from '@site/api-contract';
import type { TestSim } from '../testing';
import { testSim } from '../testing';

let sim: TestSim;
afterEach(() => {
  expect(sim.ctx.violations).toEqual([]);
  sim.close();
});

describe('login', () => {
  it('logs the demo member in through the captcha step and returns a valid reply', async () => {
    sim = testSim();
    const r = await sim.login();
    const parsed = envelopeSchema(API_SCHEMAS.login.reply).parse(r.raw);
    expect(parsed.data.username).toBe('demo888');
    expect(parsed.data.grade).toBe(5);
  });

  it('asks for the image code first (6021), then rejects a wrong one (6024)', async () => {
    sim = testSim();
    const none = await sim.call(API_PATHS.login, { username: 'demo888', password: 'Demo@2026' });
    expect(none.status_code).toBe(6021);
    const { captchaId } = await sim.captcha();
    const wrong = await sim.call(API_PATHS.login, { username: 'demo888', password: 'Demo@2026', captchaId, captchaCode: '????' });
    expect(wrong.status_code).toBe(6024);
    // A captcha is good for one attempt only.
    const again = await sim.call(API_PATHS.login, { username: 'demo888', password: 'Demo@2026', captchaId, captchaCode: '????' });
    expect(again.status_code).toBe(6024);
    expect(failureEnvelopeSchema.safeParse(again.raw).success).toBe(true);
  });

  it('answers 6002 to a wrong password and 6501 after five in ten minutes', async () => {
    sim = testSim();
    for (let i = 0; i < 5; i += 1) expect((await sim.login('demo888', 'Wrong@2026')).status_code).toBe(6002);
    expect((await sim.login('demo888', 'Wrong@2026')).status_code).toBe(6501);
    expect((await sim.login()).status_code).toBe(6501);
    sim.ctx.clockOffsetMs += 10 * 60_000 + 1;
    expect((await sim.login()).status_code).toBe(6000);
  });

  it('answers 6001 to the old session when the member logs in on another device', async () => {
    sim = testSim();
    await sim.login();
    const first = sim.token;
    sim.setDevice('other-device-0002');
    await sim.login();
    const old = await sim.call(API_PATHS.memberInfo, {}, { token: first ?? null });
    expect(old.status_code).toBe(6001);
    expect(old.message).toContain('其他地方登录');
    expect((await sim.call(API_PATHS.memberInfo, {})).status_code).toBe(6000);
  });

  it('expires tokens (10004) after their lifetime', async () => {
    sim = testSim({ tokenTtlMs: 60_000 });
    await sim.login();
    expect((await sim.call(API_PATHS.memberInfo, {})).status_code).toBe(6000);
    sim.ctx.clockOffsetMs += 60_001;
    const r = await sim.call(API_PATHS.memberInfo, {});
    expect(r.status_code).toBe(10004);
    expect(r.message).toContain('过期');
  });

  it('logs out: the token then answers 10004', async () => {
    sim = testSim();
    await sim.login();
    expect((await sim.call(API_PATHS.logout, {})).status_code).toBe(6000);
    expect((await sim.call(API_PATHS.memberInfo, {})).status_code).toBe(10004);
  });

  it('refuses login while stopLogin is set', async () => {
    sim = testSim();
    await sim.app.request('/__sim/config', { method: 'POST', body: JSON.stringify({ key: 'stopLogin', value: '1' }) });
    expect((await sim.login()).status_code).toBe(6014);
  });
});

describe('register', () => {
  it('registers with an invite code, links the referrer and signs in', async () => {
    sim = testSim();
    const r = await sim.call(API_PATHS.register, { username: 'newbie01', password: 'Newbie@2026', invite_code: 'XY8888', r_bet: 'abc', ...(await sim.captcha()) });
    expect(r.status_code).toBe(6000);
    const row = sim.db.prepare('SELECT referrer_id, referral_json FROM members WHERE username = ?').get('newbie01') as { referrer_id: number; referral_json: string };
    expect(row.referrer_id).toBe(10001);
    expect(JSON.parse(row.referral_json)).toMatchObject({ invite_code: 'XY8888', r_bet: 'abc' });
    sim.setToken((r.data as { token: string }).token);
    const info = await sim.call(API_PATHS.memberInfo, {});
    expect((info.data as { username: string }).username).toBe('newbie01');
  });

  it('registers with an unknown referral code, keeping it without a referrer', async () => {
    sim = testSim();
    const r = await sim.call(API_PATHS.register, { username: 'newbie04', password: 'Newbie@2026', i_code: 'GONE01', ...(await sim.captcha()) });
    expect(r.status_code).toBe(6000);
    const row = sim.db.prepare('SELECT referrer_id, referral_json FROM members WHERE username = ?').get('newbie04') as { referrer_id: number | null; referral_json: string };
    expect(row.referrer_id).toBeNull();
    expect(JSON.parse(row.referral_json)).toMatchObject({ i_code: 'GONE01' });
  });

  it('rejects a taken username and a weak password with Chinese messages', async () => {
    sim = testSim();
    const taken = await sim.call(API_PATHS.register, { username: 'demo888', password: 'Newbie@2026', ...(await sim.captcha()) });
    expect(taken.status_code).toBe(10003);
    expect(taken.message).toContain('已被注册');
    const weak = await sim.call(API_PATHS.register, { username: 'newbie02', password: '123', ...(await sim.captcha()) });
    expect(weak.status_code).toBe(10003);
    expect(weak.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('passwords', () => {
  it('changes the password: the old one stops working, the new one logs in', async () => {
    sim = testSim();
    await sim.login();
    const wrongOld = await sim.call(API_PATHS.passwordChange, { oldPassword: 'Nope@2026', newPassword: 'Fresh@2027' });
    expect(wrongOld.status_code).toBe(10003);
    const r = await sim.call(API_PATHS.passwordChange, { oldPassword: 'Demo@2026', newPassword: 'Fresh@2027' });
    expect(r.status_code).toBe(6000);
    expect((await sim.call(API_PATHS.memberInfo, {})).status_code).toBe(6000);
    expect((await sim.login('demo888', 'Demo@2026')).status_code).toBe(6002);
    expect((await sim.login('demo888', 'Fresh@2027')).status_code).toBe(6000);
  });

  it('resets a password with the phone tail; a live session then answers 10105', async () => {
    sim = testSim();
    await sim.login();
    const bad = await sim.call(API_PATHS.passwordReset, { username: 'demo888', phoneLast4: '0000', newPassword: 'Reset@2027', ...(await sim.captcha()) });
    expect(bad.status_code).toBe(10003);
    const good = await sim.call(API_PATHS.passwordReset, { username: 'demo888', phoneLast4: '8888', newPassword: 'Reset@2027', ...(await sim.captcha()) });
    expect(good.status_code).toBe(6000);
    expect((await sim.call(API_PATHS.memberInfo, {})).status_code).toBe(10105);
    expect((await sim.login('demo888', 'Reset@2027')).status_code).toBe(6000);
  });
});

describe('member info and JWT', () => {
  it('returns member info with lock money; a foreign encrypted-user header is refused', async () => {
    sim = testSim();
    await sim.login();
    const ok = await sim.call(API_PATHS.memberInfo, { withLockMoney: 1 }, { headers: { [HEADERS.encryptedUser]: hashUsername('demo888') } });
    const info = envelopeSchema(API_SCHEMAS.memberInfo.reply).parse(ok.raw).data;
    expect(info.balance).toBe(12888.66);
    expect(info.lockMoney).toBe(0);
    const foreign = await sim.call(API_PATHS.memberInfo, { withLockMoney: 1 }, { headers: { [HEADERS.encryptedUser]: hashUsername('someone') } });
    expect(foreign.status_code).toBe(10108);
  });

  it('issues a chat JWT with token and body', async () => {
    sim = testSim();
    await sim.login();
    const r = await sim.call(API_PATHS.memberJwt, {});
    const jwt = envelopeSchema(API_SCHEMAS.memberJwt.reply).parse(r.raw).data;
    expect(jwt.token.split('.')).toHaveLength(3);
    expect(JSON.parse(jwt.body)).toMatchObject({ userId: 10001 });
  });

  it('refuses a nickname with a right-to-left override or a zero-width character, and keeps the old one', async () => {
    sim = testSim();
    await sim.login();
    for (const nickName of ['官方客服\u202Egnp.exe', '星耀\u200B会员']) {
      const r = await sim.call(API_PATHS.memberUpdate, { nickName });
      expect(r.status_code).toBe(10003);
      expect(r.message).toContain('不可见的控制字符');
    }
    expect((sim.db.prepare('SELECT nick_name FROM members WHERE id = 10001').get() as { nick_name: string }).nick_name).toBe('星耀会员');
    expect((await sim.call(API_PATHS.memberUpdate, { nickName: '新昵称👨‍👩‍👧' })).status_code).toBe(6000);
  });
});
