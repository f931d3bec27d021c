import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'ICBC', label: '中国工商银行' },
  { value: 'CMB', label: '招商银行', disabled: true },
];

describe('Select', () => {
  it('is a labelled native select with a 请选择 placeholder that reports the value', async () => {
    const onValueChange = vi.fn();
    render(<Select label="开户银行" options={options} value="" onValueChange={onValueChange} />);
    const select = screen.getByLabelText('开户银行') as HTMLSelectElement;
    expect(screen.getByRole('option', { name: '请选择' })).toBeTruthy();
    await userEvent.selectOptions(select, '中国工商银行');
    expect(onValueChange).toHaveBeenCalledWith('ICBC');
    expect((screen.getByRole('option', { name: '招商银行' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('shows an error and marks the field invalid', () => {
    render(<Select label="开户银行" options={options} value="" onValueChange={() => undefined} error="请选择开户银行" />);
    expect(screen.getByLabelText('开户银行').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('请选择开户银行');
  });
});
