import type { DepositOrder } from '@site/api-contract';
import { Button, Card, Cell, MoneyText, Result } from '@site/ui';
import { useState } from 'react';
import { shanghaiDateTime } from '../../components/shanghai-date';
import { FINANCE_TEXT as T } from './messages';

interface DepositOrderViewProps {
  order: DepositOrder;
  /** False until the member has acknowledged the safety tip. */
  payeeVisible: boolean;
  onShowPayee: () => void;
  onNewDeposit: () => void;
  onBack: () => void;
}

function CopyValue({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <span className="money-copy">
      <span data-testid="payee-account">{text}</span>
      <button type="button" onClick={copy} aria-label={`${T.copy}${text}`}>
        {copied ? T.copied : T.copy}
      </button>
    </span>
  );
}

/** The result of a deposit order: where to pay, shown only after the safety tip. */
export function DepositOrderView({ order, payeeVisible, onShowPayee, onNewDeposit, onBack }: DepositOrderViewProps) {
  return (
    <div className="stack money-page">
      <Result status="waiting" title={T.orderCreated} description={T.orderCreatedHint} />
      <Card>
        <Cell title={T.orderNo} value={<span data-testid="deposit-order-no">{order.orderNo}</span>} />
        <Cell title={T.orderAmount} value={<MoneyText value={order.amount} />} />
        {payeeVisible ? (
          <>
            <Cell title={T.payeeName} value={order.payee.name} />
            <Cell title={T.payeeBank} value={order.payee.bank} />
            <Cell title={T.payeeAccount} value={<CopyValue text={order.payee.account} />} />
          </>
        ) : (
          <Cell
            title={T.payeeAccount}
            value={
              <Button size="small" onClick={onShowPayee}>
                {T.showPayee}
              </Button>
            }
            label={T.payeeHidden}
          />
        )}
        <Cell title={T.expiresAt} value={shanghaiDateTime(order.expiresAt)} />
      </Card>
      <Button block variant="primary" onClick={onBack}>
        {T.backToWallet}
      </Button>
      <Button block onClick={onNewDeposit}>
        {T.newDeposit}
      </Button>
    </div>
  );
}
