import { Hono } from 'hono';
import type { Db } from './db';
import { getConfig } from './db';
import { fail, ok } from './envelope';

export interface SimContext {
  db: Db;
}

/** The simulator's HTTP routes. Every reply is an envelope; nothing ever answers with a stack. */
export function createApp(ctx: SimContext): Hono {
  const app = new Hono();

  app.post('/site/api/v1/configuration/preInfo', (c) => {
    const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '';
    return c.json(
      ok({
        SiteBaseConfigVo: {
          title: getConfig(ctx.db, 'title') ?? '',
          webLogoTitleUrl: getConfig(ctx.db, 'webLogoTitleUrl') ?? '',
        },
        maintainConfig: { status: Number(getConfig(ctx.db, 'maintainStatus') ?? 1) },
        stopLogin: getConfig(ctx.db, 'stopLogin') === '1',
        stopRegister: getConfig(ctx.db, 'stopRegister') === '1',
        // Entry 51 is the chat WebSocket host; it follows the host the browser used so the proxy works.
        configMap: { '51': host },
      }),
    );
  });

  app.notFound((c) => c.json(fail(10001, '接口不存在'), 404));
  app.onError((_err, c) => c.json(fail(10001, '系统异常，请稍后重试或联系客服'), 500));
  return app;
}
