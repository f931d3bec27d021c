import type { Meta, StoryObj } from '@storybook/react-vite';
import { VipBadge } from './VipBadge';

const meta = { title: '展示/VipBadge VIP 等级', component: VipBadge, args: { level: 3 } } satisfies Meta<typeof VipBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bronze: Story = { name: 'VIP3' };
export const Silver: Story = { name: 'VIP5', args: { level: 5 } };
export const Gold: Story = { name: 'VIP8', args: { level: 8 } };
export const Diamond: Story = { name: 'VIP10', args: { level: 10 } };
