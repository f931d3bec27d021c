import type { MiddlewareHandler } from 'hono';
import type { SimContext } from '../context';
import { fail } from '../envelope';

/**
 * The control API's forced replies (/__sim/force) for the site's platform and for the venue
 * providers alike: the next request(s) of a path wait `delayMs` and/or answer the forced code, with
 * the forced message or else `fallbackMessage(code)`.
 */
export function forcedReplies(ctx: SimContext, fallbackMessage: (code: number) => string): MiddlewareHandler {
  return async (c, next) => {
    const queue = ctx.forced.get(c.req.path);
    const forced = queue?.[0];
    if (queue && forced) {
      forced.times -= 1;
      if (forced.times <= 0) queue.shift();
      if (forced.delayMs) await new Promise((r) => setTimeout(r, forced.delayMs));
      if (forced.code !== undefined) return c.json(fail(forced.code, forced.message ?? fallbackMessage(forced.code)));
    }
    await next();
  };
}
