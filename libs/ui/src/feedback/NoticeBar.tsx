import { useState } from 'react';
import type { CSSProperties } from 'react';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import '../styles/controls.css';
import './NoticeBar.css';

export interface Notice {
  id: string | number;
  text: string;
}

export interface NoticeBarProps {
  notices: readonly Notice[];
  /** Opens a notice (the notice list or a detail dialog). */
  onSelect?: (notice: Notice) => void;
  /** Scroll speed in characters per second; the duration follows the text length. */
  charsPerSecond?: number;
  label?: string;
  className?: string;
}

/**
 * Scrolling announcements. WCAG 2.2.2: anything that moves for more than 5 s can be paused, so
 * a pause button sits beside the text; hover and keyboard focus pause it too, and reduced motion
 * shows the text still.
 */
export function NoticeBar({ notices, onSelect, charsPerSecond = 6, label = UI_MESSAGES.notices, className }: NoticeBarProps) {
  const [paused, setPaused] = useState(false);
  if (notices.length === 0) return null;
  const chars = notices.reduce((sum, notice) => sum + notice.text.length, 0) + notices.length * 4;
  const style = { '--site-notice-duration': `${Math.max(6, Math.round(chars / charsPerSecond))}s` } as CSSProperties;

  return (
    <section className={cx('site-notice', paused && 'is-paused', className)} aria-label={label} style={style}>
      <svg className="site-notice__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M4 10v4h3l5 4V6L7 10zM16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <div className="site-notice__viewport">
        <ul className="site-notice__track">
          {notices.map((notice) => (
            <li key={notice.id} className="site-notice__item">
              {onSelect ? (
                <button type="button" className="site-notice__link" onClick={() => onSelect(notice)}>
                  {notice.text}
                </button>
              ) : (
                notice.text
              )}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="site-icon-button site-notice__toggle"
        aria-pressed={paused}
        aria-label={UI_MESSAGES.pause}
        onClick={() => setPaused((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          {paused ? <path d="M8 5l11 7-11 7z" fill="currentColor" /> : <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />}
        </svg>
      </button>
    </section>
  );
}
