import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput } from './PasswordInput';
import type { PasswordInputProps } from './PasswordInput';

function ControlledPassword(props: PasswordInputProps) {
  const [value, setValue] = useState(props.value);
  return <PasswordInput {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: '表单/PasswordInput 密码框',
  component: PasswordInput,
  render: (args) => <ControlledPassword {...args} />,
  args: { label: '密码', value: '', placeholder: '请输入密码', onValueChange: () => undefined },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: '空' };
export const Filled: Story = { name: '已填写', args: { value: 'abc12345' } };
export const WithError: Story = { name: '错误', args: { value: '123', error: '密码需为6-16位字母和数字组合' } };
