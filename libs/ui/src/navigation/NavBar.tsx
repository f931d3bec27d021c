import type { ReactNode } from 'react';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import '../styles/controls.css';
import './NavBar.css';

export interface NavBarProps {
  title: ReactNode;
  /** Shows the back arrow; the page decides where back goes. */
  onBack?: () => void;
  backLabel?: string;
  /** Actions at the right end (a records link, a service icon). */
  right?: ReactNode;
  /** Sticks to the top while the page scrolls. Default true. */
  sticky?: boolean;
  className?: string;
}

export function NavBar({ title, onBack, backLabel = UI_MESSAGES.back, right, sticky = true, className }: NavBarProps) {
  return (
    <header className={cx('site-navbar', sticky && 'site-navbar--sticky', className)}>
      <div className="site-navbar__side">
        {onBack ? (
          <button type="button" className="site-icon-button site-navbar__back" aria-label={backLabel} onClick={onBack}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </div>
      <h1 className="site-navbar__title">{title}</h1>
      <div className="site-navbar__side site-navbar__side--right">{right}</div>
    </header>
  );
}
