// Regenerates src/routeTree.gen.ts without starting Vite, so lint and typecheck see every route.
import { Generator, getConfig } from '@tanstack/router-generator';
import { routerOptions } from './router.config.mjs';

const config = getConfig(routerOptions, import.meta.dirname);
await new Generator({ config, root: import.meta.dirname }).run();
