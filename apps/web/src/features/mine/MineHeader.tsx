import type { ApiReply } from '@site/api-contract';
import type { MemberInfo } from '@site/session';
import { VipBadge } from '@site/ui';
import { formatNumber } from '@site/validation';
import { Link } from '@tanstack/react-router';
import type { SharedState } from '../../state/shared-resource';
import { Avatar } from './Avatar';
import { memberDetails } from './member-details';
import { vipNeedText, vipProgress } from './vip-progress';

interface MineHeaderProps {
  /** Null: the session holds no member (the token was just dropped). */
  member: SharedState<MemberInfo | null> & { refresh: () => Promise<void> };
  vip: SharedState<ApiReply<'vipInfo'>> & { refresh: () => Promise<void> };
}

/**
 * The top of the member centre: avatar, username, nickname and VIP badge (a link to the profile),
 * then the VIP level bar with what the next level still needs (a link to VIP特权). Each part keeps
 * its height while it loads, so nothing below moves when the data lands.
 */
export function MineHeader({ member, vip }: MineHeaderProps) {
  const info = memberDetails(member.data);
  return (
    <section className="mine-head" aria-label="会员信息">
      {info ? (
        <Link to="/mine/userInfo" className="mine-head__who">
          <span className="site-visually-hidden">个人资料：</span>
          <Avatar name={info.nickName || info.username} />
          <span className="mine-head__names">
            <span className="mine-head__name">
              <span data-testid="mine-username">{info.username}</span>
              <VipBadge level={info.grade} />
            </span>
            <span className="mine-head__nick">昵称：{info.nickName || '未设置'}</span>
          </span>
          <span className="mine-head__more" aria-hidden="true">
            ›
          </span>
        </Link>
      ) : (member.error || (member.data !== undefined && info === null)) && !member.refreshing ? (
        <p className="mine-head__who mine-head__failed" role="alert">
          {member.error ?? '会员信息暂不可用'}
          <button type="button" className="mine-link-button" onClick={() => void member.refresh()}>
            重试
          </button>
        </p>
      ) : (
        <div className="mine-head__who" role="status" aria-busy="true">
          <span className="mine-avatar mine-avatar--ghost" />
          <span className="mine-head__names">
            <span className="mine-ghost mine-ghost--name" />
            <span className="mine-ghost mine-ghost--nick" />
          </span>
          <span className="site-visually-hidden">会员信息加载中</span>
        </div>
      )}
      <VipStrip vip={vip} />
    </section>
  );
}

function VipStrip({ vip }: Pick<MineHeaderProps, 'vip'>) {
  if (!vip.data) {
    if (vip.error && !vip.refreshing) {
      return (
        <p className="mine-vip mine-vip--failed" role="alert">
          VIP信息加载失败
          <button type="button" className="mine-link-button" onClick={() => void vip.refresh()}>
            重试
          </button>
        </p>
      );
    }
    return (
      <div className="mine-vip" aria-busy="true">
        <span className="mine-ghost mine-ghost--line" />
        <span className="mine-vip__bar" />
        <span className="mine-ghost mine-ghost--line" />
      </div>
    );
  }
  const progress = vipProgress(vip.data);
  return (
    <Link to="/mine/vip" className="mine-vip" data-testid="mine-vip">
      <span className="mine-vip__row">
        <span className="mine-vip__level">
          VIP{progress.grade} {progress.name}
        </span>
        <span className="mine-vip__next">{progress.next ? `下一级 VIP${String(progress.next.grade)}` : '最高等级'}</span>
      </span>
      <span
        className="mine-vip__bar"
        role="progressbar"
        aria-label="VIP晋级进度"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span style={{ width: `${String(progress.percent)}%` }} />
      </span>
      <span className="mine-vip__row">
        <span className="mine-vip__need">{vipNeedText(progress, formatNumber)}</span>
        <span className="mine-vip__go">VIP特权 ›</span>
      </span>
    </Link>
  );
}
