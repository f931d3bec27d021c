#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile, default simulated throttling) on `/`, `/user/login`, and
// logged in as the demo member `/mine/finance/deposit`, `/mine` and a record page
// (`/mine/record/betRecord`), against the production build and the simulator. Five runs per page;
// prints every run, then per page the worst run's score, LCP, TBT, CLS and longest main-thread
// task (Lighthouse's 4× CPU estimate) beside the medians, with the load average before and after
// (the numbers depend on it). Target (ARCHITECTURE "Budgets"): a score of at least 98 and an LCP of
// at most 1.5 s in every run; exit code 1 otherwise.
//
//   npm run bench [-- --runs 5] [-- --no-build --dist DIR] [-- --save DIR [--profile]] [-- --pages /,/mine]
//   npm run bench -- --all [--runs N]
//
// --all (issue #36): every row of the page table (@site/api-contract/pages) — guest rows as a
// guest, member rows as the demo member, a venue's `?url=` launch page with a fresh lobby address
// of its venue — one run each unless --runs says otherwise. A page that cannot be measured (it
// redirects, Lighthouse fails) gets a row saying why and the sweep goes on. The table (every mode)
// is sorted worst first and names each page's LCP element (tools/lib/bench-pages.mjs).
//
// --save DIR keeps every run's Lighthouse JSON (DIR/<page>-<run>.json) for reading the trace audits,
// and its trace (<page>-<run>.trace.json); --profile adds V8's CPU samples to that trace (they slow
// the page: a run with them is for reading, not for the table).
//
// Where it stands (28 Nov 2026, `--all`, one run a page, 2 cores). Build ed8dba6 with the
// priorities alone: 88 and 66 of 97 ≥ 95 in two sweeps an hour apart (worst 91 and 85), every page
// losing its points on TBT alone. Build ff00f6d (same product code) with the page's main thread on a
// CPU of its own (below): 97 of 97 ≥ 95 and 95 ≥ 98 (worst 96, median 100), LCP ≤ 1.39 s on all.
// Build 0d6a259, the same evening: 97 of 98 rows ≥ 97 (LCP ≤ 1.17 s); /customer/instead, measured to
// where it forwards (the page table's forwardsTo), 88 with an LCP of 3.9 s: the service page's, after
// the hop's code and the config's two calls. Since the hop opens with the service's heading block
// from its HTML (kept in place by the service page) and brings the service page's and the config's
// code with it: 100 in three runs, LCP 0.94–0.96 s.
// Lighthouse's TBT is a task's wall time × 4; the table's 线程 TBT column reckons the same sum from
// the main thread's CPU time (tools/lib/bench-pages.mjs threadBlockingTime) — what the page itself
// costs, whatever else ran on the machine.
//
// Env: BENCH_PORT (site, default 4345; the simulator takes +1 and its venue port +2),
// CHROME_PATH (default /usr/bin/chromium). Not part of `npm test`: it takes minutes and its
// numbers depend on the machine's load.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginDemo, spawnTestSite, venueLaunchUrl, WEB_VERSION_CHOICE_KEY } from './lib/bench.mjs';
import { formatBenchTable, lcpElementOf, parseLighthouseBenchArgs, selectBenchPages, threadBlockingTime } from './lib/bench-pages.mjs';
import { benchCpus, canPlaceThreads, holdChromiumForMeasurement, moveSelfTo, QUIET_CHROMIUM_FLAGS } from './lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const TARGET_SCORE = 98;
/**
 * Where the CPU goes while Lighthouse measures (issue #36). Lighthouse takes each main-thread task's
 * wall time × 4 as the phone's cost, so the page's main thread gets a CPU of its own (CPU 0; a phone
 * has 4–8 cores and the page's main thread one of them) and everything else — this script with
 * Lighthouse, the site server and the simulator, Chromium's browser, GPU and helper threads — shares
 * the rest (tools/lib/chromium.mjs holdChromiumForMeasurement). The servers stand for the
 * platform's machines, not the member's phone: nice 10; Lighthouse nice 5; Chromium's browser and
 * GPU threads nice 5, below the page's own helper threads (V8's GC and compiler, which the main
 * thread waits for at a join). The table's thread TBT column (the page's CPU time) is the check that
 * this measures the page and does not change it.
 *
 * Measured on 10 pages × 3 runs, one build (d1 = ff00f6d), a quiet machine, 28 Nov, back to back:
 * all threads on both CPUs (the priorities alone, as until now) worst 83–97 per page; the page's
 * main thread alone on CPU 0 with its helpers on both, worst 91, 8 of 10 pages below 98 once; main
 * alone on CPU 0 and helpers with the browser, every run of 30 ≥ 97 (29 ≥ 99), LCP ≤ 1.38 s.
 */
const SERVER_NICE = 10;
const LIGHTHOUSE_NICE = 5;
const TARGET_LCP_MS = 1500;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function waitForSite(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`站点 ${url} 在 ${timeoutMs} ms 内未就绪`);
}

/** The demo member's token cookie, for the member pages. */
async function demoMemberCookie(token) {
  const { tsImport } = await import('tsx/esm/api');
  const { HEADERS } = await tsImport('@site/api-contract', import.meta.url);
  return { name: HEADERS.token, value: token };
}

/**
 * One Lighthouse run in a fresh Chromium (fresh profile: cold HTTP cache). Lighthouse emulates a
 * phone, and the app sends phones to /download-page unless the member chose the web version there
 * (apps/web/src/shell/web-version-choice.ts, in localStorage). So before the run the origin gets
 * that choice, and the member's token cookie when asked, from a 404 text page that loads none of
 * the app; Lighthouse's storage reset is off so they survive, and the cache is still cold.
 */
async function lighthouseRun(url, cookie, saveAs) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { default: puppeteer } = await import('puppeteer-core');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: QUIET_CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const stopHolding = holdChromiumForMeasurement(chrome.pid, { cpus });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(new URL('/assets/bench-storage-primer.txt', url).href);
    await page.evaluate(
      (key, token) => {
        localStorage.setItem(key, String(Date.now()));
        if (token) document.cookie = `${token.name}=${encodeURIComponent(token.value)}; path=/`;
      },
      WEB_VERSION_CHOICE_KEY,
      cookie ?? null,
    );
    await page.close();
    await browser.disconnect();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      // With --profile, V8's CPU samples go in the saved trace too (to see what a long task was
      // running); the sampler runs on the page's renderer, so its figures are not the page's.
      ...(saveAs && opts.profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse 没有返回结果');
    if (lhr.runtimeError) throw Object.assign(new Error(`Lighthouse：${lhr.runtimeError.code} ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
    const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
    if (saveAs) {
      fs.writeFileSync(saveAs, JSON.stringify(lhr));
      // The trace too (with V8's CPU samples), to see what a long task was running.
      if (trace) fs.writeFileSync(saveAs.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
    }
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      threadTbt: trace?.traceEvents ? threadBlockingTime(trace.traceEvents) : undefined,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // Lighthouse's long tasks are its estimate at the throttled (4×) CPU.
      longestTask: Math.max(0, ...(lhr.audits['long-tasks']?.details?.items ?? []).map((t) => t.duration ?? 0)),
      finalPath,
      lcpElement: lcpElementOf(lhr),
    };
  } finally {
    stopHolding();
    await chrome.kill();
  }
}

const parsed = parseLighthouseBenchArgs(process.argv.slice(2));
if (parsed.error) {
  console.error(`[bench] ${parsed.error}`);
  process.exit(2);
}
const { opts } = parsed;
const port = Number(process.env.BENCH_PORT ?? 4345);
const base = `http://127.0.0.1:${port}`;
const dist = opts.dist ?? (opts.build ? fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-dist-')) : path.join(root, 'apps/web/dist'));

if (opts.build) {
  console.info(`[bench] 正在构建站点 → ${dist}`);
  const built = spawnSync(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The same start script as e2e: fresh simulator database, control API on (captcha answers).
// Not detached: a Ctrl-C reaches it with this script (start.mjs stops what it started).
const cpus = canPlaceThreads() ? benchCpus() : undefined;
if (cpus) moveSelfTo(cpus.otherCpus); // what starts from here (the servers, Chromium) inherits it
else console.info('[bench] 这台机器不能把线程放到指定 CPU（需要 Linux、至少 2 个 CPU 和 taskset）：页面主线程与其他进程共用 CPU，TBT 会偏高');
const site = spawnTestSite(port, dist, { detached: false, nice: SERVER_NICE });
// Lighthouse itself (this thread, and Chromium's threads until Chromium sets their priority) below
// the page it measures.
os.setPriority(LIGHTHOUSE_NICE);
const stopSite = () => {
  if (site.exitCode === null) site.kill('SIGTERM');
};
process.on('exit', stopSite);

let exitCode = 0;
if (opts.save) fs.mkdirSync(opts.save, { recursive: true });
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
/**
 * Lighthouse errors that say its trace recording went wrong, not that the page did (a page that
 * never paints fails with NO_FCP, which is not retried): that run is measured again, at most
 * twice, and the retry is printed.
 */
const RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);
async function measuredRun(url, cookie, saveAs, label) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, cookie, saveAs);
    } catch (error) {
      if (attempt > 2 || !RECORDING_ERRORS.has(error?.code)) throw error;
      console.info(`[bench] ${label}：${error.message}，重测`);
    }
  }
}

const { tsImport } = await import('tsx/esm/api');
const { PAGES: PAGE_TABLE } = await tsImport('@site/api-contract/pages', import.meta.url);
const { VENUE_ROUTES } = await tsImport('@site/api-contract', import.meta.url);
let pages;
try {
  pages = selectBenchPages(PAGE_TABLE, VENUE_ROUTES, opts);
} catch (error) {
  console.error(`[bench] ${error.message}`);
  process.exit(2);
}
try {
  await waitForSite(`${base}/`);
  const member = await loginDemo(port);
  const cookie = await demoMemberCookie(member.token);
  const loadBefore = loadAverage();
  console.info(`[bench] 负载（1/5/15 分钟）${loadBefore}，${os.cpus().length} 个 CPU${cpus ? `（页面主线程独占 CPU ${cpus.pageCpus.join(',')}，其余在 ${cpus.otherCpus.join(',')}）` : ''}；${pages.length} 个页面，每页 ${opts.runs} 次`);
  const rows = [];
  for (const page of pages) {
    const runs = [];
    try {
      for (let i = 0; i < opts.runs; i++) {
        const saveAs = opts.save ? path.join(opts.save, `${page.path.replaceAll('/', '_') || '_'}-${i + 1}.json`) : undefined;
        // A venue's launch page is opened as a member's app opens it: with a lobby address of its
        // own venue (a fresh launch each run), which the page loads and drops from the address bar.
        const query = page.venue ? `?url=${encodeURIComponent(await venueLaunchUrl(port, member.token, page.venue))}` : '';
        const run = await measuredRun(`${base}${page.path}${query}`, page.member ? cookie : undefined, saveAs, `${page.path} 第 ${i + 1} 次`);
        if (run.finalPath !== page.path && run.finalPath !== page.forwardsTo) throw new Error(`被重定向到 ${run.finalPath}：没有测到这个页面`);
        console.info(
          `[bench] ${page.path} 第 ${i + 1} 次：得分 ${run.score}，LCP ${Math.round(run.lcp)} ms，TBT ${Math.round(run.tbt)} ms（线程 ${run.threadTbt === undefined ? '—' : Math.round(run.threadTbt)} ms），CLS ${run.cls.toFixed(3)}，最长任务 ${Math.round(run.longestTask)} ms，LCP 元素 ${run.lcpElement}`,
        );
        runs.push(run);
      }
    } catch (error) {
      // One page that cannot be measured does not end the sweep: its row says why.
      const message = error instanceof Error ? error.message : String(error);
      console.info(`[bench] ${page.path}：${message}`);
      rows.push({ path: page.path, error: message });
      continue;
    }
    const of = (key) => runs.map((r) => r[key]);
    // Thread TBT only when every run's trace gave one.
    const threadTbts = of('threadTbt').every((v) => v !== undefined) ? of('threadTbt') : undefined;
    const worstRun = runs.reduce((w, r) => (r.score < w.score || (r.score === w.score && r.lcp > w.lcp) ? r : w));
    rows.push({
      path: page.path,
      lcpElement: worstRun.lcpElement,
      worst: { score: Math.min(...of('score')), lcp: Math.max(...of('lcp')), tbt: Math.max(...of('tbt')), threadTbt: threadTbts && Math.max(...threadTbts), cls: Math.max(...of('cls')), longestTask: Math.max(...of('longestTask')) },
      median: { score: median(of('score')), lcp: median(of('lcp')), tbt: median(of('tbt')), threadTbt: threadTbts && median(threadTbts), cls: median(of('cls')), longestTask: median(of('longestTask')) },
    });
  }
  const runsText = opts.runs > 1 ? `每页 ${opts.runs} 次：最差一次（中位数）` : '每页 1 次';
  console.info(`\nLighthouse 移动端（默认节流），${runsText}，最差的在前；负载（1/5/15 分钟）${loadBefore} → ${loadAverage()}，${os.cpus().length} 个 CPU`);
  console.info(formatBenchTable(rows, opts.runs));
  const below = rows.filter((r) => r.error || r.worst.score < TARGET_SCORE || r.worst.lcp > TARGET_LCP_MS);
  if (below.length > 0) {
    console.info(`\n[bench] ${below.length} 个页面有一次低于目标（得分 ${TARGET_SCORE}、LCP ${TARGET_LCP_MS} ms）或没有测到：${below.map((r) => r.path).join('、')}`);
    exitCode = 1;
  } else {
    console.info(`\n[bench] 每个页面的每一次都达到目标（得分 ${TARGET_SCORE}、LCP ${TARGET_LCP_MS} ms）`);
  }
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  stopSite();
  await new Promise((r) => (site.exitCode === null ? site.once('exit', r) : r()));
  if (opts.build && !opts.dist) fs.rmSync(dist, { recursive: true, force: true });
}
process.exit(exitCode);
