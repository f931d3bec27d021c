import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../form/Button';
import { Empty } from './Empty';

const meta = { title: '反馈/Empty 空状态', component: Empty } satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '暂无数据' };
export const WithAction: Story = {
  name: '带操作',
  args: { description: '您还没有绑定银行卡', action: <Button variant="primary">立即绑定</Button> },
};
