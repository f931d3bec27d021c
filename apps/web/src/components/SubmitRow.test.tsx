import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitRow } from './SubmitRow';

afterEach(cleanup);

describe('SubmitRow', () => {
  it('draws only the submit button while nothing has failed', () => {
    render(
      <SubmitRow error={null} errorClassName="auth__error" loading={false}>
        登录
      </SubmitRow>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const button = screen.getByRole('button', { name: '登录' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toBe('site-button site-button--primary site-button--medium site-button--block');
  });

  it('announces the failure above the button, in the style the form asks for', () => {
    render(
      <SubmitRow error="用户名或密码错误" errorClassName="money-alert" loading={false} size="large">
        登录
      </SubmitRow>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('用户名或密码错误');
    expect(alert.className).toBe('money-alert');
    expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('button').className).toContain('site-button--large');
  });

  it('shows the button busy while the form is on its way, and disabled when asked', () => {
    render(
      <SubmitRow error={null} errorClassName="auth__error" loading disabled>
        注册
      </SubmitRow>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toContain('注册');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
