import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('shows title, extra, body and footer', () => {
    render(
      <Card title="中心钱包" extra={<a href="/mine/balance">明细</a>} footer="最后更新">
        余额
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '中心钱包' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '明细' })).toBeTruthy();
    expect(screen.getByText('余额')).toBeTruthy();
    expect(screen.getByText('最后更新')).toBeTruthy();
  });

  it('has no header without title or extra', () => {
    const { container } = render(<Card>内容</Card>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('.site-card__header')).toBeNull();
  });
});
