import { codeMeaning, CONTRACT_MESSAGES } from '@site/api-contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SimContext } from './context';
import { fail } from './envelope';
import { registerRoutes } from './routes/index';

export type { SimContext } from './context';

let zodLocaleSet = false;

/** The simulator's HTTP routes. Every reply is an envelope; nothing ever answers with a stack. */
export function createApp(ctx: SimContext): Hono {
  if (!zodLocaleSet) {
    // Validation messages reach members: the server process speaks Chinese.
    z.config(z.locales.zhCN());
    zodLocaleSet = true;
  }
  const app = new Hono();

  // Control API: a forced code or delay for the next request(s) of a path.
  app.use('*', async (c, next) => {
    const queue = ctx.forced.get(c.req.path);
    const forced = queue?.[0];
    if (queue && forced) {
      forced.times -= 1;
      if (forced.times <= 0) queue.shift();
      if (forced.delayMs) await new Promise((r) => setTimeout(r, forced.delayMs));
      if (forced.code !== undefined) return c.json(fail(forced.code, forced.message ?? codeMeaning(forced.code) ?? ''));
    }
    await next();
  });

  registerRoutes(app, ctx);

  app.notFound((c) => c.json(fail(10001, CONTRACT_MESSAGES.unknownPath), 404));
  app.onError((err, c) => {
    console.error('[platform-sim] 未处理的异常', err);
    return c.json(fail(10001, CONTRACT_MESSAGES.systemError), 500);
  });
  return app;
}
