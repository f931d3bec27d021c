import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error -- a plain .mjs settings module shared with gen-routes.mjs; it has no types.
import { routerOptions } from './router.config.mjs';
import { platformUrlFromEnv } from './server/platform-url.ts';
import { PLATFORM_PATH_SOURCE } from './server/prefixes.ts';

// In dev, Vite proxies the platform's prefixes to PLATFORM_URL exactly as server/serve.ts does in
// production: the client only ever uses same-origin relative paths.
const platform = platformUrlFromEnv();

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: path.resolve(import.meta.dirname, '../../node_modules/.vite/web'),
  plugins: [tanstackRouter(routerOptions), react()],
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
  },
});
