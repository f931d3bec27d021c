import { HOME_PATH, MEMBER_AREA_SEGMENT, REGISTER_GUIDE_PATH, VENUE_LAUNCH_PATHS } from './constants.ts';

const MEMBER_SEGMENT = MEMBER_AREA_SEGMENT.slice(1);

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

function isAtOrUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * A path that needs a member (SPEC §4, SPEC-NOTES 3): any path with the member-area segment
 * (`/mine`, as a whole segment so `/minesweeper` is public), the six venue launch paths and
 * `/registerGuide`. A query or hash on the path is ignored.
 */
export function isProtectedPath(pathname: string): boolean {
  const path = normalise(pathname);
  if (path.split('/').includes(MEMBER_SEGMENT)) return true;
  if (VENUE_LAUNCH_PATHS.some((venue) => isAtOrUnder(path, venue))) return true;
  return isAtOrUnder(path, REGISTER_GUIDE_PATH);
}

/** Where a visitor on `pathname` must go instead: home for a guest on a protected path, else null. */
export function guardPath(pathname: string, isMember: boolean): string | null {
  return !isMember && isProtectedPath(pathname) ? HOME_PATH : null;
}
