import { CENTER_WALLET, VENUE_CODES } from '@site/api-contract';
import type { WalletBalances } from '@site/api-contract';
import { Card, MoneyText, Select } from '@site/ui';
import {
  amountTextOf,
  amountToSend,
  defaultTransferVenue,
  formatNumber,
  isWalletUsable,
  oppositeDirection,
  transferEnds,
  validateTransferAmount,
  walletBalance,
} from '@site/validation';
import type { TransferDirection } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { balancesResource } from '../../state/balances';
import { servicesAtom } from '../../state/services';
import { useShared } from '../../state/use-shared';
import { SharedView } from '../../components/SharedView';
import { FINANCE_TEXT as T } from './messages';
import { AmountRow } from './AmountRow';
import { MoneySubmitButton } from './MoneySubmitButton';
import { useMoneySubmit } from '../../components/use-money-submit';
import { DraftNote, useDraft, useDraftOnOpen } from '../../components/use-draft';
import { useMoneyConfirm } from './MoneyConfirm';
import '../../components/money.css';

function walletName(data: WalletBalances, code: string): string {
  return code === CENTER_WALLET ? T.centerWallet : (data.wallets.find((w) => w.code === code)?.name ?? code);
}

const DRAFT = 'transfer';

/** The least height of the form's box: the transfer card (balances, venue, ends, amount, button). */
const FORM_HEIGHT = 400;

/**
 * /mine/finance/transfer: centre wallet ⇄ one venue wallet, all-in button, a confirm step with the
 * amount in capitals and both ends, balances from the reply. Its first view (issue #36, drawn into
 * the HTML by the build) is the heading block and the form's box, which the balances fill.
 */
export function TransferPage() {
  const { client } = useAtomValue(servicesAtom);
  const balances = useShared(balancesResource);
  const transfer = useMoneySubmit();
  const confirm = useMoneyConfirm();
  // The direction, venue and amount come back after a 6001 → login → back or a reload (#38 item 3).
  const opened = useDraftOnOpen(DRAFT);
  const [direction, setDirection] = useState<TransferDirection>(opened?.['direction'] === 'out' ? 'out' : 'in');
  const [venue, setVenue] = useState<string | null>(opened?.['venue'] || null);
  const [amount, setAmount] = useState(opened?.['amount'] ?? '');
  // Kept once an amount is typed: a venue or direction picked alone is not worth a 已恢复 note.
  const draft = useDraft(DRAFT, amount === '' ? {} : { direction, venue: venue ?? '', amount }, opened);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const changed = () => {
    setFieldError(null);
    setNotice(null);
    transfer.clearError();
  };
  /** A field's change: its new value, and the form's messages go (they spoke of the old one). */
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    changed();
  };

  const submit = async (data: WalletBalances, code: string) => {
    const { from, to } = transferEnds(direction, code, CENTER_WALLET);
    const problem = validateTransferAmount(amount, walletBalance(data, from, CENTER_WALLET));
    setFieldError(problem);
    // The number sent is the field's own (null only for what the check above refused).
    const value = amountToSend(amount);
    if (problem || value === null) return;
    const confirmed = await confirm({
      title: T.confirmTransferTitle,
      amount,
      from: { label: T.transferFrom, value: walletName(data, from) },
      to: { label: T.transferTo, value: walletName(data, to) },
    });
    if (!confirmed) return;
    const body = { from, to, amount: value };
    const result = await transfer.submit(JSON.stringify(body), (idempotencyKey) =>
      client.request('walletTransfer', body, { idempotencyKey }),
    );
    if (result.ok) {
      balances.set(result.reply.balances);
      draft.clear();
      setAmount('');
      setNotice(T.transferDone);
    } else if (result.outcome === 'done') {
      // A refusal may come from stale balances: show the platform's current ones. (After an
      // unknown outcome they stay as they were, so the retry passes the same checks.)
      void balances.refresh();
    }
  };

  return (
    <PageFrame title="额度转换">
      <div className="stack money-page">
        <PageLead title={T.transferLeadTitle} text={T.transferLeadText} />
        <DataSlot loading={false} minHeight={FORM_HEIGHT}>
          <SharedView resource={balancesResource}>
            {(data) => {
              // The page opens on YB体育 (OBTY, the site's main sports venue) when it is open.
              const code = venue ?? defaultTransferVenue(data.wallets, VENUE_CODES.OBTY);
              const target = data.wallets.find((w) => w.code === code);
              const { from, to } = transferEnds(direction, code, CENTER_WALLET);
              const source = walletBalance(data, from, CENTER_WALLET);
              const nameOf = (c: string) => walletName(data, c);
              const closed = target !== undefined && !isWalletUsable(target);
              return (
                <form
                  className="stack money-page"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void submit(data, code);
                  }}
                >
                  <DraftNote
                    draft={draft}
                    onClear={() => {
                      setAmount('');
                      setVenue(null);
                      setDirection('in');
                      changed();
                    }}
                  />
                  <Card>
                    <div className="money-form">
                      <div className="money-summary__row">
                        <span>
                          {T.centerWallet}：
                          <span data-testid="transfer-center">
                            <MoneyText value={data.center} symbol={null} />
                          </span>
                        </span>
                        <span>
                          {target?.name ?? code}：
                          <span data-testid="transfer-venue">
                            <MoneyText value={target?.balance ?? 0} symbol={null} />
                          </span>
                        </span>
                      </div>
                      <Select
                        label={T.venueLabel}
                        value={code}
                        onValueChange={edit(setVenue)}
                        options={data.wallets.map((w) => ({
                          value: w.code,
                          label: isWalletUsable(w) ? w.name : `${w.name}（${T.maintenance}）`,
                        }))}
                      />
                      <div className="money-ends">
                        <div className="money-end">
                          <span className="money-end__label">{T.transferFrom}</span>
                          <span className="money-end__name" data-testid="transfer-from">
                            {nameOf(from)}
                          </span>
                        </div>
                        <button
                          type="button"
                          className="money-swap"
                          aria-label={T.swap}
                          onClick={() => {
                            setDirection(oppositeDirection);
                            setAmount('');
                            changed();
                          }}
                        >
                          ⇄
                        </button>
                        <div className="money-end">
                          <span className="money-end__label">{T.transferTo}</span>
                          <span className="money-end__name" data-testid="transfer-to">
                            {nameOf(to)}
                          </span>
                        </div>
                      </div>
                      <AmountRow
                        label={T.transferAmount}
                        value={amount}
                        onValueChange={edit(setAmount)}
                        placeholder={T.transferPlaceholder}
                        error={fieldError}
                        hint={T.available(formatNumber(source))}
                        allText={T.allIn}
                        allValue={amountTextOf(source)}
                      />
                      {closed ? <p className="money-notice">{T.venueClosed}</p> : null}
                      {notice ? (
                        <p className="money-notice money-notice--ok" role="status">
                          {notice}
                        </p>
                      ) : null}
                      <MoneySubmitButton
                        state={transfer}
                        label={T.submitTransfer}
                        onRetry={() => void submit(data, code)}
                        blocked={closed}
                      />
                    </div>
                  </Card>
                </form>
              );
            }}
          </SharedView>
        </DataSlot>
      </div>
    </PageFrame>
  );
}
