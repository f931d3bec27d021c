import { VENUE_API_PATHS } from '@site/api-contract';
import { globalClock, type TimerClock } from '@site/ports';
import { relaunchVenueForCode } from '../launcher';
import type { VenueLauncher } from '../launcher';
import { MESSAGES } from '../messages';
import type { ObtyLoginOutcome } from '../obty-login';
import type { VenueReply } from '../ports';
import type { VenueClient } from '../venue-client';
import { VENUE_LOCAL_CODES, failureReply, isVenueSuccess } from '../venue-reply';
import { normaliseFbtyMatches } from './fbty';
import { normaliseImtyEvents } from './imty';
import { normaliseObtyMatches } from './obty';
import type { SportsSnapshot, SportsVenue, VenueFailure, VenueMatch } from './types';

/** A venue that has not answered a match-list call after this long drops out of the round. */
export const SPORTS_VENUE_TIMEOUT_MS = 8_000;

/** Local code of a venue call this side gave up on (see VENUE_LOCAL_CODES). */
export const SPORTS_TIMEOUT_CODE = -4;

/** What the feed needs of the app's venues (createVenues). */
export interface SportsFeedVenues {
  readonly launcher: VenueLauncher;
  client(venue: SportsVenue): VenueClient;
  obtyLogin(): Promise<ObtyLoginOutcome> | null;
}

export interface SportsFeedPorts {
  venues: SportsFeedVenues;
  clock?: TimerClock;
  timeoutMs?: number;
}

export interface SportsFeed {
  /** One round: every venue asked at once; never rejects, a failing venue is listed in failures. */
  load(): Promise<SportsSnapshot>;
}

/**
 * The venues asked, in SPORTS_VENUES order (types.ts; not imported: the app's UI chunk and the
 * venues chunk would then share a module of their own).
 */
const FEED_VENUES = ['IMTY', 'OBTY', 'FBTY'] as const satisfies readonly SportsVenue[];

/** Each venue's match-list call (path, body) and how its reply's data is read. */
const CALLS: Record<SportsVenue, { path: string; body: Record<string, unknown>; read: (data: unknown) => VenueMatch[] | null }> = {
  IMTY: { path: VENUE_API_PATHS.imtyEvents, body: { SportId: 1, IncludeMarkets: 'main' }, read: normaliseImtyEvents },
  OBTY: { path: VENUE_API_PATHS.obtyMatches, body: { euid: '1', type: 'today', sort: 1 }, read: normaliseObtyMatches },
  FBTY: { path: VENUE_API_PATHS.fbtyMatches, body: { sportId: 1, current: 1, size: 200 }, read: normaliseFbtyMatches },
};

/**
 * The sports centre's data: today's, live and early matches of IMTY, OBTY and FBTY through their
 * venue clients (shared parameters, request rewriting and reply normalisation, SPEC §7). A venue
 * is launched once per feed first, so its token is fresh; OBTY's cuid flow is awaited. A venue
 * that times out, answers a failure code or malformed data drops out of the round; 400401 / 14010
 * wait for the launcher's one relaunch (SPEC §4) and the call is tried once more.
 */
export function createSportsFeed(ports: SportsFeedPorts): SportsFeed {
  const { venues } = ports;
  const clock = ports.clock ?? globalClock;
  const timeoutMs = ports.timeoutMs ?? SPORTS_VENUE_TIMEOUT_MS;
  const launched = new Set<SportsVenue>();

  function withTimeout<T>(promise: Promise<VenueReply<T>>): Promise<VenueReply<T>> {
    return new Promise((resolve) => {
      const timer = clock.setTimeout(() => resolve(failureReply(SPORTS_TIMEOUT_CODE, MESSAGES.venueTimeout)), timeoutMs);
      void promise.then((reply) => {
        clock.clearTimeout(timer);
        resolve(reply);
      });
    });
  }

  async function ready(venue: SportsVenue): Promise<VenueFailure | null> {
    if (!launched.has(venue) || venues.launcher.result(venue) === null) {
      const outcome = await venues.launcher.launch(venue);
      if (!outcome.ok) return { venue, code: outcome.code ?? VENUE_LOCAL_CODES.notLaunched, message: outcome.message };
      launched.add(venue);
    }
    // The OBTY launch starts the token → getUserInfo flow that gives the cuid parameter.
    if (venue === 'OBTY') await venues.obtyLogin();
    return null;
  }

  async function loadVenue(venue: SportsVenue): Promise<VenueMatch[] | VenueFailure> {
    const notReady = await ready(venue);
    if (notReady) return notReady;
    const call = CALLS[venue];
    const ask = () => withTimeout(venues.client(venue).request(call.path, { method: 'POST', body: call.body }));
    let reply = await ask();
    if (relaunchVenueForCode(reply.status_code) === venue) {
      // The client has already asked for the relaunch (debounced); this joins it, then asks once more.
      const outcome = await venues.launcher.relaunch(venue);
      if (!outcome.ok) return { venue, code: outcome.code ?? reply.status_code, message: outcome.message };
      if (venue === 'OBTY') await venues.obtyLogin();
      reply = await ask();
    }
    if (!isVenueSuccess(reply)) return { venue, code: reply.status_code, message: reply.message || MESSAGES.venueRequestFailed };
    const matches = call.read(reply.data);
    if (matches === null) return { venue, code: VENUE_LOCAL_CODES.invalidReply, message: MESSAGES.venueReplyInvalid };
    return matches;
  }

  async function load(): Promise<SportsSnapshot> {
    const results = await Promise.all(
      FEED_VENUES.map((venue) =>
        loadVenue(venue).catch((): VenueFailure => ({ venue, code: VENUE_LOCAL_CODES.invalidReply, message: MESSAGES.venueReplyInvalid })),
      ),
    );
    const snapshot: SportsSnapshot = { matches: [], answered: [], failures: [], at: clock.now() };
    results.forEach((result, index) => {
      const venue = FEED_VENUES[index];
      if (venue === undefined) return;
      if (Array.isArray(result)) {
        snapshot.matches.push(...result);
        snapshot.answered.push(venue);
      } else snapshot.failures.push(result);
    });
    return snapshot;
  }

  return { load };
}
