import { describe, expect, it } from 'vitest';
import { prizeBandText, standing } from './peak-board';

const prizes = [
  { rankFrom: 1, rankTo: 1, reward: 8888 },
  { rankFrom: 2, rankTo: 2, reward: 5888 },
  { rankFrom: 3, rankTo: 3, reward: 3888 },
  { rankFrom: 4, rankTo: 10, reward: 588 },
];
const row = (rank: number, validBet: number) => ({ rank, username: `pl****${rank}`, friends: 2, validBet, prize: rank <= 10 ? 588 : 0 });
const full = Array.from({ length: 12 }, (_, i) => row(i + 1, 100_000 - i * 5_000));

describe('peak bet standing', () => {
  it('names rank bands', () => {
    expect(prizes.map(prizeBandText)).toEqual(['第 1 名', '第 2 名', '第 3 名', '第 4–10 名']);
  });

  it('shows a prized place with its prize', () => {
    expect(standing({ board: full, prizes }, { rank: 2, friends: 3, validBet: 95_000, prize: 5888 })).toEqual({ kind: 'prized', rank: 2, prize: 5888 });
  });

  it('says how much more passes the last prized place, one fen above it', () => {
    // 10th place has 55,000.
    expect(standing({ board: full, prizes }, { rank: 12, friends: 1, validBet: 45_000, prize: 0 })).toEqual({ kind: 'ranked', rank: 12, lastPrized: 10, gap: 10_000.01 });
    expect(standing({ board: full, prizes }, { rank: null, friends: 0, validBet: 0, prize: 0 })).toEqual({ kind: 'unranked', lastPrized: 10, gap: 55_000.01 });
  });

  it('has no gap while places are free', () => {
    expect(standing({ board: full.slice(0, 4), prizes }, { rank: null, friends: 0, validBet: 0, prize: 0 })).toEqual({ kind: 'unranked', lastPrized: 10, gap: null });
  });
});
