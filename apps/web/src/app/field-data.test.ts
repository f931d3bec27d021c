import type { Metric } from 'web-vitals';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldReport, MetricName, RouteSource } from './field-data';
import { sampleRateOf, sourceOf, startFieldData, withoutQueries } from './field-data';

/** web-vitals played by the test: each metric is reported when the test says. */
function fakeVitals() {
  const listeners = new Map<MetricName, (m: Metric) => void>();
  const vitals = Object.fromEntries(
    (['LCP', 'INP', 'CLS', 'TTFB'] as const).map((name) => [name, (report: (m: Metric) => void) => void listeners.set(name, report)]),
  ) as Record<MetricName, (report: (m: Metric) => void) => void>;
  const report = (name: MetricName, value: number) =>
    listeners.get(name)?.({ name, value, rating: 'good', navigationType: 'navigate', delta: value, id: 'x', entries: [] } as unknown as Metric);
  return { vitals, report };
}

/** The router as field data sees it: `/chat/12` is the route `/chat/$roomId`. */
const routes = (shown: string): RouteSource => ({
  matchRoutes: (pathname) => [{ fullPath: '/' }, ...(pathname.startsWith('/chat/') ? [{ fullPath: '/chat/$roomId' }] : [{ fullPath: pathname }])],
  state: { matches: [{ fullPath: '/' }, { fullPath: shown }] },
});

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** The tab hidden (switched away). */
function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
}

function started(options: { random?: number; sampleRate?: number; shown?: string } = {}) {
  const sent: { url: string; report: FieldReport; body: string }[] = [];
  const { vitals, report } = fakeVitals();
  window.history.replaceState(null, '', '/chat/12?token=member-secret-token&url=https%3A%2F%2Flobby.example%2F%3Fkey%3Dk1');
  stops.push(
    startFieldData(routes(options.shown ?? '/mine'), {
      sampleRate: options.sampleRate ?? 1,
      random: () => options.random ?? 0,
      send: (url, body) => {
        sent.push({ url, report: JSON.parse(body) as FieldReport, body });
        return true;
      },
      vitals,
    }),
  );
  return { sent, report };
}

describe('field data (#36 item 5)', () => {
  it('batches LCP, INP, CLS and TTFB into one beacon to /rum when the page is hidden, named by the route, never the address', () => {
    const { sent, report } = started();
    report('TTFB', 120.4);
    report('LCP', 812.25);
    report('CLS', 0.0123);
    expect(sent).toEqual([]);
    report('INP', 48);
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/rum');
    expect(sent[0]?.report).toEqual({
      v: 1,
      page: '/chat/$roomId',
      metrics: [
        { name: 'TTFB', value: 120.4, rating: 'good', navigationType: 'navigate' },
        { name: 'LCP', value: 812.25, rating: 'good', navigationType: 'navigate' },
        { name: 'CLS', value: 0.0123, rating: 'good', navigationType: 'navigate' },
        { name: 'INP', value: 48, rating: 'good', navigationType: 'navigate' },
      ],
      errors: [],
    });
    expect(sent[0]?.body).not.toMatch(/token|lobby|\?|chat\/12/);
    // Nothing new: no second beacon; a later value goes in the next one.
    hide();
    expect(sent).toHaveLength(1);
    report('INP', 96);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[1]?.report.metrics).toEqual([{ name: 'INP', value: 96, rating: 'good', navigationType: 'navigate' }]);
  });

  it('leaving the page as Chromium does (pagehide, then hidden, when web-vitals finishes INP and CLS): what is known, then the rest', () => {
    const { sent, report } = started();
    report('TTFB', 100);
    report('LCP', 700);
    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    report('INP', 40);
    report('CLS', 0);
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(sent.map((s) => s.report.metrics.map((m) => m.name))).toEqual([
      ['TTFB', 'LCP'],
      ['INP', 'CLS'],
    ]);
  });

  it('adds uncaught errors and rejections: message and file:line, without queries, stacks or secrets; the same one counted', () => {
    const { sent } = started({ shown: '/mine/finance/deposit' });
    const error = new ErrorEvent('error', {
      message: 'TypeError: cannot read x of https://site.example/mine?token=abc (token=abc)',
      filename: `${window.location.origin}/assets/deposit-a1b2.js?v=3&token=abc`,
      lineno: 12,
      colno: 5,
    });
    window.dispatchEvent(error);
    window.dispatchEvent(error);
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    const reason = new Error('加载失败');
    reason.stack = `Error: 加载失败\n    at load (https://cdn.example/lib.js?sig=s3cr3t:7:9)\n    at https://site.example/assets/x.js:1:1`;
    Object.defineProperty(rejection, 'reason', { value: reason });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.report.errors).toEqual([
      { message: 'TypeError: cannot read x of https://site.example/mine (token=)', source: '/assets/deposit-a1b2.js:12:5', page: '/mine/finance/deposit', count: 2 },
      { message: 'Error: 加载失败', source: 'https://cdn.example/lib.js:7:9', page: '/mine/finance/deposit', count: 1 },
    ]);
    expect(sent[0]?.body).not.toMatch(/abc|s3cr3t|\?|at load/);
  });

  it('is sampled per page load: nothing at all outside the sample', () => {
    const outside = started({ random: 0.1, sampleRate: 0.1 });
    outside.report('LCP', 900);
    window.dispatchEvent(new ErrorEvent('error', { message: 'x' }));
    hide();
    expect(outside.sent).toEqual([]);
    const inside = started({ random: 0.0999, sampleRate: 0.1 });
    inside.report('LCP', 900);
    hide();
    expect(inside.sent).toHaveLength(1);
  });

  it('reads the build\'s sample rate (VITE_RUM_SAMPLE_RATE) as 0…1, else 10 %', () => {
    expect([sampleRateOf('0.25'), sampleRateOf('0'), sampleRateOf('1'), sampleRateOf(undefined), sampleRateOf('2'), sampleRateOf('ten'), sampleRateOf('')]).toEqual([0.25, 0, 1, 0.1, 0.1, 0.1, 0.1]);
  });

  it('keeps addresses in texts without their queries and fragments', () => {
    expect(withoutQueries('GET /game/sport/im?url=https%3A%2F%2Fx failed')).toBe('GET /game/sport/im failed');
    expect(withoutQueries('see https://a.example/p#frag and /b?c=1')).toBe('see https://a.example/p and /b');
    expect(sourceOf('https://other.example/s.js?k=1', 3, 4, 'https://site.example/')).toBe('https://other.example/s.js:3:4');
    expect(sourceOf(undefined, 0, 0, 'https://site.example/')).toBe('');
  });
});
