import type { DepositChannel } from '@site/api-contract';

export type DepositMethod = DepositChannel['method'];

/** Chinese names of the platform's deposit methods, in the order they are offered. */
export const DEPOSIT_METHOD_NAMES: Record<DepositMethod, string> = {
  BANK: '银行卡',
  ALIPAY: '支付宝',
  WECHAT: '微信',
  USDT: '数字货币',
  EBPAY: 'EBpay',
  KOIPAY: 'KOIpay',
};
