import { DEFAULT_TAB_BAR_ITEMS, TabBar } from '@site/ui';
import type { TabBarItem, TabBarKey } from '@site/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadInTurn, preloadPageCode } from './preload';
import { unreadMailResource } from '../state/mail';
import { useShared } from '../state/use-shared';

interface SiteTabBarProps {
  activeKey: TabBarKey;
  /** A member's 我的 tab carries a dot while station mail is unread; a guest has no mail to read. */
  member: boolean;
  className?: string;
}

/** The items with the unread-mail dot on 我的 when there is unread mail. */
export function tabBarItems(unread: number): readonly TabBarItem[] {
  if (unread <= 0) return DEFAULT_TAB_BAR_ITEMS;
  return DEFAULT_TAB_BAR_ITEMS.map((item) => (item.key === 'mine' ? { ...item, badge: 'dot' as const } : item));
}

/**
 * The bottom navigation of the tab pages (首页, 我的): the router follows a plain click. Always in
 * view, so its pages' code loads once this page has, after the page's own links (in turn, at idle:
 * components/preload.ts).
 */
export function SiteTabBar({ activeKey, member, className }: SiteTabBarProps) {
  const router = useRouter();
  useEffect(() => {
    // The current page's own tab too: its code is there already, so that turn costs nothing.
    for (const item of DEFAULT_TAB_BAR_ITEMS) loadInTurn(() => preloadPageCode(router, item.href), true);
  }, [router]);
  const unread = useShared(unreadMailResource, member);
  const count = member ? (unread.data?.unread ?? 0) : 0;
  return (
    <TabBar
      className={className}
      activeKey={activeKey}
      items={tabBarItems(count)}
      onNavigate={(item, event) => {
        event.preventDefault();
        void router.navigate({ href: item.href });
      }}
    />
  );
}
