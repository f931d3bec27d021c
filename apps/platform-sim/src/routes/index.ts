import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { registerAuthRoutes } from './auth';
import { registerChatRoutes } from './chat';
import { registerControlRoutes } from './control';
import { registerMemberRoutes } from './member';
import { registerSiteRoutes } from './site';
import { registerVenueRoutes } from './venues';

/** Every area registers its own routes; the order does not matter (paths are distinct). */
export function registerRoutes(app: Hono, ctx: SimContext): void {
  registerControlRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerMemberRoutes(app, ctx);
  registerVenueRoutes(app, ctx);
  registerChatRoutes(app, ctx);
}
