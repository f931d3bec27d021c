/**
 * Numbers of SPEC §7–§9 that the api-client owns. Each lives here once. "Otherwise" means outside
 * a browser (Node, tests), in milliseconds (SPEC-NOTES 23).
 */

/** Request timeout in the browser (SPEC §7, §9). */
export const REQUEST_TIMEOUT_BROWSER_MS = 100_000;
/** Request timeout outside a browser (SPEC §9). */
export const REQUEST_TIMEOUT_OTHER_MS = 400;
/** Cache client timeout in the browser (SPEC §7, §9). */
export const CACHE_TIMEOUT_BROWSER_MS = 20_000;
/** Cache client timeout outside a browser (SPEC §9). */
export const CACHE_TIMEOUT_OTHER_MS = 600;
/** Idempotent GETs are retried this many times after a network failure or a retryable status. */
export const GET_RETRIES = 1;
/** HTTP statuses after which an idempotent GET is worth one more try. */
export const RETRYABLE_STATUSES: readonly number[] = [408, 425, 429, 500, 502, 503, 504];
/** SPEC §8: a timeout gives this message with status 0 (kept as the error's detail). */
export const TIMEOUT_DETAIL = 'timeout';
/** SPEC §8: words that turn a message into the network-error text. Matched as written. */
export const NETWORK_ERROR_MARKERS: readonly string[] = ['Acceptable', 'Failed', 'SSL error', 'Forbidden'];
