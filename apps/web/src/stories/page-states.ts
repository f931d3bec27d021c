import type { ApiPathKey } from '@site/api-contract';
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LOAD_TEXT } from '../components/LoadViews';
import { emptyPage, failUntilRecovered, platformHandlers, recover } from './platform-mock';
import type { PathReply } from './platform-mock';

/** How long a page story waits for the page (the first story of a run also loads the app's chunks). */
export const PAGE_TIMEOUT = 15_000;

type Play = (context: StoryContext) => Promise<void>;

const withReplies = (replies: Partial<Record<ApiPathKey, PathReply>>) => ({ msw: { handlers: platformHandlers(replies) } });
const all = (keys: readonly ApiPathKey[], reply: PathReply) => Object.fromEntries(keys.map((key) => [key, reply])) as Partial<Record<ApiPathKey, PathReply>>;

/** Waits until the page shows `text` (a row of the recorded data, an empty text, its heading). */
export function shows(text: string | RegExp): Play {
  return async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText(text, {}, { timeout: PAGE_TIMEOUT })).not.toHaveLength(0);
  };
}

/**
 * The four states a page story shows (issue #37 item 4), for the paths that carry the page's data:
 * the recorded platform (realistic data), those paths never answering (loading), answering an
 * empty page (empty; paged replies only), and failing until the retry (error with retry, whose
 * play presses the page's retry button and sees the data come).
 */
/** A page's retry: the route's 重新加载 (LoadViews) or a part's own 重试 button. */
const ANY_RETRY = new RegExp(`^(${LOAD_TEXT.retry}|重试)$`);

export function pageStates(keys: readonly ApiPathKey[], { retryLabel = ANY_RETRY }: { retryLabel?: string | RegExp } = {}) {
  return {
    withData: { parameters: withReplies({}) },
    // Waits for the page's loading view (a skeleton or spinner: role status, aria-busy), so that the
    // story is seen, and pictured, loading rather than before its route has drawn anything.
    loading: {
      parameters: withReplies(all(keys, 'loading')),
      play: (async ({ canvasElement }) => {
        await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[aria-busy="true"], [role="status"]')).not.toBeNull(), { timeout: PAGE_TIMEOUT });
      }) satisfies Play,
    },
    /** Made when a story asks for it: a path with no recorded reply of its own (helpDetail, by slug) has no empty page. */
    get empty() {
      return { parameters: withReplies(Object.fromEntries(keys.map((key) => [key, emptyPage(key)]))) };
    },
    /** Failing, for a page that offers no retry of its own (its story says so). */
    error: { parameters: withReplies(all(keys, 'error')) },
    errorRetry: {
      parameters: withReplies(all(keys, 'error-until-recovered')),
      // Each retry story starts with its paths failing (an earlier story may have recovered them).
      beforeEach: () => failUntilRecovered(),
      play: (async ({ canvasElement, userEvent }) => {
        const page = within(canvasElement);
        // A page may show one retry per failed part (the member header and the wallet): each is pressed.
        await page.findAllByRole('button', { name: retryLabel }, { timeout: PAGE_TIMEOUT });
        recover();
        // A part whose failure arrives after the first ones shows its retry later: pressed too. The
        // page is recovered when, at one moment, no retry is offered and nothing is loading (no
        // skeleton left): a part drawn only once another has come (添加银行卡's form after the
        // cards) may show its own retry after the first ones are gone, so both are checked together.
        await waitFor(
          async () => {
            for (const retry of page.queryAllByRole('button', { name: retryLabel })) await userEvent.click(retry);
            expect(page.queryAllByRole('button', { name: retryLabel })).toHaveLength(0);
            expect(canvasElement.ownerDocument.querySelector('[aria-busy="true"]')).toBeNull();
          },
          { timeout: PAGE_TIMEOUT },
        );
      }) satisfies Play,
    },
  };
}
