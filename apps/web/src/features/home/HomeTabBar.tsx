import { SiteTabBar } from '../../components/SiteTabBar';

/** The bottom navigation of the member site, with home active (and the unread-mail dot on 我的). */
export function HomeTabBar({ member }: { member: boolean }) {
  return <SiteTabBar className="home-tabbar" activeKey="home" member={member} />;
}
