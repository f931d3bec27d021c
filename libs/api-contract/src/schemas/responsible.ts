import { z } from 'zod';
import { moneySchema } from '../envelope';

/**
 * Responsible play (issue #22): deposit limits, reality check, time-out, self-exclusion. Amounts
 * are yuan with two decimals like every money field of the contract (the platform keeps cents).
 * Period names match `@site/validation`'s responsible-play rules (the contract depends on nothing).
 */
export const DEPOSIT_LIMIT_PERIOD_NAMES = ['day', 'week', 'month'] as const;
export const TIME_OUT_PERIOD_NAMES = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_PERIOD_NAMES = ['6m', '1y', '5y'] as const;
export const REALITY_CHECK_CHOICES = [0, 15, 30, 60] as const;

export const depositLimitSchema = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIOD_NAMES),
  /** null: no limit. */
  limit: moneySchema.nullable(),
  /** A raise or removal waiting for its 24 hours (待生效). */
  pending: z.object({ limit: moneySchema.nullable(), effectiveAt: z.number().int() }).nullable(),
  /** Deposited in the rolling window ending now. */
  used: moneySchema,
  /** What may still be deposited now; null when there is no limit. */
  remaining: moneySchema.nullable(),
  /** When the oldest deposit in the window leaves it (room grows then); null when none counts. */
  nextFreeAt: z.number().int().nullable(),
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const responsibleInfoSchema = z.object({
  limits: z.array(depositLimitSchema),
  realityCheckMinutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]),
  /** When this login's session started (the reality check counts from it). */
  sessionStartedAt: z.number().int(),
  /** The platform's time, so the site can tell how far its own clock is off. */
  serverTime: z.number().int(),
});
export type ResponsibleInfo = z.infer<typeof responsibleInfoSchema>;

export const depositLimitSetRequestSchema = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIOD_NAMES),
  /** null removes the limit (after 24 hours). */
  limit: moneySchema.refine((n) => n > 0, { message: '限额须大于0' }).nullable(),
});

export const realityCheckSetRequestSchema = z.object({
  minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]),
});

/** The session so far, for the reality-check dialog. */
export const responsibleSessionSchema = z.object({
  sessionStartedAt: z.number().int(),
  serverTime: z.number().int(),
  deposits: moneySchema,
  withdrawals: moneySchema,
  /** Stakes of bets placed since login. */
  bets: moneySchema,
  /** Payouts of those bets. */
  payouts: moneySchema,
  /** payouts − bets: the member's win (+) or loss (−) since login. */
  net: moneySchema,
});
export type ResponsibleSession = z.infer<typeof responsibleSessionSchema>;

export const timeOutRequestSchema = z.object({ period: z.enum(TIME_OUT_PERIOD_NAMES) });
export const selfExcludeRequestSchema = z.object({ period: z.enum(EXCLUSION_PERIOD_NAMES) });
/** A time-out or exclusion taken: every session of the member has been logged out. */
export const blockReplySchema = z.object({ kind: z.enum(['timeOut', 'exclusion']), until: z.number().int() });
export type BlockReply = z.infer<typeof blockReplySchema>;
