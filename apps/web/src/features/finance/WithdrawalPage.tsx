import { Link, useNavigate } from '@tanstack/react-router';
import { Button, Card, MoneyText, Result } from '@site/ui';
import {
  accountText,
  amountToSend,
  cardLabel,
  formatNumber,
  validateWithdrawAmount,
  withdrawAllText,
  withdrawBlock,
  withdrawGate,
} from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { SharedView } from '../../components/SharedView';
import { identityResource } from '../../state/identity';
import { servicesAtom } from '../../state/services';
import { useShared } from '../../state/use-shared';
import { FINANCE_TEXT as T } from './messages';
import { AmountRow } from './AmountRow';
import { MoneySubmitButton } from './MoneySubmitButton';
import { useMoneySubmit } from '../../components/use-money-submit';
import { DraftNote, useDraft, useDraftOnOpen } from '../../components/use-draft';
import { useMoneyConfirm } from './MoneyConfirm';
import { withdrawalInfoResource } from './withdrawal-info';
import { WithdrawGuide } from './WithdrawGuide';
import '../../components/money.css';

const DRAFT = 'withdrawal';

/**
 * The least height of the form's box: the audit line, the balance card, the accounts' card with the
 * demo member's accounts and the amount card, reserved from the first view.
 */
const FORM_HEIGHT = 560;

/**
 * /mine/finance/withdrawal: identity and a bound card first, audit shown, confirmation, result. Its
 * first view (issue #36, drawn into the HTML by the build) is the heading block and the form's box;
 * the withdrawal's limits, accounts and the member's identity fill the box.
 */
export function WithdrawalPage() {
  const { client } = useAtomValue(servicesAtom);
  const confirm = useMoneyConfirm();
  const navigate = useNavigate();
  const info = useShared(withdrawalInfoResource);
  const identity = useShared(identityResource);
  const withdraw = useMoneySubmit();
  // What the member typed comes back after a 6001 → login → back, a reload or a crash (#38 item 3):
  // the amount and the chosen card; never the withdrawal password (this form has none to keep).
  const opened = useDraftOnOpen(DRAFT);
  const [cardId, setCardId] = useState<number | null>(() => (opened?.['cardId'] ? Number(opened['cardId']) || null : null));
  const [amount, setAmount] = useState(opened?.['amount'] ?? '');
  const draft = useDraft(DRAFT, amount === '' ? {} : { amount, cardId: cardId === null ? '' : String(cardId) }, opened);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<{ amount: number; orderNo: string } | null>(null);

  if (done) {
    return (
      <PageFrame title="取款">
        <Result
          status="success"
          title={T.withdrawDone}
          description={`${T.withdrawDoneHint(formatNumber(done.amount))}（${T.orderNo} ${done.orderNo}）`}
          actions={
            <Button variant="primary" onClick={() => void navigate({ to: '/mine/finance/wallet' })}>
              {T.backToWallet}
            </Button>
          }
        />
      </PageFrame>
    );
  }

  const changed = () => {
    setFieldError(null);
    withdraw.clearError();
  };

  const send = async (body: { cardId: number; amount: number }) => {
    const result = await withdraw.submit(JSON.stringify(body), (idempotencyKey) =>
      client.request('withdrawalApply', body, { idempotencyKey }),
    );
    if (result.ok) {
      draft.clear();
      setDone({ amount: result.reply.amount, orderNo: result.reply.orderNo });
    }
    else if (result.outcome === 'done') void info.refresh();
  };

  return (
    <PageFrame title="取款">
      <PageLead title={T.withdrawLeadTitle} text={T.withdrawLeadText} />
      <DataSlot loading={false} minHeight={FORM_HEIGHT}>
        <SharedView resource={withdrawalInfoResource}>
          {(withdrawal) => {
            if (identity.data === undefined) return <SharedView resource={identityResource}>{() => null}</SharedView>;
            const gate = withdrawGate({
              identityVerified: identity.data.verified,
              cardCount: withdrawal.cards.length,
            });
            if (gate !== 'ready') return <WithdrawGuide gate={gate} />;
            const card = withdrawal.cards.find((c) => c.id === cardId) ?? withdrawal.cards[0];
            const block = withdrawBlock(withdrawal);
            const confirmAndSend = () => {
              if (!card) return;
              const problem = validateWithdrawAmount(amount, withdrawal);
              setFieldError(problem);
              // The number sent is the field's own (null only for what the check above refused).
              const value = amountToSend(amount);
              if (problem || value === null) return;
              const body = { cardId: card.id, amount: value };
              void confirm({
                title: T.confirmTitle,
                amount,
                from: { label: T.withdrawFrom, value: T.centerWallet },
                to: { label: T.withdrawTo, value: cardLabel(card) },
              }).then((confirmed) => (confirmed ? send(body) : undefined));
            };
            return (
              <form
                className="stack money-page"
                onSubmit={(event) => {
                  event.preventDefault();
                  confirmAndSend();
                }}
              >
                <DraftNote
                  draft={draft}
                  onClear={() => {
                    setAmount('');
                    setCardId(null);
                    changed();
                  }}
                />
                {withdrawal.auditPassed ? (
                  <p className="money-notice money-notice--ok">{T.auditPassed}</p>
                ) : (
                  <p className="money-notice" data-testid="audit-pending">
                    {T.auditPending(formatNumber(withdrawal.auditRemaining))}
                    <Link to="/mine/audit">{T.auditDetails}</Link>
                  </p>
                )}
                <Card>
                  <div className="money-summary__row">
                    <span>
                      {T.withdrawBalance}：
                      <span data-testid="withdraw-balance">
                        <MoneyText value={withdrawal.balance} />
                      </span>
                    </span>
                    <span>{T.dailyTimes(withdrawal.dailyTimesLeft)}</span>
                  </div>
                </Card>
                <Card title={T.withdrawTo} extra={<Link to="/mine/addBankCard">{T.manageCards}</Link>}>
                  <div className="money-accounts" role="radiogroup" aria-label={T.withdrawTo}>
                    {withdrawal.cards.map((c) => (
                      <button
                        key={c.id}
                        type="button"
                        role="radio"
                        aria-checked={c.id === card?.id}
                        className="money-account"
                        onClick={() => {
                          setCardId(c.id);
                          changed();
                        }}
                      >
                        <span className="money-account__main">
                          <span>{c.name}</span>
                          <span className="money-account__number">{accountText(c)}</span>
                        </span>
                      </button>
                    ))}
                  </div>
                </Card>
                <Card>
                  <div className="money-form">
                    <AmountRow
                      label={T.withdrawAmount}
                      value={amount}
                      onValueChange={(value) => {
                        setAmount(value);
                        changed();
                      }}
                      placeholder={T.withdrawPlaceholder(formatNumber(withdrawal.minAmount), formatNumber(withdrawal.maxAmount))}
                      error={fieldError}
                      allText={T.withdrawAll}
                      allValue={withdrawAllText(withdrawal)}
                    />
                    {block === 'noTimesLeft' ? <p className="money-notice">{T.noTimesLeft}</p> : null}
                    <MoneySubmitButton
                      state={withdraw}
                      label={T.submitWithdraw}
                      onRetry={() => {
                        // The retry of an unknown outcome carries the same amount, read the same way.
                        const value = amountToSend(amount);
                        if (card && value !== null) void send({ cardId: card.id, amount: value });
                      }}
                      blocked={block !== null}
                    />
                  </div>
                </Card>
              </form>
            );
          }}
        </SharedView>
      </DataSlot>
    </PageFrame>
  );
}
