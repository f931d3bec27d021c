import { Button, Result, Tabs } from '@site/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DataSlot, PageLead, drawnByBuild } from '../../components/FirstView';
import { useIsMember } from '../../state/use-is-member';
import { AuthPage } from './AuthPage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

type Mode = 'reset' | 'change';

/** The least height of the forms' box: the tabs, the guest's line and the reset form (the longer one). */
const FORMS_HEIGHT = 620;

/**
 * `/user/password`: a guest resets a forgotten password; a member may also change theirs. Its first
 * view (issue #36, drawn into the HTML by the build) is the heading block and the forms' box: what
 * the visitor may do (a guest's line, a member's 修改密码) differs by visitor, so the build draws the
 * box loading and the app's first render fills it.
 */
export function PasswordPage() {
  const navigate = useNavigate();
  const member = useIsMember();
  const [mode, setMode] = useState<Mode>(member ? 'change' : 'reset');
  const [done, setDone] = useState<{ mode: Mode; message: string } | null>(null);

  const items = [
    { key: 'reset', label: '找回密码' },
    { key: 'change', label: '修改密码', disabled: !member },
  ];

  return (
    <AuthPage title="密码管理">
      <PageLead title="找回或修改登录密码" text="通过绑定的手机号验证身份，保障账户安全" />
      <DataSlot loading={drawnByBuild()} minHeight={FORMS_HEIGHT} rows={6}>
        {done ? (
          <Result
            status="success"
            title={done.message}
            actions={
              done.mode === 'reset' ? (
                <Button variant="primary" onClick={() => void navigate({ to: '/user/login' })}>
                  去登录
                </Button>
              ) : (
                <Button variant="primary" onClick={() => void navigate({ to: '/' })}>
                  返回首页
                </Button>
              )
            }
          />
        ) : (
          <>
            <Tabs className="auth__tabs" label="密码管理方式" items={items} activeKey={mode} onChange={(key) => setMode(key === 'change' ? 'change' : 'reset')} />
            {!member ? <p className="auth__hint">修改密码需要先登录；忘记密码可通过绑定手机号找回。</p> : null}
            {mode === 'change' && member ? (
              <ChangePasswordForm onDone={(message) => setDone({ mode: 'change', message })} />
            ) : (
              <ResetPasswordForm onDone={(message) => setDone({ mode: 'reset', message })} />
            )}
          </>
        )}
      </DataSlot>
    </AuthPage>
  );
}
