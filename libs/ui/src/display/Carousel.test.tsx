import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const slides = [
  { id: 1, image: 'a.png', alt: '首存送 100%', href: '/activity/discount' },
  { id: 2, image: 'b.png', alt: '每日签到', href: '/activity/calendar' },
  { id: 3, image: 'c.png', alt: '邀请好友', href: '/activity/friendInvitation' },
];

function currentSlide() {
  return screen.getAllByRole('group').find((group) => !group.hasAttribute('aria-hidden'));
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 4 s and wraps around', () => {
    render(<Carousel slides={slides} />);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('第 1 张，共 3 张');
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('第 2 张，共 3 张');
    act(() => vi.advanceTimersByTime(4000));
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('第 1 张，共 3 张');
  });

  it('stops rotating when paused (WCAG 2.2.2) and while focus is inside', () => {
    render(<Carousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: '暂停滚动' }));
    expect(screen.getByRole('button', { name: '继续滚动' })).toBeTruthy();
    for (let i = 0; i < 3; i += 1) act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('第 1 张，共 3 张');
    fireEvent.click(screen.getByRole('button', { name: '继续滚动' }));
    fireEvent.focus(screen.getByRole('button', { name: '下一张' }));
    for (let i = 0; i < 3; i += 1) act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('第 1 张，共 3 张');
  });

  it('moves with previous, next and the slide pickers; only the current slide is reachable', () => {
    render(<Carousel slides={slides} interval={0} />);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('第 3 张，共 3 张');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('第 1 张，共 3 张');
    fireEvent.click(screen.getByRole('button', { name: '第 2 张，共 3 张' }));
    expect(currentSlide()?.querySelector('img')?.getAttribute('alt')).toBe('每日签到');
    expect(screen.getByRole('button', { name: '第 2 张，共 3 张' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getAllByRole('group', { hidden: true }).filter((group) => group.hasAttribute('inert'))).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '暂停滚动' })).toBeNull();
  });

  it('follows a swipe', () => {
    render(<Carousel slides={slides} interval={0} />);
    const viewport = currentSlide()?.closest('.site-carousel__viewport');
    if (!viewport) throw new Error('no viewport');
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(currentSlide()?.getAttribute('aria-label')).toBe('第 2 张，共 3 张');
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 190 });
    expect(currentSlide()?.getAttribute('aria-label')).toBe('第 2 张，共 3 张');
  });

  it('hands slide clicks to the page when asked', () => {
    const onSlideClick = vi.fn();
    render(<Carousel slides={slides} interval={0} onSlideClick={onSlideClick} />);
    fireEvent.click(screen.getByRole('img', { name: '首存送 100%' }));
    expect(onSlideClick).toHaveBeenCalledWith(slides[0], 0);
  });
});
