import { BUSINESS_CODES, LOGIN_CODES } from '@site/api-contract';
import type { Hono } from 'hono';
import { checkCaptcha, createCaptcha } from '../captcha';
import type { SimContext } from '../context';
import { getConfig } from '../db/index';
import { createWallets } from '../db/seed';
import { failure, invalid, memberRoute, route, success } from '../http/endpoint';
import { issueToken, revokeOtherTokens, revokeToken } from '../http/auth';
import { memberByName } from '../http/members';
import { loginBlocked } from '../responsible/store';
import { RESPONSIBLE_CODES } from '@site/api-contract';
import { checkPassword, hashPassword, randomToken } from '../util';

const FAILURE_WINDOW_MS = 10 * 60_000;
const MAX_FAILURES = 5;

const login = (code: { code: number; meaning: string }) => failure(code.code, code.meaning);

export function registerAuthRoutes(app: Hono, ctx: SimContext): void {
  // Wrong passwords per username within the window; the 6th answers 6501 until the window passes.
  const failures = new Map<string, number[]>();
  const recentFailures = (name: string, now: number) => (failures.get(name) ?? []).filter((t) => now - t < FAILURE_WINDOW_MS);

  route(app, ctx, 'captcha', () => success(createCaptcha(ctx)));

  route(app, ctx, 'login', (call) => {
    const { username, password, captchaId, captchaCode, rememberMe } = call.body;
    if (getConfig(ctx.db, 'stopLogin') === '1') return failure(BUSINESS_CODES.SYSTEM_MAINTENANCE.code, '登录功能暂停使用，请稍后再试');
    if (!captchaId || !captchaCode) return login(LOGIN_CODES.IMAGE_CODE_ONE);
    if (!checkCaptcha(ctx, captchaId, captchaCode)) return login(LOGIN_CODES.IMAGE_CODE_ERROR);
    const key = username.toLowerCase();
    const recent = recentFailures(key, call.now);
    if (recent.length >= MAX_FAILURES) return login(LOGIN_CODES.LIMIT_CODE);
    const member = memberByName(ctx.db, username);
    if (!member || !checkPassword(password, member.salt, member.password_hash)) {
      failures.set(key, [...recent, call.now]);
      return login(LOGIN_CODES.NAME_ERROR);
    }
    failures.delete(key);
    if (member.status !== 1) return failure(BUSINESS_CODES.ACCOUNT_BLOCKED.code, BUSINESS_CODES.ACCOUNT_BLOCKED.meaning);
    const blocked = loginBlocked(ctx.db, member.id, call.now);
    if (blocked) return blocked;
    const token = randomToken();
    const expiresAt = issueToken(ctx, member.id, call.uuid, token, rememberMe ? ctx.config.rememberTtlMs : ctx.config.tokenTtlMs);
    ctx.db.prepare('UPDATE members SET last_login_time = ? WHERE id = ?').run(call.now, member.id);
    return success({ token, userId: member.id, username: member.username, grade: member.grade, expiresAt }, '登录成功');
  });

  route(app, ctx, 'register', (call) => {
    const b = call.body;
    if (getConfig(ctx.db, 'stopRegister') === '1') return failure(BUSINESS_CODES.COMMON_ERROR.code, '注册功能暂停使用，请稍后再试');
    if (!checkCaptcha(ctx, b.captchaId, b.captchaCode)) return login(LOGIN_CODES.IMAGE_CODE_ERROR);
    if (b.adultConfirmed === false) return failure(RESPONSIBLE_CODES.UNDER_AGE.code, '请确认您已年满18周岁');
    if (memberByName(ctx.db, b.username)) return invalid('该用户名已被注册');
    // Referral codes come from old links too: an unknown one is kept for the record, never a reason
    // to refuse the registration.
    const referrer = [b.invite_code, b.i_code, b.r_code]
      .filter((c): c is string => !!c)
      .map((c) => ctx.db.prepare('SELECT id FROM members WHERE invite_code = ?').get(c) as { id: number } | undefined)
      .find((r) => r !== undefined);
    const referral = { i_code: b.i_code, r_code: b.r_code, r_bet: b.r_bet, invite_code: b.invite_code };
    const salt = randomToken(8);
    const inviteCode = `XY${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}${String(Date.now() % 1000)}`;
    const info = ctx.db
      .prepare(
        `INSERT INTO members (username, password_hash, salt, nick_name, real_name, phone, grade, invite_code, referrer_id, referral_json, register_time, last_login_time, chat_score)
         VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, 100)`,
      )
      .run(b.username, hashPassword(b.password, salt), salt, b.username, b.realName ?? '', b.phone ?? '', inviteCode, referrer?.id ?? null, JSON.stringify(referral), call.now, call.now);
    const id = Number(info.lastInsertRowid);
    createWallets(ctx.db, id);
    const token = randomToken();
    const expiresAt = issueToken(ctx, id, call.uuid, token, ctx.config.tokenTtlMs);
    ctx.db
      .prepare("INSERT INTO mails (member_id, title, content, read, created_at) VALUES (?, '欢迎加入星耀娱乐', '亲爱的会员，欢迎您的加入！首存即可参与加赠活动。', 0, ?)")
      .run(id, call.now);
    return success({ token, userId: id, username: b.username, grade: 0, expiresAt }, '注册成功');
  });

  memberRoute(app, ctx, 'logout', (call) => {
    revokeToken(ctx, call.token, 'logout');
    return success(null, '已退出登录');
  });

  memberRoute(app, ctx, 'passwordChange', (call) => {
    const m = call.member;
    if (!checkPassword(call.body.oldPassword, m.salt, m.password_hash)) return invalid('原密码错误');
    if (call.body.oldPassword === call.body.newPassword) return invalid('新密码不能与原密码相同');
    const salt = randomToken(8);
    ctx.db.prepare('UPDATE members SET password_hash = ?, salt = ? WHERE id = ?').run(hashPassword(call.body.newPassword, salt), salt, m.id);
    // Other sessions learn of it with 10105; this one stays signed in.
    revokeOtherTokens(ctx, m.id, call.token, 'password');
    return success(null, '密码修改成功');
  });

  route(app, ctx, 'passwordReset', (call) => {
    const b = call.body;
    if (!checkCaptcha(ctx, b.captchaId, b.captchaCode)) return login(LOGIN_CODES.IMAGE_CODE_ERROR);
    const m = memberByName(ctx.db, b.username);
    const digits = m?.phone.replace(/\D/g, '') ?? '';
    if (!m || digits.length < 4 || !digits.endsWith(b.phoneLast4)) return invalid('用户名与绑定手机号不匹配');
    const salt = randomToken(8);
    ctx.db.prepare('UPDATE members SET password_hash = ?, salt = ? WHERE id = ?').run(hashPassword(b.newPassword, salt), salt, m.id);
    revokeOtherTokens(ctx, m.id, '', 'password');
    return success(null, '密码已重置，请使用新密码登录');
  });
}
