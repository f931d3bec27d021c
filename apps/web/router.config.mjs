// One place for the file-based routing settings, shared by vite.config.ts and gen-routes.mjs.
// Absolute paths: the router plugin has a history of path bugs inside monorepos.
import path from 'node:path';

const here = import.meta.dirname;

export const routerOptions = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: path.resolve(here, 'src/routes'),
  generatedRouteTree: path.resolve(here, 'src/routeTree.gen.ts'),
  quoteStyle: 'single',
  semicolons: true,
};
