import type { ReactNode } from 'react';
import { cx } from '../class-names';
import './Tag.css';

export type TagTone = 'default' | 'primary' | 'success' | 'warning' | 'danger';

export interface TagProps {
  children: ReactNode;
  tone?: TagTone;
  /** Outline instead of a soft fill. */
  plain?: boolean;
  className?: string;
}

/** A short status word: 成功, 审核中, 已拒绝. */
export function Tag({ children, tone = 'default', plain = false, className }: TagProps) {
  return <span className={cx('site-tag', `site-tag--${tone}`, plain && 'site-tag--plain', className)}>{children}</span>;
}
