import type { ReactNode } from 'react';
import { cx } from '../class-names';
import './PageHeader.css';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Content beside the title (a balance, a help link). */
  extra?: ReactNode;
  /** Heading level inside the page; NavBar holds the h1. */
  level?: 2 | 3;
  className?: string;
}

/** The heading block at the top of a page section. */
export function PageHeader({ title, description, extra, level = 2, className }: PageHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={cx('site-page-header', className)}>
      <div className="site-page-header__text">
        <Heading className="site-page-header__title">{title}</Heading>
        {description ? <p className="site-page-header__description">{description}</p> : null}
      </div>
      {extra ? <div className="site-page-header__extra">{extra}</div> : null}
    </div>
  );
}
