import { createSportsFeed, createSportsPoller } from '@site/venues';
import type { SportsPoller, Venues } from '@site/venues';
import { browserVisibility } from '../../app/visibility-port';

const pollers = new WeakMap<Venues, SportsPoller>();

/**
 * One sports poller per venues instance (the app has one): the home section and /game/sport share
 * its rounds, and each venue is launched for the match lists once per page load, not per view.
 */
export function sportsPollerOf(venues: Venues): SportsPoller {
  let poller = pollers.get(venues);
  if (!poller) {
    poller = createSportsPoller({ feed: createSportsFeed({ venues }), visibility: browserVisibility() });
    pollers.set(venues, poller);
  }
  return poller;
}
