import fs from 'node:fs';
import path from 'node:path';
import type { PageInfo } from '@site/api-contract/pages';
import { isStartChunk } from '../build/start-chunks';

/**
 * What index.html gains per page: the page's own chunks as <link rel="modulepreload"> (and its CSS
 * as a style preload), so they download alongside the entry instead of after it has run, and the
 * boot shell variant (`data-boot`) the page starts with.
 *
 * Routes are file-based (src/routes, TanStack's autoCodeSplitting): the Vite manifest names each
 * route's split chunks `src/routes/<file>?tsr-split=...`, and the file path is the URL.
 */
export interface PageHead {
  /** Tags to put before </head>. */
  tags: string;
  /** The boot shell of index.html this page shows until the app renders (see index.html). */
  boot: 'home' | 'page';
  /**
   * The page's Chinese title from the page table, shown in the loading view's bar, so a member
   * opening 存款 sees 存款 (the bar the page itself then draws) from the first paint, not the
   * site's generic name. Absent for the home page, a route without its own entry in the table (a
   * `$parameter` route answers many pages) and unknown paths: they keep index.html's bar.
   */
  title?: string;
  /**
   * The page's first view, drawn by the build (src/prerender/first-view.tsx), in place of the
   * loading view: the page's own layout paints from the HTML, and its preloads wait until that
   * paint, as the home page's do. Absent for a page the build does not draw.
   */
  firstView?: string;
}

/** Where the build writes the first views it drew: `{ "<route path>": "<markup>" }`. */
export const FIRST_VIEWS_FILE = '.vite/first-views.json';

function readFirstViews(distDir: string): Map<string, string> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(distDir, FIRST_VIEWS_FILE), 'utf8'));
    if (!parsed || typeof parsed !== 'object') return new Map();
    return new Map(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && !/<script/i.test(e[1])));
  } catch {
    return new Map();
  }
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteEntry {
  /** `/mine/finance/deposit`, `/chat/$roomId`, `/` */
  path: string;
  file: string;
  keys: string[];
}

/** `src/routes/mine/finance/deposit.tsx` → `/mine/finance/deposit`; `index` and `route` files name their folder. */
export function routePathOf(file: string): string {
  const segments = file.replace(/^src\/routes\//, '').replace(/\.tsx?$/, '').split('/');
  const last = segments.at(-1);
  if (last === 'index' || last === 'route') segments.pop();
  return `/${segments.join('/')}`;
}

/** Whether a URL path is this route's path (`$param` segments match one segment). */
export function matchesRoute(routePath: string, pathname: string): boolean {
  const want = routePath.split('/').filter(Boolean);
  const got = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment.startsWith('$') || segment === decodeSegment(got[i] ?? ''));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() ?? '';
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** A manifest key of a route's split chunk; the group is the route's file. */
const ROUTE_CHUNK_KEY = /^(src\/routes\/[^?]+\.tsx?)\?tsr-split=/;

/** The URL paths of the routes in a build (`/chat/$roomId` for a parameter), from its manifest; none without one. */
export function routePathsOf(distDir: string): string[] {
  let keys: string[];
  try {
    keys = Object.keys(JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest);
  } catch {
    return [];
  }
  const paths = new Set<string>();
  for (const key of keys) {
    const file = ROUTE_CHUNK_KEY.exec(key)?.[1];
    if (file) paths.add(routePathOf(file));
  }
  return [...paths].sort();
}

/** Only hashed asset names go into the markup (no quotes or brackets from a damaged manifest). */
const SAFE_ASSET = /^assets\/[\w.-]+\.(js|css)$/;

/**
 * A route's row of the page table (its Chinese title, where it forwards the member): `pageOf` of
 * `@site/api-contract/pages`, handed in by the caller (the Node server imports it; the build loads
 * it through Vite, whose config cannot import TypeScript from a package).
 */
export type RoutePages = (routePath: string) => Pick<PageInfo, 'title' | 'forwardsTo'> | undefined;

/**
 * Reads dist/.vite/manifest.json once. The returned function gives a page's head additions; with no
 * manifest (a build without `build.manifest`) every page gets none, and the app loads as before.
 */
export function createPageHeads(distDir: string, pageOf: RoutePages = () => undefined): (pathname: string) => PageHead {
  const none = (pathname: string): PageHead => ({ tags: '', boot: bootOf(pathname) });
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return none;
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('index.html'));
  if (!entryKey) return none;
  // The entry, and the start-up chunks it imports in steps (build/start-chunks.ts): index.html
  // preloads them all with the entry.
  const startKeys = Object.keys(manifest).filter((k) => isStartChunk(manifest[k]?.name));
  const loadedByHtml = staticClosure(manifest, [entryKey, ...startKeys]);

  const byFile = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const m = ROUTE_CHUNK_KEY.exec(key);
    if (!m?.[1]) continue;
    byFile.set(m[1], [...(byFile.get(m[1]) ?? []), key]);
  }
  const routes: RouteEntry[] = [...byFile].map(([file, keys]) => ({ path: routePathOf(file), file, keys }));
  const firstViews = readFirstViews(distDir);
  const schemaKeys = [...loadedByHtml].flatMap((k) => manifest[k]?.dynamicImports ?? []).filter((k) => /libs\/api-client\/src\/schemas\.ts$/.test(k));
  const cryptoKeys = Object.keys(manifest).filter((k) => /libs\/api-client\/src\/crypto\.ts$/.test(k));

  const cache = new Map<string, string>();
  function tagsFor(route: RouteEntry): string {
    const cached = cache.get(route.file);
    if (cached !== undefined) return cached;
    // The page and the layouts around it (`/mine/route.tsx` wraps `/mine/finance/deposit`).
    const withLayouts = (page: RouteEntry) => [...routes.filter((r) => r !== page && r.file.endsWith('/route.tsx') && isInside(r.path, page.path)), page];
    // A page whose work is to send the member on brings the page it lands on (the page table's
    // forwardsTo): that page's code is not one more wait after the page's data.
    const forwardsTo = pageOf(route.path)?.forwardsTo;
    const next = routes.find((r) => r.path === forwardsTo && r !== route);
    const pages = next ? [...withLayouts(route), ...withLayouts(next)] : withLayouts(route);
    const pageKeys = [...staticClosure(manifest, pages.flatMap((r) => r.keys))].filter((k) => !loadedByHtml.has(k));
    // The schemas (and the display config's decryption) are needed once the page asks for its
    // data, after its own code has run: they load at low priority so they never hold up the page's
    // code on a slow connection. Except on a forwarding page, whose data is all it waits for (where
    // to send the member): there they are as urgent as the page's code (measured at slow 4G, the
    // hop reached the service page in 6.8–7.7 s with them at low priority, 6.7–6.8 s without).
    const dataKeys = [
      ...(pages.some((r) => showsPlatformDataFirst(r.path)) ? schemaKeys : []),
      ...(pages.some((r) => opensWithDisplayConfig(r.path)) ? cryptoKeys : []),
    ];
    const dataClosure = [...staticClosure(manifest, dataKeys)].filter((k) => !loadedByHtml.has(k) && !pageKeys.includes(k));
    const dataPriority = next ? '' : 'fetchpriority="low" ';
    const jsOf = (keys: string[]) => keys.map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js') && SAFE_ASSET.test(f));
    const css = [...new Set(pageKeys.flatMap((k) => manifest[k]?.css ?? []))].filter((f) => SAFE_ASSET.test(f));
    const tags = [
      ...css.map((f) => `<link rel="preload" as="style" href="/${f}">`),
      ...jsOf(pageKeys).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...jsOf(dataClosure).map((f) => `<link rel="modulepreload" crossorigin ${dataPriority}href="/${f}">`),
    ].join('');
    cache.set(route.file, tags);
    return tags;
  }

  return (pathname) => {
    const matching = routes.filter((r) => matchesRoute(r.path, pathname));
    // A static segment wins over a `$param` one, as in the router.
    const route = matching.find((r) => !r.path.includes('$')) ?? matching[0];
    const title = route && bootOf(pathname) === 'page' ? pageOf(route.path)?.title : undefined;
    const firstView = route && bootOf(pathname) === 'page' ? firstViews.get(route.path) : undefined;
    return { tags: route ? tagsFor(route) : '', boot: bootOf(pathname), ...(title ? { title } : {}), ...(firstView ? { firstView } : {}) };
  };
}

/** Whether a layout's path is a proper prefix of a route's path. */
function isInside(layoutPath: string, routePath: string): boolean {
  const layout = layoutPath.split('/').filter(Boolean);
  const route = routePath.split('/').filter(Boolean);
  return layout.length < route.length && layout.every((segment, i) => segment === route[i]);
}

/**
 * Member pages (/mine/...) open with platform data (channels, balances, records), and so do the
 * pages that open with the display config; every call waits for the contract's schemas: those
 * pages get them preloaded. Elsewhere the first paint is the page's own text (or the home shell),
 * and the schemas would only compete with the page's code for the phone's bandwidth; the client
 * fetches them as it starts.
 */
export function showsPlatformDataFirst(routePath: string): boolean {
  return routePath === '/mine' || routePath.startsWith('/mine/') || opensWithDisplayConfig(routePath);
}

/**
 * The customer-service pages open with the display config (its service address: SPEC §7 vvPretty,
 * the site config's secret, then the key and the encrypted config, decrypted in the browser): they
 * get the decryption's code preloaded too, which no other page needs before its first paint.
 */
export function opensWithDisplayConfig(routePath: string): boolean {
  return routePath.startsWith('/customer/');
}

/** The home page starts with its own skeleton (header, banner, sections); every other page with the loading view. */
export function bootOf(pathname: string): PageHead['boot'] {
  return pathname === '/' || pathname === '/index.html' ? 'home' : 'page';
}

/** The loading view's bar title in index.html (`<span class="boot-bar__title">会员中心</span>`). */
const BOOT_BAR_TITLE = /(<span class="boot-bar__title">)[^<]*(<\/span>)/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html's boot shell, between its markers: a page with a first view of its own shows that instead. */
const BOOT_SHELL = /<!--boot-->[^]*?<!--\/boot-->/;

/** The built index.html's preloads that its boot script adds after the first paint (build/boot-script.ts). */
const DEFERRED_PRELOADS = /<template id="boot-preloads">([^]*?)<\/template>/;

/**
 * index.html with a page's head additions. The home page paints its largest element (the
 * banner) from the HTML, and so does a page with a first view of its own: their preloads, the
 * entry's among them, wait in the boot script's template until that paint, so no download is
 * under way before it. Every other page paints its content with the app: there the entry and the
 * page's chunks are preloaded at once, beside the HTML.
 *
 * A first view is shown inert (no focus, no taps, nothing typed into it that React's first render
 * would drop) and busy, until the app replaces it with the same page, alive.
 */
export function withPageHead(html: string, head: PageHead): string {
  let out = html.replace(/<html([^>]*)>/, (_m, attrs: string) => `<html${attrs} data-boot="${head.boot}">`);
  if (head.title) out = out.replace(BOOT_BAR_TITLE, (_m, open: string, close: string) => `${open}${escapeHtml(head.title ?? '')}${close}`);
  const firstView = head.firstView && BOOT_SHELL.test(out) ? head.firstView : undefined;
  if (firstView) out = out.replace(BOOT_SHELL, () => `<div class="boot-view" inert aria-busy="true">${firstView}</div>`);
  const deferred = DEFERRED_PRELOADS.exec(out);
  if (deferred && (head.boot === 'home' || firstView)) return out.replace(deferred[0], () => deferred[0].replace('</template>', `${head.tags}</template>`));
  if (deferred) out = out.replace(deferred[0], () => deferred[1] ?? '');
  if (head.tags) out = out.replace('</head>', () => `${head.tags}</head>`);
  return out;
}
