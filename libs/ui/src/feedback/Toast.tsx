import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../class-names';
import './Spinner.css';
import './Toast.css';

export type ToastType = 'info' | 'success' | 'error' | 'loading';

export const TOAST_DEFAULT_DURATION_MS = 2000;

export interface ToastProps {
  open: boolean;
  message: ReactNode;
  type?: ToastType;
  /** Closes itself after this long; 0 keeps it until the page closes it. Loading toasts stay. */
  duration?: number;
  onClose?: () => void;
}

/**
 * A short message over the page. The live region is always in the document so screen readers
 * announce the message when it appears; errors use an assertive alert.
 */
export function Toast({ open, message, type = 'info', duration = TOAST_DEFAULT_DURATION_MS, onClose }: ToastProps) {
  useEffect(() => {
    if (!open || type === 'loading' || duration <= 0 || !onClose) return undefined;
    const timer = setTimeout(onClose, duration);
    return () => clearTimeout(timer);
  }, [open, type, duration, onClose, message]);

  return (
    <div className="site-toast-region" role={type === 'error' ? 'alert' : 'status'}>
      {open ? (
        <div className={cx('site-toast', `site-toast--${type}`)}>
          {type === 'loading' ? (
            <span className="site-spinner__ring" style={{ width: 28, height: 28 }} aria-hidden="true" />
          ) : null}
          {type === 'success' ? <span className="site-toast__icon" aria-hidden="true">✓</span> : null}
          {type === 'error' ? <span className="site-toast__icon" aria-hidden="true">!</span> : null}
          <span className="site-toast__message">{message}</span>
        </div>
      ) : null}
    </div>
  );
}
