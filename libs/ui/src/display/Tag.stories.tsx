import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from './Tag';

const meta = { title: '展示/Tag 标签', component: Tag, args: { children: '审核中' } } satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '默认', args: { children: '已取消' } };
export const Primary: Story = { name: '主色', args: { tone: 'primary', children: '推荐' } };
export const Success: Story = { name: '成功', args: { tone: 'success', children: '成功' } };
export const Warning: Story = { name: '警告', args: { tone: 'warning', children: '审核中' } };
export const Danger: Story = { name: '失败', args: { tone: 'danger', children: '已拒绝' } };
export const Plain: Story = { name: '描边', args: { tone: 'primary', plain: true, children: '新' } };
