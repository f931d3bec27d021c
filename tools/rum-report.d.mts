/** Types of rum-report.mjs for its test. */
export interface FieldReport {
  v: number;
  page: string;
  metrics: { name: string; value: number; rating?: string }[];
  errors?: { message: string; source?: string; page?: string; count?: number }[];
}
export interface Summary {
  pages: ({ page: string } & Record<'LCP' | 'INP' | 'CLS' | 'TTFB', { p75: number | undefined; n: number }>)[];
  errors: { message: string; source: string; count: number; pages: string[] }[];
}
export const METRICS: readonly string[];
export function p75(values: readonly number[]): number | undefined;
export function readReports(text: string): { reports: FieldReport[]; skipped: number };
export function summarize(reports: readonly FieldReport[]): Summary;
export function formatSummary(summary: Summary, count: number, top?: number): string;
