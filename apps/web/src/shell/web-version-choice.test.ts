import { describe, expect, it } from 'vitest';
import { chooseWebVersion, prefersWebVersion, WEB_VERSION_CHOICE_MS } from './web-version-choice';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('the choice to stay on the web version', () => {
  it('is absent until the member makes it', () => {
    expect(prefersWebVersion(memory(), 1_000)).toBe(false);
  });

  it('holds for 30 days, then the redirect applies again', () => {
    const s = memory();
    chooseWebVersion(s, 1_000);
    expect(prefersWebVersion(s, 1_000 + WEB_VERSION_CHOICE_MS - 1)).toBe(true);
    expect(prefersWebVersion(s, 1_000 + WEB_VERSION_CHOICE_MS)).toBe(false);
  });

  it('ignores garbage and a storage that throws', () => {
    const s = memory();
    s.setItem('preferWebVersionAt', 'abc');
    expect(prefersWebVersion(s, 5)).toBe(false);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(prefersWebVersion(broken, 5)).toBe(false);
    expect(() => chooseWebVersion(broken, 5)).not.toThrow();
  });
});
