import { Link } from '@tanstack/react-router';
import { Result } from '@site/ui';
import { FINANCE_TEXT as T } from './messages';
import type { WithdrawGate } from '@site/validation';

/** What the member must do before withdrawing: verify identity, then bind a card. */
export function WithdrawGuide({ gate }: { gate: Exclude<WithdrawGate, 'ready'> }) {
  if (gate === 'needIdentity') {
    return (
      <Result
        status="warning"
        title={T.needIdentityTitle}
        description={T.needIdentityHint}
        actions={
          <Link className="site-button site-button--primary site-button--medium" to="/mine/userInfo/authentication">
            {T.goVerify}
          </Link>
        }
      />
    );
  }
  return (
    <Result
      status="warning"
      title={T.needCardTitle}
      description={T.needCardHint}
      actions={
        <>
          <Link className="site-button site-button--primary site-button--medium" to="/mine/addBankCard">
            {T.goBindCard}
          </Link>
          <Link className="site-button site-button--default site-button--medium" to="/mine/virtualCoinCard">
            {T.goBindCoin}
          </Link>
        </>
      }
    />
  );
}
