// Debian's Chromium as the tools start it (the benches, Lighthouse, the test runner's check):
// Playwright's own browser download does not work on these machines. apps/web-e2e/playwright.config.ts
// keeps its own copy of the quiet flags (plus --disable-quic): the e2e project may not depend on tools.
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
 * Every thread of a process group that runs at a higher priority than nice 0 (a negative nice):
 * `processes` is what /proc says, `[{ pid, pgid, threads: [{ tid, nice }] }]`.
 */
export function threadsAboveNormal(processes, pgid) {
  return processes.filter((p) => p.pgid === pgid).flatMap((p) => p.threads.filter((t) => t.nice < 0).map((t) => t.tid));
}

/** The processes of /proc with their process group and their threads' nice values (Linux; none elsewhere). */
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
      // Fields after "(comm) ": state ppid pgrp …
      const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const threads = fs.readdirSync(`/proc/${pid}/task`).map((tid) => ({ tid: Number(tid), nice: os.getPriority(Number(tid)) }));
      processes.push({ pid: Number(pid), pgid, threads });
    } catch {
      // gone meanwhile
    }
  }
  return processes;
}

/**
 * Holds every thread of the Chromium started as process group `pgid` (chrome-launcher starts it as
 * one) at nice 0 while a measurement runs; returns the way to stop. Chromium, run as root, raises
 * its browser and GPU processes and its renderers' compositor and IO threads to nice −8, and leaves
 * the page's main thread at 0: on this 2-core machine every task of the page waited behind the
 * browser's own work, and Lighthouse counted the wait (a start-up task's wall time was 2–5× its
 * thread time). On a phone the page's main thread is not below its browser. Lowering a priority needs
 * no privilege; new threads are caught every `everyMs`.
 */
export function holdChromiumAtNormalPriority(pgid, everyMs = 50) {
  const lower = () => {
    for (const tid of threadsAboveNormal(readProcesses(), pgid)) {
      try {
        os.setPriority(tid, 0);
      } catch {
        // the thread ended
      }
    }
  };
  lower();
  const timer = setInterval(lower, everyMs);
  return () => clearInterval(timer);
}
