import { Button, Skeleton } from '@site/ui';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { memberResource } from '../../state/member';
import { useShared } from '../../state/use-shared';

// A member's part (name, VIP level, balance, logout) is code a guest never runs: it loads for members only.
const MemberInfo = lazy(() => import('./MemberInfo'));

interface MemberPanelProps {
  member: boolean;
  /** Where a guest was going when the guard sent them home. */
  redirect: string | undefined;
}

/** A guest sees login and register; a member their name, VIP level and balance. */
export function MemberPanel({ member, redirect }: MemberPanelProps) {
  const navigate = useNavigate();
  // Read here, not in MemberInfo: a member's request starts with the page, beside that code's load.
  const shared = useShared(memberResource, member);

  if (member) {
    return (
      <Suspense
        fallback={
          <section className="home-member" aria-label="会员信息">
            <Skeleton rows={1} label="会员信息加载中" />
          </section>
        }
      >
        <MemberInfo shared={shared} />
      </Suspense>
    );
  }

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
