import { readAmountInput } from '@site/validation';
import { BAD_AMOUNT_INPUTS } from '@site/validation/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountInput } from './AmountInput';

afterEach(cleanup);

function Controlled({ presets, hint, error, initial = '' }: { presets?: number[]; hint?: string; error?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AmountInput label="存款金额" value={value} onValueChange={setValue} presets={presets} hint={hint} error={error} />
      <output data-testid="form-value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        清空
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('存款金额') as HTMLInputElement;
const formValue = () => screen.getByTestId('form-value').textContent;
const refusal = () => screen.queryByTestId('amount-refused')?.textContent ?? null;
const reasonFor = (input: string) => {
  const reading = readAmountInput(input);
  if (reading.ok) throw new Error(`${input} should be refused`);
  return reading.reason;
};

describe('AmountInput', () => {
  it('takes an amount as typed, with SPEC §5 numbers: leading zeros go, a point and 2 decimals stay', async () => {
    render(<Controlled />);
    await userEvent.type(field(), '007');
    expect(field().value).toBe('7');
    await userEvent.clear(field());
    await userEvent.type(field(), '00');
    expect(field().value).toBe('0');
    await userEvent.clear(field());
    await userEvent.type(field(), '12.');
    expect(field().value).toBe('12.');
    await userEvent.type(field(), '50');
    expect(field().value).toBe('12.50');
    expect(formValue()).toBe('12.50');
    expect(refusal()).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a third decimal with the reason instead of cutting it (1.234 is not 1.23)', async () => {
    render(<Controlled />);
    await userEvent.type(field(), '1.234');
    expect(field().value).toBe('1.234');
    expect(refusal()).toBe('请输入正确的金额，最多保留2位小数');
  });

  it.each(BAD_AMOUNT_INPUTS.map(({ input, oldRepair }) => [input, oldRepair]))(
    'typing %j keeps it in the field, refused with the reason beside it (it used to become %s)',
    async (input) => {
      render(<Controlled hint="可用余额 100.00" />);
      await userEvent.type(field(), input);
      expect(field().value).toBe(input);
      expect(formValue()).toBe(input);
      expect(refusal()).toBe(reasonFor(input));
      expect(field().getAttribute('aria-invalid')).toBe('true');
      // The reason is in the field's description with the page's own hint, and is announced.
      const described = (field().getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join('');
      expect(described).toContain(reasonFor(input));
      expect(described).toContain('可用余额 100.00');
      expect(screen.getByRole('alert').textContent).toBe(reasonFor(input));
    },
  );

  it.each(BAD_AMOUNT_INPUTS.map(({ input }) => [input]))('a paste of %j is checked whole: kept as pasted and refused', async (input) => {
    render(<Controlled />);
    await userEvent.click(field());
    await userEvent.paste(input);
    expect(field().value).toBe(input);
    expect(formValue()).toBe(input);
    expect(refusal()).toBe(reasonFor(input));
  });

  it('a paste over the whole amount replaces it, and an amount pasted is taken as it is', async () => {
    render(<Controlled initial="100" />);
    await userEvent.tripleClick(field());
    await userEvent.paste('2-1');
    expect(field().value).toBe('2-1');
    expect(refusal()).toBe('金额只能输入数字和小数点，不能有“-”');
    await userEvent.tripleClick(field());
    await userEvent.paste('1000.99');
    expect(field().value).toBe('1000.99');
    expect(formValue()).toBe('1000.99');
    expect(refusal()).toBeNull();
  });

  it('the refusal goes as soon as the text is an amount again, or the field is emptied', async () => {
    render(<Controlled />);
    await userEvent.type(field(), '-5');
    expect(refusal()).not.toBeNull();
    await userEvent.type(field(), '{Home}{Delete}');
    expect(field().value).toBe('5');
    expect(refusal()).toBeNull();
    await userEvent.type(field(), 'x');
    expect(refusal()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(refusal()).toBeNull();
    expect(field().value).toBe('');
  });

  it("shows the form's own error rather than the refusal when it has one", async () => {
    render(<Controlled initial="abc" error="单笔金额不能低于100.00元" />);
    expect(screen.getByRole('alert').textContent).toBe('单笔金额不能低于100.00元');
    expect(refusal()).toBeNull();
  });

  it('asks for a decimal keypad', () => {
    render(<Controlled />);
    expect(field().getAttribute('inputmode')).toBe('decimal');
  });

  it('fills a preset amount and marks it pressed', async () => {
    render(<Controlled presets={[100, 5000]} />);
    await userEvent.click(screen.getByRole('button', { name: '5,000' }));
    expect(field().value).toBe('5000');
    expect(screen.getByRole('button', { name: '5,000' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '100' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('offers no preset that is not itself an amount (1e21 would have been filled in as 121)', () => {
    render(<Controlled presets={[100, 1e21, 100.005]} />);
    const chips = within(screen.getByRole('group', { name: '快捷金额' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['100']);
  });
});
