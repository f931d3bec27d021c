import { describe, expect, it } from 'vitest';
import type { ApiPathKey } from '@site/api-contract';
import {
  API_PATHS,
  API_SCHEMAS,
  AES_FORMAT,
  envelopeSchema,
  failureEnvelopeSchema,
  jsonCachePath,
  jsonCacheReadReplySchema,
  jsonCacheWriteReplySchema,
  replySchema,
  secPath,
  secReplySchema,
  vvPrettyPlainSchema,
  JSON_CACHE_AES,
  CACHE_TTL_MS,
} from '@site/api-contract';
import { aesDecrypt, aesEncrypt } from './crypto';
import type { TestSim } from './testing';
import { testSim } from './testing';

/** A valid request body for every path: the type makes a new path without a sample a compile error. */
const SAMPLES: Record<ApiPathKey, unknown> = {
  preInfo: { platformType: 6 },
  vvPretty: undefined,
  queryNoticeList: { category: 1 },
  queryStationAdList: {},
  suspensionIcon: { displayEquipment: '1' },
  dividendLead: {},
  dividendCheck: {},
  dividendReceive: { id: 1 },
  webTerminal: { screen: '1920x1080', ua: 'test' },
  namingList: {},
  popInfo: {},
  memberInfo: { withLockMoney: 1 },
  memberJwt: {},
  chatHistory: { roomId: 1, pageSize: 10 },
  venueLaunch: { enName: 'OBTY' },
  captcha: {},
  login: null,
  register: null,
  logout: {},
  passwordChange: { oldPassword: 'Demo@2026', newPassword: 'Fresh@2027' },
  passwordReset: null,
  memberUpdate: { nickName: '新昵称', birthday: '1990-06-18' },
  identityInfo: {},
  identityVerify: { realName: '王晓明', idNumber: '110101199006181234' },
  walletBalances: {},
  walletTransfer: { from: 'CENTER', to: 'IMTY', amount: 10 },
  walletRecallAll: {},
  depositChannels: {},
  depositCreate: { channelId: 1, amount: 100 },
  withdrawalInfo: {},
  withdrawalApply: { cardId: 1, amount: 100 },
  auditList: {},
  bankList: {},
  cardList: {},
  cardBind: { kind: 'WECHAT', holder: '王晓明', account: 'wx-demo-888' },
  cardDelete: { id: 3 },
  transactionRecords: { pageNum: 1, pageSize: 10 },
  betRecords: { pageNum: 1, pageSize: 10, settled: 1 },
  giftRecords: { pageNum: 1, pageSize: 10 },
  welfareRecords: { pageNum: 1, pageSize: 10 },
  currencyRecords: { pageNum: 1, pageSize: 10 },
  mallOrders: { pageNum: 1, pageSize: 10 },
  coinRecords: { pageNum: 1, pageSize: 10 },
  vipInfo: {},
  vipLevels: {},
  mailList: { pageNum: 1, pageSize: 10 },
  mailRead: { ids: [4] },
  mailDelete: { ids: [5] },
  mailUnread: {},
  feedbackSubmit: { type: 'SUGGESTION', content: '希望增加更多体育赛事', contact: 'QQ 12345678' },
  feedbackList: {},
  mallItems: {},
  mallBuy: { itemId: 1, quantity: 1 },
  rebateInfo: {},
  rebateReceive: {},
  infoAudit: {},
  activityList: {},
  activityDetail: { id: 1 },
  activityApply: { id: 1 },
  inviteInfo: {},
  peakBetInfo: {},
  luckyFlipInfo: {},
  luckyFlipDraw: { position: 4 },
  calendarList: {},
  calendarCheckIn: {},
  peakBetBoard: {},
  calendarEvents: { month: '2026-02' },
  agentInfo: {},
  agentMembers: { pageNum: 1, pageSize: 5 },
  agentApply: { contact: 'telegram:@demo' },
  helpList: {},
  helpDetail: { slug: 'xnbcqkjc' },
  downloadInfo: {},
  venueList: { category: 'TY' },
  platformCount: null,
  responsibleInfo: {},
  responsibleSession: {},
  depositLimitSet: { period: 'day', limit: 5000 },
  realityCheckSet: { minutes: 30 },
  // These log every session out: covered by routes/responsible.test.ts.
  timeOutTake: null,
  selfExclude: null,
};

/** Paths whose samples change the session; they run last, in this order. */
const LAST: ApiPathKey[] = ['passwordChange', 'logout'];
const SPECIAL: ApiPathKey[] = ['login', 'register', 'passwordReset', 'platformCount', 'identityVerify', 'agentApply', 'timeOutTake', 'selfExclude'];

async function callKey(sim: TestSim, key: ApiPathKey, body: unknown, n: number) {
  const ep = API_SCHEMAS[key];
  const method = 'method' in ep ? ep.method : 'POST';
  return sim.call(API_PATHS[key], body, { ...(method === 'GET' ? { method: 'GET' } : {}), ...('money' in ep && ep.money ? { idem: `contract-key-${String(n).padStart(4, '0')}` } : {}) });
}

describe('contract: every reply matches the schema the client uses', () => {
  it('answers every path with a sample request, and each reply parses with its contract schema', async () => {
    const sim = testSim();
    await sim.login();
    const keys = (Object.keys(API_PATHS) as ApiPathKey[]).filter((k) => !LAST.includes(k) && !SPECIAL.includes(k));
    const failures: string[] = [];
    let n = 0;
    for (const key of [...keys, ...LAST]) {
      n += 1;
      const r = await callKey(sim, key, SAMPLES[key], n);
      const schema = replySchema(API_SCHEMAS[key].reply);
      if (!schema.safeParse(r.raw).success) failures.push(`${key}: schema`);
      if (r.status_code !== 6000) failures.push(`${key}: ${r.status_code} ${r.message}`);
    }
    expect(failures).toEqual([]);
    expect(sim.ctx.violations).toEqual([]);
    sim.close();
  });

  it('covers login, register, password reset and platform counts with their own flows', async () => {
    const sim = testSim();
    const login = await sim.login();
    expect(envelopeSchema(API_SCHEMAS.login.reply).safeParse(login.raw).success).toBe(true);
    const reg = await sim.call(API_PATHS.register, { username: 'contract01', password: 'Contract@1', i_code: 'XY8888', ...(await sim.captcha()) }, { token: null });
    expect(envelopeSchema(API_SCHEMAS.register.reply).safeParse(reg.raw).success).toBe(true);
    const newbie = (reg.data as { token: string }).token;
    const verify = await sim.call(API_PATHS.identityVerify, { realName: '李明', idNumber: '110101199202021235' }, { token: newbie });
    expect(envelopeSchema(API_SCHEMAS.identityVerify.reply).safeParse(verify.raw).success).toBe(true);
    const apply = await sim.call(API_PATHS.agentApply, { contact: 'wechat:liming' }, { token: newbie });
    expect(envelopeSchema(API_SCHEMAS.agentApply.reply).safeParse(apply.raw).success).toBe(true);
    const reset = await sim.call(API_PATHS.passwordReset, { username: 'demo888', phoneLast4: '8888', newPassword: 'Reset@2027', ...(await sim.captcha()) });
    expect(envelopeSchema(API_SCHEMAS.passwordReset.reply).safeParse(reset.raw).success).toBe(true);
    await sim.login('demo888', 'Reset@2027');
    const launch = envelopeSchema(API_SCHEMAS.venueLaunch.reply).parse((await sim.call(API_PATHS.venueLaunch, { enName: 'OBTY' })).raw).data;
    const counts = await sim.call(API_PATHS.platformCount, { requestId: launch.requestId });
    const parsed = envelopeSchema(API_SCHEMAS.platformCount.reply).parse(counts.raw).data;
    expect(Object.keys(parsed ?? {}).sort()).toEqual(['CP', 'DJ', 'DZ', 'QP', 'TY', 'ZR']);
    expect(sim.ctx.violations).toEqual([]);
    sim.close();
  });

  it('answers every path with a failure envelope for malformed JSON and for a missing token', async () => {
    const sim = testSim();
    const failures: string[] = [];
    for (const key of Object.keys(API_PATHS) as ApiPathKey[]) {
      const ep = API_SCHEMAS[key];
      if ('method' in ep && ep.method === 'GET') continue;
      const bad = await sim.call(API_PATHS[key], undefined, { rawBody: '{oops' });
      if (!failureEnvelopeSchema.safeParse(bad.raw).success || bad.status_code !== 10003) failures.push(`${key}: malformed → ${bad.status_code}`);
      if (ep.auth) {
        const anon = await sim.call(API_PATHS[key], SAMPLES[key] ?? {}, { token: null });
        if (anon.status_code !== 10004) failures.push(`${key}: anonymous → ${anon.status_code}`);
      }
    }
    expect(failures).toEqual([]);
    sim.close();
  });

  it('serves vvPretty encrypted with the key and iv of /sec/{secret}', async () => {
    const sim = testSim();
    const pre = envelopeSchema(API_SCHEMAS.preInfo.reply).parse((await sim.call(API_PATHS.preInfo, {})).raw).data;
    const sec = envelopeSchema(secReplySchema).parse((await sim.call(secPath(pre.secret), undefined, { method: 'GET' })).raw).data;
    expect(sec.key).toHaveLength(AES_FORMAT.keyLength);
    const vv = envelopeSchema(API_SCHEMAS.vvPretty.reply).parse((await sim.call(API_PATHS.vvPretty, undefined, { method: 'GET' })).raw).data;
    const plain = vvPrettyPlainSchema.parse(JSON.parse(aesDecrypt(vv, sec.key, sec.iv) ?? 'null'));
    expect(plain.venueOrigins[0]).toMatch(/^http:\/\/.+:4999$/);
    expect((await sim.call(secPath('wrong'), undefined, { method: 'GET' })).status_code).toBe(10003);
    sim.close();
  });

  it('stores and expires the encrypted json cache with its ttl', async () => {
    const fixed = 1_800_000_000_000;
    const sim = testSim({}, () => fixed);
    const payload = aesEncrypt(JSON.stringify({ data: { TY: 12 }, ttl: 1000 }), JSON_CACHE_AES.key, JSON_CACHE_AES.iv);
    const write = async (key: string, body: unknown) => (await sim.app.request(jsonCachePath(key), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    const read = async (key: string) => (await sim.app.request(jsonCachePath(key))).json();
    expect(envelopeSchema(jsonCacheWriteReplySchema).safeParse(await write('platform-count', { payload })).success).toBe(true);
    const got = envelopeSchema(jsonCacheReadReplySchema).parse(await read('platform-count'));
    expect(got.data?.payload).toBe(payload);
    sim.ctx.clockOffsetMs += 1001;
    expect(envelopeSchema(jsonCacheReadReplySchema).parse(await read('platform-count')).data).toBeNull();

    const defaultTtl = aesEncrypt(JSON.stringify({ data: [1] }), JSON_CACHE_AES.key, JSON_CACHE_AES.iv);
    const w = envelopeSchema(jsonCacheWriteReplySchema).parse(await write('k2', { payload: defaultTtl }));
    expect(w.data.expiresAt).toBe(fixed + 1001 + CACHE_TTL_MS);
    expect(failureEnvelopeSchema.safeParse(await write('k3', { payload: 'not-encrypted' })).success).toBe(true);
    expect(failureEnvelopeSchema.safeParse(await write('bad key!', { payload })).success).toBe(true);
    sim.close();
  });
});
