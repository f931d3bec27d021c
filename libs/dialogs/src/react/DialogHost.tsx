import { useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DialogManager } from '../types';
import { DialogPanel } from './DialogPanel';
import './dialog.css';

export interface DialogHostProps<C extends ReactNode> {
  manager: DialogManager<C>;
  /** Where the stack renders; default document.body. */
  container?: Element;
  /** z-index of the bottom dialog; each one above adds 1. */
  baseZIndex?: number;
}

/** Renders the manager's stack. Mount one, near the root of the app. */
export function DialogHost<C extends ReactNode>({ manager, container, baseZIndex = 2000 }: DialogHostProps<C>) {
  const dialogs = useSyncExternalStore(manager.subscribe, manager.getDialogs, manager.getDialogs);

  useEffect(() => {
    const onResize = () => manager.refreshViewport();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [manager]);

  if (dialogs.length === 0) return null;
  const activeId = dialogs.findLast((dialog) => !dialog.leaving)?.id;
  return createPortal(
    <div className="site-dialogs">
      {dialogs.map((entry, index) => (
        <DialogPanel
          key={entry.id}
          entry={entry}
          manager={manager}
          active={entry.id === activeId}
          zIndex={baseZIndex + index}
        />
      ))}
    </div>,
    container ?? document.body,
  );
}
