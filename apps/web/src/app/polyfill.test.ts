import { afterEach, describe, expect, it } from 'vitest';
import { POLYFILL_URL, loadPolyfillsIfNeeded, needsPolyfills } from './polyfill';

function envWithout(...names: string[]) {
  const drop = new Set(names);
  const pick = <T extends object>(proto: T, keys: string[]) =>
    Object.fromEntries(keys.filter((k) => !drop.has(k)).map((k) => [k.split('.').pop() as string, (proto as Record<string, unknown>)[k.split('.').pop() as string]]));
  return {
    Object: pick(Object, ['Object.hasOwn']),
    Array: { prototype: pick(Array.prototype, ['Array.prototype.at', 'Array.prototype.findLast']) },
    String: { prototype: pick(String.prototype, ['String.prototype.replaceAll']) },
  } as unknown as typeof globalThis;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the polyfill script (SPEC §7, issue #25 item 8)', () => {
  it('a browser with every feature the bundle uses needs none and fetches nothing', async () => {
    expect(needsPolyfills(envWithout())).toBe(false);
    await loadPolyfillsIfNeeded(document, envWithout());
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('a browser lacking one gets the same-host script, and the site waits for it', async () => {
    for (const missing of ['Object.hasOwn', 'Array.prototype.at', 'Array.prototype.findLast', 'String.prototype.replaceAll']) {
      expect(needsPolyfills(envWithout(missing)), missing).toBe(true);
    }
    const env = envWithout('Array.prototype.findLast', 'Object.hasOwn');
    let done = false;
    const loading = loadPolyfillsIfNeeded(document, env).then(() => (done = true));
    const script = document.querySelector('script');
    expect(script?.getAttribute('src')).toBe(POLYFILL_URL);
    await Promise.resolve();
    expect(done).toBe(false);
    script?.dispatchEvent(new Event('load'));
    await loading;
    expect(done).toBe(true);
  });

  it('a script that fails to load does not hold the site back', async () => {
    const loading = loadPolyfillsIfNeeded(document, envWithout('String.prototype.replaceAll'));
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
  });
});

describe('public/polyfills.js', () => {
  it('waits for the uuid fallback (loaded where crypto.randomUUID is missing) and starts anyway when it fails', async () => {
    let loaded: () => void = () => undefined;
    let done = false;
    const loading = loadPolyfillsIfNeeded(document, envWithout(), () => new Promise<void>((resolve) => (loaded = resolve))).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    loaded();
    await loading;
    expect(done).toBe(true);
    await expect(loadPolyfillsIfNeeded(document, envWithout(), () => Promise.reject(new Error('chunk failed')))).resolves.toBeUndefined();
  });

  it('fills each gap it is loaded for, and leaves present built-ins alone', async () => {
    const fs = await import('node:fs');
    const vm = await import('node:vm');
    const path = await import('node:path');
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/polyfills.js'), 'utf8');
    const context = vm.createContext({ crypto: { getRandomValues: (b: Uint8Array) => b.fill(7) } });
    vm.runInContext(
      'delete Object.hasOwn; delete Array.prototype.at; delete String.prototype.at; delete Array.prototype.findLast; delete Array.prototype.findLastIndex; delete String.prototype.replaceAll; var keep = Array.prototype.includes;',
      context,
    );
    vm.runInContext(source, context);
    const run = (code: string): unknown => vm.runInContext(code, context);
    expect(run('[Object.hasOwn({ a: 1 }, "a"), Object.hasOwn({}, "toString")]')).toEqual([true, false]);
    expect(run('[[1, 2, 3].at(-1), "abc".at(0), [1].at(5)]')).toEqual([3, 'a', undefined]);
    expect(run('[[1, 2, 3, 4].findLast((n) => n % 2 === 1), [1, 2].findLastIndex((n) => n > 5)]')).toEqual([3, -1]);
    expect(run('["a.b.c".replaceAll(".", "/"), "x1y1".replaceAll(/1/g, "")]')).toEqual(['a/b/c', 'xy']);
    expect(run('crypto.randomUUID()')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(run('Array.prototype.includes === keep')).toBe(true);
  });
});
