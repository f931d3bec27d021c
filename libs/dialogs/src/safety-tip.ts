import { SAFETY_TIP_BUTTON, SAFETY_TIP_CONTENT } from './messages';
import type { DialogHandle, DialogManager, DialogOptions } from './types';

/** SPEC §2: the warning against transferring to a card number that "support" hands out. */
export function safetyTipOptions<C = string>(): DialogOptions<C> {
  return {
    kind: 'info',
    content: SAFETY_TIP_CONTENT,
    buttons: [{ text: SAFETY_TIP_BUTTON, variant: 'primary' }],
  };
}

export function showSafetyTip<C>(manager: DialogManager<C>): DialogHandle {
  return manager.open(safetyTipOptions());
}
