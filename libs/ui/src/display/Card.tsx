import type { ReactNode } from 'react';
import { cx } from '../class-names';
import './Card.css';

export interface CardProps {
  title?: ReactNode;
  /** Beside the title (a "more" link). */
  extra?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Heading level of the title. */
  level?: 2 | 3;
  className?: string;
}

export function Card({ title, extra, footer, children, level = 2, className }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={cx('site-card', className)}>
      {title || extra ? (
        <div className="site-card__header">
          {title ? <Heading className="site-card__title">{title}</Heading> : <span />}
          {extra}
        </div>
      ) : null}
      <div className="site-card__body">{children}</div>
      {footer ? <div className="site-card__footer">{footer}</div> : null}
    </section>
  );
}
