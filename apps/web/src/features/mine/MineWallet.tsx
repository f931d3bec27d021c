import type { ApiReply } from '@site/api-contract';
import { MoneyText } from '@site/ui';
import { useState } from 'react';
import type { SharedState } from '../../state/shared-resource';
import { readBalanceHidden, writeBalanceHidden } from './balance-visibility';
import { MineIcon } from './icons';
import { QUICK_ACTIONS } from './mine-menu';
import { PathLink } from '../../components/PathLink';

interface MineWalletProps {
  balances: SharedState<ApiReply<'walletBalances'>> & { refresh: () => Promise<void> };
}

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The centre wallet: its balance (hidden or shown, as the member last chose), refresh, quick actions. */
export function MineWallet({ balances }: MineWalletProps) {
  const [hidden, setHidden] = useState(() => readBalanceHidden(storage()));
  const toggle = () => {
    setHidden(!hidden);
    writeBalanceHidden(storage(), !hidden);
  };
  const { data, refreshing, error } = balances;

  return (
    <section className="mine-wallet" aria-label="中心钱包">
      <div className="mine-wallet__head">
        <span className="mine-wallet__label">中心钱包余额（元）</span>
        <button type="button" className="mine-icon-button" aria-pressed={hidden} aria-label={hidden ? '显示余额' : '隐藏余额'} onClick={toggle}>
          <MineIcon name={hidden ? 'eyeOff' : 'eye'} size={20} />
        </button>
        <button
          type="button"
          className={`mine-icon-button mine-wallet__refresh${refreshing ? ' is-spinning' : ''}`}
          aria-label="刷新余额"
          disabled={refreshing}
          onClick={() => void balances.refresh()}
        >
          <MineIcon name="refresh" size={20} />
        </button>
      </div>
      <p className="mine-wallet__amount" data-testid="mine-balance" aria-live="polite">
        {data ? (
          <MoneyText value={data.center} symbol={null} size="large" hidden={hidden} />
        ) : error && !refreshing ? (
          <span className="mine-wallet__failed">
            余额加载失败
            <button type="button" className="mine-link-button" onClick={() => void balances.refresh()}>
              重试
            </button>
          </span>
        ) : (
          <span className="mine-ghost mine-ghost--amount" aria-busy="true">
            <span className="site-visually-hidden">余额加载中</span>
          </span>
        )}
      </p>
      {data && error ? (
        <p className="mine-wallet__stale" role="status">
          {error}，显示的是上次的余额
        </p>
      ) : null}
      <nav className="mine-quick" aria-label="资金操作">
        {QUICK_ACTIONS.map((action) => (
          <PathLink key={action.href} href={action.href} className="mine-quick__item">
            <span className="mine-quick__icon">
              <MineIcon name={action.icon} />
            </span>
            {action.label}
          </PathLink>
        ))}
      </nav>
    </section>
  );
}
