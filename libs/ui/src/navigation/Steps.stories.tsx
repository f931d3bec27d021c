import type { Meta, StoryObj } from '@storybook/react-vite';
import { Steps } from './Steps';

const meta = {
  title: '导航/Steps 步骤条',
  component: Steps,
  args: {
    items: [{ title: '提交申请' }, { title: '平台审核', description: '约 5 分钟' }, { title: '到账' }],
    current: 1,
    label: '提款进度',
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = { name: '进行中' };
export const First: Story = { name: '第一步', args: { current: 0 } };
export const Done: Story = { name: '全部完成', args: { current: 3 } };
