// Debian's Chromium as the tools start it (the benches, Lighthouse, the test runner's check):
// Playwright's own browser download does not work on these machines. apps/web-e2e/playwright.config.ts
// keeps its own copy of the quiet flags (plus --disable-quic): the e2e project may not depend on tools.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** CHROMIUM_PATH, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox or GPU, no first-run page and no background downloads to add noise. */
const HEADLESS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/** A quiet headless Chromium for Lighthouse (no component updates or sync either). */
export const QUIET_CHROMIUM_FLAGS = [...HEADLESS, '--disable-component-update', '--disable-sync'];

/**
 * The page as a member's foreground tab (chat-bench, records-bench): without these flags headless
 * Chromium runs the page's renderer as a background one (niced, timers throttled), which is not
 * what a member gets.
 */
export const FOREGROUND_CHROMIUM_FLAGS = [
  ...HEADLESS,
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];

/**
 * Where the Lighthouse bench puts each thread of the Chromium it measures (issue #36). Lighthouse
 * (simulated throttling) takes every main-thread task's wall time × 4 as the phone's CPU cost, so the
 * page's main thread must not wait for a core: on a phone it has one of 4–8 to itself. On this
 * 2-core machine it shared them with the browser, GPU and network threads, Lighthouse and both
 * servers, and tasks took 2–4× their thread time in wall time — also when it waited at a join for
 * V8's own helper threads (GC, compiler) that were starved by the browser. So: the page's main
 * thread (a renderer's thread whose tid is its pid) alone on `pageCpus`; every other thread on
 * `otherCpus`, once, when first seen (`seen`: each placed tid's role, updated); the renderers' helper
 * threads at nice 0 at most (Chromium, run as root, raises its own to −8) and every thread of the
 * browser, GPU and utility processes at `browserNice`, so the page's helpers go first on their core.
 * `processes` is what /proc says, `[{ pid, pgid, renderer, threads: [{ tid, nice }] }]`; returns
 * `{ nice: [{ tid, nice }], affinity: [{ tid, cpus }] }` — what to change.
 */
export function chromiumPlacement(processes, pgid, seen, { pageCpus, otherCpus, browserNice }) {
  const nice = [];
  const affinity = [];
  for (const p of processes) {
    if (p.pgid !== pgid) continue;
    for (const t of p.threads) {
      // A renderer is forked from the zygote and renames itself after: seen in between, it was
      // placed as the zygote's (other CPUs, the browser's nice) and is placed again once it is one.
      const role = p.renderer ? (t.tid === p.pid ? 'page' : 'helper') : 'browser';
      const was = seen.get(t.tid);
      if (p.renderer && (t.nice < 0 || (was === 'browser' && t.nice !== 0))) nice.push({ tid: t.tid, nice: 0 });
      if (!p.renderer && t.nice !== browserNice) nice.push({ tid: t.tid, nice: browserNice });
      if (was === role) continue;
      seen.set(t.tid, role);
      // A move between the browser's and a helper's role keeps the CPUs: nothing to set.
      if (was === undefined || role === 'page' || was === 'page') affinity.push({ tid: t.tid, cpus: role === 'page' ? pageCpus : otherCpus });
    }
  }
  return { nice, affinity };
}

/**
 * Whether /proc/PID/cmdline is a Chromium renderer's: arguments apart by NUL as started, or by spaces
 * once Chromium has rewritten its process title (it does, for its child processes).
 */
export function isRendererCommandLine(cmdline) {
  return cmdline.split(/[\0 ]/).includes('--type=renderer');
}

/** The processes of /proc with their parent, process group and name, whether they are a renderer, and their threads' nice values (Linux; none elsewhere). */
function readProcesses() {
  let pids;
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const processes = [];
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid pgrp …"
      const [, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const renderer = isRendererCommandLine(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
      const threads = fs.readdirSync(`/proc/${pid}/task`).map((tid) => ({ tid: Number(tid), nice: os.getPriority(Number(tid)) }));
      processes.push({ pid: Number(pid), ppid, pgid, comm, renderer, threads });
    } catch {
      // gone meanwhile
    }
  }
  return processes;
}

/**
 * The pid of the browser a Playwright launch started as a child of `parent` (this process): Playwright
 * starts it detached, so it is its process group too (what holdChromiumForMeasurement takes). Debian's
 * /usr/bin/chromium is a script that execs the browser, keeping the pid. `name`: what its process is
 * called. Undefined when none is found.
 */
export function launchedChromiumPid(parent = process.pid, name = /chrom/i) {
  for (const p of readProcesses()) {
    if (p.ppid === parent && p.pgid === p.pid && name.test(p.comm)) return p.pid;
  }
  return undefined;
}

/** Sets the CPUs of threads with util-linux's taskset, in one shell, without waiting. */
function setAffinity(moves) {
  if (moves.length === 0) return;
  const script = moves.map(({ tid, cpus }) => `taskset -p -c ${cpus.join(',')} ${tid}`).join('; ');
  spawn('sh', ['-c', `{ ${script}; } >/dev/null 2>&1`], { stdio: 'ignore' }).on('error', (error) => {
    // No shell: the threads stay where they are, and the figures say so (TBT up); not worth a crash.
    console.warn(`[bench] 无法设置线程的 CPU：${error.message}`);
  });
}

/** Whether this machine can place threads on CPUs: Linux, two CPUs or more, and taskset. */
export function canPlaceThreads() {
  return process.platform === 'linux' && os.cpus().length >= 2 && spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;
}

/**
 * The CPUs for the page's main thread (the first) and for everything else (the rest): `{ pageCpus,
 * otherCpus }`, or undefined on a machine that cannot place threads.
 */
export function benchCpus(cpuCount = os.cpus().length) {
  if (cpuCount < 2) return undefined;
  return { pageCpus: [0], otherCpus: Array.from({ length: cpuCount - 1 }, (_, i) => i + 1) };
}

/** Moves this process and every thread it has to `cpus` (what it starts afterwards inherits them). */
export function moveSelfTo(cpus) {
  return spawnSync('taskset', ['-a', '-p', '-c', cpus.join(','), String(process.pid)], { stdio: 'ignore' }).status === 0;
}

/**
 * Holds the Chromium started as process group `pgid` (chrome-launcher starts it as one) in the
 * placement above while a measurement runs, every `everyMs` (new threads, and Chromium raising a
 * priority again); returns the way to stop. Without `cpus` (a machine that cannot place threads)
 * only the priorities are held. Lowering a priority needs no privilege; raising one (Chromium's
 * −8 back to 0 is lowering; a renderer first placed as the zygote's, 5 back to 0, is raising) needs
 * root, and without it that thread keeps its nice.
 */
export function holdChromiumForMeasurement(pgid, { cpus, browserNice = 5, everyMs = 50 } = {}) {
  const seen = new Map();
  const pass = () => {
    const { nice, affinity } = chromiumPlacement(readProcesses(), pgid, seen, {
      pageCpus: cpus?.pageCpus ?? [],
      otherCpus: cpus?.otherCpus ?? [],
      browserNice,
    });
    for (const { tid, nice: value } of nice) {
      try {
        os.setPriority(tid, value);
      } catch {
        // the thread ended
      }
    }
    if (cpus) setAffinity(affinity);
  };
  pass();
  const timer = setInterval(pass, everyMs);
  return () => clearInterval(timer);
}
