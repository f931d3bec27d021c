// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zod runs jitless in the site', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("builds and runs object schemas without compiling code: the site's CSP (script-src 'self') refuses eval", async () => {
    await import('./zod-jitless');
    const compiled: unknown[][] = [];
    vi.stubGlobal(
      'Function',
      new Proxy(globalThis.Function, {
        construct(target, args: unknown[]) {
          compiled.push(args);
          return Reflect.construct(target, args) as object;
        },
      }),
    );
    const { z } = await import('zod');
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: '会员' })).toEqual({ id: 1, name: '会员' });
    expect(compiled).toEqual([]);
  });
});
