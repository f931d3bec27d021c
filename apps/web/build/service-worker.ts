import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import type { Plugin } from 'vite';
import { shellFiles } from '../src/pwa/shell-files';
import { BOOT_SCRIPT_FILE } from './boot-script';

const WORKER_SOURCE = path.resolve(import.meta.dirname, '../src/pwa/sw.worker.ts');

/** Every file of a folder with its content, sorted by path: what a build id must cover. */
function folderFingerprint(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(`${path.relative(dir, full)}:${crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex')}`);
    }
  };
  walk(dir);
  return out;
}

/**
 * Writes dist/sw.js: src/pwa/sw.worker.ts bundled on its own (a classic script, no chunk shared
 * with the app), with the build id and the shell's file list (src/pwa/shell-files.ts) set in.
 * The id is a hash of every output file name (content-hashed), the public files and the worker's
 * own sources: an unchanged build gives a byte-identical sw.js, so no member is asked to refresh
 * for nothing; any change gives a new worker, which offers 新版本已就绪，点击刷新.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'site-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [{ fileName: item.fileName, isEntry: item.isEntry, imports: item.imports }] : []));
      // The boot script is an asset (build/boot-script.ts) that every page's HTML names first.
      const shell = shellFiles([...chunks, { fileName: BOOT_SCRIPT_FILE, isEntry: true, imports: [] }]);
      const sources = [WORKER_SOURCE, path.resolve(import.meta.dirname, '../src/pwa/sw-policy.ts'), path.resolve(import.meta.dirname, '../server/prefixes.ts')];
      const id = crypto
        .createHash('sha256')
        .update([...Object.keys(bundle).sort(), ...folderFingerprint(publicDir), ...sources.map((file) => fs.readFileSync(file, 'utf8'))].join('\n'))
        .digest('hex')
        .slice(0, 16);
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __SW_BUILD_ID__: JSON.stringify(id), __SW_SHELL__: JSON.stringify(shell) },
        build: {
          write: false,
          emptyOutDir: false,
          target: 'es2020',
          minify: true,
          lib: { entry: WORKER_SOURCE, formats: ['iife'], name: 'siteServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const outputs = Array.isArray(result) ? result : [result];
      const code = outputs.flatMap((out) => ('output' in out ? out.output : [])).find((file) => file.type === 'chunk')?.code;
      if (!code) throw new Error('[sw] 未能构建 sw.js');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: `/* 构建 ${id} */\n${code}` });
    },
  };
}
