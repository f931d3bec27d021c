import { Result } from '@site/ui';
import type { ReactNode } from 'react';
import { PageFrame } from '../../components/PageFrame';
import './auth.css';

interface AuthPageProps {
  title: string;
  lead?: string;
  /** Set while the site config switches this service off (SPEC §3): why, above the form. */
  paused?: { title: string; description: string } | null;
  children: ReactNode;
}

/** The frame of the account pages (登录, 注册, 密码管理, 新手指引): one narrow column. */
export function AuthPage({ title, lead, paused, children }: AuthPageProps) {
  return (
    <PageFrame title={title}>
      <div className="auth">
        {lead ? <p className="auth__lead">{lead}</p> : null}
        {paused ? <Result status="warning" title={paused.title} description={paused.description} /> : null}
        {children}
      </div>
    </PageFrame>
  );
}
