import { DEFAULT_TAB_BAR_ITEMS, TabBar } from '@site/ui';
import { useRouter } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';

// A member's tab bar carries the unread-mail dot (the shared count, read from the platform); its
// code loads after the page has painted, so a guest's first load of `/` does not carry it.
const MemberTabBar = lazy(() => import('../../components/SiteTabBar').then((m) => ({ default: m.SiteTabBar })));

/** The bottom navigation of the member site, with home active (and the unread-mail dot on 我的). */
export function HomeTabBar({ member }: { member: boolean }) {
  const router = useRouter();
  const plain = (
    <TabBar
      className="home-tabbar"
      activeKey="home"
      items={DEFAULT_TAB_BAR_ITEMS}
      onNavigate={(item, event) => {
        event.preventDefault();
        void router.navigate({ href: item.href });
      }}
    />
  );
  if (!member) return plain;
  return (
    <Suspense fallback={plain}>
      <MemberTabBar className="home-tabbar" activeKey="home" member />
    </Suspense>
  );
}
