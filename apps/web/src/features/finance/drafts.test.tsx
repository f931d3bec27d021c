import { memoryStorage } from '@site/ports';
import { createDraftStore } from '@site/session/drafts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithServices } from '../mine/test-harness';
import { TransferPage } from './TransferPage';
import { WithdrawalPage } from './WithdrawalPage';

/**
 * Issue #38 item 3: what a member typed into a money form comes back when the page opens again for
 * them (after a 6001 → login → back, a reload, a crash), with 已恢复未提交的内容 and 清除.
 */
afterEach(cleanup);

const withdrawalInfo = {
  balance: 5000,
  minAmount: 100,
  maxAmount: 50000,
  dailyTimesLeft: 5,
  auditRemaining: 0,
  auditPassed: true,
  cards: [
    { id: 7, kind: 'BANK', name: '中国工商银行', holder: '王晓明', accountMasked: '6222********3445', protocol: '', isDefault: true, createdAt: 0 },
    { id: 9, kind: 'ALIPAY', name: '支付宝', holder: '王晓明', accountMasked: 'wx***@alipay.example', protocol: '', isDefault: false, createdAt: 0 },
  ],
};
const identity = { verified: true, realName: '王晓明', idNumberMasked: '1101**********1234', verifiedAt: 0 };
const balances = { center: 5000, lockMoney: 0, total: 5000, wallets: [{ code: 'OBTY', name: 'YB体育', balance: 0, status: 1 }] };

describe('money form drafts', () => {
  it('withdrawal: the amount and the chosen account come back for the member, then 清除 empties the form', async () => {
    const storage = memoryStorage();
    const member = { name: 'demo888' as string | null };
    const drafts = createDraftStore({ storage, member: () => member.name });
    const reads = { withdrawalInfo: () => withdrawalInfo, identityInfo: () => identity };

    const first = renderWithServices(() => <WithdrawalPage />, reads, { drafts });
    await userEvent.click(await screen.findByRole('radio', { name: /支付宝/ }));
    await userEvent.type(screen.getByLabelText('取款金额'), '1500');
    expect(screen.queryByText('已恢复未提交的内容')).toBeNull();
    first.unmount();
    // Nothing secret is in the tab's storage: only the amount and the account's id.
    expect(storage.getItem('draft:withdrawal')).toBe(JSON.stringify({ member: 'demo888', values: { amount: '1500', cardId: '9' } }));

    renderWithServices(() => <WithdrawalPage />, reads, { drafts });
    expect(((await screen.findByLabelText('取款金额')) as HTMLInputElement).value).toBe('1500');
    expect(screen.getByRole('radio', { name: /支付宝/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('已恢复未提交的内容')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect((screen.getByLabelText('取款金额') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('已恢复未提交的内容')).toBeNull();
    expect(storage.getItem('draft:withdrawal')).toBeNull();
  });

  it('another member opening the form finds it empty', async () => {
    const storage = memoryStorage();
    const member = { name: 'demo888' };
    const drafts = createDraftStore({ storage, member: () => member.name });
    const reads = { withdrawalInfo: () => withdrawalInfo, identityInfo: () => identity };
    const first = renderWithServices(() => <WithdrawalPage />, reads, { drafts });
    await userEvent.type(await screen.findByLabelText('取款金额'), '800');
    first.unmount();
    member.name = 'player1001';
    renderWithServices(() => <WithdrawalPage />, reads, { drafts });
    expect(((await screen.findByLabelText('取款金额')) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('已恢复未提交的内容')).toBeNull();
  });

  it('transfer: a transfer that went through leaves no draft behind', async () => {
    const storage = memoryStorage();
    const drafts = createDraftStore({ storage, member: () => 'demo888' });
    const reply = { ...balances, center: 4700, total: 5000 };
    const view = renderWithServices(() => <TransferPage />, { walletBalances: () => balances, walletTransfer: () => ({ balances: reply }) }, { drafts });
    view.dialogs.open.mockImplementation(() => ({ closed: Promise.resolve({ reason: 'button', buttonIndex: 1 }) }));
    await userEvent.type(await screen.findByLabelText('转账金额'), '300');
    expect(storage.getItem('draft:transfer')).toContain('"amount":"300"');
    await userEvent.click(screen.getByRole('button', { name: '确认转账' }));
    await screen.findByText('转账成功');
    expect(storage.getItem('draft:transfer')).toBeNull();
  });
});
