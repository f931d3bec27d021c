import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaInput } from './CaptchaInput';

describe('CaptchaInput', () => {
  it('shows the image with a Chinese alt and refreshes on press', async () => {
    const onRefresh = vi.fn();
    render(<CaptchaInput label="验证码" value="" onValueChange={() => undefined} imageSrc="data:image/png;base64,AA==" onRefresh={onRefresh} />);
    expect(screen.getByRole('img', { name: '图形验证码，点击刷新' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刷新验证码' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    // A captcha may be 4–6 characters (validateCaptcha); the field must not cut a longer one off.
    expect(screen.getByLabelText('验证码').getAttribute('maxlength')).toBe('6');
  });

  it('shows a spinner and cannot refresh while the image loads', async () => {
    const onRefresh = vi.fn();
    render(<CaptchaInput label="验证码" value="" onValueChange={() => undefined} loadingImage onRefresh={onRefresh} />);
    expect(screen.getByRole('status')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刷新验证码' }));
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
