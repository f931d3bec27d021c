import { createDialogManager } from '@site/dialogs';
import { BAD_AMOUNT_INPUTS } from '@site/validation/testing';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { askMoneyConfirm, MoneyConfirmView } from './MoneyConfirm';
import type { MoneyConfirmDetails } from './MoneyConfirm';

afterEach(cleanup);

const details: MoneyConfirmDetails = {
  title: '确认转账',
  amount: '21',
  from: { label: '转出', value: '中心钱包' },
  to: { label: '转入', value: 'YB体育' },
  confirmText: '确认',
};

describe('the money confirm step (issue #27 item 1)', () => {
  it('shows the amount, its capital form and both ends', () => {
    render(<MoneyConfirmView {...details} amount="1234.5" note="约需支付 10.00 USDT" />);
    expect(screen.getByTestId('confirm-amount').textContent).toBe('¥1,234.50');
    expect(screen.getByTestId('confirm-capital').textContent).toBe('壹仟贰佰叁拾肆元伍角');
    expect(screen.getByText('转出').nextElementSibling?.textContent).toBe('中心钱包');
    expect(screen.getByText('转入').nextElementSibling?.textContent).toBe('YB体育');
    expect(screen.getByText('约需支付 10.00 USDT')).toBeTruthy();
  });

  it('resolves true only for its confirm button: cancel, the close icon and the mask send nothing', async () => {
    const dialogs = createDialogManager<ReactNode>();
    const open = (act: (id: string) => void) => {
      const answer = askMoneyConfirm(dialogs, details);
      const entry = dialogs.getDialogs().at(-1);
      expect(entry?.buttons.map((b) => b.text)).toEqual(['取消', '确认']);
      act(entry?.id ?? '');
      return answer;
    };
    expect(await open((id) => dialogs.press(id, 1))).toBe(true);
    expect(await open((id) => dialogs.press(id, 0))).toBe(false);
    expect(await open((id) => dialogs.dismiss(id, 'close-icon'))).toBe(false);
    expect(await open((id) => dialogs.dismiss(id, 'mask'))).toBe(false);
  });

  it('says 确认 on its confirm button when the form names no other text', async () => {
    const dialogs = createDialogManager<ReactNode>();
    const { confirmText: _named, ...unnamed } = details;
    const answer = askMoneyConfirm(dialogs, unnamed);
    const entry = dialogs.getDialogs().at(-1);
    expect(entry?.buttons.map((b) => b.text)).toEqual(['取消', '确认']);
    dialogs.press(entry?.id ?? '', 0);
    expect(await answer).toBe(false);
  });

  it('does not open for an amount the form may not send (issue #35 item 5): never another number', async () => {
    const dialogs = createDialogManager<ReactNode>();
    for (const amount of [...BAD_AMOUNT_INPUTS.map(({ input }) => input), '', '0', '0.00', '007']) {
      expect(await askMoneyConfirm(dialogs, { ...details, amount })).toBe(false);
    }
    expect(dialogs.getDialogs()).toEqual([]);
  });
});
