import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventHub } from './events';
import type { ApiClientEvent } from './events';
import { clientWithEvents, fail, fakeClient, ok } from './test-fakes';

function clientAnswering(code: number, message: () => string) {
  return clientWithEvents(() => fail(code, message()));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('global handling events (SPEC §8; the 350 ms debounce is the session\'s)', () => {
  it.each([10102, 6031, 6033, 6032, 6001, 10105, 10004, 10104])(
    'code %i raises one session-code event with the server message, at once',
    async (code) => {
      const { client, events } = clientAnswering(code, () => '服务器提示');
      await expect(client.namingList()).rejects.toMatchObject({ code });
      expect(events).toEqual([{ type: 'session-code', code, message: '服务器提示', stale: false }]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(events).toHaveLength(1);
    },
  );

  it('a reply to a call that carried another token than the one now is marked stale', async () => {
    let token = 'T-demo';
    const { client } = fakeClient(
      () => {
        // Another member logs in while the call is on its way.
        const reply = fail(6001, '您的账号已在其他设备登录');
        token = 'T-player';
        return reply;
      },
      { getToken: () => token },
    );
    const heard: ApiClientEvent[] = [];
    client.events.on((event) => heard.push(event));
    await client.namingList().catch(() => undefined);
    await client.namingList().catch(() => undefined);
    expect(heard.map((e) => (e.type === 'session-code' ? e.stale : null))).toEqual([true, false]);
  });

  it('every reply of a burst raises its event, in order (the session acts on a burst once)', async () => {
    let n = 0;
    const { client, events } = clientAnswering(6001, () => `第${(n += 1)}次`);
    for (let i = 0; i < 3; i += 1) await client.namingList().catch(() => undefined);
    expect(events.map((e) => (e.type === 'session-code' ? e.message : e.type))).toEqual(['第1次', '第2次', '第3次']);
  });

  it('other codes raise no event', async () => {
    for (const code of [10001, 10003, 10009, 10108, 6013, 6014, 10409, 6002]) {
      const { client, events } = clientAnswering(code, () => '失败');
      await client.namingList().catch(() => undefined);
      await vi.advanceTimersByTimeAsync(1000);
      expect(events).toEqual([]);
    }
  });

  it('an unsubscribed listener hears nothing more', () => {
    const hub = createEventHub();
    const heard = vi.fn();
    const off = hub.on(heard);
    hub.report(6001, 'x');
    off();
    hub.report(6001, 'y');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ type: 'session-code', code: 6001, message: 'x', stale: false });
  });

  it('a failing listener does not keep the others from hearing', () => {
    const hub = createEventHub();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = vi.fn();
    hub.on(() => {
      throw new Error('boom');
    });
    hub.on(heard);
    hub.report(10102, '设备已被禁用');
    expect(heard).toHaveBeenCalledWith({ type: 'session-code', code: 10102, message: '设备已被禁用', stale: false });
    expect(errors).toHaveBeenCalledOnce();
  });

  it('a disposed client raises nothing more', async () => {
    const { client, events } = clientAnswering(6001, () => 'x');
    client.dispose();
    await client.namingList().catch(() => undefined);
    expect(events).toEqual([]);
  });
});

describe('money-moved (issue #38: the other tabs refresh their balances)', () => {
  it('a money call the platform accepted raises one money-moved with its path; refused, failed or other calls raise none', async () => {
    const accepted = clientWithEvents(() => ok(null));
    await accepted.client.request('walletTransfer', { from: 'CENTER', to: 'IMTY', amount: 10 }).catch(() => undefined);
    expect(accepted.events).toEqual([{ type: 'money-moved', path: '/fd/api/v1/wallet/transfer' }]);

    const refused = clientWithEvents(() => fail(6013, '余额不足'));
    await refused.client.request('walletTransfer', { from: 'CENTER', to: 'IMTY', amount: 10 }).catch(() => undefined);
    expect(refused.events).toEqual([]);

    const cut = clientWithEvents(() => {
      throw new TypeError('Failed to fetch');
    });
    await cut.client.request('walletRecallAll').catch(() => undefined);
    expect(cut.events).toEqual([]);

    const read = clientWithEvents(() => ok([]));
    await read.client.namingList().catch(() => undefined);
    expect(read.events).toEqual([]);
  });
});
