import { describe, expect, it } from 'vitest';
import { NETWORKS, heapBreakdown, interactionLatencies, medianAndWorst, soakVerdict } from './latency.mjs';

describe('nav-bench: timings', () => {
  it('gives the median and the worst of ten, rounded', () => {
    expect(medianAndWorst([120, 80, 95.4, 300, 101, 99, 88, 140, 90, 110])).toEqual({ median: 100, worst: 300, n: 10 });
    expect(medianAndWorst([5, 1, 3])).toEqual({ median: 3, worst: 5, n: 3 });
    expect(medianAndWorst([]).n).toBe(0);
  });

  it("runs slow 4G as Lighthouse's mobile profile under DevTools throttling", () => {
    expect(NETWORKS.slow4g.latency).toBe(562.5);
    expect(NETWORKS.slow4g.downloadThroughput).toBe(188743);
    expect(NETWORKS.fast).toBeNull();
  });
});

describe('nav-bench: INP-style latency from Event Timing', () => {
  it("takes each interaction's longest event, leaves out events of no interaction, keeps their order", () => {
    const entries = [
      { name: 'pointerdown', interactionId: 7, duration: 24 },
      { name: 'pointerup', interactionId: 7, duration: 40 },
      { name: 'click', interactionId: 7, duration: 32 },
      { name: 'pointermove', interactionId: 0, duration: 300 },
      { name: 'keydown', interactionId: 9, duration: 104 },
      { name: 'keyup', interactionId: 9, duration: 16 },
    ];
    expect(interactionLatencies(entries)).toEqual([40, 104]);
  });
});

describe('soak: growth against the first round', () => {
  const base = { heap: 10_000_000, nodes: 1000, listeners: 200 };
  const kindsBase = { code: 4_000_000, native: 7_000_000, data: 4_000_000 };

  it('is within +20 % of the JS data and stable counts, with JSHeapUsedSize and the compiled code printed beside', () => {
    const samples = [base, { heap: 11_000_000, nodes: 1010, listeners: 200 }, { heap: 12_500_000, nodes: 1000, listeners: 201 }];
    // The heap grew 25 %, all of it compiled code: V8 optimising what runs again and again, not a leak.
    const kinds = [kindsBase, { code: 6_500_000, native: 7_100_000, data: 4_100_000 }];
    expect(soakVerdict(samples, kinds)).toEqual({
      growth: { heap: 25, data: 2.5, code: 62.5, nodes: 0, listeners: 0.5 },
      heapWithin: true,
      countsStable: true,
    });
  });

  it('says which grew when the data or the counts do', () => {
    const leaking = soakVerdict([base, { heap: 13_000_000, nodes: 2500, listeners: 200 }], [kindsBase, { code: 4_000_000, native: 7_000_000, data: 4_900_000 }]);
    expect(leaking.growth.data).toBe(22.5);
    expect(leaking.heapWithin).toBe(false);
    expect(leaking.countsStable).toBe(false);
    expect(soakVerdict([base, { ...base, listeners: 260 }], [kindsBase, kindsBase]).countsStable).toBe(false);
  });
});

describe('soak: what the heap holds', () => {
  it('sums compiled code, native objects and the JS data apart (a leak grows the data)', () => {
    const meta = { node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'], node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure', 'native'] as string[]] as [string[]] };
    // type index, name, id, self_size, edge_count
    const nodes = [3, 0, 1, 100, 0, 2, 0, 3, 40, 0, 4, 0, 5, 1000, 0, 6, 0, 7, 300, 0, 4, 0, 9, 24, 0, 5, 0, 11, 32, 0];
    expect(heapBreakdown({ snapshot: { meta }, nodes })).toEqual({ code: 1024, native: 300, data: 172 });
  });
});
