import { isGradeInRange, isRestrictedContentVisible } from '@site/validation';
import type { VisibilityContext } from '../visibility';
import type { SportsMatch } from './types';

/**
 * The restricted-video rule of SPEC §5 on matches (SPEC-NOTES 14): a match of the excluded league
 * is listed only when the member's grade is inside siteVideoVipMin..siteVideoVipMax; other leagues
 * always. A guest has no grade, so sees neither the excluded league nor any video.
 */
export function visibleMatches<T extends Pick<SportsMatch, 'league'>>(matches: readonly T[], context: VisibilityContext): T[] {
  return matches.filter((match) => isRestrictedContentVisible({ ...context, title: match.league }));
}

/** 视频直播 is offered only inside the VIP range (bounds inclusive). */
export function showsVideo(match: Pick<SportsMatch, 'hasVideo'>, context: VisibilityContext): boolean {
  return match.hasVideo && isGradeInRange(context.grade, context.vipMin, context.vipMax);
}
