import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = { title: '反馈/Skeleton 骨架屏', component: Skeleton } satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '默认' };
export const WithAvatar: Story = { name: '带头像', args: { avatar: true, rows: 2 } };
export const Loaded: Story = { name: '加载完成', args: { loading: false, children: <p>欢迎回来，尊贵的会员！</p> } };
