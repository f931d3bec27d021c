import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGradeInRange, isRestrictedContentVisible, normaliseTitle } from './visibility';
import { anyText } from './test-arbitraries';

const base = { grade: 1, vipMin: 3, vipMax: 8, title: '英超', excludedLeague: '英超' };

describe('normaliseTitle (SPEC §5)', () => {
  it.each([
    ['英超', '英超'],
    ['**英超-第12轮', '英超'],
    ['英*超*', '英超'],
    ['英超 - 直播', '英超'],
    ['西甲-第1轮-下半场', '西甲'],
    ['-英超', ''],
    ['***', ''],
    ['', ''],
  ])('%j → %j', (title, expected) => {
    expect(normaliseTitle(title)).toBe(expected);
  });

  it('never keeps a "*" or a "-"', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        expect(normaliseTitle(title)).not.toMatch(/[*-]/);
      }),
    );
  });
});

describe('isRestrictedContentVisible (SPEC §5, SPEC-NOTES 14)', () => {
  it('shows everything to a grade inside the range, bounds included', () => {
    expect(isRestrictedContentVisible({ ...base, grade: 3 })).toBe(true);
    expect(isRestrictedContentVisible({ ...base, grade: 5 })).toBe(true);
    expect(isRestrictedContentVisible({ ...base, grade: 8 })).toBe(true);
  });

  it('hides the excluded league from a grade outside the range', () => {
    expect(isRestrictedContentVisible({ ...base, grade: 2 })).toBe(false);
    expect(isRestrictedContentVisible({ ...base, grade: 9 })).toBe(false);
    expect(isRestrictedContentVisible({ ...base, grade: 0, title: '*英超*-第3轮' })).toBe(false);
  });

  it('shows any other title to a grade outside the range', () => {
    expect(isRestrictedContentVisible({ ...base, grade: 0, title: '西甲-第3轮' })).toBe(true);
    expect(isRestrictedContentVisible({ ...base, grade: 0, title: '英超联赛' })).toBe(true);
  });

  it('excludes nothing when no league is configured', () => {
    expect(isRestrictedContentVisible({ ...base, grade: 0, title: '', excludedLeague: '' })).toBe(true);
  });

  it('is never in range for broken numbers or an inverted range', () => {
    expect(isGradeInRange(Number.NaN, 0, 10)).toBe(false);
    expect(isGradeInRange(5, 8, 3)).toBe(false);
    expect(isRestrictedContentVisible({ ...base, grade: Number.NaN })).toBe(false);
    expect(isRestrictedContentVisible(null as unknown as typeof base)).toBe(false);
  });

  it('follows the literal OR for any input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 12 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.oneof(anyText, fc.constantFrom('英超', '*英超-1', '西甲')),
        fc.constantFrom('英超', '西甲', ''),
        (grade, vipMin, vipMax, title, excludedLeague) => {
          const visible = isRestrictedContentVisible({ grade, vipMin, vipMax, title, excludedLeague });
          const inRange = grade >= vipMin && grade <= vipMax;
          const excluded = excludedLeague !== '' && normaliseTitle(title) === excludedLeague;
          expect(visible).toBe(inRange || !excluded);
        },
      ),
    );
  });
});
