import { signPath } from '@site/api-contract';
import { samplePreInfo } from '@site/api-contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aesEncrypt } from './crypto';
import { ContractError } from './errors';
import { byPath, fakeClient, ok } from './test-fakes';


afterEach(() => {
  vi.useRealTimers();
});

describe('yielding before a reply is checked', () => {
  it('sends the call, and later hands its reply over, each only after yieldToMain has let other work run', async () => {
    const releases: (() => void)[] = [];
    const yieldToMain = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
    const { client, requests } = fakeClient(byPath({ '/site/api/v1/configuration/preInfo': samplePreInfo }), { yieldToMain });
    let settled = false;
    const pending = client.preInfo().then((info) => {
      settled = true;
      return info;
    });
    await vi.waitFor(() => expect(yieldToMain).toHaveBeenCalledTimes(1));
    expect(requests).toHaveLength(0);
    releases[0]?.();
    await vi.waitFor(() => expect(yieldToMain).toHaveBeenCalledTimes(2));
    expect(requests).toHaveLength(1);
    expect(settled).toBe(false);
    releases[1]?.();
    expect((await pending).SiteBaseConfigVo?.title).toBe('星耀娱乐');
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    try {
      const { client } = fakeClient(byPath({ '/site/api/v1/configuration/preInfo': samplePreInfo }));
      await client.preInfo();
      expect(schedulerYield).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('preInfo', () => {
  it('POSTs platformType 6 by default and gives the checked config', async () => {
    const { client, requests } = fakeClient(byPath({ '/site/api/v1/configuration/preInfo': samplePreInfo }));
    const info = await client.preInfo();
    expect(info.SiteBaseConfigVo.title).toBe('星耀娱乐');
    expect(requests[0]).toMatchObject({ method: 'POST', body: { platformType: 6 } });
  });

  it('sends another platformType and the optional timeout, which also bounds the call', async () => {
    vi.useFakeTimers();
    const { client, requests } = fakeClient(() => 'hang');
    const pending = client.preInfo({ platformType: 2, timeout: 50 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(50);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout', detail: 'timeout', status: 0 });
    expect(requests[0]?.body).toEqual({ platformType: 2, timeout: 50 });
  });

  it('a reply that breaks the contract rejects with a ContractError', async () => {
    const { client } = fakeClient(() => ok({ SiteBaseConfigVo: { title: 1 } }));
    await expect(client.preInfo()).rejects.toBeInstanceOf(ContractError);
  });
});

describe('vvPretty (SPEC §7, SPEC-NOTES 10)', () => {
  const key = 'vvPrettyKey4002A';
  const iv = 'vvPrettyIv4002AB';
  const plain = {
    theme: 'dark',
    festivalSkin: 'spring',
    customerServiceUrl: '/cs',
    downloadUrl: '/dl',
    venueOrigins: ['https://venue.example'],
    excludedLeague: '某联赛',
  };

  it('GETs the cipher text and the key/iv of /site/api/v1/sec/{secret}, and gives the decrypted JSON', async () => {
    const { client, requests } = fakeClient(
      byPath({
        '/site/api/v1/configuration/vvPretty': aesEncrypt(JSON.stringify(plain), key, iv),
        '/site/api/v1/sec/abc123': { key, iv },
      }),
    );
    await expect(client.vvPretty('abc123')).resolves.toEqual(plain);
    expect(requests.map((r) => [r.method, r.url]).sort()).toEqual([
      ['GET', '/site/api/v1/configuration/vvPretty'],
      ['GET', '/site/api/v1/sec/abc123'],
    ]);
    expect(requests.every((r) => r.body === undefined)).toBe(true);
    expect(requests.find((r) => r.url.includes('/sec/'))?.headers.get('X-API-SIGN')).toBe(
      signPath('/site/api/v1/sec/abc123'),
    );
  });

  it('a text the key does not open rejects with a ContractError', async () => {
    const { client } = fakeClient(
      byPath({
        '/site/api/v1/configuration/vvPretty': aesEncrypt(JSON.stringify(plain), 'AAAAAAAAAAAAAAAA', iv),
        '/site/api/v1/sec/abc123': { key, iv },
      }),
    );
    await expect(client.vvPretty('abc123')).rejects.toMatchObject({
      side: 'reply',
      message: '系统异常，请稍后重试或联系客服',
    });
  });
});

describe('site and activity calls (SPEC §7)', () => {
  it('queryNoticeList sends the category', async () => {
    const notice = { id: 1, category: 1, title: '公告', content: '内容', createdAt: 1 };
    const { client, requests } = fakeClient(byPath({ '/site/api/v1/advertising/queryNoticeList': [notice] }));
    await expect(client.queryNoticeList({ category: 1 })).resolves.toEqual([notice]);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { category: 1 } });
  });

  it('suspensionIcon sends displayEquipment "1" by default', async () => {
    const { client, requests } = fakeClient(byPath({ '/act/api/v1/activityShow/suspensionIcon': [] }));
    await client.suspensionIcon();
    await client.suspensionIcon({ displayEquipment: '2' });
    expect(requests.map((r) => r.body)).toEqual([{ displayEquipment: '1' }, { displayEquipment: '2' }]);
  });

  it('dividend lead and check send no payload', async () => {
    const { client, requests } = fakeClient(
      byPath({
        '/act/api/v1/dividend/manual/lead': { show: true, title: '分红', content: '' },
        '/act/api/v1/dividend/front/check': { list: [] },
      }),
    );
    await expect(client.dividendLead()).resolves.toMatchObject({ show: true });
    await expect(client.dividendCheck()).resolves.toEqual({ list: [] });
    expect(requests.map((r) => [r.method, r.body])).toEqual([
      ['POST', {}],
      ['POST', {}],
    ]);
  });

  it('webTerminal sends an arbitrary body', async () => {
    const { client, requests } = fakeClient(byPath({ '/site/api/v1/launcher/webTerminal': { received: true } }));
    await client.webTerminal({ screen: '1920x1080', nested: { a: [1, 2] } });
    expect(requests[0]?.body).toEqual({ screen: '1920x1080', nested: { a: [1, 2] } });
  });

  it('naming list and popInfo send no payload', async () => {
    const pop = { show: false, id: 0, title: '', imageUrl: '', linkUrl: '' };
    const { client, requests } = fakeClient(
      byPath({
        '/site/api/v1/site/naming/list': [{ code: 'a', name: '甲' }],
        '/act/api/v1/memberTopActivity/popInfo': pop,
      }),
    );
    await expect(client.namingList()).resolves.toEqual([{ code: 'a', name: '甲' }]);
    await expect(client.popInfo()).resolves.toEqual(pop);
    expect(requests.map((r) => r.body)).toEqual([{}, {}]);
  });
});

describe('request timeout (SPEC §7, §9)', () => {
  async function timesOutAt(isBrowser: boolean, ms: number): Promise<void> {
    vi.useFakeTimers();
    const { client } = fakeClient(() => 'hang', { isBrowser });
    const settled = vi.fn();
    const pending = client.namingList().catch((error: unknown) => {
      settled();
      return error;
    });
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout', status: 0 });
  }

  it('is 100000 ms in the browser', async () => {
    await timesOutAt(true, 100_000);
  });

  it('is 400 ms otherwise', async () => {
    await timesOutAt(false, 400);
  });
});
