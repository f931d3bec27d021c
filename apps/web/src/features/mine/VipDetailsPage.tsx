import type { ApiReply } from '@site/api-contract';
import { Tag } from '@site/ui';
import { formatNumber } from '@site/validation';
import { useEffect, useRef } from 'react';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { SharedView } from '../../components/SharedView';
import { vipInfoResource, vipLevelsResource } from '../../state/vip';
import { useShared } from '../../state/use-shared';
import { rebateRateText } from './rebate-view';
import './vip.css';

type VipLevel = ApiReply<'vipLevels'>[number];

const money = (n: number) => formatNumber(n);

/** The rows of the comparison: one per condition or benefit, one column per level. */
const ROWS: readonly { label: string; value: (l: VipLevel) => string }[] = [
  { label: '累计存款', value: (l) => money(l.requiredDeposit) },
  { label: '累计有效投注', value: (l) => money(l.requiredTurnover) },
  { label: '晋级礼金', value: (l) => money(l.upgradeBonus) },
  { label: '每月礼金', value: (l) => money(l.monthlyBonus) },
  { label: '生日礼金', value: (l) => money(l.birthdayBonus) },
  { label: '返水比例', value: (l) => rebateRateText(l.rebateRate) },
  { label: '每日提款次数', value: (l) => `${String(l.dailyWithdrawTimes)}次` },
  { label: '每日提款额度', value: (l) => money(l.dailyWithdrawLimit) },
];

function LevelsTable({ levels, current }: { levels: ApiReply<'vipLevels'>; current: number | undefined }) {
  const region = useRef<HTMLDivElement>(null);
  // Opens with the member's own level in view beside the fixed column (VIP5 is off a phone's screen).
  useEffect(() => {
    const box = region.current;
    const own = box?.querySelector<HTMLElement>('thead th.is-current');
    const fixed = box?.querySelector<HTMLElement>('thead th:first-child');
    if (!box || !own || !fixed) return;
    box.scrollLeft = Math.max(0, own.offsetLeft - fixed.offsetWidth - own.offsetWidth);
  }, [current]);
  return (
    // A phone scrolls the levels sideways; the first column (what is compared) stays put.
    <div className="vip-table" role="region" aria-label="VIP等级特权对照表，可左右滑动" tabIndex={0} ref={region} data-testid="vip-table">
      <table>
        <caption className="site-visually-hidden">各VIP等级的晋级条件与特权（金额单位：元）</caption>
        <thead>
          <tr>
            <th scope="col">等级</th>
            {levels.map((l) => (
              <th key={l.grade} scope="col" className={l.grade === current ? 'is-current' : undefined} aria-current={l.grade === current ? 'true' : undefined}>
                <span className="vip-table__grade">VIP{l.grade}</span>
                <span className="vip-table__name">{l.name}</span>
                {l.grade === current ? <Tag tone="primary">当前</Tag> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {levels.map((l) => (
                <td key={l.grade} className={l.grade === current ? 'is-current' : undefined}>
                  {row.value(l)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The least height of the table's box: its head and the eight rows. */
const TABLE_HEIGHT = 380;

/**
 * `/mine/vip/details`: every level side by side, the member's own marked. Its first view (issue #36,
 * drawn into the HTML by the build) is the heading block with the conditions' note and the table's
 * box, which the levels fill.
 */
export function VipDetailsPage() {
  const info = useShared(vipInfoResource);
  return (
    <PageFrame title="VIP详情">
      <div className="stack vip-page">
        <PageLead title="VIP等级特权对照" text="晋级条件为累计存款与累计有效投注，均需达标；金额单位：元。" />
        <DataSlot loading={false} minHeight={TABLE_HEIGHT}>
          <SharedView resource={vipLevelsResource} rows={8}>
            {(levels) => <LevelsTable levels={levels} current={info.data?.grade} />}
          </SharedView>
        </DataSlot>
      </div>
    </PageFrame>
  );
}
