#!/usr/bin/env node
// Chat list benchmark (issue 6; a measurement, not a timed test). In Debian's Chromium at 390×844,
// the room page of the production build holds 10,000 messages, then takes a burst of 50 messages
// a second for 10 s. Prints the longest main-thread task (PerformanceObserver "longtask", which
// sees tasks over 50 ms; 0 means none was that long) for the load and for the burst, the frame
// rate and the longest gap between two frames during the burst. Budget: no task over 50 ms; and
// after the burst the room holds every message (10,000 + 500) and is scrolled to the newest.
// Tasks before the page asks to join the room are the app's start-up (bundle evaluation, first
// render): printed as `startup` for information, judged by Lighthouse's TBT (npm run bench), not
// counted against the chat's budget. The load phase runs from the join to the list showing.
//
//   node tools/chat-bench.mjs [--dist DIR] [--port 4360] [--messages 10000] [--rate 50] [--seconds 10]
//                             [--runs N] [--cpu-slowdown N] [--profile] [--why] [--trace FILE]
//
// --runs N repeats the whole run N times (fresh simulator, site and browser each time) and prints
// the worst of each number: a verdict from one run is luck on a busy 2-core machine.
// --cpu-slowdown N runs the page's CPU N times slower (DevTools' throttling) to show the headroom:
// passing at 3 means every chat task stayed under about 17 ms at full speed.
// --profile prints the functions with the most self time per phase; --trace FILE writes a Chromium
// trace of both phases (open it in DevTools' Performance panel) to see layouts and long tasks.
//
// --dist (or SITE_DIST): the build to serve, default apps/web/dist. The simulator (fresh database)
// serves the login, the member JWT and the site config; the chat socket itself is played by this
// script through Playwright's WebSocket routing, so the numbers are the page's alone.
// Exit code 1 when a task went over the budget or the run failed.
import path from 'node:path';
import {
  assertPortsFree,
  benchCounters,
  benchSession,
  framesPerSecond,
  launchForeground,
  loginDemo,
  parseBenchArgs,
  printProfile,
  repeatRuns,
  spawnTestSite,
  startProfiler,
  taskSummary,
} from './lib/bench.mjs';
import { stepLogger, stopServer, waitForPort } from './lib/servers.mjs';

const BUDGET_MS = 50;
const ROOM_ID = 1;
const HISTORY_PAGE = 100;

const parseArgs = (argv) =>
  parseBenchArgs('chat-bench', argv, { port: 4360, messages: 10_000, rate: 50, trace: '' }, {
    '--messages': ['messages', Number],
    '--rate': ['rate', Number],
    '--trace': ['trace', (v) => path.resolve(v)],
  });

const LINES = ['今晚英超谁看好？', '跟单跟单！', '刚刚红单了，感谢老哥带飞 🎉', '湖人今天状态不错', '提款十分钟就到账了'];

function message(id, createdAt) {
  return {
    id,
    roomId: ROOM_ID,
    userId: 1000 + (id % 37),
    nickName: `压测会员${id % 37}`,
    grade: id % 11,
    kind: 'text',
    // Every 7th message is long enough to wrap over several lines, so rows differ in height.
    content: id % 7 === 0 ? `${LINES[id % LINES.length]} ${'长消息'.repeat(40)}` : (LINES[id % LINES.length] ?? ''),
    bet: null,
    gift: null,
    createdAt,
  };
}

const reply = (msgId, data) => JSON.stringify({ msgId, msgData: { code: 6000, message: '', data } });

const step = stepLogger('chat-bench');

/** One run: a fresh simulator and site, one browser; returns the report. */
async function runOnce(opts) {
  process.env.E2E_PORT = String(opts.port);
  await assertPortsFree(opts.port);
  const server = spawnTestSite(opts.port, opts.dist, { detached: true });
  let browser;
  try {
    await waitForPort(opts.port);
    step('站点已就绪');
    const member = await loginDemo(opts.port);

    browser = await launchForeground();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'zh-CN' });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('[chat-bench] 页面错误', error));
    await page.addInitScript(benchCounters);

    const now = Date.now();
    const room = { roomId: ROOM_ID, roomName: '压测大厅', vipMin: 0, vipMax: 0, status: 1, online: 999 };
    const history = Array.from({ length: opts.messages }, (_, i) => message(i + 1, now - (opts.messages - i) * 1000));
    let server$;
    let joinWall = null;
    let resolveJoined;
    const joined = new Promise((resolve) => {
      resolveJoined = resolve;
    });
    // Awaited before the page opens: a route installed late lets the page reach the real chat server.
    await page.routeWebSocket(/\/stream\/ws\/v1\/handshake/, (ws) => {
        server$ = ws;
        ws.onMessage((raw) => {
          const frame = JSON.parse(String(raw));
          if (frame.msgId === 0) ws.send(reply(0, {}));
          if (frame.msgId === 10001)
            ws.send(
              reply(10001, {
                userId: 1, nickName: '压测', grade: 5, speechStatus: 0, vipMin: 0, vipMax: 0, score: 0, rooms: [room], shielded: [],
              }),
            );
          if (frame.msgId === 10002) {
            // The join (msgId 10002) divides the app's own start-up (bundle evaluation, first
            // render; Lighthouse's TBT judges that) from the chat's work. Wall clock, compared
            // with the page's performance.timeOrigin below.
            joinWall ??= Date.now();
            // The room opens with the newest page; the rest arrives as history pages of the
            // contract's largest size (100), one every 50 ms, as when a reader scrolls up fast.
            const pages = [];
            for (let end = history.length; end > 0; end -= HISTORY_PAGE) pages.push(history.slice(Math.max(0, end - HISTORY_PAGE), end));
            const [newest, ...older] = pages;
            ws.send(reply(10002, { room, history: newest ?? [] }));
            let i = 0;
            const timer = setInterval(() => {
              const page = older[i];
              i += 1;
              if (page) ws.send(reply(10011, { roomId: ROOM_ID, list: page, hasMore: i < older.length }));
              if (i >= older.length) {
                clearInterval(timer);
                resolveJoined(Date.now());
              }
            }, 50);
          }
        });
    });

    const cdp = await benchSession(context, page, opts);
    if (cdp && opts.profile) await startProfiler(cdp);
    if (opts.trace) await browser.startTracing(page, { path: opts.trace, screenshots: false });
    await page.goto(`http://127.0.0.1:${opts.port}/chat/${ROOM_ID}?token=${encodeURIComponent(member.token)}`);
    step('页面已打开');
    await joined;
    step(`已进入房间，${opts.messages} 条消息已分页送达`);
    await page.getByTestId('chat-list').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="chat-list"] [data-index]').length > 0);
    await page.waitForTimeout(1000);
    step('列表已显示');
    // On a slowed CPU the history pages are still being taken in: the load phase lasts until the
    // newest of the loaded messages is drawn as the last row (or 20 s have passed).
    await page
      .waitForFunction((n) => document.querySelector(`[data-testid="chat-list"] [data-index="${n - 1}"]`) !== null, opts.messages, { timeout: 20_000 })
      .catch(() => undefined);
    if (opts.why) {
      const frames = await page.evaluate((wall) => {
        const joinAt = wall - performance.timeOrigin;
        return window.__bench.loaf.filter((f) => f.start + f.duration >= joinAt && f.blocking > 0).map((f) => ({ ...f, start: Math.round(f.start - joinAt) }));
      }, joinWall ?? 0);
      console.info('[chat-bench] 加入房间后的长动画帧（毫秒，start 相对加入时刻）', JSON.stringify(frames, null, 1));
    }
    const { startup, load } = await page.evaluate((wall) => {
      const tasks = window.__bench.tasks.splice(0);
      const joinAt = wall - performance.timeOrigin;
      return { startup: tasks.filter((t) => t.start < joinAt), load: tasks.filter((t) => t.start >= joinAt) };
    }, joinWall ?? 0);
    const rowsInList = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('[data-testid="chat-list"] [data-index]')].map((el) => Number(el.getAttribute('data-index')) + 1)),
    );
    if (cdp && opts.profile) {
      printProfile('chat-bench', '加载：自身耗时最多的函数', (await cdp.send('Profiler.stop')).profile, 15);
      await cdp.send('Profiler.start');
    }

    await page.evaluate(() => {
      window.__bench.counting = true;
    });
    const burstStart = Date.now();
    const total = opts.rate * opts.seconds;
    let sent = 0;
    await new Promise((resolve) => {
      const timer = setInterval(() => {
        sent += 1;
        server$.send(reply(10003, message(opts.messages + sent, Date.now())));
        if (sent >= total) {
          clearInterval(timer);
          resolve();
        }
      }, 1000 / opts.rate);
    });
    await page.waitForTimeout(500);
    const burstMs = Date.now() - burstStart;
    // The room ends at the newest message by itself (within 5 s of the last one on a slow CPU).
    const newest = LINES[(opts.messages + total) % LINES.length] ?? '';
    await page
      .waitForFunction((text) => [...document.querySelectorAll('[data-testid="chat-list"] [data-testid="chat-text"]')].at(-1)?.textContent?.includes(text), newest, { timeout: 5_000 })
      .catch(() => undefined);
    const endState = await page.evaluate(() => {
      const el = document.querySelector('[data-testid="chat-list"]');
      return el ? { gapBelowPx: Math.round(el.scrollHeight - el.scrollTop - el.clientHeight) } : { gapBelowPx: -1 };
    });
    if (cdp && opts.profile) printProfile('chat-bench', '突发：自身耗时最多的函数', (await cdp.send('Profiler.stop')).profile, 15);
    const result = await page.evaluate(() => {
      const b = window.__bench;
      b.counting = false;
      return { tasks: b.tasks.splice(0), frames: b.frames, maxGap: b.maxGap };
    });
    if (opts.trace) await browser.stopTracing();
    const lastText = await page.getByTestId('chat-list').getByTestId('chat-text').last().textContent();
    await page.screenshot({ path: '/tmp/chat-bench.png' });
    // How many messages the room holds: the last row's index once scrolled to the very end.
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="chat-list"]');
      if (el) el.scrollTop = el.scrollHeight;
    });
    await page.waitForTimeout(1000);
    const rowsHeld = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('[data-testid="chat-list"] [data-index]')].map((el) => Number(el.getAttribute('data-index')) + 1)),
    );

    const report = {
      messagesLoaded: opts.messages,
      rowsInList,
      burst: `${opts.rate}/s × ${opts.seconds} s = ${total} 条`,
      lastMessageShown: lastText?.includes(newest) ?? false,
      rowsHeld,
      heldEveryMessage: rowsHeld === opts.messages + total,
      endedAtNewest: (lastText?.includes(newest) ?? false) && endState.gapBelowPx <= 2,
      gapBelowNewestPx: endState.gapBelowPx,
      startup: { ...taskSummary(startup), note: '应用启动（不计入聊天预算）' },
      load: taskSummary(load),
      burstPhase: {
        ...taskSummary(result.tasks),
        fps: framesPerSecond(result.frames, burstMs),
        longestFrameGapMs: Math.round(result.maxGap),
      },
    };
    const worst = Math.max(report.load.longestTaskMs, report.burstPhase.longestTaskMs);
    const complete = report.heldEveryMessage && report.endedAtNewest;
    console.info(JSON.stringify(report, null, 2));
    console.info(
      `[chat-bench] 最长主线程任务 ${worst} ms（加载 ${report.load.longestTaskMs} ms，突发 ${report.burstPhase.longestTaskMs} ms），` +
        `帧率 ${report.burstPhase.fps} fps，预算 ${BUDGET_MS} ms：${worst > BUDGET_MS ? '超出' : '通过'}；` +
        `房间有 ${rowsHeld}/${opts.messages + total} 条，${report.endedAtNewest ? '停在最新一条' : `没有停在最新一条（下方还有 ${endState.gapBelowPx} px）`}`,
    );
    return { report, worst, complete };
  } finally {
    await browser?.close();
    await stopServer(server);
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const { runs, max, min } = await repeatRuns(opts, step, runOnce);
  const over = runs.filter((r) => r.worst > BUDGET_MS).length;
  const incomplete = runs.filter((r) => !r.complete).length;
  if (opts.runs > 1) {
    console.info(
      `[chat-bench] ${opts.runs} 次运行（CPU 减速 ${opts.cpuSlowdown}×）：加载最长任务 ${max((r) => r.load.longestTaskMs)} ms，` +
        `突发最长任务 ${max((r) => r.burstPhase.longestTaskMs)} ms，帧率最低 ${min((r) => r.burstPhase.fps)} fps，` +
        `最长帧间隔 ${max((r) => r.burstPhase.longestFrameGapMs)} ms，启动最长任务 ${min((r) => r.startup.longestTaskMs)}–${max((r) => r.startup.longestTaskMs)} ms（不计入）；` +
        `超出预算 ${over} 次；没有收齐全部消息或没有停在最新一条 ${incomplete} 次`,
    );
  }
  process.exitCode = over > 0 || incomplete > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error('[chat-bench] 运行失败', error);
  process.exit(1);
});
