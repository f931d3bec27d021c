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

// ── record lists (issue 19) ─────────────────────────────────────────────────────────────────

/** The quick ranges of a record list (Asia/Shanghai days, counted back from today). */
export const RECORD_RANGES = ['today', 'yesterday', '7d', '30d'] as const;
export type RecordRange = (typeof RECORD_RANGES)[number];

/**
 * A record list's filter as the URL holds it, so a view can be shared and survives a reload:
 * a quick range, or a custom `from`–`to` (YYYY-MM-DD, Shanghai days; both or neither), and the
 * list's own filters. Which `type`, `status` and `venue` values a list knows is the page's
 * business: here only their shape is checked.
 */
export interface RecordSearch {
  range?: RecordRange | undefined;
  from?: string | undefined;
  to?: string | undefined;
  type?: string | undefined;
  status?: number | undefined;
  venue?: string | undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FILTER_CODE = /^[A-Za-z0-9_]{1,24}$/;

/** A real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
function isoDate(value: unknown): string | undefined {
  const text = optionalString(value);
  const match = text ? ISO_DATE.exec(text) : null;
  if (!match || !text) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === text ? text : undefined;
}

function filterCode(value: unknown): string | undefined {
  const text = optionalString(value);
  return text !== undefined && FILTER_CODE.test(text) ? text : undefined;
}

export function recordSearch(search: Search): RecordSearch {
  let from = isoDate(search['from']);
  let to = isoDate(search['to']);
  if (from === undefined || to === undefined) from = to = undefined;
  else if (from > to) [from, to] = [to, from];
  const status = Number(optionalString(search['status']));
  return {
    range: from ? undefined : RECORD_RANGES.find((r) => r === search['range']),
    from,
    to,
    type: filterCode(search['type']),
    status: Number.isInteger(status) && status >= 0 && status <= 9 ? status : undefined,
    venue: filterCode(search['venue']),
  };
}

/** `/mine/currency?category=`: the mall's category tab (any short name; unknown ones show every item). */
export function mallSearch(search: Search): { category?: string | undefined } {
  const category = optionalString(search['category']);
  return { category: category && category.length <= 20 ? category : undefined };
}
