import { describe, expect, it } from 'vitest';
import { BALANCE_HIDDEN_KEY, readBalanceHidden, writeBalanceHidden } from './balance-visibility';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('the hidden-balance choice', () => {
  it('is remembered on the device', () => {
    const storage = memory();
    expect(readBalanceHidden(storage)).toBe(false);
    writeBalanceHidden(storage, true);
    expect(storage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');
    expect(readBalanceHidden(storage)).toBe(true);
    writeBalanceHidden(storage, false);
    expect(readBalanceHidden(storage)).toBe(false);
  });

  it('shows the balance when storage fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readBalanceHidden(broken)).toBe(false);
    expect(() => writeBalanceHidden(broken, true)).not.toThrow();
    expect(readBalanceHidden(undefined)).toBe(false);
  });
});
