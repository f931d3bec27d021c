import type { ChatMessage } from '@site/api-contract';
import type { ChatListItem } from '@site/chat-socket';
import { describe, expect, it } from 'vitest';
import { createRowEstimator, estimateRowHeight } from './row-estimate';

const text = (content: string, id = 1): ChatListItem => {
  const message: ChatMessage = {
    id, roomId: 1, userId: 2, nickName: '会员', grade: 1, kind: 'text', content, bet: null, gift: null, createdAt: 0,
  };
  return { key: `m:${id}`, kind: 'text', message };
};

describe('estimateRowHeight', () => {
  it('grows with the lines a text wraps into and with explicit line breaks', () => {
    const one = estimateRowHeight(text('跟单跟单！'), 366);
    const long = estimateRowHeight(text('长消息'.repeat(40)), 366);
    expect(long).toBeGreaterThan(one * 2);
    expect(estimateRowHeight(text('一\n二\n三'), 366)).toBeGreaterThan(one + 40);
  });

  it('a wider list wraps a long text into fewer lines', () => {
    const item = text('长消息'.repeat(40));
    expect(estimateRowHeight(item, 750)).toBeLessThan(estimateRowHeight(item, 366));
  });

  it('join and score notices are one short line', () => {
    const join: ChatListItem = { key: 'j:1', kind: 'join', join: { roomId: 1, userId: 2, nickName: '会员', grade: 1 }, at: 0 };
    expect(estimateRowHeight(join, 366)).toBeLessThan(estimateRowHeight(text('你好'), 366));
  });
});

describe('bet cards', () => {
  const bet = (gameName: string): ChatListItem => {
    const message: ChatMessage = {
      id: 9, roomId: 1, userId: 2, nickName: '会员', grade: 1, kind: 'bet', content: '分享注单', gift: null, createdAt: 0,
      bet: { orderNo: 'B1', venueCode: 'OBTY', venueName: 'OB体育', gameName, betContent: '主胜', betAmount: 100, winLoss: 85 },
    };
    return { key: 'm:9', kind: 'bet', message };
  };

  it('a card with a one-line match keeps the height it had, and a long match name grows it by its lines', () => {
    const short = estimateRowHeight(bet('英超 曼城 vs 利物浦'), 366);
    expect(short).toBe(8 + 26 + 112);
    expect(estimateRowHeight(bet('曼彻斯特城足球俱乐部'.repeat(6)), 366)).toBeGreaterThan(short + 60);
  });
});

describe('createRowEstimator', () => {
  it('gives the same estimate as estimateRowHeight, computed once per row and width', () => {
    const estimate = createRowEstimator();
    const item = text('长消息'.repeat(40));
    expect(estimate(item, 366)).toBe(estimateRowHeight(item, 366));
    expect(estimate(item, 750)).toBe(estimateRowHeight(item, 750));
    // The row object is immutable, so a cached value is reused; changing the object's text would not show.
    (item as { message: ChatMessage }).message = { ...(item as { message: ChatMessage }).message, content: '短' };
    expect(estimate(item, 750)).toBe(estimateRowHeight(text('长消息'.repeat(40)), 750));
    expect(estimate(item, 366)).toBe(estimateRowHeight(item, 366));
  });
});
