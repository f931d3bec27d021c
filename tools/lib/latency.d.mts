/** Types of latency.mjs for its test. */
export const NETWORKS: {
  fast: null;
  slow4g: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
};
export function medianAndWorst(values: readonly number[]): { median: number; worst: number; n: number };
export function interactionLatencies(entries: readonly { interactionId?: number; duration: number }[]): number[];
export interface SoakSample {
  heap: number;
  nodes: number;
  listeners: number;
}
export interface HeapKinds {
  code: number;
  native: number;
  data: number;
}
export function soakVerdict(
  samples: readonly SoakSample[],
  kinds: readonly HeapKinds[],
  limits?: { heapLimitPct?: number; countLimitPct?: number },
): { growth: SoakSample & { data: number; code: number }; heapWithin: boolean; countsStable: boolean };
export function heapBreakdown(snapshot: {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}): { code: number; native: number; data: number };
