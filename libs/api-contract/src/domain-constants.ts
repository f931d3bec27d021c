/**
 * Plain values of the contract that live beside its zod schemas. Kept in a module without zod so
 * that a page needing a constant (a notice category, the centre wallet's code) does not bundle
 * zod and the schemas with it; the schema modules import them from here.
 */

export const ACTIVITY_KINDS = ['discount', 'friendInvitation', 'friendPeakBet', 'luckyFlip', 'calendar'] as const;

/** The help centre's 21 page slugs (SPEC §2). */
export const HELP_SLUGS = [
  'kh', 'ck', 'qk', 'zz', 'yhgz', 'tjllq', 'xnbcqkjc', 'tytzjc', 'tysstqth', 'fjcjc', 'cpwt',
  'dzjj', 'tywt', 'zrwt', 'qtwt', 'bczr', 'gywm', 'gztk', 'hzhb', 'ysgz', 'zxkf',
] as const;

// ── feedback ────────────────────────────────────────────────────────────────────────────────
export const FEEDBACK_TYPES = ['DEPOSIT', 'WITHDRAW', 'GAME', 'ACCOUNT', 'SUGGESTION', 'OTHER'] as const;

/** The centre wallet's code; venue wallets use their venue code (VENUE_CODES). */
export const CENTER_WALLET = 'CENTER';

export const DEPOSIT_METHODS = ['BANK', 'ALIPAY', 'WECHAT', 'USDT', 'EBPAY', 'KOIPAY'] as const;

export const ORDER_STATUS = { pending: 0, success: 1, failed: 2, cancelled: 3 } as const;

// ── cards and payment accounts ──────────────────────────────────────────────────────────────
export const CARD_KINDS = ['BANK', 'VIRTUAL', 'EBPAY', 'KOIPAY', 'ALIPAY', 'WECHAT', 'DIGITAL', 'SHARELIFE'] as const;

export const COIN_PROTOCOLS = ['TRC20', 'ERC20'] as const;

export const USERNAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9]{5,15}$/;

export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;

/** Transaction types of the transaction record filter. */
export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'REBATE', 'BONUS', 'MALL', 'ADJUST'] as const;

/** Keys of preInfo's `configMap` (SPEC-NOTES 9: key "51" is the chat WebSocket host). */
export const CONFIG_MAP_KEYS = { chatHost: '51' } as const;

export const NOTICE_CATEGORY = { marquee: 1, popup: 2, announcement: 3 } as const;
