import type { ReactNode } from 'react';
import { useState } from 'react';
import { cookiesEnabled } from './cookies-enabled';
import { ServicePage } from '../components/ServicePage';
import { COOKIE_ICON } from '../components/service-icons';

/**
 * SPEC §2: without cookies a notice replaces the app. The check is synchronous, so it runs before
 * the first render: until then index.html's boot shell is the loading view, and the page's first
 * render is the page itself rather than one more loading frame.
 */
export function CookieGate({ children }: { children: ReactNode }) {
  // The build's prerender has no document: it draws the page as a browser with cookies sees it,
  // and a browser without them gets the notice from main.ts before the app renders.
  const [enabled] = useState(() => typeof document === 'undefined' || cookiesEnabled());
  return enabled ? children : <CookieNotice />;
}

export function CookieNotice() {
  return (
    <ServicePage icon={COOKIE_ICON} title="请开启浏览器 Cookie">
      <p>本站需要使用 Cookie 来保持您的登录状态和账户安全。</p>
      <p>请在浏览器设置中允许本站使用 Cookie，然后刷新页面。</p>
    </ServicePage>
  );
}
