import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createDialogManager } from '../dialog-manager';
import type { DialogOptions } from '../types';
import { DialogHost } from './DialogHost';

export interface DialogDemoProps {
  options: DialogOptions<ReactNode>;
  /** Opens at once, so the story (and its axe check) shows the dialog itself. */
  openOnMount?: boolean;
  triggerLabel?: string;
}

/** Story scaffolding: one manager, one host, and a trigger button that reopens the dialog. */
export function DialogDemo({ options, openOnMount = true, triggerLabel = '打开弹窗' }: DialogDemoProps) {
  const [manager] = useState(() => createDialogManager<ReactNode>());

  useEffect(() => {
    if (!openOnMount) return undefined;
    const handle = manager.open(options);
    return () => manager.close(handle.id);
    // Opening once per mount is the point; later option edits reopen through the trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [manager]);

  return (
    <main>
      <button type="button" className="site-dialog-demo__trigger" onClick={() => manager.open(options)}>
        {triggerLabel}
      </button>
      <DialogHost manager={manager} />
    </main>
  );
}
