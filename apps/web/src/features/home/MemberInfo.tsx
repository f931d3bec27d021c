import { Button, MoneyText, Skeleton, VipBadge } from '@site/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { servicesAtom } from '../../state/services';
import type { MemberInfo as MemberInfoData } from '@site/session';
import type { SharedState } from '../../state/shared-resource';
import { memberView } from './member-view';

interface MemberInfoProps {
  /** The shared member info (MemberPanel reads it, so its request does not wait for this code). */
  shared: SharedState<MemberInfoData | null> & { refresh: () => Promise<void> };
}

/** A member's part of the home panel: name, VIP level, balance and 退出登录 (loaded for members only). */
export default function MemberInfo({ shared }: MemberInfoProps) {
  const services = useAtomValue(servicesAtom);
  const { session } = services;
  const [leaving, setLeaving] = useState(false);
  const view = shared.data === undefined ? undefined : memberView(shared.data);

  const logout = async () => {
    setLeaving(true);
    await services.logout();
    setLeaving(false);
  };

  return (
    <section className="home-member" aria-label="会员信息">
      {view === undefined && shared.error === null ? (
        <Skeleton rows={1} label="会员信息加载中" />
      ) : !view ? (
        <p className="home-member__sub" role="status">
          {shared.error ?? '会员信息暂不可用'}
          <button type="button" className="home-link-button" onClick={() => void shared.refresh()}>
            重试
          </button>
        </p>
      ) : (
        <div className="home-member__info">
          <p className="home-member__hello">
            {view.username}
            <VipBadge level={view.grade} />
          </p>
          <p className="home-member__balance">
            <span className="home-member__label">账户余额</span>
            {view.balance === null ? <span>暂无</span> : <MoneyText value={view.balance} size="large" />}
            <button
              type="button"
              className="home-link-button"
              aria-label="刷新余额"
              onClick={() => {
                // Member info is kept for the page view; a refresh asks the platform again.
                session.memberInfo.reset();
                void shared.refresh();
              }}
            >
              刷新
            </button>
          </p>
        </div>
      )}
      <div className="home-member__actions">
        <Button size="small" loading={leaving} onClick={() => void logout()}>
          退出登录
        </Button>
      </div>
    </section>
  );
}
