import type { ApiClient } from '@site/api-client';

/** What the web terminal report says about this browser: nothing that identifies the member. */
export interface WebTerminalReport {
  terminal: 'web';
  screen: string;
  viewport: string;
  language: string;
  timezone: string;
  /** Opened as an installed app (home-screen shortcut) rather than in a browser tab. */
  standalone: boolean;
  path: string;
}

export function webTerminalReport(env: Pick<Window, 'screen' | 'innerWidth' | 'innerHeight' | 'navigator' | 'location' | 'matchMedia'> = window): WebTerminalReport {
  let timezone = '';
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // An old engine without time zone data: the platform learns the rest.
  }
  return {
    terminal: 'web',
    screen: `${env.screen.width}x${env.screen.height}`,
    viewport: `${env.innerWidth}x${env.innerHeight}`,
    language: env.navigator.language,
    timezone,
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
