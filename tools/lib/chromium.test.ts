import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { benchCpus, canPlaceThreads, chromiumPlacement, holdChromiumForMeasurement, isRendererCommandLine, launchedChromiumPid } from './chromium.mjs';

// The Lighthouse bench measures the page's main thread, so it gets a CPU of its own; the browser's
// threads (nice −8 when Chromium runs as root) go below the page's own helpers.
describe('chromiumPlacement', () => {
  const processes = [
    { pid: 10, pgid: 10, renderer: false, threads: [{ tid: 10, nice: -8 }, { tid: 11, nice: 0 }, { tid: 19, nice: 5 }] }, // browser
    { pid: 12, pgid: 10, renderer: true, threads: [{ tid: 12, nice: 0 }, { tid: 13, nice: -8 }, { tid: 14, nice: 5 }] }, // renderer: main, compositor, a background worker
    { pid: 20, pgid: 20, renderer: true, threads: [{ tid: 20, nice: -10 }] }, // another program's renderer
  ];
  const options = { pageCpus: [0], otherCpus: [1], browserNice: 5 };

  it("puts a renderer's main thread alone on the page's CPU and every other thread of the group on the rest", () => {
    const { affinity } = chromiumPlacement(processes, 10, new Map(), options);
    expect(affinity).toEqual([
      { tid: 10, cpus: [1] },
      { tid: 11, cpus: [1] },
      { tid: 19, cpus: [1] },
      { tid: 12, cpus: [0] },
      { tid: 13, cpus: [1] },
      { tid: 14, cpus: [1] },
    ]);
  });

  it("lowers the renderer's raised threads to nice 0 and sets the browser's to the browser's nice; leaves the rest", () => {
    const { nice } = chromiumPlacement(processes, 10, new Map(), options);
    expect(nice).toEqual([
      { tid: 10, nice: 5 },
      { tid: 11, nice: 5 },
      { tid: 13, nice: 0 },
    ]);
  });

  it('places a thread once (the next pass moves only new ones) and never touches another process group', () => {
    const seen = new Map<number, 'page' | 'helper' | 'browser'>();
    chromiumPlacement(processes, 10, seen, options);
    const grown = [...processes, { pid: 15, pgid: 10, renderer: true, threads: [{ tid: 15, nice: 0 }, { tid: 16, nice: 0 }] }];
    expect(chromiumPlacement(grown, 10, seen, options).affinity).toEqual([
      { tid: 15, cpus: [0] },
      { tid: 16, cpus: [1] },
    ]);
    expect(chromiumPlacement(processes, 30, new Map(), options)).toEqual({ nice: [], affinity: [] });
  });
});

describe('chromiumPlacement: a renderer seen before it renamed itself', () => {
  it("moves its main thread to the page's CPU and its nice back to 0 once it is a renderer", () => {
    const seen = new Map<number, 'page' | 'helper' | 'browser'>();
    const options = { pageCpus: [0], otherCpus: [1], browserNice: 5 };
    const forked = { pid: 30, pgid: 10, renderer: false, threads: [{ tid: 30, nice: 0 }] }; // still named as the zygote
    expect(chromiumPlacement([forked], 10, seen, options)).toEqual({ nice: [{ tid: 30, nice: 5 }], affinity: [{ tid: 30, cpus: [1] }] });
    const renamed = { ...forked, renderer: true, threads: [{ tid: 30, nice: 5 }, { tid: 31, nice: 0 }] };
    expect(chromiumPlacement([renamed], 10, seen, options)).toEqual({
      nice: [{ tid: 30, nice: 0 }],
      affinity: [
        { tid: 30, cpus: [0] },
        { tid: 31, cpus: [1] },
      ],
    });
    expect(chromiumPlacement([renamed], 10, seen, { ...options })).toEqual({ nice: [], affinity: [] });
  });
});

describe('isRendererCommandLine', () => {
  it("knows a renderer by its --type, whether /proc keeps the arguments apart by NUL or Chromium rewrote them with spaces", () => {
    expect(isRendererCommandLine('/usr/lib/chromium/chromium\0--type=renderer\0--lang=zh-CN\0')).toBe(true);
    expect(isRendererCommandLine('/usr/lib/chromium/chromium --type=renderer --crashpad-handler-pid=5 --lang=zh-CN')).toBe(true);
    expect(isRendererCommandLine('/usr/lib/chromium/chromium --type=gpu-process --renderer-client-id=3')).toBe(false);
    expect(isRendererCommandLine('/usr/lib/chromium/chromium --headless --no-sandbox')).toBe(false);
  });
});

describe('benchCpus', () => {
  it('gives the page CPU 0 and everything else the rest; nothing to place on one CPU', () => {
    expect(benchCpus(2)).toEqual({ pageCpus: [0], otherCpus: [1] });
    expect(benchCpus(4)).toEqual({ pageCpus: [0], otherCpus: [1, 2, 3] });
    expect(benchCpus(1)).toBeUndefined();
  });
});

// Raising a priority needs root: the scene (a thread of the group above nice 0) can only be set as
// root. The group is a `sleep` started in a group of its own (it stands for the browser), so the
// hold never touches the test runner.
const isLinuxRoot = process.platform === 'linux' && process.getuid?.() === 0;

async function withStandIn(run: (pid: number) => Promise<void> | void) {
  const child = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
  try {
    await run(child.pid as number);
  } finally {
    child.kill();
  }
}

describe('launchedChromiumPid', () => {
  it.runIf(process.platform === 'linux')('finds the child this process started detached (a group of its own) by its name', () =>
    withStandIn((pid) => {
      expect(launchedChromiumPid(process.pid, /^sleep$/)).toBe(pid);
      expect(launchedChromiumPid(process.pid, /^chromium$/)).toBeUndefined();
      expect(launchedChromiumPid(pid, /^sleep$/)).toBeUndefined(); // not its own child
    }));
});

describe('holdChromiumForMeasurement', () => {
  it.runIf(isLinuxRoot)('sets a raised thread of its group (not a renderer) to the browser’s nice at once', () =>
    withStandIn((pid) => {
      os.setPriority(pid, -3);
      expect(os.getPriority(pid)).toBe(-3);
      const stop = holdChromiumForMeasurement(pid, { browserNice: 2, everyMs: 10_000 });
      stop();
      expect(os.getPriority(pid)).toBe(2);
    }));

  it.runIf(isLinuxRoot && canPlaceThreads())('moves a thread of its group that is not a renderer onto the other CPUs', () =>
    withStandIn(async (pid) => {
      const cpusOf = () => spawnSync('taskset', ['-p', '-c', String(pid)], { encoding: 'utf8' }).stdout.trim().split(': ').pop();
      spawnSync('taskset', ['-p', '-c', '0', String(pid)]);
      expect(cpusOf()).toBe('0');
      const stop = holdChromiumForMeasurement(pid, { cpus: { pageCpus: [0], otherCpus: [1] }, everyMs: 10_000 });
      stop();
      await expect.poll(cpusOf, { timeout: 5000 }).toBe('1');
    }));
});
