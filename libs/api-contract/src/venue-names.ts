/**
 * The spec's venues' display names (Chinese UI text; technical names may stay as they are): one
 * name per venue wherever it shows — lobby cards, launch pages and their page-table titles, the
 * sports centre. A module of its own because the page table, in the app's entry, reads it;
 * venues.ts types it against the venue codes (importing them here would close a cycle).
 */
export const VENUE_DISPLAY_NAMES = {
  IMTY: 'IM体育',
  OBTY: 'YB体育',
  FBTY: 'FB体育',
  V188: '188体育',
  YBDJ: 'YB电竞',
  IMDJ: 'IM电竞',
  LHDJ: '雷火电竞',
} as const;
