import { randomBytes } from 'node:crypto';
import type { Db } from './db/index';

/** A forced reply for the next request(s) of a path (control API). */
export interface ForcedReply {
  code?: number;
  message?: string;
  delayMs?: number;
  times: number;
}

/** What the chat hub offers the HTTP side (control API, moderation). */
export interface ChatControl {
  dropAll(): number;
  broadcastAll(msgId: number, data: unknown): void;
  setSpeechStatus(memberId: number, speechStatus: number): void;
  setRoomStatus(roomId: number, status: number): void;
  setRoomVip(roomId: number, vipMin: number, vipMax: number): void;
  setAllRoomMaintain(on: boolean, message: string): void;
  connectionCount(): number;
}

export interface SimConfig {
  /** `/__sim/*` control API on (tests only). */
  control: boolean;
  /** Port of the venue-lobby origin (a different origin, as in production). */
  venuePort: number;
  /** Session token lifetime. */
  tokenTtlMs: number;
  /** Session token lifetime with "remember me". */
  rememberTtlMs: number;
  /** A deposit order is confirmed by the simulated payment provider after this long. */
  depositSettleMs: number;
  /** A withdrawal is paid out after this long. */
  withdrawSettleMs: number;
  /** A venue launch token lives this long. */
  venueTokenTtlMs: number;
  /** Chat JWT lifetime. */
  jwtTtlMs: number;
  /** Largest accepted request body, bytes. */
  maxBodyBytes: number;
}

export const DEFAULT_CONFIG: SimConfig = {
  control: false,
  venuePort: 0,
  tokenTtlMs: 24 * 3600_000,
  rememberTtlMs: 365 * 24 * 3600_000,
  depositSettleMs: 10_000,
  withdrawSettleMs: 30_000,
  venueTokenTtlMs: 2 * 3600_000,
  jwtTtlMs: 3600_000,
  maxBodyBytes: 64 * 1024,
};

export interface SimContext {
  db: Db;
  config: SimConfig;
  /** Simulator time: the real clock plus the offset the control API may add. */
  now(): number;
  clockOffsetMs: number;
  forced: Map<string, ForcedReply[]>;
  /** Replies that failed their own contract schema; tests assert this stays empty. */
  violations: string[];
  chat: ChatControl | null;
  /** Secret for chat JWTs; per process, so a restart invalidates chat logins (not sessions). */
  jwtSecret: string;
}

export function createSimContext(db: Db, config: Partial<SimConfig> = {}, clock: () => number = Date.now): SimContext {
  const ctx: SimContext = {
    db,
    config: { ...DEFAULT_CONFIG, ...config },
    now: () => clock() + ctx.clockOffsetMs,
    clockOffsetMs: 0,
    forced: new Map(),
    violations: [],
    chat: null,
    jwtSecret: randomBytes(32).toString('hex'),
  };
  return ctx;
}
