import { hashUsername } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { BusinessError, ConnectionError, ContractError } from './errors';
import { byPath, fakeClient, memoryStorage, ok } from './test-fakes';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const MEMBER_INFO = {
  userId: 7,
  username: 'demo01',
  nickName: '演示',
  realName: '',
  grade: 1,
  balance: 100,
  lockMoney: 0,
  phone: '',
  email: '',
  birthday: '',
  avatar: '',
  inviteCode: 'ABC',
  identityVerified: false,
  hasBankCard: false,
  registerTime: 1,
  lastLoginTime: 2,
};

describe('money calls', () => {
  const receive = { '/act/api/v1/dividend/front/receive': { id: 3, amount: 10, balance: 110 } };

  it('dividendReceive sends the id and a fresh uuid v4 idempotency key per call', async () => {
    const { client, requests } = fakeClient(byPath(receive));
    await client.dividendReceive({ id: 3 });
    await client.dividendReceive({ id: 3 });
    expect(requests[0]?.body).toEqual({ id: 3 });
    const keys = requests.map((r) => r.headers.get('X-API-IDEMPOTENCY-KEY'));
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toMatch(UUID_V4);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('uses the idempotency key it is given', async () => {
    const key = '9b2f3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
    const { client, requests } = fakeClient(byPath(receive));
    await client.dividendReceive({ id: 3 }, { idempotencyKey: key });
    expect(requests[0]?.headers.get('X-API-IDEMPOTENCY-KEY')).toBe(key);
  });

  it('refuses a key that is no uuid v4, sending nothing', async () => {
    const { client, requests } = fakeClient(byPath(receive));
    await expect(client.dividendReceive({ id: 3 }, { idempotencyKey: 'again' })).rejects.toBeInstanceOf(ContractError);
    await expect(
      client.dividendReceive({ id: 3 }, { idempotencyKey: '6ba7b810-9dad-11d1-80b4-00c04fd430c8' }),
    ).rejects.toBeInstanceOf(ContractError);
    expect(requests).toHaveLength(0);
  });

  it('is never retried, even after a network failure or a 503', async () => {
    for (const outcome of [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    ]) {
      const { client, requests } = fakeClient(outcome);
      await expect(client.dividendReceive({ id: 3 })).rejects.toBeInstanceOf(ConnectionError);
      await expect(client.request('walletRecallAll')).rejects.toBeInstanceOf(ConnectionError);
      expect(requests).toHaveLength(2);
    }
  });

  it('the generic request marks every money path of the contract', async () => {
    const { client, requests } = fakeClient(() => ok(null));
    await client.request('walletTransfer', { from: 'CENTER', to: 'IMTY', amount: 10 }).catch(() => undefined);
    expect(requests[0]?.headers.get('X-API-IDEMPOTENCY-KEY')).toMatch(UUID_V4);
    await client.request('namingList').catch(() => undefined);
    expect(requests[1]?.headers.has('X-API-IDEMPOTENCY-KEY')).toBe(false);
  });
});

describe('member calls (SPEC §7)', () => {
  const info = byPath({ '/site/api/v1/user/member/info': MEMBER_INFO });

  it('member info sends withLockMoney=1 and the encrypted-user header of the stored username', async () => {
    const storage = memoryStorage({ username: 'Demo01' });
    const { client, requests } = fakeClient(info, { storage });
    await expect(client.memberInfo()).resolves.toEqual(MEMBER_INFO);
    expect(requests[0]?.body).toEqual({ withLockMoney: 1 });
    expect(requests[0]?.headers.get('X-API-USER')).toBe(hashUsername('Demo01'));
  });

  it('member info sends no encrypted-user header without a stored username', async () => {
    const { client, requests } = fakeClient(info, { storage: memoryStorage() });
    await client.memberInfo();
    expect(requests[0]?.headers.has('X-API-USER')).toBe(false);
  });

  it('member JWT carries the skip-text-replacement option and gives token and body', async () => {
    const { client, requests } = fakeClient(byPath({ '/site/api/v1/user/member/jwt': { token: 'jwt', body: '{"a":1}' } }));
    await expect(client.memberJwt({ skipReplace: true })).resolves.toEqual({ token: 'jwt', body: '{"a":1}' });
    await client.memberJwt();
    expect(requests.map((r) => r.body)).toEqual([{ skipReplace: true }, {}]);
  });

  it('chat history sends the history request with its defaults', async () => {
    const { client, requests } = fakeClient(byPath({ '/stream/api/v1/history': { roomId: 2, list: [], hasMore: false } }));
    await expect(client.chatHistory({ roomId: 2 })).resolves.toEqual({ roomId: 2, list: [], hasMore: false });
    expect(requests[0]).toMatchObject({ method: 'POST', body: { roomId: 2, pageSize: 30 } });
  });

  it('venue launch sends every launch field, with the contract defaults', async () => {
    const launch = {
      url: 'https://v.example/play',
      h5Url: '',
      token: 't',
      apiUrl: '',
      activityUrl: '',
      resource: '',
      requestId: '',
      merchantCode: '',
      expiresAt: 1,
    };
    const { client, requests } = fakeClient(byPath({ '/game/api/v1/venue/launch': launch }));
    await expect(client.venueLaunch({ enName: 'IMTY' })).resolves.toEqual(launch);
    expect(requests[0]?.body).toEqual({
      enName: 'IMTY',
      appSendMoney: 0,
      activity: '',
      gameCode: '',
      https: 1,
      isApp: 0,
      isSure: 1,
      isPreload: 0,
      isManualLaunch: 0,
      siteId: 4002,
      temporaryParam: '',
    });
  });

  it('arguments that break the contract reject before anything is sent', async () => {
    const { client, requests } = fakeClient(() => ok(null));
    // @ts-expect-error enName must be a venue code
    await expect(client.venueLaunch({ enName: 'NOPE' })).rejects.toMatchObject({
      side: 'request',
      message: '参数校验失败',
    });
    expect(requests).toHaveLength(0);
  });

  it('a business code from a call rejects with a BusinessError', async () => {
    const { client } = fakeClient(
      () => new Response(JSON.stringify({ status_code: 10004, message: '登录已失效', data: null })),
    );
    await expect(client.memberInfo()).rejects.toBeInstanceOf(BusinessError);
  });
});
