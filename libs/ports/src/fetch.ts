import type { FetchPort } from './ports';

/** The global `fetch`, looked up at each call, so a fetch stubbed or polyfilled after import is the one used. */
export const globalFetch: FetchPort = (input, init) => globalThis.fetch(input, init);
