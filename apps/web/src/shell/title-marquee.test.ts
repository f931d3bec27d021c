import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TitlePorts } from './title-marquee';
import { createTitleMarquee, TITLE_MARQUEE_STEP_MS } from './title-marquee';

function fakePorts() {
  let visible = true;
  const listeners = new Set<() => void>();
  const titles: string[] = [];
  const ports: TitlePorts = {
    setTitle: (t) => titles.push(t),
    isVisible: () => visible,
    onVisibilityChange: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  };
  const setVisible = (v: boolean) => {
    visible = v;
    for (const l of listeners) l();
  };
  return { ports, titles, setVisible, current: () => titles.at(-1) };
}

const long = '星耀娱乐会员中心欢迎您体育电竞真人彩票棋牌电子捕鱼一站畅玩尽在掌握';
const short = long.slice(0, 26);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('tab title marquee', () => {
  it('shows a title under 27 characters as it is and never moves it', () => {
    expect(Array.from(short)).toHaveLength(26);
    expect(Array.from(long).length).toBeGreaterThan(27);
    const f = fakePorts();
    createTitleMarquee(f.ports).show(short);
    vi.advanceTimersByTime(10 * TITLE_MARQUEE_STEP_MS);
    expect(f.titles).toEqual([short]);
  });

  it('rotates a title of 27 or more characters by one character every 350 ms', () => {
    const title27 = long.slice(0, 27);
    const f = fakePorts();
    createTitleMarquee(f.ports).show(title27);
    expect(f.current()).toBe(title27);
    vi.advanceTimersByTime(349);
    expect(f.titles).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(f.current()).toBe(title27.slice(1) + title27[0]);
    vi.advanceTimersByTime(350);
    expect(f.current()).toBe(title27.slice(2) + title27.slice(0, 2));
  });

  it('stops while the tab is hidden and resumes where it was', () => {
    const f = fakePorts();
    createTitleMarquee(f.ports).show(long);
    vi.advanceTimersByTime(700);
    expect(f.current()).toBe(long.slice(2) + long.slice(0, 2));
    f.setVisible(false);
    vi.advanceTimersByTime(3500);
    expect(f.titles).toHaveLength(3);
    f.setVisible(true);
    vi.advanceTimersByTime(350);
    expect(f.current()).toBe(long.slice(3) + long.slice(0, 3));
  });

  it('does not start when the tab is hidden from the beginning, and leaves no timer after dispose', () => {
    const f = fakePorts();
    f.setVisible(false);
    const m = createTitleMarquee(f.ports);
    m.show(long);
    vi.advanceTimersByTime(3500);
    expect(f.titles).toEqual([long]);
    f.setVisible(true);
    m.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
