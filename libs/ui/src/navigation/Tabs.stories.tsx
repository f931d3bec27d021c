import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tabs } from './Tabs';
import type { TabsProps } from './Tabs';

function ControlledTabs(props: TabsProps) {
  const [active, setActive] = useState(props.activeKey);
  return <Tabs {...props} activeKey={active} onChange={setActive} />;
}

const records = [
  { key: 'all', label: '全部', content: <p>全部交易记录</p> },
  { key: 'deposit', label: '存款', content: <p>存款记录</p> },
  { key: 'withdraw', label: '取款', content: <p>取款记录</p> },
  { key: 'transfer', label: '转账', content: <p>转账记录</p> },
];

const meta = {
  title: '导航/Tabs 标签页',
  component: Tabs,
  render: (args) => <ControlledTabs {...args} />,
  args: { items: records, activeKey: 'all', label: '交易类型', onChange: () => undefined },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认',
  // A click selects a tab and shows its panel; arrow keys move along the list (APG).
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '存款' }));
    await expect(canvas.getByRole('tab', { name: '存款' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('存款记录');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '取款' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: '取款' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '转账' })).toHaveFocus();
  },
};
export const WithDisabled: Story = {
  name: '含禁用项',
  args: { items: [...records, { key: 'rebate', label: '返水', content: <p>返水记录</p>, disabled: true }] },
  // The disabled tab is skipped by the arrow keys.
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '转账' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: '返水' })).toHaveAttribute('aria-selected', 'false');
  },
};
export const Scrollable: Story = {
  name: '可横向滚动',
  args: {
    stretch: false,
    activeKey: 'chess',
    label: '游戏分类',
    items: ['棋牌', '电子', '电竞', '彩票', '真人', '体育', '捕鱼'].map((label, index) => ({
      key: ['chess', 'egame', 'gaming', 'lottery', 'realbet', 'sport', 'fishing'][index] ?? label,
      label,
    })),
  },
};
