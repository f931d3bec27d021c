import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Empty: Story = { name: '空' };
export const WithPresets: Story = { name: '快捷金额', args: { presets: [100, 500, 1000, 5000, 10000, 50000], value: '500' } };
export const WithError: Story = { name: '超出限额', args: { value: '80000', error: '单笔存款上限为 50,000 元' } };
export const Usdt: Story = { name: 'USDT', args: { label: '提款数量', symbol: 'USDT', value: '12.5' } };
export const Refused: Story = { name: '不是金额', args: { value: '-5' } };
