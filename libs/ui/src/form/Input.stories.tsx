import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './Input';
import type { InputProps } from './Input';

function ControlledInput(props: InputProps) {
  const [value, setValue] = useState(props.value);
  return <Input {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: '表单/Input 输入框',
  component: Input,
  render: (args) => <ControlledInput {...args} />,
  args: { label: '用户名', value: '', placeholder: '请输入6-16位字母或数字', onValueChange: () => undefined },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: '空' };
export const Filled: Story = { name: '已填写', args: { value: 'player888', clearable: true } };
export const WithHint: Story = { name: '带说明', args: { hint: '用户名注册后不可修改', required: true } };
export const WithError: Story = { name: '错误', args: { value: 'ab', error: '用户名长度为6-16位' } };
export const Disabled: Story = { name: '禁用', args: { value: 'player888', disabled: true } };
export const Phone: Story = {
  name: '手机号',
  args: { label: '手机号', prefix: '+86', type: 'tel', inputMode: 'numeric', placeholder: '请输入手机号' },
};
