import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneyText } from './MoneyText';

const meta = { title: '展示/MoneyText 金额', component: MoneyText, args: { value: 1234567.891 } } satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '默认' };
export const Large: Story = { name: '大号余额', args: { size: 'large', value: 8800 } };
export const Income: Story = { name: '收入', args: { signed: true, value: 520 } };
export const Expense: Story = { name: '支出', args: { signed: true, value: -1314.2 } };
export const Hidden: Story = { name: '隐藏金额', args: { hidden: true } };
export const Usdt: Story = { name: 'USDT', args: { symbol: null, value: '99.5' } };
