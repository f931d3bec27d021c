/**
 * Referral code expiry (SPEC §5 and §9): i_code, r_code and r_bet live 12 hours, invite_code 24.
 * The session library stores a code with the time it was captured and asks this rule on read.
 *
 * A code is still valid at exactly its TTL and expired one millisecond later ("after 12 hours").
 * Robustness choices: a non-finite time, an unknown kind, or a capture time in the future (a
 * clock turned back, or a hand-edited storage value that would otherwise never expire) all count
 * as expired — dropping a doubtful code costs less than crediting the wrong referrer.
 */

export const REFERRAL_CODE_KINDS = ['i_code', 'r_code', 'r_bet', 'invite_code'] as const;
export type ReferralCodeKind = (typeof REFERRAL_CODE_KINDS)[number];

const HOUR_MS = 60 * 60 * 1000;

export const REFERRAL_CODE_TTL_MS: Readonly<Record<ReferralCodeKind, number>> = Object.freeze({
  i_code: 12 * HOUR_MS,
  r_code: 12 * HOUR_MS,
  r_bet: 12 * HOUR_MS,
  invite_code: 24 * HOUR_MS,
});

export function isReferralCodeKind(value: unknown): value is ReferralCodeKind {
  return typeof value === 'string' && (REFERRAL_CODE_KINDS as readonly string[]).includes(value);
}

/** The first instant (ms) at which the code counts as expired, or null for an unknown kind or bad time. */
export function referralCodeExpiresAt(kind: ReferralCodeKind, capturedAt: number): number | null {
  if (!isReferralCodeKind(kind) || !Number.isFinite(capturedAt)) return null;
  return capturedAt + REFERRAL_CODE_TTL_MS[kind] + 1;
}

export function isReferralCodeExpired(kind: ReferralCodeKind, capturedAt: number, now: number): boolean {
  const expiresAt = referralCodeExpiresAt(kind, capturedAt);
  if (expiresAt === null || !Number.isFinite(now) || capturedAt > now) return true;
  return now >= expiresAt;
}
