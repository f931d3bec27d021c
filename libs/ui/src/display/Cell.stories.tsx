import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cell } from './Cell';

const meta = {
  title: '展示/Cell 单元格',
  component: Cell,
  parameters: { layout: 'fullscreen' },
  args: { title: '真实姓名', value: '张**' },
} satisfies Meta<typeof Cell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = { name: '纯展示' };
export const Link: Story = { name: '链接', args: { title: '银行卡管理', value: '已绑定 2 张', href: '/mine/addBankCard' } };
export const Action: Story = { name: '按钮', args: { title: '清除缓存', value: '12.3 MB', onClick: () => undefined } };
export const WithLabel: Story = { name: '带描述', args: { title: '手机号', label: '用于找回密码与安全验证', value: '****5678', arrow: true } };
