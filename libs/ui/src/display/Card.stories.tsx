import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';
import { MoneyText } from './MoneyText';

const meta = {
  title: '展示/Card 卡片',
  component: Card,
  args: { title: '中心钱包', children: <MoneyText value={12880.5} size="large" /> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '默认' };
export const WithExtra: Story = { name: '带操作', args: { extra: <a href="/mine/balance">明细</a> } };
export const WithFooter: Story = { name: '带底部', args: { footer: <span>最后更新：2026-11-22 12:00</span> } };
export const BodyOnly: Story = { name: '仅内容', args: { title: undefined, children: <p>本周活动已结束，敬请期待下期。</p> } };
