import type { ApiReply } from '@site/api-contract';
import { Button, MoneyText, Tag } from '@site/ui';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { balancesResource } from '../../state/balances';
import { memberResource } from '../../state/member';
import { servicesAtom } from '../../state/services';
import { useMoneySubmit } from '../../components/use-money-submit';
import { expiryText } from './dividend-view';
import './dividend-list.css';

type Dividend = ApiReply<'dividendCheck'>['list'][number];

interface DividendListProps {
  list: readonly Dividend[];
  /** Told after each dividend received (the home page reloads its lead when the dialog closes). */
  onReceived: () => void;
}

/**
 * The member's dividends in the 查看分红 dialog, each with its own 领取. Receiving moves money:
 * one idempotency key per press (kept for a retry whose outcome is unknown), never retried by
 * itself, the button deaf while it runs; the balance is asked for again after it.
 */
export default function DividendList({ list, onReceived }: DividendListProps) {
  if (list.length === 0) return <p className="dividend-list__empty">暂无可领取的分红</p>;
  return (
    <ul className="dividend-list" aria-label="可领取的分红">
      {list.map((d) => (
        <DividendRow key={d.id} dividend={d} onReceived={onReceived} />
      ))}
    </ul>
  );
}

function DividendRow({ dividend, onReceived }: { dividend: Dividend; onReceived: () => void }) {
  const { client, session } = useAtomValue(servicesAtom);
  const store = useStore();
  const refreshMember = useSetAtom(memberResource.refresh);
  const money = useMoneySubmit();
  const [received, setReceived] = useState<number | null>(null);

  const receive = async () => {
    const result = await money.submit(`dividend:${dividend.id}`, (idempotencyKey) =>
      client.dividendReceive({ id: dividend.id }, { idempotencyKey }),
    );
    if (!result.ok) return;
    setReceived(result.reply.amount);
    onReceived();
    // The balance changed: member info is kept per page view, so it is asked for again.
    session.memberInfo.reset();
    void refreshMember();
    if (store.get(balancesResource.state).data !== undefined) void store.set(balancesResource.refresh);
  };

  return (
    <li className="dividend-list__row">
      <div className="dividend-list__main">
        <span className="dividend-list__title">{dividend.title}</span>
        <MoneyText value={received ?? dividend.amount} />
        <span className="dividend-list__expiry">{expiryText(dividend.expiresAt)}</span>
      </div>
      {received !== null ? (
        <Tag tone="success">已领取</Tag>
      ) : (
        <Button size="small" variant="primary" loading={money.submitting} disabled={money.offline} onClick={() => void receive()}>
          {money.canRetry ? '重试' : '领取'}
        </Button>
      )}
      {money.error !== null ? (
        <p className="dividend-list__error" role="alert">
          {money.error}
        </p>
      ) : null}
    </li>
  );
}
