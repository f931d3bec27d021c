import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { cookiesEnabled } from './cookies-enabled';
import { LoadingView } from './LoadingView';
import { ServicePage } from './ServicePage';

/** SPEC §2: while the cookie check runs a loading view shows; without cookies a notice replaces the app. */
export function CookieGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'pending' | 'ok' | 'disabled'>('pending');
  useEffect(() => setState(cookiesEnabled() ? 'ok' : 'disabled'), []);
  if (state === 'pending') return <LoadingView />;
  if (state === 'disabled') return <CookieNotice />;
  return children;
}

export function CookieNotice() {
  return (
    <ServicePage icon="🍪" title="请开启浏览器 Cookie">
      <p>本站需要使用 Cookie 来保持您的登录状态和账户安全。</p>
      <p>请在浏览器设置中允许本站使用 Cookie，然后刷新页面。</p>
    </ServicePage>
  );
}
