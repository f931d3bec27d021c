import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast } from './Toast';

const meta = {
  title: '反馈/Toast 轻提示',
  component: Toast,
  args: { open: true, message: '复制成功', duration: 0 },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { name: '文字', args: { message: '请先登录' } };
export const Success: Story = { name: '成功', args: { type: 'success', message: '绑定成功' } };
export const Error: Story = { name: '失败', args: { type: 'error', message: '网络异常,请您稍后重试' } };
export const Loading: Story = { name: '加载中', args: { type: 'loading', message: '加载中…' } };
export const Closed: Story = { name: '关闭', args: { open: false } };
