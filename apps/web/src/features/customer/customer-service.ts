/** The path of this site's own service page; a service URL pointing here needs no hop. */
export const CUSTOMER_MAIN_PATH = '/customer/main';

export type ServiceTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string } | { kind: 'none' };

/**
 * Where `/customer/instead` sends the window (SPEC-NOTES 22): an http(s) URL leaves the site, a
 * same-site path stays in the app, anything else (empty, `javascript:`, `//host`) is refused.
 */
export function serviceTarget(url: string | null | undefined): ServiceTarget {
  const value = (url ?? '').trim();
  if (value === '') return { kind: 'none' };
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', path: value };
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return { kind: 'external', url: parsed.href };
  } catch {
    // Not a URL at all.
  }
  return { kind: 'none' };
}

/**
 * Opens customer service in a new window at once (inside the click, so pop-up blockers let it
 * through); that window lands on `/customer/instead`, which sends it on. Returns false when the
 * browser refused the window.
 */
export function openCustomerService(open: (url: string, target: string) => Window | null = (u, t) => window.open(u, t)): boolean {
  return open('/customer/instead', '_blank') !== null;
}
