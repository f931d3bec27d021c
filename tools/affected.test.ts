import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultBase } from './affected.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('npm run affected: where "changed since" starts', () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'affected-base-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const run = (...args: string[]) => {
    try {
      return git(...args);
    } catch {
      return undefined;
    }
  };
  const commit = (name: string) => {
    fs.writeFileSync(path.join(repo, name), name);
    git('add', name);
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', name);
    return git('rev-parse', 'HEAD');
  };
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('is nothing in a repository of one commit, the previous commit on main, the merge base on a branch', () => {
    git('init', '-q', '-b', 'main');
    commit('a');
    expect(defaultBase(run)).toBeUndefined();
    commit('b');
    expect(defaultBase(run)).toBe('HEAD~1');
    const fork = git('rev-parse', 'HEAD');
    git('checkout', '-q', '-b', 'feature');
    commit('c');
    commit('d');
    expect(defaultBase(run)).toBe(fork);
    // main moved on: still where the branch left it.
    git('checkout', '-q', 'main');
    commit('e');
    git('checkout', '-q', 'feature');
    expect(defaultBase(run)).toBe(fork);
  });
});

/** The projects `nx affected` runs for a change to these files. */
function affectedBy(...files: string[]): string[] {
  const out = execFileSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects', '--affected', `--files=${files.join(',')}`, '--json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  return (JSON.parse(out.slice(out.indexOf('['))) as string[]).sort();
}

describe('npm run affected: which projects a change reaches', () => {
  it('a change to libs/validation: validation and the projects that depend on it, not the others', () => {
    // api-client and chat-socket clean platform and chat text with it (issue #27); dialogs,
    // api-contract and the tools stay out. Storybook shows ui's parts and the app's pages: its
    // story tests run again.
    expect(affectedBy('libs/validation/src/index.ts')).toEqual([
      'api-client',
      'chat-socket',
      'platform-sim',
      'session',
      'storybook',
      'ui',
      'validation',
      'venues',
      'web',
      'web-e2e',
    ]);
  });

  it('a change to the nginx template or the start script: the site (its server tests) and the browser tests', () => {
    // Storybook shows the app's pages: Nx counts the app's server files as the app's too.
    expect(affectedBy('deploy/nginx/site.conf.template')).toEqual(['storybook', 'web', 'web-e2e']);
    expect(affectedBy('tools/start.mjs')).toEqual(['storybook', 'tools', 'web-e2e']);
  });
});
