import type { PlatformCount, VenueCode, VenueLaunch, VenueLaunchRequest } from '@site/api-contract';
import { globalClock, type ClockPort } from '@site/ports';
import type { CachePort, LaunchResult } from './ports';

export { BrokenStorage, FakeStorage } from '@site/ports/testing';

/* Fakes for the unit tests. They record what the library did so tests can observe it. */

/** Uses the global timers, so `vi.useFakeTimers()` drives it. */
export function fakeClock(): ClockPort {
  return globalClock;
}

export const VENUE_ORIGIN = 'https://venue.test:9443';

export function launchData(venue: VenueCode, serial = 1, overrides: Partial<VenueLaunch> = {}): VenueLaunch {
  return {
    url: `${VENUE_ORIGIN}/${venue.toLowerCase()}/lobby?t=${serial}`,
    h5Url: `${VENUE_ORIGIN}/${venue.toLowerCase()}/h5?t=${serial}`,
    token: venue === 'OBTY' ? `/v1/token/${serial}` : `tok-${venue}-${serial}`,
    apiUrl: VENUE_ORIGIN,
    activityUrl: '',
    resource: 'https://static.venue.test/res',
    requestId: venue === 'OBTY' ? `req-${serial}` : '',
    merchantCode: venue === 'OBTY' ? 'M4002' : '',
    expiresAt: 0,
    ...overrides,
  };
}

type LaunchScript = (body: VenueLaunchRequest, serial: number) => LaunchResult | Promise<LaunchResult>;

/**
 * The platform as the library sees it through its ports: launch and counts calls are recorded,
 * and each reply comes from a script the test sets (default: a successful launch, fresh serial).
 */
export class FakePlatform {
  readonly launches: VenueLaunchRequest[] = [];
  readonly countCalls: { requestId: string }[] = [];
  launchScript: LaunchScript = (body, serial) => launchData(body.enName, serial);
  countScript: (requestId: string) => { data?: PlatformCount | null; message?: string } =
    () => ({ data: counts(1), message: '' });

  readonly launch = async (body: VenueLaunchRequest): Promise<LaunchResult> => {
    this.launches.push(body);
    return this.launchScript(body, this.launches.length);
  };

  readonly fetchCounts = async (requestId: string) => {
    this.countCalls.push({ requestId });
    return this.countScript(requestId);
  };

  launchesOf(venue: VenueCode): number {
    return this.launches.filter((b) => b.enName === venue).length;
  }
}

export function counts(n: number): PlatformCount {
  return { TY: n, DZ: n + 1, DJ: n + 2, ZR: n + 3, CP: n + 4, QP: n + 5 };
}

export class FakeCache implements CachePort {
  readonly entries = new Map<string, { value: unknown; ttl: number }>();
  readonly writes: { key: string; value: unknown; ttl: number }[] = [];
  async get(key: string): Promise<unknown> {
    return this.entries.get(key)?.value ?? null;
  }
  async set(key: string, value: unknown, ttl: number): Promise<unknown> {
    this.entries.set(key, { value, ttl });
    this.writes.push({ key, value, ttl });
    return { expiresAt: Date.now() + ttl };
  }
}

/** A recorded venue-origin request. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers from a route table and records every request. */
export class FakeVenueServer {
  readonly seen: SeenRequest[] = [];
  private routes: { match: (url: URL) => boolean; reply: (req: SeenRequest) => Response | Promise<Response> }[] = [];

  on(match: (url: URL) => boolean, reply: (req: SeenRequest) => Response | Promise<Response>): this {
    this.routes.push({ match, reply });
    return this;
  }

  readonly fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const raw = typeof init?.body === 'string' ? init.body : null;
    const req: SeenRequest = { url, method: init?.method ?? 'GET', headers, body: raw === null ? null : JSON.parse(raw) };
    this.seen.push(req);
    const parsed = new URL(url, 'https://site.test');
    const route = this.routes.find((r) => r.match(parsed));
    return route ? route.reply(req) : new Response('not found', { status: 404, statusText: 'Not Found' });
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
