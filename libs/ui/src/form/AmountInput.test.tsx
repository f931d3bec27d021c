import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountInput } from './AmountInput';

function Controlled({ presets, hint }: { presets?: number[]; hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <AmountInput label="存款金额" value={value} onValueChange={setValue} presets={presets} hint={hint} />
      <output>{value}</output>
      <button type="button" onClick={() => setValue('')}>
        清空
      </button>
    </>
  );
}

const note = () => screen.queryByTestId('amount-rewrite')?.textContent ?? null;

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

  it('says so under the field when typing "-5" became 5, and keeps saying it while the member types on', async () => {
    render(<Controlled hint="可用余额 100.00" />);
    const input = screen.getByLabelText('存款金额') as HTMLInputElement;
    await userEvent.type(input, '-5');
    expect(input.value).toBe('5');
    expect(note()).toBe('已去除无效字符 “-”');
    expect(screen.getByTestId('amount-rewrite').getAttribute('role')).toBe('status');
    // The field's description carries the note and the page's own hint.
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join('');
    expect(described).toContain('已去除无效字符');
    expect(described).toContain('可用余额 100.00');
    await userEvent.type(input, '0');
    expect(note()).toBe('已去除无效字符 “-”');
  });

  it('names a pasted "2-1" (21), "1e2" (12) and "1.2.3" (1.23), each rewrite once', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('存款金额') as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.paste('2-1');
    expect(input.value).toBe('21');
    expect(note()).toBe('已去除无效字符 “-”');
    await userEvent.clear(input);
    expect(note()).toBeNull();
    await userEvent.paste('1e2');
    expect(input.value).toBe('12');
    expect(note()).toBe('已去除无效字符 “e”');
    await userEvent.clear(input);
    await userEvent.paste('1.2.3');
    expect(input.value).toBe('1.23');
    expect(note()).toBe('只能有一个小数点，多余的已去除');
  });

  it('says nothing for clean typing, and drops the note when the amount is set from outside', async () => {
    render(<Controlled presets={[100]} />);
    const input = screen.getByLabelText('存款金额') as HTMLInputElement;
    await userEvent.type(input, '12.5');
    expect(note()).toBeNull();
    await userEvent.type(input, 'x');
    expect(note()).toBe('已去除无效字符 “x”');
    await userEvent.click(screen.getByRole('button', { name: '100' }));
    expect(input.value).toBe('100');
    expect(note()).toBeNull();
    await userEvent.type(input, '-');
    expect(note()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(note()).toBeNull();
  });
});
