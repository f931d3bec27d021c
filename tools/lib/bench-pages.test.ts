import { PAGES } from '@site/api-contract/pages';
import { VENUE_ROUTES } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES, formatBenchTable, lcpElementOf, parseLighthouseBenchArgs, selectBenchPages, threadBlockingTime, worstFirst } from './bench-pages.mjs';
import type { BenchRow } from './bench-pages.mjs';

describe('npm run bench: the command line', () => {
  it('runs the five default pages five times, and every page once with --all', () => {
    expect(parseLighthouseBenchArgs([]).opts).toMatchObject({ runs: 5, all: false, build: true, pages: undefined });
    expect(parseLighthouseBenchArgs(['--all']).opts).toMatchObject({ runs: 1, all: true });
  });

  it('takes --runs N over either default, --pages as a list, --no-build and --dist', () => {
    expect(parseLighthouseBenchArgs(['--all', '--runs', '3']).opts?.runs).toBe(3);
    expect(parseLighthouseBenchArgs(['--runs', '2', '--pages', '/,/mine']).opts).toMatchObject({ runs: 2, pages: ['/', '/mine'] });
    const opts = parseLighthouseBenchArgs(['--no-build', '--dist', '/tmp/x']).opts;
    expect(opts).toMatchObject({ build: false, dist: '/tmp/x' });
  });

  it('refuses an unknown argument, a --runs that is not a positive whole number and an empty --pages', () => {
    expect(parseLighthouseBenchArgs(['--al']).error).toBe('未知参数 --al');
    expect(parseLighthouseBenchArgs(['--runs', '0']).error).toMatch(/--runs/);
    expect(parseLighthouseBenchArgs(['--runs', '1.5']).error).toMatch(/--runs/);
    expect(parseLighthouseBenchArgs(['--runs']).error).toMatch(/--runs/);
    expect(parseLighthouseBenchArgs(['--pages', ',']).error).toMatch(/--pages/);
    expect(parseLighthouseBenchArgs(['--profile']).error).toMatch(/--save/);
    expect(parseLighthouseBenchArgs(['--save', '/tmp/x', '--profile']).opts).toMatchObject({ save: '/tmp/x', profile: true });
  });
});

describe('npm run bench: which pages', () => {
  it('is the five quick pages by default, members where the table says so', () => {
    const pages = selectBenchPages(PAGES, VENUE_ROUTES);
    expect(pages.map((p) => p.path)).toEqual(DEFAULT_PAGES);
    expect(pages.filter((p) => p.member).map((p) => p.path)).toEqual(['/mine/finance/deposit', '/mine', '/mine/record/betRecord']);
  });

  it('is every row of the page table with --all: guests as guests, members as members, launch pages with their venue', () => {
    const pages = selectBenchPages(PAGES, VENUE_ROUTES, { all: true });
    expect(pages.map((p) => p.path)).toEqual(PAGES.map((p) => p.path));
    expect(pages.find((p) => p.path === '/download')).toEqual({ path: '/download', member: false, venue: undefined, forwardsTo: undefined });
    // The customer-service hop forwards by design: its run ends on the page it sends the member to.
    expect(pages.find((p) => p.path === '/customer/instead')?.forwardsTo).toBe('/customer/main');
    expect(pages.find((p) => p.path === '/mine/mail')?.member).toBe(true);
    expect(pages.filter((p) => p.venue).map((p) => [p.path, p.venue])).toEqual([
      ['/game/sport/V188', 'V188'],
      ['/game/sport/im', 'IMTY'],
      ['/game/sport/ob', 'OBTY'],
      ['/game/gaming/ybdj', 'YBDJ'],
      ['/game/gaming/imdj', 'IMDJ'],
      ['/game/gaming/lhdj', 'LHDJ'],
    ]);
    // The lobbies listing the venues are not launch pages.
    expect(pages.find((p) => p.path === '/game/sport')?.venue).toBeUndefined();
  });

  it('is the rows --pages names, in its order; a path the table lacks is an error', () => {
    expect(selectBenchPages(PAGES, VENUE_ROUTES, { pages: ['/help/kh', '/game/sport/ob'] })).toEqual([
      { path: '/help/kh', member: false, venue: undefined },
      { path: '/game/sport/ob', member: true, venue: 'OBTY' },
    ]);
    expect(() => selectBenchPages(PAGES, VENUE_ROUTES, { pages: ['/nope'] })).toThrow('页面表里没有 /nope');
  });
});

const row = (path: string, score: number, lcp: number, cls = 0, lcpElement = ''): BenchRow => ({
  path,
  lcpElement,
  worst: { score, lcp, tbt: 0, cls },
  median: { score, lcp, tbt: 0, cls },
});

describe('npm run bench: the table', () => {
  it('puts pages that failed first, then the lowest score, then the longest LCP, then the largest CLS', () => {
    const rows = [row('/a', 99, 900), row('/b', 80, 2000), row('/c', 99, 1400), { path: '/d', error: '被重定向到 /' }, row('/e', 80, 3000), row('/f', 99, 1400, 0.2)];
    expect(worstFirst(rows).map((r) => r.path)).toEqual(['/d', '/e', '/b', '/f', '/c', '/a']);
  });

  it('prints score, LCP, TBT, thread TBT, CLS and the LCP element worst first, the medians in brackets when there were runs to take one of', () => {
    const one = formatBenchTable([row('/a', 99, 900.4, 0, 'h1'), row('/b', 70, 3200, 0.216, '头条 (div.x > p)')], 1).split('\n');
    expect(one[0]).toBe('| 页面 | 得分 | LCP (ms) | TBT (ms) | 线程 TBT (ms) | CLS | LCP 元素 |');
    expect(one.slice(2)).toEqual(['| /b | 70 | 3200 | 0 | — | 0.216 | 头条 (div.x > p) |', '| /a | 99 | 900 | 0 | — | 0.000 | h1 |']);
    const three = formatBenchTable([{ path: '/a', worst: { score: 90, lcp: 1600, tbt: 50, threadTbt: 12.4, cls: 0 }, median: { score: 95, lcp: 1200, tbt: 20, threadTbt: 0, cls: 0 } }], 3);
    expect(three.split('\n')[2]).toBe('| /a | 90 (95) | 1600 (1200) | 50 (20) | 12 (0) | 0.000 (0.000) |  |');
  });

  it('says why a page was not measured, and a pipe in a cell does not break the row', () => {
    const table = formatBenchTable([{ path: '/leave', error: 'a | b\nc' }], 1);
    expect(table.split('\n')[2]).toBe('| /leave | 失败 | | | | | a \\| b c |');
  });

  it('reckons blocking time from the main thread’s CPU after FCP: 4 × thread time − 50 ms a task, never its wall time', () => {
    const task = (ts: number, durMs: number, tdurMs: number, tid = 1) => ({ ph: 'X', name: 'RunTask', pid: 7, tid, ts, dur: durMs * 1000, tdur: tdurMs * 1000 });
    const events = [
      { name: 'thread_name', ph: 'M', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 7, tid: 2, args: { name: 'Compositor' } },
      task(0, 100, 100), // before FCP: not counted
      { name: 'firstContentfulPaint', pid: 7, tid: 1, ts: 200_000 },
      task(300_000, 80, 20), // 4 × 20 − 50 = 30 (its wall time would say 270)
      task(400_000, 40, 10), // 4 × 10 < 50: 0
      task(500_000, 30, 30), // 4 × 30 − 50 = 70
      task(600_000, 500, 500, 2), // another thread
    ];
    expect(threadBlockingTime(events)).toBe(100);
    expect(threadBlockingTime(events.filter((e) => e.name !== 'firstContentfulPaint'))).toBeUndefined();
  });

  it("counts from the page's own FCP, not from a same-site iframe's later one (a venue's lobby on a launch page)", () => {
    const nav = (frame: string, url: string, outermost: boolean) => ({
      name: 'navigationStart',
      ph: 'R',
      pid: 7,
      tid: 1,
      ts: 0,
      args: { frame, data: { documentLoaderURL: url, isOutermostMainFrame: outermost } },
    });
    const events = [
      { name: 'thread_name', ph: 'M', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
      nav('PAGE', 'https://site.example/game/sport/ob', true),
      nav('LOBBY', 'https://site.example:4347/lobby/OBTY', false),
      { name: 'firstContentfulPaint', pid: 7, tid: 1, ts: 200_000, args: { frame: 'PAGE' } },
      { ph: 'X', name: 'RunTask', pid: 7, tid: 1, ts: 300_000, dur: 40_000, tdur: 40_000 }, // 4 × 40 − 50 = 110
      { name: 'firstContentfulPaint', pid: 7, tid: 1, ts: 900_000, args: { frame: 'LOBBY' } },
      { ph: 'X', name: 'RunTask', pid: 7, tid: 1, ts: 950_000, dur: 20_000, tdur: 20_000 }, // 4 × 20 − 50 = 30
    ];
    expect(threadBlockingTime(events)).toBe(140);
    expect(threadBlockingTime([])).toBeUndefined();
  });

  it("names the LCP element from Lighthouse's breakdown insight", () => {
    const lhr = {
      audits: {
        'lcp-breakdown-insight': {
          details: { type: 'list', items: [{ type: 'table', items: [] }, { type: 'node', selector: 'div.page-frame > main.page-frame__body > section.site-result > p.x', nodeLabel: '该链接无法打开' }] },
        },
      },
    };
    expect(lcpElementOf(lhr)).toBe('该链接无法打开 (section.site-result > p.x)');
    expect(lcpElementOf({ audits: {} })).toBe('');
  });
});
