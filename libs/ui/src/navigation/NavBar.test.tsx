import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from './NavBar';

describe('NavBar', () => {
  it('shows the title as the page heading and goes back on the 返回 button', async () => {
    const onBack = vi.fn();
    render(<NavBar title="存款" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: '存款' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('has no back button without onBack, and shows right-side actions', () => {
    render(<NavBar title="我的" right={<a href="/help/ck">帮助</a>} />);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    expect(screen.getByRole('link', { name: '帮助' })).toBeTruthy();
  });
});
