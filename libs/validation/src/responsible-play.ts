/**
 * Responsible-play rules (issue #22), shared by the platform simulator (which enforces them) and
 * the site (which shows them). Times are epoch milliseconds, amounts integer cents.
 *
 * Where the issue leaves a choice, the UK Gambling Commission's RTS 12 (financial limits), RTS 13
 * (time-outs, reality checks) and LCCP 3.5 (self-exclusion) and the MGA player-protection
 * directive decide:
 * - a deposit limit counts deposits in a rolling window ending now: a deposit made at `t` counts
 *   while `now < t + window` and no longer from `t + window` on;
 * - lowering a limit (or setting one where there was none) applies at once; raising or removing one
 *   applies only after a 24-hour cooling-off period, until then the old limit holds (RTS 12B);
 * - a time-out and a self-exclusion end at a fixed time that the member cannot bring forward.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** China has no daylight saving: Asia/Shanghai is always UTC+8. */
const SHANGHAI_OFFSET_MS = 8 * HOUR;

export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** The rolling windows: 24 hours, 7 days and 30 days. */
export const DEPOSIT_LIMIT_WINDOW_MS: Readonly<Record<DepositLimitPeriod, number>> = { day: DAY, week: 7 * DAY, month: 30 * DAY };
export const DEPOSIT_LIMIT_LABELS: Readonly<Record<DepositLimitPeriod, string>> = { day: '24小时', week: '7天', month: '30天' };

/** RTS 12: a raise or removal waits this long. */
export const LIMIT_RAISE_DELAY_MS = DAY;

export interface DepositEvent {
  at: number;
  cents: number;
}

const inWindow = (d: DepositEvent, windowMs: number, now: number) => d.at <= now && now < d.at + windowMs;

/** Cents deposited in the rolling window that ends at `now`. */
export function depositedInWindow(deposits: readonly DepositEvent[], windowMs: number, now: number): number {
  return deposits.reduce((sum, d) => (inWindow(d, windowMs, now) ? sum + d.cents : sum), 0);
}

/** What may still be deposited now under `limitCents` (never below 0). */
export function depositRoomLeft(limitCents: number, deposits: readonly DepositEvent[], windowMs: number, now: number): number {
  return Math.max(0, limitCents - depositedInWindow(deposits, windowMs, now));
}

/**
 * The earliest time from `now` at which a deposit of `needCents` fits under the limit, as older
 * deposits leave the window: `now` when it fits already, null when it never can (more than the limit).
 */
export function depositRoomFreesAt(
  limitCents: number,
  deposits: readonly DepositEvent[],
  windowMs: number,
  now: number,
  needCents: number,
): number | null {
  if (needCents > limitCents) return null;
  const counted = deposits.filter((d) => inWindow(d, windowMs, now)).sort((a, b) => a.at - b.at);
  let used = counted.reduce((sum, d) => sum + d.cents, 0);
  if (used + needCents <= limitCents) return now;
  for (const d of counted) {
    used -= d.cents;
    if (used + needCents <= limitCents) return d.at + windowMs;
  }
  return null;
}

/** A limit of one period: `cents` null is "no limit". A pending change waits for `effectiveAt`. */
export interface LimitState {
  cents: number | null;
  pending: { cents: number | null; effectiveAt: number } | null;
}

export const NO_LIMIT: LimitState = { cents: null, pending: null };

/** True when `next` is stricter than `current` (null is no limit, the loosest). */
export function isLowering(current: number | null, next: number | null): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

/** The limit as it stands at `now`: a pending change whose time has come has taken over. */
export function effectiveLimit(state: LimitState, now: number): LimitState {
  if (state.pending && now >= state.pending.effectiveAt) return { cents: state.pending.cents, pending: null };
  return state;
}

/**
 * A member asks for `requested` at `now`: a lowering applies at once (and drops any pending raise),
 * the same value drops a pending change, a raise or removal waits LIMIT_RAISE_DELAY_MS.
 */
export function requestLimitChange(state: LimitState, requested: number | null, now: number): LimitState {
  const current = effectiveLimit(state, now);
  if (isLowering(current.cents, requested)) return { cents: requested, pending: null };
  if (requested === current.cents) return { cents: current.cents, pending: null };
  return { cents: current.cents, pending: { cents: requested, effectiveAt: now + LIMIT_RAISE_DELAY_MS } };
}

// ── time-out and self-exclusion ─────────────────────────────────────────────────────────────

export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export const TIME_OUT_LABELS: Readonly<Record<TimeOutPeriod, string>> = { '24h': '24小时', '7d': '7天', '30d': '30天', '6w': '6周' };
const TIME_OUT_MS: Readonly<Record<TimeOutPeriod, number>> = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY, '6w': 42 * DAY };

export const EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export const EXCLUSION_LABELS: Readonly<Record<ExclusionPeriod, string>> = { '6m': '6个月', '1y': '1年', '5y': '5年' };
const EXCLUSION_MONTHS: Readonly<Record<ExclusionPeriod, number>> = { '6m': 6, '1y': 12, '5y': 60 };

export function timeOutEndsAt(period: TimeOutPeriod, now: number): number {
  return now + TIME_OUT_MS[period];
}

/** Calendar months on the Beijing calendar; the 31st becomes the month's last day when it has none. */
export function addShanghaiMonths(at: number, months: number): number {
  const local = new Date(at + SHANGHAI_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const moved = Date.UTC(y, m, Math.min(local.getUTCDate(), lastDay), local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds());
  return moved - SHANGHAI_OFFSET_MS;
}

export function exclusionEndsAt(period: ExclusionPeriod, now: number): number {
  return addShanghaiMonths(now, EXCLUSION_MONTHS[period]);
}

/**
 * A new block never shortens one in force (LCCP 3.5: no earlier end on request): the later end wins.
 */
export function laterEnd(existing: number | null, requested: number): number {
  return existing !== null && existing > requested ? existing : requested;
}

/** "2026-11-24 18:30" in Asia/Shanghai. */
export function shanghaiDateTime(at: number): string {
  const d = new Date(at + SHANGHAI_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

// ── reality check ───────────────────────────────────────────────────────────────────────────

export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/**
 * When the next reality check is due: at whole intervals from the session start (so a reload or a
 * second tab keeps the same rhythm), the first one after `after` (the last shown, or now).
 * null when reality checks are off.
 */
export function nextRealityCheckAt(sessionStart: number, minutes: number, after: number): number | null {
  if (minutes <= 0) return null;
  const interval = minutes * 60_000;
  const passed = Math.max(0, Math.floor((after - sessionStart) / interval));
  return sessionStart + (passed + 1) * interval;
}

/** "1小时05分" / "15分钟": how long a session has run. */
export function sessionDurationText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}小时${String(m).padStart(2, '0')}分` : `${m}分钟`;
}
