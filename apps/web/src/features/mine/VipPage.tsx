import type { ApiReply } from '@site/api-contract';
import { Tag, vipTier } from '@site/ui';
import { formatNumber } from '@site/validation';
import { Link } from '@tanstack/react-router';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { SharedView } from '../../components/SharedView';
import { useShared } from '../../state/use-shared';
import { vipInfoResource, vipLevelsResource } from '../../state/vip';
import { MineIcon } from './icons';
import type { MineIconName } from './icons';
import { rebateRateText } from './rebate-view';
import { vipNeedText, vipProgress } from './vip-progress';
import type { VipRequirement } from './vip-progress';
import './vip.css';

type VipLevel = ApiReply<'vipLevels'>[number];

/** What a level gives, as tiles: the same list the details table compares. */
export function vipBenefits(level: VipLevel): { icon: MineIconName; label: string; value: string }[] {
  return [
    { icon: 'gift', label: '晋级礼金', value: `¥${formatNumber(level.upgradeBonus)}` },
    { icon: 'coin', label: '每月礼金', value: `¥${formatNumber(level.monthlyBonus)}` },
    { icon: 'welfare', label: '生日礼金', value: `¥${formatNumber(level.birthdayBonus)}` },
    { icon: 'rebate', label: '返水比例', value: rebateRateText(level.rebateRate) },
    { icon: 'withdraw', label: '每日提款次数', value: `${String(level.dailyWithdrawTimes)}次` },
    { icon: 'wallet', label: '每日提款额度', value: `¥${formatNumber(level.dailyWithdrawLimit)}` },
  ];
}

function Requirement({ label, req, testId }: { label: string; req: VipRequirement; testId: string }) {
  return (
    <div className="vip-req" data-testid={testId}>
      <div className="vip-req__head">
        <span>{label}</span>
        {req.met ? <Tag tone="success">已达标</Tag> : <span className="vip-req__need">还需 {formatNumber(req.needed)}</span>}
      </div>
      <span className="vip-req__bar" role="progressbar" aria-label={`${label}进度`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={req.percent}>
        <span style={{ width: `${String(req.percent)}%` }} />
      </span>
      <div className="vip-req__figures">
        {formatNumber(req.done)} / {formatNumber(req.required)}
      </div>
    </div>
  );
}

function VipView({ info, levels }: { info: ApiReply<'vipInfo'>; levels: ApiReply<'vipLevels'> }) {
  const progress = vipProgress(info);
  const current = levels.find((l) => l.grade === info.grade);
  const next = info.next;
  return (
    <div className="stack vip-page">
      <section className={`vip-card vip-card--${vipTier(info.grade)}`} aria-label="当前等级">
        <span className="vip-card__crown">
          <MineIcon name="vip" size={28} />
        </span>
        <p className="vip-card__label">当前等级</p>
        <p className="vip-card__level" data-testid="vip-level">
          VIP{info.grade}
          <span className="vip-card__name">{info.name}</span>
        </p>
        <p className="vip-card__need" data-testid="vip-need">
          {vipNeedText(progress, formatNumber)}
        </p>
      </section>

      {next ? (
        <section className="vip-section" aria-labelledby="vip-progress-title">
          <h2 className="vip-section__title" id="vip-progress-title">
            晋级 VIP{next.grade} {next.name}
          </h2>
          <Requirement label="累计存款" req={progress.deposit} testId="vip-deposit" />
          <Requirement label="累计有效投注" req={progress.turnover} testId="vip-turnover" />
          <p className="vip-note">累计存款与有效投注均达标后系统自动晋级，晋级礼金即时发放至中心钱包。</p>
        </section>
      ) : null}

      {current ? (
        <section className="vip-section" aria-labelledby="vip-benefits-title">
          <h2 className="vip-section__title" id="vip-benefits-title">
            VIP{current.grade} 专属特权
          </h2>
          <ul className="vip-benefits" data-testid="vip-benefits">
            {vipBenefits(current).map((b) => (
              <li key={b.label} className="vip-benefit">
                <span className="vip-benefit__icon">
                  <MineIcon name={b.icon} size={22} />
                </span>
                <span className="vip-benefit__value">{b.value}</span>
                <span className="vip-benefit__label">{b.label}</span>
              </li>
            ))}
          </ul>
          {next ? (
            <p className="vip-note">
              晋级 VIP{next.grade} 可享：晋级礼金 ¥{formatNumber(next.upgradeBonus)}，返水 {rebateRateText(next.rebateRate)}，每日提款 {next.dailyWithdrawTimes} 次
            </p>
          ) : null}
        </section>
      ) : null}

      <Link to="/mine/vip/details" className="vip-more">
        查看全部等级特权 ›
      </Link>
    </div>
  );
}

/**
 * The least height of the level's box: the level card, the progress to the next level and the
 * benefit tiles, as a member below the top level sees them — reserved from the first view, so
 * nothing moves when the level comes.
 */
const VIP_VIEW_HEIGHT = 788;

/**
 * `/mine/vip`: the member's level, what the next one needs, and what this level gives. Its first
 * view (issue #36) is the heading block and the box of the level (components/FirstView.tsx),
 * painted before the platform answers; the level fills the box.
 */
export function VipPage() {
  const info = useShared(vipInfoResource);
  const levels = useShared(vipLevelsResource);
  // Loading until both have come or one has failed (SharedView then shows the failure with 重试,
  // which reads again both that failed: one press, not one per layer).
  const loading = (info.data === undefined && info.error === null) || (levels.data === undefined && levels.error === null);
  return (
    <PageFrame title="VIP特权">
      <PageLead title="VIP特权" text="等级越高，礼金、返水与提款额度越高" />
      <DataSlot loading={loading} minHeight={VIP_VIEW_HEIGHT} rows={6}>
        <SharedView resource={vipInfoResource} alsoRetry={[vipLevelsResource]}>
          {(i) => <SharedView resource={vipLevelsResource}>{(l) => <VipView info={i} levels={l} />}</SharedView>}
        </SharedView>
      </DataSlot>
    </PageFrame>
  );
}
