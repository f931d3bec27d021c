import { errorMeaning } from '@site/api-client';
import { Link, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { LobbyKey } from '../games/lobbies';
import { CATEGORY_ICONS } from './category-icons';
import { GAME_CATEGORIES, countOpenVenues } from '../../components/game-categories';
import { useDeferred } from '../../components/use-deferred';
import { displayName, namingResource } from '../../state/naming';
import { useShared } from '../../state/use-shared';
import type { HomeData } from './home-data';

// The live counts (SPEC §4 platform counts, refreshed every 60000 ms) arrive after the first
// paint: the venues library and its poller load with this component, not with the home page.
const LiveCountText = lazy(() => import('./after-paint').then((m) => ({ default: m.LiveCountText })));

/** The game lobbies with how many platforms each offers (shown once the venue list is in). */
export function GameCategories({ venues: venuesPromise }: { venues: HomeData['venues'] }) {
  const router = useRouter();
  const venues = useDeferred(venuesPromise);
  const names = useShared(namingResource).data;
  const counts = venues.status === 'ready' ? countOpenVenues(venues.data) : {};
  return (
    <section className="home-section" aria-labelledby="home-games-title">
      <h2 id="home-games-title" className="home-section__title">
        游戏大厅
      </h2>
      <ul className="home-games">
        {GAME_CATEGORIES.map((category) => {
          const count = counts[category.key];
          return (
            <li key={category.key}>
              <Link to={category.path} className="home-games__item">
                <span className="home-games__glyph" aria-hidden="true">
                  {CATEGORY_ICONS[category.key]}
                </span>
                <span className="home-games__name">{displayName(names, category.key, category.name)}</span>
                <span className="home-games__count">
                  {count ? `${count}个平台` : venues.status === 'loading' ? '加载中' : '进入大厅'}
                </span>
                <Suspense fallback={null}>
                  <LiveCountText lobby={category.path.slice('/game/'.length) as LobbyKey} className="home-games__live" />
                </Suspense>
              </Link>
            </li>
          );
        })}
      </ul>
      {venues.status === 'error' ? (
        <p className="home-section__error" role="status">
          {/* The catalogue's words, never the platform's raw text (a string the site did not choose). */}
          平台数量加载失败：{errorMeaning(venues.error)}
          <button type="button" className="home-link-button" onClick={() => void router.invalidate()}>
            重试
          </button>
        </p>
      ) : null}
    </section>
  );
}
