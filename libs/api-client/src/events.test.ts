import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClientEvent } from './events';
import { createEventHub } from './events';
import { globalClock } from '@site/ports';
import { clientWithEvents, fail } from './test-fakes';

function clientAnswering(code: number, message: () => string) {
  return clientWithEvents(() => fail(code, message()));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('global handling events (SPEC §8, debounced 350 ms)', () => {
  it.each([10102, 6031, 6033, 6032, 6001, 10105, 10004, 10104])(
    'code %i raises one session-code event with the server message, 350 ms later',
    async (code) => {
      const { client, events } = clientAnswering(code, () => '服务器提示');
      await expect(client.namingList()).rejects.toMatchObject({ code });
      await vi.advanceTimersByTimeAsync(349);
      expect(events).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(events).toEqual([{ type: 'session-code', code, message: '服务器提示' }]);
    },
  );

  it('a burst of the same code gives one event, with the last message', async () => {
    let n = 0;
    const { client, events } = clientAnswering(6001, () => `第${(n += 1)}次`);
    for (let i = 0; i < 3; i += 1) {
      await client.namingList().catch(() => undefined);
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(150);
    expect(events).toEqual([{ type: 'session-code', code: 6001, message: '第3次' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toHaveLength(1);
  });

  it('codes are debounced each on its own', () => {
    const hub = createEventHub(globalClock);
    const events: ApiClientEvent[] = [];
    hub.on((event) => events.push(event));
    hub.report(10004, 'a');
    hub.report(6032, 'b');
    hub.report(10004, 'c');
    vi.advanceTimersByTime(350);
    expect(events).toEqual([
      { type: 'session-code', code: 6032, message: 'b' },
      { type: 'session-code', code: 10004, message: 'c' },
    ]);
  });

  it('other codes raise no event', async () => {
    for (const code of [10001, 10003, 10009, 10108, 6013, 6014, 10409, 6002]) {
      const { client, events } = clientAnswering(code, () => '失败');
      await client.namingList().catch(() => undefined);
      await vi.advanceTimersByTimeAsync(1000);
      expect(events).toEqual([]);
    }
  });

  it('an unsubscribed listener hears nothing more', () => {
    const hub = createEventHub(globalClock);
    const heard = vi.fn();
    const off = hub.on(heard);
    hub.report(6001, 'x');
    off();
    vi.advanceTimersByTime(350);
    expect(heard).not.toHaveBeenCalled();
  });

  it('a failing listener does not keep the others from hearing', () => {
    const hub = createEventHub(globalClock);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = vi.fn();
    hub.on(() => {
      throw new Error('boom');
    });
    hub.on(heard);
    hub.report(10102, '设备已被禁用');
    vi.advanceTimersByTime(350);
    expect(heard).toHaveBeenCalledWith({ type: 'session-code', code: 10102, message: '设备已被禁用' });
    expect(errors).toHaveBeenCalledOnce();
  });

  it('dispose drops pending events', async () => {
    const { client, events } = clientAnswering(6001, () => 'x');
    await client.namingList().catch(() => undefined);
    client.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([]);
  });
});
