import type { Meta, StoryObj } from '@storybook/react-vite';
import { TabBar } from './TabBar';
import { DEFAULT_TAB_BAR_ITEMS } from './tab-bar-items';

const meta = {
  title: '导航/TabBar 底部标签栏',
  component: TabBar,
  parameters: { layout: 'fullscreen' },
  args: { activeKey: 'home', onNavigate: (_item, event) => event.preventDefault() },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { name: '首页' };
export const Mine: Story = { name: '我的', args: { activeKey: 'mine' } };
export const WithBadges: Story = {
  name: '未读提醒',
  args: {
    activeKey: 'games',
    items: DEFAULT_TAB_BAR_ITEMS.map((item) =>
      item.key === 'chat' ? { ...item, badge: 120 } : item.key === 'activities' ? { ...item, badge: 'dot' } : item,
    ),
  },
};
