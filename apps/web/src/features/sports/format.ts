import type { MatchPhase, SportsMatch } from '@site/venues';
import { shanghaiDateTime } from '../../components/shanghai-date';

/**
 * Kick-off in Asia/Shanghai: "20:00" today, "11-24 03:45" on a later day. Fixed-offset arithmetic
 * (components/shanghai-date) rather than an Intl formatter for the zone, which loads the zone data
 * when it is made: a 55 ms task at 4× CPU as 热门赛事's code arrived on the home page (#24).
 */
export function kickOffText(match: Pick<SportsMatch, 'startTime' | 'phase'>): string {
  const text = shanghaiDateTime(match.startTime); // 2026-11-24 03:45
  return match.phase === 'early' ? text.slice(5) : text.slice(11);
}

/** The status column: "67'" in play (nothing more when the venue sends no minute: the 滚球 badge says it), else the kick-off. */
export function statusText(match: Pick<SportsMatch, 'startTime' | 'phase' | 'minute'>): string {
  if (match.phase !== 'live') return kickOffText(match);
  return match.minute !== null ? `${String(match.minute)}'` : '';
}

/** European odds with two decimals. */
export function oddsText(value: number): string {
  return value.toFixed(2);
}

/**
 * A handicap line as members read it: "-0.5", "+1", and quarter lines split ("-0.5/1" for -0.75,
 * "+0/0.5" for 0.25); `side` 'away' shows the other side's sign.
 */
export function handicapText(line: number, side: 'home' | 'away'): string {
  const value = side === 'home' ? line : -line;
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const quarters = Math.round(abs * 4);
  if (quarters % 2 === 1) return `${sign}${String((quarters - 1) / 4)}/${String((quarters + 1) / 4)}`;
  return `${sign}${String(abs)}`;
}

/** A total line: 2.5, and quarter lines split (2.75 → "2.5/3"). */
export function totalText(line: number): string {
  const quarters = Math.round(line * 4);
  return quarters % 2 === 1 ? `${String((quarters - 1) / 4)}/${String((quarters + 1) / 4)}` : String(line);
}

export const PHASE_LABELS: Record<MatchPhase, string> = { live: '滚球', today: '今日', early: '早盘' };
