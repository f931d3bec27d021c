export const DEFAULT_FAVICON = '/favicon.svg';

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
