import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed', async () => {
    render(<PasswordInput label="密码" value="abc12345" onValueChange={() => undefined} />);
    const input = screen.getByLabelText('密码');
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });
});
