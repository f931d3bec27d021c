import { VENUE_API_PATHS } from '@site/api-contract';
import { globalClock, type TimerClock } from '@site/ports';
import { relaunchVenueForCode } from '../launcher';
import type { VenueLauncher } from '../launcher';
import { MESSAGES, isChineseReason } from '../messages';
import type { ObtyLoginOutcome } from '../obty-login';
import type { VenueClient } from '../venue-client';
import { VENUE_LOCAL_CODES, isVenueSuccess } from '../venue-reply';
import { normaliseFbtyMatches } from './fbty';
import { normaliseImtyEvents } from './imty';
import { normaliseObtyMatches } from './obty';
import type { SportsSnapshot, SportsVenue, VenueFailure, VenueMatch } from './types';

/**
 * A venue that has not given its match list this long after the round began (its launch, OBTY's
 * login and the call together) drops out of the round as 响应超时 (issue #41 item 4). The others
 * never wait for it: each venue's list is shown as it comes (SportsFeed.load's onUpdate).
 */
export const SPORTS_VENUE_TIMEOUT_MS = 6_000;

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
  /**
   * One round: every venue asked at once; never rejects, a failing venue is listed in failures.
   * `onUpdate` hears the round as it fills: after each venue's answer (or failure) a snapshot
   * with the venues still being asked in `pending`, and once more if a venue that timed out
   * answers after all, before the next round (its list is added, its failure removed).
   */
  load(onUpdate?: (snapshot: SportsSnapshot) => void): Promise<SportsSnapshot>;
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

  /**
   * Each venue's latest result, list or failure: a later round shows it while that venue is asked
   * again, so a poll neither blanks a venue's matches nor turns its failure note back into 加载中.
   */
  const earlier = new Map<SportsVenue, VenueMatch[] | VenueFailure>();
  let rounds = 0;

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
    const ask = () => venues.client(venue).request(call.path, { method: 'POST', body: call.body });
    let reply = await ask();
    if (relaunchVenueForCode(reply.status_code) === venue) {
      // The client has already asked for the relaunch (debounced); this joins it, then asks once more.
      const outcome = await venues.launcher.relaunch(venue);
      if (!outcome.ok) return { venue, code: outcome.code ?? reply.status_code, message: outcome.message };
      if (venue === 'OBTY') await venues.obtyLogin();
      reply = await ask();
    }
    // A venue's own message only when it is Chinese (venues answer in English too): issue #41 item 5.
    if (!isVenueSuccess(reply)) return { venue, code: reply.status_code, message: isChineseReason(reply.message) ? reply.message : MESSAGES.venueRequestFailed };
    const matches = call.read(reply.data);
    if (matches === null) return { venue, code: VENUE_LOCAL_CODES.invalidReply, message: MESSAGES.venueReplyInvalid };
    return matches;
  }

  /** A venue's whole load (launch, login, call, one relaunch), never rejecting. */
  function settle(venue: SportsVenue): Promise<VenueMatch[] | VenueFailure> {
    return loadVenue(venue).catch((): VenueFailure => ({ venue, code: VENUE_LOCAL_CODES.invalidReply, message: MESSAGES.venueReplyInvalid }));
  }

  function load(onUpdate?: (snapshot: SportsSnapshot) => void): Promise<SportsSnapshot> {
    const round = ++rounds;
    const results = new Map<SportsVenue, VenueMatch[] | VenueFailure>();
    let done = false;

    /** The round so far, in FEED_VENUES order; a venue still asked shows its earlier result, if any. */
    function snapshot(): SportsSnapshot {
      const next: SportsSnapshot = { matches: [], answered: [], failures: [], pending: [], at: clock.now() };
      for (const venue of FEED_VENUES) {
        const result = results.get(venue) ?? (done ? undefined : earlier.get(venue));
        if (result === undefined) next.pending.push(venue);
        else if (Array.isArray(result)) {
          next.matches.push(...result);
          next.answered.push(venue);
        } else next.failures.push(result);
      }
      return next;
    }

    return new Promise((resolve) => {
      const finish = () => {
        if (done) return;
        done = true;
        clock.clearTimeout(timer);
        resolve(snapshot());
      };
      // One deadline for the round: a venue without a result by then is 响应超时.
      const timer = clock.setTimeout(() => {
        for (const venue of FEED_VENUES) {
          if (results.has(venue)) continue;
          const late: VenueFailure = { venue, code: SPORTS_TIMEOUT_CODE, message: MESSAGES.venueTimeout };
          results.set(venue, late);
          earlier.set(venue, late);
        }
        finish();
      }, timeoutMs);
      for (const venue of FEED_VENUES) {
        void settle(venue).then((result) => {
          if (!done) {
            earlier.set(venue, result);
            results.set(venue, result);
            if (results.size === FEED_VENUES.length) finish();
            else onUpdate?.(snapshot());
            return;
          }
          // Late, after the deadline: added while this round is still the latest (the next asks again).
          if (round !== rounds || !Array.isArray(result)) return;
          earlier.set(venue, result);
          results.set(venue, result);
          onUpdate?.(snapshot());
        });
      }
    });
  }

  return { load };
}
