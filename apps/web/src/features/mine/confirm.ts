import type { DialogManager } from '@site/dialogs';
import type { ReactNode } from 'react';

/** A confirm dialog (取消 / the action): true only when the member pressed the action. */
export async function confirmDialog(
  dialogs: DialogManager<ReactNode>,
  options: { title: string; content: string; ok: string },
): Promise<boolean> {
  const handle = dialogs.open({
    kind: 'confirm',
    title: options.title,
    content: options.content,
    buttons: [{ text: '取消' }, { text: options.ok, variant: 'primary' }],
  });
  const result = await handle.closed;
  return result.reason === 'button' && result.buttonIndex === 1;
}
