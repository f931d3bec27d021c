// Preloaded into every Node 24 process of `npm run test:node24` (NODE_OPTIONS=--import, so vitest's
// workers, tsx and the servers start.mjs starts get it too). node_modules holds better-sqlite3's
// addon built for the machine's Node 20 (another ABI); Node 24 loads the copy tools/node24.mjs
// built into its cache instead (SITE_NODE24_ADDON). Nothing in node_modules changes.
import Module from 'node:module';

const addon = process.env.SITE_NODE24_ADDON;
if (addon) {
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function resolveFilename(request, ...rest) {
    const found = resolve.call(this, request, ...rest);
    return /[\\/]better-sqlite3[\\/]build[\\/]Release[\\/]better_sqlite3\.node$/.test(found) ? addon : found;
  };
}
