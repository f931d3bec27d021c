import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavBar } from './NavBar';

const meta = {
  title: '导航/NavBar 导航栏',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: { title: '存款', onBack: () => undefined },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = { name: '带返回' };
export const WithRight: Story = {
  name: '右侧操作',
  args: { title: '交易记录', right: <a href="/help/ck" style={{ padding: 12 }}>帮助</a> },
};
export const TitleOnly: Story = { name: '仅标题', args: { onBack: undefined, title: '我的' } };
export const LongTitle: Story = { name: '长标题', args: { title: '虚拟币存款教程与常见问题解答（新手必读）' } };
