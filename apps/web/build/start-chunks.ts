import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The start-up chunks (issue #24). The entry (src/main.ts) is a few hundred bytes: it imports the
 * app's start-up code in steps — React's DOM renderer, the router and state libraries, the
 * services, then the app (routes, shell) — each a chunk of its own, so the browser evaluates each
 * in a task of its own instead of all of them in the one task that ran the entry (that task was
 * start-up's longest: 140-175 ms on a phone 4x slower than a laptop).
 *
 * The chunks are not lazy: the HTML preloads them with the entry (build/boot-script.ts), the
 * server counts them as loaded by every page (server/page-preloads.ts), the budget counts them in
 * the first load (tools/bundle-budget.mjs), and the service worker keeps them with the shell.
 * Their names start with START_CHUNK_PREFIX; that is how those four know them.
 */
export const START_CHUNK_PREFIX = 'start-';

/** Whether a chunk (by its name in the bundle or the manifest) is one of the start-up chunks. */
export const isStartChunk = (name: string | undefined): boolean => name?.startsWith(START_CHUNK_PREFIX) ?? false;

/** The modules start-up evaluates, from these roots, in this order (main.ts imports them so). */
const START_ROOT = 'src/start.tsx';
const SERVICES_ROOT = 'src/app/services.ts';
const ENTRY = 'src/main.ts';

interface ModuleGraph {
  /** What the entry imports statically, all the way down (not the entry itself). */
  entry: Set<string>;
  /** What src/app/services.ts imports statically, all the way down, less the entry's. */
  services: Set<string>;
}

/** A module's static imports, as the bundler knows them (`this.getModuleInfo` in a plugin). */
type ImportsOf = (id: string) => readonly string[] | undefined;

/** The static closure of `roots`, without the modules of `except`. */
export function staticGraph(roots: readonly string[], importsOf: ImportsOf, except: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() ?? '';
    if (seen.has(id) || except.has(id)) continue;
    seen.add(id);
    stack.push(...(importsOf(id) ?? []));
  }
  return seen;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

export interface StartChunkGroup {
  name: string;
  /** Rolldown's tag of the modules a user-defined entry imports statically, after tree-shaking. */
  tags: ['$initial'];
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: false;
}

/**
 * The build input (src/start.tsx besides index.html: the modules it imports statically are then
 * `$initial`, as tree-shaking leaves them), the plugin that learns the entry's and the services'
 * import graphs once the modules are parsed, and the code-splitting groups that read them:
 *
 * - `start-boot`: what the entry itself imports (a few small modules start-up shares with it);
 * - `start-react`: react, react-dom, scheduler;
 * - `start-libs`: the router, jotai and the other packages start-up uses;
 * - `start-services`: the composition root (session, api client…; the dialog manager loads on first use);
 * - `start-app`: the rest (routes, shell, state), with src/start.tsx.
 *
 * Each takes only start-up modules: a module that only a lazily loaded page uses stays with that
 * page, and none of them is a static import of the entry (it would be evaluated before the entry,
 * in its task).
 */
/**
 * `use-sync-external-store/shim` as React's own hook (aliased in vite.config.ts): it belongs with
 * the packages (start-libs), whose `…/shim/with-selector` requires it — anywhere else the chunks
 * would import each other and start-up would call it before it exists.
 */
export const SYNC_EXTERNAL_STORE_SHIM = 'build/use-sync-external-store-shim.cjs';

export function startChunks(root: string) {
  let graph: ModuleGraph | undefined;
  const within = (id: string, set: keyof ModuleGraph) => {
    if (!graph) throw new Error('[start-chunks] 模块图尚未建立');
    return graph[set].has(id);
  };
  const file = (name: string) => path.resolve(root, name);
  const plugin: Plugin = {
    name: 'site-start-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const importsOf: ImportsOf = (id) => this.getModuleInfo(id)?.importedIds;
      if (!this.getModuleInfo(file(START_ROOT))) throw new Error(`[start-chunks] 构建中没有 ${START_ROOT}`);
      const entry = staticGraph([file(ENTRY)], importsOf);
      entry.delete(file(ENTRY));
      graph = { entry, services: staticGraph([file(SERVICES_ROOT)], importsOf, entry) };
    },
    generateBundle(_options, bundle) {
      checkEntry(bundle);
    },
  };
  const group = (name: string, priority: number, test: (id: string) => boolean): StartChunkGroup => ({
    name: `${START_CHUNK_PREFIX}${name}`,
    tags: ['$initial'],
    test,
    priority,
    includeDependenciesRecursively: false,
  });
  const groups = [
    // What the entry imports itself, Vite's preload helper (a virtual module) that serves the
    // entry's dynamic imports, and the stylesheets (their JavaScript side is empty).
    group('boot', 10, (id) => within(id, 'entry') || id.startsWith('\0vite/') || /\.css$/.test(id)),
    group('react', 9, (id) => REACT.test(id)),
    group('libs', 8, (id) => NODE_MODULES.test(id) || id === file(SYNC_EXTERNAL_STORE_SHIM)),
    group('services', 7, (id) => within(id, 'services')),
    // Not the entry, nor index.html's module that imports it: they are the entry chunk.
    group('app', 6, (id) => id !== file(ENTRY) && id !== file('index.html')),
  ];
  /** The start-up chunks' files in a bundle, in the order the entry evaluates them. */
  const filesIn = (bundle: Record<string, { type: string; name?: string; fileName: string }>): string[] => {
    const order = groups.map((g) => g.name);
    return Object.values(bundle)
      .filter((item) => item.type === 'chunk' && isStartChunk(item.name))
      .sort((a, b) => order.indexOf(a.name ?? '') - order.indexOf(b.name ?? ''))
      .map((item) => item.fileName);
  };
  /**
   * Throws when the entry chunk imports a start-up step statically (only start-boot may be): the
   * browser would evaluate that step before the entry, in the entry's task, and start-up would be
   * one long task again (main.ts must import the steps with `import()`).
   */
  const checkEntry = (bundle: Record<string, { type: string; name?: string; fileName: string; imports?: readonly string[]; isEntry?: boolean; facadeModuleId?: string | null }>): void => {
    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
    const entry = chunks.find((item) => item.isEntry && item.facadeModuleId === file('index.html'));
    if (!entry) throw new Error('[start-chunks] 构建中没有 index.html 的入口分块');
    const steps = chunks.filter((item) => isStartChunk(item.name) && item.name !== `${START_CHUNK_PREFIX}boot` && entry.imports?.includes(item.fileName));
    if (steps.length > 0) throw new Error(`[start-chunks] 入口静态导入了启动分块 ${steps.map((c) => c.name).join(', ')}：它们应由 src/main.ts 分步动态导入`);
  };
  return { input: { index: file('index.html'), [`${START_CHUNK_PREFIX}app`]: file(START_ROOT) }, plugin, groups, filesIn, checkEntry };
}
