/**
 * The service pages' pictures as line icons (24×24 strokes; a dot is a zero-length line with
 * round caps), not emoji: a device without an emoji font (many Linux desktops, some TV and car
 * browsers) showed an empty box in their place. The error page's and the cookie notice's are here, in
 * the first load; a service page's own is in its route file, so it loads with that page only.
 */
export interface ServiceIcon {
  name: string;
  d: string;
}

/** A circle of radius 9 around the centre, for icons drawn inside one. */
export const RING = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z';

export const COOKIE_ICON: ServiceIcon = { name: 'cookie', d: 'M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3-3 3 3 0 0 1-3-3 3 3 0 0 1-3-3zM8.5 10.5h.01M11 15.5h.01M15.5 15h.01' };
export const ERROR_ICON: ServiceIcon = { name: 'error', d: 'M12 3.5 21.5 20h-19zM12 10v4M12 17h.01' };
