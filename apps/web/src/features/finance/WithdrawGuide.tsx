import { NextStepResult } from '../../components/NextStepResult';
import { FINANCE_TEXT as T } from './messages';
import type { WithdrawGate } from '@site/validation';

/** What the member must do before withdrawing: verify identity, then bind a card. */
export function WithdrawGuide({ gate }: { gate: Exclude<WithdrawGate, 'ready'> }) {
  if (gate === 'needIdentity') {
    return <NextStepResult title={T.needIdentityTitle} description={T.needIdentityHint} steps={[{ to: '/mine/userInfo/authentication', label: T.goVerify }]} />;
  }
  return (
    <NextStepResult
      title={T.needCardTitle}
      description={T.needCardHint}
      steps={[
        { to: '/mine/addBankCard', label: T.goBindCard },
        { to: '/mine/virtualCoinCard', label: T.goBindCoin },
      ]}
    />
  );
}
