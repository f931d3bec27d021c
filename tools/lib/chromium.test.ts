import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { holdChromiumAtNormalPriority, threadsAboveNormal } from './chromium.mjs';

// The Lighthouse bench holds the Chromium it measures at one priority: the page's main thread (nice
// 0, as Chromium leaves it) must not wait behind the browser's own threads (nice −8 when run as root).
describe('threadsAboveNormal', () => {
  const processes = [
    { pid: 10, pgid: 10, threads: [{ tid: 10, nice: -8 }, { tid: 11, nice: 0 }] }, // browser
    { pid: 12, pgid: 10, threads: [{ tid: 12, nice: 0 }, { tid: 13, nice: -8 }, { tid: 14, nice: 5 }] }, // renderer: main, compositor, …
    { pid: 20, pgid: 20, threads: [{ tid: 20, nice: -10 }] }, // another program
  ];

  it('names every thread of the group above nice 0, in every process of it', () => {
    expect(threadsAboveNormal(processes, 10)).toEqual([10, 13]);
  });

  it('names only the threads of the group asked for (another program is another group)', () => {
    expect(threadsAboveNormal(processes, 20)).toEqual([20]);
    expect(threadsAboveNormal(processes, 30)).toEqual([]);
  });
});

// Raising a priority needs root: the scene (a thread of this process group above nice 0) can only be set as root.
const isLinuxRoot = process.platform === 'linux' && process.getuid?.() === 0;

describe('holdChromiumAtNormalPriority', () => {
  it.runIf(isLinuxRoot)('lowers a thread of its group that runs above nice 0 at once', () => {
    const before = os.getPriority();
    os.setPriority(-3);
    try {
      expect(os.getPriority()).toBe(-3);
      const stat = fs.readFileSync('/proc/self/stat', 'utf8');
      const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const stop = holdChromiumAtNormalPriority(pgid, 10_000);
      stop();
      expect(os.getPriority()).toBe(0);
    } finally {
      os.setPriority(before);
    }
  });
});
