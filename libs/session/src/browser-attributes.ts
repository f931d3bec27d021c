/**
 * The browser default of the fingerprint's attribute collector (SPEC §4: screen, timezone,
 * touch, canvas, fonts and others). Nothing runs at import time; every attribute that cannot be
 * read is "" rather than a failure, so a locked-down browser still gets a stable fingerprint.
 */

/**
 * The time zone as the browser names it in a date's text ("China Standard Time", "中国标准时间"):
 * the same for a device from visit to visit, as a fingerprint attribute must be. Not Intl's zone
 * id: the first `Intl.DateTimeFormat` loads the browser's zone and locale data, a 40–80 ms task
 * on a 4× slowed phone; a date's text costs about a millisecond.
 */
export function timeZoneName(date: Date): string {
  return /\(([^()]+)\)$/.exec(date.toString())?.[1] ?? '';
}

/** Fonts probed by width; common Chinese and Western system fonts. */
export const PROBED_FONTS = [
  'Arial',
  'Courier New',
  'Georgia',
  'Helvetica',
  'Microsoft YaHei',
  'PingFang SC',
  'Hiragino Sans GB',
  'SimSun',
  'SimHei',
  'KaiTi',
  'FangSong',
  'Noto Sans CJK SC',
  'Source Han Sans SC',
  'Segoe UI',
  'Tahoma',
  'Times New Roman',
  'Verdana',
] as const;

const BASE_FONTS = ['monospace', 'sans-serif', 'serif'] as const;
const PROBE_TEXT = 'mmmmmmmmmmlli中文字体测试';

/** The globals the collector reads; a parameter so tests can hand in their own. */
export interface BrowserEnvironment {
  navigator?: Partial<Navigator>;
  screen?: Partial<Screen>;
  devicePixelRatio?: number;
  document?: Pick<Document, 'createElement'>;
  ontouchstart?: unknown;
  /**
   * Ends the current task (default: a zero timeout). The canvas drawing and the font probes are
   * the costly part (a first text draw loads the fallback and emoji fonts; each probe lays text
   * out): each runs in a task of its own, FONTS_PER_TASK fonts at a time, so the collection never
   * holds the main thread for one long task — it runs after first paint, while the member may
   * already be tapping.
   */
  nextTask?: () => Promise<void>;
}

/**
 * How many fonts one task probes (three widths each): 6 made a task of up to 66 ms on a 4× slowed
 * phone (a font's first use loads it), 3 about half that — still 16–22 ms on the bench machine,
 * 64–88 ms at Lighthouse's 4× (#36). One font a task keeps each probe short.
 */
export const FONTS_PER_TASK = 1;

const zeroTimeout = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function attempt(read: () => unknown): string {
  try {
    const value = read();
    return value === undefined || value === null ? '' : String(value);
  } catch {
    return '';
  }
}

function canvasContext(env: BrowserEnvironment): CanvasRenderingContext2D | null {
  const canvas = env.document?.createElement('canvas');
  if (!canvas) return null;
  canvas.width = 240;
  canvas.height = 60;
  return canvas.getContext('2d');
}

/** The drawing, then (a task later) its encoding: together they were up to 80 ms on a 4× slowed phone. */
async function canvasImage(env: BrowserEnvironment, nextTask: () => Promise<void>): Promise<string> {
  const context = canvasContext(env);
  if (!context) return '';
  context.textBaseline = 'top';
  context.font = '14px Arial';
  context.fillStyle = '#f60';
  context.fillRect(100, 1, 62, 20);
  context.fillStyle = '#069';
  context.fillText('会员中心 fingerprint 😃', 2, 15);
  context.fillStyle = 'rgba(102, 204, 0, 0.7)';
  context.fillText('会员中心 fingerprint 😃', 4, 17);
  await nextTask();
  return context.canvas.toDataURL();
}

async function installedFonts(env: BrowserEnvironment, nextTask: () => Promise<void>): Promise<string> {
  const context = canvasContext(env);
  if (!context) return '';
  const width = (font: string) => {
    context.font = `72px ${font}`;
    return context.measureText(PROBE_TEXT).width;
  };
  await nextTask();
  const base = BASE_FONTS.map(width);
  const installed: string[] = [];
  for (let i = 0; i < PROBED_FONTS.length; i += FONTS_PER_TASK) {
    if (i > 0) await nextTask();
    for (const font of PROBED_FONTS.slice(i, i + FONTS_PER_TASK)) {
      if (BASE_FONTS.some((fallback, j) => width(`"${font}", ${fallback}`) !== base[j])) installed.push(font);
    }
  }
  return installed.join(',');
}

/** Like `attempt`, for a reading that takes several tasks. */
async function attemptAsync(read: () => Promise<string>): Promise<string> {
  try {
    return await read();
  } catch {
    return '';
  }
}

export async function collectBrowserAttributes(
  env: BrowserEnvironment = globalThis as unknown as BrowserEnvironment,
): Promise<Record<string, string>> {
  const nav = env.navigator;
  const screen = env.screen;
  const nextTask = env.nextTask ?? zeroTimeout;
  await nextTask();
  const canvas = await attemptAsync(() => canvasImage(env, nextTask));
  const fonts = await attemptAsync(() => installedFonts(env, nextTask));
  return {
    userAgent: attempt(() => nav?.userAgent),
    language: attempt(() => nav?.language),
    languages: attempt(() => nav?.languages?.join(',')),
    platform: attempt(() => nav?.platform),
    hardwareConcurrency: attempt(() => nav?.hardwareConcurrency),
    deviceMemory: attempt(() => (nav as { deviceMemory?: number } | undefined)?.deviceMemory),
    cookieEnabled: attempt(() => nav?.cookieEnabled),
    screen: attempt(() => (screen ? `${screen.width}x${screen.height}` : undefined)),
    availableScreen: attempt(() => (screen ? `${screen.availWidth}x${screen.availHeight}` : undefined)),
    colorDepth: attempt(() => screen?.colorDepth),
    pixelRatio: attempt(() => env.devicePixelRatio),
    timezone: attempt(() => timeZoneName(new Date(2026, 0, 1))),
    timezoneOffset: attempt(() => new Date(2026, 0, 1).getTimezoneOffset()),
    touch: attempt(() => `${nav?.maxTouchPoints ?? 0},${'ontouchstart' in env}`),
    canvas,
    fonts,
  };
}
