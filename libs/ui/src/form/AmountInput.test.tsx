import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountInput } from './AmountInput';

function Controlled({ presets }: { presets?: number[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <AmountInput label="存款金额" value={value} onValueChange={setValue} presets={presets} />
      <output>{value}</output>
    </>
  );
}

describe('AmountInput', () => {
  it('keeps only digits, one point and 2 decimals as the member types', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('存款金额') as HTMLInputElement;
    await userEvent.type(input, '00a12.3.456');
    expect(input.value).toBe('12.34');
  });

  it('turns "." into an empty value and pasted text into an amount', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('存款金额') as HTMLInputElement;
    await userEvent.type(input, '.');
    expect(input.value).toBe('');
    await userEvent.click(input);
    await userEvent.paste('¥1,000.999');
    expect(input.value).toBe('1000.99');
  });

  it('asks for a decimal keypad', () => {
    render(<Controlled />);
    expect(screen.getByLabelText('存款金额').getAttribute('inputmode')).toBe('decimal');
  });

  it('fills a preset amount and marks it pressed', async () => {
    render(<Controlled presets={[100, 5000]} />);
    await userEvent.click(screen.getByRole('button', { name: '5,000' }));
    expect((screen.getByLabelText('存款金额') as HTMLInputElement).value).toBe('5000');
    expect(screen.getByRole('button', { name: '5,000' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '100' }).getAttribute('aria-pressed')).toBe('false');
  });
});
