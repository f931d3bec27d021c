import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestCard } from './GuestCard';

afterEach(cleanup);

describe('GuestCard', () => {
  it('says why to log in and sends the guest to the login on the primary button', () => {
    const onLogin = vi.fn();
    render(<GuestCard text="登录后每日签到领彩金" login="登录后签到" onLogin={onLogin} />);
    expect(screen.getByText('登录后每日签到领彩金').className).toBe('activity-guest');
    const button = screen.getByRole('button', { name: '登录后签到' });
    expect(button.className).toContain('site-button--primary');
    expect(button.className).toContain('site-button--block');
    fireEvent.click(button);
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('draws what the guest may already do in place of the button', () => {
    render(
      <GuestCard text="登录后即可翻牌">
        <p>牌面</p>
      </GuestCard>,
    );
    expect(screen.getByText('登录后即可翻牌').nextElementSibling?.textContent).toBe('牌面');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
