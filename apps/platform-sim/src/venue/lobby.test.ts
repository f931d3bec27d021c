import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  API_SCHEMAS,
  anyEnvelopeSchema,
  EXPIRED_MARKER,
  envelopeSchema,
  obtyTokenReplySchema,
  obtyUserInfoSchema,
  RELAUNCH_CODES,
  VENUE_PATHS,
} from '@site/api-contract';
import type { RunningSim } from '../index';
import { startSim } from '../index';
import { demoToken, postTo } from '../testing';

let sim: RunningSim;
let token = '';

const post = (path: string, body: unknown) => postTo(sim.port, path, body, token);

beforeEach(async () => {
  sim = await startSim({ dbFile: ':memory:', control: true });
  token = await demoToken(sim.port);
});
afterEach(async () => {
  expect(sim.ctx.violations).toEqual([]);
  await sim.close();
});

const launch = async (enName: string) => envelopeSchema(API_SCHEMAS.venueLaunch.reply).parse(await post(API_PATHS.venueLaunch, { enName }));

describe('venues', () => {
  it('launches each venue to a lobby on its own origin', async () => {
    for (const code of ['IMTY', 'OBTY', 'FBTY', 'V188', 'YBDJ', 'IMDJ', 'LHDJ']) {
      const { data } = await launch(code);
      const url = new URL(data.url);
      expect(url.port).toBe(String(sim.venuePort));
      expect(url.port).not.toBe(String(sim.port));
      expect(data.h5Url).toContain('h5=1');
      expect(data.apiUrl).toBe(url.origin);
      const page = await fetch(data.url);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('场馆余额');
    }
  });

  it('launches the platform venues outside the spec list too (PGDZ, AGZR, TCCP, KYQP) to a lobby with their own title', async () => {
    for (const [code, title] of [['PGDZ', 'PG电子'], ['AGZR', 'AG真人'], ['TCCP', '天成彩票'], ['KYQP', '开元棋牌']] as const) {
      const { data } = await launch(code);
      const url = new URL(data.url);
      expect(url.port).toBe(String(sim.venuePort));
      expect(url.pathname).toBe(`/lobby/${code}`);
      const html = await (await fetch(data.url)).text();
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain('场馆余额');
    }
  });

  it('refuses an unknown venue of a valid shape in Chinese, and a malformed code as bad input', async () => {
    expect(await post(API_PATHS.venueLaunch, { enName: 'ZZDZ' })).toMatchObject({ status_code: 10001, message: '场馆不存在' });
    expect(await post(API_PATHS.venueLaunch, { enName: 'NOPE' })).toMatchObject({ status_code: 10003 });
  });

  it('puts one venue into maintenance and lifts it through the control API', async () => {
    const control = (body: unknown) =>
      fetch(`http://127.0.0.1:${sim.port}/__sim/venue/maintenance`, { method: 'POST', body: JSON.stringify(body) }).then(
        (r) => r.json() as Promise<{ status_code: number; message: string }>,
      );
    const status = async () => {
      const list = (await post(API_PATHS.venueList, { category: 'TY' })).data as { code: string; status: number }[];
      return list.find((v) => v.code === 'FBTY')?.status;
    };
    expect(await control({ venue: 'FBTY', on: true })).toMatchObject({ status_code: 6000 });
    expect(await status()).toBe(0);
    expect(await post(API_PATHS.venueLaunch, { enName: 'FBTY' })).toMatchObject({ status_code: 10001, message: 'FB体育维护中，请稍后再试' });
    expect(await control({ venue: 'FBTY', on: false })).toMatchObject({ status_code: 6000 });
    expect(await status()).toBe(1);
    expect((await launch('FBTY')).data.url).toContain('/lobby/FBTY');
    expect(await control({ venue: 'NONE', on: true })).toMatchObject({ status_code: 10003, message: '场馆不存在' });
    expect(await control({ venue: 'FBTY' })).toMatchObject({ status_code: 10003 });
  });

  it('follows the OBTY requestId / GET {token}?merchantCode / getUserInfo flow', async () => {
    const { data } = await launch('OBTY');
    const tokenReply = anyEnvelopeSchema.parse(await (await fetch(`${data.token}?merchantCode=${data.merchantCode}`, { headers: { requestId: data.requestId } })).json());
    expect(tokenReply.status_code).toBe(0);
    const venueToken = obtyTokenReplySchema.parse(tokenReply.data).token;
    const info = anyEnvelopeSchema.parse(await (await fetch(`${data.apiUrl}${VENUE_PATHS.obtyUserInfo}?token=${venueToken}`)).json());
    expect(obtyUserInfoSchema.parse(info.data).userId).toBe('ob10001');
  });

  it('answers expired venue tokens with 已过期 and the relaunch codes 400401 (OBTY) and 14010 (FBTY)', async () => {
    const ob = (await launch('OBTY')).data;
    const fb = (await launch('FBTY')).data;
    const counts = await post(API_PATHS.platformCount, { requestId: ob.requestId });
    expect(counts.data).not.toBeNull();
    await fetch(`http://127.0.0.1:${sim.port}/__sim/venue/expire`, { method: 'POST', body: '{}' });

    const expiredCount = envelopeSchema(API_SCHEMAS.platformCount.reply).parse(await post(API_PATHS.platformCount, { requestId: ob.requestId }));
    expect(expiredCount.data).toBeNull();
    expect(expiredCount.message).toContain(EXPIRED_MARKER);

    const obReply = anyEnvelopeSchema.parse(await (await fetch(`${ob.token}?merchantCode=${ob.merchantCode}`, { headers: { requestId: ob.requestId } })).json());
    expect(obReply.status_code).toBe(RELAUNCH_CODES.OBTY);
    expect(obReply.message).toContain(EXPIRED_MARKER);
    const fbReply = anyEnvelopeSchema.parse(await (await fetch(`${fb.apiUrl}/v1/user/info`, { headers: { Authorization: fb.token } })).json());
    expect(fbReply.status_code).toBe(RELAUNCH_CODES.FBTY);

    // A relaunch gives a fresh requestId that counts again.
    const again = (await launch('OBTY')).data;
    expect(envelopeSchema(API_SCHEMAS.platformCount.reply).parse(await post(API_PATHS.platformCount, { requestId: again.requestId })).data?.TY).toBeGreaterThan(0);
  });

  it('lets the site origin call venue APIs (CORS) and lists venues per category', async () => {
    const { data } = await launch('IMTY');
    const pre = await fetch(`${data.apiUrl}${VENUE_PATHS.imtyMobilePrefix}/getMemberInfo`, { method: 'OPTIONS', headers: { origin: 'http://localhost:4200' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    const im = anyEnvelopeSchema.parse(await (await fetch(`${data.apiUrl}${VENUE_PATHS.imtyMobilePrefix}/getMemberInfo?OddsType=3`, { headers: { Token: data.token } })).json());
    expect(im.status_code).toBe(100);
    const list = envelopeSchema(API_SCHEMAS.venueList.reply).parse(await post(API_PATHS.venueList, { category: 'DJ' }));
    expect(list.data.map((v) => v.code)).toEqual(['YBDJ', 'IMDJ', 'LHDJ']);
  });
});
