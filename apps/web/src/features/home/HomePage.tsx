import { useAtomValue } from 'jotai';
import { Suspense, lazy, useState } from 'react';
import { servicesAtom } from '../../state/services';
import { siteConfigAtom } from '../../state/site-config';
import { DividendLead } from './DividendLead';
import { GameCategories } from './GameCategories';
import { HomeBanner } from './HomeBanner';
import { HomeNotices } from './HomeNotices';
import { HomeTabBar } from './HomeTabBar';
import { MemberPanel } from './MemberPanel';
import { QuickLinks } from './QuickLinks';
import { SuspensionIcons } from './SuspensionIcons';
import type { HomeData } from './home-data';
import { usePopInfo } from './use-pop-info';
import './home.css';

// Below the fold: its few links load after the page, not with it (the home page's JS budget).
const HomeFooter = lazy(() => import('./HomeFooter').then((m) => ({ default: m.HomeFooter })));

interface HomePageProps {
  /** Set when a guard sent a guest here from a member page. */
  redirect?: string | undefined;
  /** The requests the route's loader started. */
  data: HomeData;
}

export function HomePage({ redirect, data }: HomePageProps) {
  const { session } = useAtomValue(servicesAtom);
  const config = useAtomValue(siteConfigAtom);
  // Logging out happens on this page: the panel tells it, and the member-only parts go away.
  const [member, setMember] = useState(() => session.isMember());
  usePopInfo();

  return (
    <div className="home">
      <header className="home-header">
        <h1 className="home-header__title">{config.state === 'ready' && config.title ? config.title : '会员中心'}</h1>
        {config.state === 'error' ? (
          <p className="home-header__error" role="status">
            {config.message}
          </p>
        ) : null}
      </header>
      <main className="home-main">
        <HomeBanner ads={data.ads} />
        <HomeNotices notices={data.notices} />
        <MemberPanel member={member} redirect={member ? undefined : redirect} onLoggedOut={() => setMember(false)} />
        <QuickLinks member={member} />
        {member && data.dividendLead ? <DividendLead lead={data.dividendLead} /> : null}
        <GameCategories venues={data.venues} />
        <Suspense fallback={null}>
          <HomeFooter member={member} />
        </Suspense>
      </main>
      <SuspensionIcons icons={data.icons} />
      <HomeTabBar member={member} />
    </div>
  );
}
