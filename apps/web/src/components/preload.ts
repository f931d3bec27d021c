import type { AnyRouter } from '@tanstack/react-router';
import { afterLoad, whenIdle } from '../app/when-idle';

/*
 * Preloading a page before it is opened (issue #36 item 3), with the router's own preloading: on
 * intent (a finger down, a pointer over, a focus) the page's code and data — its loaders run and
 * their answers wait for the navigation (TanStack's preload, kept `defaultPreloadStaleTime`); when
 * a link comes into view, its code only, one page at a time at idle after load (loadInTurn), and
 * never a platform call. Typed links get the same from the router itself (`defaultPreload:
 * 'intent'`); this is for links by path (PathLink).
 */

/** A site path with its query as the router's options (what `navigate({ href })` does with it). */
function destination(router: AnyRouter, href: string) {
  const url = new URL(href, 'http://site.invalid');
  return { to: url.pathname, search: router.options.parseSearch(url.search) as Record<string, unknown> };
}

/** Code and data of the page at `href`; a failure shows when the page is opened, not here. */
export function preloadPage(router: AnyRouter, href: string): void {
  router.preloadRoute(destination(router, href)).catch(() => undefined);
}

/** The code of the page at `href` and its layouts, without running a loader; settles when it has loaded (or failed). */
export function preloadPageCode(router: AnyRouter, href: string): Promise<unknown> {
  const loads = router.matchRoutes(router.buildLocation(destination(router, href))).map((match) => {
    const route: unknown = (router.routesById as Record<string, unknown>)[match.routeId];
    return route ? router.loadRouteChunk(route as Parameters<AnyRouter['loadRouteChunk']>[0])?.catch(() => undefined) : undefined;
  });
  return Promise.all(loads);
}

const queued: Array<() => Promise<unknown>> = [];
const queuedLast: Array<() => Promise<unknown>> = [];
let draining = false;

/**
 * The pages of the links in view load one at a time, each started in an idle period of its own
 * once the page has loaded: a screen of links (/mine's menu: about twenty) used to start its
 * pages' code together, and their evaluation made start-up's longest tasks (#36). One at a time,
 * each is a short task, and a tap still finds the page it wants already loaded. `last`: after
 * every other (the tab bar's pages, always in view, come after the links of the page itself).
 */
export function loadInTurn(load: () => Promise<unknown>, last = false): void {
  (last ? queuedLast : queued).push(load);
  if (draining) return;
  draining = true;
  const next = (): void => {
    const job = queued.shift() ?? queuedLast.shift();
    if (job) whenIdle(() => void job().then(next, next));
    else draining = false;
  };
  afterLoad(next);
}

let observer: IntersectionObserver | undefined;
const watched = new WeakMap<Element, () => Promise<unknown>>();

/**
 * Calls `onView` once, in its turn at idle (loadInTurn), when `element` first comes into view;
 * returns the way to stop watching. One observer serves every link of the page.
 */
export function onceInView(element: Element, onView: () => Promise<unknown>): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const callback = watched.get(entry.target);
      observer?.unobserve(entry.target);
      watched.delete(entry.target);
      if (callback) loadInTurn(callback);
    }
  });
  watched.set(element, onView);
  observer.observe(element);
  return () => {
    watched.delete(element);
    observer?.unobserve(element);
  };
}
