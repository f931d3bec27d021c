import type { PlatformCount, VenueCode, VenueLaunch, VenueLaunchRequest } from '@site/api-contract';

/**
 * What the venues library needs from the outside world. The app passes its api-client calls and
 * browser objects; tests pass fakes. Storage and the clock are @site/ports' shapes.
 */

/**
 * `POST /game/api/v1/venue/launch` through the app's client. It may resolve with the launch data
 * (an api-client that unwraps the envelope and rejects on a failure code) or with the whole
 * envelope; a rejection's `code` and `message` are read when present.
 */
export type LaunchPort = (body: VenueLaunchRequest) => Promise<LaunchResult>;
export type LaunchResult = VenueLaunch | { status_code: number | string; message?: string; data?: unknown };

/** The periodic count fetch ("getCountPB") with the OBTY requestId it needs; one reply holds every category. */
export type FetchCountsPort = (requestId: string) => Promise<{ data?: PlatformCount | null; message?: string | null }>;

/** `fetch`-shaped; used only for calls on a venue's own origin or the IMTY proxy. */
export type HttpPort = (url: string, init?: RequestInit) => Promise<Response>;

/** The encrypted json-cache (`/api/json-cache/{key}`); ttl in milliseconds. */
export interface CachePort {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttl: number): Promise<unknown>;
}

/** The member's session token, or an empty value for a guest. */
export type TokenPort = () => string | null | undefined;

/** The member code IMTY wants (the member's username); empty for a guest. */
export type MemberCodePort = () => string | null | undefined;

/** A venue launch either gives its result or says why not; it never throws. */
export type LaunchOutcome =
  | { ok: true; venue: VenueCode; result: VenueLaunch }
  | { ok: false; venue: VenueCode; code: number | string | null; message: string };

/** What the last failed launch stored locally. */
export interface LaunchFailure {
  venue: VenueCode;
  code: number | string | null;
  message: string;
  time: number;
}

/** A venue reply after normalisation (SPEC §7). */
export interface VenueReply<T = unknown> {
  status_code: number | string;
  message: string;
  data: T | null;
}
