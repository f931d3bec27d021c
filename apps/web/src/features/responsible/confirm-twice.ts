import type { DialogManager } from '@site/dialogs';
import { RESPONSIBLE_TEXT as T } from './messages';

/** Seconds the second confirmation waits before it can be pressed: a moment to read it. */
export const SECOND_CONFIRM_SECONDS = 3;

function ask<C>(dialogs: DialogManager<C>, title: string, content: string, confirmText: string, countdownSeconds?: number): Promise<boolean> {
  const handle = dialogs.open({
    kind: 'confirm',
    title,
    content,
    maskClosable: false,
    buttons: [
      { text: T.cancel },
      { text: confirmText, variant: 'primary', ...(countdownSeconds ? { countdownSeconds } : {}) },
    ],
  });
  return handle.closed.then((r) => r.reason === 'button' && r.buttonIndex === 1);
}

/**
 * A time-out or self-exclusion is confirmed twice (issue #22): the first says what it is, the
 * second what cannot be undone and until when, and waits a few seconds before it can be pressed.
 * Any other answer (取消, Escape, the close icon) stops it.
 */
export async function confirmTwice<C>(dialogs: DialogManager<C>, first: string, second: string): Promise<boolean> {
  if (!(await ask(dialogs, T.confirmTitle, first, T.confirm))) return false;
  return ask(dialogs, T.confirmAgainTitle, second, T.confirmAgain, SECOND_CONFIRM_SECONDS);
}
