import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  /** Vite puts content-hashed files under /assets: they never change, so they cache for a year. */
  immutable: boolean;
  /** A Cache-Control of its own, over the defaults of serve.ts. */
  cacheControl?: string;
}

/**
 * Files with their own caching; nginx/render.ts writes a location for each. The service worker
 * script must be asked for again on every update check (browsers cap its HTTP caching at a day,
 * but an hour-old copy would already hide a new build). The offline page is HTML, which this
 * server never lets a cache keep: listed so that nginx does the same.
 */
export const OWN_CACHE_CONTROL: Readonly<Record<string, string>> = { '/sw.js': 'no-cache', '/offline.html': 'no-store' };

/** The body of a 404 (a missing file) and of a 405 (anything but GET and HEAD on the site's own paths). */
export const NOT_FOUND_TEXT = '未找到';
export const METHOD_NOT_ALLOWED_TEXT = '不支持的请求方法';

/** File types by extension; nginx/render.ts writes nginx's `types` block from this table. */
export const FILE_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Types worth compressing (also nginx's gzip_types). */
export const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;

/** gzip and brotli copies of a textual body; none for a small one, where they would not pay. */
export function compressedCopies(body: Buffer): Pick<StaticFile, 'gzip' | 'brotli'> {
  if (body.length <= 512) return {};
  return {
    gzip: zlib.gzipSync(body, { level: 9 }),
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/**
 * Reads the built site into memory once, with gzip and brotli copies of everything textual:
 * the build is small, and this keeps every response a memory copy.
 */
export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      // Dot entries (Vite's .vite/manifest.json, editor files) are build metadata, not the site.
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile()) continue; // links, sockets: nothing a built site contains
      const rel = `/${path.relative(distDir, full).split(path.sep).join('/')}`;
      const body = fs.readFileSync(full);
      const type = FILE_TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream';
      const file: StaticFile = { body, type, immutable: rel.startsWith('/assets/') };
      const cacheControl = OWN_CACHE_CONTROL[rel];
      if (cacheControl) file.cacheControl = cacheControl;
      if (COMPRESSIBLE.test(type)) Object.assign(file, compressedCopies(body));
      files.set(rel, file);
    }
  };
  if (fs.existsSync(distDir)) walk(distDir);
  return files;
}
