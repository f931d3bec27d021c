export { createDialogManager } from './dialog-manager';
export { browserClock, browserViewportHeight, createBodyScrollLock } from './browser-ports';
export { safetyTipOptions, showSafetyTip } from './safety-tip';
export {
  AUTO_HEIGHT_VIEWPORT,
  COUNTDOWN_TICK_MS,
  DIALOG_DEFAULT_ANIMATION,
  DIALOG_LEAVE_MS,
  DIALOG_WIDTH,
} from './constants';
export {
  countdownLabel,
  DIALOG_CANCEL_BUTTON,
  DIALOG_CLOSE_LABEL,
  DIALOG_DEFAULT_BUTTON,
  DIALOG_DEFAULT_TITLE,
  DIALOG_LOADING_LABEL,
  SAFETY_TIP_BUTTON,
  SAFETY_TIP_CONTENT,
} from './messages';
export type * from './types';
