import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FINANCE_TEXT as T } from './messages';

/** The balance pages' shortcuts: deposit, transfer, withdraw, then the page's own fourth link. */
export function MoneyActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="money-actions" aria-label={label}>
      <Link to="/mine/finance/deposit">{T.deposit}</Link>
      <Link to="/mine/finance/transfer">{T.transfer}</Link>
      <Link to="/mine/finance/withdrawal">{T.withdraw}</Link>
      {children}
    </nav>
  );
}
