import { PAGES } from '@site/api-contract/pages';
import { memoryStorage } from '@site/ports';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { useEffect, useState } from 'react';
import { createServices } from '../app/services';
import type { BrowserPorts } from '../app/services';
import { createAppStore } from '../app/store';
import { createAppRouter } from '../router';
import { chatSocketAtom } from '../state/chat';
import { servicesAtom } from '../state/services';
// The app's own stylesheet after libs/ui's (preview.ts), as main.ts loads them: the shared layout
// classes (.stack, .page-hero) and the body's wrapping. Without it a page story drew its page
// without them: the chat room's column collapsed and its message list had no height to draw
// rows in. (Component stories do not use these classes; its root colours are tokens.css's.)
import '../styles.css';

/**
 * A page of the app in a story: the app's own router (the whole route tree: shell, guards,
 * loaders, the page), jotai store and services, as start.tsx composes them, on a memory history at
 * `path`. Storage and cookies are in memory (each story starts clean); the network is the real
 * `fetch`, which msw answers in the story (platform-mock.ts). A member page is opened as the demo
 * member: a token in the address, as the token store reads one, and the recorded member's replies.
 */
export interface PageStoryProps {
  /** The page's path, a row of the page table (`@site/api-contract/pages`). */
  path: string;
  /** Opens the page as the demo member; by default as the page table says (member pages as a member). */
  member?: boolean;
}

function memoryCookies(): BrowserPorts['cookies'] {
  const jar = new Map<string, string>();
  return { get: (name) => jar.get(name), set: (name, value) => void jar.set(name, value), remove: (name) => void jar.delete(name) };
}

/** Whether the page table says the page needs a member. */
export function isMemberPage(path: string): boolean {
  return PAGES.find((page) => page.path === path)?.access === 'member';
}

function createPageApp(path: string, member: boolean) {
  const [pathname = path, query = ''] = path.split('?');
  const search = member ? `?${[query, 'token=story-demo-member'].filter(Boolean).join('&')}` : query ? `?${query}` : '';
  const history = createMemoryHistory({ initialEntries: [path] });
  const services = createServices({
    history,
    reload: () => undefined,
    browser: {
      cookies: memoryCookies(),
      localStorage: memoryStorage(),
      location: { pathname, search, href: `${pathname}${search}`, replace: () => undefined },
    },
  });
  const store = createAppStore();
  store.set(servicesAtom, services);
  const router = createAppRouter({ store, services }, history);
  return { services, store, router };
}

export function PageStory({ path, member = isMemberPage(path) }: PageStoryProps) {
  const [app] = useState(() => createPageApp(path, member));
  useEffect(() => {
    const stop = app.services.session.start();
    // The story's chat socket ends with the story: story files share one page (isolate: false),
    // and a socket left open would keep its heartbeat and reconnects going into the next story.
    return () => {
      stop();
      app.store.get(chatSocketAtom)?.close();
    };
  }, [app]);
  return (
    <Provider store={app.store}>
      <RouterProvider router={app.router} />
    </Provider>
  );
}
