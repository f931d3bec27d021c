import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useIsMember } from '../../state/use-is-member';
import { siteConfigAtom } from '../../state/site-config';
import { GameCategories } from './GameCategories';
import { HomeBanner } from './HomeBanner';
import { HomeNotices } from './HomeNotices';
import { HomeTabBar } from './HomeTabBar';
import { MemberPanel } from './MemberPanel';
import { QuickLinks } from './QuickLinks';
import { SuspensionIcons } from './SuspensionIcons';
import type { HomeData } from './home-data';
import './home.css';

// Member-only parts load their code for a member only: a guest's first load stays as small as it was.
const MemberActivityPop = lazy(() => import('./ActivityPop'));
const DividendLead = lazy(() => import('./DividendLead').then((m) => ({ default: m.DividendLead })));

interface HomePageProps {
  /** Set when a guard sent a guest here from a member page. */
  redirect?: string | undefined;
  /** The requests the route's loader started. */
  data: HomeData;
}

export function HomePage({ redirect, data }: HomePageProps) {
  const config = useAtomValue(siteConfigAtom);
  // Member-only parts follow the token: a logout here or a session code anywhere removes them at once.
  const member = useIsMember();

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
        <MemberPanel member={member} redirect={member ? undefined : redirect} />
        <QuickLinks member={member} />
        {member && data.dividendLead ? (
          <Suspense fallback={null}>
            <DividendLead lead={data.dividendLead} />
          </Suspense>
        ) : null}
        <GameCategories venues={data.venues} />
        {member ? (
          <Suspense fallback={null}>
            <MemberActivityPop />
          </Suspense>
        ) : null}
      </main>
      <SuspensionIcons icons={data.icons} />
      <HomeTabBar />
    </div>
  );
}
