/** A venue lobby that has not loaded after this long shows a retry instead of a spinner. */
export const VENUE_FRAME_TIMEOUT_MS = 20_000;

/**
 * The iframe sandbox of a venue lobby (ARCHITECTURE security): scripts, its own origin's storage,
 * forms and pop-ups (deposit pages, live streams), but never `allow-top-navigation`: the lobby
 * cannot take the member away from the site.
 */
export const VENUE_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** The transfer page a venue with an empty wallet sends the member to. */
export const TRANSFER_PATH = '/mine/finance/transfer';
