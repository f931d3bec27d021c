import { describe, expect, it, vi } from 'vitest';
import { FONTS_PER_TASK, PROBED_FONTS, collectBrowserAttributes, timeZoneName, type BrowserEnvironment } from './browser-attributes';

/** A canvas whose text width depends on the font, as if only "Microsoft YaHei" were installed. */
function fakeDocument(): Pick<Document, 'createElement'> {
  const context = {
    font: '',
    textBaseline: '',
    fillStyle: '',
    drawn: 0,
    fillRect() {
      this.drawn += 1;
    },
    fillText() {
      this.drawn += 1;
    },
    measureText(text: string) {
      const installed = this.font.includes('"Microsoft YaHei"');
      return { width: text.length * (installed ? 11 : 10) };
    },
    canvas: { toDataURL: () => 'data:image/png;base64,AAAA' },
  };
  const canvas = { width: 0, height: 0, getContext: () => context };
  return { createElement: (() => canvas) as unknown as Document['createElement'] };
}

const ENV: BrowserEnvironment = {
  navigator: {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
    language: 'zh-CN',
    languages: ['zh-CN', 'en'],
    platform: 'Win32',
    hardwareConcurrency: 8,
    cookieEnabled: true,
    maxTouchPoints: 0,
  },
  screen: { width: 1920, height: 1080, availWidth: 1920, availHeight: 1040, colorDepth: 24 },
  devicePixelRatio: 1,
  document: fakeDocument(),
};

describe('collectBrowserAttributes', () => {
  it('never draws and probes in one task: the drawing, its encoding, then a few fonts per task, each alone', async () => {
    // Each entry is one task's work, as the fake canvas sees it.
    const tasks: string[][] = [[]];
    const doc = fakeDocument();
    const context = (doc.createElement('canvas') as unknown as { getContext: () => Record<string, unknown> }).getContext();
    const measure = context['measureText'] as (text: string) => { width: number };
    const draw = context['fillText'] as () => void;
    context['measureText'] = function (this: unknown, text: string) {
      tasks.at(-1)?.push(`measure ${String(context['font'])}`);
      return measure.call(this, text);
    };
    context['fillText'] = function (this: unknown) {
      tasks.at(-1)?.push('draw');
      draw.call(this);
    };
    const canvas = context['canvas'] as { toDataURL: () => string };
    const encode = canvas.toDataURL;
    canvas.toDataURL = () => {
      tasks.at(-1)?.push('encode');
      return encode();
    };
    const attributes = await collectBrowserAttributes({ ...ENV, document: doc, nextTask: async () => void tasks.push([]) });

    expect(attributes['fonts']).toBe('Microsoft YaHei');
    expect(tasks[0]).toEqual([]); // the start-up task the collection was called from
    for (const work of tasks) expect(work.some((w) => w === 'draw') && work.some((w) => w.startsWith('measure'))).toBe(false);
    // The drawing and its encoding are apart too.
    for (const work of tasks) expect(work.includes('draw') && work.includes('encode')).toBe(false);
    expect(tasks.some((work) => work.includes('encode'))).toBe(true);
    const probesPerTask = tasks.map((work) => work.filter((w) => w.includes('"')).length).filter((n) => n > 0);
    expect(Math.max(...probesPerTask)).toBeLessThanOrEqual(FONTS_PER_TASK * 3);
    expect(probesPerTask.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(PROBED_FONTS.length);
    expect(probesPerTask.length).toBe(Math.ceil(PROBED_FONTS.length / FONTS_PER_TASK));
  });

  it('reads screen, timezone, touch, canvas, fonts and more', async () => {
    const attributes = await collectBrowserAttributes(ENV);
    expect(attributes).toMatchObject({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
      language: 'zh-CN',
      languages: 'zh-CN,en',
      screen: '1920x1080',
      availableScreen: '1920x1040',
      colorDepth: '24',
      touch: '0,false',
      canvas: 'data:image/png;base64,AAAA',
      fonts: 'Microsoft YaHei',
    });
    expect(attributes['timezone']).toBe(timeZoneName(new Date(2026, 0, 1)));
    expect(attributes['timezone']).not.toBe('');
    expect(PROBED_FONTS).toContain('Microsoft YaHei');
  });

  it('names the time zone from a date’s text, without Intl (its first use is a long task on a slow phone)', async () => {
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    const date = { toString: () => 'Thu Jan 01 2026 00:00:00 GMT+0800 (China Standard Time)' } as Date;
    expect(timeZoneName(date)).toBe('China Standard Time');
    expect(timeZoneName({ toString: () => 'Thu Jan 01 2026 00:00:00 GMT+0800 (中国标准时间)' } as Date)).toBe('中国标准时间');
    expect(timeZoneName({ toString: () => 'Invalid Date' } as Date)).toBe('');
    await collectBrowserAttributes(ENV);
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });

  it('reports touch support', async () => {
    const attributes = await collectBrowserAttributes({ ...ENV, navigator: { maxTouchPoints: 5 }, ontouchstart: null });
    expect(attributes['touch']).toBe('5,true');
  });

  it('gives "" for what it cannot read instead of failing', async () => {
    const attributes = await collectBrowserAttributes({
      navigator: {},
      document: {
        createElement: (() => {
          throw new Error('no canvas');
        }) as unknown as Document['createElement'],
      },
    });
    expect(attributes['canvas']).toBe('');
    expect(attributes['fonts']).toBe('');
    expect(attributes['screen']).toBe('');
    expect(attributes['userAgent']).toBe('');
    const bare = await collectBrowserAttributes({});
    expect(bare['canvas']).toBe('');
  });
});
