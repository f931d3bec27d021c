import { PAGES, memberPaths } from '@site/api-contract/pages';
import type { PageInfo } from '@site/api-contract/pages';
import { HOME_PATH, LOGIN_PATH, MEMBER_AREA_SEGMENT } from './constants';

const MEMBER_SEGMENT = MEMBER_AREA_SEGMENT.slice(1);

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

function isAtOrUnder(path: string, base: string): boolean {
  return base === '/' ? path === '/' : path === base || path.startsWith(`${base}/`);
}

/**
 * A path that needs a member (SPEC §4, SPEC-NOTES 3): a member page of the page table or a path
 * below one (`/mine/anything`, `/game/sport/im/…`), and any path with the member-area segment
 * (`/mine` as a whole segment, so `/minesweeper` is public). A query or hash is ignored. The
 * table is a parameter so a test can change one entry and watch every reader follow.
 */
export function isProtectedPath(pathname: string, pages: readonly PageInfo[] = PAGES): boolean {
  const path = normalise(pathname);
  if (path.split('/').includes(MEMBER_SEGMENT)) return true;
  return memberPaths(pages).some((base) => isAtOrUnder(path, base));
}

/**
 * Where a visitor on `pathname` must go instead, or null to stay: a guest on a protected path
 * goes home (SPEC §4), or to login where the page table says logging in is the only way in.
 */
export function guardPath(pathname: string, isMember: boolean, pages: readonly PageInfo[] = PAGES): string | null {
  if (isMember || !isProtectedPath(pathname, pages)) return null;
  const path = normalise(pathname);
  const page = pages.find((p) => p.access === 'member' && isAtOrUnder(path, p.path));
  return page?.guestTo === 'login' ? LOGIN_PATH : HOME_PATH;
}
