import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoticeBar } from './NoticeBar';

const notices = [
  { id: 1, text: '平台将于今晚维护' },
  { id: 2, text: '客服不会主动提供卡号' },
];

describe('NoticeBar', () => {
  it('lists every notice in a labelled region', () => {
    render(<NoticeBar notices={notices} />);
    const region = screen.getByRole('region', { name: '公告' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['平台将于今晚维护', '客服不会主动提供卡号']);
    expect(region.querySelector('.site-notice__track')).not.toBeNull();
  });

  it('can be paused and resumed (WCAG 2.2.2)', async () => {
    render(<NoticeBar notices={notices} />);
    const toggle = screen.getByRole('button', { name: '暂停滚动' });
    const region = screen.getByRole('region', { name: '公告' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(region.classList.contains('is-paused')).toBe(false);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(region.classList.contains('is-paused')).toBe(true);
    await userEvent.click(toggle);
    expect(region.classList.contains('is-paused')).toBe(false);
  });

  it('scrolls for longer when there is more text', () => {
    const { rerender } = render(<NoticeBar notices={[{ id: 1, text: '短' }]} />);
    const duration = () => screen.getByRole('region').style.getPropertyValue('--site-notice-duration');
    expect(duration()).toBe('6s');
    rerender(<NoticeBar notices={[{ id: 1, text: '长'.repeat(116) }]} />);
    expect(duration()).toBe('20s');
  });

  it('opens a notice when selectable, and renders nothing without notices', async () => {
    const onSelect = vi.fn();
    const { rerender, container } = render(<NoticeBar notices={notices} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: '客服不会主动提供卡号' }));
    expect(onSelect).toHaveBeenCalledWith(notices[1]);
    rerender(<NoticeBar notices={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
