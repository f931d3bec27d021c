/** Types of bench-pages.mjs for its test. */
export interface BenchOptions {
  runs: number;
  all: boolean;
  build: boolean;
  dist: string | undefined;
  save: string | undefined;
  pages: string[] | undefined;
}
export interface BenchPage {
  path: string;
  member: boolean;
  venue: string | undefined;
  /** A page that forwards the member by design ends its run on this path (the page table's `forwardsTo`). */
  forwardsTo: string | undefined;
}
export interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  /** threadBlockingTime of the run's trace (absent: no trace). */
  threadTbt?: number;
  cls: number;
}
export interface BenchRow {
  path: string;
  error?: string;
  lcpElement?: string;
  worst?: Figures;
  median?: Figures;
}
export const DEFAULT_PAGES: string[];
export const DEFAULT_RUNS: number;
export const DEFAULT_RUNS_ALL: number;
export function parseLighthouseBenchArgs(argv: readonly string[]): { opts: BenchOptions; error?: undefined } | { error: string; opts?: undefined };
export function selectBenchPages(
  table: readonly { path: string; access: 'public' | 'member'; forwardsTo?: string }[],
  venueRoutes: Readonly<Record<string, string | undefined>>,
  options?: { all?: boolean; pages?: readonly string[] | undefined },
): BenchPage[];
export function worstFirst<T extends BenchRow>(rows: readonly T[]): T[];
export function formatBenchTable(rows: readonly BenchRow[], runs: number): string;
export function lcpElementOf(lhr: unknown): string;
export function threadBlockingTime(traceEvents: readonly unknown[]): number | undefined;
