import { isRestrictedContentVisible } from '@site/validation';
import { isRecord } from './is-record';

/**
 * The venue-level side of the restricted video / league visibility rule (SPEC §5, SPEC-NOTES 14).
 * The rule itself lives in @site/validation; this reads its inputs from the site config and the
 * member and applies it to venue lists.
 */
export interface VisibilityContext {
  /** The member's VIP grade; a guest has none and is never "in range". */
  grade: number;
  vipMin: number;
  vipMax: number;
  /** The one excluded league's name (configuration); empty excludes nothing. */
  excludedLeague: string;
}

export interface VisibilityInput {
  /** The pre-login site config; only siteVideoVipMin / siteVideoVipMax are read. */
  siteConfig: unknown;
  /** The member's grade (member info), absent for a guest. */
  grade?: unknown;
  excludedLeague?: unknown;
}

/** Config values arrive as numbers or numeric strings; anything else is "not a bound" (NaN). */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

export function visibilityContext({ siteConfig, grade, excludedLeague }: VisibilityInput): VisibilityContext {
  const config = isRecord(siteConfig) ? siteConfig : {};
  return {
    grade: toNumber(grade),
    vipMin: toNumber(config['siteVideoVipMin']),
    vipMax: toNumber(config['siteVideoVipMax']),
    excludedLeague: typeof excludedLeague === 'string' ? excludedLeague : '',
  };
}

/** Whether one venue list item (anything with a title) may be shown. */
export function isVenueItemVisible(item: unknown, context: VisibilityContext): boolean {
  const title = isRecord(item) && typeof item['title'] === 'string' ? item['title'] : '';
  return isRestrictedContentVisible({ ...context, title });
}

/** The items of a venue list that may be shown, in their order; a non-list gives an empty list. */
export function filterVisibleVenueItems<T>(items: readonly T[] | null | undefined, context: VisibilityContext): T[] {
  if (!Array.isArray(items)) return [];
  return items.filter((item) => isVenueItemVisible(item, context));
}
