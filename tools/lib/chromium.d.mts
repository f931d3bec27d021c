/** Types of chromium.mjs (its test, tools/bench.mjs and .storybook/vitest.config.ts import it). */
export interface ProcessThreads {
  pid: number;
  pgid: number;
  /** Started with --type=renderer. */
  renderer: boolean;
  threads: { tid: number; nice: number }[];
}
export interface BenchCpus {
  pageCpus: number[];
  otherCpus: number[];
}
export interface Placement {
  nice: { tid: number; nice: number }[];
  affinity: { tid: number; cpus: number[] }[];
}
export const chromiumPath: string;
export const QUIET_CHROMIUM_FLAGS: string[];
export const FOREGROUND_CHROMIUM_FLAGS: string[];
export function chromiumPlacement(processes: ProcessThreads[], pgid: number, seen: Map<number, 'page' | 'helper' | 'browser'>, options: BenchCpus & { browserNice: number }): Placement;
export function isRendererCommandLine(cmdline: string): boolean;
export function canPlaceThreads(): boolean;
export function benchCpus(cpuCount?: number): BenchCpus | undefined;
export function moveSelfTo(cpus: number[]): boolean;
export function launchedChromiumPid(parent?: number, name?: RegExp): number | undefined;
export function holdChromiumForMeasurement(pgid: number, options?: { cpus?: BenchCpus; browserNice?: number; everyMs?: number }): () => void;
