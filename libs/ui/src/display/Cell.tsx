import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../class-names';
import './Cell.css';

export interface CellProps {
  title: ReactNode;
  value?: ReactNode;
  /** A second, smaller line under the title. */
  label?: ReactNode;
  icon?: ReactNode;
  /** Makes the whole row a link. */
  href?: string;
  /** Makes the whole row a button (when there is no href). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Shows the chevron even without href/onClick. */
  arrow?: boolean;
  className?: string;
}

const chevron = (
  <svg className="site-cell__arrow" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** One row: title, optional value, optional link or action. */
export function Cell({ title, value, label, icon, href, onClick, arrow, className }: CellProps) {
  const interactive = Boolean(href || onClick);
  const body = (
    <>
      {icon ? <span className="site-cell__icon">{icon}</span> : null}
      <span className="site-cell__main">
        <span className="site-cell__title">{title}</span>
        {label ? <span className="site-cell__label">{label}</span> : null}
      </span>
      {value !== undefined ? <span className="site-cell__value">{value}</span> : null}
      {arrow ?? interactive ? chevron : null}
    </>
  );
  const classes = cx('site-cell', interactive && 'site-cell--clickable', className);
  if (href) {
    return (
      <a className={classes} href={href} onClick={onClick}>
        {body}
      </a>
    );
  }
  if (onClick) {
    return (
      <button type="button" className={classes} onClick={onClick}>
        {body}
      </button>
    );
  }
  return <div className={classes}>{body}</div>;
}
