import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { CHAT_WS_PATHNAME, CLIENT_TYPE } from '@site/api-contract';
import { createApp } from './app';
import { createChatHub } from './chat/hub';
import type { SimConfig, SimContext } from './context';
import { createSimContext } from './context';
import { openDatabase } from './db/index';
import { createVenueApp } from './venue/lobby';

export interface SimOptions extends Partial<Omit<SimConfig, 'venuePort'>> {
  port?: number;
  host?: string;
  /** SQLite file, or ':memory:'. */
  dbFile: string;
  reset?: boolean;
  /** Port of the venue-lobby origin; default port + 1 (0 picks a free one). */
  venuePort?: number;
}

export interface RunningSim {
  port: number;
  venuePort: number;
  ctx: SimContext;
  close(): Promise<void>;
}

function listen(app: { fetch: (req: Request) => Response | Promise<Response> }, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s as Server)) as Server;
    s.once('error', reject);
  });
}

const closeServer = (s: Server) => new Promise<void>((resolve) => s.close(() => resolve()));

export async function startSim(options: SimOptions): Promise<RunningSim> {
  const { port = 0, host = '127.0.0.1', dbFile, reset = false, venuePort, ...config } = options;
  const db = openDatabase(dbFile, { reset });
  const ctx = createSimContext(db, config);
  const venueServer = await listen(createVenueApp(ctx), venuePort ?? (port === 0 ? 0 : port + 1), host);
  ctx.config.venuePort = (venueServer.address() as AddressInfo).port;
  const hub = createChatHub(ctx);
  ctx.chat = hub;
  const server = await listen(createApp(ctx), port, host);
  // Longer than any proxy's idle timeout, so a busy moment never resets a reused connection.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    if (url.pathname === CHAT_WS_PATHNAME && url.searchParams.get('clientType') === CLIENT_TYPE) hub.handleUpgrade(req, socket, head);
    else {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      socket.destroy();
    }
  });
  return {
    port: (server.address() as AddressInfo).port,
    venuePort: ctx.config.venuePort,
    ctx,
    close: async () => {
      hub.close();
      server.closeAllConnections();
      venueServer.closeAllConnections();
      await Promise.all([closeServer(server), closeServer(venueServer)]);
      db.close();
    },
  };
}

export { createApp } from './app';
export { createSimContext } from './context';
export type { SimConfig, SimContext } from './context';
export { openDatabase } from './db/index';
export { DEMO_MEMBER } from './db/seed-data';
