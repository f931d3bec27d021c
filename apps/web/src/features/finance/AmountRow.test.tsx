import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountRow } from './AmountRow';

afterEach(cleanup);

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [amount, setAmount] = useState('');
  return (
    <AmountRow
      label="取款金额"
      value={amount}
      onValueChange={(value) => {
        setAmount(value);
        onChange(value);
      }}
      placeholder="请输入金额"
      error={null}
      hint="可用 1,234.50"
      allText="全部取出"
      allValue="1234.5"
    />
  );
}

describe('AmountRow', () => {
  it('hands on what is typed and what the all button fills in, through the one change', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByLabelText('取款金额') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '100' } });
    expect(onChange).toHaveBeenLastCalledWith('100');
    fireEvent.click(screen.getByRole('button', { name: '全部取出' }));
    expect(onChange).toHaveBeenLastCalledWith('1234.5');
    expect(field.value).toBe('1234.5');
    expect(screen.getByText('可用 1,234.50')).toBeTruthy();
  });

  it('is not a submit button: the all button does not send the form', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Harness onChange={() => undefined} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '全部取出' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
