import { describe, expect, it, vi } from 'vitest';
import { reportWebTerminal, utcOffset, webTerminalReport } from './web-terminal';

const env = {
  screen: { width: 390, height: 844 },
  innerWidth: 390,
  innerHeight: 760,
  navigator: { language: 'zh-CN' },
  location: { pathname: '/mine' },
  matchMedia: () => ({ matches: false }),
} as unknown as Window;

describe('web terminal report (issue #25 item 7)', () => {
  it('describes the browser, never the member', () => {
    expect(webTerminalReport(env)).toEqual({
      terminal: 'web',
      screen: '390x844',
      viewport: '390x760',
      language: 'zh-CN',
      timezone: expect.stringMatching(/^UTC[+-]\d{2}:\d{2}$/),
      standalone: false,
      path: '/mine',
    });
  });

  it('gives the time zone as the UTC offset, without Intl (its first use is a long task on a slow phone)', () => {
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(utcOffset({ getTimezoneOffset: () => -480 })).toBe('UTC+08:00');
    expect(utcOffset({ getTimezoneOffset: () => 0 })).toBe('UTC+00:00');
    expect(utcOffset({ getTimezoneOffset: () => 210 })).toBe('UTC-03:30');
    expect(utcOffset({ getTimezoneOffset: () => -345 })).toBe('UTC+05:45');
    webTerminalReport(env);
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it('sends /site/api/v1/launcher/webTerminal once per call and swallows a failure', async () => {
    const request = vi.fn(async () => ({ received: true }));
    await reportWebTerminal({ request } as never, webTerminalReport(env));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('webTerminal', expect.objectContaining({ terminal: 'web', path: '/mine' }));
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    await expect(reportWebTerminal({ request: failing } as never, webTerminalReport(env))).resolves.toBeUndefined();
  });
});
