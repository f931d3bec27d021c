import { useAtomValue } from 'jotai';
import { Suspense, lazy, useState } from 'react';
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

// Loaded after the page: the pop-up (below the lobbies) and the member-only dividend lead.
const ActivityPopSlot = lazy(() => import('./ActivityPop'));
const DividendLead = lazy(() => import('./DividendLead').then((m) => ({ default: m.DividendLead })));
// Below the fold: 热门赛事 (with the venues library and the sports poller) and the footer links
// load after the page, not with it (the home page's JS budget); see after-paint.tsx.
const AfterPaint = lazy(() => import('./after-paint'));

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
  // The pop-up is decided for the visitor this page opened for; one who logs out here sees none.
  const [openedAsMember] = useState(member);

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
        {member === openedAsMember ? (
          <Suspense fallback={null}>
            <ActivityPopSlot member={member} />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          <AfterPaint member={member} />
        </Suspense>
      </main>
      <SuspensionIcons icons={data.icons} />
      <HomeTabBar member={member} />
    </div>
  );
}
