import type { ReactNode } from 'react';
import { cx } from '../class-names';
import './Result.css';

export type ResultStatus = 'success' | 'error' | 'warning' | 'waiting';

export interface ResultProps {
  status: ResultStatus;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons under the text (返回首页, 查看记录). */
  actions?: ReactNode;
  className?: string;
}

const ICONS: Record<ResultStatus, string> = {
  success: 'M7 12.5l3.5 3.5L17 9',
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  warning: 'M12 7v6M12 16.5v.5',
  waiting: 'M12 7v5l3 2',
};

/** A whole-page outcome: deposit submitted, withdrawal failed, under review. */
export function Result({ status, title, description, actions, className }: ResultProps) {
  return (
    <section className={cx('site-result', `site-result--${status}`, className)}>
      <svg className="site-result__icon" viewBox="0 0 24 24" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d={ICONS[status]} fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className="site-result__title">{title}</h2>
      {description ? <p className="site-result__description">{description}</p> : null}
      {actions ? <div className="site-result__actions">{actions}</div> : null}
    </section>
  );
}
