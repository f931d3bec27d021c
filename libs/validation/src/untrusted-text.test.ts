import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, chineseChar, emoji } from './test-arbitraries';
import { cleanText, cleanTextDeep, hasHiddenControls } from './untrusted-text';

const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\u2061', '\u2062', '\u2063', '\u2064', '\uFEFF', '\u180E'];
const hidden = fc.constantFrom(...BIDI, ...ZERO_WIDTH);
/** Left after cleaning: nothing from the lists except a joiner inside an emoji sequence. */
const leftover = /[\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

describe('cleanText', () => {
  it('removes the right-to-left override that makes a name end in ".png"', () => {
    expect(cleanText('官方客服\u202Egnp.exe')).toBe('官方客服gnp.exe');
  });

  it('removes every bidi control and zero-width character of the issue', () => {
    for (const char of [...BIDI, ...ZERO_WIDTH]) expect(cleanText(`62${char}22`), JSON.stringify(char)).toBe('6222');
    expect(cleanText('\u2067账号\u2069 6222\u202E0202\u202C')).toBe('账号 62220202');
    expect(cleanText('\uFEFF开头')).toBe('开头');
  });

  it('keeps the joiner that makes an emoji family, a profession or a rainbow flag one picture', () => {
    for (const text of ['👨‍👩‍👧', '👩🏽‍💻', '🏳️‍🌈', '❤️‍🔥']) expect(cleanText(`你好${text}`)).toBe(`你好${text}`);
    // …but not a joiner next to ordinary text.
    expect(cleanText('客\u200D服')).toBe('客服');
    expect(cleanText('😀\u200D客服')).toBe('😀客服');
    expect(cleanText('\u200D😀')).toBe('😀');
  });

  it('leaves ordinary text alone (the same string back)', () => {
    for (const text of ['', '官方客服', 'VIP5 会员 💰 1,234.50', 'مرحبا', 'שלום 123', 'e\u0301']) expect(cleanText(text)).toBe(text);
  });

  it('never throws, is idempotent, and leaves no hidden control behind', () => {
    const mixed = fc.string({ unit: fc.oneof(hidden, chineseChar, emoji, fc.constantFrom('a', '1', ' ', '.')), maxLength: 40 });
    fc.assert(
      fc.property(fc.oneof(anyText, mixed), (text) => {
        const once = cleanText(text);
        expect(cleanText(once)).toBe(once);
        expect(leftover.test(once)).toBe(false);
        expect(hasHiddenControls(once)).toBe(false);
      }),
    );
  });

  it('removes only hidden characters: what is left is the input with them taken out', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(chineseChar, fc.constantFrom('a', '1', '-')), { maxLength: 20 }), fc.array(hidden, { maxLength: 20 }), (visible, extra) => {
        const interleaved = visible.flatMap((char, i) => (extra[i] === undefined ? [char] : [char, extra[i]])).join('');
        expect(cleanText(interleaved)).toBe(visible.join(''));
      }),
    );
  });

  it('treats a non-string as empty text', () => {
    expect(cleanText(undefined as unknown as string)).toBe('');
    expect(hasHiddenControls(42 as unknown as string)).toBe(false);
  });
});

describe('hasHiddenControls', () => {
  it('spots what a platform refuses in a new message', () => {
    expect(hasHiddenControls('官方客服\u202Egnp.exe')).toBe(true);
    expect(hasHiddenControls('你\u200B好')).toBe(true);
    expect(hasHiddenControls('全家福 👨‍👩‍👧')).toBe(false);
    expect(hasHiddenControls('普通消息')).toBe(false);
  });
});

describe('cleanTextDeep', () => {
  it('cleans every string of a reply, nested in lists and objects, keys too', () => {
    const reply = { list: [{ title: '公告\u202E', nick: ['a\u200Bb'], n: 1, ok: true, none: null }], ['k\u200B']: 'v' };
    expect(cleanTextDeep(reply)).toEqual({ list: [{ title: '公告', nick: ['ab'], n: 1, ok: true, none: null }], k: 'v' });
    expect(reply.list[0]?.title).toBe('公告\u202E');
  });

  it('returns the very same value when nothing needed cleaning', () => {
    const reply = { list: [{ title: '公告', amount: 1.5 }], total: 1 };
    expect(cleanTextDeep(reply)).toBe(reply);
    const list = ['a', 'b'];
    expect(cleanTextDeep(list)).toBe(list);
    expect(cleanTextDeep(null)).toBeNull();
    expect(cleanTextDeep(7)).toBe(7);
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const cleaned = cleanTextDeep(value);
        expect(JSON.stringify(cleaned).length).toBeLessThanOrEqual(JSON.stringify(value).length);
      }),
    );
  });
});
