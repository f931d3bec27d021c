import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@site/ui';
import { selectMatches, visibleMatches } from '@site/venues';
import { oddsText, statusText } from './format';
import { useVisibility } from '../../state/use-visibility';
import { useSports } from './use-sports';
import './sports.css';

/** How many matches the home page shows: in play first, then the next kick-offs. */
export const HOT_MATCH_COUNT = 4;

/**
 * 热门赛事 on the home page: a few of the merged matches with their 1X2 prices. Loaded lazily
 * after the first paint (the venues library and the poller come with it); tapping goes to the
 * sports centre, where a match opens its venue.
 */
export default function HotMatches() {
  const section = useRef<HTMLElement>(null);
  const near = useNearScreen(section);
  const view = useSports(near);
  const { context, settled } = useVisibility();
  // Matches wait for the excluded league rather than flash it up.
  const visibility = settled ? context : null;
  const matches =
    view.state === 'ready' && visibility !== null
      ? visibleMatches(selectMatches(view.snapshot.matches, { venue: 'all', phase: 'all' }, view.snapshot.at), visibility)
          .filter((m) => m.phase !== 'early')
          .slice(0, HOT_MATCH_COUNT)
      : [];
  return (
    <section ref={section} className="home-section hot-matches" aria-labelledby="home-hot-title">
      <div className="hot-matches__head">
        <h2 id="home-hot-title" className="home-section__title hot-matches__title">
          热门赛事
        </h2>
        <Link to="/game/sport" className="hot-matches__all">
          全部赛事
        </Link>
      </div>
      {view.state === 'guest' ? <p className="sports__guest-text">登录后查看滚球比分与实时赔率</p> : null}
      {view.state === 'loading' || (view.state === 'ready' && visibility === null) ? <Skeleton rows={2} label="赛事加载中" /> : null}
      {view.state === 'ready' && visibility !== null && matches.length === 0 ? <p className="sports__guest-text">今日暂无赛事</p> : null}
      {matches.length > 0 ? (
        <ul className="hot-matches__list">
          {matches.map((match) => {
            const odds = match.offers[0]?.markets.oneXTwo;
            return (
              <li key={match.key}>
                <Link to="/game/sport" search={match.phase === 'live' ? { phase: 'live' } : {}} className="hot-match">
                  <span className={`hot-match__meta${match.phase === 'live' ? ' hot-match__meta--live' : ''}`}>
                    <span>{match.league}</span>
                    <span>{match.phase === 'live' ? `滚球 ${statusText(match)}`.trim() : statusText(match)}</span>
                  </span>
                  <span className="hot-match__teams">
                    <span>{match.home}</span>
                    <b>{match.score ? `${String(match.score.home)} : ${String(match.score.away)}` : '对'}</b>
                    <span>{match.away}</span>
                  </span>
                  {odds ? (
                    <span className="hot-match__odds">
                      <span className="sports-price"><span className="sports-price__label">主</span><span className="sports-price__odds">{oddsText(odds.home)}</span></span>
                      <span className="sports-price"><span className="sports-price__label">和</span><span className="sports-price__odds">{oddsText(odds.draw)}</span></span>
                      <span className="sports-price"><span className="sports-price__label">客</span><span className="sports-price__odds">{oddsText(odds.away)}</span></span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** Margin below the screen at which the section starts its feed: none, it starts as it scrolls in (its skeleton shows meanwhile). */
const NEAR_SCREEN_MARGIN = '0px';

/**
 * True once the element has come within NEAR_SCREEN_MARGIN of the screen (and stays true). The
 * section sits below the lobbies: a member who never scrolls to it launches no venue for it.
 * Without IntersectionObserver it starts at once.
 */
function useNearScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px ${NEAR_SCREEN_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
