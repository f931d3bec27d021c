import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { readAmountInput } from '@site/validation';
import { expect, within } from 'storybook/test';
import { AmountInput } from './AmountInput';
import type { AmountInputProps } from './AmountInput';

function ControlledAmount(props: AmountInputProps) {
  const [value, setValue] = useState(props.value);
  return <AmountInput {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: '表单/AmountInput 金额输入',
  component: AmountInput,
  render: (args) => <ControlledAmount {...args} />,
  args: { label: '存款金额', value: '', placeholder: '单笔 100 - 50,000', onValueChange: () => undefined },
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason the amount rule gives for a text (the story asserts the rule's own words, never a copy). */
function refusalOf(text: string): string {
  const reading = readAmountInput(text);
  if (reading.ok) throw new Error(`${text} is an amount`);
  return reading.reason;
}

export const Empty: Story = {
  name: '空',
  // Typing: an amount stays as typed with no reason shown; a refused key stays too, with the
  // rule's reason beside the field, until it is corrected.
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: '存款金额' });
    await userEvent.type(field, '100.5');
    await expect(field).toHaveValue('100.5');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '-5');
    await expect(field).toHaveValue('-5');
    await expect(canvas.getByRole('alert')).toHaveTextContent(refusalOf('-5'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Paste: Story = {
  name: '粘贴',
  // A paste is read whole: full-width digits are refused with the rule's hint, not converted.
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: '存款金额' });
    await userEvent.click(field);
    await userEvent.paste('１２３');
    await expect(field).toHaveValue('１２３');
    await expect(canvas.getByRole('alert')).toHaveTextContent(refusalOf('１２３'));
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('2,000.00');
    await expect(field).toHaveValue('2,000.00');
    await expect(canvas.getByRole('alert')).toHaveTextContent(refusalOf('2,000.00'));
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('2000.00');
    await expect(field).toHaveValue(readAmountInput('2000.00').ok ? '2000.00' : '');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithPresets: Story = {
  name: '快捷金额',
  args: { presets: [100, 500, 1000, 5000, 10000, 50000], value: '500' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /1,?000/ }));
    await expect(canvas.getByRole('textbox', { name: '存款金额' })).toHaveValue('1000');
  },
};
export const WithError: Story = {
  name: '超出限额',
  args: { value: '80000', error: '单笔存款上限为 50,000 元' },
  // The form's own error is the field's hint, tied to it for screen readers.
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: '存款金额' });
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('单笔存款上限为 50,000 元'));
    await expect(within(canvas.getByRole('alert')).getByText('单笔存款上限为 50,000 元')).toBeVisible();
  },
};
export const Usdt: Story = { name: 'USDT', args: { label: '提款数量', symbol: 'USDT', value: '12.5' } };
export const Refused: Story = { name: '不是金额', args: { value: '-5' } };
