import type { ReferralCodes } from '@site/session';

type ReferralKind = keyof ReferralCodes;
const KINDS: readonly ReferralKind[] = ['i_code', 'r_code', 'r_bet', 'invite_code'];

/**
 * The referral codes a registration carries: those in the register link win over the ones the
 * session captured earlier (which it already dropped when expired). Empty values are left out.
 */
export function mergeReferralCodes(fromLink: ReferralCodes, captured: ReferralCodes): ReferralCodes {
  const merged: ReferralCodes = {};
  for (const kind of KINDS) {
    const value = fromLink[kind]?.trim() || captured[kind]?.trim();
    if (value) merged[kind] = value;
  }
  return merged;
}

/** The one code shown in the "邀请码" field: an invite code first, then the agent codes. */
export function displayedInviteCode(codes: ReferralCodes): string {
  return codes.invite_code ?? codes.i_code ?? codes.r_code ?? '';
}

/**
 * What the form sends: the captured codes, with the invite code replaced by what the member
 * typed (or removed when they cleared it).
 */
export function referralBody(codes: ReferralCodes, typed: string): ReferralCodes {
  const body: ReferralCodes = { ...codes };
  const shown = displayedInviteCode(codes);
  const value = typed.trim();
  if (value === shown) return body;
  const field: ReferralKind = codes.invite_code !== undefined || !shown ? 'invite_code' : codes.i_code !== undefined ? 'i_code' : 'r_code';
  if (value) body[field] = value;
  else delete body[field];
  return body;
}
