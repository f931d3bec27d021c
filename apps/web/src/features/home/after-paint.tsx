import { useRouter } from '@tanstack/react-router';
import { Suspense, lazy, useEffect } from 'react';
import { GAME_CATEGORIES } from '../../components/game-categories';
import { loadInTurn, preloadPageCode } from '../../components/preload';
import { HomeFooter } from './HomeFooter';

// Lazily again: its chunk list then lives here, not in the home page's own chunk.
const HotMatches = lazy(() => import('../sports/HotMatches'));

/**
 * The home page's parts that load after the first paint, in one lazily loaded module so the page
 * names one chunk for all of them (each import() costs the page bytes): the lobbies' live counts,
 * 热门赛事 and the footer links. The counts and 热门赛事 pull in the venues library and its pollers,
 * which `/`'s first-load JS must not carry.
 */
export { default as LiveCountText } from '../games/LiveCountText';

/**
 * What follows the game lobbies: 热门赛事, then the footer links. And the lobbies' code, in turn at
 * idle (components/preload.ts): the game tiles are home's main way on, so a tap finds its lobby's
 * code there and the lobby's data starts on the finger's touch (issue #36: home → 体育 waited for
 * the sports page's code after the tap). Code only, never a platform call.
 */
export default function AfterPaint({ member }: { member: boolean }) {
  const router = useRouter();
  useEffect(() => {
    for (const { path } of GAME_CATEGORIES) loadInTurn(() => preloadPageCode(router, path));
  }, [router]);
  return (
    <>
      <Suspense fallback={null}>
        <HotMatches />
      </Suspense>
      <HomeFooter member={member} />
    </>
  );
}
