import { LEAVE_PATH, linkHref, linkTarget } from '@site/validation';
import type { LinkTarget } from '@site/validation';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { linkAllowlistAtom, wantLinkAllowlistAtom } from '../state/link-allowlist';

const NONE: readonly string[] = [];

function siteOrigin(): string {
  return window.location.origin;
}

/**
 * Opening links that came from platform data (banners, pop-ups, floating icons): site paths in the
 * app, allowlisted origins in a new window, any other web address through the leave page
 * (`/leave`), `javascript:` / `data:` and the like never. The rule is `linkTarget` in
 * @site/validation; this only reads the allowlist and acts.
 */
export function usePlatformLinks() {
  const router = useRouter();
  const store = useStore();
  // Subscribed: links shown re-render with their direct target once the allowlist arrives.
  const allowlist = useAtomValue(linkAllowlistAtom) ?? NONE;
  const want = useSetAtom(wantLinkAllowlistAtom);

  const target = useCallback((href: unknown): LinkTarget => linkTarget(href, { siteOrigin: siteOrigin(), allowedOrigins: allowlist }), [allowlist]);

  /** Call with the links a page is about to show: the allowlist loads only if one leaves the site. */
  const prepare = useCallback(
    (hrefs: readonly unknown[]) => {
      if (hrefs.some((href) => linkTarget(href, { siteOrigin: siteOrigin(), allowedOrigins: NONE }).kind === 'leave')) void want();
    },
    [want],
  );

  /** Opens a link; stable, and reads the allowlist at the click (a dialog may hold it a while). */
  const open = useCallback(
    (href: unknown) => {
      const t = linkTarget(href, { siteOrigin: siteOrigin(), allowedOrigins: store.get(linkAllowlistAtom) ?? NONE });
      if (t.kind === 'site') void router.navigate({ href: t.path });
      else if (t.kind === 'direct') window.open(t.url, '_blank', 'noopener');
      else if (t.kind === 'leave') void router.navigate({ to: LEAVE_PATH, search: { to: t.url } });
    },
    [router, store],
  );

  /** What an anchor may carry for the link (a middle click goes the same way), or undefined. */
  const hrefOf = useCallback((href: unknown): string | undefined => linkHref(target(href)) ?? undefined, [target]);

  return { target, prepare, open, hrefOf };
}
