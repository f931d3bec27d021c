import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Db } from './db';
import { openDatabase } from './db';

let db: Db | undefined;
afterEach(() => db?.close());

describe('platform-sim skeleton', () => {
  it('answers preInfo with the seeded site title and the chat host of the request', async () => {
    db = openDatabase(':memory:');
    const res = await createApp({ db }).request('/site/api/v1/configuration/preInfo', {
      method: 'POST',
      body: JSON.stringify({ platformType: 6 }),
      headers: { 'content-type': 'application/json', host: 'member.example:8080' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status_code: number; data: { SiteBaseConfigVo: { title: string }; configMap: Record<string, string> } };
    expect(body.status_code).toBe(6000);
    expect(body.data.SiteBaseConfigVo.title).toBe('星耀娱乐 - 会员中心');
    expect(body.data.configMap['51']).toBe('member.example:8080');
  });

  it('answers an unknown path with an envelope, not a crash', async () => {
    db = openDatabase(':memory:');
    const res = await createApp({ db }).request('/site/api/v1/nothing/here', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status_code: 10001, message: '接口不存在', data: null });
  });
});
