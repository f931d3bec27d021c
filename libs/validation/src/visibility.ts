/**
 * The pure part of the restricted video / league visibility rule (SPEC §5, SPEC-NOTES 14).
 * Content is visible when the member's VIP grade lies in [vipMin, vipMax] (both inclusive) OR when
 * the item's title is not the excluded league. The OR is literal, as the notes decide.
 *
 * Chosen where the spec is silent: titles are compared after normaliseTitle on both sides and
 * trimmed; an empty excluded league (not configured) excludes nothing; a non-finite grade or
 * bound is never "in range"; vipMin > vipMax is an empty range.
 */

export interface RestrictedContentInput {
  grade: number;
  vipMin: number;
  vipMax: number;
  title: string;
  excludedLeague: string;
}

/** "**英超-第12轮" → "英超": remove every "*", keep the part before the first "-", trim. */
export function normaliseTitle(title: string): string {
  if (typeof title !== 'string') return '';
  const withoutStars = title.replaceAll('*', '');
  const dash = withoutStars.indexOf('-');
  return (dash < 0 ? withoutStars : withoutStars.slice(0, dash)).trim();
}

export function isGradeInRange(grade: number, vipMin: number, vipMax: number): boolean {
  if (![grade, vipMin, vipMax].every((n) => typeof n === 'number' && Number.isFinite(n))) return false;
  return grade >= vipMin && grade <= vipMax;
}

export function isRestrictedContentVisible(input: RestrictedContentInput): boolean {
  if (typeof input !== 'object' || input === null) return false;
  if (isGradeInRange(input.grade, input.vipMin, input.vipMax)) return true;
  const excluded = normaliseTitle(input.excludedLeague);
  if (excluded === '') return true;
  return normaliseTitle(input.title) !== excluded;
}
