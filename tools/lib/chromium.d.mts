/** Types of chromium.mjs (its test and .storybook/vitest.config.ts import it). */
export interface ProcessThreads {
  pid: number;
  pgid: number;
  threads: { tid: number; nice: number }[];
}
export const chromiumPath: string;
export const QUIET_CHROMIUM_FLAGS: string[];
export const FOREGROUND_CHROMIUM_FLAGS: string[];
export function threadsAboveNormal(processes: ProcessThreads[], pgid: number): number[];
export function holdChromiumAtNormalPriority(pgid: number, everyMs?: number): () => void;
