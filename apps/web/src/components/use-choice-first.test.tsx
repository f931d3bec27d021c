import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChoiceFirst } from './use-choice-first';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const chooses = new Set<unknown>();
function Phases({ value, commit }: { value: string; commit: (next: string) => void }) {
  const [shown, choose] = useChoiceFirst(value, (v) => v, commit);
  chooses.add(choose);
  return (
    <div role="radiogroup" aria-label="时段">
      {['滚球', '今日', '早盘'].map((phase) => (
        <button key={phase} type="button" role="radio" aria-checked={shown === phase} onClick={() => choose(phase)}>
          {phase}
        </button>
      ))}
    </div>
  );
}

const checked = () => screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true').map((r) => r.textContent);

describe('useChoiceFirst', () => {
  it('shows the tapped choice at once and carries it out only after the next frame has painted', () => {
    const commit = vi.fn();
    render(<Phases value="今日" commit={commit} />);
    fireEvent.click(screen.getByRole('radio', { name: '滚球' }));
    expect(checked()).toEqual(['滚球']);
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersToNextFrame());
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith('滚球');
  });

  it('follows the value once it changes — the choice landed, or the back button chose another', () => {
    const commit = vi.fn();
    const { rerender } = render(<Phases value="今日" commit={commit} />);
    fireEvent.click(screen.getByRole('radio', { name: '滚球' }));
    act(() => vi.runAllTimers());
    rerender(<Phases value="滚球" commit={commit} />);
    expect(checked()).toEqual(['滚球']);
    rerender(<Phases value="早盘" commit={commit} />);
    expect(checked()).toEqual(['早盘']);
  });

  it('forgets a choice once it has landed: the value coming back later shows the value, not the old choice', () => {
    const commit = vi.fn();
    const { rerender } = render(<Phases value="今日" commit={commit} />);
    fireEvent.click(screen.getByRole('radio', { name: '滚球' }));
    act(() => vi.runAllTimers());
    rerender(<Phases value="滚球" commit={commit} />);
    rerender(<Phases value="今日" commit={commit} />);
    expect(checked()).toEqual(['今日']);
  });

  it('gives one choose function for the component’s life, which carries out the latest commit', () => {
    chooses.clear();
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<Phases value="今日" commit={first} />);
    rerender(<Phases value="今日" commit={latest} />);
    fireEvent.click(screen.getByRole('radio', { name: '早盘' }));
    act(() => vi.runAllTimers());
    expect(chooses.size).toBe(1);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledExactlyOnceWith('早盘');
  });
});
