/** Types of system.mjs for its test. */
export interface ReportSummary {
  passed: number;
  failed: number;
  /** "file › title [project]: first line of the error", one per failed test. */
  failures: string[];
}
export function summarizeReport(report: unknown): ReportSummary;
export function readReport(file: string): ReportSummary;
export function ensureBrowserTestDeps(): boolean;
export function findNginx(): string | undefined;
