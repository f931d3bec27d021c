import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MoneySubmit } from '../../components/use-money-submit';
import { MoneySubmitButton } from './MoneySubmitButton';

afterEach(cleanup);

function stateOf(patch: Partial<MoneySubmit>): MoneySubmit {
  return {
    submitting: false,
    error: null,
    offline: false,
    canRetry: false,
    submit: () => Promise.resolve({ ok: false, outcome: 'busy' }),
    clearError: () => undefined,
    ...patch,
  };
}

describe('MoneySubmitButton', () => {
  it('is the form submit with its label, and shows no alert without a failure', () => {
    render(<MoneySubmitButton state={stateOf({})} label="立即取款" onRetry={() => undefined} />);
    const button = screen.getByRole('button', { name: '立即取款' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says 提交中… and cannot be pressed while a submit is in flight', () => {
    render(<MoneySubmitButton state={stateOf({ submitting: true })} label="立即取款" onRetry={() => undefined} />);
    expect(screen.queryByText('立即取款')).toBeNull();
    expect((screen.getByText('提交中…').closest('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('cannot be pressed when the form is blocked', () => {
    render(<MoneySubmitButton state={stateOf({})} label="确认转换" onRetry={() => undefined} blocked />);
    expect((screen.getByRole('button', { name: '确认转换' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offline, cannot be pressed and says why; a retry waits too', () => {
    render(<MoneySubmitButton state={stateOf({ offline: true, error: '网络已断开，请检查网络后重试', canRetry: true })} label="立即取款" onRetry={() => undefined} />);
    expect((screen.getByRole('button', { name: '立即取款' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('网络已断开');
    expect((screen.getByRole('button', { name: '重试' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the failure, and a retry only when the outcome is unknown', () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <MoneySubmitButton state={stateOf({ error: '余额不足' })} label="立即存款" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('余额不足');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    rerender(<MoneySubmitButton state={stateOf({ error: '网络异常', canRetry: true })} label="立即存款" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
