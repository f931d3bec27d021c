import { describe, expect, it } from 'vitest';
import { memberView } from './member-view';

describe('memberView', () => {
  it('reads the name, VIP grade and balance', () => {
    expect(memberView({ username: 'demo888', userId: 1, grade: 3, balance: 8888.5 })).toEqual({ username: 'demo888', grade: 3, balance: 8888.5 });
  });

  it('treats a missing or odd balance and grade as absent', () => {
    expect(memberView({ username: 'a', userId: 1, balance: '12' })).toEqual({ username: 'a', grade: 0, balance: null });
    expect(memberView({ username: 'a', userId: 1, grade: Number.NaN, balance: Number.POSITIVE_INFINITY })).toEqual({ username: 'a', grade: 0, balance: null });
  });

  it('gives nothing for a guest', () => {
    expect(memberView(null)).toBeNull();
  });
});
