import { z } from 'zod';
import { ACTIVITY_KINDS } from '../domain-constants';
import { moneySchema } from '../envelope';

export { ACTIVITY_KINDS } from '../domain-constants';

export const activitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  startAt: z.number().int(),
  endAt: z.number().int(),
  applied: z.boolean(),
});
export const activityListRequestSchema = z.object({ kind: z.enum(ACTIVITY_KINDS).optional() }).optional();
export const activityListSchema = z.array(activitySchema);
export const activityIdRequestSchema = z.object({ id: z.number().int() });
export const activityDetailSchema = activitySchema.extend({ content: z.string(), rules: z.array(z.string()) });
export const activityApplySchema = z.object({ id: z.number().int(), applied: z.boolean(), bonus: moneySchema });

export const inviteInfoSchema = z.object({
  inviteCode: z.string(),
  inviteUrl: z.string(),
  invitedCount: z.number().int(),
  qualifiedCount: z.number().int(),
  totalReward: moneySchema,
  friends: z.array(
    z.object({ username: z.string(), registeredAt: z.number().int(), deposit: moneySchema, reward: moneySchema }),
  ),
});

export const peakBetInfoSchema = z.object({
  tiers: z.array(z.object({ turnover: moneySchema, reward: moneySchema })),
  friendsTurnover: moneySchema,
  reached: z.number().int(),
});

export const luckyFlipInfoSchema = z.object({
  chancesLeft: z.number().int(),
  prizes: z.array(z.object({ id: z.number().int(), name: z.string(), amount: moneySchema })),
});
export const luckyFlipDrawRequestSchema = z.object({ position: z.number().int().min(0).max(8) });
export const luckyFlipDrawSchema = z.object({
  prizeId: z.number().int(),
  name: z.string(),
  amount: moneySchema,
  chancesLeft: z.number().int(),
});

export const calendarListRequestSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/).optional() }).optional();
export const calendarListSchema = z.object({
  month: z.string(),
  days: z.array(
    z.object({ date: z.string(), checkedIn: z.boolean(), reward: moneySchema, activityTitle: z.string() }),
  ),
  streak: z.number().int(),
});
export const calendarCheckInSchema = z.object({ date: z.string(), reward: moneySchema, streak: z.number().int() });
