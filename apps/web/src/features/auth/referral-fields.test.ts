import { describe, expect, it } from 'vitest';
import { displayedInviteCode, mergeReferralCodes, referralBody } from './referral-fields';

describe('referral codes on the register form', () => {
  it('prefers the codes of the register link over the captured ones', () => {
    expect(mergeReferralCodes({ i_code: 'LINK' }, { i_code: 'OLD', r_bet: 'B1' })).toEqual({ i_code: 'LINK', r_bet: 'B1' });
  });

  it('drops empty values', () => {
    expect(mergeReferralCodes({ i_code: '  ' }, {})).toEqual({});
  });

  it('shows the invite code first, then i_code, then r_code', () => {
    expect(displayedInviteCode({ r_code: 'R', i_code: 'I', invite_code: 'V' })).toBe('V');
    expect(displayedInviteCode({ r_code: 'R', i_code: 'I' })).toBe('I');
    expect(displayedInviteCode({ r_code: 'R' })).toBe('R');
    expect(displayedInviteCode({})).toBe('');
  });

  it('sends every captured code untouched when the member kept the field', () => {
    const codes = { i_code: 'I', r_bet: 'B' };
    expect(referralBody(codes, 'I')).toEqual(codes);
  });

  it('sends what the member typed in place of the shown code', () => {
    expect(referralBody({ i_code: 'I', r_bet: 'B' }, 'NEW')).toEqual({ i_code: 'NEW', r_bet: 'B' });
    expect(referralBody({}, 'XY1')).toEqual({ invite_code: 'XY1' });
    expect(referralBody({ invite_code: 'V' }, '')).toEqual({});
  });
});
