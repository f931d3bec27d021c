import type { ReactNode } from 'react';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import './Empty.css';

export interface EmptyProps {
  description?: ReactNode;
  /** A button or link under the text (去存款). */
  action?: ReactNode;
  className?: string;
}

export function Empty({ description = UI_MESSAGES.empty, action, className }: EmptyProps) {
  return (
    <div className={cx('site-empty', className)}>
      <svg className="site-empty__image" viewBox="0 0 120 90" width="120" height="90" aria-hidden="true" focusable="false">
        <ellipse cx="60" cy="80" rx="44" ry="6" fill="var(--site-color-skeleton)" />
        <path d="M22 34l14-20h48l14 20v36H22z" fill="var(--site-color-surface)" stroke="var(--site-color-border-strong)" strokeWidth="2" />
        <path d="M22 34h26a12 12 0 0024 0h26" fill="none" stroke="var(--site-color-border-strong)" strokeWidth="2" />
      </svg>
      <p className="site-empty__description">{description}</p>
      {action ? <div className="site-empty__action">{action}</div> : null}
    </div>
  );
}
