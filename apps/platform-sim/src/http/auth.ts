import { BUSINESS_CODES, CONTRACT_MESSAGES } from '@site/api-contract';
import type { SimContext } from '../context';
import { settleDue } from '../finance/ledger';
import type { MemberRow } from './members';
import { memberById } from './members';

export type AuthResult = { ok: true; member: MemberRow; token: string } | { ok: false; code: number; message: string };

interface TokenRow {
  token: string;
  member_id: number;
  device_uuid: string;
  expires_at: number;
  revoked: string | null;
}

/** Why a token stopped working, and the code the member sees (SPEC §4 session codes). */
const REVOKED: Record<string, { code: number; message: string }> = {
  elsewhere: { code: BUSINESS_CODES.LOGGED_IN_ELSEWHERE.code, message: CONTRACT_MESSAGES.loggedInElsewhere },
  password: { code: BUSINESS_CODES.PASSWORD_CHANGED.code, message: BUSINESS_CODES.PASSWORD_CHANGED.meaning },
  blocked: { code: BUSINESS_CODES.ACCOUNT_BLOCKED.code, message: BUSINESS_CODES.ACCOUNT_BLOCKED.meaning },
};

export function authenticate(ctx: SimContext, token: string | undefined): AuthResult {
  const auth = BUSINESS_CODES.AUTH_ERROR.code;
  if (!token) return { ok: false, code: auth, message: CONTRACT_MESSAGES.tokenMissing };
  const row = ctx.db.prepare('SELECT * FROM tokens WHERE token = ?').get(token) as TokenRow | undefined;
  if (!row) return { ok: false, code: auth, message: CONTRACT_MESSAGES.tokenInvalid };
  if (row.revoked) return { ok: false, ...(REVOKED[row.revoked] ?? { code: auth, message: CONTRACT_MESSAGES.tokenInvalid }) };
  if (row.expires_at <= ctx.now()) return { ok: false, code: auth, message: CONTRACT_MESSAGES.tokenExpired };
  settleDue(ctx.db, row.member_id, ctx.now());
  const member = memberById(ctx.db, row.member_id);
  if (!member) return { ok: false, code: auth, message: CONTRACT_MESSAGES.tokenInvalid };
  if (member.status !== 1) return { ok: false, code: BUSINESS_CODES.ACCOUNT_BLOCKED.code, message: BUSINESS_CODES.ACCOUNT_BLOCKED.meaning };
  return { ok: true, member, token };
}

/**
 * Issues a session token. Earlier live tokens of the member stop working: from another device
 * they answer 6001 (logged in elsewhere), from the same device plain 10004.
 */
export function issueToken(ctx: SimContext, memberId: number, deviceUuid: string, token: string, ttlMs: number): number {
  const now = ctx.now();
  ctx.db
    .prepare(
      "UPDATE tokens SET revoked = CASE WHEN device_uuid = ? THEN 'replaced' ELSE 'elsewhere' END WHERE member_id = ? AND revoked IS NULL AND expires_at > ?",
    )
    .run(deviceUuid, memberId, now);
  const expiresAt = now + ttlMs;
  ctx.db
    .prepare('INSERT INTO tokens (token, member_id, device_uuid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(token, memberId, deviceUuid, now, expiresAt);
  return expiresAt;
}

export function revokeToken(ctx: SimContext, token: string, reason: string): void {
  ctx.db.prepare('UPDATE tokens SET revoked = ? WHERE token = ?').run(reason, token);
}

export function revokeOtherTokens(ctx: SimContext, memberId: number, keep: string, reason: string): void {
  ctx.db.prepare('UPDATE tokens SET revoked = ? WHERE member_id = ? AND token <> ? AND revoked IS NULL').run(reason, memberId, keep);
}
