// The parts of `npm run bench` (tools/bench.mjs) that are not Lighthouse: its command line, which
// pages it measures (the five-page default, or with --all every row of the page table) and the
// table it prints, worst first. Plain functions of their inputs, unit-tested in bench-pages.test.ts.

import path from 'node:path';

/** The quick default: the four pages drawn into their HTML and a record page. */
export const DEFAULT_PAGES = ['/', '/user/login', '/mine/finance/deposit', '/mine', '/mine/record/betRecord'];

/** Runs per page: five for the quick default, one for the sweep of every page. */
export const DEFAULT_RUNS = 5;
export const DEFAULT_RUNS_ALL = 1;

/**
 * The command line: `--runs N`, `--all`, `--pages /a,/b`, `--no-build`, `--dist DIR`, `--save DIR`,
 * `--profile` (V8's CPU samples in the saved trace; they cost the page, so never for headline figures).
 * Returns `{ opts }`, or `{ error }` (in Chinese, for the console) for an unknown argument or a bad
 * `--runs`. `--runs` not given: one run per page with `--all`, five otherwise.
 */
export function parseLighthouseBenchArgs(argv) {
  const opts = { runs: undefined, all: false, build: true, dist: undefined, save: undefined, profile: false, pages: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs') opts.runs = Number(argv[++i]);
    else if (a === '--all') opts.all = true;
    else if (a === '--no-build') opts.build = false;
    else if (a === '--dist') opts.dist = path.resolve(argv[++i] ?? '');
    else if (a === '--save') opts.save = path.resolve(argv[++i] ?? '');
    else if (a === '--profile') opts.profile = true;
    else if (a === '--pages') opts.pages = (argv[++i] ?? '').split(',').map((p) => p.trim()).filter(Boolean);
    else return { error: `未知参数 ${a}` };
  }
  if (opts.runs === undefined) opts.runs = opts.all ? DEFAULT_RUNS_ALL : DEFAULT_RUNS;
  if (!Number.isInteger(opts.runs) || opts.runs < 1) return { error: '--runs 需要一个正整数' };
  if (opts.pages && opts.pages.length === 0) return { error: '--pages 需要至少一个页面路径' };
  if (opts.profile && !opts.save) return { error: '--profile 需要和 --save DIR 一起用' };
  return { opts };
}

/**
 * The pages to measure, as `{ path, member, venue, forwardsTo }` (venue: the venue code of a `?url=` launch
 * page, which is opened with a valid lobby address; else undefined; forwardsTo: the page table's, where
 * a page whose work is to forward the member lands — its run is measured until it has, and counts as its row). `table` is the page table
 * (`@site/api-contract/pages`), `venueRoutes` the launch routes by venue (`VENUE_ROUTES`).
 * `--pages` picks rows of the table (with or without `--all`; a path not in the table is an error),
 * `--all` every row in table order, else the default five.
 */
export function selectBenchPages(table, venueRoutes, { all = false, pages } = {}) {
  const venueOf = new Map(Object.entries(venueRoutes).map(([code, route]) => [route, code]));
  const rowOf = (p) => {
    const row = table.find((r) => r.path === p);
    if (!row) throw new Error(`页面表里没有 ${p}`);
    return { path: row.path, member: row.access === 'member', venue: venueOf.get(row.path), forwardsTo: row.forwardsTo };
  };
  if (pages) return pages.map(rowOf);
  if (all) return table.map((row) => rowOf(row.path));
  return DEFAULT_PAGES.map(rowOf);
}

/**
 * Rows worst first: a page that failed to measure, then the lowest worst score, then the longest
 * worst LCP, then the largest CLS. A row is `{ path, error? , worst: { score, lcp, tbt, cls } }`.
 */
export function worstFirst(rows) {
  const key = (r) => [r.error ? 0 : 1, r.worst?.score ?? 0, -(r.worst?.lcp ?? 0), -(r.worst?.cls ?? 0)];
  return [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
    return a.path.localeCompare(b.path);
  });
}

/** A table cell of text: pipes and line breaks would break the Markdown row. */
const cellText = (s) => String(s).replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/**
 * The printed table (Markdown), rows worst first: score, LCP, TBT, CLS and the LCP element — the
 * worst run's value, with the median in brackets when there was more than one run.
 */
export function formatBenchTable(rows, runs) {
  const lines = ['| 页面 | 得分 | LCP (ms) | TBT (ms) | 线程 TBT (ms) | CLS | LCP 元素 |', '|---|---:|---:|---:|---:|---:|---|'];
  const round = (v) => (v === undefined ? '—' : String(Math.round(v)));
  const cell = (r, key, f = round) => (runs > 1 ? `${f(r.worst[key])} (${f(r.median[key])})` : f(r.worst[key]));
  for (const r of worstFirst(rows)) {
    if (r.error) {
      lines.push(`| ${r.path} | 失败 | | | | | ${cellText(r.error)} |`);
      continue;
    }
    lines.push(
      `| ${r.path} | ${cell(r, 'score')} | ${cell(r, 'lcp')} | ${cell(r, 'tbt')} | ${cell(r, 'threadTbt')} | ${cell(r, 'cls', (v) => v.toFixed(3))} | ${cellText(r.lcpElement ?? '')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Blocking time from the page's own CPU: over the renderer main thread's tasks from first
 * contentful paint to the end of the trace, Σ max(0, 4 × thread time − 50 ms). Lighthouse's TBT
 * takes each task's wall time × 4 instead, so on a 2-core machine shared by the browser, the site
 * and the simulator, time the thread spent waiting for a core counts as blocking (a task's wall time
 * was 2–5× its thread time, issue #36): this column is what the page itself costs. Undefined when
 * the trace has no main thread or no FCP.
 */
export function threadBlockingTime(traceEvents) {
  const busy = new Map();
  const mainThreads = new Set();
  for (const e of traceEvents) {
    if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mainThreads.add(`${e.pid}:${e.tid}`);
    if (e.ph === 'X' && e.name === 'RunTask') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy].filter(([thread]) => mainThreads.has(thread)).sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return undefined;
  const [pid, tid] = main.split(':').map(Number);
  // The page's own FCP: a frame in the same renderer (a same-site iframe, the venue's lobby on a
  // launch page) paints its own firstContentfulPaint later, and counting from that one hid the
  // launch pages' blocking time (thread TBT 0 beside Lighthouse's 180–556 ms). The main frame is
  // the one an outermost-main-frame navigation loaded a document into; a trace without that
  // marker (older Chromium) keeps the last FCP of the process.
  const mainFrames = new Set(
    traceEvents
      .filter((e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.isOutermostMainFrame && e.args.data.documentLoaderURL)
      .map((e) => e.args.frame),
  );
  const fcp = traceEvents
    .filter((e) => e.name === 'firstContentfulPaint' && e.pid === pid && (mainFrames.size === 0 || mainFrames.has(e.args?.frame)))
    .reduce((last, e) => (!last || e.ts > last.ts ? e : last), undefined);
  if (!fcp) return undefined;
  let blocking = 0;
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== pid || e.tid !== tid || e.ts < fcp.ts) continue;
    blocking += Math.max(0, (4 * (e.tdur ?? e.dur)) / 1000 - 50);
  }
  return blocking;
}

/**
 * The LCP element Lighthouse names in a report (Lighthouse 13: the node of `lcp-breakdown-insight`;
 * before, `largest-contentful-paint-element`): its label and the end of its selector, or '' when
 * the report has none.
 */
export function lcpElementOf(lhr) {
  const found = [];
  const visit = (v) => {
    if (!v || typeof v !== 'object' || found.length > 0) return;
    if (v.type === 'node' && (v.selector || v.nodeLabel)) {
      found.push(v);
      return;
    }
    for (const child of Array.isArray(v) ? v : Object.values(v)) visit(child);
  };
  visit(lhr?.audits?.['lcp-breakdown-insight']?.details);
  visit(lhr?.audits?.['largest-contentful-paint-element']?.details);
  const node = found[0];
  if (!node) return '';
  const label = (node.nodeLabel ?? '').slice(0, 24);
  const selector = (node.selector ?? '').split(' > ').slice(-2).join(' > ');
  return label && selector ? `${label} (${selector})` : label || selector;
}
