import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoticeBar } from './NoticeBar';

const notices = [
  { id: 1, text: '【系统公告】平台将于 11 月 25 日 02:00-04:00 进行例行维护，维护期间暂停存取款。' },
  { id: 2, text: '【安全提醒】客服不会主动提供银行卡号，请勿向陌生账户转账。' },
  { id: 3, text: '【活动】周末存款加赠 8%，最高可得 888 元。' },
];

const meta = {
  title: '反馈/NoticeBar 公告栏',
  component: NoticeBar,
  parameters: { layout: 'fullscreen' },
  args: { notices },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = { name: '滚动公告' };
export const Clickable: Story = { name: '可点击', args: { onSelect: () => undefined } };
export const Single: Story = { name: '单条', args: { notices: [{ id: 1, text: '欢迎来到会员中心！' }] } };
