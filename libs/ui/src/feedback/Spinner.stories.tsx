import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = { title: '反馈/Spinner 加载', component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '默认' };
export const WithLabel: Story = { name: '带文字', args: { showLabel: true, label: '正在加载游戏…' } };
export const Large: Story = { name: '大号', args: { size: 40, showLabel: true } };
