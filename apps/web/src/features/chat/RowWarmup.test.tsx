import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowWarmup } from './RowWarmup';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RowWarmup: sample rows that ready the fonts while the room connects', () => {
  it('draws nothing until the page is idle, then one row of each kind, hidden from assistive technology', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(<RowWarmup />);
    expect(screen.queryByTestId('chat-warmup')).toBeNull();

    act(() => idle.forEach((callback) => callback()));
    const warmup = screen.getByTestId('chat-warmup');
    expect(warmup.getAttribute('aria-hidden')).toBe('true');
    expect(warmup.hasAttribute('inert')).toBe(true);
    // A member text row (name, VIP badge, time, shield button, bubble), a join notice, a gift.
    expect(warmup.querySelector('.chat-msg__bubble')?.textContent).toContain('🎉');
    expect(warmup.querySelector('.chat-msg__shield')).not.toBeNull();
    expect(warmup.querySelector('.chat-notice--join')).not.toBeNull();
    expect(warmup.querySelector('.chat-notice--gift')).not.toBeNull();
    // Nothing of it can be reached by a screen reader.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without requestIdleCallback (Safari) it draws after 50 ms, and nothing once unmounted', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const first = render(<RowWarmup />);
    act(() => vi.advanceTimersByTime(49));
    expect(screen.queryByTestId('chat-warmup')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('chat-warmup')).not.toBeNull();
    first.unmount();

    render(<RowWarmup />).unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
