import type { Meta, StoryObj } from '@storybook/react-vite';
import { safetyTipOptions } from '../safety-tip';
import { DialogDemo } from './DialogDemo';

const meta = {
  title: '弹窗/Dialog',
  component: DialogDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export const Confirm: Story = {
  name: '确认弹窗',
  args: { options: { kind: 'confirm', content: '确定要退出当前账号吗？' } },
};

export const Info: Story = {
  name: '信息弹窗',
  args: { options: { kind: 'info', content: '您的提款申请已提交，预计 5 分钟内到账。' } },
};

export const Alert: Story = {
  name: '警告弹窗',
  args: {
    options: {
      kind: 'alert',
      title: '提示',
      content: '您的账号已在其他设备登录，请重新登录。',
      closable: false,
    },
  },
};

export const Countdown: Story = {
  name: '倒计时按钮',
  args: {
    options: {
      kind: 'confirm',
      title: '活动规则',
      content: '请仔细阅读活动规则，倒计时结束后方可确认。',
      buttons: [{ text: '取消' }, { text: '我已阅读', variant: 'primary', countdownSeconds: 5 }],
    },
  },
};

export const LoadingButton: Story = {
  name: '加载中按钮',
  args: {
    options: {
      kind: 'confirm',
      content: '确认领取本周返水 ¥128.00？',
      buttons: [
        { text: '取消' },
        { text: '领取', variant: 'primary', onClick: () => wait(2000) },
      ],
    },
  },
};

export const DisabledButton: Story = {
  name: '禁用按钮',
  args: {
    options: {
      kind: 'info',
      content: '今日领取次数已用完。',
      buttons: [{ text: '领取', variant: 'primary', disabled: true }, { text: '关闭' }],
    },
  },
};

export const NoFooter: Story = {
  name: '无底部按钮',
  args: { options: { kind: 'info', title: '公告', content: '系统将于今晚 02:00 进行例行维护。', buttons: [] } },
};

export const SafetyTip: Story = {
  name: '安全提示',
  args: { options: safetyTipOptions() },
};

export const Closed: Story = {
  name: '点击按钮打开',
  args: { openOnMount: false, options: { kind: 'info', content: '这是一条提示信息。' } },
};
