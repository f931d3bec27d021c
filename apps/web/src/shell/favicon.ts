/**
 * The site's own tab icon: a 64×64 PNG, not an SVG. Chromium draws an SVG icon as a document of
 * its own on the page's main thread each time it fetches it — after every in-app navigation too
 * in a fresh profile — 15–25 ms on a 4× slowed phone, in front of the next page's first frame
 * (issue #36: /mine → 投注记录 median 261–276 ms with the SVG, 188 with the PNG); a PNG's decode
 * is a fraction of a millisecond.
 */
export const DEFAULT_FAVICON = '/favicon.png';

/** SPEC §2: the tab icon is the site config's webLogoTitleUrl, or the default icon. */
export function faviconHref(webLogoTitleUrl: string | null | undefined): string {
  const url = webLogoTitleUrl?.trim();
  if (!url) return DEFAULT_FAVICON;
  // Only web URLs or site paths: a javascript: or data: "logo" from bad config is ignored.
  return /^(https?:\/\/|\/)/i.test(url) ? url : DEFAULT_FAVICON;
}

export function applyFavicon(webLogoTitleUrl: string | null | undefined, doc: Document = document): void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  const href = faviconHref(webLogoTitleUrl);
  if (link.getAttribute('href') !== href) {
    link.removeAttribute('type');
    link.href = href;
  }
}
