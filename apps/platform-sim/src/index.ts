import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db';

export interface SimOptions {
  port?: number;
  host?: string;
  /** SQLite file, or ':memory:'. */
  dbFile: string;
  reset?: boolean;
}

export interface RunningSim {
  port: number;
  close(): Promise<void>;
}

export async function startSim(options: SimOptions): Promise<RunningSim> {
  const db = openDatabase(options.dbFile, { reset: options.reset ?? false });
  const app = createApp({ db });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: options.host ?? '127.0.0.1' }, () =>
      resolve(s),
    );
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}

export { createApp } from './app';
export { openDatabase } from './db';
