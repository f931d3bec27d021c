// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStartChunk, startChunks, staticGraph } from './start-chunks';

const root = '/w/apps/web';
const at = (file: string) => path.resolve(root, file);
const nm = (file: string) => `/w/node_modules/${file}`;

/** A module graph as the bundler reports it after parsing: main.ts, start.tsx and what they import. */
const IMPORTS: Record<string, string[]> = {
  [at('src/main.ts')]: [at('src/app/next-task.ts'), at('src/app/polyfill.ts')],
  [at('src/app/polyfill.ts')]: ['/w/libs/ports/src/index.ts'],
  '/w/libs/ports/src/index.ts': ['/w/libs/ports/src/clock.ts'],
  [at('src/start.tsx')]: [nm('react-dom/client.js'), nm('@tanstack/react-router/dist/esm/index.js'), at('src/app/services.ts'), at('src/router.tsx'), at('src/app/next-task.ts')],
  [nm('react-dom/client.js')]: [nm('react/index.js')],
  [at('src/app/services.ts')]: ['/w/libs/session/src/index.ts', '/w/libs/ports/src/index.ts', nm('js-cookie/dist/js.cookie.mjs')],
  [at('src/router.tsx')]: [at('src/routeTree.gen.ts')],
};

/** The groups after the plugin has seen IMPORTS (its buildEnd, with a plugin context of those modules). */
function learned() {
  const start = startChunks(root);
  const context = { getModuleInfo: (id: string) => (id in IMPORTS || Object.values(IMPORTS).flat().includes(id) ? { importedIds: IMPORTS[id] ?? [] } : null) };
  const buildEnd = start.plugin.buildEnd as (this: typeof context, error?: Error) => void;
  buildEnd.call(context);
  const groupOf = (id: string) => start.groups.filter((g) => g.test(id)).sort((a, b) => b.priority - a.priority)[0]?.name;
  return { start, groupOf };
}

describe('start-up chunks (issue #24: the entry evaluates start-up in steps)', () => {
  it('follows static imports all the way down, and stops at the excepted modules', () => {
    const importsOf = (id: string) => IMPORTS[id];
    expect([...staticGraph([at('src/main.ts')], importsOf)].sort()).toEqual(
      [at('src/main.ts'), at('src/app/next-task.ts'), at('src/app/polyfill.ts'), '/w/libs/ports/src/index.ts', '/w/libs/ports/src/clock.ts'].sort(),
    );
    expect(staticGraph([at('src/app/services.ts')], importsOf, new Set(['/w/libs/ports/src/index.ts']))).not.toContain('/w/libs/ports/src/clock.ts');
  });

  it('puts each start-up module in the chunk of its step', () => {
    const { groupOf } = learned();
    // What the entry imports itself, Vite's preload helper and the stylesheets: with the entry's imports.
    expect(groupOf(at('src/app/next-task.ts'))).toBe('start-boot');
    expect(groupOf('/w/libs/ports/src/clock.ts')).toBe('start-boot');
    expect(groupOf('\0vite/preload-helper.js')).toBe('start-boot');
    expect(groupOf('/w/libs/ui/src/styles.css')).toBe('start-boot');
    // React's renderer apart from the router, and both apart from the services and the app.
    expect(groupOf(nm('react-dom/client.js'))).toBe('start-react');
    expect(groupOf(nm('react/jsx-runtime.js'))).toBe('start-react');
    expect(groupOf(nm('@tanstack/react-router/dist/esm/index.js'))).toBe('start-libs');
    expect(groupOf(nm('js-cookie/dist/js.cookie.mjs'))).toBe('start-libs');
    expect(groupOf('/w/libs/session/src/index.ts')).toBe('start-services');
    expect(groupOf(at('src/routeTree.gen.ts'))).toBe('start-app');
    expect(groupOf(at('src/start.tsx'))).toBe('start-app');
  });

  it('leaves the entry and index.html to the entry chunk, and takes only modules tagged as loaded at start-up', () => {
    const { start, groupOf } = learned();
    expect(groupOf(at('src/main.ts'))).toBeUndefined();
    expect(groupOf(at('index.html'))).toBeUndefined();
    // Rolldown's `$initial`: what a user-defined entry imports statically, after tree-shaking. A
    // module only a lazily loaded page imports has no such tag, and no start-up group takes it.
    for (const group of start.groups) expect(group.tags).toEqual(['$initial']);
    expect(start.input).toEqual({ index: at('index.html'), 'start-app': at('src/start.tsx') });
  });

  it('names every start-up chunk with the prefix the server and the budget look for', () => {
    const { start } = learned();
    for (const group of start.groups) expect(isStartChunk(group.name)).toBe(true);
    expect(isStartChunk('ui')).toBe(false);
    expect(isStartChunk(undefined)).toBe(false);
  });

  it('lists the start-up chunks of a bundle in the order the entry evaluates them', () => {
    const { start } = learned();
    const bundle = {
      'a.js': { type: 'chunk', name: 'start-app', fileName: 'assets/start-app-1.js' },
      'b.js': { type: 'chunk', name: 'ui', fileName: 'assets/ui-2.js' },
      'c.js': { type: 'chunk', name: 'start-react', fileName: 'assets/start-react-3.js' },
      'd.css': { type: 'asset', name: 'start-x', fileName: 'assets/start-x.css' },
      'e.js': { type: 'chunk', name: 'start-boot', fileName: 'assets/start-boot-4.js' },
    };
    expect(start.filesIn(bundle)).toEqual(['assets/start-boot-4.js', 'assets/start-react-3.js', 'assets/start-app-1.js']);
  });

  it('refuses to chunk before it has seen the module graph', () => {
    expect(() => startChunks(root).groups[0]?.test(at('src/app/next-task.ts'))).toThrow();
  });

  it('fails the build when the entry imports a start-up step statically (it would be evaluated in the entry\'s task)', () => {
    const { start } = learned();
    const chunk = (name: string, imports: string[], isEntry = false) => ({ type: 'chunk', name, fileName: `assets/${name}.js`, imports, isEntry, facadeModuleId: isEntry && name === 'index' ? at('index.html') : null });
    const good = { i: chunk('index', ['assets/start-boot.js', 'assets/rolldown-runtime.js'], true), b: chunk('start-boot', []), r: chunk('start-react', []) };
    expect(() => start.checkEntry(good)).not.toThrow();
    const bad = { ...good, i: chunk('index', ['assets/start-boot.js', 'assets/start-react.js'], true) };
    expect(() => start.checkEntry(bad)).toThrow(/start-react/);
    expect(() => start.checkEntry({ b: chunk('start-boot', []) })).toThrow();
  });
});
