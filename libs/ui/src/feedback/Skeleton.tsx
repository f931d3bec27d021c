import type { ReactNode } from 'react';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import './Skeleton.css';

export interface SkeletonProps {
  /** Text lines drawn while loading. */
  rows?: number;
  avatar?: boolean;
  title?: boolean;
  /** When false, the real content shows instead. */
  loading?: boolean;
  children?: ReactNode;
  /** Announced once to screen readers. */
  label?: string;
  className?: string;
}

export function Skeleton({
  rows = 3,
  avatar = false,
  title = true,
  loading = true,
  children,
  label = UI_MESSAGES.loading,
  className,
}: SkeletonProps) {
  if (!loading) return <>{children}</>;
  return (
    <div className={cx('site-skeleton', className)} role="status" aria-busy="true">
      <span className="site-visually-hidden">{label}</span>
      {avatar ? <span className="site-skeleton__avatar" aria-hidden="true" /> : null}
      <span className="site-skeleton__content" aria-hidden="true">
        {title ? <span className="site-skeleton__title" /> : null}
        {Array.from({ length: rows }, (_, index) => (
          <span key={index} className="site-skeleton__row" />
        ))}
      </span>
    </div>
  );
}
