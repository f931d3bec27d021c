import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './build/service-worker.ts';
import type { Plugin } from 'vite';
import { loadingBanner } from './src/features/home/banner-image.ts';
// @ts-expect-error -- a plain .mjs settings module shared with gen-routes.mjs; it has no types.
import { routerOptions } from './router.config.mjs';
import { writePageVariants } from './server/page-variants.ts';
import { platformUrlFromEnv } from './server/platform-url.ts';
import { PLATFORM_PATH_SOURCE } from './server/prefixes.ts';

// In dev, Vite proxies the platform's prefixes to PLATFORM_URL exactly as server/serve.ts does in
// production: the client only ever uses same-origin relative paths.
const platform = platformUrlFromEnv();

/**
 * index.html's boot shell: the loading banner is the home page's own drawing (one source), and in
 * dev the home page gets its shell variant as the production server gives it (server/page-preloads.ts).
 * In the build the site's one stylesheet (build.cssCodeSplit is off: about 8 KB gzipped for every
 * page) is inlined: no stylesheet request stands between the HTML and the first paint.
 */
function bootShell(): Plugin {
  return {
    name: 'site-boot-shell',
    transformIndexHtml: {
      // After Vite's own HTML handling, which would read the data URL's %XX escapes as env placeholders.
      order: 'post',
      handler(html, ctx) {
        let out = html.replace('src="data:boot-banner"', `src="${loadingBanner()}"`);
        const bundle = ctx.bundle;
        if (bundle) {
          out = out.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          });
        }
        if (ctx.server && (ctx.originalUrl ?? '/').split('?')[0] === '/') out = out.replace('<html lang="zh-CN">', '<html lang="zh-CN" data-boot="home">');
        return out;
      },
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
      handler(options) {
        writePageVariants(options.dir ?? path.resolve(import.meta.dirname, 'dist'));
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: path.resolve(import.meta.dirname, '../../node_modules/.vite/web'),
  plugins: [tanstackRouter(routerOptions), react(), bootShell(), pageVariants(), serviceWorker()],
  server: {
    port: Number(process.env['PORT'] ?? 4200),
    host: '127.0.0.1',
    proxy: {
      [PLATFORM_PATH_SOURCE]: { target: platform, ws: true, changeOrigin: false, xfwd: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks: on a phone each request costs a round trip, and HTTP/1.1 opens only
        // six at a time. What the entry loads is one file; the UI components pages share are one;
        // zod and the contract's schemas (loaded lazily by the client) are one each.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 4 },
            // The contract's plain constants, which pages and schemas share, go with the entry (they
            // are small), so a page that needs a constant does not pull in the schemas.
            { name: 'app', test: /[\\/]libs[\\/]api-contract[\\/]src[\\/](?!schemas[\\/]|registry|envelope|chat\.|crypto-format)[\w-]+\.ts$/, priority: 3 },
            // zod and the contract's schemas apart: the client runs them in two steps (lazy-schemas.ts).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'schemas', test: /[\\/]libs[\\/]api-contract[\\/]/, priority: 2 },
            // The UI components several pages share, except the QR encoder (~3 KB: only the two
            // download pages draw a code, and the home page loads this chunk) and the record lists'
            // date range picker (seven record pages share it, none other).
            { name: 'ui', test: /[\\/]libs[\\/]ui[\\/]src[\\/](?!display[\\/](?:QRCode|qr-)|form[\\/](?:DateRangePicker|date-range)\.)/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
