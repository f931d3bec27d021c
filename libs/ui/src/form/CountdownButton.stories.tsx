import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountdownButton } from './CountdownButton';
import type { CountdownButtonProps } from './CountdownButton';

const sendAfterAMoment: CountdownButtonProps['onSend'] = () => new Promise<void>((done) => setTimeout(done, 800));
const failToSend: CountdownButtonProps['onSend'] = () => false;

const meta = {
  title: '表单/CountdownButton 发送验证码',
  component: CountdownButton,
  args: { onSend: sendAfterAMoment, variant: 'primary' },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { name: '可发送' };
export const Short: Story = { name: '10 秒倒计时', args: { seconds: 10 } };
export const Failing: Story = { name: '发送失败不计时', args: { onSend: failToSend } };
export const Disabled: Story = { name: '禁用（未填手机号）', args: { disabled: true } };
