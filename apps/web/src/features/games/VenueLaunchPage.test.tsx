import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VenueLaunch } from '@site/api-contract';
import type { Services } from '../../app/services';
import { isolateVenueTests, launchFrom, venuesStore } from './test-helpers';
import { VenueLaunchPage } from './VenueLaunchPage';

const ORIGIN = 'https://lobby.venue.example';
const launchFor = (n: number): VenueLaunch =>
  launchFrom(ORIGIN, {
    url: `${ORIGIN}/lobby/OBTY?token=t${String(n)}`,
    h5Url: `${ORIGIN}/lobby/OBTY?token=t${String(n)}&h5=1`,
    token: `${ORIGIN}/obty/session/t${String(n)}`,
    requestId: `req-${String(n)}`,
  });

/**
 * A test double of the composition root, and a venues instance that has launched OBTY once
 * already (`launched`, default the lobby of `launchFor(0)`; null: never launched in this browser):
 * the page accepts the lobbies of its own venue's launch only.
 */
async function setup(options: { venueOrigins?: string[]; launch?: () => Promise<unknown>; wallets?: [string, number][]; launched?: VenueLaunch | null } = {}) {
  let launches = 0;
  let earlier: VenueLaunch | null = options.launched === null ? null : (options.launched ?? launchFor(0));
  const launch = options.launch ?? (async () => launchFor(++launches));
  const venueLaunch = vi.fn(async () => {
    if (earlier === null) return launch();
    const result = earlier;
    earlier = null;
    return result;
  });
  const request = vi.fn(async (key: string) => {
    if (key === 'walletBalances') {
      return { center: 0, lockMoney: 0, total: 0, wallets: (options.wallets ?? []).map(([code, balance]) => ({ code, name: code, balance, status: 1 })) };
    }
    throw new Error(`unexpected ${key}`);
  });
  // A test double of the composition root: only what the games pages touch.
  const services = {
    client: {
      venueLaunch,
      request,
      headers: () => ({}),
      cache: { get: async () => null, set: async () => ({ expiresAt: 0 }) },
      vvPretty: async () => ({ venueOrigins: options.venueOrigins ?? [ORIGIN], excludedLeague: '' }),
    },
    session: {
      getToken: () => 'member-token',
      memberInfo: { username: () => 'demo888' },
      siteConfig: { cached: () => ({ secret: 'vv4002' }) },
      loadSiteConfig: async () => ({ secret: 'vv4002' }),
    },
  } as unknown as Services;
  const { venues, store } = venuesStore(services);
  if (earlier !== null) {
    await venues.launcher.launch('OBTY');
    venueLaunch.mockClear();
  }
  const onUrl = vi.fn();
  const go = vi.fn();
  const view = (url: string | undefined) => (
    <Provider store={store}>
      <VenueLaunchPage venue="OBTY" url={url} onUrl={onUrl} go={go} />
    </Provider>
  );
  return { venueLaunch, request, onUrl, go, view };
}

// Registered first, so it runs after the shared clean-up (after-hooks run last-registered first).
afterEach(() => {
  vi.useRealTimers();
});
isolateVenueTests();

describe('VenueLaunchPage', () => {
  it("shows its own venue's lobby in a sandboxed frame without top navigation", async () => {
    const { view } = await setup();
    render(view(`${ORIGIN}/lobby/OBTY?token=t`));
    const frame = await screen.findByTitle('YB体育游戏大厅');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`${ORIGIN}/lobby/OBTY?token=t`);
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(screen.getByText('场馆加载中')).toBeTruthy();
  });

  it("refuses another venue's lobby on the same origin (a 188 lobby inside this page), after its own launch named another lobby", async () => {
    const { view, venueLaunch } = await setup();
    const { container } = render(view(`${ORIGIN}/lobby/V188?token=t`));
    expect(await screen.findByText('场馆地址无效')).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
    // The shared origin is a venue origin: the launch, not a guess, says whose lobby this is.
    expect(venueLaunch).toHaveBeenCalledTimes(1);
  });

  it('loads an allowlisted lobby this browser never launched (a link from the app, another tab or device): launch first, compare, then the frame', async () => {
    const { view, venueLaunch } = await setup({ launched: null });
    const link = `${ORIGIN}/lobby/OBTY?token=from-the-app`;
    const { container } = render(view(link));
    const frame = await screen.findByTitle('YB体育游戏大厅');
    expect(frame.getAttribute('src')).toBe(link);
    expect(screen.queryByText('场馆地址无效')).toBeNull();
    expect(venueLaunch).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('refuses a url whose origin is not on the allowlist and loads nothing', async () => {
    const { view, venueLaunch } = await setup();
    const { container } = render(view('https://evil.example/'));
    expect(await screen.findByText('场馆地址无效')).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
    expect(venueLaunch).not.toHaveBeenCalled();
  });

  it('refuses look-alikes: credentials, another port, another scheme', async () => {
    const { view } = await setup();
    for (const url of [`https://lobby.venue.example@evil.example/`, `${ORIGIN}:8443/`, 'javascript:alert(1)', `//evil.example`]) {
      const { container, unmount } = render(view(url));
      expect(await screen.findByText('场馆地址无效')).toBeTruthy();
      expect(container.querySelector('iframe')).toBeNull();
      unmount();
    }
  });

  it('without a url, launches the venue and hands the lobby url on', async () => {
    const { view, onUrl, venueLaunch } = await setup();
    render(view(undefined));
    expect(screen.getByText('正在进入YB体育')).toBeTruthy();
    await waitFor(() => expect(onUrl).toHaveBeenCalledWith(launchFor(1).url));
    expect(venueLaunch).toHaveBeenCalledWith(expect.objectContaining({ enName: 'OBTY' }));
  });

  it('shows the failure in Chinese with a retry that launches again', async () => {
    const failures = [Object.assign(new Error('YB体育维护中，请稍后再试'), { code: 10001 })];
    let n = 0;
    const { view, onUrl, venueLaunch } = await setup({
      launch: async () => {
        const failure = failures.shift();
        if (failure) throw failure;
        return launchFor(++n);
      },
    });
    render(view(undefined));
    expect(await screen.findByText('YB体育维护中，请稍后再试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(onUrl).toHaveBeenCalledWith(launchFor(1).url));
    expect(venueLaunch).toHaveBeenCalledTimes(2);
  });

  it('a launch answered 400401 relaunches once, 1000 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    const { view, onUrl, venueLaunch } = await setup({
      launch: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('令牌已过期'), { code: 400401 });
        return launchFor(calls);
      },
    });
    render(view(undefined));
    // The first launch goes out at once (the venues' code is loaded in the same moment)…
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(venueLaunch).toHaveBeenCalledTimes(1);
    // …and its 400401 relaunches 1000 ms later (SPEC §9), not before.
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(venueLaunch).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(venueLaunch).toHaveBeenCalledTimes(2);
    expect(onUrl).toHaveBeenCalledWith(launchFor(2).url);
  });

  it('hears postMessage only from the framed venue origin', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { view, go, venueLaunch, onUrl } = await setup();
    render(view(`${ORIGIN}/lobby/OBTY?token=t`));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const frame = screen.getByTitle('YB体育游戏大厅') as HTMLIFrameElement;
    const post = (origin: string, data: unknown, source: MessageEventSource | null = frame.contentWindow) =>
      act(() => void window.dispatchEvent(new MessageEvent('message', { origin, data, source })));

    post('https://evil.example', { type: 'close' });
    post('https://evil.example', 400401);
    post(ORIGIN, { type: 'close' }, window);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(go).not.toHaveBeenCalled();
    expect(venueLaunch).not.toHaveBeenCalled();

    post(ORIGIN, { type: 'transfer' });
    expect(go).toHaveBeenCalledWith('/mine/finance/transfer');
    post(ORIGIN, { code: 400401 });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(venueLaunch).toHaveBeenCalledTimes(1);
    expect(onUrl).toHaveBeenCalledWith(launchFor(1).url);
  });

  it('offers a transfer when the venue wallet is empty, and not otherwise', async () => {
    const empty = await setup({ wallets: [['OBTY', 0]] });
    render(empty.view(`${ORIGIN}/lobby/OBTY?token=t`));
    expect(await screen.findByText('YB体育钱包余额为 0，请先转入额度再开始游戏')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去转账' }));
    expect(empty.go).toHaveBeenCalledWith('/mine/finance/transfer');
    cleanup();

    const funded = await setup({ wallets: [['OBTY', 500]] });
    render(funded.view(`${ORIGIN}/lobby/OBTY?token=t`));
    await waitFor(() => expect(funded.request).toHaveBeenCalledWith('walletBalances'));
    expect(screen.queryByText(/钱包余额为 0/)).toBeNull();
  });
});
