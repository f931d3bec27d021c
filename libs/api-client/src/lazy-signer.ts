import { signPath } from '@site/api-contract';
import type { PathSigner } from './signing';
import type { ReadOnlyStorage } from './ports';

/**
 * The client's signer: the production signer (a hash, no crypto-js) answers every request; the
 * stored-table fallback of SPEC §7 (signing.ts, which decrypts with crypto-js) loads only when the
 * production signer fails for a path, so crypto-js is not part of the site's first load.
 */
export interface LazyPathSigner {
  /** The signed-path header value; the table's answer once its code has loaded, '' before. */
  sign: PathSigner;
  /**
   * Settles when `sign(path)` gives its final answer: undefined when it already does (the
   * production signer answered, or the table's code is loaded), else the load of that code.
   */
  ready(path: string): Promise<unknown> | undefined;
}

export function createLazyPathSigner({ storage, signer = signPath }: { storage: ReadOnlyStorage; signer?: PathSigner }): LazyPathSigner {
  let withTable: PathSigner | null = null;
  let loading: Promise<PathSigner> | null = null;
  const load = () =>
    (loading ??= import('./signing').then((m) => (withTable = m.createPathSigner({ storage, signer }))));

  function production(path: string): string | null {
    try {
      const signature: unknown = signer(path);
      if (typeof signature === 'string' && signature !== '') return signature;
    } catch {
      // The stored table answers instead, as the spec's product does.
    }
    return null;
  }

  return {
    sign: (path) => production(path) ?? withTable?.(path) ?? '',
    ready: (path) => (withTable || production(path) !== null ? undefined : load()),
  };
}
