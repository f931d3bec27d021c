/**
 * The screenshots taken for a person to look at (issue notes): a phone size, as a phone (mobile
 * viewport, touch), and a desktop size.
 */
export const SHOT_SIZES = [
  { name: '390x844', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: '1440x900', viewport: { width: 1440, height: 900 }, isMobile: false },
] as const;

/** Where they are written: SHOTS_DIR, else /tmp/shots. */
export const SHOTS_DIR = process.env['SHOTS_DIR'] ?? '/tmp/shots';
