import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import './sheet.css';

const CLOSE = '关闭';

interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content (a confirm sheet's action); default one 关闭 button. */
  footer?: ReactNode;
}

/**
 * A sheet over the page: from the bottom on a phone, centred on a wide screen. The browser's own
 * modal dialog: focus stays inside, Escape and the back of the sheet close it, the page behind is
 * inert for assistive technology.
 */
export function Sheet({ open, title, onClose, children, footer }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="sheet__panel">
          <header className="sheet__head">
            <h2 id={titleId} className="sheet__title">
              {title}
            </h2>
            <button type="button" className="sheet__close" aria-label={CLOSE} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="sheet__body">{children}</div>
          {footer === undefined ? null : <footer className="sheet__foot">{footer}</footer>}
        </div>
      ) : null}
    </dialog>
  );
}
