import { createRoot } from 'react-dom/client';
import { ServicePage } from '../components/ServicePage';
import { COOKIE_ICON } from '../components/service-icons';

/**
 * SPEC §2: the notice in place of the app, for a browser without cookies and site data. main.ts
 * checks (cookies-enabled.ts) before anything touches storage and, when they are off, shows this
 * instead of starting the app: the app itself never runs without them, so it does not check again.
 */
export function showCookieNotice(root: HTMLElement): void {
  createRoot(root).render(<CookieNotice />);
}

export function CookieNotice() {
  return (
    <ServicePage icon={COOKIE_ICON} title="请开启浏览器 Cookie">
      <p>本站需要使用 Cookie 来保持您的登录状态和账户安全。</p>
      <p>请在浏览器设置中允许本站使用 Cookie，然后刷新页面。</p>
    </ServicePage>
  );
}
