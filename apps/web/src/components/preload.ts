import type { AnyRouter } from '@tanstack/react-router';
import { afterLoad, START_UP_TAIL_MS } from '../shell/when-idle';

/*
 * Preloading a page before it is opened (issue #36 item 3), with the router's own preloading: on
 * intent (a finger down, a pointer over, a focus) the page's code and data — its loaders run and
 * their answers wait for the navigation (TanStack's preload, kept `defaultPreloadStaleTime`); when
 * a link comes into view, its code only, at idle once start-up is over (START_UP_TAIL_MS after
 * load: a screen of links evaluating their pages' code while the page itself starts was most of
 * /mine's blocking time), and never a screen of platform calls. Typed links get the same from the
 * router itself (`defaultPreload: 'intent'`); this is for links by path (PathLink).
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

/** The code of the page at `href` and its layouts, without running a loader. */
export function preloadPageCode(router: AnyRouter, href: string): void {
  for (const match of router.matchRoutes(router.buildLocation(destination(router, href)))) {
    const route: unknown = (router.routesById as Record<string, unknown>)[match.routeId];
    if (route) router.loadRouteChunk(route as Parameters<AnyRouter['loadRouteChunk']>[0])?.catch(() => undefined);
  }
}


let observer: IntersectionObserver | undefined;
const watched = new WeakMap<Element, () => void>();

/**
 * Calls `onView` once, at idle after start-up, when `element` first comes into view; returns the way to stop
 * watching. One observer serves every link of the page.
 */
export function onceInView(element: Element, onView: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const callback = watched.get(entry.target);
      observer?.unobserve(entry.target);
      watched.delete(entry.target);
      if (callback) afterLoad(callback, START_UP_TAIL_MS);
    }
  });
  watched.set(element, onView);
  observer.observe(element);
  return () => {
    watched.delete(element);
    observer?.unobserve(element);
  };
}
