import { act, render, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton } from './CountdownButton';

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('CountdownButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends, then counts 60 s down once a second before it can resend', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<CountdownButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement;
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('60s后重新获取');
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('59s后重新获取');
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    for (let second = 0; second < 59; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('重新获取');
    expect(button.disabled).toBe(false);
  });

  it('does not count down when sending fails', async () => {
    render(<CountdownButton onSend={() => Promise.reject(new Error('x'))} seconds={10} />);
    const button = screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement;
    fireEvent.click(button);
    await flush();
    expect(button.textContent).toBe('获取验证码');
    expect(button.disabled).toBe(false);
  });

  it('shows it is sending while the request runs', async () => {
    let finish: () => void = () => undefined;
    render(<CountdownButton onSend={() => new Promise<void>((done) => (finish = done))} seconds={5} />);
    fireEvent.click(screen.getByRole('button'));
    await flush();
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button').textContent).toContain('发送中…');
    finish();
    await flush();
    expect(screen.getByRole('button').textContent).toBe('5s后重新获取');
  });
});
