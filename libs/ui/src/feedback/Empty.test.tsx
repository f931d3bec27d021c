import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Empty } from './Empty';

describe('Empty', () => {
  it('says 暂无数据 by default and shows an action when given', () => {
    const { rerender } = render(<Empty />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    rerender(<Empty description="您还没有绑定银行卡" action={<button type="button">立即绑定</button>} />);
    expect(screen.getByText('您还没有绑定银行卡')).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即绑定' })).toBeTruthy();
  });
});
