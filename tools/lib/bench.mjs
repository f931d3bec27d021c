// The harness of the browser benches: chat-bench and records-bench measure one page in Debian's
// Chromium against the production build and a fresh simulator; bench.mjs runs Lighthouse against
// the same site. What they share is here: their command line, starting the site, logging the demo
// member in, the browser (and a member's phone, the chat socket, a whole run for nav-bench and soak)
// and the page's long-task and frame counters, CPU throttling and the
// profiler, and the numbers they print.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { benchCpus, canPlaceThreads, chromiumPath, FOREGROUND_CHROMIUM_FLAGS, holdChromiumForMeasurement, launchedChromiumPid, moveSelfTo } from './chromium.mjs';
import { portInUse, stopServer, waitForPort } from './servers.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** The options chat-bench and records-bench both take: `--name` → [key, how its value is read]. */
const COMMON_OPTIONS = {
  '--dist': ['dist', (v) => path.resolve(v)],
  '--port': ['port', Number],
  '--seconds': ['seconds', Number],
  '--runs': ['runs', (v) => Math.max(1, Number(v))],
  '--cpu-slowdown': ['cpuSlowdown', Number],
  '--profile': ['profile'],
  '--why': ['why'],
};

/**
 * The command line of a bench: `defaults` plus `options` (as COMMON_OPTIONS: an option without a
 * reader is a flag, true when given). An unknown argument exits with code 2.
 */
export function parseBenchArgs(name, argv, defaults, options = {}) {
  const known = { ...COMMON_OPTIONS, ...options };
  const opts = {
    dist: process.env.SITE_DIST ?? path.join(root, 'apps/web/dist'),
    seconds: 10,
    runs: 1,
    cpuSlowdown: 1,
    profile: false,
    why: false,
    ...defaults,
  };
  for (let i = 0; i < argv.length; i++) {
    const option = known[argv[i]];
    if (!option) {
      console.error(`[${name}] 未知参数 ${argv[i]}`);
      process.exit(2);
    }
    const [key, read] = option;
    opts[key] = read ? read(argv[++i] ?? '') : true;
  }
  return opts;
}

/**
 * Starts tools/start.mjs --no-build --test: the production server on `port` serving `dist`, a fresh
 * simulator on port + 1 (its venue lobbies on port + 2). `detached` puts it in its own process
 * group, so stopServer (servers.mjs) stops the simulator and the site with it. `nice`: their CPU
 * priority when lower than this process's (Lighthouse's bench puts them below the browser).
 */
export function spawnTestSite(port, dist, { detached, nice = 0 }) {
  const command = [process.execPath, path.join(root, 'tools/start.mjs'), '--no-build', '--test'];
  // `nice` is absolute (this process may run niced itself); coreutils' nice takes an adjustment.
  const adjustment = nice - os.getPriority();
  const [file, ...args] = adjustment > 0 ? ['nice', '-n', String(adjustment), ...command] : command;
  return spawn(file, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), SIM_PORT: String(port + 1), SITE_DIST: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached,
  });
}

/** Throws when the site's, the simulator's or its venues' port is taken: a server left from another run would be measured instead. */
export async function assertPortsFree(port) {
  for (const p of [port, port + 1, port + 2]) {
    if (await portInUse(p)) throw new Error(`端口 ${p} 已被占用（可能是上一次运行留下的服务），请先停止它或换用 --port`);
  }
}

/** The demo member logged in through the site on `port` (captcha answered by the simulator's control API), as the e2e tests do. */
export async function loginDemo(port) {
  const { login, DEMO } = await tsImport('../../apps/web-e2e/src/chat/members.ts', import.meta.url);
  return login(DEMO.username, DEMO.password, `http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`);
}

/** Debian's Chromium with the page as a member's foreground tab. */
export function launchForeground() {
  return chromium.launch({ executablePath: chromiumPath, args: FOREGROUND_CHROMIUM_FLAGS });
}

/**
 * Where the app keeps a phone's choice of the web version (apps/web/src/shell/web-version-choice.ts):
 * without it the app sends a phone to /download-page. Every bench that opens the site as a phone sets it.
 */
export const WEB_VERSION_CHOICE_KEY = 'preferWebVersionAt';

/**
 * A phone (390×844, touch, zh-CN) with the member's `token` cookie for the site on `port` and the
 * web version chosen (nav-bench, soak).
 */
export async function newMemberContext(browser, port, token) {
  const { HEADERS } = await tsImport('@site/api-contract', import.meta.url);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  await context.addCookies([{ name: HEADERS.token, value: encodeURIComponent(token), url: `http://127.0.0.1:${port}` }]);
  await context.addInitScript(([key]) => localStorage.setItem(key, String(Date.now())), [WEB_VERSION_CHOICE_KEY]);
  return context;
}

/** A chat server frame: the reply or push `msgId` with `data`. */
export const chatReply = (msgId, data) => JSON.stringify({ msgId, msgData: { code: 6000, message: '', data } });

/**
 * The chat socket played by the bench (Playwright's WebSocket routing; awaited before the page opens,
 * or the page reaches the real chat server): the handshake, the member with the one `room`, the
 * room's join with no history. `echo`: a message sent (10003) comes back at once as the room's
 * broadcast. `onSocket` gets the socket, to push messages to the page.
 */
export function playChatSocket(page, room, { echo = false, onSocket } = {}) {
  let id = 0;
  return page.routeWebSocket(/\/stream\/ws\/v1\/handshake/, (ws) => {
    onSocket?.(ws);
    ws.onMessage((raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.msgId === 0) ws.send(chatReply(0, {}));
      if (frame.msgId === 10001) ws.send(chatReply(10001, { userId: 1, nickName: '压测', grade: 5, speechStatus: 0, vipMin: 0, vipMax: 0, score: 0, rooms: [room], shielded: [] }));
      if (frame.msgId === 10002) ws.send(chatReply(10002, { room, history: [] }));
      if (echo && frame.msgId === 10003) {
        id += 1;
        const content = frame.msgData?.content ?? frame.msgData?.data?.content ?? '';
        ws.send(chatReply(10003, { id, roomId: room.roomId, userId: 1, nickName: '压测', grade: 5, kind: 'text', content, bet: null, gift: null, createdAt: Date.now() }));
      }
    });
  });
}

/**
 * One bench run as nav-bench and soak make it: the site and a fresh simulator on `opts.port` serving
 * `opts.dist`, the demo member logged in, Chromium; `body(member, browser, cpus)` measures. The browser
 * and the servers always stop; an error is printed. Resolves to true when the run failed (an error,
 * or `body` said so). `placeThreads`: the page's main thread on a CPU of its own while it runs
 * (`cpus` says where; undefined where the machine cannot), Chromium's other threads at `browserNice`.
 */
export async function runOnTestSite(name, opts, body, { placeThreads = false, browserNice = 5 } = {}) {
  if (!fs.existsSync(path.join(opts.dist, 'index.html'))) {
    console.error(`[${name}] ${opts.dist} 里没有构建好的站点（index.html）：先构建，或用 --dist 指向构建目录`);
    return true;
  }
  await assertPortsFree(opts.port);
  // A timing bench (nav-bench) places the page's main thread on a CPU of its own, as Lighthouse's
  // does (tools/lib/chromium.mjs): this script, the servers and the browser start on the others.
  const cpus = placeThreads && canPlaceThreads() ? benchCpus() : undefined;
  if (cpus) moveSelfTo(cpus.otherCpus);
  else if (placeThreads) console.info(`[${name}] 这台机器不能把线程放到指定 CPU（需要 Linux、至少 2 个 CPU 和 taskset）：页面主线程与其他进程共用 CPU`);
  const server = spawnTestSite(opts.port, opts.dist, { detached: true });
  let browser;
  let stopHolding = () => undefined;
  try {
    await waitForPort(opts.port);
    const member = await loginDemo(opts.port);
    browser = await launchForeground();
    const pid = cpus ? launchedChromiumPid() : undefined;
    if (pid) stopHolding = holdChromiumForMeasurement(pid, { cpus, browserNice });
    return (await body(member, browser, cpus)) === true;
  } catch (error) {
    console.error(`[${name}] ${error instanceof Error ? error.stack : String(error)}`);
    return true;
  } finally {
    stopHolding();
    await browser?.close();
    await stopServer(server);
  }
}

/**
 * The page's counters, installed before it loads (page.addInitScript): `window.__bench.tasks`, the
 * long tasks (PerformanceObserver "longtask": over 50 ms); `loaf`, the long animation frames with
 * the scripts behind them (printed with --why); and while `counting`, the frames drawn and the
 * longest gap between two.
 */
export function benchCounters() {
  const w = window;
  w.__bench = { tasks: [], loaf: [], frames: 0, maxGap: 0, counting: false, last: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__bench.loaf.push({
        start: e.startTime,
        duration: e.duration,
        blocking: e.blockingDuration,
        render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
        layout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
        scripts: e.scripts.map((x) => ({ invoker: x.invoker, source: x.sourceURL.split('/').pop(), fn: x.sourceFunctionName, ms: Math.round(x.duration), layoutMs: Math.round(x.forcedStyleAndLayoutDuration) })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
  const tick = (t) => {
    const b = w.__bench;
    if (b.counting) {
      if (b.last > 0) b.maxGap = Math.max(b.maxGap, t - b.last);
      b.frames += 1;
      b.last = t;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * A DevTools session on the page when --profile or --cpu-slowdown asks for one (else null), with
 * the CPU already slowed: --cpu-slowdown N runs the page's CPU N times slower, to see how much
 * headroom the budget has on this machine (a pass at 2 means every task stayed under 25 ms).
 */
export async function benchSession(context, page, opts) {
  const cdp = opts.profile || opts.cpuSlowdown !== 1 ? await context.newCDPSession(page) : null;
  if (cdp && opts.cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpuSlowdown });
  return cdp;
}

/** Starts V8's sampling profiler (--profile). */
export async function startProfiler(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
}

/** --profile: the `top` functions with the most self time, to find what to make cheaper. */
export function printProfile(name, heading, profile, top) {
  const self = new Map();
  const dt = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  (profile.samples ?? []).forEach((id, i) => {
    const f = byId.get(id).callFrame;
    const key = `${f.functionName || '(匿名)'} ${path.basename(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  console.info(`[${name}] ${heading}`);
  for (const [fn, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) console.info(`  ${ms.toFixed(1).padStart(8)} ms  ${fn}`);
}

/** How many long tasks and the longest one, in whole ms. */
export function taskSummary(tasks) {
  return { longTasks: tasks.length, longestTaskMs: Math.round(tasks.reduce((m, t) => Math.max(m, t.duration), 0)) };
}

/** Frames per second to one decimal. */
export const framesPerSecond = (frames, ms) => Math.round((frames / (ms / 1000)) * 10) / 10;

/**
 * --runs N: the whole run N times (fresh simulator, site and browser each time), since one run on
 * a busy 2-core machine is luck. Returns the runs and the worst of a number across them.
 */
export async function repeatRuns(opts, step, runOnce) {
  const runs = [];
  for (let i = 1; i <= opts.runs; i++) {
    if (opts.runs > 1) step(`第 ${i}/${opts.runs} 次运行`);
    runs.push(await runOnce(opts));
  }
  return {
    runs,
    max: (pick) => Math.max(...runs.map((r) => pick(r.report))),
    min: (pick) => Math.min(...runs.map((r) => pick(r.report))),
  };
}

/**
 * A fresh lobby address of `venue` (a venue code) for the demo member with `token`, from the
 * platform's launch call through the site on `port`: what a `?url=` launch page is opened with.
 */
export async function venueLaunchUrl(port, token, venue) {
  const { randomUUID } = await import('node:crypto');
  const { API_PATHS, API_VERSION, CLIENT_TYPE, HEADERS, SITE_ID, signPath } = await tsImport('@site/api-contract', import.meta.url);
  const route = API_PATHS.venueLaunch;
  const reply = await fetch(`http://127.0.0.1:${port}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADERS.token]: token,
      [HEADERS.siteId]: String(SITE_ID),
      [HEADERS.clientType]: CLIENT_TYPE,
      [HEADERS.version]: API_VERSION,
      [HEADERS.signedPath]: signPath(route),
      [HEADERS.uuid]: randomUUID(),
    },
    body: JSON.stringify({ enName: venue }),
  });
  const json = await reply.json();
  if (json.status_code !== 6000 || typeof json.data?.url !== 'string') throw new Error(`${venue} 的启动地址：${json.status_code} ${json.message}`);
  return json.data.url;
}
