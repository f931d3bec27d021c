import type { VenueCode } from '@site/api-contract';
import { browserStorageOrMemory, globalClock, globalFetch, type ClockPort, type StoragePort } from '@site/ports';
import { createVenueLauncher } from './launcher';
import { removeMemberValues } from './member-values';
import type { LaunchOptions, VenueLauncher } from './launcher';
import { obtyLogin } from './obty-login';
import type { ObtyLoginOutcome } from './obty-login';
import { createPlatformCountPoller } from './platform-counts';
import type { PlatformCountPoller } from './platform-counts';
import type {
  CachePort,
  FetchCountsPort,
  HttpPort,
  LaunchOutcome,
  LaunchPort,
  MemberCodePort,
  TokenPort,
} from './ports';
import { createVenueClient } from './venue-client';
import { createSportsFeed } from './sports/feed';
import { createSportsPoller } from './sports/poller';
import type { SportsPoller, VisibilityPort } from './sports/poller';
import type { VenueClient, VenueClientPorts } from './venue-client';

/** The venues with shared parameters and calls of their own (SPEC §3). */
export type ApiVenue = 'IMTY' | 'OBTY' | 'FBTY';

export interface VenuesPorts {
  launch: LaunchPort;
  fetchCounts: FetchCountsPort;
  cache: CachePort;
  getToken: TokenPort;
  http?: HttpPort;
  storage?: StoragePort;
  clock?: ClockPort;
  getMemberCode?: MemberCodePort;
  preferences?: VenueClientPorts['preferences'];
  imtyProxyPrefix?: string;
  /** Whether the page is visible: the sports poller rests while it is not (default: always visible). */
  visibility?: VisibilityPort;
}

export interface Venues {
  readonly launcher: VenueLauncher;
  readonly counts: PlatformCountPoller;
  /** The venue's client (one per venue, created on first use). */
  client(venue: ApiVenue): VenueClient;
  /** Launches a venue (see VenueLauncher.launch). */
  launch(venue: VenueCode, options?: LaunchOptions): Promise<LaunchOutcome>;
  /** The OBTY flow started by the latest successful OBTY launch, or null before one. */
  obtyLogin(): Promise<ObtyLoginOutcome> | null;
  /** The sports centre's match lists of IMTY, OBTY and FBTY, polled while listened to and visible (one per app). */
  sports(): SportsPoller;
  /** The origins a venue launch page may load (from saved launch results). */
  allowedOrigins(): string[];
  /**
   * The member left (the session's onMemberLeft, wired by the app): every venue value of theirs
   * goes, in memory and stored (VENUE_STORED_VALUES) — launch results with their lobby address and
   * venue token, the OBTY requestId and cuid, the last launch failure — and a launch or OBTY login
   * still on its way stores nothing. The next member's first launch is their own (issue #35 item 6).
   */
  forgetMember(): void;
  dispose(): void;
}

/**
 * Everything the app needs for venues, wired once at start-up: the launcher, one client per venue,
 * the counts poller, and the OBTY token/cuid flow after every OBTY launch or relaunch.
 */
export function createVenues(ports: VenuesPorts): Venues {
  const storage = ports.storage ?? browserStorageOrMemory();
  const clock = ports.clock ?? globalClock;
  const http = ports.http ?? globalFetch;
  const launcher = createVenueLauncher({ launch: ports.launch, storage, clock });
  const clients = new Map<ApiVenue, VenueClient>();
  let obty: Promise<ObtyLoginOutcome> | null = null;
  /** Counts the members who left, so an OBTY login begun for one of them stores nothing. */
  let memberTurn = 0;

  function client(venue: ApiVenue): VenueClient {
    let found = clients.get(venue);
    if (!found) {
      found = createVenueClient({
        venue,
        launcher,
        http,
        storage,
        clock,
        ...(ports.getMemberCode ? { getMemberCode: ports.getMemberCode } : {}),
        ...(ports.preferences ? { preferences: ports.preferences } : {}),
        ...(ports.imtyProxyPrefix ? { imtyProxyPrefix: ports.imtyProxyPrefix } : {}),
      });
      clients.set(venue, found);
    }
    return found;
  }

  const stopListening = launcher.onLaunch((outcome) => {
    if (!outcome.ok || outcome.venue !== 'OBTY') return;
    const turn = memberTurn;
    obty = obtyLogin({ launcher, client: client('OBTY'), storage, isCurrent: () => turn === memberTurn });
  });

  const counts = createPlatformCountPoller({
    fetchCounts: ports.fetchCounts,
    launcher,
    getToken: ports.getToken,
    cache: ports.cache,
    storage,
    clock,
  });

  let sports: SportsPoller | null = null;
  const alwaysVisible: VisibilityPort = { isVisible: () => true, onChange: () => () => undefined };

  return {
    launcher,
    counts,
    client,
    sports() {
      sports ??= createSportsPoller({
        feed: createSportsFeed({ venues: { launcher, client, obtyLogin: () => obty }, clock }),
        visibility: ports.visibility ?? alwaysVisible,
        clock,
      });
      return sports;
    },
    launch: (venue, options) => launcher.launch(venue, options),
    obtyLogin: () => obty,
    allowedOrigins: () => launcher.allowedOrigins(),
    forgetMember() {
      memberTurn += 1;
      obty = null;
      launcher.forgetMember();
      removeMemberValues(storage);
    },
    dispose() {
      stopListening();
      sports?.dispose();
      counts.dispose();
      launcher.dispose();
    },
  };
}
