import { BusinessError, ConnectionError } from '@site/api-client';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../app/services';
import { servicesAtom } from '../../state/services';
import DividendList from './DividendList';

const LIST = [
  { id: 1, title: '11 月股东分红', amount: 288, expiresAt: Date.UTC(2026, 10, 30, 10, 0) },
  { id: 2, title: '周末红包', amount: 18.8, expiresAt: Date.UTC(2026, 10, 25, 16, 30) },
];

function setup(dividendReceive: (input: { id: number }, options: { idempotencyKey: string }) => Promise<unknown>) {
  const receive = vi.fn(dividendReceive);
  const memberInfo = { reset: vi.fn(), get: vi.fn(async () => ({ username: 'demo888', grade: 3, balance: 1288.8 })) };
  const services = { client: { dividendReceive: receive }, session: { memberInfo } } as unknown as Services;
  const store = createStore();
  store.set(servicesAtom, services);
  const onReceived = vi.fn();
  render(
    <Provider store={store}>
      <DividendList list={LIST} onReceived={onReceived} />
    </Provider>,
  );
  return { receive, memberInfo, onReceived };
}

const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement;
const button = (title: string, name: string) =>
  Array.from(row(title).querySelectorAll('button')).find((b) => b.textContent?.includes(name)) as HTMLButtonElement;

afterEach(cleanup);

describe('DividendList (issue #25 item 6)', () => {
  it('领取 calls dividend/front/receive with the id and an idempotency key, once per press, then asks for the balance again', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const { receive, memberInfo, onReceived } = setup(() => new Promise((resolve) => (finish = resolve)));
    expect(screen.getByText('有效期至 2026/11/30 18:00')).toBeTruthy();
    fireEvent.click(button('11 月股东分红', '领取'));
    fireEvent.click(button('11 月股东分红', '领取'));
    expect(receive).toHaveBeenCalledTimes(1);
    const [input, options] = receive.mock.calls[0] ?? [];
    expect(input).toEqual({ id: 1 });
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    finish({ id: 1, amount: 288, balance: 1576.8 });
    await waitFor(() => expect(row('11 月股东分红').textContent).toContain('已领取'));
    expect(onReceived).toHaveBeenCalledTimes(1);
    expect(memberInfo.reset).toHaveBeenCalled();
    await waitFor(() => expect(memberInfo.get).toHaveBeenCalled());
    // The other dividend is still there to receive.
    expect(button('周末红包', '领取')).toBeTruthy();
  });

  it('a refusal reads in Chinese beside the dividend and the next press gets a new key', async () => {
    const { receive } = setup(() => Promise.reject(new BusinessError(10001, '该分红已过期')));
    fireEvent.click(button('周末红包', '领取'));
    expect((await screen.findByRole('alert')).textContent).toBe('该分红已过期');
    fireEvent.click(button('周末红包', '领取'));
    await waitFor(() => expect(receive).toHaveBeenCalledTimes(2));
    expect(receive.mock.calls[1]?.[1].idempotencyKey).not.toBe(receive.mock.calls[0]?.[1].idempotencyKey);
  });

  it('an unknown outcome (connection lost) offers 重试 with the same key, never retrying by itself', async () => {
    const replies = [
      Promise.reject(new ConnectionError({ kind: 'closed', status: 0, detail: 'Failed to fetch' })),
      Promise.resolve({ id: 2, amount: 18.8, balance: 1307.6 }),
    ];
    replies[0]?.catch(() => undefined);
    const { receive } = setup(() => replies.shift() as Promise<unknown>);
    fireEvent.click(button('周末红包', '领取'));
    expect((await screen.findByRole('alert')).textContent).toBe('网络异常,请您稍后重试');
    expect(receive).toHaveBeenCalledTimes(1);
    fireEvent.click(button('周末红包', '重试'));
    await waitFor(() => expect(row('周末红包').textContent).toContain('已领取'));
    expect(receive.mock.calls[1]?.[1].idempotencyKey).toBe(receive.mock.calls[0]?.[1].idempotencyKey);
  });
});
