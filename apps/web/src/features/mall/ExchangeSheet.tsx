import type { ApiClient } from '@site/api-client';
import { Button } from '@site/ui';
import { formatInteger } from '@site/validation';
import { useId, useState } from 'react';
import { Sheet } from '../../components/Sheet';
import { useMoneySubmit } from '../../components/use-money-submit';
import { blockText, exchangeBlock, maxQuantity } from './exchange';
import type { MallItem } from './exchange';

interface ExchangeSheetProps {
  item: MallItem | null;
  points: number;
  grade: number;
  client: Pick<ApiClient, 'request'>;
  onClose: () => void;
  /** The exchange went through: the points left. */
  onDone: (item: MallItem, quantity: number, pointsLeft: number) => void;
}

/**
 * The exchange's confirmation: quantity, cost and the points left, then one submit with one
 * idempotency key (like a money form): a second tap while it is on its way sends nothing, a
 * network failure may be retried with the same key, and a refusal says why in Chinese.
 */
export function ExchangeSheet({ item, points, grade, client, onClose, onDone }: ExchangeSheetProps) {
  return (
    <Sheet open={item !== null} title="确认兑换" onClose={onClose}>
      {item ? <ExchangeForm key={item.id} item={item} points={points} grade={grade} client={client} onClose={onClose} onDone={onDone} /> : null}
    </Sheet>
  );
}

function ExchangeForm({ item, points, grade, client, onClose, onDone }: ExchangeSheetProps & { item: MallItem }) {
  const exchange = useMoneySubmit();
  const quantityLabel = useId();
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantity(item, points);
  const cost = item.points * quantity;
  const block = exchangeBlock(item, points, grade, quantity);
  const change = (next: number) => {
    setQuantity(Math.min(max, Math.max(1, next)));
    exchange.clearError();
  };

  const submit = async () => {
    if (block) return;
    const body = { itemId: item.id, quantity };
    const result = await exchange.submit(JSON.stringify(body), (idempotencyKey) => client.request('mallBuy', body, { idempotencyKey }));
    if (result.ok) onDone(item, quantity, result.reply.points);
  };

  return (
    <div className="mall-exchange">
      <p className="mall-exchange__name">{item.name}</p>
      <dl className="mall-exchange__facts">
        <div>
          <dt>单价</dt>
          <dd>{formatInteger(item.points)} 积分</dd>
        </div>
        <div>
          <dt id={quantityLabel}>数量</dt>
          <dd>
            <div className="mall-stepper" role="group" aria-labelledby={quantityLabel}>
              <button type="button" aria-label="减少数量" disabled={quantity <= 1 || exchange.submitting} onClick={() => change(quantity - 1)}>
                −
              </button>
              <output aria-live="polite" data-testid="exchange-quantity">
                {quantity}
              </output>
              <button type="button" aria-label="增加数量" disabled={quantity >= max || exchange.submitting} onClick={() => change(quantity + 1)}>
                +
              </button>
            </div>
          </dd>
        </div>
        <div>
          <dt>消耗积分</dt>
          <dd data-testid="exchange-cost">{formatInteger(cost)}</dd>
        </div>
        <div>
          <dt>兑换后剩余</dt>
          <dd>{block?.reason === 'points' ? '—' : formatInteger(points - cost)}</dd>
        </div>
      </dl>
      {item.category === '实物' ? <p className="mall-exchange__hint">实物奖品将在 7 个工作日内寄出，客服会与您确认收货地址。</p> : null}
      {block ? (
        <p className="mall-exchange__alert" role="alert">
          {blockText(block)}
        </p>
      ) : null}
      {exchange.error ? (
        <div className="mall-exchange__alert" role="alert">
          <p>{exchange.error}</p>
          {exchange.canRetry ? <p className="mall-exchange__hint">网络不稳定，兑换结果未知。点击“确认兑换”重试，不会重复扣除积分。</p> : null}
        </div>
      ) : null}
      <div className="mall-exchange__actions">
        <Button onClick={onClose} disabled={exchange.submitting}>
          取消
        </Button>
        <Button variant="primary" loading={exchange.submitting} disabled={block !== null || exchange.submitting || exchange.offline} onClick={() => void submit()}>
          {exchange.submitting ? '兑换中…' : '确认兑换'}
        </Button>
      </div>
    </div>
  );
}
