import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { registerActivityRoutes } from './activities';
import { registerAgentHelpRoutes } from './agent-help';
import { registerAuthRoutes } from './auth';
import { registerCardRoutes } from './cards';
import { registerFinanceRoutes } from './finance';
import { registerJsonCacheRoutes } from './json-cache';
import { registerChatRoutes } from './chat';
import { registerControlRoutes } from './control';
import { registerEngagementRoutes } from './engagement';
import { registerMemberRoutes } from './member';
import { registerMineRoutes } from './mine';
import { registerRecordRoutes } from './records';
import { registerResponsibleRoutes } from './responsible';
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
  registerFinanceRoutes(app, ctx);
  registerCardRoutes(app, ctx);
  registerRecordRoutes(app, ctx);
  registerEngagementRoutes(app, ctx);
  registerActivityRoutes(app, ctx);
  registerAgentHelpRoutes(app, ctx);
  registerJsonCacheRoutes(app, ctx);
  registerMineRoutes(app, ctx);
  registerResponsibleRoutes(app, ctx);
}
