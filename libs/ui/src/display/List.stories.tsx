import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cell } from './Cell';
import { List } from './List';

const meta = {
  title: '展示/List 列表',
  component: List,
  parameters: { layout: 'fullscreen' },
  args: {
    header: '账户安全',
    children: [
      <Cell key="name" title="真实姓名" value="张**" />,
      <Cell key="phone" title="手机号" value="****5678" href="/mine/userInfo" />,
      <Cell key="password" title="登录密码" value="修改" href="/user/password" />,
    ],
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '默认' };
export const Inset: Story = { name: '卡片式', args: { inset: true } };
