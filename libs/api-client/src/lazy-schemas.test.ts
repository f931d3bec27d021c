import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSchemas } from './lazy-schemas';

describe('loadSchemas', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("builds the contract's schemas without compiling code: the site's CSP (script-src 'self') refuses eval", async () => {
    const compiled: unknown[][] = [];
    const RealFunction = globalThis.Function;
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct(target, args: unknown[]) {
          compiled.push(args);
          return Reflect.construct(target, args) as object;
        },
      }),
    );
    const schemas = await loadSchemas();
    expect(Object.keys(schemas).length).toBeGreaterThan(0);
    expect(compiled).toEqual([]);
  });
});
