import type { ApiClient } from '@site/api-client';

/** What the web terminal report says about this browser: nothing that identifies the member. */
export interface WebTerminalReport {
  terminal: 'web';
  screen: string;
  viewport: string;
  language: string;
  /** The UTC offset, `UTC+08:00`. */
  timezone: string;
  /** Opened as an installed app (home-screen shortcut) rather than in a browser tab. */
  standalone: boolean;
  path: string;
}

/**
 * The device's UTC offset as `UTC±HH:MM` (`UTC+08:00` in China), from Date. Not the IANA name from
 * Intl: the first `Intl.DateTimeFormat` loads the browser's zone and locale data, a 60–85 ms task
 * on a 4× slowed phone, for a report whose answer changes nothing the member sees.
 */
export function utcOffset(date: Pick<Date, 'getTimezoneOffset'> = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function webTerminalReport(env: Pick<Window, 'screen' | 'innerWidth' | 'innerHeight' | 'navigator' | 'location' | 'matchMedia'> = window): WebTerminalReport {
  return {
    terminal: 'web',
    screen: `${env.screen.width}x${env.screen.height}`,
    viewport: `${env.innerWidth}x${env.innerHeight}`,
    language: env.navigator.language,
    timezone: utcOffset(),
    standalone: typeof env.matchMedia === 'function' && env.matchMedia('(display-mode: standalone)').matches,
    path: env.location.pathname,
  };
}

/**
 * SPEC §7 `/site/api/v1/launcher/webTerminal` (arbitrary body): the site tells the platform a web
 * terminal started. Reading (#25 item 7): once per start-up (document load), after first paint,
 * best effort — its answer changes nothing the member sees, so a failure is dropped.
 */
export async function reportWebTerminal(client: Pick<ApiClient, 'request'>, report: WebTerminalReport = webTerminalReport()): Promise<void> {
  try {
    await client.request('webTerminal', { ...report });
  } catch {
    // Nothing to show or retry: the next start-up reports again.
  }
}
