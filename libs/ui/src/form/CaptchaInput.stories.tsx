import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CaptchaInput } from './CaptchaInput';
import type { CaptchaInputProps } from './CaptchaInput';

const captcha = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="36"><rect width="96" height="36" fill="#eef2f7"/><text x="14" y="26" font-size="22" font-family="monospace" fill="#334">8K3D</text></svg>',
)}`;

function ControlledCaptcha(props: CaptchaInputProps) {
  const [value, setValue] = useState(props.value);
  return <CaptchaInput {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: '表单/CaptchaInput 图形验证码',
  component: CaptchaInput,
  render: (args) => <ControlledCaptcha {...args} />,
  args: {
    label: '验证码',
    value: '',
    placeholder: '请输入验证码',
    imageSrc: captcha,
    onRefresh: () => undefined,
    onValueChange: () => undefined,
  },
} satisfies Meta<typeof CaptchaInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '默认' };
export const LoadingImage: Story = { name: '图片加载中', args: { loadingImage: true } };
export const WithError: Story = { name: '错误', args: { value: '8K3', error: '验证码错误，请重新输入' } };
