import { signPath } from '@site/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessError, CancelError, ConnectionError, ContractError } from './errors';
import { createEventHub } from './events';
import { resolvePorts } from './ports';
import type { ApiClientPorts } from './ports';
import { fail, fakeFetch, json, ok } from './test-fakes';
import type { FakeHandler } from './test-fakes';
import { createTransport } from './transport';
import type { SendOptions } from './transport';

const PATH = '/site/api/v1/site/naming/list';
const DEVICE = '2b1c4a62-7f0e-4d2a-9a57-3c1d2e4f5a6b';

function setup(handler: FakeHandler, ports: Partial<ApiClientPorts> = {}) {
  const fake = fakeFetch(handler);
  const resolved = resolvePorts({ fetch: fake.fetch, getDeviceId: () => DEVICE, isBrowser: false, ...ports });
  const hub = createEventHub();
  const transport = createTransport(resolved, signPath, hub);
  const send = (options: Partial<SendOptions> = {}) =>
    transport.send(PATH, { method: 'POST', timeout: 400, retries: 0, ...options });
  return { ...fake, transport, send, hub };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('reply codes (SPEC §8, SPEC-NOTES 1)', () => {
  it('status_code 6000 gives the data', async () => {
    const { send } = setup(() => ok([{ code: 'a', name: '甲' }]));
    await expect(send()).resolves.toEqual([{ code: 'a', name: '甲' }]);
  });

  it.each([100, '0000000', 350, 0])('venue success code %j gives the data', async (code) => {
    const { send } = setup(() => json({ status_code: code, message: '', data: { x: 1 } }));
    await expect(send()).resolves.toEqual({ x: 1 });
  });

  it('any other code rejects with the code and the message', async () => {
    const { send } = setup(() => fail(10001, '操作失败，请稍后重试'));
    const error = await failure(send());
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ code: 10001, message: '操作失败，请稍后重试' });
    expect((error as BusinessError).response).toEqual({
      status_code: 10001,
      message: '操作失败，请稍后重试',
      data: null,
    });
  });

  it.each([400401, 14010])('venue relaunch code %i rejects with its code for the venue layer', async (code) => {
    const { send } = setup(() => fail(code, '令牌已过期'));
    await expect(send()).rejects.toMatchObject({ code, message: '令牌已过期' });
  });

  it('a digit-string code becomes a number', async () => {
    const { send } = setup(() => fail('10004', '登录已失效'));
    await expect(send()).rejects.toMatchObject({ code: 10004 });
  });

  it('an empty message falls back to the system-error text', async () => {
    const { send } = setup(() => fail(10001, ''));
    await expect(send()).rejects.toMatchObject({ code: 10001, message: '系统异常，请稍后重试或联系客服' });
  });

  it('an empty message on a login code falls back to its own Chinese meaning (SPEC-NOTES 16)', async () => {
    const { send } = setup(() => fail(6036, ''));
    await expect(send()).rejects.toMatchObject({ code: 6036, message: '设备验证已锁定，请稍后重试' });
  });

  it('a business message naming a network failure becomes the network-error text', async () => {
    const { send } = setup(() => fail(10001, 'Forbidden'));
    await expect(send()).rejects.toMatchObject({ code: 10001, message: '网络异常,请您稍后重试' });
  });

  it('a reply that is no envelope breaks the contract and shows the system-error text', async () => {
    const { send } = setup(() => new Response('<html>oops</html>', { status: 200 }));
    const error = await failure(send());
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ side: 'reply', message: '系统异常，请稍后重试或联系客服' });
  });
});

describe('HTTP layer (SPEC §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a non-OK status gives an error with the status text', async () => {
    const { send } = setup(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await failure(send());
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ status: 503, code: 503, detail: 'Service Unavailable', kind: 'unknown' });
    expect((error as ConnectionError).message).toBe('未知连接错误，请检查网络后重试');
  });

  it.each([
    [406, 'Not Acceptable'],
    [403, 'Forbidden'],
  ])('status %i "%s" shows the network-error text', async (status, statusText) => {
    const { send } = setup(() => new Response('', { status, statusText }));
    await expect(send()).rejects.toMatchObject({ status, message: '网络异常,请您稍后重试' });
  });

  it('a non-OK status without a status text shows the system-error text', async () => {
    const { send } = setup(() => new Response('', { status: 500, statusText: '' }));
    await expect(send()).rejects.toMatchObject({ status: 500, message: '系统异常，请稍后重试或联系客服' });
  });

  it('a timeout gives message "timeout" with status 0, at the given timeout and not before', async () => {
    const { send } = setup(() => 'hang');
    const settled = vi.fn();
    const pending = failure(send({ timeout: 400 })).then((error) => {
      settled();
      return error;
    });
    await vi.advanceTimersByTimeAsync(399);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ detail: 'timeout', status: 0, kind: 'timeout', message: '连接超时，请稍后重试' });
  });

  it('another abort gives a cancel error', async () => {
    const { send } = setup(() => 'hang');
    const controller = new AbortController();
    const pending = failure(send({ signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(CancelError);
    expect((error as CancelError).message).toBe('请求已取消，请稍后重试');
  });

  it('an already aborted signal sends nothing', async () => {
    const { send, requests } = setup(() => ok(null));
    const controller = new AbortController();
    controller.abort();
    await expect(send({ signal: controller.signal })).rejects.toBeInstanceOf(CancelError);
    expect(requests).toHaveLength(0);
  });

  it('a network failure ("Failed to fetch") shows the network-error text, kind closed when online', async () => {
    const { send } = setup(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { isOnline: () => true },
    );
    await expect(send()).rejects.toMatchObject({ status: 0, kind: 'closed', message: '网络异常,请您稍后重试' });
  });

  it('status 0 while the browser reports offline is the offline error', async () => {
    const { send } = setup(
      () => {
        throw new TypeError('network down');
      },
      { isOnline: () => false },
    );
    await expect(send()).rejects.toMatchObject({ status: 0, kind: 'offline', message: '网络已断开，请检查网络后重试' });
  });

  it('status 0 while online is the closed error', async () => {
    const { send } = setup(
      () => {
        throw new TypeError('socket hang up');
      },
      { isOnline: () => true },
    );
    await expect(send()).rejects.toMatchObject({ kind: 'closed', message: '连接已中断，请检查网络后重试' });
  });
});

describe('common headers (SPEC §7)', () => {
  it('sends client type web, site 4002, version 2.0.0, the signed path, the device UUID and the token', async () => {
    const { send, requests } = setup(() => ok(null), { getToken: () => 'tok-123' });
    await send();
    const headers = requests[0]?.headers;
    expect(headers?.get('X-API-CLIENT')).toBe('web');
    expect(headers?.get('X-API-SITE')).toBe('4002');
    expect(headers?.get('X-API-VERSION')).toBe('2.0.0');
    expect(headers?.get('X-API-SIGN')).toBe(signPath(PATH));
    expect(headers?.get('X-API-UUID')).toBe(DEVICE);
    expect(headers?.get('X-API-TOKEN')).toBe('tok-123');
  });

  it('sends no token header without a token', async () => {
    for (const token of [undefined, null, '']) {
      const { send, requests } = setup(() => ok(null), { getToken: () => token });
      await send();
      expect(requests[0]?.headers.has('X-API-TOKEN')).toBe(false);
    }
  });

  it('calls are POST with a JSON body to the same-origin relative path', async () => {
    const { send, requests } = setup(() => ok(null));
    await send({ body: { category: 1 } });
    expect(requests[0]).toMatchObject({ url: PATH, method: 'POST', body: { category: 1 } });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('a body JSON cannot carry is refused before anything is sent', async () => {
    const { send, requests } = setup(() => ok(null));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const body of [{ n: 10n }, cyclic]) {
      await expect(send({ body })).rejects.toMatchObject({ side: 'request' });
    }
    expect(requests).toHaveLength(0);
  });

  it('a POST without a body sends {} and any JSON value is sent as JSON', async () => {
    const { send, requests } = setup(() => ok(null));
    await send();
    await send({ body: 'text' });
    expect(requests.map((r) => r.body)).toEqual([{}, 'text']);
  });

  it('a call-specific header cannot override a common one', async () => {
    const { send, requests } = setup(() => ok(null));
    await send({ headers: { 'X-API-SITE': '1', 'X-API-USER': 'abc' } });
    expect(requests[0]?.headers.get('X-API-SITE')).toBe('4002');
    expect(requests[0]?.headers.get('X-API-USER')).toBe('abc');
  });

  it('refuses a path with a host', async () => {
    const { transport, requests } = setup(() => ok(null));
    for (const path of ['https://evil.example/site/api', '//evil.example/x', 'site/api/v1']) {
      await expect(transport.send(path, { method: 'GET', timeout: 400, retries: 0 })).rejects.toBeInstanceOf(
        ContractError,
      );
    }
    expect(requests).toHaveLength(0);
  });
});

describe('retries', () => {
  it('an idempotent GET is tried once more after a retryable status', async () => {
    let n = 0;
    const { send, requests } = setup(() =>
      (n += 1) === 1 ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : ok('again'),
    );
    await expect(send({ method: 'GET', retries: 1 })).resolves.toBe('again');
    expect(requests).toHaveLength(2);
    expect(requests[1]?.method).toBe('GET');
  });

  it('never more than the allowed retries', async () => {
    const { send, requests } = setup(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(send({ method: 'GET', retries: 1 })).rejects.toMatchObject({ status: 502 });
    expect(requests).toHaveLength(2);
  });

  it('a POST without retries is sent once even after a network failure', async () => {
    const { send, requests } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(send({ retries: 0 })).rejects.toBeInstanceOf(ConnectionError);
    expect(requests).toHaveLength(1);
  });

  it('a business error is not retried', async () => {
    const { send, requests } = setup(() => fail(10001, '操作失败'));
    await expect(send({ method: 'GET', retries: 1 })).rejects.toBeInstanceOf(BusinessError);
    expect(requests).toHaveLength(1);
  });
});

describe('what the platform hears of the page', () => {
  it('a call says the site\'s origin as its Referer, never the page\'s address (a launch page\'s ?url= carries a venue token; #35 item 9)', async () => {
    const { send, requests } = setup(() => ok(null));
    await send();
    expect(requests[0]?.referrerPolicy).toBe('strict-origin');
  });
});
