import { Button, MoneyText, Skeleton, VipBadge } from '@site/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { servicesAtom } from '../../state/services';
import { memberView } from './member-view';
import { memberResource } from '../../state/member';
import { useShared } from '../../state/use-shared';

interface MemberPanelProps {
  member: boolean;
  /** Where a guest was going when the guard sent them home. */
  redirect: string | undefined;
}

/** A guest sees login and register; a member their name, VIP level and balance. */
export function MemberPanel({ member, redirect }: MemberPanelProps) {
  const services = useAtomValue(servicesAtom);
  const { session } = services;
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const shared = useShared(memberResource, member);
  const view = shared.data === undefined ? undefined : memberView(shared.data);

  if (!member) {
    return (
      <section className="home-member home-member--guest" aria-label="会员登录">
        <div>
          <p className="home-member__hello">{redirect ? '请先登录后继续访问' : '您好，欢迎光临'}</p>
          <p className="home-member__sub">登录后即可存款、参与活动和查看余额</p>
        </div>
        <div className="home-member__actions">
          <Button variant="primary" onClick={() => void navigate({ to: '/user/login', search: redirect ? { redirect } : {} })}>
            登录
          </Button>
          <Button onClick={() => void navigate({ to: '/user/register', search: redirect ? { redirect } : {} })}>注册</Button>
        </div>
      </section>
    );
  }

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
