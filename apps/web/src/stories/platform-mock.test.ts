import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, API_SCHEMAS } from '@site/api-contract';
import type { ApiPathKey } from '@site/api-contract';
import { HELP_TOPICS } from '@site/api-contract/pages';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import recorded from './fixtures/sim-replies.json';
import { pageStoryTitle } from './page-sections';
import { assertMocksParsed, emptyPage, platformHandlers, recordedData } from './platform-mock';

const server = setupServer();
server.listen({ onUnhandledRequest: 'error' });
afterEach(() => server.resetHandlers());

const ask = async (key: ApiPathKey) => {
  // A relative handler path matches the page's own origin (jsdom's here), as the site's calls do.
  const res = await fetch(new URL(API_PATHS[key] as string, window.location.origin), { method: 'POST', body: '{}' });
  return (await res.json()) as { status_code: number; data: unknown };
};

describe('the page stories’ platform (msw)', () => {
  it('answers a path with the simulator’s recorded reply, which the contract reads', async () => {
    server.use(...platformHandlers());
    const reply = await ask('memberInfo');
    expect(reply.status_code).toBe(6000);
    expect((reply.data as { username: string }).username).toBe('demo888');
    expect(() => assertMocksParsed()).not.toThrow();
  });

  it('fails the story when a mocked reply breaks the contract (the reply is still sent, the check throws after)', async () => {
    const broken = { ...(recordedData('memberInfo') as object), balance: '很多' };
    server.use(...platformHandlers({ memberInfo: { data: broken } }));
    await ask('memberInfo');
    expect(() => assertMocksParsed()).toThrow(/故事的模拟回复不符合 @site\/api-contract：\nmemberInfo: balance/);
    // Reported once: the next story starts clean.
    expect(() => assertMocksParsed()).not.toThrow();
  });

  it('an empty state that the contract does not allow fails too', async () => {
    server.use(...platformHandlers({ preInfo: emptyPage('queryStationAdList') }));
    await ask('preInfo');
    expect(() => assertMocksParsed()).toThrow(/preInfo/);
  });

  it('answers helpDetail with the recorded topic of the slug asked for (every topic of the page table)', async () => {
    server.use(...platformHandlers());
    for (const slug of Object.keys(HELP_TOPICS)) {
      const res = await fetch(new URL(API_PATHS.helpDetail, window.location.origin), { method: 'POST', body: JSON.stringify({ slug }) });
      const reply = (await res.json()) as { status_code: number; data: { slug: string } };
      expect(reply.status_code).toBe(6000);
      expect(reply.data.slug).toBe(slug);
    }
    expect(() => assertMocksParsed()).not.toThrow();
  });

  it('every recorded reply parses by its path’s schema', () => {
    const keys = Object.keys(recorded) as ApiPathKey[];
    expect(keys.length).toBeGreaterThan(40);
    const failing = keys.filter((key) => !API_SCHEMAS[key].reply.safeParse(recordedData(key)).success);
    expect(failing).toEqual([]);
  });
});

describe('page stories', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.stories.tsx'));

  it('are titled 页面/<section>/<title> from the page table, by the path they render', () => {
    expect(files.length).toBeGreaterThan(0);
    const wrong = files.flatMap((file) => {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      const title = /title: '([^']+)'/.exec(source)?.[1];
      const ownRow = /const path = '([^']+)'/.exec(source)?.[1];
      // A page that is not a row of its own (a chat room, /chat/<id>) names the row it belongs to
      // (`pagePath: '/chat'`) and sits in that row's section under its own title.
      const pagePath = ownRow ?? /pagePath: '([^']+)'/.exec(source)?.[1];
      if (pagePath === undefined) return [`${file}: no \`const path\` or \`pagePath\``];
      const expected = pageStoryTitle(pagePath);
      const ok = ownRow !== undefined ? title === expected : (title?.startsWith(expected.slice(0, expected.lastIndexOf('/') + 1)) ?? false);
      return ok ? [] : [`${file}: ${title ?? '(none)'} ≠ ${expected}`];
    });
    expect(wrong).toEqual([]);
  });
});
