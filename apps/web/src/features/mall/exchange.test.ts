import { describe, expect, it } from 'vitest';
import { blockButton, blockText, categoriesOf, exchangeBlock, maxQuantity } from './exchange';

const item = { points: 1000, stock: 20, minGrade: 0 };

describe('what the mall lets a member exchange', () => {
  it('lets a member with the level, the stock and the points exchange', () => {
    expect(exchangeBlock(item, 12_680, 5)).toBeNull();
    expect(exchangeBlock(item, 12_680, 5, 12)).toBeNull();
    expect(blockButton(null)).toBe('兑换');
  });

  it('names the reason, the level first, then stock, then points', () => {
    const block = exchangeBlock({ points: 66_000, stock: 0, minGrade: 8 }, 0, 5);
    expect(block).toEqual({ reason: 'grade', minGrade: 8 });
    expect(blockText({ reason: 'grade', minGrade: 8 })).toBe('该商品仅限VIP8及以上会员兑换');
    expect(exchangeBlock({ ...item, stock: 0 }, 0, 5)).toEqual({ reason: 'soldOut' });
    expect(blockText({ reason: 'soldOut' })).toBe('该商品已兑完');
    expect(exchangeBlock({ ...item, stock: 2 }, 99_999, 5, 3)).toEqual({ reason: 'stock', stock: 2 });
    expect(exchangeBlock({ points: 28_000, stock: 20, minGrade: 0 }, 12_680, 5)).toEqual({ reason: 'points', short: 15_320 });
    expect(blockText({ reason: 'points', short: 15_320 })).toBe('积分不足，还差 15,320 积分');
    expect(blockButton({ reason: 'grade', minGrade: 8 })).toBe('VIP8专享');
  });

  it('offers quantities within the stock, the points and the limit of 10', () => {
    expect(maxQuantity(item, 12_680)).toBe(10);
    expect(maxQuantity(item, 3_500)).toBe(3);
    expect(maxQuantity({ points: 300, stock: 4 }, 12_680)).toBe(4);
    expect(maxQuantity({ points: 28_000, stock: 20 }, 100)).toBe(1);
  });

  it('lists categories in the order the items first name them', () => {
    expect(categoriesOf([{ category: '彩金' }, { category: '实物' }, { category: '彩金' }, { category: '权益' }])).toEqual(['彩金', '实物', '权益']);
  });
});
