import { z } from 'zod';
import { ACTIVITY_KINDS } from '../domain-constants';
import { moneySchema } from '../envelope';

export { ACTIVITY_KINDS } from '../domain-constants';

// Only the schemas need these values (pages use their types): they load with the schemas.
/** Promotion categories, the tabs of /activity/discount (新人 / 日常 / VIP / 体育 / 电子 / 真人). */
export const ACTIVITY_CATEGORIES = ['newcomer', 'daily', 'vip', 'sport', 'egame', 'live'] as const;
/** An activity's state at the platform's time: not yet started, running, over. */
export const ACTIVITY_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;

export const activitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  startAt: z.number().int(),
  endAt: z.number().int(),
  applied: z.boolean(),
  /** The tab it is listed under on /activity/discount. */
  category: z.enum(ACTIVITY_CATEGORIES),
  /** At the platform's time, so a device with a wrong clock shows the same state. */
  status: z.enum(ACTIVITY_STATUSES),
  /** False when there is nothing to apply for: paid automatically, or taken part in on its own page. */
  applicable: z.boolean(),
});
export const activityListRequestSchema = z
  .object({ kind: z.enum(ACTIVITY_KINDS).optional(), category: z.enum(ACTIVITY_CATEGORIES).optional() })
  .optional();
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
  /** The member's draws, newest first (at most 20). */
  history: z.array(z.object({ id: z.number().int(), name: z.string(), amount: moneySchema, createdAt: z.number().int() })),
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
  /** The platform's today (Asia/Shanghai, YYYY-MM-DD): check-in days follow its clock. */
  today: z.string(),
  /** Whether the member has checked in on `today` (whatever month was asked for). */
  checkedToday: z.boolean(),
  dailyReward: moneySchema,
  /** Extra rewards paid on the day a streak reaches `days`. */
  milestones: z.array(z.object({ days: z.number().int(), reward: moneySchema })),
});
export const calendarCheckInSchema = z.object({ date: z.string(), reward: moneySchema, streak: z.number().int() });

// ── friend peak bet leaderboard (public: a guest sees the board, a member also their own rank) ──
export const peakBetBoardSchema = z.object({
  title: z.string(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  /** The platform's clock when it answered: the countdown runs from it, not from the device's. */
  serverTime: z.number().int(),
  /** Prize of each rank band, best first. */
  prizes: z.array(z.object({ rankFrom: z.number().int(), rankTo: z.number().int(), reward: moneySchema })),
  board: z.array(
    z.object({ rank: z.number().int(), username: z.string(), friends: z.number().int(), validBet: moneySchema, prize: moneySchema }),
  ),
  /** The member's own standing, null for a guest; `rank` null while none of their friends has bet. */
  mine: z
    .object({ rank: z.number().int().nullable(), friends: z.number().int(), validBet: moneySchema, prize: moneySchema })
    .nullable(),
});

// ── activities by date (public: the calendar page shows them to guests too) ──
export const calendarEventsRequestSchema = calendarListRequestSchema;
export const calendarEventsSchema = z.object({
  month: z.string(),
  today: z.string(),
  /** The platform's clock when it answered: the page turns the day with it. */
  serverTime: z.number().int(),
  events: z.array(z.object({ date: z.string(), title: z.string(), activityId: z.number().int().nullable() })),
});
