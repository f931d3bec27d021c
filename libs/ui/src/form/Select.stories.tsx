import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Select } from './Select';
import type { SelectProps } from './Select';

const banks = [
  { value: 'ICBC', label: '中国工商银行' },
  { value: 'CCB', label: '中国建设银行' },
  { value: 'ABC', label: '中国农业银行' },
  { value: 'BOC', label: '中国银行' },
  { value: 'CMB', label: '招商银行', disabled: true },
];

function ControlledSelect(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: '表单/Select 选择器',
  component: Select,
  render: (args) => <ControlledSelect {...args} />,
  args: { label: '开户银行', options: banks, value: '', onValueChange: () => undefined },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: '未选择',
  // The pull-down filter: choosing an option shows it; a disabled option cannot be chosen.
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: '开户银行' });
    await userEvent.selectOptions(select, '中国银行');
    await expect(select).toHaveValue('BOC');
    await expect(canvas.getByRole('option', { name: '招商银行' })).toBeDisabled();
  },
};
export const Selected: Story = { name: '已选择', args: { value: 'CCB' } };
export const WithError: Story = { name: '错误', args: { error: '请选择开户银行' } };
