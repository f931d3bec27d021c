import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders a section heading at the chosen level with its description and extra', () => {
    render(<PageHeader title="我的钱包" description="中心钱包与各场馆余额" extra={<a href="/x">记录</a>} level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: '我的钱包' })).toBeTruthy();
    expect(screen.getByText('中心钱包与各场馆余额')).toBeTruthy();
    expect(screen.getByRole('link', { name: '记录' })).toBeTruthy();
  });
});
