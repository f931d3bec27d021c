import { Link } from '@tanstack/react-router';
import { Card, Cell, List, MoneyText } from '@site/ui';
import { venueWalletsTotal } from '@site/validation';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { balancesResource } from '../../state/balances';
import { SharedView } from '../../components/SharedView';
import { BalanceSummary } from './BalanceSummary';
import { FINANCE_TEXT as T } from './messages';
import { MoneyActions } from './MoneyActions';
import '../../components/money.css';

/** The least height of the balances' box: the summary, the three lines, the actions and the hint. */
const BALANCES_HEIGHT = 420;

/**
 * /mine/balance: what the member holds, usable and locked, with the ways to move it. Its first view
 * (issue #36, drawn into the HTML by the build) is the heading block and the balances' box.
 */
export function BalancePage() {
  return (
    <PageFrame title={T.balanceTitle}>
      <div className="stack money-page">
        <PageLead title={T.balanceLeadTitle} text={T.balanceLeadText} />
        <DataSlot loading={false} minHeight={BALANCES_HEIGHT}>
          <SharedView resource={balancesResource}>
            {(data) => (
              <div className="stack money-page">
                <BalanceSummary label={T.accountBalance} value={data.center} testId="balance-center" />
                <List inset>
                  <Cell title={T.totalAssets} value={<MoneyText value={data.total} />} />
                  <Cell title={T.lockMoney} value={<MoneyText value={data.lockMoney} />} />
                  <Cell title={T.venueWallets} value={<MoneyText value={venueWalletsTotal(data)} />} />
                </List>
                <MoneyActions label={T.accountBalance}>
                  <Link to="/mine/finance/wallet">{T.venueWallets}</Link>
                </MoneyActions>
                <Card>
                  <p className="money-hint">{T.lockHint}</p>
                </Card>
              </div>
            )}
          </SharedView>
        </DataSlot>
      </div>
    </PageFrame>
  );
}
