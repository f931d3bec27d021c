import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TabBar } from './TabBar';
import { DEFAULT_TAB_BAR_ITEMS } from './tab-bar-items';

describe('TabBar', () => {
  it('lists home, games, activities, chat and mine, marking the current page', () => {
    render(<TabBar activeKey="games" />);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const links = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(links).toEqual(['首页', '游戏', '活动', '聊天', '我的']);
    expect(screen.getByRole('link', { name: '游戏' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });

  it('hands plain clicks to the app and leaves modified clicks to the browser', () => {
    const onNavigate = vi.fn();
    render(<TabBar activeKey="home" onNavigate={onNavigate} />);
    const mine = screen.getByRole('link', { name: '我的' });
    fireEvent.click(mine);
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'mine', href: '/mine' }), expect.anything());
    fireEvent.click(mine, { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows unread counts capped at 99+', () => {
    const items = DEFAULT_TAB_BAR_ITEMS.map((item) => (item.key === 'chat' ? { ...item, badge: 120 } : item));
    render(<TabBar activeKey="home" items={items} />);
    expect(screen.getByRole('link', { name: /聊天/ }).textContent).toContain('99+条未读');
  });
});
