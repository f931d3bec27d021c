import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REFERRAL_CODE_KINDS,
  REFERRAL_CODE_TTL_MS,
  isReferralCodeExpired,
  isReferralCodeKind,
  referralCodeExpiresAt,
  type ReferralCodeKind,
} from './referral-code';

const HOUR = 3_600_000;
const captured = Date.UTC(2025, 0, 1, 8, 0, 0);

describe('referral code expiry (SPEC §5, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('knows the four kinds', () => {
    expect(REFERRAL_CODE_KINDS).toEqual(['i_code', 'r_code', 'r_bet', 'invite_code']);
    expect(isReferralCodeKind('r_bet')).toBe(true);
    expect(isReferralCodeKind('x_code')).toBe(false);
    expect(isReferralCodeKind(undefined)).toBe(false);
  });

  it('gives i_code, r_code and r_bet 12 hours and invite_code 24 hours', () => {
    expect(REFERRAL_CODE_TTL_MS).toEqual({
      i_code: 12 * HOUR,
      r_code: 12 * HOUR,
      r_bet: 12 * HOUR,
      invite_code: 24 * HOUR,
    });
  });

  it.each<[ReferralCodeKind, number]>([
    ['i_code', 12],
    ['r_code', 12],
    ['r_bet', 12],
    ['invite_code', 24],
  ])('%s is valid through %i hours and expired right after', (kind, hours) => {
    expect(isReferralCodeExpired(kind, captured, captured)).toBe(false);
    expect(isReferralCodeExpired(kind, captured, captured + hours * HOUR - 1)).toBe(false);
    expect(isReferralCodeExpired(kind, captured, captured + hours * HOUR)).toBe(false);
    expect(isReferralCodeExpired(kind, captured, captured + hours * HOUR + 1)).toBe(true);
    expect(referralCodeExpiresAt(kind, captured)).toBe(captured + hours * HOUR + 1);
  });

  it('at 13 hours an i_code has expired but an invite_code has not', () => {
    vi.useFakeTimers();
    vi.setSystemTime(captured);
    const capturedAt = Date.now();
    vi.advanceTimersByTime(13 * HOUR);
    expect(isReferralCodeExpired('i_code', capturedAt, Date.now())).toBe(true);
    expect(isReferralCodeExpired('invite_code', capturedAt, Date.now())).toBe(false);
  });

  it('treats doubtful input as expired', () => {
    expect(isReferralCodeExpired('i_code', Number.NaN, captured)).toBe(true);
    expect(isReferralCodeExpired('i_code', captured, Number.NaN)).toBe(true);
    expect(isReferralCodeExpired('i_code', captured + 1, captured)).toBe(true); // captured in the future
    expect(isReferralCodeExpired('x_code' as ReferralCodeKind, captured, captured)).toBe(true);
    expect(referralCodeExpiresAt('x_code' as ReferralCodeKind, captured)).toBeNull();
  });

  it('once expired, stays expired', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REFERRAL_CODE_KINDS),
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.nat({ max: 48 * HOUR }),
        fc.nat({ max: 48 * HOUR }),
        (kind, capturedAt, elapsed, later) => {
          if (isReferralCodeExpired(kind, capturedAt, capturedAt + elapsed)) {
            expect(isReferralCodeExpired(kind, capturedAt, capturedAt + elapsed + later)).toBe(true);
          }
          expect(isReferralCodeExpired(kind, capturedAt, capturedAt + elapsed)).toBe(elapsed > REFERRAL_CODE_TTL_MS[kind]);
        },
      ),
    );
  });
});
