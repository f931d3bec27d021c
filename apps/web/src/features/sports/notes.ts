import { venueDisplayName } from '@site/api-contract';
import { isChineseReason } from '@site/venues';
import type { SportsVenue, VenueFailure } from '@site/venues';

// The sports centre's notes; apart from format.ts, which the home page's 热门赛事 loads too.

/**
 * The quiet note of venues that dropped out of a round, or null. A reason is shown only when it is
 * Chinese (issue #41 item 5: the HTTP layer's English "Method Not Allowed" reached this page); a
 * venue answering in English is named without one.
 */
export function failureNoteText(failures: readonly VenueFailure[]): string | null {
  if (failures.length === 0) return null;
  const each = failures.map((f) => `${venueDisplayName(f.venue)}暂时无法获取赛事${isChineseReason(f.message) ? `（${f.message}）` : ''}`);
  return `${each.join('；')}，其他场馆不受影响，稍后自动重试。`;
}

/** The venues still being asked while the others' matches show (issue #41 item 4), or null. */
export function loadingNoteText(pending: readonly SportsVenue[]): string | null {
  if (pending.length === 0) return null;
  return `${pending.map((venue) => venueDisplayName(venue)).join('、')}赛事加载中…`;
}
