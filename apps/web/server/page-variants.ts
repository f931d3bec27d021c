import fs from 'node:fs';
import path from 'node:path';
import type { PageHead, RoutePages } from './page-preloads';
import { bootOf, createPageHeads, routePathsOf, withPageHead } from './page-preloads';

/**
 * index.html as each page gets it (its chunk preloads and boot shell, see page-preloads.ts),
 * written next to the build for servers that cannot compute it per request: nginx serves these
 * files (deploy/nginx/site.conf.template), the Node server computes the same bodies itself.
 *
 * The folder starts with a dot: the Node server never serves dot entries, and nginx only reaches
 * it through its page lookup. The lookup, for a page path P:
 *   `/` → `_root.html`; `/index.html` → `_index.html`;
 *   else `P.html` (a route without parameters), else `<P's folder>/_.html` (a route whose last
 *   segment is a `$parameter`), else `_page.html` (no route: the app's not-found page).
 * A route with a parameter before its last segment has no file of its own: it gets `_page.html`,
 * the same app without that page's preloads.
 */
export const PAGE_VARIANTS_DIR = '.pages';

export interface PageVariant {
  /** Relative to PAGE_VARIANTS_DIR. */
  file: string;
  /** A request path this file answers (a `$parameter` segment stands for any value). */
  pathname: string;
}

/** The variant files of a build with these route paths. */
export function pageVariantsOf(routePaths: readonly string[]): PageVariant[] {
  const variants: PageVariant[] = [
    { file: '_root.html', pathname: '/' },
    { file: '_index.html', pathname: '/index.html' },
    { file: '_page.html', pathname: '' },
  ];
  for (const routePath of routePaths) {
    const segments = routePath.split('/').filter(Boolean);
    if (segments.length === 0) continue;
    const param = segments.findIndex((s) => s.startsWith('$'));
    if (param === -1) variants.push({ file: `${segments.join('/')}.html`, pathname: routePath });
    else if (param === segments.length - 1) variants.push({ file: `${[...segments.slice(0, -1), '_'].join('/')}.html`, pathname: routePath });
  }
  return variants;
}

/** Writes dist/.pages from dist/index.html and the build's manifest; returns the files written. */
export function writePageVariants(distDir: string, pageOf?: RoutePages): string[] {
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const headOf = createPageHeads(distDir, pageOf);
  const out = path.join(distDir, PAGE_VARIANTS_DIR);
  fs.rmSync(out, { recursive: true, force: true });
  const written: string[] = [];
  for (const variant of pageVariantsOf(routePathsOf(distDir))) {
    // The unmatched page: what the Node server sends for a path no route matches.
    const head: PageHead = variant.pathname === '' ? { tags: '', boot: bootOf('/no-route') } : headOf(variant.pathname);
    const file = path.join(out, variant.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, withPageHead(index, head));
    written.push(variant.file);
  }
  return written;
}
