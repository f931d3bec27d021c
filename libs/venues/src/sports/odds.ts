import { ODDS_TYPE } from '@site/api-contract';
import { price } from './read';

/**
 * A price in the given odds type as European (decimal) odds, or null when it cannot be one.
 * Hong Kong odds are the net win; Malay and Indonesian ones are signed (negative = stake to win 1).
 */
export function toEuropean(value: number | null, oddsType: number): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  switch (oddsType) {
    case ODDS_TYPE.Europe:
      return price(value);
    case ODDS_TYPE.Hongkong:
      return value > 0 ? price(value + 1) : null;
    case ODDS_TYPE.Malay:
    case ODDS_TYPE.Indonesia:
      // Positive: the net win per 1 staked; negative: the stake that wins 1.
      if (value === 0) return null;
      return price(value > 0 ? 1 + value : 1 - 1 / value);
    default:
      return null;
  }
}
