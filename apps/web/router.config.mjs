// One place for the file-based routing settings, shared by vite.config.ts and gen-routes.mjs.
// Absolute paths: the router plugin has a history of path bugs inside monorepos.
import path from 'node:path';

const here = import.meta.dirname;

export const routerOptions = {
  target: 'react',
  autoCodeSplitting: true,
  // A route's loader travels in its page's chunk, not in the entry: the entry keeps only each
  // route's path, search-param check and guard, and a page's data code loads with the page.
  codeSplittingOptions: {
    defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
  },
  routesDirectory: path.resolve(here, 'src/routes'),
  generatedRouteTree: path.resolve(here, 'src/routeTree.gen.ts'),
  quoteStyle: 'single',
  semicolons: true,
};
