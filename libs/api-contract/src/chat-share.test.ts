import { describe, expect, it } from 'vitest';
import { CHAT_MSG_ID, CHAT_SERVER_DATA_SCHEMAS, chatShareBetRequestSchema } from './chat';

const bet = { orderNo: 'OB1', venueCode: 'OBTY', venueName: 'OB体育', gameName: '英超 曼城 vs 利物浦', betContent: '主胜', betAmount: 100, winLoss: -100 };

describe('ShareBetRecord 10010', () => {
  it('a share carries the record: venue, match, pick, stake and result (null while open)', () => {
    expect(chatShareBetRequestSchema.safeParse({ roomId: 1, bet }).success).toBe(true);
    expect(chatShareBetRequestSchema.safeParse({ roomId: 1, bet: { ...bet, winLoss: null, odds: 1.85 } }).success).toBe(true);
    const { winLoss: _result, ...withoutResult } = bet;
    const { venueName: _name, ...withoutName } = bet;
    for (const wrong of [
      withoutResult,
      withoutName,
      { ...bet, orderNo: '' },
      { ...bet, gameName: 'x'.repeat(201) },
      { ...bet, betAmount: -1 },
      { ...bet, betAmount: 1.005 },
      { ...bet, winLoss: Number.POSITIVE_INFINITY },
      { ...bet, odds: 0 },
    ]) {
      expect(chatShareBetRequestSchema.safeParse({ roomId: 1, bet: wrong }).success).toBe(false);
    }
  });

  it('a pushed card without the newer fields is still read', () => {
    const pushed = {
      id: 1, roomId: 1, userId: 2, nickName: '会员', grade: 1, kind: 'bet', content: '分享注单', gift: null, createdAt: 0,
      bet: { orderNo: 'B1', venueCode: 'OBTY', gameName: '英超', betContent: '主胜', betAmount: 100, odds: 1.95 },
    };
    expect(CHAT_SERVER_DATA_SCHEMAS[CHAT_MSG_ID.ShareBetRecord].safeParse(pushed).success).toBe(true);
  });
});
