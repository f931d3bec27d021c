import { memoryStorage } from '@site/ports';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createServices } from '../app/services';
import type { BrowserPorts } from '../app/services';
import { createAppRouter } from '../router';
import { servicesAtom } from '../state/services';
import { createAppStore } from '../app/store';

/**
 * The pages whose first view the build draws into their HTML (issue #24): the page as React first
 * draws it, before any platform data — the login and register forms, the member hub and the
 * deposit page with their skeletons. Their largest element is then painted from the HTML, not
 * after the entry, the page's chunk and its data have come, and the app's first render replaces
 * it with the same thing. A page joins this list only when its first view is its real layout: one
 * whose route waits for data before drawing anything would prerender an empty frame (the build
 * then fails). See apps/web/README.md "First views in the HTML".
 */
export const FIRST_VIEW_PAGES = ['/user/login', '/user/register', '/mine', '/mine/finance/deposit'] as const;

/** How long the prerender lets the router settle: what is not there by then is drawn as loading. */
const SETTLE_MS = 200;

function memoryCookies(): BrowserPorts['cookies'] {
  const jar = new Map<string, string>();
  return { get: (name) => jar.get(name), set: (name, value) => void jar.set(name, value), remove: (name) => void jar.delete(name) };
}

/** Node's timer handles have `unref`; a browser's numbers do not (the prerender runs in Node). */
function unref<T>(handle: T): T {
  (handle as { unref?: () => void }).unref?.();
  return handle;
}

/**
 * The global timers, except that they do not keep the build's process alive. Every call of the
 * page's first load waits for a platform that never answers, under its 100 s timeout: on the
 * global timers the build finished in 4 s and its process then waited 100 s more for them.
 */
export const prerenderClock: NonNullable<BrowserPorts['clock']> = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => unref(globalThis.setTimeout(callback, ms)),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

function servicesFor(pathname: string, member: boolean) {
  const history = createMemoryHistory({ initialEntries: [pathname] });
  const services = createServices({
    history,
    reload: () => undefined,
    browser: {
      cookies: memoryCookies(),
      localStorage: memoryStorage(),
      // A member is someone with a token; `?token=` is a way the token store reads one.
      location: { pathname, search: member ? '?token=prerender' : '', href: pathname, replace: () => undefined },
      // The platform never answers: every part that shows its data is drawn as loading.
      fetch: () => new Promise<Response>(() => undefined),
      clock: prerenderClock,
    },
  });
  return { history, services };
}

async function render(pathname: string): Promise<{ html: string; landedOn: string }> {
  // The session's own guard says whether the page is for members (the page table decides).
  const member = servicesFor(pathname, false).services.session.guard(pathname) !== null;
  const { history, services } = servicesFor(pathname, member);
  const store = createAppStore();
  store.set(servicesAtom, services);
  const router = createAppRouter({ store, services }, history);
  let settle: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([router.load(), new Promise((resolve) => (settle = setTimeout(resolve, SETTLE_MS)))]);
  clearTimeout(settle);
  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  return { html, landedOn: router.state.location.pathname };
}

/**
 * A page's first view as markup for its boot shell: drawn as a guest, or as a member (with a
 * token and no data) when the page sends guests away. Inline scripts (the router's scroll restoration) and React's streaming
 * markers go: the CSP runs no inline script, and the markup is only looked at until React takes
 * over. Throws when the page cannot be drawn: a build must not ship a broken first view.
 */
export async function renderFirstView(pathname: string): Promise<string> {
  const drawn = await render(pathname);
  if (drawn.landedOn !== pathname) throw new Error(`[prerender] ${pathname} 跳转到了 ${drawn.landedOn}`);
  const html = drawn.html.replace(/<script\b[^]*?<\/script>/g, '').replace(/<!--\/?\$-->/g, '');
  if (/<script/i.test(html) || !html.includes('page-frame')) throw new Error(`[prerender] ${pathname} 的首屏不完整：${html.slice(0, 300)}`);
  return html;
}
