import type { ReactNode } from 'react';
import { cx } from '../class-names';
import { badgeText, UI_MESSAGES } from '../messages';
import './Badge.css';

export interface BadgeProps {
  /** What the badge sits on (an icon, an avatar). Without it the badge stands alone. */
  children?: ReactNode;
  count?: number;
  /** Counts above this read as "99+". */
  max?: number;
  /** A red dot instead of a number. */
  dot?: boolean;
  /** Shows 0 instead of hiding. */
  showZero?: boolean;
  /** What the number means, read by screen readers after it; default "条未读". */
  srLabel?: string;
  className?: string;
}

export function Badge({
  children,
  count = 0,
  max = 99,
  dot = false,
  showZero = false,
  srLabel = UI_MESSAGES.unread,
  className,
}: BadgeProps) {
  const visible = dot || count > 0 || (showZero && count === 0);
  return (
    <span className={cx('site-badge', children ? 'site-badge--wrap' : 'site-badge--standalone', className)}>
      {children}
      {visible ? (
        dot ? (
          <span className="site-badge__dot">
            <span className="site-visually-hidden">{srLabel}</span>
          </span>
        ) : (
          <span className="site-badge__count">
            {badgeText(count, max)}
            <span className="site-visually-hidden">{srLabel}</span>
          </span>
        )
      ) : null}
    </span>
  );
}
