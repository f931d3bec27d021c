import { Link } from '@tanstack/react-router';
import { Button, Card, MoneyText, Tag } from '@site/ui';
import { formatNumber, isWalletUsable } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { balancesResource } from '../../state/balances';
import { servicesAtom } from '../../state/services';
import { useShared } from '../../state/use-shared';
import { SharedView } from '../../components/SharedView';
import { FINANCE_TEXT as T } from './messages';
import { SubmitError } from './SubmitError';
import { useMoneySubmit } from '../../components/use-money-submit';
import '../../components/money.css';

/** /mine/finance/wallet: centre wallet, venue wallets, locked money, refresh and one-tap recall. */
export function WalletPage() {
  const { client } = useAtomValue(servicesAtom);
  const balances = useShared(balancesResource);
  const recall = useMoneySubmit();
  const [notice, setNotice] = useState<string | null>(null);

  const recallAll = async () => {
    setNotice(null);
    // The form of a recall is "everything", so a retry after a network error keeps its key.
    const result = await recall.submit('recallAll', (idempotencyKey) => client.request('walletRecallAll', undefined, { idempotencyKey }));
    if (result.ok) {
      balances.set(result.reply.balances);
      setNotice(result.reply.recalled > 0 ? T.recalled(formatNumber(result.reply.recalled)) : T.nothingToRecall);
    }
  };
  const refreshing = balances.refreshing;

  return (
    <PageFrame title="我的钱包">
      <SharedView resource={balancesResource}>
        {(data) => (
          <div className="money-page">
            <section className="money-summary" aria-label={T.totalAssets}>
              <div className="money-summary__head">
                <p className="money-summary__label">{T.totalAssets}</p>
                <button type="button" className="money-summary__refresh" onClick={() => void balances.refresh()} disabled={refreshing}>
                  {refreshing ? T.refreshing : T.refresh}
                </button>
              </div>
              <p className="money-summary__total" data-testid="wallet-total">
                <MoneyText value={data.total} symbol={null} size="large" />
              </p>
              <div className="money-summary__row">
                <div>
                  <span>{T.centerWallet}</span>
                  <span data-testid="wallet-center">
                    <MoneyText value={data.center} symbol={null} />
                  </span>
                </div>
                <div>
                  <span>{T.lockMoney}</span>
                  <span data-testid="wallet-lock">
                    <MoneyText value={data.lockMoney} symbol={null} />
                  </span>
                </div>
              </div>
            </section>
            {balances.error ? <p className="money-alert">{balances.error}</p> : null}
            <nav className="money-actions" aria-label={T.centerWallet}>
              <Link to="/mine/finance/deposit">{T.deposit}</Link>
              <Link to="/mine/finance/transfer">{T.transfer}</Link>
              <Link to="/mine/finance/withdrawal">{T.withdraw}</Link>
              <Link to="/mine/audit">{T.audit}</Link>
            </nav>
            <Card
              title={T.venueWallets}
              extra={
                <Button
                  size="small"
                  variant="primary"
                  loading={recall.submitting}
                  disabled={recall.submitting}
                  onClick={() => void recallAll()}
                >
                  {recall.submitting ? T.recalling : T.recallAll}
                </Button>
              }
            >
              {notice ? (
                <p className="money-notice money-notice--ok" role="status">
                  {notice}
                </p>
              ) : null}
              <SubmitError error={recall.error} canRetry={recall.canRetry} onRetry={() => void recallAll()} disabled={recall.submitting} />
              {data.wallets.length === 0 ? (
                <p className="money-hint">{T.noVenueWallets}</p>
              ) : (
                <ul className="money-venues">
                  {data.wallets.map((w) => (
                    <li key={w.code} className="money-venue" data-testid={`venue-${w.code}`}>
                      <span className="money-venue__name">{w.name}</span>
                      {isWalletUsable(w) ? (
                        <MoneyText value={w.balance} symbol={null} size="small" />
                      ) : (
                        <Tag tone="warning">{T.maintenance}</Tag>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
        )}
      </SharedView>
    </PageFrame>
  );
}
