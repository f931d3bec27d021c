import { MoneyText } from '@site/ui';
import type { ReactNode } from 'react';
import { balancesResource } from '../../state/balances';
import { useShared } from '../../state/use-shared';
import { FINANCE_TEXT as T } from './messages';

interface BalanceSummaryProps {
  /** What the big figure is (账户余额, 总资产); also the section's accessible name. */
  label: string;
  value: number;
  /** The figure's test id, which the e2e specs read. */
  testId: string;
  /** Lines under the figure, if any. */
  children?: ReactNode;
}

/** The coloured card at the top of a balance page: one figure, and a button that reads the platform's balances again. */
export function BalanceSummary({ label, value, testId, children }: BalanceSummaryProps) {
  const balances = useShared(balancesResource);
  return (
    <section className="money-summary" aria-label={label}>
      <div className="money-summary__head">
        <p className="money-summary__label">{label}</p>
        <button type="button" className="money-summary__refresh" onClick={() => void balances.refresh()} disabled={balances.refreshing}>
          {balances.refreshing ? T.refreshing : T.refresh}
        </button>
      </div>
      <p className="money-summary__total" data-testid={testId}>
        <MoneyText value={value} symbol={null} size="large" />
      </p>
      {children}
    </section>
  );
}
