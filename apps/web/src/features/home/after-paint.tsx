import { Suspense, lazy } from 'react';
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

/** What follows the game lobbies: 热门赛事, then the footer links. */
export default function AfterPaint({ member }: { member: boolean }) {
  return (
    <>
      <Suspense fallback={null}>
        <HotMatches />
      </Suspense>
      <HomeFooter member={member} />
    </>
  );
}
