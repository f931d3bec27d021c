import { RELAUNCH_CODES, SITE_ID, VENUE_CODE_LIST, isVenueCode } from '@site/api-contract';
import type { VenueCode, VenueLaunch, VenueLaunchRequest } from '@site/api-contract';
import { browserStorageOrMemory, globalClock, readJson, removeItem, writeItem, writeJson } from '@site/ports';
import type { StoragePort, TimerClock, TimerHandle, Unsubscribe } from '@site/ports';
import { VENUE_RELAUNCH_DEBOUNCE_MS, VENUE_STORAGE_KEYS } from './constants';
import { parseLaunchError, parseLaunchReply, readLaunchData, readLaunchFailure } from './launch-reply';
import { MESSAGES } from './messages';
import { launchOrigins } from './origins';
import type { LaunchFailure, LaunchOutcome, LaunchPort } from './ports';

/** The launch body fields a caller may choose; enName and siteId are the launcher's. */
export type LaunchOptions = Partial<Omit<VenueLaunchRequest, 'enName' | 'siteId'>>;

export interface VenueLauncherPorts {
  launch: LaunchPort;
  storage?: StoragePort;
  clock?: TimerClock;
}

export interface VenueLauncher {
  /**
   * Launches now; concurrent identical launches share one request. Without options it repeats the
   * venue's last options (defaults the first time). Never rejects.
   */
  launch(venue: VenueCode, options?: LaunchOptions): Promise<LaunchOutcome>;
  /** Launches again with the venue's last options, 1000 ms after the last call of a burst. */
  relaunch(venue: VenueCode): Promise<LaunchOutcome>;
  /**
   * Relaunches when `code` is a relaunch code (400401 OBTY, 14010 FBTY) of `venue` (or, without a
   * venue, of the venue that owns the code); null when the code asks for nothing.
   */
  handleCode(code: unknown, venue?: VenueCode): Promise<LaunchOutcome> | null;
  /** The venue's saved launch result, from memory or local storage. */
  result(venue: VenueCode): VenueLaunch | null;
  /** The failure stored under the launch key, if the last launch failed. */
  lastFailure(): LaunchFailure | null;
  /** Every origin the saved launch results point at: the allowlist of the venue launch pages. */
  allowedOrigins(): string[];
  /** Told after every launch, success or failure. */
  onLaunch(listener: (outcome: LaunchOutcome) => void): Unsubscribe;
  /**
   * Forgets the launches held in memory (results, options, launches in flight) and cancels pending
   * relaunches (they resolve as failures): the member left. A launch still on its way when this
   * is called ends as a failure and stores nothing. Stored values are Venues.forgetMember's.
   */
  forgetMember(): void;
  /** Cancels pending relaunches (they resolve as failures) and drops listeners. */
  dispose(): void;
}

const RELAUNCH_VENUE_BY_CODE = new Map<number, VenueCode>(
  Object.entries(RELAUNCH_CODES).map(([venue, code]) => [code, venue as VenueCode]),
);

/** The venue whose relaunch code this is (400401 → OBTY, 14010 → FBTY), or null. */
export function relaunchVenueForCode(code: unknown): VenueCode | null {
  const numeric = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return typeof numeric === 'number' ? (RELAUNCH_VENUE_BY_CODE.get(numeric) ?? null) : null;
}

export function launchBody(venue: VenueCode, options: LaunchOptions = {}): VenueLaunchRequest {
  return {
    enName: venue,
    appSendMoney: options.appSendMoney ?? 0,
    activity: options.activity ?? '',
    gameCode: options.gameCode ?? '',
    https: options.https ?? 1,
    isApp: options.isApp ?? 0,
    isSure: options.isSure ?? 1,
    isPreload: options.isPreload ?? 0,
    isManualLaunch: options.isManualLaunch ?? 0,
    siteId: SITE_ID,
    temporaryParam: options.temporaryParam ?? '',
  };
}

interface PendingRelaunch {
  timer: TimerHandle;
  waiters: ((outcome: LaunchOutcome) => void)[];
}

export function createVenueLauncher(ports: VenueLauncherPorts): VenueLauncher {
  const storage = ports.storage ?? browserStorageOrMemory();
  const clock = ports.clock ?? globalClock;
  const results = new Map<VenueCode, VenueLaunch>();
  const lastOptions = new Map<VenueCode, LaunchOptions>();
  const inFlight = new Map<string, Promise<LaunchOutcome>>();
  const pending = new Map<VenueCode, PendingRelaunch>();
  const listeners = new Set<(outcome: LaunchOutcome) => void>();
  /** Counts the members who left: a launch asked for by one of them must not be stored for the next. */
  let memberTurn = 0;

  function notify(outcome: LaunchOutcome): void {
    for (const listener of [...listeners]) {
      try {
        listener(outcome);
      } catch {
        // One broken listener must not keep the others from hearing about the launch.
      }
    }
  }

  /** Venues launched in an earlier page load: their saved results still name allowed origins. */
  function storedVenues(): VenueCode[] {
    const stored = readJson(storage, VENUE_STORAGE_KEYS.launchedVenues);
    return Array.isArray(stored) ? stored.filter(isVenueCode) : [];
  }

  function succeed(venue: VenueCode, data: VenueLaunch): LaunchOutcome {
    results.set(venue, data);
    writeJson(storage, VENUE_STORAGE_KEYS.launchResultPrefix + venue, data);
    const launched = storedVenues();
    if (!launched.includes(venue)) writeJson(storage, VENUE_STORAGE_KEYS.launchedVenues, [...launched, venue]);
    if (venue === 'OBTY' && data.requestId !== '') {
      writeItem(storage, VENUE_STORAGE_KEYS.obtyRequestId, data.requestId);
      // The counts reuse this requestId until then, instead of launching OBTY on every page load.
      writeItem(storage, VENUE_STORAGE_KEYS.obtyRequestIdExpiresAt, String(data.expiresAt));
    }
    if (lastFailure()?.venue === venue) removeItem(storage, VENUE_STORAGE_KEYS.launchFailure);
    return { ok: true, venue, result: data };
  }

  function fail(venue: VenueCode, code: number | string | null, message: string): LaunchOutcome {
    const failure: LaunchFailure = { venue, code, message, time: clock.now() };
    writeJson(storage, VENUE_STORAGE_KEYS.launchFailure, failure);
    return { ok: false, venue, code, message };
  }

  async function run(venue: VenueCode, options: LaunchOptions): Promise<LaunchOutcome> {
    const turn = memberTurn;
    let outcome: LaunchOutcome;
    try {
      const parsed = parseLaunchReply(await ports.launch(launchBody(venue, options)));
      if (turn !== memberTurn) outcome = { ok: false, venue, code: null, message: MESSAGES.launchFailed };
      else outcome = parsed.ok ? succeed(venue, parsed.data) : fail(venue, parsed.code, parsed.message);
    } catch (error) {
      const { code, message } = parseLaunchError(error);
      outcome = turn === memberTurn ? fail(venue, code, message) : { ok: false, venue, code, message };
    }
    notify(outcome);
    return outcome;
  }

  function launch(venue: VenueCode, given?: LaunchOptions): Promise<LaunchOutcome> {
    if (!isVenueCode(venue)) {
      return Promise.resolve({ ok: false, venue, code: null, message: MESSAGES.launchFailed });
    }
    // Background launches (counts, relaunch) pass no options and keep what the member chose.
    const options = given ?? lastOptions.get(venue) ?? {};
    lastOptions.set(venue, options);
    const key = JSON.stringify(launchBody(venue, options));
    const running = inFlight.get(key);
    if (running) return running;
    const promise = run(venue, options).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  function relaunch(venue: VenueCode): Promise<LaunchOutcome> {
    return new Promise<LaunchOutcome>((resolve) => {
      const existing = pending.get(venue);
      if (existing) clock.clearTimeout(existing.timer);
      const waiters = [...(existing?.waiters ?? []), resolve];
      const timer = clock.setTimeout(() => {
        pending.delete(venue);
        void launch(venue).then((outcome) => {
          for (const waiter of waiters) waiter(outcome);
        });
      }, VENUE_RELAUNCH_DEBOUNCE_MS);
      pending.set(venue, { timer, waiters });
    });
  }

  function handleCode(code: unknown, venue?: VenueCode): Promise<LaunchOutcome> | null {
    const owner = relaunchVenueForCode(code);
    if (owner === null || (venue !== undefined && venue !== owner)) return null;
    return relaunch(owner);
  }

  function result(venue: VenueCode): VenueLaunch | null {
    const held = results.get(venue);
    if (held) return held;
    const stored = readLaunchData(readJson(storage, VENUE_STORAGE_KEYS.launchResultPrefix + venue));
    if (stored) results.set(venue, stored);
    return stored;
  }

  function lastFailure(): LaunchFailure | null {
    return readLaunchFailure(readJson(storage, VENUE_STORAGE_KEYS.launchFailure));
  }

  function cancelPending(): void {
    for (const [venue, { timer, waiters }] of pending) {
      clock.clearTimeout(timer);
      for (const waiter of waiters) waiter({ ok: false, venue, code: null, message: MESSAGES.launchFailed });
    }
    pending.clear();
  }

  function allowedOrigins(): string[] {
    const origins = new Set<string>();
    for (const venue of new Set<VenueCode>([...VENUE_CODE_LIST, ...storedVenues(), ...results.keys()])) {
      for (const origin of launchOrigins(result(venue))) origins.add(origin);
    }
    return [...origins];
  }

  return {
    launch,
    relaunch,
    handleCode,
    result,
    lastFailure,
    allowedOrigins,
    onLaunch(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    forgetMember() {
      memberTurn += 1;
      cancelPending();
      results.clear();
      lastOptions.clear();
      inFlight.clear();
    },
    dispose() {
      cancelPending();
      listeners.clear();
    },
  };
}
