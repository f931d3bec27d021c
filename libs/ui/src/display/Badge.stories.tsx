import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const bell = (
  <svg viewBox="0 0 24 24" width="28" height="28" role="img" aria-label="站内信">
    <path d="M6 17V11a6 6 0 0112 0v6l2 2H4zM10 21h4" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

const meta = { title: '展示/Badge 徽标', component: Badge, args: { children: bell, count: 5 } } satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = { name: '数字' };
export const Overflow: Story = { name: '超过上限', args: { count: 128 } };
export const Dot: Story = { name: '小红点', args: { dot: true, srLabel: '有新消息' } };
export const Zero: Story = { name: '为零隐藏', args: { count: 0 } };
export const Standalone: Story = { name: '独立显示', args: { children: undefined, count: 3 } };
