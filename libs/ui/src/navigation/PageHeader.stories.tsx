import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from './PageHeader';

const meta = {
  title: '导航/PageHeader 页头',
  component: PageHeader,
  args: { title: '我的钱包', description: '中心钱包与各场馆余额' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '默认' };
export const WithExtra: Story = { name: '带操作', args: { extra: <a href="/mine/record/transRecord">交易记录</a> } };
export const TitleOnly: Story = { name: '仅标题', args: { description: undefined, title: 'VIP 特权' } };
