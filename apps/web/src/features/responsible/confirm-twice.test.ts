import { createDialogManager } from '@site/dialogs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmTwice, SECOND_CONFIRM_SECONDS } from './confirm-twice';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const top = (m: ReturnType<typeof createDialogManager>) => {
  const list = m.getDialogs().filter((d) => !d.leaving);
  const d = list[list.length - 1];
  if (!d) throw new Error('no dialog');
  return d;
};

describe('confirmTwice', () => {
  it('needs both confirmations, the second only after its countdown', async () => {
    const m = createDialogManager();
    const result = confirmTwice(m, '第一次', '第二次');
    expect(top(m).content).toBe('第一次');
    m.press(top(m).id, 1);
    await vi.advanceTimersByTimeAsync(0);
    const second = top(m);
    expect(second.content).toBe('第二次');
    expect(second.buttons[1]?.enabled).toBe(false);
    m.press(second.id, 1); // ignored while counting down
    await vi.advanceTimersByTimeAsync(SECOND_CONFIRM_SECONDS * 1000);
    expect(top(m).buttons[1]?.enabled).toBe(true);
    m.press(top(m).id, 1);
    await expect(result).resolves.toBe(true);
  });

  it('stops at 取消 of either dialog', async () => {
    const m = createDialogManager();
    const first = confirmTwice(m, 'a', 'b');
    m.press(top(m).id, 0);
    await expect(first).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    const second = confirmTwice(m, 'a', 'b');
    m.press(top(m).id, 1);
    await vi.advanceTimersByTimeAsync(0);
    m.press(top(m).id, 0);
    await expect(second).resolves.toBe(false);
  });
});
