import type { DialogManager } from '@site/dialogs';
import { amountToSend, capitalAmount, formatNumber } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useCallback, useRef } from 'react';
import type { ReactNode } from 'react';
import { servicesAtom } from '../../state/services';
import { FINANCE_TEXT as T } from './messages';
import './money-confirm.css';

export interface MoneyConfirmDetails {
  title: string;
  /** The amount as the field holds it: an accepted amount (readAmountInput), or the step does not open. */
  amount: string;
  from: { label: string; value: string };
  to: { label: string; value: string };
  /** The confirm button's text; every money form's is 确认 unless it says otherwise. */
  confirmText?: string;
  /** A line under the ends (a coin estimate, a fee), if any. */
  note?: string;
}

/**
 * The confirm step of a money form (issue #27 item 1): the amount large, its Chinese capital form
 * (伍元整) as a bank's screen shows it, where the money comes from and where it goes. Nothing is
 * sent unless the member presses the confirm button; resolves true only then.
 */
export function askMoneyConfirm(dialogs: DialogManager<ReactNode>, details: MoneyConfirmDetails): Promise<boolean> {
  // The step opens only for an amount the form may send, as the field shows it: whatever a page
  // checked before, it never offers a number the member did not type (issue #35 item 5).
  if (amountToSend(details.amount) === null) return Promise.resolve(false);
  const handle = dialogs.open({
    kind: 'confirm',
    title: details.title,
    content: <MoneyConfirmView {...details} />,
    buttons: [{ text: T.cancelButton }, { text: details.confirmText ?? T.confirmButton, variant: 'primary' }],
  });
  return handle.closed.then((result) => result.reason === 'button' && result.buttonIndex === 1);
}

/** askMoneyConfirm for a page: a second tap while the confirm is open opens no second one. */
export function useMoneyConfirm(): (details: MoneyConfirmDetails) => Promise<boolean> {
  const { dialogs } = useAtomValue(servicesAtom);
  const open = useRef(false);
  return useCallback(
    async (details: MoneyConfirmDetails) => {
      if (open.current) return false;
      open.current = true;
      try {
        return await askMoneyConfirm(dialogs, details);
      } finally {
        open.current = false;
      }
    },
    [dialogs],
  );
}

export function MoneyConfirmView({ amount, from, to, note }: MoneyConfirmDetails) {
  const capital = capitalAmount(amount);
  return (
    <div className="money-confirm">
      <p className="money-confirm__amount" data-testid="confirm-amount">
        <span className="money-confirm__symbol">¥</span>
        {formatNumber(Number(amount))}
      </p>
      {capital ? (
        <p className="money-confirm__capital">
          <span className="money-confirm__label">{T.capitalLabel}</span>
          <span data-testid="confirm-capital">{capital}</span>
        </p>
      ) : null}
      <dl className="money-confirm__ends">
        <div>
          <dt>{from.label}</dt>
          <dd data-testid="confirm-from">
            <bdi>{from.value}</bdi>
          </dd>
        </div>
        <div>
          <dt>{to.label}</dt>
          <dd data-testid="confirm-to">
            <bdi>{to.value}</bdi>
          </dd>
        </div>
      </dl>
      {note ? <p className="money-confirm__note">{note}</p> : null}
    </div>
  );
}
