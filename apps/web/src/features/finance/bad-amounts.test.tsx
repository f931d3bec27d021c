import type { DepositChannel } from '@site/api-contract';
import { readAmountInput } from '@site/validation';
import { BAD_AMOUNT_INPUTS } from '@site/validation/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithServices } from '../mine/test-harness';
import { DepositPage } from './DepositPage';
import { TransferPage } from './TransferPage';
import { WithdrawalPage } from './WithdrawalPage';

/*
 * Issue #35 item 5 on the three money forms: every bad amount, typed or pasted, stays in the field
 * as typed with its reason beside it; pressing the submit button opens no confirm step and sends
 * nothing. The dialog double confirms whatever it is shown, so a confirm step that did open would
 * send — as it did before, with ¥5.00 伍元整 for "-5".
 */

afterEach(cleanup);

const channel: DepositChannel = { id: 1, method: 'BANK', name: '网银转账', minAmount: 0.01, maxAmount: 1e15, fixedAmounts: [], rate: null, tip: '' };
const balances = {
  center: 1e15,
  lockMoney: 0,
  total: 1e15,
  wallets: [{ code: 'OBTY', name: 'OB体育', balance: 0, status: 1 }],
};
const withdrawalInfo = {
  balance: 1e15,
  minAmount: 0.01,
  maxAmount: 1e15,
  dailyTimesLeft: 5,
  auditRemaining: 0,
  auditPassed: true,
  cards: [{ id: 7, kind: 'BANK', name: '中国工商银行', holder: '王晓明', accountMasked: '6222********3445', protocol: '', isDefault: true, createdAt: 0 }],
};
const identity = { verified: true, realName: '王晓明', idNumberMasked: '1101**********1234', verifiedAt: 0 };

interface MoneyForm {
  name: string;
  page: () => ReactNode;
  label: string;
  submit: string;
  /** The money call: the test fails if it is made. */
  sends: string;
  reads: Record<string, () => unknown>;
}

const FORMS: MoneyForm[] = [
  { name: '存款 /mine/finance/deposit', page: () => <DepositPage channels={[channel]} />, label: '存款金额', submit: '立即存款', sends: 'depositCreate', reads: {} },
  {
    name: '取款 /mine/finance/withdrawal',
    page: () => <WithdrawalPage />,
    label: '取款金额',
    submit: '确认取款',
    sends: 'withdrawalApply',
    reads: { withdrawalInfo: () => withdrawalInfo, identityInfo: () => identity },
  },
  { name: '额度转换 /mine/finance/transfer', page: () => <TransferPage />, label: '转账金额', submit: '确认转账', sends: 'walletTransfer', reads: { walletBalances: () => balances } },
];

async function openForm(form: MoneyForm) {
  const sent: unknown[] = [];
  const view = renderWithServices(form.page, {
    ...form.reads,
    [form.sends]: (body) => {
      sent.push(body);
      throw new Error('金额不应被发送');
    },
  });
  // A confirm step that opens is confirmed at once.
  view.dialogs.open.mockImplementation(() => ({ closed: Promise.resolve({ reason: 'button', buttonIndex: 1 }) }));
  const field = (await screen.findByLabelText(form.label)) as HTMLInputElement;
  return { ...view, field, sent };
}

const reasonFor = (input: string) => {
  const reading = readAmountInput(input);
  if (reading.ok) throw new Error(`${input} should be refused`);
  return reading.reason;
};

describe.each(FORMS)('$name', (form) => {
  it.each(BAD_AMOUNT_INPUTS.map(({ input, oldRepair }) => [input, oldRepair]))(
    'refuses %j, typed or pasted, and sends nothing (it used to go on as %s)',
    async (input) => {
      const { field, sent, dialogs, request } = await openForm(form);
      const press = async () => {
        await userEvent.click(screen.getByRole('button', { name: form.submit }));
        // Give a confirm step (and a send after it) every chance to happen.
        await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(reasonFor(input)));
      };

      await userEvent.type(field, input);
      expect(field.value).toBe(input);
      expect(screen.getByRole('alert').textContent).toBe(reasonFor(input));
      await press();
      expect(field.value).toBe(input);

      await userEvent.clear(field);
      await userEvent.paste(input);
      expect(field.value).toBe(input);
      await press();

      expect(dialogs.open).not.toHaveBeenCalled();
      expect(sent).toEqual([]);
      expect(request.mock.calls.map(([key]) => key)).not.toContain(form.sends);
    },
  );

  it('still sends a good amount, the number typed, after the confirm step', async () => {
    const { field, sent, dialogs } = await openForm(form);
    await userEvent.type(field, '0012.50');
    expect(field.value).toBe('12.50');
    await userEvent.click(screen.getByRole('button', { name: form.submit }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(dialogs.open).toHaveBeenCalledTimes(1);
    expect(sent[0]).toMatchObject({ amount: 12.5 });
  });
});
