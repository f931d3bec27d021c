import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Result } from './Result';

describe('Result', () => {
  it('shows the outcome title, description and actions', () => {
    render(
      <Result
        status="error"
        title="提款失败"
        description="银行卡信息有误"
        actions={<button type="button">重新提交</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: '提款失败' })).toBeTruthy();
    expect(screen.getByText('银行卡信息有误')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新提交' })).toBeTruthy();
    expect(screen.getByRole('heading').closest('section')?.className).toContain('site-result--error');
  });
});
