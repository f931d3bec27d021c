import fs from 'node:fs';
import path from 'node:path';

/** One page of SPEC §2 as the app's page table lists it. */
export interface SweepPage {
  path: string;
  title: string;
  access: 'public' | 'member';
}

const PAGES_FILE = path.resolve(import.meta.dirname, '../../../web/src/app/pages.ts');

/**
 * The SPEC §2 pages, read from the app's page table (apps/web/src/app/pages.ts). The e2e project
 * may not import the app (module boundaries), so the table is read as text: `p('/path', '标题')`
 * for public pages, `m(…)` for member pages, and `/help/<topic>` for every key of HELP_TOPICS.
 * The parse is checked (count, home page present) so a change of the table's shape fails loudly
 * instead of silently sweeping nothing.
 */
export function sweepPages(): SweepPage[] {
  const source = fs.readFileSync(PAGES_FILE, 'utf8');
  const pages: SweepPage[] = [];
  for (const match of source.matchAll(/\b([pm])\(\s*'(\/[^']*)'\s*,\s*'([^']+)'/g)) {
    const [, kind, pagePath, title] = match;
    if (pagePath && title) pages.push({ path: pagePath, title, access: kind === 'm' ? 'member' : 'public' });
  }
  const topics = /HELP_TOPICS\s*=\s*\{([\s\S]*?)\}\s*as const/.exec(source)?.[1] ?? '';
  for (const match of topics.matchAll(/^\s*(\w+)\s*:\s*'([^']+)'/gm)) {
    const [, topic, title] = match;
    if (topic && title) pages.push({ path: `/help/${topic}`, title, access: 'public' });
  }
  if (pages.length < 70 || !pages.some((p) => p.path === '/') || !pages.some((p) => p.path.startsWith('/help/'))) {
    throw new Error(`无法从 ${PAGES_FILE} 读出页面表（读到 ${pages.length} 个页面）：页面表的写法变了，请更新 routes.ts`);
  }
  return pages;
}
