// What nav-bench and soak share that is not a browser: the network profiles the navigations run
// on, the summary of N timings, the Event Timing arithmetic of INP, and the soak's verdict on growth.
// Plain functions, unit-tested in latency.test.ts.

/**
 * Network conditions for CDP's Network.emulateNetworkConditions. `slow4g` is Lighthouse's mobile
 * profile as DevTools applies it (lighthouse-core constants: 150 ms RTT and 1.6 Mbps down / 750
 * Kbps up, with DevTools' adjustments 3.75× latency and 0.9× throughput); `fast` is no throttling.
 */
export const NETWORKS = {
  fast: null,
  slow4g: {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: Math.floor((1.6 * 1024 * 1024 * 0.9) / 8),
    uploadThroughput: Math.floor((750 * 1024 * 0.9) / 8),
  },
};

/** Median and worst (largest) of some timings in ms, rounded; NaN-free input expected. */
export function medianAndWorst(values) {
  if (values.length === 0) return { median: Number.NaN, worst: Number.NaN, n: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median: Math.round(median), worst: Math.round(sorted.at(-1)), n: values.length };
}

/**
 * INP-style latency of each interaction from Event Timing entries (`{ interactionId, duration }`):
 * an interaction's latency is the longest duration among its events (pointerdown, pointerup, click
 * or keydown, keyup); entries without an interaction (interactionId 0, e.g. pointermove) are left
 * out. Returns the latencies in the order the interactions appear.
 */
export function interactionLatencies(entries) {
  const byId = new Map();
  for (const e of entries) {
    if (!e.interactionId) continue;
    byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
  }
  return [...byId.values()];
}

/**
 * The soak's verdict. `samples` `{ heap, nodes, listeners }` (CDP's JSHeapUsedSize, Nodes,
 * JSEventListeners after a forced GC) and `kinds` `{ code, native, data }` (heapBreakdown of heap
 * snapshots): the first of each is the baseline (after the first round of pages), the last the end.
 * Growth in percent of the baseline for each, and the two questions a leak would answer yes:
 *
 * - `heapWithin`: the JS heap's data (everything in it but compiled code) within `heapLimitPct`.
 *   Not JSHeapUsedSize as a whole: it also holds the machine code V8 compiles as a visit runs the
 *   same functions again and again (measured: +1.4 MB of InstructionStream and its tables over 100
 *   navigations, levelling off after ~60, while the data stayed at 4.05 MB), which grows with what
 *   the program runs, not with how long it is kept open. Its growth is printed beside.
 * - `countsStable`: DOM nodes and listeners within `countLimitPct`.
 */
export function soakVerdict(samples, kinds, { heapLimitPct = 20, countLimitPct = 20 } = {}) {
  const pct = (now, then) => (then > 0 ? Math.round(((now - then) / then) * 1000) / 10 : 0);
  const [base, ...rest] = samples;
  const last = rest.at(-1) ?? base;
  const [kindsBase, ...kindsRest] = kinds;
  const kindsLast = kindsRest.at(-1) ?? kindsBase;
  const growth = {
    heap: pct(last.heap, base.heap),
    data: pct(kindsLast.data, kindsBase.data),
    code: pct(kindsLast.code, kindsBase.code),
    nodes: pct(last.nodes, base.nodes),
    listeners: pct(last.listeners, base.listeners),
  };
  return {
    growth,
    heapWithin: growth.data <= heapLimitPct,
    countsStable: growth.nodes <= countLimitPct && growth.listeners <= countLimitPct,
  };
}

/**
 * What a V8 heap snapshot (the parsed JSON of HeapProfiler.takeHeapSnapshot) holds, in bytes by
 * kind: `code` (bytecode and the machine code V8's tiers compile as functions get hot), `native`
 * (the engine's and Blink's own objects) and `data` (everything else: the page's objects, strings,
 * arrays — where a leak grows). The soak prints it at its baseline and at its end (issue #36 item
 * 6): JSHeapUsedSize counts compiled code too, and code grows on a long visit without any leak.
 */
export function heapBreakdown(snapshot) {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const sizes = { code: 0, native: 0, data: 0 };
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt]];
    const kind = type === 'code' || type === 'native' ? type : 'data';
    sizes[kind] += snapshot.nodes[i + sizeAt];
  }
  return sizes;
}
