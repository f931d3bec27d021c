import { API_PATHS, venueDisplayName } from '@site/api-contract';
import type { VenueCode, VenueLaunch, WalletBalances } from '@site/api-contract';
import { isVenueWalletEmpty } from '@site/venues';
import type { StoryContext } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { PAGE_TIMEOUT, pageStates } from './page-states';
import { platformHandlers, recordedData } from './platform-mock';

/**
 * The states of a venue launch page (`/game/sport/V188`, `/game/sport/im`, `/game/sport/ob`,
 * `/game/gaming/ybdj`, `/game/gaming/imdj`, `/game/gaming/lhdj`: one LaunchRoute, one story file
 * per route). The page asks the platform to launch the venue (`venueLaunch`, msw, its reply parsed
 * by the contract like every mocked reply) and loads the lobby the reply names in a sandboxed
 * frame. A real lobby lives on the venue's own address, which a story does not call: the reply
 * here names a stand-in lobby on the story's own origin (.storybook/public/venue-lobby.html). The
 * page's rule is untouched — it loads only a lobby of this venue's launch — and the stand-in is
 * exactly that.
 */

type Play = (context: StoryContext) => Promise<void>;

/** 2026-11-23 12:00 Beijing: two hours after the recorded replies' moment (.storybook/visual.setup.ts STORY_NOW). */
const LAUNCH_EXPIRES_AT = Date.UTC(2026, 10, 23, 4, 0, 0);

/** The stand-in lobby of `venue` on this page's origin (`view`: the desktop `url` or the phone's `h5Url`). */
function standInLobby(venue: VenueCode, view: 'pc' | 'h5'): string {
  const url = new URL('/venue-lobby.html', window.location.origin);
  url.searchParams.set('name', venueDisplayName(venue));
  url.searchParams.set('view', view);
  // A lobby address carries the venue session's token (which the page keeps out of the address bar).
  url.searchParams.set('token', 'story-venue-token');
  return url.href;
}

/** The platform's launch reply for `venue`, naming the stand-in lobby. */
export function standInLaunch(venue: VenueCode): VenueLaunch {
  return {
    url: standInLobby(venue, 'pc'),
    h5Url: standInLobby(venue, 'h5'),
    // OBTY's token is a path on the venue that the sports centre's login calls after a launch
    // (@site/venues obtyLogin), not this page: left empty here, that login asks the venue nothing.
    token: venue === 'OBTY' ? '' : 'story-venue-token',
    apiUrl: '',
    activityUrl: '',
    resource: '',
    // OBTY's launch names its request id (the counts reuse it); the others' is empty.
    requestId: venue === 'OBTY' ? 'story-obty-request' : '',
    merchantCode: '',
    expiresAt: LAUNCH_EXPIRES_AT,
  };
}

/** Whether the demo member's wallet in this venue is empty (the recorded balances): the page then offers a transfer above the lobby. */
function offersTransfer(venue: VenueCode): boolean {
  return isVenueWalletEmpty(recordedData('walletBalances') as WalletBalances, venue);
}

/**
 * Waits until the lobby is in the frame and shown: the stand-in's heading drawn inside it, the
 * frame's loading cover gone, and the transfer offer drawn when the member's venue wallet is empty.
 */
function lobbyShown(venue: VenueCode): Play {
  const name = venueDisplayName(venue);
  return async ({ canvasElement }) => {
    const page = within(canvasElement);
    const frame = (await page.findByTitle(`${name}游戏大厅`, {}, { timeout: PAGE_TIMEOUT })) as HTMLIFrameElement;
    await waitFor(
      () => {
        expect(frame.contentDocument?.getElementById('venue')?.textContent).toBe(`${name}游戏大厅`);
        expect(page.queryByText('场馆加载中')).toBeNull();
      },
      { timeout: PAGE_TIMEOUT },
    );
    if (offersTransfer(venue)) await page.findByText(`${name}钱包余额为 0，请先转入额度再开始游戏`, {}, { timeout: PAGE_TIMEOUT });
  };
}

/** While set, the launch fails at the network (the 失败可重试 story, until its play presses 重试). */
let launchUnreachable = false;

/** The launch call failing at the network while `launchUnreachable`; otherwise it falls through to the platform's handlers. */
const unreachableLaunch = http.all(API_PATHS.venueLaunch, () => (launchUnreachable ? HttpResponse.error() : undefined));

/**
 * The stories of one venue launch page: 已加载 (the lobby in its frame), 加载中 (the launch never
 * answers), 失败可重试 (the launch fails at the network; 重试 launches again and the lobby loads) and
 * 进入被拒 (the platform refuses the launch: its message, 重试 and 返回大厅).
 */
export function venueLaunchStates(venue: VenueCode) {
  const name = venueDisplayName(venue);
  const launched = { msw: { handlers: platformHandlers({ venueLaunch: { data: standInLaunch(venue) } }) } };
  return {
    loaded: { parameters: launched, play: lobbyShown(venue) },
    loading: pageStates(['venueLaunch']).loading,
    errorRetry: {
      parameters: { msw: { handlers: [unreachableLaunch, ...launched.msw.handlers] } },
      beforeEach: () => {
        launchUnreachable = true;
        return () => {
          launchUnreachable = false;
        };
      },
      play: (async (context) => {
        const page = within(context.canvasElement);
        await page.findByText('进入场馆失败', {}, { timeout: PAGE_TIMEOUT });
        await expect(page.getByRole('button', { name: '返回大厅' })).toBeVisible();
        launchUnreachable = false;
        await context.userEvent.click(page.getByRole('button', { name: '重试' }));
        await lobbyShown(venue)(context);
      }) satisfies Play,
    },
    refused: {
      ...pageStates(['venueLaunch']).error,
      play: (async ({ canvasElement }) => {
        const page = within(canvasElement);
        await page.findByText('进入场馆失败', {}, { timeout: PAGE_TIMEOUT });
        await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
        await expect(page.getByRole('button', { name: '返回大厅' })).toBeVisible();
        expect(page.queryByTitle(`${name}游戏大厅`)).toBeNull();
      }) satisfies Play,
    },
  };
}
