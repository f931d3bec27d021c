import type { CardKind } from '@site/api-contract';

/**
 * The pages of each kind of receiving account: where one is added (none for SHARELIFE, which the
 * platform opens) and where the bound ones are listed. Here, not in features/cards, because the
 * info-audit page of features/mine links to the same pages.
 */
export const CARD_PATHS = {
  BANK: { addPath: '/mine/addBankCard', listPath: '/mine/addBankCard' },
  VIRTUAL: { addPath: '/mine/virtualCoinCard', listPath: '/mine/virtualCoinCard' },
  EBPAY: { addPath: '/mine/addEBpayCard', listPath: '/mine/ebpayAcount' },
  KOIPAY: { addPath: '/mine/addKOIpayCard', listPath: '/mine/koipayAcount' },
  ALIPAY: { addPath: '/mine/addAlipayCard', listPath: '/mine/alipayAcount' },
  WECHAT: { addPath: '/mine/addwechatCard', listPath: '/mine/wechatAcount' },
  DIGITAL: { addPath: '/mine/addDigitalCard', listPath: '/mine/digitalAcount' },
  SHARELIFE: { addPath: null, listPath: '/mine/sharelifeAcount' },
} as const satisfies Record<CardKind, { addPath: string | null; listPath: string }>;

export type AddPath = NonNullable<(typeof CARD_PATHS)[CardKind]['addPath']>;
export type ListPath = (typeof CARD_PATHS)[CardKind]['listPath'];
