import { codeMeaning, CONTRACT_MESSAGES } from '@site/api-contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SimContext } from './context';
import { fail } from './envelope';
import { forcedReplies } from './http/forced';
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
  app.use('*', forcedReplies(ctx, (code) => codeMeaning(code) ?? ''));

  registerRoutes(app, ctx);

  app.notFound((c) => c.json(fail(10001, CONTRACT_MESSAGES.unknownPath), 404));
  app.onError((err, c) => {
    console.error('[platform-sim] 未处理的异常', err);
    return c.json(fail(10001, CONTRACT_MESSAGES.systemError), 500);
  });
  return app;
}
