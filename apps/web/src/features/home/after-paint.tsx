import type { AnyRoute } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { Suspense, lazy, useEffect } from 'react';
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
 * The lobbies' code, once the home page has painted (issue #36 item 3): their tiles are on its first
 * screen, and a tap on one then waits only for the router's intent preload of its data (the tiles
 * are the router's typed links). The router's own chunk loading, called here rather than through
 * components/preload (PathLink's in-view preload): `/`'s first-load JS names no more chunks for it.
 */
function usePreloadLobbies(): void {
  const router = useRouter();
  useEffect(() => {
    // The table is keyed by the typed paths; a tile's address is a string.
    const routes = router.routesByPath as unknown as Partial<Record<string, AnyRoute>>;
    for (const tile of document.querySelectorAll<HTMLAnchorElement>('a.home-games__item')) {
      const route = routes[tile.pathname];
      if (route) router.loadRouteChunk(route)?.catch(() => undefined);
    }
  }, [router]);
}

/** What follows the game lobbies: 热门赛事, then the footer links. */
export default function AfterPaint({ member }: { member: boolean }) {
  usePreloadLobbies();
  return (
    <>
      <Suspense fallback={null}>
        <HotMatches />
      </Suspense>
      <HomeFooter member={member} />
    </>
  );
}
