import { DEFAULT_TAB_BAR_ITEMS, TabBar } from '@site/ui';
import type { TabBarItem, TabBarKey } from '@site/ui';
import { useRouter } from '@tanstack/react-router';
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

/** The bottom navigation of the tab pages (首页, 我的): the router follows a plain click. */
export function SiteTabBar({ activeKey, member, className }: SiteTabBarProps) {
  const router = useRouter();
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
