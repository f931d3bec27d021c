import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSummary, p75, readReports, summarize } from './rum-report.mjs';

// A log recorded from the browser tests (apps/web-e2e/src/deploy/rum.spec.ts): the Node server's
// lines (report as JSON), two request lines on the same output, nginx's lines (report as a string).
const recorded = path.join(import.meta.dirname, 'fixtures/rum-recorded.jsonl');

describe('tools/rum-report.mjs (#36 item 5)', () => {
  it('p75 is the nearest rank', () => {
    expect(p75([])).toBeUndefined();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([10, 20, 30, 40, 50, 60, 70, 80, 90, 100])).toBe(80);
  });

  it('reads both servers\' lines from a recorded log, skips request lines, and prints p75 per page and metric and the top errors', () => {
    const text = fs.readFileSync(recorded, 'utf8');
    const { reports, skipped } = readReports(text);
    const lines = text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { kind: string; report: unknown });
    expect(reports).toHaveLength(lines.filter((l) => l.kind === 'rum').length);
    expect(lines.some((l) => l.kind === 'rum' && typeof l.report === 'string')).toBe(true);
    expect(lines.some((l) => l.kind === 'rum' && typeof l.report === 'object')).toBe(true);
    expect(skipped).toBe(0);
    const summary = summarize(reports);
    const lcp = reports.flatMap((r) => r.metrics.filter((m) => m.name === 'LCP').map((m) => m.value)).sort((a, b) => a - b);
    expect(summary.pages.map((p) => p.page)).toEqual(['/chat/$roomId']);
    expect(summary.pages[0]?.LCP).toEqual({ p75: lcp[Math.ceil(lcp.length * 0.75) - 1], n: lcp.length });
    expect(summary.pages[0]?.LCP.n).toBeGreaterThanOrEqual(4);
    expect(summary.errors.map((e) => e.message)).toEqual(expect.arrayContaining([expect.stringMatching(/^Uncaught Error: RUM 测试错误 http:\/\/127\.0\.0\.1:\d+\/mine$/)]));
    const printed = execFileSync(process.execPath, [path.join(import.meta.dirname, 'rum-report.mjs'), recorded], { encoding: 'utf8' });
    expect(printed).toContain(`/chat/$roomId`);
    expect(printed).toContain(`${Math.round(summary.pages[0]?.LCP.p75 ?? 0)} ms (${lcp.length})`);
    expect(printed).toContain('最常见的错误');
    expect(printed).toBe(`${formatSummary(summary, reports.length)}\n`);
  });

  it('orders pages worst LCP first and sums errors by message and source', () => {
    const summary = summarize([
      { v: 1, page: '/', metrics: [{ name: 'LCP', value: 900 }], errors: [{ message: 'a', source: '/x.js:1', page: '/', count: 2 }] },
      { v: 1, page: '/mine', metrics: [{ name: 'LCP', value: 1800 }, { name: 'CLS', value: 0.2 }], errors: [{ message: 'a', source: '/x.js:1', page: '/mine', count: 1 }] },
      { v: 1, page: '/mine', metrics: [{ name: 'LCP', value: 1200 }], errors: [{ message: 'b', source: '/y.js:2', page: '/mine', count: 1 }] },
    ]);
    expect(summary.pages.map((p) => [p.page, p.LCP.p75, p.LCP.n, p.CLS.p75])).toEqual([
      ['/mine', 1800, 2, 0.2],
      ['/', 900, 1, undefined],
    ]);
    expect(summary.errors).toEqual([
      { message: 'a', source: '/x.js:1', count: 3, pages: ['/', '/mine'] },
      { message: 'b', source: '/y.js:2', count: 1, pages: ['/mine'] },
    ]);
  });
});
