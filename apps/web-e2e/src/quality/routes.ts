import { PAGES } from '@site/api-contract/pages';
import type { PageInfo } from '@site/api-contract/pages';

/** One page of SPEC §2 as the page table lists it. */
export type SweepPage = PageInfo;

/**
 * The SPEC §2 pages, from the page table the app's guard and the session's protected-path rule
 * read too (`@site/api-contract/pages`): a page whose access changes there is swept as such here.
 */
export function sweepPages(): readonly SweepPage[] {
  return PAGES;
}
