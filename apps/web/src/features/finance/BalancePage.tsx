import { Link } from '@tanstack/react-router';
import { Card, Cell, List, MoneyText } from '@site/ui';
import { venueWalletsTotal } from '@site/validation';
import { PageFrame } from '../../components/PageFrame';
import { balancesResource } from '../../state/balances';
import { useShared } from '../../state/use-shared';
import { SharedView } from '../../components/SharedView';
import { FINANCE_TEXT as T } from './messages';
import '../../components/money.css';

/** /mine/balance: what the member holds, usable and locked, with the ways to move it. */
export function BalancePage() {
  const balances = useShared(balancesResource);
  return (
    <PageFrame title={T.balanceTitle}>
      <SharedView resource={balancesResource}>
        {(data) => (
          <div className="money-page">
            <section className="money-summary" aria-label={T.accountBalance}>
              <div className="money-summary__head">
                <p className="money-summary__label">{T.accountBalance}</p>
                <button
                  type="button"
                  className="money-summary__refresh"
                  onClick={() => void balances.refresh()}
                  disabled={balances.refreshing}
                >
                  {balances.refreshing ? T.refreshing : T.refresh}
                </button>
              </div>
              <p className="money-summary__total" data-testid="balance-center">
                <MoneyText value={data.center} symbol={null} size="large" />
              </p>
            </section>
            <List inset>
              <Cell title={T.totalAssets} value={<MoneyText value={data.total} />} />
              <Cell title={T.lockMoney} value={<MoneyText value={data.lockMoney} />} />
              <Cell title={T.venueWallets} value={<MoneyText value={venueWalletsTotal(data)} />} />
            </List>
            <nav className="money-actions" aria-label={T.accountBalance}>
              <Link to="/mine/finance/deposit">{T.deposit}</Link>
              <Link to="/mine/finance/transfer">{T.transfer}</Link>
              <Link to="/mine/finance/withdrawal">{T.withdraw}</Link>
              <Link to="/mine/finance/wallet">{T.venueWallets}</Link>
            </nav>
            <Card>
              <p className="money-hint">{T.lockHint}</p>
            </Card>
          </div>
        )}
      </SharedView>
    </PageFrame>
  );
}
