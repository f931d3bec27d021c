import { z } from 'zod';
import { DEPOSIT_METHODS, CARD_KINDS, COIN_PROTOCOLS } from '../domain-constants';
import { moneySchema, positiveMoneySchema } from '../envelope';

export { CENTER_WALLET, DEPOSIT_METHODS, ORDER_STATUS, CARD_KINDS, COIN_PROTOCOLS } from '../domain-constants';

export const walletSchema = z.object({
  code: z.string(),
  name: z.string(),
  balance: moneySchema,
  /** 1 = usable, 0 = venue under maintenance. */
  status: z.number().int(),
});
export const walletBalancesSchema = z.object({
  center: moneySchema,
  lockMoney: moneySchema,
  total: moneySchema,
  wallets: z.array(walletSchema),
});
export type WalletBalances = z.infer<typeof walletBalancesSchema>;

export const transferRequestSchema = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
  amount: positiveMoneySchema,
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;
export const transferReplySchema = z.object({ orderNo: z.string(), balances: walletBalancesSchema });
export const recallAllReplySchema = z.object({ recalled: moneySchema, balances: walletBalancesSchema });

export const depositChannelSchema = z.object({
  id: z.number().int(),
  method: z.enum(DEPOSIT_METHODS),
  name: z.string(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  fixedAmounts: z.array(moneySchema),
  /** Digital currency rate (CNY per coin) when the method is USDT, else null. */
  rate: z.number().nullable(),
  tip: z.string(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelsSchema = z.array(depositChannelSchema);

export const depositCreateRequestSchema = z.object({
  channelId: z.number().int(),
  amount: positiveMoneySchema,
  depositorName: z.string().max(20).optional(),
});

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.number().int(),
  amount: moneySchema,
  status: z.number().int(),
  /** Where to pay: account details shown to the member. */
  payee: z.object({ name: z.string(), account: z.string(), bank: z.string(), qrCode: z.string() }),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const withdrawalInfoSchema = z.object({
  balance: moneySchema,
  minAmount: moneySchema,
  maxAmount: moneySchema,
  dailyTimesLeft: z.number().int(),
  /** Turnover still required before a withdrawal is allowed (audit). */
  auditRemaining: moneySchema,
  auditPassed: z.boolean(),
  cards: z.array(z.lazy(() => cardSchema)),
});
export const withdrawalApplyRequestSchema = z.object({
  cardId: z.number().int(),
  amount: positiveMoneySchema,
  withdrawPassword: z.string().min(6).max(20).optional(),
});
export const withdrawalOrderSchema = z.object({
  orderNo: z.string(),
  cardId: z.number().int(),
  amount: moneySchema,
  status: z.number().int(),
  balance: moneySchema,
  createdAt: z.number().int(),
});

export const auditItemSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  amount: moneySchema,
  requiredTurnover: moneySchema,
  completedTurnover: moneySchema,
  passed: z.boolean(),
  createdAt: z.number().int(),
});
export const auditListSchema = z.object({
  list: z.array(auditItemSchema),
  totalRequired: moneySchema,
  totalCompleted: moneySchema,
  passed: z.boolean(),
});

export const cardKindSchema = z.enum(CARD_KINDS);
export type CardKind = z.infer<typeof cardKindSchema>;

export const cardSchema = z.object({
  id: z.number().int(),
  kind: cardKindSchema,
  /** Bank name, coin name or wallet brand. */
  name: z.string(),
  holder: z.string(),
  /** Masked account / card number / address. */
  accountMasked: z.string(),
  protocol: z.string(),
  isDefault: z.boolean(),
  createdAt: z.number().int(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardListRequestSchema = z.object({ kind: cardKindSchema.optional() }).optional();
export const cardListSchema = z.array(cardSchema);
export const bankListSchema = z.array(z.object({ code: z.string(), name: z.string() }));

const cardHolder = z.string().regex(/^[\u4e00-\u9fa5·]{2,20}$/, { message: '请输入持卡人真实姓名' });
export const cardBindRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('BANK'),
    bankCode: z.string().min(1),
    holder: cardHolder,
    account: z.string().regex(/^\d{12,19}$/, { message: '银行卡号须为12-19位数字' }),
    branch: z.string().max(50).optional(),
  }),
  z.object({
    kind: z.literal('VIRTUAL'),
    protocol: z.enum(COIN_PROTOCOLS),
    account: z.string().regex(/^(T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$/, { message: '钱包地址格式不正确' }),
    alias: z.string().max(20).optional(),
  }),
  ...(['EBPAY', 'KOIPAY', 'ALIPAY', 'WECHAT', 'DIGITAL', 'SHARELIFE'] as const).map((kind) =>
    z.object({
      kind: z.literal(kind),
      holder: cardHolder,
      account: z.string().min(4, { message: '账号格式不正确' }).max(64),
    }),
  ),
]);
export type CardBindRequest = z.input<typeof cardBindRequestSchema>;
export const cardDeleteRequestSchema = z.object({ id: z.number().int() });
