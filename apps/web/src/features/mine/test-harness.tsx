import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { memoryStorage } from '@site/ports';
import { createDraftStore } from '@site/session/drafts';
import type { DraftStore } from '@site/session/drafts';
import type { Services } from '../../app/services';
import { draftsAtom } from '../../state/drafts';
import { servicesAtom } from '../../state/services';

type Handler = (body: unknown, options?: { idempotencyKey?: string }) => unknown;

/**
 * A member page's part under test: a jotai store with a services double whose client answers the
 * calls the test names (anything else fails the test), inside a memory router for its links.
 * `memberInfo` is what the session's member info answers (null by default); `drafts` the form
 * drafts (a fresh store by default).
 */
export function renderWithServices(
  ui: () => ReactNode,
  calls: Record<string, Handler>,
  options: { memberInfo?: unknown; drafts?: DraftStore } = {},
) {
  const request = vi.fn(async (key: string, body?: unknown, options?: { idempotencyKey?: string }) => {
    const handler = calls[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(body, options);
  });
  const dialogs = { open: vi.fn() };
  const services = {
    client: { request },
    session: {
      isMember: () => true,
      memberInfo: { reset: vi.fn(), get: async () => options.memberInfo ?? null },
    },
    dialogs,
  } as unknown as Services;
  const store = createStore();
  store.set(servicesAtom, services);
  // The real draft store over this render's own storage (a test passes one to share it).
  store.set(draftsAtom, options.drafts ?? createDraftStore({ storage: memoryStorage(), member: () => 'demo888' }));
  const router = createRouter({ routeTree: createRootRoute({ component: () => <>{ui()}</> }), history: createMemoryHistory({ initialEntries: ['/mine'] }) });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, request, dialogs, store, router };
}

/** jsdom has no layout: give the virtual list's box a height so it draws the rows in view. */
export function giveListLayout(viewport = 600, row = 76): void {
  const height = (el: Element) => (el.classList.contains('site-infinite__viewport') ? viewport : row);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const h = height(this);
    return { width: 390, height: h, top: 0, left: 0, right: 390, bottom: h, x: 0, y: 0, toJSON: () => ({}) };
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return height(this);
  });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return height(this);
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(390);
}
