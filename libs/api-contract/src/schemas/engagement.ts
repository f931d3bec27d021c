import { z } from 'zod';
import { FEEDBACK_TYPES } from '../domain-constants';
import { moneySchema, pageRequestSchema, pageSchema } from '../envelope';
import { FEEDBACK_CONTACT_MAX_LENGTH, FEEDBACK_CONTENT_MAX_WIDTH, FEEDBACK_CONTENT_MIN_LENGTH } from '../member-centre';
import { PLATFORM_CATEGORIES } from '../venues';

export { FEEDBACK_TYPES } from '../domain-constants';

// ── VIP ─────────────────────────────────────────────────────────────────────────────────────
export const vipLevelSchema = z.object({
  grade: z.number().int(),
  name: z.string(),
  requiredDeposit: moneySchema,
  requiredTurnover: moneySchema,
  upgradeBonus: moneySchema,
  monthlyBonus: moneySchema,
  birthdayBonus: moneySchema,
  rebateRate: z.number(),
  dailyWithdrawTimes: z.number().int(),
  /** The most a member of this level may withdraw in one day (yuan). */
  dailyWithdrawLimit: moneySchema,
});
export const vipLevelsSchema = z.array(vipLevelSchema);
export const vipInfoSchema = z.object({
  grade: z.number().int(),
  name: z.string(),
  depositProgress: moneySchema,
  turnoverProgress: moneySchema,
  next: vipLevelSchema.nullable(),
});

// ── mail ────────────────────────────────────────────────────────────────────────────────────
export const mailListRequestSchema = pageRequestSchema.extend({ read: z.boolean().optional() });
export const mailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.number().int(),
});
export const mailPageSchema = pageSchema(mailSchema);
export const mailIdsRequestSchema = z.object({ ids: z.array(z.number().int()).min(1).max(100) });
export const mailChangedSchema = z.object({ changed: z.number().int() });
export const mailUnreadSchema = z.object({ unread: z.number().int() });

export const feedbackSubmitRequestSchema = z.object({
  type: z.enum(FEEDBACK_TYPES),
  content: z
    .string()
    .trim()
    .min(FEEDBACK_CONTENT_MIN_LENGTH, { message: `反馈内容至少${FEEDBACK_CONTENT_MIN_LENGTH}个字` })
    .max(FEEDBACK_CONTENT_MAX_WIDTH),
  /** Optional: how the platform may reach the member about it. */
  contact: z.string().trim().max(FEEDBACK_CONTACT_MAX_LENGTH).optional(),
});
export const feedbackSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  contact: z.string(),
  /** The platform's answer; '' while it has not replied. */
  reply: z.string(),
  createdAt: z.number().int(),
  repliedAt: z.number().int().nullable(),
});
export const feedbackListRequestSchema = pageRequestSchema;
export const feedbackPageSchema = pageSchema(feedbackSchema);

// ── mall ────────────────────────────────────────────────────────────────────────────────────
export const mallItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  category: z.string(),
  /** The lowest VIP grade that may exchange it (0: every member). */
  minGrade: z.number().int().min(0),
});
export const mallItemsSchema = z.object({ points: z.number().int(), items: z.array(mallItemSchema) });
export const mallBuyRequestSchema = z.object({
  itemId: z.number().int(),
  quantity: z.number().int().min(1).max(10),
});
export const mallBuyReplySchema = z.object({ orderNo: z.string(), points: z.number().int() });

// ── rebate ──────────────────────────────────────────────────────────────────────────────────
export const rebateInfoSchema = z.object({
  available: moneySchema,
  items: z.array(
    z.object({ category: z.string(), validBet: moneySchema, rate: z.number(), amount: moneySchema }),
  ),
  lastReceivedAt: z.number().int().nullable(),
});
/** Without a category: every category's rebate at once; with one: that category's only. */
export const rebateReceiveRequestSchema = z.object({ category: z.enum(PLATFORM_CATEGORIES).optional() }).optional();
export const rebateReceiveReplySchema = z.object({ received: moneySchema, balance: moneySchema });
