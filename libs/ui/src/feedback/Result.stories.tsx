import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../form/Button';
import { Result } from './Result';

const meta = {
  title: '反馈/Result 结果页',
  component: Result,
  args: {
    status: 'success',
    title: '存款申请已提交',
    description: '预计 1-5 分钟到账，请留意余额变动。',
    actions: [
      <Button key="home" variant="primary" block>
        返回首页
      </Button>,
      <Button key="records" block>
        查看记录
      </Button>,
    ],
  },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { name: '成功' };
export const Failure: Story = { name: '失败', args: { status: 'error', title: '提款失败', description: '银行卡信息有误，请核对后重试。' } };
export const Warning: Story = { name: '警告', args: { status: 'warning', title: '账户受限', description: '请联系在线客服处理。' } };
export const Waiting: Story = { name: '审核中', args: { status: 'waiting', title: '资料审核中', description: '审核结果将通过站内信通知您。' } };
