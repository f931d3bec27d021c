/**
 * Typed, validated search params of the routes. Plain functions rather than zod: route options
 * are part of the first-load bundle, and bad values are simply dropped (a tampered link never
 * breaks a page).
 */
type Search = Record<string, unknown>;

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** `?url=` on a venue launch page: any string; the page checks its origin against the allowlist. */
export function venueSearch(search: Search): { url?: string | undefined } {
  return { url: optionalString(search['url']) };
}

const RESTRICTION_NAMES = ['access-caveat', 'access-alert'] as const;
export type RestrictionName = (typeof RESTRICTION_NAMES)[number];

/** `/other/restrictionIp?name=`: the two notices of SPEC §8. */
export function restrictionSearch(search: Search): { name?: RestrictionName | undefined } {
  const name = search['name'];
  return { name: RESTRICTION_NAMES.find((n) => n === name) };
}

/** Where to return after login: only a path of this site (not `//host`, not a URL). */
export function redirectSearch(search: Search): { redirect?: string | undefined } {
  const v = optionalString(search['redirect']);
  return { redirect: v && v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\') ? v : undefined };
}

export interface ReferralSearch {
  i_code?: string | undefined;
  r_code?: string | undefined;
  r_bet?: string | undefined;
  invite_code?: string | undefined;
}

/** Referral codes carried by a register link (SPEC §3). */
export function registerSearch(search: Search): ReferralSearch {
  return {
    i_code: optionalString(search['i_code']),
    r_code: optionalString(search['r_code']),
    r_bet: optionalString(search['r_bet']),
    invite_code: optionalString(search['invite_code']),
  };
}

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** /activity/discount: the category tab (checked by the page) and the open activity. */
export function discountSearch(search: Search): { tab?: string | undefined; id?: number | undefined } {
  return { tab: optionalString(search['tab']), id: positiveInt(search['id']) };
}

/** /activity/calendar: the month shown, `YYYY-MM`. */
export function calendarSearch(search: Search): { month?: string | undefined } {
  const month = optionalString(search['month']);
  return { month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined };
}

/** /sponsor/0: the partner whose story is open. */
export function sponsorSearch(search: Search): { story?: string | undefined } {
  return { story: optionalString(search['story']) };
}

/** /agent: the page of the team list. */
export function pageSearch(search: Search): { page?: number | undefined } {
  return { page: positiveInt(search['page']) };
}

/** `/mine/mail?filter=unread`: all mail, or only the unread. */
export function mailSearch(search: Search): { filter?: 'unread' | undefined } {
  return { filter: search['filter'] === 'unread' ? 'unread' : undefined };
}

/** `/mine/feedback?tab=mine`: the form, or the member's feedback with the replies. */
export function feedbackSearch(search: Search): { tab?: 'mine' | undefined } {
  return { tab: search['tab'] === 'mine' ? 'mine' : undefined };
}

/** `/leave?to=`: the outside address, any string; the leave page decides whether it can be offered. */
export function leaveSearch(search: Search): { to?: string | undefined } {
  return { to: typeof search['to'] === 'string' ? search['to'] : undefined };
}
