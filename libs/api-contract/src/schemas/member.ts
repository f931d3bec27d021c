import { z } from 'zod';
import { USERNAME_PATTERN, PASSWORD_PATTERN } from '../domain-constants';
import { WITH_LOCK_MONEY } from '../headers';

export { USERNAME_PATTERN, PASSWORD_PATTERN } from '../domain-constants';

export const usernameSchema = z.string().regex(USERNAME_PATTERN, { message: '用户名须为6-16位字母开头的字母或数字' });
export const passwordSchema = z.string().regex(PASSWORD_PATTERN, { message: '密码须为8-20位且包含字母和数字' });

export const captchaRequestSchema = z.object({}).optional();
/** An image captcha; `image` is a data: URL (SVG). */
export const captchaSchema = z.object({ captchaId: z.string(), image: z.string(), expiresAt: z.number().int() });
export type Captcha = z.infer<typeof captchaSchema>;

export const loginRequestSchema = z.object({
  username: z.string().min(1).max(32),
  password: z.string().min(1).max(64),
  captchaId: z.string().optional(),
  captchaCode: z.string().optional(),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginReplySchema = z.object({
  token: z.string(),
  userId: z.number().int(),
  username: z.string(),
  grade: z.number().int(),
  /** Epoch ms after which the token answers 10004. */
  expiresAt: z.number().int(),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** Referral codes captured from the URL (SPEC §3) travel with registration. */
export const registerRequestSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  realName: z.string().max(20).optional(),
  phone: z.string().max(24).optional(),
  captchaId: z.string(),
  captchaCode: z.string(),
  i_code: z.string().max(32).optional(),
  r_code: z.string().max(32).optional(),
  r_bet: z.string().max(32).optional(),
  invite_code: z.string().max(32).optional(),
  /**
   * The member confirmed being 18 or older (issue #22). Optional so older clients keep working;
   * the platform refuses `false` and the site's form cannot be sent without it.
   */
  adultConfirmed: z.boolean().optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export const registerReplySchema = loginReplySchema;

export const passwordChangeRequestSchema = z.object({ oldPassword: z.string().min(1), newPassword: passwordSchema });
/** Reset by the username and the bound phone's last 4 digits (the simulator has no SMS). */
export const passwordResetRequestSchema = z.object({
  username: z.string().min(1),
  phoneLast4: z.string().regex(/^\d{4}$/, { message: '请输入手机号后4位' }),
  newPassword: passwordSchema,
  captchaId: z.string(),
  captchaCode: z.string(),
});

export const memberInfoRequestSchema = z.object({ withLockMoney: z.literal(WITH_LOCK_MONEY).default(WITH_LOCK_MONEY) });
export const memberInfoSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  realName: z.string(),
  /** VIP level. */
  grade: z.number().int(),
  balance: z.number(),
  lockMoney: z.number(),
  phone: z.string(),
  email: z.string(),
  birthday: z.string(),
  avatar: z.string(),
  inviteCode: z.string(),
  identityVerified: z.boolean(),
  hasBankCard: z.boolean(),
  registerTime: z.number().int(),
  lastLoginTime: z.number().int(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberUpdateRequestSchema = z.object({
  nickName: z.string().min(1).max(20).optional(),
  email: z.email({ message: '邮箱格式不正确' }).optional(),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  avatar: z.string().max(200).optional(),
});

/** SPEC §7: member JWT, whose token and body log the chat socket in. */
export const memberJwtRequestSchema = z.object({ skipReplace: z.boolean().optional() }).optional();
export const memberJwtSchema = z.object({ token: z.string(), body: z.string() });
export type MemberJwt = z.infer<typeof memberJwtSchema>;

export const identityInfoSchema = z.object({
  verified: z.boolean(),
  realName: z.string(),
  idNumberMasked: z.string(),
  verifiedAt: z.number().int().nullable(),
});
export const identityVerifyRequestSchema = z.object({
  realName: z.string().regex(/^[\u4e00-\u9fa5·]{2,20}$/, { message: '请输入真实中文姓名' }),
  idNumber: z.string().regex(/^\d{17}[\dXx]$/, { message: '身份证号格式不正确' }),
});
