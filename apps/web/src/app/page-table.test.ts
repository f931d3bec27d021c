import fs from 'node:fs';
import path from 'node:path';
import { PAGES } from '@site/api-contract/pages';
import type { PageInfo } from '@site/api-contract/pages';
import { describe, expect, it } from 'vitest';

/**
 * The page table (`@site/api-contract/pages`) and the route files cannot disagree (issue #34 item
 * 5): a route whose row is forgotten would be public with nothing failing, and a row without a
 * route is a page the guard, the prerender and the e2e sweep believe in but nobody can open.
 */

const routesDir = path.resolve(import.meta.dirname, '../routes');

/** The path each route file declares (`createFileRoute('/mine/')` → `/mine`), the root's layout left out. */
function routeFilePaths(): string[] {
  const files = (fs.readdirSync(routesDir, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const paths: string[] = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(routesDir, file), 'utf8');
    const declared = /createFileRoute\('([^']*)'\)/.exec(source)?.[1];
    if (declared === undefined) {
      if (!/createRootRoute/.test(source)) throw new Error(`${file}: no createFileRoute`);
      continue;
    }
    paths.push(declared.length > 1 ? declared.replace(/\/$/, '') : declared);
  }
  return paths;
}

/** `/help/$topic` → a test for `/help/kh`; a static path only matches itself. */
function matcher(routePath: string): (path: string) => boolean {
  const pattern = new RegExp(`^${routePath.replace(/\$[A-Za-z]+/g, '[^/]+')}$`);
  return (p) => pattern.test(p);
}

const isAtOrUnder = (p: string, base: string) => p === base || p.startsWith(`${base}/`);

/** Every disagreement between route files and table rows, in words; empty when they agree. */
function disagreements(routePaths: readonly string[], pages: readonly PageInfo[]): string[] {
  const found: string[] = [];
  for (const page of pages) {
    if (!routePaths.some((route) => matcher(route)(page.path))) found.push(`row ${page.path} has no route file`);
  }
  for (const route of routePaths) {
    const matches = matcher(route);
    // A route with a parameter may stand under a row that covers it (`/chat/$roomId` under `/chat`).
    const covered = pages.some((page) => matches(page.path) || (route.includes('$') && isAtOrUnder(route, page.path)));
    if (!covered) found.push(`route ${route} has no row in the page table`);
  }
  return found;
}

describe('the page table and the route files agree', () => {
  const routes = routeFilePaths();

  it('every route file has a row and every row a route file', () => {
    expect(routes.length).toBeGreaterThanOrEqual(79);
    expect(disagreements(routes, PAGES)).toEqual([]);
  });

  it('fails when a row is removed: the route file of /mine/feedback then has none', () => {
    const without = PAGES.filter((page) => page.path !== '/mine/feedback');
    expect(disagreements(routes, without)).toEqual(['route /mine/feedback has no row in the page table']);
  });

  it('fails when a route file is removed: the row of /agent then has none', () => {
    expect(disagreements(routes.filter((route) => route !== '/agent'), PAGES)).toEqual(['row /agent has no route file']);
  });

  it('reads routes with a parameter: every help topic row is one /help/$topic file; a chat room is under /chat', () => {
    expect(routes).toContain('/help/$topic');
    expect(routes).toContain('/chat/$roomId');
    expect(disagreements(['/help/$topic'], PAGES.filter((page) => page.path.startsWith('/help/')))).toEqual([]);
    expect(disagreements(['/chat/$roomId'], [])).toEqual(['route /chat/$roomId has no row in the page table']);
  });

  it('the root route guards every page by the table (its beforeLoad is the one guard)', () => {
    const root = fs.readFileSync(path.join(routesDir, '__root.tsx'), 'utf8');
    expect(root).toMatch(/beforeLoad:\s*guardRoute\b/);
    // No route file has a guard of its own that could disagree with the table.
    const files = (fs.readdirSync(routesDir, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && f !== '__root.tsx');
    for (const file of files) expect(fs.readFileSync(path.join(routesDir, file), 'utf8'), file).not.toMatch(/guardRoute|isMember\(\)/);
  });
});
