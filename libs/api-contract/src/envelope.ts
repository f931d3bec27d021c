import { z } from 'zod';
import { SUCCESS_CODE } from './codes';
import { MESSAGES } from './messages';

/** The platform reply envelope `{ status_code, message, data }` (success 6000). */
export interface Envelope<T> {
  status_code: number;
  message: string;
  data: T;
}

/** Schema of a successful platform reply carrying `data`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status_code: z.literal(SUCCESS_CODE), message: z.string(), data });
}

/** Schema of a failed reply: any non-success code, a message, `data` null. */
export const failureEnvelopeSchema = z.object({
  status_code: z.number().int().refine((c) => c !== SUCCESS_CODE, { message: '失败回复不能使用成功码' }),
  message: z.string(),
  data: z.null(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

/** Either kind of reply a platform path may give. */
export function replySchema<T extends z.ZodType>(data: T) {
  return z.union([envelopeSchema(data), failureEnvelopeSchema]);
}

/** The looser shape the client normalises first: venues may answer with string codes. */
export const anyEnvelopeSchema = z.object({
  status_code: z.union([z.number(), z.string()]),
  message: z.string().optional().default(''),
  data: z.unknown().optional().default(null),
});
export type AnyEnvelope = z.infer<typeof anyEnvelopeSchema>;

/** Paged list request shared by record endpoints. Times are epoch milliseconds. */
export const pageRequestSchema = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  startTime: z.number().int().nonnegative().optional(),
  endTime: z.number().int().nonnegative().optional(),
});
export type PageRequest = z.input<typeof pageRequestSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

/** Replies with no meaningful data answer `null`. */
export const emptyDataSchema = z.null();
/** Requests with no payload accept an empty object (or nothing). */
export const emptyRequestSchema = z.object({}).optional();
/** Money amounts are yuan with at most 2 decimals (SPEC §9 amount decimals). */
export const moneySchema = z
  .number()
  .finite()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: '金额最多两位小数' });

/** The largest amount one money request may carry (yuan): its cents stay a safe integer. */
export const MAX_REQUEST_AMOUNT = 99_999_999.99;
// The shortest decimal text of a double is what JSON carries: "0.3" for 0.3, but
// "0.30000000000000004" for 0.1 + 0.2, and "1e-7" for 0.0000001. A request amount must read as
// plain yuan with at most 2 decimals in that text; anything else was computed, not typed.
const PLAIN_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Why a request amount is refused, or null when it is fine. Checked range first: 1e308 is too big, not "too precise". */
export function requestAmountProblem(n: number): string | null {
  if (!Number.isFinite(n) || Math.abs(n) > MAX_REQUEST_AMOUNT) return MESSAGES.amountOutOfRange;
  if (!(n > 0)) return MESSAGES.amountNotPositive;
  if (!PLAIN_AMOUNT.test(String(n))) return MESSAGES.amountDecimals;
  return null;
}

/**
 * An amount a client sends (transfer, deposit, withdrawal): strict, never rounded. A reply's
 * `moneySchema` tolerates float noise because the platform computes it; a request's amount is
 * what the member confirmed, so 0.30000000000000004 is refused rather than taken as 0.30.
 */
export const positiveMoneySchema = z
  .number({ error: (issue) => (typeof issue.input === 'number' ? MESSAGES.amountOutOfRange : MESSAGES.amountNotNumber) })
  .superRefine((n, ctx) => {
    const problem = requestAmountProblem(n);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: n });
  });
