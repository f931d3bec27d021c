import type { ApiReply } from '@site/api-contract';
import { formatInteger } from '@site/validation';

export type MallItem = ApiReply<'mallItems'>['items'][number];

/** The most of one item a single exchange may take (the platform's limit). */
export const MAX_EXCHANGE_QUANTITY = 10;

/** Why a member cannot exchange an item now, in the order they can do something about it. */
export type ExchangeBlock =
  | { reason: 'grade'; minGrade: number }
  | { reason: 'soldOut' }
  | { reason: 'stock'; stock: number }
  | { reason: 'points'; short: number }
  | null;

/**
 * The mall's rule, as the platform applies it (the level first, then stock, then points): the
 * page says why before the member asks, and the platform's refusal says the same if things
 * changed meanwhile (another member took the last one).
 */
export function exchangeBlock(item: Pick<MallItem, 'points' | 'stock' | 'minGrade'>, points: number, grade: number, quantity = 1): ExchangeBlock {
  if (grade < item.minGrade) return { reason: 'grade', minGrade: item.minGrade };
  if (item.stock <= 0) return { reason: 'soldOut' };
  if (item.stock < quantity) return { reason: 'stock', stock: item.stock };
  const cost = item.points * quantity;
  if (points < cost) return { reason: 'points', short: cost - points };
  return null;
}

/** How many of an item the quantity stepper offers: within stock, points and the limit (at least 1). */
export function maxQuantity(item: Pick<MallItem, 'points' | 'stock'>, points: number): number {
  const affordable = item.points > 0 ? Math.floor(points / item.points) : MAX_EXCHANGE_QUANTITY;
  return Math.max(1, Math.min(MAX_EXCHANGE_QUANTITY, item.stock, affordable));
}

/** The reason in the member's words. */
export function blockText(block: Exclude<ExchangeBlock, null>): string {
  switch (block.reason) {
    case 'grade':
      return `该商品仅限VIP${String(block.minGrade)}及以上会员兑换`;
    case 'soldOut':
      return '该商品已兑完';
    case 'stock':
      return `库存不足，仅剩 ${String(block.stock)} 件`;
    case 'points':
      return `积分不足，还差 ${formatInteger(block.short)} 积分`;
  }
}

/** The card's button: what it says when the item cannot be exchanged. */
export function blockButton(block: ExchangeBlock): string {
  if (block === null) return '兑换';
  switch (block.reason) {
    case 'grade':
      return `VIP${String(block.minGrade)}专享`;
    case 'soldOut':
      return '已兑完';
    case 'stock':
      return '库存不足';
    case 'points':
      return '积分不足';
  }
}

/** The categories in the order the mall lists them (first appearance), for the tabs. */
export function categoriesOf(items: readonly Pick<MallItem, 'category'>[]): string[] {
  return [...new Set(items.map((i) => i.category))];
}
