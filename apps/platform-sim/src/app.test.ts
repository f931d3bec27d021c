import { afterEach, describe, expect, it } from 'vitest';
import { envelopeSchema, preInfoSchema } from '@site/api-contract';
import type { TestSim } from './testing';
import { testSim } from './testing';

let sim: TestSim | undefined;
afterEach(() => sim?.close());

describe('site config', () => {
  it('answers preInfo with the seeded site title and the chat host of the request', async () => {
    sim = testSim();
    const r = await sim.call('/site/api/v1/configuration/preInfo', { platformType: 6 }, { headers: { host: 'member.example:8080' } });
    const body = envelopeSchema(preInfoSchema).parse(r.raw);
    expect(body.data.SiteBaseConfigVo.title).toBe('星耀娱乐 - 会员中心');
    expect(body.data.configMap['51']).toBe('member.example:8080');
  });

  it('derives the chat host from x-forwarded-host when the proxy sends it', async () => {
    sim = testSim();
    const r = await sim.call('/site/api/v1/configuration/preInfo', {}, { headers: { host: '127.0.0.1:4100', 'x-forwarded-host': 'localhost:4200' } });
    expect((r.data as { configMap: Record<string, string> }).configMap['51']).toBe('localhost:4200');
  });

  it('answers an unknown path with an envelope, not a crash', async () => {
    sim = testSim();
    const res = await sim.app.request('/site/api/v1/nothing/here', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status_code: 10001, message: '接口不存在', data: null });
  });
});
