import { z } from 'zod';
import { TRANSACTION_TYPES } from '../domain-constants';
import { moneySchema, pageRequestSchema, pageSchema } from '../envelope';
import { GIFT_TYPES, POINT_DIRECTIONS, WELFARE_TYPES } from '../record-filters';

export { TRANSACTION_TYPES } from '../domain-constants';

/*
 * Every record reply carries a `summary` of the whole filtered range (not of the page): the
 * member reads the totals of 近30天 at the top of a list that has loaded only its first page. The
 * platform sums them; a page never adds up rows it has not loaded.
 */

/** A record's status on the one scale (ORDER_STATUS: 0 pending, 1 success, 2 failed, 3 cancelled). */
const statusFilter = z.number().int().min(0).max(3).optional();

export const transactionRecordRequestSchema = pageRequestSchema.extend({
  type: z.enum(TRANSACTION_TYPES).optional(),
  status: statusFilter,
});
export const transactionRecordSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amount: moneySchema,
  balanceAfter: moneySchema,
  status: z.number().int(),
  remark: z.string(),
  createdAt: z.number().int(),
});
/** Income and expense of the successful rows in range (expense as a positive amount). */
export const transactionSummarySchema = z.object({ count: z.number().int().nonnegative(), income: moneySchema, expense: moneySchema });
export const transactionRecordPageSchema = pageSchema(transactionRecordSchema).extend({ summary: transactionSummarySchema });

export const betRecordRequestSchema = pageRequestSchema.extend({
  venueCode: z.string().max(16).optional(),
  /** 0 unsettled, 1 settled. */
  settled: z.number().int().min(0).max(1).optional(),
});
export const betRecordSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  venueCode: z.string(),
  category: z.string(),
  gameName: z.string(),
  betContent: z.string(),
  betAmount: moneySchema,
  validAmount: moneySchema,
  winLoss: moneySchema,
  settled: z.number().int(),
  createdAt: z.number().int(),
});
export const betSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  betAmount: moneySchema,
  validAmount: moneySchema,
  winLoss: moneySchema,
});
export const betRecordPageSchema = pageSchema(betRecordSchema).extend({
  totalBet: moneySchema,
  totalWinLoss: moneySchema,
  summary: betSummarySchema,
});

/** Count and sum of the amounts in range (gift money, welfare). */
export const amountSummarySchema = z.object({ count: z.number().int().nonnegative(), amount: moneySchema });

export const giftRecordRequestSchema = pageRequestSchema.extend({ type: z.enum(GIFT_TYPES).optional(), status: statusFilter });
export const giftRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(GIFT_TYPES),
  amount: moneySchema,
  status: z.number().int(),
  createdAt: z.number().int(),
});
export const giftRecordPageSchema = pageSchema(giftRecordSchema).extend({ summary: amountSummarySchema });

export const welfareRecordRequestSchema = pageRequestSchema.extend({ type: z.enum(WELFARE_TYPES).optional(), status: statusFilter });
export const welfareRecordSchema = z.object({
  id: z.number().int(),
  activityName: z.string(),
  type: z.enum(WELFARE_TYPES),
  amount: moneySchema,
  status: z.number().int(),
  createdAt: z.number().int(),
});
export const welfareRecordPageSchema = pageSchema(welfareRecordSchema).extend({ summary: amountSummarySchema });

/** Points earned and spent in range (both positive), and the number of movements. */
export const pointSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  gained: z.number().int().nonnegative(),
  spent: z.number().int().nonnegative(),
});

/** Currency (金币: the chat room's gift coins) movements. */
export const currencyRecordRequestSchema = pageRequestSchema.extend({ direction: z.enum(POINT_DIRECTIONS).optional() });
export const currencyRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  change: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.number().int(),
});
export const currencyRecordPageSchema = pageSchema(currencyRecordSchema).extend({ summary: pointSummarySchema });

export const mallOrderRequestSchema = pageRequestSchema.extend({ status: statusFilter });
export const mallOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  itemId: z.number().int(),
  itemName: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  status: z.number().int(),
  createdAt: z.number().int(),
});
/** Exchanges in range and the points they cost (cancelled ones left out). */
export const mallOrderSummarySchema = z.object({ count: z.number().int().nonnegative(), points: z.number().int().nonnegative() });
export const mallOrderPageSchema = pageSchema(mallOrderSchema).extend({ summary: mallOrderSummarySchema });

/** Mall points (积分) movements: what the points mall spends. */
export const coinRecordRequestSchema = currencyRecordRequestSchema;
export const coinRecordSchema = currencyRecordSchema;
export const coinRecordPageSchema = pageSchema(coinRecordSchema).extend({ summary: pointSummarySchema });
