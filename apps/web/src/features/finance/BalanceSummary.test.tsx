import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithServices } from '../mine/test-harness';
import { BalanceSummary } from './BalanceSummary';

afterEach(cleanup);

const balances = { center: 100, total: 100, lockMoney: 0, wallets: [] };

describe('BalanceSummary', () => {
  it('names its figure and reads the balances again when 刷新 is pressed', async () => {
    const { request } = renderWithServices(
      () => (
        <BalanceSummary label="总资产" value={1234.5} testId="wallet-total">
          <p>中心钱包</p>
        </BalanceSummary>
      ),
      { walletBalances: () => balances },
    );
    expect((await screen.findByRole('region', { name: '总资产' })).textContent).toContain('中心钱包');
    expect(screen.getByTestId('wallet-total').textContent).toContain('1,234.50');
    // The first read: nothing had the balances yet.
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    fireEvent.click(await screen.findByRole('button', { name: '刷新' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(request).toHaveBeenLastCalledWith('walletBalances');
  });
});
