// SPEC §2 and §9: the dialog numbers, named once.

/** Leave animation; a closing dialog stays in the stack this long so the host can animate it out. */
export const DIALOG_LEAVE_MS = 300;
/** Dialog width in CSS pixels. */
export const DIALOG_WIDTH = 360;
/** Below this inner height the auto-height layout class applies. */
export const AUTO_HEIGHT_VIEWPORT = 900;
/** A counting-down button ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;
/** Default enter animation. */
export const DIALOG_DEFAULT_ANIMATION = 'zoom-in';
