import type { ApiReply } from '@site/api-contract';
import { Button, Tag, Toast } from '@site/ui';
import { Link } from '@tanstack/react-router';
import { formatInteger } from '@site/validation';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { SharedView } from '../../components/SharedView';
import { mallResource } from '../../state/mall';
import { memberResource } from '../../state/member';
import { servicesAtom } from '../../state/services';
import { useShared } from '../../state/use-shared';
import { ExchangeSheet } from './ExchangeSheet';
import { blockButton, blockText, categoriesOf, exchangeBlock } from './exchange';
import type { MallItem } from './exchange';
import { MallNav } from './MallNav';
import './mall.css';

const ALL = '全部';

interface MallPageProps {
  /** The category the URL names (`?category=`); unknown or none: every item. */
  category: string | undefined;
}

/** The least height of the mall's box: the points, the categories and the first rows of items. */
const MALL_HEIGHT = 600;

/**
 * /mine/currency: the member's points, the items by category, and an exchange behind a confirmation.
 * Its first view (issue #36, drawn into the HTML by the build) is the mall's links, the heading block
 * and the box the points and items fill: the page's last part, so what comes in it moves nothing.
 */
export function MallPage({ category }: MallPageProps) {
  // The grade decides the VIP-only items: they are drawn once it has come (or failed: then as grade 0).
  const member = useShared(memberResource);
  const gradeComing = member.data === undefined && member.error === null;
  return (
    <PageFrame title="积分商城">
      <div className="stack mall">
        <MallNav />
        <PageLead title="积分兑好礼" text="用积分兑换好礼，部分商品仅限对应 VIP 等级兑换" />
        <DataSlot loading={gradeComing} minHeight={MALL_HEIGHT} rows={6}>
          <SharedView resource={mallResource} rows={6}>
            {(mall) => <MallContent mall={mall} category={category} />}
          </SharedView>
        </DataSlot>
      </div>
    </PageFrame>
  );
}

function MallContent({ mall, category }: MallPageProps & { mall: ApiReply<'mallItems'> }) {
  const { client } = useAtomValue(servicesAtom);
  const shared = useShared(mallResource);
  const grade = useShared(memberResource).data?.grade ?? 0;
  const reasonId = useId();
  const [chosen, setChosen] = useState<MallItem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const categories = categoriesOf(mall.items);
  const active = category && categories.includes(category) ? category : ALL;

  const grid = (key: string) => (
    <ul className="mall-grid" aria-label={key === ALL ? '全部商品' : `${key}商品`}>
      {mall.items
        .filter((item) => key === ALL || item.category === key)
        .map((item) => {
          const block = exchangeBlock(item, mall.points, grade);
          return (
            <li key={item.id} className="mall-item" data-testid="mall-item">
              <span className="mall-item__art" aria-hidden="true">
                {item.category.slice(0, 1)}
              </span>
              <span className="mall-item__name">{item.name}</span>
              <span className="mall-item__price">
                <strong>{formatInteger(item.points)}</strong> 积分
              </span>
              <span className="mall-item__meta">
                {item.stock > 0 ? `库存 ${formatInteger(item.stock)}` : '库存 0'}
                {item.minGrade > 0 ? <Tag tone="warning">VIP{item.minGrade}及以上</Tag> : null}
              </span>
              {block ? (
                <span id={`${reasonId}-${String(item.id)}`} className="site-visually-hidden">
                  {blockText(block)}
                </span>
              ) : null}
              {/* The name starts with the words on the button; the reason is its description. */}
              <Button
                size="small"
                variant={block ? 'default' : 'primary'}
                disabled={block !== null}
                aria-label={`${blockButton(block)} ${item.name}`}
                aria-describedby={block ? `${reasonId}-${String(item.id)}` : undefined}
                onClick={() => {
                  setDone(null);
                  setChosen(item);
                }}
              >
                {blockButton(block)}
              </Button>
            </li>
          );
        })}
    </ul>
  );

  return (
    <>
      <section className="mall-points" aria-label="我的积分">
        <span className="mall-points__label">我的积分</span>
        <strong className="mall-points__value" data-testid="mall-points">
          {formatInteger(mall.points)}
        </strong>
        {shared.error ? <span className="mall-points__note">{shared.error}</span> : null}
      </section>
      {/* Categories are links: a category view is an address that can be shared and survives a reload. */}
      <nav className="mall-categories" aria-label="商品分类">
        {[ALL, ...categories].map((key) => (
          <Link
            key={key}
            to="/mine/currency"
            search={{ category: key === ALL ? undefined : key }}
            replace
            resetScroll={false}
            className="mall-categories__link"
            // The link of the category shown is the current one (the address with its search).
            activeOptions={{ exact: true, includeSearch: key !== ALL || active !== ALL }}
            activeProps={{ className: 'is-active' }}
          >
            {key}
          </Link>
        ))}
      </nav>
      {grid(active)}
      <ExchangeSheet
        item={chosen}
        points={mall.points}
        grade={grade}
        client={client}
        onClose={() => setChosen(null)}
        onDone={(item, quantity, pointsLeft) => {
          setChosen(null);
          setDone(`兑换成功：${item.name} ×${String(quantity)}，消耗 ${formatInteger(item.points * quantity)} 积分`);
          // The reply's points at once everywhere; the items again for their new stock.
          shared.set({ ...mall, points: pointsLeft });
          void shared.refresh();
        }}
      />
      <Toast open={done !== null} type="success" message={done ?? ''} onClose={() => setDone(null)} duration={3000} />
    </>
  );
}
