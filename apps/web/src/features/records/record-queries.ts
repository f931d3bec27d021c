import { GIFT_TYPES as GIFT_TYPE_VALUES, POINT_DIRECTIONS, TRANSACTION_TYPES, WELFARE_TYPES as WELFARE_TYPE_VALUES } from '@site/api-contract';
import type { ApiRequest } from '@site/api-contract';
import type { RecordRange, RecordSearch } from '../../app/search';

/*
 * What each record list asks the platform for: its API, the range it opens on and the body
 * fields its URL filter adds (the request side of record-kinds.ts, which adds texts and layouts).
 */

export type RecordApi = 'transactionRecords' | 'betRecords' | 'giftRecords' | 'welfareRecords' | 'currencyRecords' | 'coinRecords' | 'mallOrders';

export interface RecordQuerySpec<K extends RecordApi> {
  api: K;
  /** The range a list opens on when the URL names none. */
  defaultRange: RecordRange;
  /** The body fields the URL filter adds to a page request (values the list does not offer are left out). */
  request(search: RecordSearch): Partial<ApiRequest<K>>;
}

type Values<K extends RecordApi, F extends keyof ApiRequest<K>> = readonly NonNullable<ApiRequest<K>[F]>[];

/*
 * The filter values each list offers are the contract's (record-filters.ts, no zod); `satisfies`
 * keeps each one a value its request accepts.
 */
export const TX_TYPES = TRANSACTION_TYPES satisfies Values<'transactionRecords', 'type'>;
export const GIFT_TYPES = GIFT_TYPE_VALUES satisfies Values<'giftRecords', 'type'>;
export const WELFARE_TYPES = WELFARE_TYPE_VALUES satisfies Values<'welfareRecords', 'type'>;
export const DIRECTIONS = POINT_DIRECTIONS satisfies Values<'coinRecords', 'direction'>;

/** The status values of each list (ORDER_STATUS: 0 pending, 1 success, 2 failed, 3 cancelled). */
export const TX_STATUSES = [0, 1, 2, 3] as const;
export const BET_SETTLED = [1, 0] as const;
export const GIFT_STATUSES = [1, 0, 2] as const;
export const WELFARE_STATUSES = [1, 0, 2] as const;
export const ORDER_STATUSES = [1, 0, 3] as const;

function oneOf<T extends string | number>(values: readonly T[], value: string | number | undefined): T | undefined {
  return values.find((v) => String(v) === String(value));
}

export const TRANSACTION_QUERY: RecordQuerySpec<'transactionRecords'> = {
  api: 'transactionRecords',
  defaultRange: '7d',
  request: (s) => ({ type: oneOf(TX_TYPES, s.type), status: oneOf(TX_STATUSES, s.status) }),
};

export const BET_QUERY: RecordQuerySpec<'betRecords'> = {
  api: 'betRecords',
  defaultRange: '7d',
  request: (s) => ({ settled: oneOf(BET_SETTLED, s.status), venueCode: s.venue }),
};

export const GIFT_QUERY: RecordQuerySpec<'giftRecords'> = {
  api: 'giftRecords',
  defaultRange: '30d',
  request: (s) => ({ type: oneOf(GIFT_TYPES, s.type), status: oneOf(GIFT_STATUSES, s.status) }),
};

export const WELFARE_QUERY: RecordQuerySpec<'welfareRecords'> = {
  api: 'welfareRecords',
  defaultRange: '30d',
  request: (s) => ({ type: oneOf(WELFARE_TYPES, s.type), status: oneOf(WELFARE_STATUSES, s.status) }),
};

export const CURRENCY_QUERY: RecordQuerySpec<'currencyRecords'> = {
  api: 'currencyRecords',
  defaultRange: '30d',
  request: (s) => ({ direction: oneOf(DIRECTIONS, s.type) }),
};

export const COIN_QUERY: RecordQuerySpec<'coinRecords'> = {
  api: 'coinRecords',
  defaultRange: '30d',
  request: (s) => ({ direction: oneOf(DIRECTIONS, s.type) }),
};

export const MALL_ORDER_QUERY: RecordQuerySpec<'mallOrders'> = {
  api: 'mallOrders',
  defaultRange: '30d',
  request: (s) => ({ status: oneOf(ORDER_STATUSES, s.status) }),
};
