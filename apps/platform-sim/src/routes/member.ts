import type { MemberInfo } from '@site/api-contract';
import { BUSINESS_CODES, HEADERS, hashUsername } from '@site/api-contract';
import { hasHiddenControls } from '@site/validation';
import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { signJwt } from '../crypto';
import { failure, invalid, memberRoute, success } from '../http/endpoint';
import type { MemberRow } from '../http/members';
import { centerCents, memberById } from '../http/members';
import { mask, toYuan } from '../util';
import { RESPONSIBLE_CODES } from '@site/api-contract';
import { UNDER_AGE_ID_MESSAGE, isAdultById } from '@site/validation';

/**
 * The e-mail as platforms commonly send it: the local part's first 2 characters and the domain
 * ("de*****@example.com"). The site masks it again by its own rule (issue #41), which keeps this.
 */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? (email ? mask(email, 2, 0) : '') : `${mask(email.slice(0, at), 2, 0)}${email.slice(at)}`;
}

export function memberInfo(ctx: SimContext, m: MemberRow): MemberInfo {
  const hasCard = (ctx.db.prepare('SELECT COUNT(*) AS n FROM cards WHERE member_id = ? AND deleted = 0').get(m.id) as { n: number }).n > 0;
  const phoneDigits = m.phone.replace(/^\(\d+\)/, '');
  return {
    userId: m.id,
    username: m.username,
    nickName: m.nick_name,
    realName: m.real_name ? mask(m.real_name, 1, 0) : '',
    grade: m.grade,
    balance: toYuan(centerCents(ctx.db, m.id)),
    lockMoney: toYuan(m.lock_cents),
    phone: phoneDigits ? '*'.repeat(Math.max(0, phoneDigits.length - 4)) + phoneDigits.slice(-4) : '',
    email: maskedEmail(m.email),
    birthday: m.birthday,
    avatar: m.avatar,
    inviteCode: m.invite_code,
    identityVerified: m.identity_verified_at !== null,
    hasBankCard: hasCard,
    registerTime: m.register_time,
    lastLoginTime: m.last_login_time,
  };
}

function identity(m: MemberRow) {
  return {
    verified: m.identity_verified_at !== null,
    realName: m.real_name ? mask(m.real_name, 1, 0) : '',
    idNumberMasked: m.id_number ? mask(m.id_number, 4, 4) : '',
    verifiedAt: m.identity_verified_at,
  };
}

export function registerMemberRoutes(app: Hono, ctx: SimContext): void {
  memberRoute(app, ctx, 'memberInfo', (call) => {
    // The encrypted-user header must belong to the token's member when the client sends it.
    const user = call.c.req.header(HEADERS.encryptedUser);
    if (user && user !== hashUsername(call.member.username))
      return failure(BUSINESS_CODES.API_AUTH_ERROR.code, BUSINESS_CODES.API_AUTH_ERROR.meaning);
    return success(memberInfo(ctx, call.member));
  });

  memberRoute(app, ctx, 'memberJwt', (call) => {
    const m = call.member;
    const body = JSON.stringify({ userId: m.id, nickName: m.nick_name, grade: m.grade });
    const token = signJwt({ sub: m.id, grade: m.grade, exp: Math.floor((call.now + ctx.config.jwtTtlMs) / 1000) }, ctx.jwtSecret);
    return success({ token, body });
  });

  memberRoute(app, ctx, 'memberUpdate', (call) => {
    const b = call.body;
    const m = call.member;
    if (b.nickName !== undefined && hasHiddenControls(b.nickName)) return invalid('昵称含有不可见的控制字符（如文字方向符、零宽字符），请删除后重试');
    ctx.db
      .prepare('UPDATE members SET nick_name = ?, email = ?, birthday = ?, avatar = ? WHERE id = ?')
      .run(b.nickName ?? m.nick_name, b.email ?? m.email, b.birthday ?? m.birthday, b.avatar ?? m.avatar, m.id);
    const updated = memberById(ctx.db, m.id);
    return updated ? success(memberInfo(ctx, updated), '资料已更新') : invalid('会员不存在');
  });

  memberRoute(app, ctx, 'identityInfo', (call) => success(identity(call.member)));

  memberRoute(app, ctx, 'identityVerify', (call) => {
    const m = call.member;
    if (m.identity_verified_at !== null) return invalid('您已完成实名认证');
    const taken = ctx.db.prepare('SELECT id FROM members WHERE id_number = ? AND id <> ?').get(call.body.idNumber.toUpperCase(), m.id);
    if (taken) return invalid('该身份证号已被其他账号使用');
    // Issue #22: the birth date in the ID decides; a minor may not hold an account that plays.
    if (!isAdultById(call.body.idNumber, call.now)) return failure(RESPONSIBLE_CODES.UNDER_AGE.code, UNDER_AGE_ID_MESSAGE);
    ctx.db
      .prepare('UPDATE members SET real_name = ?, id_number = ?, identity_verified_at = ? WHERE id = ?')
      .run(call.body.realName, call.body.idNumber.toUpperCase(), call.now, m.id);
    const updated = memberById(ctx.db, m.id);
    return updated ? success(identity(updated), '实名认证成功') : invalid('会员不存在');
  });
}
