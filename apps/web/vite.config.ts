import fs from 'node:fs';
import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig } from 'vite';
import { BOOT_SCRIPT_FILE, BOOT_SCRIPT_SOURCE, deferEntry } from './build/boot-script';
import { withThemeBoot } from './build/theme-boot';
import { schemaPartGroups } from './build/schema-chunks';
import { SYNC_EXTERNAL_STORE_SHIM, startChunks } from './build/start-chunks';
import { serviceWorker } from './build/service-worker';
import type { DevEnvironment, Plugin } from 'vite';
import { loadingBanner } from './src/features/home/banner-image';
// @ts-expect-error -- a plain .mjs settings module shared with gen-routes.mjs; it has no types.
import { routerOptions } from './router.config.mjs';
import { FIRST_VIEWS_FILE } from './server/page-preloads';
import type { RoutePages } from './server/page-preloads';
import { writePageVariants } from './server/page-variants';
import { platformUrlFromEnv } from './server/platform-url';
import { PLATFORM_PATH_SOURCE } from './server/prefixes';
import { IMTY_HIDDEN_REPLY_HEADERS, IMTY_PROXY_PATH, IMTY_PROXY_PREFIX, IMTY_REQUEST_HEADERS, imtyApiUrlFromEnv } from './server/venue-proxy';

// In dev, Vite proxies the platform's prefixes to PLATFORM_URL exactly as server/serve.ts does in
// production: the client only ever uses same-origin relative paths.
const platform = platformUrlFromEnv();

/** The start-up chunks and the plugin that learns which modules they hold (build/start-chunks.ts). */
const start = startChunks(import.meta.dirname);

/**
 * index.html's boot shell: the loading banner is the home page's own drawing (one source), and in
 * dev the home page gets its shell variant as the production server gives it (server/page-preloads.ts).
 * In the build the site's one stylesheet (build.cssCodeSplit is off: about 8 KB gzipped for every
 * page) is inlined: no stylesheet request stands between the HTML and the first paint; and the
 * entry script starts after that paint (build/boot-script.ts).
 */
function bootShell(): Plugin {
  return {
    name: 'site-boot-shell',
    generateBundle() {
      if (this.environment.mode !== 'build') return;
      this.emitFile({ type: 'asset', fileName: BOOT_SCRIPT_FILE, source: BOOT_SCRIPT_SOURCE });
    },
    // The service worker's offline page: stand-alone, with the site's stylesheet (its colour tokens,
    // both themes) and the theme's boot script, like index.html. Written once the stylesheet exists.
    writeBundle(options, bundle) {
      if (this.environment.mode !== 'build' || !options.dir) return;
      const css = Object.values(bundle).find((asset) => asset.type === 'asset' && asset.fileName.endsWith('.css'));
      if (css?.type !== 'asset') this.error('offline.html: the build has no stylesheet to inline');
      const template = fs.readFileSync(path.join(import.meta.dirname, 'offline.html'), 'utf8');
      const page = withThemeBoot(template.replace('<!--site-styles-->', `<style>${String(css.source)}</style>`));
      fs.writeFileSync(path.join(options.dir, 'offline.html'), page);
    },
    transformIndexHtml: {
      // After Vite's own HTML handling, which would read the data URL's %XX escapes as env placeholders.
      order: 'post',
      handler(html, ctx) {
        let out = withThemeBoot(html.replace('src="data:boot-banner"', `src="${loadingBanner()}"`));
        const bundle = ctx.bundle;
        if (bundle) {
          out = out.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          });
          out = deferEntry(out, start.filesIn(bundle));
        }
        if (ctx.server && (ctx.originalUrl ?? '/').split('?')[0] === '/') out = out.replace('<html lang="zh-CN">', '<html lang="zh-CN" data-boot="home">');
        return out;
      },
    },
  };
}

/** What the build reads of `@site/api-contract/pages` (named here, as the first views' module below). */
interface PageTable {
  pageOf(routePath: string): ReturnType<RoutePages>;
}

/** What src/prerender/first-view.tsx gives the build (named here: the config's types stop at the app's code). */
interface FirstViewModule {
  FIRST_VIEW_PAGES: readonly string[];
  renderFirstView(pathname: string): Promise<string>;
}

/**
 * Counts a dev environment's module loads under way; `idle` settles once none has run for 1 s (20 s
 * at most). The client's schema load yields a task between its stages: on a loaded 2-core machine
 * that gap passed a 200 ms window twice, the server closed under the next stage's import and the
 * build failed ("Vite module runner has been closed").
 */
function trackModuleLoads(environment: DevEnvironment) {
  let running = 0;
  let lastChange = Date.now();
  const fetchModule = environment.fetchModule.bind(environment);
  environment.fetchModule = async (...args) => {
    running++;
    lastChange = Date.now();
    try {
      return await fetchModule(...args);
    } finally {
      running--;
      lastChange = Date.now();
    }
  };
  return {
    async idle() {
      const giveUp = Date.now() + 20_000;
      while (Date.now() < giveUp && (running > 0 || Date.now() - lastChange < 1000)) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** dist/.pages: each page's index.html as the Node server sends it, for nginx (server/page-variants.ts). */
function pageVariants(): Plugin {
  return {
    name: 'site-page-variants',
    apply: 'build',
    writeBundle: {
      order: 'post',
      async handler(options) {
        const dist = options.dir ?? path.resolve(import.meta.dirname, 'dist');
        // The page table and the first views are TypeScript of the app and its packages: a
        // server-side Vite of its own loads them (the config itself is bundled by Node's rules,
        // and the module runner of runnerImport cannot load the pages' CSS). The first views
        // (issue #24): React renders each listed page once, without a browser or platform data,
        // and the markup joins that page's HTML.
        const server = await createServer({ root: import.meta.dirname, configFile: false, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' });
        const firstViews: Record<string, string> = {};
        let pages: PageTable;
        try {
          const loads = trackModuleLoads(server.environments.ssr);
          pages = (await server.ssrLoadModule('@site/api-contract/pages')) as PageTable;
          const prerender = (await server.ssrLoadModule('./src/prerender/first-view.tsx')) as FirstViewModule;
          for (const page of prerender.FIRST_VIEW_PAGES) firstViews[page] = await prerender.renderFirstView(page);
          // The pages' requests load the contract's schemas after the render: closed under them,
          // the server would fail those imports and the build with them.
          await loads.idle();
        } finally {
          await server.close();
        }
        fs.writeFileSync(path.join(dist, FIRST_VIEWS_FILE), JSON.stringify(firstViews));
        writePageVariants(dist, (routePath) => pages.pageOf(routePath));
      },
    },
  };
}

/**
 * The dev server's IMTY proxy: its /api/mobile calls, prefix stripped, with exactly what
 * server/venue-proxy.ts lets through (issue #35 item 1): only IMTY's own request headers go (no
 * cookie, no platform header, no forwarded header) and its CORS grants and cookies never come
 * back. Added for `serve` only: a build has no proxy, and IMTY's origin (a start-up error when it
 * cannot be known) is no business of a build.
 */
function imtyDevProxy(platform: string): Plugin {
  const allowed = new Set<string>(IMTY_REQUEST_HEADERS);
  return {
    name: 'site-imty-dev-proxy',
    config(_config, { command }) {
      if (command !== 'serve') return;
      return {
        server: {
          proxy: {
            [IMTY_PROXY_PATH.source]: {
              target: imtyApiUrlFromEnv(platform),
              changeOrigin: true,
              xfwd: false,
              rewrite: (p: string) => p.slice(IMTY_PROXY_PREFIX.length),
              configure: (proxy) => {
                proxy.on('proxyReq', (request) => {
                  for (const name of request.getHeaderNames()) if (!allowed.has(name.toLowerCase()) && name.toLowerCase() !== 'host') request.removeHeader(name);
                });
                proxy.on('proxyRes', (reply) => {
                  for (const name of IMTY_HIDDEN_REPLY_HEADERS) delete reply.headers[name];
                });
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: path.resolve(import.meta.dirname, '../../node_modules/.vite/web'),
  plugins: [tanstackRouter(routerOptions), react(), start.plugin, bootShell(), pageVariants(), serviceWorker(), imtyDevProxy(platform)],
  server: {
    port: Number(process.env['PORT'] ?? 4200),
    host: '127.0.0.1',
    proxy: {
      [PLATFORM_PATH_SOURCE]: { target: platform, ws: true, changeOrigin: false, xfwd: true },
    },
  },
  resolve: {
    // The shim's React 16/17 fallback, never used with React 19: React's own hook (build/start-chunks.ts).
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: path.resolve(import.meta.dirname, SYNC_EXTERNAL_STORE_SHIM) }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    cssCodeSplit: false,
    // Vite's modulepreload polyfill would run in every browser for the few without
    // <link rel="modulepreload"> (Safari before 17), where it only speeds loading up: like the
    // site's other polyfills (SPEC §7, public/polyfills.js), nothing is shipped to browsers that
    // do not need it. Those browsers load the same chunks when the modules import them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: start.input,
      output: {
        // Fewer, larger chunks: on a phone each request costs a round trip, and HTTP/1.1 opens only
        // six at a time. What start-up loads is the entry and its steps (five files, preloaded
        // together); the UI components pages share are two; zod and the contract's schemas
        // (loaded lazily by the client) are one and five.
        // A chunk's file is its hash alone: Vite's preload lists name every chunk a dynamic import
        // needs, and the module names in them were 1.4 KB gzipped of the first load (the
        // manifest keeps each chunk's name for the server, the budget and whoever debugs). Seven
        // characters of hash (42 bits, plenty to bust caches) instead of eight: the table names
        // ~200 chunks and random characters do not compress (-0.31 KB of `/`). Rolldown refuses
        // the build, never names two chunks alike, when the chunks outgrow the length.
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          groups: [
            // The start-up chunks, evaluated one after another by the entry (build/start-chunks.ts).
            ...start.groups,
            // The contract's plain constants start-up does not use (those it does are in start-app),
            // which pages and schemas share: a small chunk of their own, so a page that needs a
            // constant does not pull in the schemas. The venue providers' paths (venue-api.ts) are
            // used only by the lazily loaded venues code.
            { name: 'contract', test: /[\\/]libs[\\/]api-contract[\\/]src[\\/](?!schemas[\\/]|registry|envelope|chat\.|crypto-format|venue-api)[\w-]+\.ts$/, priority: 3 },
            // zod and the contract's schemas apart.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
            // The contract's schemas in four parts besides the registry: the client evaluates zod,
            // then the parts, then the registry, each in a task of its own (lazy-schemas.ts,
            // schema-parts.ts) — built all at once they were one 75–107 ms task on a slow phone.
            ...schemaPartGroups(2),
            { name: 'schemas', test: /[\\/]libs[\\/]api-contract[\\/]/, priority: 2 },
            // The UI components several pages share, except the QR encoder (~3 KB: only the two
            // download pages draw a code, and the home page loads this chunk), the record lists'
            // date range picker (seven record pages share it, none other) and the form controls
            // other than Button: the home page shows no form. It ranks above the form group, so the
            // pieces both use (texts, class names) land here and the form chunk only adds to it.
            // Of those, what the home page draws (the tab bar, Button with its Spinner, Skeleton,
            // their texts and class names) apart from the rest (Result, Cell, Card, List, Tag,
            // MoneyText, VipBadge…): 1.8 KB less on `/`, one more request on the pages using both.
            // The shared control styles (styles/controls.css, imported by the banner and notice bar
            // home draws) go with them: a CSS import is a side effect that would load the whole
            // chunk it lands in.
            { name: 'ui-base', test: /[\\/]libs[\\/]ui[\\/]src[\\/](?:(?:messages|class-names|feedback[\\/](?:Spinner|Skeleton)|form[\\/]Button|navigation[\\/](?:TabBar|tab-bar-items))\.tsx?|styles[\\/]controls\.css)$/, minShareCount: 2, priority: 3 },
            { name: 'ui', test: /[\\/]libs[\\/]ui[\\/]src[\\/](?!display[\\/](?:QRCode|qr-)|form[\\/](?!Button\.))/, minShareCount: 2, priority: 2 },
            { name: 'ui-form', test: /[\\/]libs[\\/]ui[\\/]src[\\/]form[\\/](?!DateRangePicker|date-range)/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
