import type { MatchPhase, SportsMatch } from '@site/venues';

const timeOfDay = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayAndTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Kick-off in Asia/Shanghai: "20:00" today, "11-24 03:45" on a later day. */
export function kickOffText(match: Pick<SportsMatch, 'startTime' | 'phase'>): string {
  if (match.phase === 'early') {
    const parts = Object.fromEntries(dayAndTime.formatToParts(match.startTime).map((p) => [p.type, p.value]));
    return `${parts['month'] ?? ''}-${parts['day'] ?? ''} ${parts['hour'] ?? ''}:${parts['minute'] ?? ''}`;
  }
  return timeOfDay.format(match.startTime);
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
