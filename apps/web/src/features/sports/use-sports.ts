import { priceMoves } from '@site/venues';
import type { PriceMove, SportsSnapshot } from '@site/venues';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../app/after-next-paint';
import { servicesAtom } from '../../state/services';
import { useIsMember } from '../../state/use-is-member';
import { venuesPromiseAtom } from '../../state/venues';

/** How long a moved price stays marked. */
export const PRICE_MARK_MS = 3_000;

export type SportsView =
  | { state: 'guest' }
  | { state: 'loading' }
  | { state: 'ready'; snapshot: SportsSnapshot; moves: ReadonlyMap<string, PriceMove> };

const NO_MOVES: ReadonlyMap<string, PriceMove> = new Map();

/**
 * The merged match lists while the view is mounted and `active` (the poller rests in a hidden
 * tab). A guest has no venue session, so no lists. IMTY wants the member code: member info is
 * read first. Until `active`, nothing is launched or polled (the home section waits until it is
 * near the screen, so a home visit alone launches no venue: #25 item 10).
 */
export function useSports(active = true): SportsView {
  const { session } = useAtomValue(servicesAtom);
  const store = useStore();
  const member = useIsMember();
  const [snapshot, setSnapshot] = useState<SportsSnapshot | null>(null);
  const [moves, setMoves] = useState<ReadonlyMap<string, PriceMove>>(NO_MOVES);

  useEffect(() => {
    if (!member || !active) return;
    let live = true;
    let stop: () => void = () => undefined;
    let previous: SportsSnapshot | null = null;
    let markTimer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      await session.memberInfo.get().catch(() => undefined);
      const venues = await store.get(venuesPromiseAtom);
      if (!live) return;
      // One poller per app (the venues instance): the home section and /game/sport share its rounds.
      stop = venues.sports().subscribe((next) => {
        const moved = previous ? priceMoves(previous.matches, next.matches) : NO_MOVES;
        previous = next;
        setSnapshot(next);
        if (moved.size > 0) {
          setMoves(moved);
          clearTimeout(markTimer);
          markTimer = setTimeout(() => setMoves(NO_MOVES), PRICE_MARK_MS);
        }
      });
    };
    // The lists start once the page has painted: the venues' launches and the first round's
    // requests are nothing its first frame shows, and they used to hold that frame back (#36).
    const cancel = afterNextPaint(() => void start());
    return () => {
      live = false;
      cancel();
      clearTimeout(markTimer);
      stop();
    };
  }, [member, active, session, store]);

  if (!member) return { state: 'guest' };
  if (snapshot === null) return { state: 'loading' };
  return { state: 'ready', snapshot, moves };
}
