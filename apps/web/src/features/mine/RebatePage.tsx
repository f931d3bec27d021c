import type { ApiReply } from '@site/api-contract';
import { Button, MoneyText } from '@site/ui';
import { formatNumber } from '@site/validation';
import { Link, useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { DataSlot, PageLead, useKeptDeferred } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { useMoneySubmit } from '../../components/use-money-submit';
import { balancesResource } from '../../state/balances';
import { memberResource } from '../../state/member';
import { servicesAtom } from '../../state/services';
import { PathLink } from '../../components/PathLink';
import { rebateCategory, rebateCategoryName, rebateForm, rebateRateText } from './rebate-view';
import { shanghaiDateTime } from '../../components/shanghai-date';
import './rebate.css';

type RebateInfo = ApiReply<'rebateInfo'>;

/** The least height of the rebate's box: the summary, the categories' table and the rules. */
const REBATE_HEIGHT = 810;

/**
 * `/mine/rebate`: self-service rebate. Per venue category the valid bet since it was last
 * received, the member's rate and the amount; 领取 takes one category, 一键领取 all. A receipt moves
 * money: one idempotency key per tap, never retried by itself, one request however often the
 * button is tapped; the balance and the table refresh after it. Its first view (issue #36, drawn
 * into the HTML by the build) is the heading block and the box the rebate fills; after a receipt
 * the figures shown stay until the new ones come.
 */
export function RebatePage({ info: asked }: { info: Promise<RebateInfo> }) {
  const info = useKeptDeferred(asked);
  const { client, session } = useAtomValue(servicesAtom);
  const router = useRouter();
  const refreshBalances = useSetAtom(balancesResource.refresh);
  const refreshMember = useSetAtom(memberResource.refresh);
  const money = useMoneySubmit();
  const [target, setTarget] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const receive = async (category: string | null) => {
    const sendAs = category === null ? null : rebateCategory(category);
    if (category !== null && sendAs === null) return;
    setNotice(null);
    setTarget(category);
    const result = await money.submit(rebateForm(category), (idempotencyKey) =>
      client.request('rebateReceive', sendAs ? { category: sendAs } : {}, { idempotencyKey }),
    );
    if (!result.ok) return;
    const what = category === null ? '返水' : `${rebateCategoryName(category)}返水`;
    setNotice(`已领取${what} ¥${formatNumber(result.reply.received)}，已存入中心钱包（余额 ¥${formatNumber(result.reply.balance)}）`);
    // The balance moved: every page that shows it reads it again, and the table starts over.
    session.memberInfo.reset();
    void refreshBalances();
    void refreshMember();
    void router.invalidate();
  };

  const busy = money.submitting;
  return (
    <PageFrame title="自助返水">
      <div className="stack rebate-page">
        <PageLead title="自助返水 · 实时领取" text="投注即累积，领取后直接存入中心钱包" />
        <DataSlot className="stack" loading={info === undefined} minHeight={REBATE_HEIGHT} rows={8}>
          {info === undefined ? null : (
            <>
              <section className="rebate-summary" aria-label="可领取返水">
                <p className="rebate-summary__label">可领取返水（元）</p>
                <p className="rebate-summary__amount" data-testid="rebate-available">
                  <MoneyText value={info.available} symbol={null} size="large" />
                </p>
                <p className="rebate-summary__last">{info.lastReceivedAt ? `上次领取：${shanghaiDateTime(info.lastReceivedAt)}` : '您还没有领取过返水'}</p>
                {info.available <= 0 ? (
                  <p className="rebate-summary__hint">
                    投注后返水实时累积，随时可领 <PathLink href="/game/sport">去投注 ›</PathLink>
                  </p>
                ) : null}
                <Button
                  className="rebate-summary__all"
                  size="large"
                  block
                  disabled={info.available <= 0 || (busy && target !== null) || money.offline}
                  loading={busy && target === null}
                  onClick={() => void receive(null)}
                >
                  {info.available > 0 ? '一键领取' : '暂无可领取返水'}
                </Button>
              </section>

              {notice ? (
                <p className="money-notice money-notice--ok" role="status" data-testid="rebate-notice">
                  {notice}
                </p>
              ) : null}
              {money.error ? (
                <div className="money-alert" role="alert">
                  <p className="money-alert__text">{money.error}</p>
                  {money.canRetry ? (
                    <>
                      <p className="money-alert__hint">网络不稳定，领取结果未知。重试不会重复领取。</p>
                      <Button size="small" variant="primary" disabled={busy || money.offline} onClick={() => void receive(target)}>
                        重试
                      </Button>
                    </>
                  ) : null}
                </div>
              ) : null}

              <section className="rebate-table" aria-labelledby="rebate-table-title">
                <h2 className="rebate-table__title" id="rebate-table-title">
                  各类返水
                </h2>
                <ul className="rebate-rows">
                  {info.items.map((item) => (
                    <li key={item.category} className="rebate-row" data-testid={`rebate-${item.category}`}>
                      <span className="rebate-row__name">{rebateCategoryName(item.category)}</span>
                      <span className="rebate-row__figures">
                        <span>
                          有效投注 <b>{formatNumber(item.validBet)}</b>
                        </span>
                        <span>
                          返水比例 <b>{rebateRateText(item.rate)}</b>
                        </span>
                      </span>
                      <span className={item.amount > 0 ? 'rebate-row__amount' : 'rebate-row__amount is-zero'} data-testid={`rebate-amount-${item.category}`}>
                        <MoneyText value={item.amount} symbol={null} />
                      </span>
                      <Button
                        size="small"
                        variant="primary"
                        aria-label={`领取${rebateCategoryName(item.category)}返水`}
                        disabled={item.amount <= 0 || (busy && target !== item.category) || money.offline}
                        loading={busy && target === item.category}
                        onClick={() => void receive(item.category)}
                      >
                        领取
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>

              <section className="rebate-rules" aria-label="返水说明">
                <h2 className="rebate-rules__title">返水说明</h2>
                <ul>
                  <li>返水按各类场馆已结算的有效投注实时计算，比例随 VIP 等级提升。</li>
                  <li>领取后即时存入中心钱包，无需流水即可提款。</li>
                  <li>未领取的返水会一直累积，可随时领取。</li>
                </ul>
                <p className="rebate-links">
                  <PathLink href="/mine/record/transRecord">返水记录 ›</PathLink>
                  <Link to="/mine/vip">VIP返水比例 ›</Link>
                </p>
              </section>
            </>
          )}
        </DataSlot>
      </div>
    </PageFrame>
  );
}
