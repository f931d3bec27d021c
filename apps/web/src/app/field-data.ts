import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Metric } from 'web-vitals';

/**
 * Field data (RUM, issue #36 item 5): the Core Web Vitals members' browsers measure (LCP, INP, CLS,
 * TTFB, with Google's web-vitals) and uncaught errors, sent to the site itself (`POST /rum`, which
 * the Node server and nginx write as one JSON line each: apps/web/server/rum.ts) with
 * navigator.sendBeacon when the page is hidden or left. `tools/rum-report.mjs` reads the log.
 *
 * Loaded after the first paint, when the page is idle (start.tsx): nothing of it is in the first
 * load. Sampled per page load: VITE_RUM_SAMPLE_RATE at build time (0…1, default 0.1; 0 switches it
 * off). A report names the page by its route (`/chat/$roomId`), never its address: no query (a
 * `?token=` or a venue's `?url=`), no parameter value, no member name; error texts lose any query.
 */

export const RUM_PATH = '/rum';
export const DEFAULT_SAMPLE_RATE = 0.1;
/** Errors kept per report, and the longest message kept. */
const MAX_ERRORS = 10;
const MAX_MESSAGE = 300;
/** Under the servers' 16 KB limit for a report. */
const MAX_BODY = 15 * 1024;

export type MetricName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

export interface MetricReport {
  name: MetricName;
  /** ms (LCP, INP, TTFB) or the layout shift score (CLS), as web-vitals gives it. */
  value: number;
  rating: Metric['rating'];
  navigationType: Metric['navigationType'];
}

export interface ErrorReport {
  message: string;
  /** `/assets/file.js:line:column`: the script's path, never its query. */
  source: string;
  /** The route the page showed when it happened. */
  page: string;
  count: number;
}

export interface FieldReport {
  v: 1;
  /** The route of the page the visit landed on (the metrics are that page load's). */
  page: string;
  metrics: MetricReport[];
  errors: ErrorReport[];
}

/** What field data needs of the router: the route of a path, and of the page shown. */
export interface RouteSource {
  matchRoutes(pathname: string): ReadonlyArray<{ fullPath: string }>;
  state: { matches: ReadonlyArray<{ fullPath: string }> };
}

type Reporter = (report: (metric: Metric) => void) => void;

export interface FieldDataOptions {
  /** 0…1; default the build's VITE_RUM_SAMPLE_RATE. */
  sampleRate?: number;
  random?: () => number;
  send?: (url: string, body: string) => boolean;
  vitals?: Record<MetricName, Reporter>;
  win?: Window;
}

/** The build's sample rate: VITE_RUM_SAMPLE_RATE when it is a number from 0 to 1, else 10 %. */
export function sampleRateOf(value: unknown): number {
  const rate = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return rate >= 0 && rate <= 1 ? rate : DEFAULT_SAMPLE_RATE;
}

/** A text without the query or fragment of any address in it, nor a `name=value` that looks like a secret. */
export function withoutQueries(text: string): string {
  return text
    .replace(/((?:[a-z][a-z0-9+.-]*:\/\/[^\s?#'"()]*)|(?:\/[^\s?#'"()]*))[?#][^\s'"()]*/gi, '$1')
    .replace(/\b(token|url|key|password|pwd|session|jwt)=[^\s&'"()]*/gi, '$1=')
    .slice(0, MAX_MESSAGE);
}

/** `/assets/x.js:12:5` for the page's own scripts, `https://cdn.example/x.js:12:5` for another origin's. */
export function sourceOf(file: string | undefined, line: number | undefined, column: number | undefined, here: string): string {
  if (!file) return '';
  let where = withoutQueries(file);
  try {
    const url = new URL(file, here);
    where = url.origin === new URL(here).origin ? url.pathname : `${url.origin}${url.pathname}`;
  } catch {
    // Not an address (eval, an extension): as it came, without queries.
  }
  return [where, line, column].filter((part) => part !== undefined && part !== 0).join(':');
}

/** The first frame's file, line and column of an error's stack (the stack itself is never sent). */
function firstFrame(stack: string | undefined): [string, number, number] | undefined {
  const m = /((?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s()]+?):(\d+):(\d+)/i.exec(stack ?? '');
  return m ? [m[1] ?? '', Number(m[2]), Number(m[3])] : undefined;
}

/** The `performance.mark` set once a sampled page load is measured and its beacon will go. */
export const FIELD_DATA_MARK = 'site:field-data';

const routeOf = (matches: ReadonlyArray<{ fullPath: string }>) => matches.at(-1)?.fullPath ?? '/';

/**
 * Starts measuring this page load, if it is sampled. Returns a stop (tests). A beacon goes when the
 * page is hidden or left, with what is new since the last one.
 */
export function startFieldData(routes: RouteSource, options: FieldDataOptions = {}): () => void {
  const rate = options.sampleRate ?? sampleRateOf(import.meta.env['VITE_RUM_SAMPLE_RATE']);
  if ((options.random ?? Math.random)() >= rate) return () => undefined;
  const win = options.win ?? window;
  const send = options.send ?? ((url: string, body: string) => win.navigator.sendBeacon(url, body));
  // Every change, not only the final value at hiding: the latest of each is what a beacon carries,
  // so the one sent at pagehide (before Chromium's hidden event, when leaving) has all four.
  const all = { reportAllChanges: true };
  const vitals = options.vitals ?? {
    LCP: (report: (m: Metric) => void) => onLCP(report, all),
    INP: (report: (m: Metric) => void) => onINP(report, all),
    CLS: (report: (m: Metric) => void) => onCLS(report, all),
    TTFB: (report: (m: Metric) => void) => onTTFB(report, all),
  };

  // The page the visit landed on: its navigation's address, by the router's route table.
  const landing = win.performance.getEntriesByType('navigation')[0]?.name ?? win.location.href;
  const page = routeOf(routes.matchRoutes(new URL(landing, win.location.href).pathname));
  const metrics = new Map<MetricName, MetricReport>();
  const errors = new Map<string, ErrorReport>();

  for (const [name, on] of Object.entries(vitals) as [MetricName, Reporter][]) {
    on((metric) => metrics.set(name, { name, value: Math.round(metric.value * 10_000) / 10_000, rating: metric.rating, navigationType: metric.navigationType }));
  }

  const addError = (message: string, frame: [string | undefined, number | undefined, number | undefined]) => {
    const entry = { message: withoutQueries(message), source: sourceOf(...frame, win.location.href), page: routeOf(routes.state.matches) };
    const key = `${entry.message}|${entry.source}|${entry.page}`;
    const known = errors.get(key);
    if (known) known.count += 1;
    else if (errors.size < MAX_ERRORS) errors.set(key, { ...entry, count: 1 });
  };
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error;
    addError(event.message || (error instanceof Error ? error.message : '未知错误'), [event.filename, event.lineno, event.colno]);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : `未处理的 Promise 拒绝: ${String(reason)}`;
    addError(message, firstFrame(reason instanceof Error ? reason.stack : undefined) ?? [undefined, undefined, undefined]);
  };

  const flush = () => {
    if (metrics.size === 0 && errors.size === 0) return;
    const report: FieldReport = { v: 1, page, metrics: [...metrics.values()], errors: [...errors.values()] };
    let body = JSON.stringify(report);
    while (body.length > MAX_BODY && report.errors.length > 0) {
      report.errors.pop();
      body = JSON.stringify(report);
    }
    if (send(RUM_PATH, body)) {
      metrics.clear();
      errors.clear();
    }
  };
  // Leaving a page, Chromium fires pagehide first, then visibilitychange, when web-vitals reports
  // final values (in its own handler, before this one): a value that changed then, or a CLS of 0
  // never reported before, goes in a second beacon. A hidden tab sends one.
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', flush);
  // Measuring from here on: a mark whoever watches the page can wait for (the RUM e2e waits for it
  // before it leaves the page, rather than for a time that a loaded machine outlasts).
  win.performance.mark?.(FIELD_DATA_MARK);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.document.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', flush);
  };
}
