import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../shell/theme';
import { ThemeSetting } from './ThemeSetting';

describe('我的 → 显示主题 (#40)', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('offers 跟随系统 / 浅色 / 深色, 跟随系统 chosen on a new device', () => {
    render(<ThemeSetting />);
    const group = screen.getByRole('radiogroup', { name: '显示主题' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['跟随系统', '浅色', '深色']);
    expect((screen.getByRole('radio', { name: '跟随系统' }) as HTMLInputElement).checked).toBe(true);
  });

  it('applies 深色 at once and remembers it; the page opened again shows it chosen', () => {
    const first = render(<ThemeSetting />);
    fireEvent.click(screen.getByRole('radio', { name: '深色' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    first.unmount();
    render(<ThemeSetting />);
    expect((screen.getByRole('radio', { name: '深色' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '跟随系统' }));
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
