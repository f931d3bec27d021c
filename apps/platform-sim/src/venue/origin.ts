import type { Context } from 'hono';
import type { SimContext } from '../context';
import { requestHost } from '../http/endpoint';

/** The hostname part of a Host header value (IPv6 brackets kept). */
export function hostnameOf(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? host;
}

/**
 * The venue lobbies' origin: same hostname the browser used, the venue port — so it is a
 * different origin from the site, as in production.
 */
export function venueOrigin(ctx: SimContext, c: Context): string {
  const proto = c.req.header('x-forwarded-proto') ?? 'http';
  return `${proto}://${hostnameOf(requestHost(c))}:${ctx.config.venuePort}`;
}
