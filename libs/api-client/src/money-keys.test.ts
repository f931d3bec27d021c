import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { BusinessError, CancelError, ConnectionError, ContractError } from './errors';
import { createMoneySubmitKeys, submitOutcome } from './money-keys';
import { fakeFetch, json, ok } from './test-fakes';

describe('money submit keys', () => {
  it('a settled submit gets a new key; an unknown outcome keeps it for the same form', () => {
    let n = 0;
    const keys = createMoneySubmitKeys(() => `key-${(n += 1)}`);
    const first = keys.keyFor('amount=10');
    keys.settle('unknown');
    expect(keys.keyFor('amount=10')).toBe(first);
    expect(keys.keyFor('amount=20')).not.toBe(first);
    keys.settle('done');
    expect(keys.keyFor('amount=20')).toBe('key-3');
  });

  it('a key kept after an unknown outcome is dropped when the member leaves: the next member gets a new one', () => {
    let n = 0;
    const keys = createMoneySubmitKeys(() => `key-${(n += 1)}`);
    const first = keys.keyFor('amount=10');
    keys.settle('unknown');
    keys.forget();
    expect(keys.keyFor('amount=10')).toBe('key-2');
    expect(first).toBe('key-1');
  });

  it('makes uuid v4 keys by default, as money calls require', () => {
    expect(createMoneySubmitKeys().keyFor('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('classifies how a money call ended', () => {
    expect(submitOutcome(new BusinessError(10001, '余额不足'))).toBe('done');
    expect(submitOutcome(new ContractError('request', '/x', []))).toBe('done');
    expect(submitOutcome(new ContractError('reply', '/x', []))).toBe('unknown');
    expect(submitOutcome(new ConnectionError({ kind: 'timeout', status: 0, detail: 'timeout' }))).toBe('unknown');
    expect(submitOutcome(new CancelError())).toBe('unknown');
    expect(submitOutcome(new Error('x'))).toBe('unknown');
  });

  it('a retry after a network failure sends the same key; the server sees one submit', async () => {
    let calls = 0;
    const fake = fakeFetch(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return ok({ id: 3, amount: 10, balance: 110 });
    });
    const client = createApiClient({ fetch: fake.fetch, getDeviceId: () => 'device-0001', isBrowser: false });
    const keys = createMoneySubmitKeys();
    const submit = async () => {
      try {
        const result = await client.dividendReceive({ id: 3 }, { idempotencyKey: keys.keyFor('id=3') });
        keys.settle('done');
        return result;
      } catch (error) {
        keys.settle(submitOutcome(error));
        throw error;
      }
    };
    await expect(submit()).rejects.toBeInstanceOf(ConnectionError);
    await expect(submit()).resolves.toEqual({ id: 3, amount: 10, balance: 110 });
    const sent = fake.requests.map((r) => r.headers.get('X-API-IDEMPOTENCY-KEY'));
    expect(sent[0]).toBe(sent[1]);
  });
});

describe('requestEnvelope', () => {
  function client(reply: () => Response) {
    const fake = fakeFetch(reply);
    return createApiClient({ fetch: fake.fetch, getDeviceId: () => 'device-0001', isBrowser: false });
  }

  it('keeps the message of a success without data (the platform count "已过期" answer)', async () => {
    const api = client(() => ok(null, '令牌已过期'));
    await expect(api.requestEnvelope('platformCount', { requestId: 'r1' })).resolves.toEqual({
      data: null,
      message: '令牌已过期',
    });
  });

  it('gives checked data and the message of a normal success', async () => {
    const api = client(() => ok({ TY: 3, DZ: 0, DJ: 1, ZR: 2, CP: 0, QP: 5 }, '成功'));
    await expect(api.requestEnvelope('platformCount', { requestId: 'r1' })).resolves.toEqual({
      data: { TY: 3, DZ: 0, DJ: 1, ZR: 2, CP: 0, QP: 5 },
      message: '成功',
    });
  });

  it('still rejects a business code and data that breaks the contract', async () => {
    await expect(
      client(() => json({ status_code: 10004, message: '登录已失效', data: null })).requestEnvelope('platformCount', {
        requestId: 'r1',
      }),
    ).rejects.toMatchObject({ code: 10004 });
    await expect(
      client(() => ok({ TY: -1 })).requestEnvelope('platformCount', { requestId: 'r1' }),
    ).rejects.toBeInstanceOf(ContractError);
  });
});
