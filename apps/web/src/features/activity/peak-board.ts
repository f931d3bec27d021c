import type { ApiReply } from '@site/api-contract';

type Board = ApiReply<'peakBetBoard'>;
export type PeakPrize = Board['prizes'][number];

export function prizeBandText(p: PeakPrize): string {
  return p.rankFrom === p.rankTo ? `第 ${p.rankFrom} 名` : `第 ${p.rankFrom}–${p.rankTo} 名`;
}

/** Where the member stands and what would take them into the prizes. */
export type Standing =
  | { kind: 'prized'; rank: number; prize: number }
  | { kind: 'ranked'; rank: number; lastPrized: number; gap: number }
  | { kind: 'unranked'; lastPrized: number; gap: number | null };

/**
 * The member's line under the board. `gap` is how much more valid betting by their friends
 * would pass the last prized place (ties go to the earlier member, so one fen more than equal);
 * null while fewer members than prizes are on the board: any bet by a friend then wins a place.
 */
export function standing(board: Pick<Board, 'board' | 'prizes'>, mine: NonNullable<Board['mine']>): Standing {
  const lastPrized = Math.max(0, ...board.prizes.map((p) => p.rankTo));
  if (mine.rank !== null && mine.prize > 0) return { kind: 'prized', rank: mine.rank, prize: mine.prize };
  const threshold = board.board[lastPrized - 1]?.validBet;
  const gap = threshold === undefined ? null : Math.round((threshold - mine.validBet) * 100 + 1) / 100;
  if (mine.rank !== null) return { kind: 'ranked', rank: mine.rank, lastPrized, gap: gap ?? 0 };
  return { kind: 'unranked', lastPrized, gap };
}
