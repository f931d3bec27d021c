import { Link } from '@tanstack/react-router';
import { Button, Card, MoneyText, Tag } from '@site/ui';
import { formatNumber, isWalletUsable } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { balancesResource } from '../../state/balances';
import { servicesAtom } from '../../state/services';
import { useShared } from '../../state/use-shared';
import { SharedView } from '../../components/SharedView';
import { BalanceSummary } from './BalanceSummary';
import { FINANCE_TEXT as T } from './messages';
import { MoneyActions } from './MoneyActions';
import { SubmitError } from './SubmitError';
import { useMoneySubmit } from '../../components/use-money-submit';
import '../../components/money.css';

/**
 * The least height of the wallet's box: the balance card, the money actions and the venue wallets'
 * card as the demo member's venues fill it, reserved from the first view.
 */
const WALLET_HEIGHT = 640;

/**
 * /mine/finance/wallet: centre wallet, venue wallets, locked money, refresh and one-tap recall. Its
 * first view (issue #36, drawn into the HTML by the build) is the heading block and the wallet's
 * box; the balances fill the box.
 */
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

  return (
    <PageFrame title="我的钱包">
      <PageLead title={T.walletLeadTitle} text={T.walletLeadText} />
      <DataSlot loading={false} minHeight={WALLET_HEIGHT}>
        <SharedView resource={balancesResource}>
          {(data) => (
            <div className="stack money-page">
              <BalanceSummary label={T.totalAssets} value={data.total} testId="wallet-total">
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
              </BalanceSummary>
              {balances.error ? <p className="money-alert">{balances.error}</p> : null}
              <MoneyActions label={T.centerWallet}>
                <Link to="/mine/audit">{T.audit}</Link>
              </MoneyActions>
              <Card
                title={T.venueWallets}
                extra={
                  <Button
                    size="small"
                    variant="primary"
                    loading={recall.submitting}
                    disabled={recall.submitting || recall.offline}
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
                <SubmitError error={recall.error} canRetry={recall.canRetry} onRetry={() => void recallAll()} disabled={recall.submitting || recall.offline} />
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
      </DataSlot>
    </PageFrame>
  );
}
