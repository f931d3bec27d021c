import { z } from 'zod';
import { TRANSACTION_TYPES } from '../domain-constants';
import { moneySchema, pageRequestSchema, pageSchema } from '../envelope';

export { TRANSACTION_TYPES } from '../domain-constants';

export const transactionRecordRequestSchema = pageRequestSchema.extend({
  type: z.enum(TRANSACTION_TYPES).optional(),
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
export const transactionRecordPageSchema = pageSchema(transactionRecordSchema);

export const betRecordRequestSchema = pageRequestSchema.extend({
  venueCode: z.string().optional(),
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
export const betRecordPageSchema = pageSchema(betRecordSchema).extend({
  totalBet: moneySchema,
  totalWinLoss: moneySchema,
});

export const giftRecordRequestSchema = pageRequestSchema;
export const giftRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  amount: moneySchema,
  status: z.number().int(),
  createdAt: z.number().int(),
});
export const giftRecordPageSchema = pageSchema(giftRecordSchema);

export const welfareRecordRequestSchema = pageRequestSchema;
export const welfareRecordSchema = z.object({
  id: z.number().int(),
  activityName: z.string(),
  amount: moneySchema,
  status: z.number().int(),
  createdAt: z.number().int(),
});
export const welfareRecordPageSchema = pageSchema(welfareRecordSchema);

/** Currency (points) movements. */
export const currencyRecordRequestSchema = pageRequestSchema;
export const currencyRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  change: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.number().int(),
});
export const currencyRecordPageSchema = pageSchema(currencyRecordSchema);

export const mallOrderRequestSchema = pageRequestSchema;
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
export const mallOrderPageSchema = pageSchema(mallOrderSchema);

export const coinRecordRequestSchema = pageRequestSchema;
export const coinRecordSchema = currencyRecordSchema;
export const coinRecordPageSchema = pageSchema(coinRecordSchema);
