import { memoryStorage } from '@site/ports';
import { createDraftStore } from '@site/session/drafts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithServices } from '../mine/test-harness';
import { CardForm } from './CardForm';

/**
 * Issue #38 item 3: the card binding form keeps what the member typed, except the card number,
 * which is never stored; a bound card leaves no draft behind.
 */
afterEach(cleanup);

// Typing without a pause between keys: a card number is nineteen of them.
const user = userEvent.setup({ delay: null });

const banks = [
  { code: 'ICBC', name: '中国工商银行' },
  { code: 'CMB', name: '招商银行' },
];
// A number that passes the Luhn check, so the bind goes through.
const CARD = '6222020200112233446';

// Twenty-odd keys typed per test: the ceiling is for a loaded machine; nothing here waits for time.
describe('card binding draft', { timeout: 20_000 }, () => {
  it('the bank, holder and branch come back; the card number is never stored and is typed again', async () => {
    const storage = memoryStorage();
    const drafts = createDraftStore({ storage, member: () => 'demo888' });
    const form = () => <CardForm kind="BANK" verifiedName="王晓明" onBound={() => undefined} />;
    const first = renderWithServices(form, { bankList: () => banks }, { drafts });
    await user.selectOptions(await screen.findByLabelText('开户银行'), 'CMB');
    await user.type(screen.getByLabelText('持卡人姓名'), '王晓明');
    await user.type(screen.getByLabelText('银行卡号'), CARD);
    await user.type(screen.getByLabelText('开户支行'), '北京朝阳支行');
    first.unmount();
    const stored = storage.getItem('draft:card:BANK') ?? '';
    expect(JSON.parse(stored)).toMatchObject({ member: 'demo888', values: { bankCode: 'CMB', holder: '王晓明', branch: '北京朝阳支行' } });
    expect(stored).not.toContain(CARD.slice(-4));

    renderWithServices(form, { bankList: () => banks }, { drafts });
    expect(await screen.findByText('已恢复未提交的内容')).toBeTruthy();
    expect((screen.getByLabelText('持卡人姓名') as HTMLInputElement).value).toBe('王晓明');
    expect((screen.getByLabelText('开户支行') as HTMLInputElement).value).toBe('北京朝阳支行');
    expect((screen.getByLabelText('银行卡号') as HTMLInputElement).value).toBe('');
    expect(((await screen.findByRole('option', { name: '招商银行' })) as HTMLOptionElement).selected).toBe(true);
  });

  it('a card bound leaves no draft behind', async () => {
    const storage = memoryStorage();
    const drafts = createDraftStore({ storage, member: () => 'demo888' });
    const bound = { id: 3, kind: 'BANK', name: '招商银行', holder: '王晓明', accountMasked: '6222********3445', protocol: '', isDefault: true, createdAt: 0 };
    renderWithServices(() => <CardForm kind="BANK" verifiedName="王晓明" onBound={() => undefined} />, { bankList: () => banks, cardBind: () => bound }, { drafts });
    await user.selectOptions(await screen.findByLabelText('开户银行'), 'CMB');
    await user.type(screen.getByLabelText('持卡人姓名'), '王晓明');
    await user.type(screen.getByLabelText('银行卡号'), CARD);
    expect(storage.getItem('draft:card:BANK')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '确认绑定' }));
    await expect.poll(() => storage.getItem('draft:card:BANK')).toBeNull();
  });
});
