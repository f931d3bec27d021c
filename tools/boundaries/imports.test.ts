import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Inside a project the arrows point down too: no two files import each other (even for a type),
// and in the simulator nothing below the routes reaches up into them. The lint rule and the Nx
// graph only see projects; this reads each file's relative imports.

const root = path.resolve(import.meta.dirname, '../..');

/** Source folders whose file graph must be acyclic (the app's too: its route files import nothing back from the generated tree). */
const FOLDERS = [
  'apps/platform-sim/src',
  'apps/web/server',
  'apps/web/src',
  ...fs.readdirSync(path.join(root, 'libs')).map((lib) => `libs/${lib}/src`),
];

function sourceFiles(folder: string): string[] {
  return (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(root, folder, f));
}

/** file → the files of the same folder it imports or re-exports (type-only ones included). */
function importGraph(folder: string): Map<string, string[]> {
  const files = new Set(sourceFiles(folder));
  const resolve = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => files.has(f));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const targets: string[] = [];
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const target = resolve(file, specifier.text);
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Each cycle once, as the chain of files (relative to the folder) that closes on itself. */
function cycles(graph: Map<string, string[]>, folder: string): string[] {
  const state = new Map<string, 'visiting' | 'done'>();
  const found: string[] = [];
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      const loop = [...trail.slice(trail.indexOf(file)), file];
      found.push(loop.map((f) => path.relative(path.join(root, folder), f)).join(' → '));
      return;
    }
    state.set(file, 'visiting');
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file, []);
  return found;
}

describe('imports inside a project', () => {
  it.each(FOLDERS)('%s has no import cycle between its files', (folder) => {
    expect(cycles(importGraph(folder), folder)).toEqual([]);
  });

  it('keeps the simulator routes on top: only app.ts imports from routes/', () => {
    const folder = 'apps/platform-sim/src';
    const routes = path.join(root, folder, 'routes') + path.sep;
    const upward = [...importGraph(folder)]
      .filter(([file]) => !file.startsWith(routes) && !file.endsWith(`${path.sep}app.ts`))
      .flatMap(([file, targets]) => targets.filter((t) => t.startsWith(routes)).map((t) => `${path.relative(root, file)} → ${path.relative(root, t)}`));
    expect(upward).toEqual([]);
  });

  it('keeps the app in layers (apps/web/README "What lives where"): app → state → components → shell → features → routes', () => {
    expect(appLayerViolations()).toEqual([]);
  });
});

/**
 * The app's folders in order: a file may import its own layer and the ones below, never above. A
 * feature stands on app/, state/ and components/ and reaches another feature only for a type or
 * lazily: through import(), or from a module that is itself only ever loaded through import().
 */
const APP_LAYERS = ['app', 'state', 'components', 'shell', 'features', 'routes', 'pwa'];

function appLayerViolations(): string[] {
  const src = path.join(root, 'apps/web/src');
  const files = sourceFiles('apps/web/src');
  const rel = (f: string) => path.relative(src, f).split(path.sep).join('/');
  // Top-level files (main, start, router) and the prerender compose everything: above every layer.
  const rank = (f: string) => {
    // Stories are the workshop: above every layer, like the top-level files (nothing imports them).
    if (/\.stories\.tsx?$/.test(rel(f))) return APP_LAYERS.length + 1;
    const top = rel(f).split('/')[0] ?? '';
    const i = APP_LAYERS.indexOf(top);
    return i === -1 ? APP_LAYERS.length : i;
  };
  const feature = (f: string) => (rel(f).startsWith('features/') ? rel(f).split('/')[1] : null);
  const resolve = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => files.includes(f));
  };
  const edges: { from: string; to: string; typeOnly: boolean; lazy: boolean }[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [arg] = node.arguments;
        const to = arg && ts.isStringLiteral(arg) ? resolve(file, arg.text) : undefined;
        if (to) edges.push({ from: file, to, typeOnly: false, lazy: true });
      }
      ts.forEachChild(node, visit);
    };
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) {
        const specifier = statement.moduleSpecifier;
        if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
        const to = resolve(file, specifier.text);
        const typeOnly = ts.isImportDeclaration(statement) ? Boolean(statement.importClause?.isTypeOnly) : statement.isTypeOnly;
        if (to) edges.push({ from: file, to, typeOnly, lazy: false });
      } else visit(statement);
    }
  }
  const lazyOnly = (f: string) => edges.some((e) => e.to === f && e.lazy) && !edges.some((e) => e.to === f && !e.lazy);
  const found: string[] = [];
  for (const { from, to, typeOnly, lazy } of edges) {
    if (typeOnly || lazy) continue;
    if (rank(to) > rank(from)) found.push(`${rel(from)} → ${rel(to)} (up)`);
    const [a, b] = [feature(from), feature(to)];
    if (a !== null && b !== null && a !== b && !lazyOnly(from)) found.push(`${rel(from)} → ${rel(to)} (another feature)`);
  }
  return found;
}
