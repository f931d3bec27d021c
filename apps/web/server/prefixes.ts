/**
 * The same-origin paths that belong to the platform. The production server and the Vite dev
 * server send exactly these to PLATFORM_URL; everything else is the single-page app.
 *
 * The prefixes are /site /act /game /fd /page-fd /agent /stream and /api/json-cache, but the
 * site also has pages under /game/… and /agent, so for the six API prefixes only their `/api/`
 * subtree is the platform's (`/game/api/v1/venue/launch` is proxied, `/game/sport` is a page).
 */
export const PLATFORM_PATH_SOURCE = '^/(?:(?:site|act|game|fd|page-fd|agent)/api|stream|api/json-cache)/';

export const PLATFORM_PATH = new RegExp(PLATFORM_PATH_SOURCE);

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PATH.test(pathname);
}

/** What the browser gets when the platform cannot be reached (502): the platform's own envelope shape. */
export const PLATFORM_DOWN_BODY = JSON.stringify({ status_code: 10001, message: '网络异常,请您稍后重试', data: null });
