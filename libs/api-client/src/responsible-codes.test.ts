import { RESPONSIBLE_CODES } from '@site/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessError, errorText } from './errors';
import { clientWithEvents, fail } from './test-fakes';

/**
 * Issue #22: the responsible-play refusals reach the caller as BusinessErrors carrying the
 * platform's Chinese message (which names the limit or the end time), and are not session codes:
 * a refused deposit or launch must not log the member out.
 */
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('responsible-play codes', () => {
  it.each(Object.values(RESPONSIBLE_CODES).map((c) => [c.code, c.meaning] as const))('%i rejects with the server text and no session event', async (code) => {
    const message = `已超出您设置的24小时存款限额 100.00 元（${code}）`;
    const { client, events } = clientWithEvents(() => fail(code, message));
    const error: unknown = await client.namingList().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ code, message });
    expect(errorText(error)).toBe(message);
    await vi.advanceTimersByTimeAsync(350);
    expect(events).toEqual([]);
  });
});
