import { BET_QUERY, COIN_QUERY, CURRENCY_QUERY, GIFT_QUERY, MALL_ORDER_QUERY, TRANSACTION_QUERY, WELFARE_QUERY } from './record-queries';

/*
 * What the record routes' loaders import on first use (import() in the route file). Loaders are
 * not code-split: a static import would put the lists' query code in the app's entry, which every
 * page, the home page first, downloads.
 */
export { loadRecords } from './record-request';

export const RECORD_QUERIES = {
  transactionRecords: TRANSACTION_QUERY,
  betRecords: BET_QUERY,
  giftRecords: GIFT_QUERY,
  welfareRecords: WELFARE_QUERY,
  currencyRecords: CURRENCY_QUERY,
  coinRecords: COIN_QUERY,
  mallOrders: MALL_ORDER_QUERY,
} as const;
