import { createDialogManager } from '@site/dialogs';
import type { DialogManager } from '@site/dialogs';
import type { ReactNode } from 'react';

/**
 * The dialog manager's code, in its own chunk: services.ts hands out a stand-in (lazy-dialogs.ts)
 * and imports this on first use — a lazily loaded library may only be imported statically from one
 * such module of our own.
 */
export function createAppDialogs(): DialogManager<ReactNode> {
  return createDialogManager<ReactNode>();
}
