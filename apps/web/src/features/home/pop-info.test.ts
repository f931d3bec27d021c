import { describe, expect, it } from 'vitest';
import { takePopTurn } from './pop-info';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('takePopTurn', () => {
  it('shows each pop-up once per session', () => {
    const storage = memory();
    expect(takePopTurn(storage, 1)).toBe(true);
    expect(takePopTurn(storage, 1)).toBe(false);
    expect(takePopTurn(storage, 2)).toBe(true);
    expect(takePopTurn(storage, 2)).toBe(false);
  });

  it('shows it when storage is missing or throws', () => {
    expect(takePopTurn(null, 1)).toBe(true);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(takePopTurn(throwing, 1)).toBe(true);
  });
});
