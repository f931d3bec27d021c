import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { PlatformCategory, VenueLaunch } from '@site/api-contract';
import type { Services } from '../../app/services';
import { BusinessError, ConnectionError } from '@site/api-client';
import { GameLobby } from './GameLobby';
import { loadLobby } from './lobby-data';
import { LOBBIES } from './lobbies';
import type { LobbyKey } from './lobbies';
import { isolateVenueTests, launchFrom, venuesStore } from './test-helpers';

const VENUE_ORIGIN = 'https://lobby.venue.example';
/** The platform's venue list (as the simulator seeds it): status 1 = open, 0 = maintenance. */
const VENUES = [
  { code: 'OBTY', title: 'YB体育', category: 'TY', status: 1, iconUrl: '' },
  { code: 'FBTY', title: 'FB体育', category: 'TY', status: 0, iconUrl: '' },
  { code: 'PGDZ', title: 'PG电子', category: 'DZ', status: 1, iconUrl: '' },
  { code: 'AGZR', title: 'AG真人', category: 'ZR', status: 1, iconUrl: '' },
] as const;

const launchOf = (code: string, origin = VENUE_ORIGIN): VenueLaunch =>
  launchFrom(origin, {
    url: `${origin}/lobby/${code}?token=t`,
    h5Url: `${origin}/lobby/${code}?token=t&h5=1`,
    token: 't',
    requestId: code === 'OBTY' ? 'req-1' : '',
  });

function setup(options: { member?: boolean; launchOrigin?: string; naming?: { code: string; name: string }[]; listFailure?: Error } = {}) {
  const venueLaunch = vi.fn(async (body: { enName: string }) => launchOf(body.enName, options.launchOrigin));
  const request = vi.fn(async (key: string, body?: { category?: PlatformCategory }) => {
    if (key === 'venueList') {
      if (options.listFailure) throw options.listFailure;
      return VENUES.filter((v) => v.category === body?.category);
    }
    // The platform's display names (none renamed unless a test says so).
    if (key === 'namingList') return options.naming ?? [];
    throw new Error(`unexpected ${key}`);
  });
  const dialogs = { open: vi.fn() };
  const services = {
    client: {
      venueLaunch,
      request,
      requestEnvelope: async () => ({ data: { TY: 254, DZ: 126, DJ: 30, ZR: 18, CP: 42, QP: 37 }, message: '' }),
      cache: { get: async () => null, set: async () => ({ expiresAt: 0 }) },
      vvPretty: async () => ({ venueOrigins: [VENUE_ORIGIN], excludedLeague: '' }),
    },
    session: {
      isMember: () => options.member ?? true,
      getToken: () => ((options.member ?? true) ? 'member-token' : ''),
      token: { subscribe: () => () => undefined },
      memberInfo: { username: () => 'demo888', get: async () => ({ grade: 5 }) },
      siteConfig: { cached: () => ({ secret: 'vv4002' }) },
      loadSiteConfig: async () => ({ secret: 'vv4002' }),
    },
    dialogs,
  } as unknown as Services;
  const { store } = venuesStore(services);
  const go = vi.fn();
  const loginWith = vi.fn();
  const retry = vi.fn();
  // As the lobby's route does: its loader asks for the venues, the lobby shows them.
  const view = (lobby: LobbyKey) => (
    <Provider store={store}>
      <GameLobby lobby={LOBBIES[lobby]} venues={loadLobby(services, lobby).venues} onRetry={retry} go={go} loginWith={loginWith} />
    </Provider>
  );
  return { view, request, venueLaunch, dialogs, go, loginWith, retry };
}

/** The new window the site opens on the click, before the launch answers. */
function fakeWindow() {
  const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => opened as unknown as Window);
  vi.stubGlobal('open', open);
  return { opened, open };
}

// The counts' background launch of OBTY runs its token flow: the shared stub answers it, never the network.
isolateVenueTests();

describe('GameLobby', () => {
  it('a venue shows under the name the platform\'s naming list gives it (issue #25 item 7)', async () => {
    const { view, request } = setup({ naming: [{ code: 'AGZR', name: 'AG旗舰厅' }] });
    render(view('realbet'));
    expect(await screen.findByRole('heading', { name: 'AG旗舰厅' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'AG真人' })).toBeNull();
    expect(request).toHaveBeenCalledWith('namingList');
  });

  it('/game/fishing lists the fishing venues: the DZ venues (fishing has no category of its own)', async () => {
    const { view, request } = setup();
    render(view('fishing'));
    expect(await screen.findByRole('heading', { name: 'PG电子' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith('venueList', { category: 'DZ' });
    expect(screen.queryByRole('heading', { name: 'YB体育' })).toBeNull();
    expect(await screen.findByText('当前 126 款游戏')).toBeTruthy();
  });

  it('opens a venue without a launch page (PGDZ) in a new window on its venue origin', async () => {
    const { opened, open } = fakeWindow();
    const { view, venueLaunch, dialogs } = setup();
    render(view('egame'));
    const enter = await screen.findByRole('button', { name: '进入游戏：PG电子' });
    expect((enter as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(enter);
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(opened.location.href).not.toBe(''));
    expect(new URL(opened.location.href).origin).toBe(VENUE_ORIGIN);
    expect(opened.opener).toBeNull();
    expect(venueLaunch).toHaveBeenCalledWith(expect.objectContaining({ enName: 'PGDZ' }));
    expect(dialogs.open).not.toHaveBeenCalled();
  });

  it('never sends the window to an origin off the platform list; it closes it and says why', async () => {
    const { opened } = fakeWindow();
    const { view, dialogs } = setup({ launchOrigin: 'https://evil.example' });
    render(view('realbet'));
    fireEvent.click(await screen.findByRole('button', { name: '进入游戏：AG真人' }));
    await waitFor(() => expect(dialogs.open).toHaveBeenCalledWith(expect.objectContaining({ title: '进入场馆失败', content: '场馆地址不在允许范围内' })));
    expect(opened.location.href).toBe('');
    expect(opened.close).toHaveBeenCalled();
  });

  it('while the venues load, holds their place with four cards of the venue card\'s box (issue #36: no layout shift), announced once', async () => {
    const { view } = setup();
    const { container } = render(view('sport'));
    expect(screen.getByRole('status').textContent).toBe('场馆加载中');
    const placeholders = container.querySelectorAll('ul[aria-hidden="true"] > li.games-venue');
    expect(placeholders).toHaveLength(4);
    expect(await screen.findByRole('heading', { name: 'YB体育' })).toBeTruthy();
    expect(screen.queryByText('场馆加载中')).toBeNull();
    expect(container.querySelectorAll('ul[aria-hidden="true"]')).toHaveLength(0);
  });

  it('shows a venue under maintenance with its badge and no way in', async () => {
    const { view } = setup();
    render(view('sport'));
    const button = (await screen.findByRole('button', { name: '维护中：FB体育' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getAllByText('维护中').length).toBeGreaterThanOrEqual(2);
  });

  it('tells a guest with no cached count to log in for live data instead of loading forever', async () => {
    const { view } = setup({ member: false });
    render(view('egame'));
    expect(await screen.findByRole('heading', { name: 'PG电子' })).toBeTruthy();
    expect(await screen.findByText('登录后查看实时数据')).toBeTruthy();
    expect(screen.queryByText('正在获取实时数据…')).toBeNull();
  });

  it('asks a guest to log in before a window venue, opening nothing', async () => {
    const { open } = fakeWindow();
    const { view, dialogs, venueLaunch } = setup({ member: false });
    render(view('egame'));
    fireEvent.click(await screen.findByRole('button', { name: '进入游戏：PG电子' }));
    expect(dialogs.open).toHaveBeenCalledWith(expect.objectContaining({ title: '请先登录', content: '登录后即可进入PG电子' }));
    expect(open).not.toHaveBeenCalled();
    expect(venueLaunch).not.toHaveBeenCalled();
  });

  it('a lobby that fails to load says the platform\'s reason, and 重新加载 asks again (issue #34 item 4)', async () => {
    const { view, retry } = setup({ listFailure: new BusinessError(9001, '电子场馆维护中，请稍后再试') });
    render(view('egame'));
    expect(await screen.findByText('场馆加载失败')).toBeTruthy();
    expect(screen.getByText('电子场馆维护中，请稍后再试')).toBeTruthy();
    expect(screen.queryByText('系统异常')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a lobby that cannot reach the platform says the network failed, not the error\'s English', async () => {
    const { view } = setup({ listFailure: new ConnectionError({ kind: 'offline', status: 0, detail: 'Failed to fetch' }) });
    render(view('egame'));
    expect(await screen.findByText('场馆加载失败')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[A-Za-z]{4,}/);
  });
});
