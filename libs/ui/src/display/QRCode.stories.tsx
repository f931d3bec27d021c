import type { Meta, StoryObj } from '@storybook/react-vite';
import { QRCode } from './QRCode';

const meta = {
  title: '展示/QRCode 二维码',
  component: QRCode,
  args: { value: 'https://example.com/download-page', label: 'APP 下载二维码' },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Download: Story = { name: '下载链接' };
export const UsdtAddress: Story = {
  name: 'USDT 充值地址',
  args: { value: 'TJYeasTPa6gpEEfYcNpa4LeMrSxPyZ2sUn', label: 'USDT-TRC20 充值地址二维码', size: 200, level: 'Q' },
};
export const TooLong: Story = { name: '内容过长', args: { value: 'x'.repeat(3000) } };
