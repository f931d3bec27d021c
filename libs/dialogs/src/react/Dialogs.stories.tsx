import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { countdownLabel, DIALOG_CLOSE_LABEL } from '../messages';
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

/** The host portals into <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Confirm: Story = {
  name: '确认弹窗',
  args: { options: { kind: 'confirm', content: '确定要退出当前账号吗？' } },
  // Focus trap: Tab and Shift+Tab only ever move between the dialog's own controls.
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '温馨提示' });
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    const visited = new Set<Element | null>();
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      visited.add(canvasElement.ownerDocument.activeElement);
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    // 关闭, 取消, 确定: every control was reached, nothing outside.
    await expect(visited.size).toBe(3);
  },
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
  // The button counts down once a second, disabled, then enables with its own text.
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement);
    const counting = await dialog.findByRole('button', { name: countdownLabel('我已阅读', 5) });
    await expect(counting).toBeDisabled();
    await expect(await dialog.findByRole('button', { name: countdownLabel('我已阅读', 4) }, { timeout: 2500 })).toBeDisabled();
    await expect(await dialog.findByRole('button', { name: '我已阅读' }, { timeout: 6000 })).toBeEnabled();
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
  // Open from the trigger, focus inside, Esc closes, focus back on the trigger.
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '打开弹窗' });
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toHaveTextContent('这是一条提示信息。');
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const AlertStaysOnEscape: Story = {
  name: '警告弹窗：Esc 不关闭',
  args: Alert.args,
  // closable: false — neither Escape nor a close icon dismisses it; only its button does.
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: '提示' });
    await expect(within(dialog).queryByRole('button', { name: DIALOG_CLOSE_LABEL })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await wait(400);
    await expect(page(canvasElement).getByRole('alertdialog', { name: '提示' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};
