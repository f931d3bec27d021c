import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Cell } from './Cell';

describe('Cell', () => {
  it('is a link when given href, a button when given onClick, plain text otherwise', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Cell title="银行卡管理" value="2 张" href="/mine/addBankCard" />);
    expect(screen.getByRole('link', { name: /银行卡管理/ }).getAttribute('href')).toBe('/mine/addBankCard');
    rerender(<Cell title="清除缓存" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: '清除缓存' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<Cell title="真实姓名" value="张**" label="实名认证" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('张**')).toBeTruthy();
    expect(screen.getByText('实名认证')).toBeTruthy();
  });
});
