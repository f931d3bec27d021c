import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: '表单/Button 按钮',
  component: Button,
  args: { children: '立即存款' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { name: '主要按钮', args: { variant: 'primary' } };
export const Default: Story = { name: '默认按钮', args: { children: '取消' } };
export const Danger: Story = { name: '危险按钮', args: { variant: 'danger', children: '解除绑定' } };
export const Text: Story = { name: '文字按钮', args: { variant: 'text', children: '忘记密码？' } };
export const Loading: Story = { name: '加载中', args: { variant: 'primary', loading: true, children: '提交中' } };
export const Disabled: Story = { name: '禁用', args: { variant: 'primary', disabled: true } };
export const Block: Story = { name: '通栏', args: { variant: 'primary', block: true, size: 'large', children: '登录' } };
export const Small: Story = { name: '小号', args: { size: 'small', children: '复制' } };
