import { DEFAULT_TAB_BAR_ITEMS, TabBar } from '@site/ui';
import { useRouter } from '@tanstack/react-router';

/** The bottom navigation of the member site, with home active. */
export function HomeTabBar() {
  const router = useRouter();
  return (
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
}
