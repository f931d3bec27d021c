import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The project graph Nx computes must draw ARCHITECTURE.md's house: every edge points down the
// layers, and there is no cycle. The lint rule checks imports file by file; this checks the whole.

const root = path.resolve(import.meta.dirname, '../..');

interface Graph {
  nodes: Record<string, { data: { tags?: string[] } }>;
  dependencies: Record<string, { target: string }[]>;
}

let graph: Graph;

beforeAll(() => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nx-graph-')), 'graph.json');
  execFileSync(path.join(root, 'node_modules/.bin/nx'), ['graph', `--file=${file}`], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false' },
    stdio: 'ignore',
  });
  graph = (JSON.parse(fs.readFileSync(file, 'utf8')) as { graph: Graph }).graph;
});

// Who may depend on whom, by tag (ARCHITECTURE.md's table). Implicit e2e edges to the app and
// the simulator are how Nx knows to build them first; the e2e code itself imports neither.
const allowed: Record<string, string[]> = {
  'type:app': ['type:ui', 'type:domain', 'type:contract', 'type:util'],
  'type:server': ['type:contract', 'type:util'],
  'type:e2e': ['type:contract', 'type:app', 'type:server'],
  'type:ui': ['type:ui', 'type:util', 'type:contract'],
  'type:domain': ['type:domain', 'type:contract', 'type:util'],
  'type:contract': [],
  'type:util': [],
  'type:tooling': ['type:contract', 'type:util'],
  // Storybook (.storybook): the workshop shows the app's pages and the libraries' parts, records
  // the simulator's replies as its fixtures and runs in the tools' Chromium. Nothing depends on it.
  'type:workshop': ['type:app', 'type:server', 'type:tooling', 'type:ui', 'type:domain', 'type:contract', 'type:util'],
};

const layerOf = (project: string): string => {
  const tags = graph.nodes[project]?.data.tags ?? [];
  const layer = tags.find((t) => t.startsWith('type:'));
  if (!layer) throw new Error(`${project} has no type: tag`);
  return layer;
};

const edges = () =>
  Object.entries(graph.dependencies).flatMap(([source, deps]) =>
    deps.filter((d) => !d.target.startsWith('npm:')).map((d) => [source, d.target] as const),
  );

describe('project graph', () => {
  it('holds every project of the design card, each with a layer tag', () => {
    const projects = Object.keys(graph.nodes).sort();
    for (const p of ['web', 'web-e2e', 'platform-sim', 'api-contract', 'api-client', 'session', 'chat-socket', 'venues', 'dialogs', 'validation', 'ports', 'ui']) {
      expect(projects).toContain(p);
      expect(() => layerOf(p)).not.toThrow();
    }
  });

  it('has only edges that point down the layers', () => {
    const wrong = edges().filter(([s, t]) => !(allowed[layerOf(s)] ?? []).includes(layerOf(t)));
    expect(wrong).toEqual([]);
  });

  it('has no cycle', () => {
    const next = new Map<string, string[]>();
    for (const [s, t] of edges()) next.set(s, [...(next.get(s) ?? []), t]);
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[][] = [];
    const visit = (node: string, trail: string[]) => {
      if (state.get(node) === 'done') return;
      if (state.get(node) === 'visiting') {
        cycles.push([...trail.slice(trail.indexOf(node)), node]);
        return;
      }
      state.set(node, 'visiting');
      for (const t of next.get(node) ?? []) visit(t, [...trail, node]);
      state.set(node, 'done');
    };
    for (const node of Object.keys(graph.nodes)) visit(node, []);
    expect(cycles).toEqual([]);
  });
});
