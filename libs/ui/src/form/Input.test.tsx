import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './Input';
import type { InputProps } from './Input';

function Controlled(props: Partial<InputProps>) {
  const [value, setValue] = useState('');
  return <Input label="用户名" {...props} value={value} onValueChange={(next) => { setValue(next); props.onValueChange?.(next); }} />;
}

describe('Input', () => {
  it('is labelled and reports each change as a string', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText('用户名'), 'abc');
    expect(onValueChange).toHaveBeenLastCalledWith('abc');
  });

  it('marks an error as invalid and describes the field with it', () => {
    render(<Input label="用户名" value="ab" onValueChange={() => undefined} error="用户名长度为6-16位" hint="注册后不可修改" />);
    const input = screen.getByLabelText('用户名');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['用户名长度为6-16位', '注册后不可修改']);
    expect(screen.getByRole('alert').textContent).toBe('用户名长度为6-16位');
  });

  it('clears through the clear button', async () => {
    render(<Controlled clearable />);
    const input = screen.getByLabelText('用户名') as HTMLInputElement;
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
    await userEvent.type(input, 'player');
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(input.value).toBe('');
  });
});
