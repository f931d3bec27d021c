import { Button, Card, Skeleton, Tag, VipBadge } from '@site/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { SharedView } from '../../components/SharedView';
import { memberResource } from '../../state/member';
import { servicesAtom } from '../../state/services';
import { useShared } from '../../state/use-shared';
import { Avatar } from './Avatar';
import { memberDetails } from './member-details';
import type { MemberDetails } from './member-details';
import { ProfileForm } from './ProfileForm';
import { shanghaiDateTime } from '../../components/shanghai-date';
import './profile.css';

// The change-password form is the password page's own (one form, two pages); it sits below the
// fold here, so its code loads after the profile has painted.
const ChangePasswordForm = lazy(() => import('../auth/ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })));

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function ProfileView({ details }: { details: MemberDetails }) {
  const services = useAtomValue(servicesAtom);
  const navigate = useNavigate();
  const member = useShared(memberResource);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const passwordChanged = async () => {
    // SPEC §4: a changed password ends the session (other devices answer 10105); this one logs
    // out too and signs in again with the new password.
    await services.logout();
    await navigate({ to: '/user/login', search: { redirect: '/mine' }, replace: true });
    services.dialogs.open({ kind: 'alert', title: '密码已修改', content: '为了您的账户安全，请使用新密码重新登录。' });
  };

  return (
    <div className="stack profile">
      <section className="profile-head" aria-label="账户">
        <Avatar name={details.nickName || details.username} size={56} />
        <div>
          <p className="profile-head__name">
            {details.username} <VipBadge level={details.grade} />
          </p>
          <p className="profile-head__sub">{details.registerTime ? `注册于 ${shanghaiDateTime(details.registerTime).slice(0, 10)}` : '欢迎您'}</p>
        </div>
      </section>

      {notice ? (
        <p className="money-notice money-notice--ok" role="status">
          {notice}
        </p>
      ) : null}

      <Card
        title="基本资料"
        extra={
          editing ? null : (
            <Button
              size="small"
              onClick={() => {
                setNotice(null);
                setEditing(true);
              }}
            >
              编辑资料
            </Button>
          )
        }
      >
        {editing ? (
          <ProfileForm
            details={details}
            onCancel={() => setEditing(false)}
            onSaved={(reply) => {
              member.set(reply);
              setEditing(false);
              setNotice('资料已更新');
            }}
          />
        ) : (
          <dl className="profile-rows">
            <Row label="用户名">{details.username}</Row>
            <Row label="昵称" testId="profile-nickname">
              {details.nickName || <span className="profile-empty">未设置</span>}
            </Row>
            <Row label="手机号" testId="profile-phone">
              {details.phone ? (
                <>
                  {details.phone} <Tag tone="success">已绑定</Tag>
                </>
              ) : (
                <span className="profile-empty">未绑定</span>
              )}
            </Row>
            <Row label="邮箱" testId="profile-email">
              {details.email || <span className="profile-empty">未绑定</span>}
            </Row>
            <Row label="出生日期" testId="profile-birthday">
              {details.birthday || <span className="profile-empty">未设置</span>}
            </Row>
            {details.lastLoginTime ? <Row label="上次登录">{shanghaiDateTime(details.lastLoginTime)}</Row> : null}
          </dl>
        )}
      </Card>

      <Card title="实名认证">
        <div className="profile-identity" data-testid="profile-identity">
          {details.identityVerified ? (
            <>
              <span>
                <Tag tone="success">已认证</Tag> {details.realName}
              </span>
              <Link to="/mine/userInfo/authentication">查看认证信息 ›</Link>
            </>
          ) : (
            <>
              <span>
                <Tag tone="warning">未认证</Tag> 完成实名认证后才能绑定银行卡和提款
              </span>
              <Link to="/mine/userInfo/authentication">去认证 ›</Link>
            </>
          )}
        </div>
      </Card>

      <section className="site-card profile-password" id="password" aria-labelledby="profile-password-title">
        <div className="site-card__header">
          <h2 className="site-card__title" id="profile-password-title">
            修改密码
          </h2>
        </div>
        <div className="site-card__body">
          <p className="money-hint">修改成功后需要使用新密码重新登录，其他设备上的登录也将失效。</p>
          <Suspense fallback={<Skeleton rows={3} title={false} label="加载中" />}>
            <ChangePasswordForm onDone={() => void passwordChanged()} />
          </Suspense>
        </div>
      </section>
    </div>
  );
}

/** The least height of the profile's box: the head, 基本资料, 实名认证 and the password form. */
const PROFILE_HEIGHT = 1000;

/**
 * `/mine/userInfo`: the member's profile, its editable fields, real-name state and password. Its
 * first view (issue #36, drawn into the HTML by the build) is the heading block and the profile's
 * box, which the member's details fill.
 */
export function UserInfoPage() {
  return (
    <PageFrame title="个人资料">
      <div className="stack">
        <PageLead title="个人资料 · 账户安全" text="资料、实名认证与登录密码集中管理" />
        <DataSlot loading={false} minHeight={PROFILE_HEIGHT}>
          <SharedView resource={memberResource} rows={6}>
            {(info) => {
              const details = memberDetails(info);
              return details ? <ProfileView details={details} /> : <p className="money-alert">会员信息暂不可用，请重新登录</p>;
            }}
          </SharedView>
        </DataSlot>
      </div>
    </PageFrame>
  );
}
